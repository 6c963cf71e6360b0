import { GraphQLError } from 'graphql';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook, standInQuery } from '../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { DUPLICATE_SEGMENT } from '../graphql.ts';
import { useDuplicateSegment } from './useDuplicateSegment.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const duplicate = { request: { query: DUPLICATE_SEGMENT, variables: { code: 'S1', name: 'INCA_Retail_copia' } } };

describe('useDuplicateSegment', () => {
  beforeEach(() => vi.clearAllMocks());

  it('copies under the trimmed name, says so and the list reads again', async () => {
    const list = standInQuery('SegmentList');
    const { result } = renderApolloHook(() => ({ shown: list.useStandIn(), ...useDuplicateSegment() }), {
      mocks: [
        ...list.mocks,
        {
          ...duplicate,
          result: {
            data: {
              duplicateSegment: {
                __typename: 'DuplicateSegmentResult',
                message: 'ok',
                segment: { __typename: 'Segment', code: 'S9', name: 'INCA_Retail_copia' },
              },
            },
          },
        },
      ],
    });
    await waitFor(() => expect(result.current.shown).toBe(1));
    await act(async () => {
      expect(await result.current.duplicate('S1', '  INCA_Retail_copia ')).toEqual({ ok: true });
    });
    expect(showSuccess).toHaveBeenCalledWith('Segmento duplicado');
    await waitFor(() => expect(result.current.shown).toBe(2));
  });

  it('a name the service refuses comes back for the field, without a toast', async () => {
    const { result } = renderApolloHook(() => useDuplicateSegment(), {
      mocks: [
        {
          ...duplicate,
          result: { errors: [new GraphQLError('Ya existe un segmento con ese nombre.', { extensions: { code: 'CONFLICT' } })] },
        },
      ],
    });
    await act(async () => {
      expect(await result.current.duplicate('S1', 'INCA_Retail_copia')).toEqual({
        ok: false,
        fieldError: 'Ya existe un segmento con ese nombre.',
      });
    });
    expect(showError).not.toHaveBeenCalled();
  });

  it('any other failure is the spec’s toast', async () => {
    const { result } = renderApolloHook(() => useDuplicateSegment(), { mocks: [{ ...duplicate, error: new Error('socket hang up') }] });
    await act(async () => {
      expect(await result.current.duplicate('S1', 'INCA_Retail_copia')).toEqual({ ok: false });
    });
    expect(showError).toHaveBeenCalledWith('No se pudo duplicar el Segmento.');
  });
});
