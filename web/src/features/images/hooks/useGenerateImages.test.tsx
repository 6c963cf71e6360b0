import { GraphQLError } from 'graphql';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { showError } from '../../../ui/toaster.ts';
import { GENERATE_IMAGES } from '../graphql.ts';
import { useGenerateImages } from './useGenerateImages.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const target = { companyCode: '022', audienceId: '17' };
const ask = { request: { query: GENERATE_IMAGES, variables: { input: { ...target, description: 'Playa al atardecer' } } } };

describe('useGenerateImages', () => {
  beforeEach(() => vi.clearAllMocks());

  it('queues a generation and answers its id', async () => {
    const { result } = renderApolloHook(() => useGenerateImages(target), {
      mocks: [
        {
          ...ask,
          result: {
            data: {
              generateAudienceImages: {
                __typename: 'ImageGeneration',
                id: 'g1',
                state: 'QUEUED',
                progress: 0,
                attempt: 1,
                maxAttempts: 3,
                message: null,
                images: [],
              },
            },
          },
        },
      ],
    });
    await act(async () => {
      expect(await result.current.generate('Playa al atardecer')).toBe('g1');
    });
    expect(showError).not.toHaveBeenCalled();
  });

  it('a refused description shows the service’s message; a network failure the spec’s', async () => {
    const { result } = renderApolloHook(() => useGenerateImages(target), {
      mocks: [
        { ...ask, result: { errors: [new GraphQLError('La descripción no es apropiada.')] } },
        { ...ask, error: new Error('socket hang up') },
      ],
    });
    await act(async () => {
      expect(await result.current.generate('Playa al atardecer')).toBeUndefined();
    });
    expect(showError).toHaveBeenLastCalledWith('La descripción no es apropiada.');
    await act(async () => {
      expect(await result.current.generate('Playa al atardecer')).toBeUndefined();
    });
    expect(showError).toHaveBeenLastCalledWith('No se pudieron generar las imágenes. Intente en unos minutos.');
  });
});
