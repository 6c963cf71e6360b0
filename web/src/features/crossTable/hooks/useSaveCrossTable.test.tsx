import { GraphQLError } from 'graphql';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook, standInQuery } from '../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { CREATE_CROSS_TABLE, UPDATE_CROSS_TABLE } from '../graphql.ts';
import { useSaveCrossTable } from './useSaveCrossTable.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
vi.mock('../../../analytics/tracking.ts', () => ({ pushEvent: vi.fn() }));

const input = { companyCode: '022', name: 'INCA_Retail_tabla', description: '', previewId: 'p1' } as never;

describe('useSaveCrossTable', () => {
  beforeEach(() => vi.clearAllMocks());

  it('creates with the spec’s toast and the segment list reads again', async () => {
    const list = standInQuery('SegmentList');
    const { result } = renderApolloHook(
      () => ({ shown: list.useStandIn(), ...useSaveCrossTable('create', undefined, 'analyst@retail.demo') }),
      {
        mocks: [
          ...list.mocks,
          {
            request: { query: CREATE_CROSS_TABLE, variables: { input } },
            result: { data: { createCrossTableSegment: { __typename: 'Segment', code: 'X1', name: 'INCA_Retail_tabla' } } },
          },
        ],
      },
    );
    await waitFor(() => expect(result.current.shown).toBe(1));
    let outcome;
    await act(async () => {
      outcome = await result.current.save(input);
    });
    expect(outcome).toEqual({ saved: expect.objectContaining({ code: 'X1' }) });
    expect(showSuccess).toHaveBeenCalledWith('¡El segmento se ha guardado correctamente!');
    await waitFor(() => expect(result.current.shown).toBe(2));
  });

  it('a refusal (e.g. the expired access) answers the reason beside the spec’s toast', async () => {
    const { result } = renderApolloHook(() => useSaveCrossTable('edit', 'X1', 'analyst@retail.demo'), {
      mocks: [
        {
          request: { query: UPDATE_CROSS_TABLE, variables: { code: 'X1', input } },
          result: { errors: [new GraphQLError('Su acceso a la tabla expiró.', { extensions: { code: 'FORBIDDEN' } })] },
        },
      ],
    });
    let outcome;
    await act(async () => {
      outcome = await result.current.save(input);
    });
    expect(outcome).toEqual({ problem: 'Su acceso a la tabla expiró.' });
    expect(showError).toHaveBeenCalledWith('No se pudo guardar el segmento.');
  });
});
