import { GraphQLError } from 'graphql';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook, standInQuery } from '../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { DELETE_SEGMENT, SEGMENT_MERGE_USES } from '../graphql.ts';
import { useDeleteSegment } from './useDeleteSegment.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const del = { request: { query: DELETE_SEGMENT, variables: { code: 'S1' } } };
const conflict = new GraphQLError('El segmento se usa en segmentos combinados.', {
  extensions: {
    code: 'CONFLICT',
    details: {
      merges: [
        { code: 'M1', name: 'INCA_Retail_combinado' },
        { code: 'M2', name: 'INCA_Corp_ajeno' },
      ],
    },
  },
});

describe('useDeleteSegment', () => {
  beforeEach(() => vi.clearAllMocks());

  it('deletes with the service’s message and the list reads again', async () => {
    const list = standInQuery('SegmentList');
    const { result } = renderApolloHook(() => ({ shown: list.useStandIn(), ...useDeleteSegment() }), {
      mocks: [
        ...list.mocks,
        {
          ...del,
          result: { data: { deleteSegment: { __typename: 'DeleteSegmentResult', code: 'S1', message: 'Se eliminó correctamente.' } } },
        },
      ],
    });
    await waitFor(() => expect(result.current.shown).toBe(1));
    await act(async () => {
      expect(await result.current.deleteSegment('S1')).toBe(true);
    });
    expect(showSuccess).toHaveBeenCalledWith('Se eliminó correctamente.');
    expect(result.current.shown).toBe(2);
    expect(result.current.refusal).toBeNull();
  });

  it('a segment in use is explained with its merges, linked only where the viewer may open them', async () => {
    const { result } = renderApolloHook(() => useDeleteSegment(), {
      mocks: [
        { ...del, result: { errors: [conflict] } },
        {
          request: { query: SEGMENT_MERGE_USES, variables: { code: 'S1' } },
          result: {
            data: {
              segment: {
                __typename: 'Segment',
                code: 'S1',
                usedInMerges: [
                  { __typename: 'SegmentRef', code: 'M1', name: 'INCA_Retail_combinado', viewable: true },
                  { __typename: 'SegmentRef', code: 'M2', name: 'INCA_Corp_ajeno', viewable: false },
                ],
              },
            },
          },
        },
      ],
    });
    await act(async () => {
      expect(await result.current.deleteSegment('S1')).toBe(false);
    });
    expect(result.current.refusal).toEqual({
      message: 'El segmento se usa en segmentos combinados.',
      merges: [
        { code: 'M1', name: 'INCA_Retail_combinado', viewable: true },
        { code: 'M2', name: 'INCA_Corp_ajeno', viewable: false },
      ],
    });
    expect(showError).not.toHaveBeenCalled();
    act(() => result.current.clearRefusal());
    expect(result.current.refusal).toBeNull();
  });

  it('any other failure is the spec’s toast', async () => {
    const { result } = renderApolloHook(() => useDeleteSegment(), { mocks: [{ ...del, error: new Error('socket hang up') }] });
    await act(async () => {
      expect(await result.current.deleteSegment('S1')).toBe(false);
    });
    expect(showError).toHaveBeenCalledWith('No se pudo eliminar, intentelo en unos minutos.');
    expect(result.current.refusal).toBeNull();
  });
});
