import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import type { SegmentSortField } from '../../../__generated__/graphql.ts';
import { SEGMENT_LIST } from '../graphql.ts';
import { EMPTY_FILTER, PAGE_SIZE, activeFilterCount, loadListState, nextSort, saveListState, toGraphQLFilter, type FilterForm, type ListState } from '../listState.ts';

const HIGHLIGHT_MS = 2_000;

/**
 * The list's state: page, filters and sort (kept for the browser tab and restored on return), the
 * filter panel, the row highlighted after viewing a segment, and the page of segments they select.
 */
export function useSegmentListState() {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<ListState>(() => loadListState());
  const [showFilters, setShowFilters] = useState(() => activeFilterCount(state.filter) > 0);
  const [highlight, setHighlight] = useState<string | null>(params.get('viewed'));

  useEffect(() => saveListState(state), [state]);

  // The row of the segment just viewed stays highlighted for two seconds.
  useEffect(() => {
    if (!highlight) return;
    const timer = setTimeout(() => {
      setHighlight(null);
      setParams(
        (p) => {
          p.delete('viewed');
          return p;
        },
        { replace: true },
      );
    }, HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlight, setParams]);

  const filter = useMemo(() => toGraphQLFilter(state.filter), [state.filter]);
  const list = useQuery(SEGMENT_LIST, { variables: { filter, sort: state.sort, page: state.page, pageSize: PAGE_SIZE } });
  const page = list.data?.segments;

  // A page past the end (after deletes or a narrower filter) falls back to the last page.
  useEffect(() => {
    if (page && page.nodes.length === 0 && page.totalCount > 0 && state.page > 1) {
      setState((s) => ({ ...s, page: Math.max(1, Math.ceil(page.totalCount / PAGE_SIZE)) }));
    }
  }, [page, state.page]);

  const sortBy = useCallback((field: SegmentSortField) => setState((s) => ({ ...s, page: 1, sort: nextSort(s.sort, field) })), []);
  const setPage = useCallback((p: number) => setState((s) => ({ ...s, page: p })), []);
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
