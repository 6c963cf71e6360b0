import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_RULES } from '../graphql/index.ts';
import { PARAMS, rulesMock } from './testFixtures.ts';
import { useCampaignRules } from './useCampaignRules.ts';
import { useSaveCampaignRules } from './useSaveCampaignRules.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
const { showError, showSuccess, showWarning } = await import('../../../ui/toaster.ts');

const input = [{ groupId: '1', variableId: '3', value: '30', items: [], rangeStart: null, rangeEnd: null }];
const save = (result: object) => ({ request: { query: SAVE_RULES, variables: { campaignId: '7', params: input } }, ...result });
const wrap =
  (mocks: unknown[]) =>
  ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

beforeEach(() => vi.clearAllMocks());

describe('useSaveCampaignRules', () => {
  it('stores the rules, says so and reloads the page (its summary follows what was stored)', async () => {
    const stored = save({ result: { data: { saveCampaignRules: { __typename: 'CampaignRules', params: PARAMS } } } });
    const { result } = renderHook(() => ({ rules: useCampaignRules('7'), save: useSaveCampaignRules('7', 'CAMP-7') }), {
      wrapper: wrap([rulesMock(), stored, rulesMock(PARAMS, 80)]),
    });
    await waitFor(() => expect(result.current.rules.campaign?.rulesSummary[0]?.quantity).toBe(120));
    let ok = false;
    await act(async () => {
      ok = await result.current.save.save(input);
    });
    expect(ok).toBe(true);
    expect(showSuccess).toHaveBeenCalledWith('Los cambios se guardaron correctamente.');
    await waitFor(() => expect(result.current.rules.campaign?.rulesSummary[0]?.quantity).toBe(80));
  });

  it('lists the required fields the service names, as a warning', async () => {
    const details = { messages: ['Por favor complete todos los campos obligatorios:', 'Edad es obligatorio'] };
    const refused = save({ result: { errors: [new GraphQLError('Faltan campos', { extensions: { code: 'BAD_USER_INPUT', details } })] } });
    const { result } = renderHook(() => useSaveCampaignRules('7', 'CAMP-7'), { wrapper: wrap([refused]) });
    await act(async () => expect(await result.current.save(input)).toBe(false));
    expect(showWarning).toHaveBeenCalledWith('Por favor complete todos los campos obligatorios:', ['Edad es obligatorio']);
  });

  it("shows the service's message, or error_proccessing when it cannot be reached", async () => {
    const refused = save({
      result: { errors: [new GraphQLError('La campaña no se puede modificar.', { extensions: { code: 'FORBIDDEN' } })] },
    });
    const down = save({ error: new Error('network') });
    const { result } = renderHook(() => useSaveCampaignRules('7', 'CAMP-7'), { wrapper: wrap([refused, down]) });
    await act(() => result.current.save(input));
    expect(showError).toHaveBeenLastCalledWith('La campaña no se puede modificar.');
    await act(() => result.current.save(input));
    expect(showError).toHaveBeenLastCalledWith('Ocurrió un error al procesar la solicitud.');
  });
});
