import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { SEGMENT_LIST } from '../graphql.ts';
import { segmentRow as segment } from '../testRows.ts';
import { EMPTY_FILTER } from '../listState.ts';
import { useSegmentListState } from './useSegmentListState.ts';

const answer = (variables: Record<string, unknown>, names: string[], totalCount: number) => ({
  request: { query: SEGMENT_LIST, variables },
  result: {
    data: {
      segments: {
        __typename: 'SegmentPage',
        totalCount,
        page: variables.page,
        pageSize: 10,
        nodes: names.map((n, i) => segment(`S${i}`, n)),
      },
    },
  },
});
const first = { page: 1 };

describe('useSegmentListState', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the page of segments with its total, newest processed first, 10 a page', async () => {
    const asked: Record<string, unknown>[] = [];
    const { result } = renderApolloHook(() => useSegmentListState(), {
      mocks: [
        {
          request: { query: SEGMENT_LIST, variables: (v: Record<string, unknown>) => (asked.push(v), true) },
          result: answer(first, ['INCA_Retail_jóvenes', 'INCA_Retail_mayores'], 12).result,
        },
      ] as never,
    });
    await waitFor(() => expect(result.current.rows.map((r) => r.name)).toEqual(['INCA_Retail_jóvenes', 'INCA_Retail_mayores']));
    expect(result.current.total).toBe(12);
    expect(result.current.filtersActive).toBe(0);
    expect(asked[0]).toMatchObject({ sort: { field: 'LAST_PROCESS_DATE', order: 'DESC' }, page: 1, pageSize: 10 });
  });

  it('a filter goes back to page 1, counts as active and is kept for the browser tab', async () => {
    const { result } = renderApolloHook(() => useSegmentListState(), {
      mocks: [
        {
          request: { query: SEGMENT_LIST, variables: () => true },
          result: answer(first, ['INCA_Retail_jóvenes'], 1).result,
          maxUsageCount: 5,
        },
      ] as never,
    });
    act(() => result.current.setPage(2));
    act(() => result.current.applyFilter({ ...EMPTY_FILTER, name: 'jóvenes' }));
    expect(result.current.state.page).toBe(1);
    expect(result.current.filter.name).toBe('jóvenes');
    expect(result.current.filtersActive).toBe(1);
    expect(JSON.parse(sessionStorage.getItem('inca.segments.list')!).filter.name).toBe('jóvenes');
    act(() => result.current.sortBy('NAME'));
    expect(result.current.state.sort.field).toBe('NAME');
    act(() => result.current.clearFilters());
    expect(result.current.filtersActive).toBe(0);
  });
});
