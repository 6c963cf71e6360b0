import { GraphQLError } from 'graphql';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { showError } from '../../../ui/toaster.ts';
import { MERGE_OPTIONS } from '../graphql.ts';
import { useMergeOptions } from './useMergeOptions.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const merge = { request: { query: MERGE_OPTIONS, variables: { type: 'SEGMENT_CONTACT' } } };

describe('useMergeOptions', () => {
  beforeEach(() => vi.clearAllMocks());

  it('offers the segments of the type, plus the saved ones no longer offered', async () => {
    const { result } = renderApolloHook(
      () => useMergeOptions('SEGMENT_CONTACT', [{ code: 'OLD', name: 'INCA_Retail_antiguo' }, null, { code: 'A', name: 'INCA_A' }]),
      {
        mocks: [
          {
            ...merge,
            result: {
              data: {
                mergeOptions: [
                  { __typename: 'SegmentRef', code: 'A', name: 'INCA_A' },
                  { __typename: 'SegmentRef', code: 'B', name: 'INCA_B' },
                ],
              },
            },
          },
        ],
      },
    );
    await waitFor(() => expect(result.current.map((o) => o.code)).toEqual(['A', 'B', 'OLD']));
  });

  it('a failure is the spec’s toast', async () => {
    renderApolloHook(() => useMergeOptions('SEGMENT_CONTACT', []), {
      mocks: [{ ...merge, result: { errors: [new GraphQLError('boom')] } }],
    });
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Error al cargar los segmentos. Intente nuevamente.'));
  });
});
