import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_CAMPAIGN_GROUPS } from '../graphql/index.ts';
import { useSaveCampaignGroups } from './useSaveCampaignGroups.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
const { showError, showSuccess } = await import('../../../ui/toaster.ts');

const saved = vi.fn(() => ({ data: { saveCampaignVariableGroups: null } }));
const mocks = [
  { request: { query: SAVE_CAMPAIGN_GROUPS, variables: { campaignId: '7', groupIds: ['4'] } }, result: saved },
  {
    request: { query: SAVE_CAMPAIGN_GROUPS, variables: { campaignId: '7', groupIds: ['9'] } },
    result: { errors: [new GraphQLError('Uno de los grupos de variables no existe.', { extensions: { code: 'BAD_USER_INPUT' } })] },
  },
];
const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

beforeEach(() => vi.clearAllMocks());

describe('useSaveCampaignGroups', () => {
  it('asks for at least one group before saving anything', async () => {
    const { result } = renderHook(() => useSaveCampaignGroups('7'), { wrapper });
    await act(() => result.current.save([]));
    expect(showError).toHaveBeenCalledWith('Seleccione al menos un grupo de variables.');
    expect(saved).not.toHaveBeenCalled();
  });

  it("saves the row's groups, or shows the service's reason under Error", async () => {
    const { result } = renderHook(() => useSaveCampaignGroups('7'), { wrapper });
    await act(() => result.current.save(['4']));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(showSuccess).toHaveBeenCalledWith('Los cambios se guardaron correctamente.');
    await act(() => result.current.save(['9']));
    expect(showError).toHaveBeenCalledWith('Error: Uno de los grupos de variables no existe.');
  });
});
