import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { SegmentSortField } from '../../../__generated__/graphql.ts';
import { SEGMENT_LIST } from '../graphql.ts';
import {
  EMPTY_FILTER,
  PAGE_SIZE,
  activeFilterCount,
  loadListState,
  nextSort,
  saveListState,
  segmentListVariables,
  type FilterForm,
  type ListState,
} from '../listState.ts';
import { useLastPageFallback, useViewedHighlight } from '../../../ui/listHooks.ts';

/**
 * The list's state: page, filters and sort (kept for the browser tab and restored on return), the
 * filter panel, the row highlighted after viewing a segment, and the page of segments they select.
 */
export function useSegmentListState() {
  const [state, setState] = useState<ListState>(() => loadListState());
  const [showFilters, setShowFilters] = useState(() => activeFilterCount(state.filter) > 0);

  useEffect(() => saveListState(state), [state]);

  const variables = useMemo(() => segmentListVariables(state), [state]);
  const { filter } = variables;
  const list = useQuery(SEGMENT_LIST, { variables });
  const page = list.data?.segments;
  const highlight = useViewedHighlight(page !== undefined);

  const sortBy = useCallback((field: SegmentSortField) => setState((s) => ({ ...s, page: 1, sort: nextSort(s.sort, field) })), []);
  const setPage = useCallback((p: number) => setState((s) => ({ ...s, page: p })), []);
  useLastPageFallback(page, state.page, PAGE_SIZE, setPage);
  const applyFilter = useCallback((f: FilterForm) => setState((s) => ({ ...s, filter: f, page: 1 })), []);
  const clearFilters = useCallback(() => applyFilter(EMPTY_FILTER), [applyFilter]);

  return {
    state,
    filter,
    filtersActive: activeFilterCount(state.filter),
    showFilters,
    toggleFilters: () => setShowFilters((v) => !v),
    highlight,
    list,
    rows: page?.nodes ?? [],
    total: page?.totalCount ?? 0,
    sortBy,
    setPage,
    applyFilter,
    clearFilters,
  };
}
