import { GraphQLError } from 'graphql';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { showError } from '../../../ui/toaster.ts';
import { SEGMENT_FOR_BUILDER } from '../graphql.ts';
import { preview } from '../../../testing/previewMocks.ts';
import { useSegmentForBuilder } from './useSegmentForBuilder.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const segment = {
  __typename: 'Segment',
  code: 'S1',
  name: 'INCA_Retail_jóvenes',
  description: '',
  screen: 'BUILDER',
  requested: false,
  shared: false,
  editVisible: true,
  canEdit: true,
  editBlockedReason: null,
  ownerCompany: { __typename: 'Company', code: '022', name: 'Retail Andina S.A.', alias: 'Retail' },
  audiences: [],
  usedInMerges: [],
  definition: {
    __typename: 'SegmentDefinition',
    typeName: 'SEGMENT_CONTACT',
    mergeType: null,
    unavailableSegments: [],
    segmentA: null,
    segmentB: null,
    attributes: [],
    preview: preview(10),
  },
};
const ask = { request: { query: SEGMENT_FOR_BUILDER, variables: { code: 'S1' } } };

describe('useSegmentForBuilder', () => {
  beforeEach(() => vi.clearAllMocks());

  it('loads the segment a view or edit screen opens', async () => {
    const { result } = renderApolloHook(() => useSegmentForBuilder('edit', 'S1'), {
      mocks: [{ ...ask, result: { data: { segment } } }],
      path: '/segments/S1/edit',
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.segment?.name).toBe('INCA_Retail_jóvenes'));
    expect(result.current.loading).toBe(false);
  });

  it('a segment the viewer may not see goes back to the list with one toast', async () => {
    const { location } = renderApolloHook(() => useSegmentForBuilder('view', 'S1'), {
      mocks: [{ ...ask, result: { errors: [new GraphQLError('No encontrado', { extensions: { code: 'NOT_FOUND' } })] } }],
      path: '/segments/S1/view',
    });
    await waitFor(() => expect(location()).toBe('/segments/list'));
    expect(showError).toHaveBeenCalledTimes(1);
    expect(showError).toHaveBeenCalledWith('El segmento no existe o no tiene acceso a él.');
  });

  it('create mode asks nothing', () => {
    const { result, location } = renderApolloHook(() => useSegmentForBuilder('create', undefined), { path: '/segments/new' });
    expect(result.current).toEqual({ segment: undefined, loading: false });
    expect(location()).toBe('/segments/new');
  });
});
