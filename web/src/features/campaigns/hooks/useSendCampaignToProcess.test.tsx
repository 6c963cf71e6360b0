import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEND_TO_PROCESS } from '../graphql/index.ts';
import { rulesMock } from './testFixtures.ts';
import { useCampaignRules } from './useCampaignRules.ts';
import { useSendCampaignToProcess } from './useSendCampaignToProcess.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
const { showError, showSuccess } = await import('../../../ui/toaster.ts');

const input = [{ groupId: '1', variableId: '3', value: '30', items: [], rangeStart: null, rangeEnd: null }];
const send = (result: object) => ({ request: { query: SEND_TO_PROCESS, variables: { campaignId: '7', params: input } }, ...result });
const answer = (message: string | null) =>
  send({
    result: {
      data: {
        sendCampaignToProcess: {
          __typename: 'SendToProcessResult',
          processId: '55',
          message,
          summary: [{ __typename: 'RulesSummaryLine', name: 'Clientes', quantity: 77, children: [] }],
        },
      },
    },
  });
const wrap =
  (mocks: unknown[]) =>
  ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

beforeEach(() => vi.clearAllMocks());

describe('useSendCampaignToProcess', () => {
  it("starts the process with the rules on screen, shows the service's message and the new summary, and reloads the page", async () => {
    const { result } = renderHook(() => ({ rules: useCampaignRules('7'), send: useSendCampaignToProcess('7', 'CAMP-7') }), {
      wrapper: wrap([rulesMock(), answer('Proceso 55 iniciado.'), rulesMock(undefined, 77)]),
    });
    await waitFor(() => expect(result.current.rules.campaign).toBeDefined());
    let sent: Awaited<ReturnType<typeof result.current.send.send>>;
    await act(async () => {
      sent = await result.current.send.send(input);
    });
    expect(sent!.summary).toMatchObject([{ name: 'Clientes', quantity: 77 }]);
    expect(showSuccess).toHaveBeenCalledWith('Proceso 55 iniciado.');
    await waitFor(() => expect(result.current.rules.campaign?.rulesSummary[0]?.quantity).toBe(77));
  });

  it('says the process started when the service gives no message, and processError when refused without one', async () => {
    const refused = send({ result: { errors: [new GraphQLError('', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] } });
    const { result } = renderHook(() => useSendCampaignToProcess('7', 'CAMP-7'), { wrapper: wrap([answer(null), refused]) });
    await act(() => result.current.send(input));
    expect(showSuccess).toHaveBeenCalledWith('La campaña se envió a proceso. Verá el resultado en el historial.');
    await act(async () => expect(await result.current.send(input)).toBeUndefined());
    expect(showError).toHaveBeenCalledWith('No se pudo enviar la campaña a proceso.');
  });
});
