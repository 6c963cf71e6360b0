import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { CANCEL_GENERATION } from '../graphql.ts';
import { useCancelGeneration } from './useCancelGeneration.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const ask = { request: { query: CANCEL_GENERATION, variables: { id: 'g1' } } };

describe('useCancelGeneration', () => {
  beforeEach(() => vi.clearAllMocks());

  it('cancels with the spec’s toast', async () => {
    const { result } = renderApolloHook(() => useCancelGeneration(), {
      mocks: [
        {
          ...ask,
          result: { data: { cancelImageGeneration: { __typename: 'ImageGeneration', id: 'g1', state: 'CANCELLED', message: null } } },
        },
      ],
    });
    await act(async () => {
      expect(await result.current.cancel('g1')).toBe(true);
    });
    expect(showSuccess).toHaveBeenCalledWith('Se canceló la generación de imágenes.');
  });

  it('a failure is the spec’s toast', async () => {
    const { result } = renderApolloHook(() => useCancelGeneration(), { mocks: [{ ...ask, error: new Error('socket hang up') }] });
    await act(async () => {
      expect(await result.current.cancel('g1')).toBe(false);
    });
    expect(showError).toHaveBeenCalledWith('No se pudo cancelar la generación de imágenes.');
  });
});
