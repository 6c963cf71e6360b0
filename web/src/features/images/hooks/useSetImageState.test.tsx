import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook, standInQuery } from '../../../testing/renderApolloHook.tsx';
import { showError } from '../../../ui/toaster.ts';
import { SET_IMAGE_STATE } from '../graphql.ts';
import { useSetImageState } from './useSetImageState.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const target = { companyCode: '022', audienceId: '17' };
const ask = { request: { query: SET_IMAGE_STATE, variables: { ...target, imageId: 'i1', state: 'SELECTED' } } };

describe('useSetImageState', () => {
  beforeEach(() => vi.clearAllMocks());

  it('keeps an image and the gallery reads again', async () => {
    const gallery = standInQuery('AudienceImages');
    const { result } = renderApolloHook(() => ({ shown: gallery.useStandIn(), ...useSetImageState(target) }), {
      mocks: [...gallery.mocks, { ...ask, result: { data: { setAudienceImageState: { __typename: 'AudienceImage', id: 'i1' } } } }],
    });
    await waitFor(() => expect(result.current.shown).toBe(1));
    await act(async () => {
      expect(await result.current.setState('i1', 'SELECTED')).toBe(true);
    });
    await waitFor(() => expect(result.current.shown).toBe(2));
  });

  it('a failure is the spec’s message', async () => {
    const { result } = renderApolloHook(() => useSetImageState(target), { mocks: [{ ...ask, error: new Error('socket hang up') }] });
    await act(async () => {
      expect(await result.current.setState('i1', 'SELECTED')).toBe(false);
    });
    expect(showError).toHaveBeenCalledWith('No se ha podido realizar los cambios.');
  });
});
