import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook, standInQuery } from '../../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../../ui/toaster.ts';
import { DELETE_AUDIENCE, SET_AUDIENCE_ENABLED } from '../graphql.ts';
import { useAudienceAction } from './useAudienceAction.ts';

vi.mock('../../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

describe('useAudienceAction', () => {
  beforeEach(() => vi.clearAllMocks());

  it('deletes with the spec’s toast, running meanwhile, and the list reads again before it answers', async () => {
    const list = standInQuery('AudienceList');
    const { result } = renderApolloHook(() => ({ shown: list.useStandIn(), ...useAudienceAction() }), {
      mocks: [
        ...list.mocks,
        {
          request: { query: DELETE_AUDIENCE, variables: { id: '17' } },
          delay: 20,
          result: { data: { deleteAudience: { __typename: 'DeleteAudienceResult', id: '17', message: 'ok' } } },
        },
      ],
    });
    await waitFor(() => expect(result.current.shown).toBe(1));
    let done: Promise<boolean> | undefined;
    act(() => {
      done = result.current.run('delete', '17');
    });
    expect(result.current.running).toBe(true);
    await act(async () => {
      expect(await done).toBe(true);
    });
    expect(showSuccess).toHaveBeenCalledWith('La audiencia se ha eliminado correctamente.');
    expect(result.current.shown).toBe(2);
    expect(result.current.running).toBe(false);
  });

  it('deactivation sends enabled false; a failure is its own §8 toast', async () => {
    const { result } = renderApolloHook(() => useAudienceAction(), {
      mocks: [{ request: { query: SET_AUDIENCE_ENABLED, variables: { id: '17', enabled: false } }, error: new Error('socket hang up') }],
    });
    await act(async () => {
      expect(await result.current.run('deactivate', '17')).toBe(false);
    });
    expect(showError).toHaveBeenCalledWith('No se ha podido desactivar la audiencia.');
    expect(result.current.running).toBe(false);
  });
});
