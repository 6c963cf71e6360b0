import type { SegmentFilter, SegmentSortField, SortOrder } from '../../__generated__/graphql.ts';
import type { SegmentFilterValues } from './schemas/segmentFilter.ts';

/** The list's filter form: strings as typed, '' meaning "no filter". */
export type FilterForm = SegmentFilterValues;

export type ListState = { filter: FilterForm; page: number; sort: { field: SegmentSortField; order: SortOrder } };

export const EMPTY_FILTER: FilterForm = {
  companyCode: '',
  name: '',
  typeId: '',
  shared: 'ALL',
  createdFrom: '',
  createdTo: '',
  modifiedFrom: '',
  modifiedTo: '',
  requestedOnly: false,
};

export const DEFAULT_STATE: ListState = { filter: EMPTY_FILTER, page: 1, sort: { field: 'LAST_PROCESS_DATE', order: 'DESC' } };
export const PAGE_SIZE = 10;

const KEY = 'inca.segments.list';

/** The page, filters and sort kept when leaving the list, restored on return (per browser tab). */
export function loadListState(storage: Pick<Storage, 'getItem'> = sessionStorage): ListState {
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<ListState> | null;
    if (!saved) return DEFAULT_STATE;
    return {
      filter: { ...EMPTY_FILTER, ...saved.filter },
      page: Number.isInteger(saved.page) && saved.page! > 0 ? saved.page! : 1,
      sort: saved.sort ?? DEFAULT_STATE.sort,
    };
  } catch {
    return DEFAULT_STATE;
  }
}

export function saveListState(state: ListState, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(state));
}

/** The GraphQL filter for a form; empty fields are left out. */
export function toGraphQLFilter(form: FilterForm): SegmentFilter {
  return {
    companyCodes: form.companyCode ? [form.companyCode] : null,
    // Sent as typed: the service compares names ignoring accents and case.
    name: form.name.trim() || null,
    typeIds: form.typeId ? [Number(form.typeId)] : null,
    shared: form.shared,
    createdFrom: form.createdFrom || null,
    createdTo: form.createdTo || null,
    modifiedFrom: form.modifiedFrom || null,
    modifiedTo: form.modifiedTo || null,
    requestedOnly: form.requestedOnly,
  };
}

/** The list query's variables for a state: what the page asks, and what its prefetch asks ahead of it. */
export function segmentListVariables(state: ListState) {
  return { filter: toGraphQLFilter(state.filter), sort: state.sort, page: state.page, pageSize: PAGE_SIZE };
}

/** Clicking a header sorts by it, newest/largest first; clicking it again flips the order. */
export const nextSort = (sort: ListState['sort'], field: SegmentSortField): ListState['sort'] => ({
  field,
  order: sort.field === field && sort.order === 'DESC' ? 'ASC' : 'DESC',
});

export const activeFilterCount = (form: FilterForm): number =>
  [
    form.companyCode,
    form.name.trim(),
    form.typeId,
    form.shared !== 'ALL',
    form.createdFrom || form.createdTo,
    form.modifiedFrom || form.modifiedTo,
    form.requestedOnly,
  ].filter(Boolean).length;
