import { GraphQLError } from 'graphql';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook, standInQuery } from '../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { CREATE_SEGMENT, UPDATE_SEGMENT } from '../graphql.ts';
import { useSaveSegment } from './useSaveSegment.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
vi.mock('../../../analytics/tracking.ts', () => ({ pushEvent: vi.fn() }));

const input = {
  companyCode: '022',
  name: 'INCA_Retail_jóvenes',
  description: '',
  typeName: 'SEGMENT_CONTACT',
  previewId: 'p1',
  attributes: [],
} as never;

describe('useSaveSegment', () => {
  beforeEach(() => vi.clearAllMocks());

  it('creates with the spec’s toast and the segment list reads again', async () => {
    const list = standInQuery('SegmentList');
    const { result } = renderApolloHook(
      () => ({ shown: list.useStandIn(), ...useSaveSegment('create', undefined, 'analyst@retail.demo') }),
      {
        mocks: [
          ...list.mocks,
          {
            request: { query: CREATE_SEGMENT, variables: { input } },
            result: { data: { createSegment: { __typename: 'Segment', code: 'S9', name: 'INCA_Retail_jóvenes' } } },
          },
        ],
      },
    );
    await waitFor(() => expect(result.current.shown).toBe(1));
    let outcome;
    await act(async () => {
      outcome = await result.current.save(input);
    });
    expect(outcome).toEqual({ saved: expect.objectContaining({ code: 'S9', name: 'INCA_Retail_jóvenes' }) });
    expect(showSuccess).toHaveBeenCalledWith('¡El segmento se ha guardado correctamente!');
    await waitFor(() => expect(result.current.shown).toBe(2));
  });

  it('edit mode updates; a refused input answers the service’s reason beside the spec’s toast', async () => {
    const { result } = renderApolloHook(() => useSaveSegment('edit', 'S1', 'analyst@retail.demo'), {
      mocks: [
        {
          request: { query: UPDATE_SEGMENT, variables: { code: 'S1', input } },
          result: { errors: [new GraphQLError('Ya existe un segmento con ese nombre.', { extensions: { code: 'CONFLICT' } })] },
        },
      ],
    });
    let outcome;
    await act(async () => {
      outcome = await result.current.save(input);
    });
    expect(outcome).toEqual({ problem: 'Ya existe un segmento con ese nombre.' });
    expect(showError).toHaveBeenCalledWith('No se pudo guardar el segmento.');
  });

  it('a network failure shows nothing', async () => {
    const { result } = renderApolloHook(() => useSaveSegment('create', undefined, 'analyst@retail.demo'), {
      mocks: [{ request: { query: CREATE_SEGMENT, variables: { input } }, error: new Error('socket hang up') }],
    });
    let outcome;
    await act(async () => {
      outcome = await result.current.save(input);
    });
    expect(outcome).toEqual({});
    expect(showError).not.toHaveBeenCalled();
  });
});
