import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGNS_PAGE, SEND_CAMPAIGNS } from '../graphql/index.ts';
import { useCampaigns } from './useCampaigns.ts';
import { useSendCampaigns } from './useSendCampaigns.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
const { showError, showSuccess, showWarning } = await import('../../../ui/toaster.ts');

const sent = (queued: string[], skipped: { campaignId: string; message: string }[]) => ({
  request: { query: SEND_CAMPAIGNS, variables: {} },
  result: {
    data: {
      sendCampaignsToRecommendation: {
        __typename: 'BulkSendResult',
        queued,
        skipped: skipped.map((s) => ({ __typename: 'SkippedCampaign', ...s })),
        message: null,
      },
    },
  },
});
const list = (totalCount: number) => ({
  request: { query: CAMPAIGNS_PAGE, variables: { filter: {}, page: 1 } },
  result: {
    data: { campaigns: { __typename: 'CampaignPage', totalCount, showCompany: false, nodes: [] }, campaignVariableGroupOptions: [] },
  },
});
const wrap =
  (mocks: unknown[]) =>
  ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

beforeEach(() => vi.clearAllMocks());

describe('useSendCampaigns', () => {
  it('says how many campaigns went to process and reloads the list', async () => {
    const { result } = renderHook(() => ({ send: useSendCampaigns(), list: useCampaigns({}, 1) }), {
      wrapper: wrap([list(3), sent(['1', '2'], []), list(5)]),
    });
    await waitFor(() => expect(result.current.list.total).toBe(3));
    await act(() => result.current.send.sendAll());
    expect(showSuccess).toHaveBeenCalledWith('Se enviaron 2 campañas a proceso.');
    await waitFor(() => expect(result.current.list.total).toBe(5));
  });

  it('lists the campaigns it could not send with the reason, or says there was nothing to send', async () => {
    const skipped = [{ campaignId: '3', message: 'CAMP-3: Edad es obligatorio' }];
    const { result } = renderHook(() => useSendCampaigns(), { wrapper: wrap([sent(['1'], skipped), sent([], [])]) });
    await act(() => result.current.sendAll());
    expect(showWarning).toHaveBeenCalledWith('Se enviaron 1 campañas a proceso; 1 no se pudieron enviar.', ['CAMP-3: Edad es obligatorio']);
    await act(() => result.current.sendAll());
    expect(showWarning).toHaveBeenLastCalledWith('No hay campañas completas pendientes de proceso.');
  });

  it("shows the service's refusal, or processError without one", async () => {
    const refused = {
      request: { query: SEND_CAMPAIGNS, variables: {} },
      result: { errors: [new GraphQLError('No tiene permiso.', { extensions: { code: 'FORBIDDEN' } })] },
    };
    const down = { request: { query: SEND_CAMPAIGNS, variables: {} }, error: new Error('network') };
    const { result } = renderHook(() => useSendCampaigns(), { wrapper: wrap([refused, down]) });
    await act(() => result.current.sendAll());
    expect(showError).toHaveBeenLastCalledWith('No tiene permiso.');
    await act(() => result.current.sendAll());
    expect(showError).toHaveBeenLastCalledWith('No se pudo enviar la campaña a proceso.');
  });
});
