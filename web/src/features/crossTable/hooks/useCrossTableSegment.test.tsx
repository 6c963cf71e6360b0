import { GraphQLError } from 'graphql';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { showError } from '../../../ui/toaster.ts';
import { preview } from '../../../testing/previewMocks.ts';
import { CROSS_TABLE_SEGMENT } from '../graphql.ts';
import { useCrossTableSegment } from './useCrossTableSegment.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const segment = {
  __typename: 'Segment',
  code: 'X1',
  name: 'INCA_Retail_tabla',
  description: '',
  shared: false,
  requested: false,
  canEdit: true,
  ownerCompany: { __typename: 'Company', code: '022', name: 'Retail Andina S.A.', alias: 'Retail' },
  audiences: [],
  usedInMerges: [],
  definition: { __typename: 'SegmentDefinition', typeName: 'SEGMENT_CONTACT', preview: preview(5) },
  crossTable: {
    __typename: 'CrossTableSource',
    sandbox: false,
    relativeResourceName: 'projects/p/datasets/d/tables/t',
    projectId: 'p',
    datasetId: 'd',
    tableId: 't',
    useCase: null,
    group: null,
    processDate: null,
    numRows: 5,
  },
};
const ask = { request: { query: CROSS_TABLE_SEGMENT, variables: { code: 'X1' } } };

describe('useCrossTableSegment', () => {
  beforeEach(() => vi.clearAllMocks());

  it('loads the cross-table segment with its table', async () => {
    const { result } = renderApolloHook(() => useCrossTableSegment('view', 'X1'), { mocks: [{ ...ask, result: { data: { segment } } }] });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.segment?.crossTable?.tableId).toBe('t'));
    expect(result.current.loading).toBe(false);
  });

  it('a segment that does not exist goes back to the list with one toast', async () => {
    const { location } = renderApolloHook(() => useCrossTableSegment('edit', 'X1'), {
      mocks: [{ ...ask, result: { errors: [new GraphQLError('No encontrado')] } }],
      path: '/cross/X1',
    });
    await waitFor(() => expect(location()).toBe('/segments/list'));
    expect(showError).toHaveBeenCalledTimes(1);
    expect(showError).toHaveBeenCalledWith('El segmento no existe o no tiene acceso a él.');
  });
});
