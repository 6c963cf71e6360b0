import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook, standInQuery } from '../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { DELETE_COUPON_AUDIENCE, RESEND_COUPON_CAMPAIGN } from '../graphql.ts';
import { useCouponAction } from './useCouponAction.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

describe('useCouponAction', () => {
  beforeEach(() => vi.clearAllMocks());

  it('deletes the campaign’s audience with the spec’s toast and the coupon list reads again', async () => {
    const list = standInQuery('CouponList');
    const { result } = renderApolloHook(() => ({ shown: list.useStandIn(), ...useCouponAction() }), {
      mocks: [
        ...list.mocks,
        {
          request: { query: DELETE_COUPON_AUDIENCE, variables: { id: 'A1' } },
          result: { data: { deleteAudience: { __typename: 'DeleteAudienceResult', id: 'A1', message: 'ok' } } },
        },
      ],
    });
    await waitFor(() => expect(result.current.shown).toBe(1));
    await act(async () => {
      expect(await result.current.run('delete', 'C1', 'A1')).toBe(true);
    });
    expect(showSuccess).toHaveBeenCalledWith('La audiencia se ha eliminado correctamente.');
    expect(result.current.shown).toBe(2);
  });

  it('a resend goes to the campaign; its failure is its own §8 toast', async () => {
    const { result } = renderApolloHook(() => useCouponAction(), {
      mocks: [{ request: { query: RESEND_COUPON_CAMPAIGN, variables: { id: 'C1' } }, error: new Error('socket hang up') }],
    });
    await act(async () => {
      expect(await result.current.run('resend', 'C1', 'A1')).toBe(false);
    });
    expect(showError).toHaveBeenCalledWith('No se han podido reenviar los cupones.');
    expect(result.current.running).toBe(false);
  });
});
