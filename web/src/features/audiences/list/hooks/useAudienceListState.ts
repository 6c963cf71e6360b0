import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import type { AudienceSortField } from '../../../../__generated__/graphql.ts';
import { AUDIENCE_LIST } from '../graphql.ts';
import {
  AUDIENCE_PAGE_SIZE,
  EMPTY_AUDIENCE_FILTER,
  activeAudienceFilterCount,
  audienceListVariables,
  loadAudienceListState,
  nextAudienceSort,
  saveAudienceListState,
  type AudienceFilterForm,
  type AudienceListState,
} from '../listState.ts';
import { useLastPageFallback, useViewedHighlight } from '../../../../ui/listHooks.ts';

/** How often a page with audiences in transit is read again, and for how long after their status changed. */
export const LIVE_POLL_MS = 4_000;
const LIVE_WINDOW_MS = 60 * 60_000;

/**
 * The list's state: page, filters and sort (kept for the browser tab and restored on return; a
 * `default` query parameter prefills the name filter), the filter panel, the row highlighted after
 * viewing an audience (`viewed`), the rows chosen for a bulk update, and the page they select.
 */
export function useAudienceListState() {
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<AudienceListState>(() => loadAudienceListState(params.get('default')));
  const [showFilters, setShowFilters] = useState(() => activeAudienceFilterCount(state.filter) > 0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => saveAudienceListState(state), [state]);

  // The default name has been read into the filter: it leaves the address so a reload keeps the user's own filters.
  useEffect(() => {
    if (!params.has('default')) return;
    setParams(
      (p) => {
        p.delete('default');
        return p;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const variables = useMemo(() => audienceListVariables(state), [state]);
  const { filter } = variables;
  const list = useQuery(AUDIENCE_LIST, { variables });
  const page = list.data?.audiences;
  const highlight = useViewedHighlight(page !== undefined);
  // Live status chips: while an audience on the page is being sent or processed at its platform
  // (P_ENV, P_ACT, changed within the hour), the page is read again every few seconds until it settles.
  const inTransit = (page?.nodes ?? []).some(
    (a) =>
      a.enabled &&
      (a.status.code === 'P_ENV' || a.status.code === 'P_ACT') &&
      // Read at each render on purpose: the page re-renders on every poll, and an old status stops the polling.
      // eslint-disable-next-line react-hooks/purity
      Date.now() - new Date(a.status.date).getTime() < LIVE_WINDOW_MS,
  );
  const { startPolling, stopPolling } = list;
  useEffect(() => {
    if (!inTransit) return undefined;
    startPolling(LIVE_POLL_MS);
    return () => stopPolling();
  }, [inTransit, startPolling, stopPolling]);

  const sortBy = useCallback((field: AudienceSortField) => setState((s) => ({ ...s, page: 1, sort: nextAudienceSort(s.sort, field) })), []);
  const setPage = useCallback((p: number) => setState((s) => ({ ...s, page: p })), []);
  useLastPageFallback(page, state.page, AUDIENCE_PAGE_SIZE, setPage);
  const applyFilter = useCallback((f: AudienceFilterForm) => {
    setState((s) => ({ ...s, filter: f, page: 1 }));
    setSelected(new Set());
  }, []);
  const clearFilters = useCallback(() => applyFilter(EMPTY_AUDIENCE_FILTER), [applyFilter]);
  const select = useCallback((ids: readonly string[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  }, []);
  const clearSelection = useCallback(() => setSelected(new Set()), []);

  return {
    state,
    filter,
    filtersActive: activeAudienceFilterCount(state.filter),
    showFilters,
    toggleFilters: () => setShowFilters((v) => !v),
    highlight,
    list,
    rows: page?.nodes ?? [],
    total: page?.totalCount ?? 0,
    selected,
    select,
    clearSelection,
    sortBy,
    setPage,
    applyFilter,
    clearFilters,
  };
}
