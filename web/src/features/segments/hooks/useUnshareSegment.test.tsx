import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook, standInQuery } from '../../../testing/renderApolloHook.tsx';
import { showError } from '../../../ui/toaster.ts';
import { SEGMENT_SHARES, UNSHARE_SEGMENT } from '../graphql.ts';
import { useUnshareSegment } from './useUnshareSegment.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const unshare = { request: { query: UNSHARE_SEGMENT, variables: { code: 'S1', sharingId: 'sh1' } } };
const shares = {
  request: { query: SEGMENT_SHARES, variables: { code: 'S1' } },
  result: { data: { segment: { __typename: 'Segment', code: 'S1', shares: [] } } },
};

describe('useUnshareSegment', () => {
  beforeEach(() => vi.clearAllMocks());

  it('removes the share and reads the shares and the list again', async () => {
    const list = standInQuery('SegmentList');
    const { result } = renderApolloHook(() => ({ shown: list.useStandIn(), ...useUnshareSegment('S1') }), {
      mocks: [...list.mocks, { ...unshare, result: { data: { unshareSegment: { __typename: 'Segment', code: 'S1' } } } }, shares],
    });
    await waitFor(() => expect(result.current.shown).toBe(1));
    await act(async () => result.current.unshare('sh1'));
    expect(result.current.shown).toBe(2);
    expect(showError).not.toHaveBeenCalled();
  });

  it('a failure is the spec’s toast', async () => {
    const { result } = renderApolloHook(() => useUnshareSegment('S1'), { mocks: [{ ...unshare, error: new Error('socket hang up') }] });
    await act(async () => result.current.unshare('sh1'));
    expect(showError).toHaveBeenCalledWith('No se pudo eliminar el registro.');
  });
});
