import { GraphQLError } from 'graphql';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook, standInQuery } from '../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { DELETE_IMAGE } from '../graphql.ts';
import { useDeleteImage } from './useDeleteImage.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const target = { companyCode: '022', audienceId: '17' };
const ask = { request: { query: DELETE_IMAGE, variables: { ...target, imageId: 'i1' } } };

describe('useDeleteImage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('deletes with the spec’s toast and the gallery reads again before it answers', async () => {
    const gallery = standInQuery('AudienceImages');
    const { result } = renderApolloHook(() => ({ shown: gallery.useStandIn(), ...useDeleteImage(target) }), {
      mocks: [...gallery.mocks, { ...ask, result: { data: { deleteAudienceImage: true } } }],
    });
    await waitFor(() => expect(result.current.shown).toBe(1));
    await act(async () => {
      expect(await result.current.remove('i1')).toBe(true);
    });
    expect(showSuccess).toHaveBeenCalledWith('La imagen se eliminó correctamente.');
    expect(result.current.shown).toBe(2);
  });

  it('a refusal shows the service’s message; a network failure the spec’s', async () => {
    const { result } = renderApolloHook(() => useDeleteImage(target), {
      mocks: [
        { ...ask, result: { errors: [new GraphQLError('La imagen está seleccionada para una campaña.')] } },
        { ...ask, error: new Error('socket hang up') },
      ],
    });
    await act(async () => {
      expect(await result.current.remove('i1')).toBe(false);
    });
    expect(showError).toHaveBeenLastCalledWith('La imagen está seleccionada para una campaña.');
    await act(async () => {
      expect(await result.current.remove('i1')).toBe(false);
    });
    expect(showError).toHaveBeenLastCalledWith('No se pudo eliminar la imagen.');
  });
});
