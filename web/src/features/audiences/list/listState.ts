import type { AudienceFilter, AudienceSortField, SortOrder } from '../../../__generated__/graphql.ts';
import type { AudienceFilterValues } from './schemas/audienceFilter.ts';

export type EnabledFilter = AudienceFilterForm['enabled'];

/** The list's filter form: strings as typed, '' meaning "no filter". */
export type AudienceFilterForm = AudienceFilterValues;

export type AudienceListState = { filter: AudienceFilterForm; page: number; sort: { field: AudienceSortField; order: SortOrder } };

export const EMPTY_AUDIENCE_FILTER: AudienceFilterForm = {
  companyCode: '',
  name: '',
  platform: '',
  statusCode: '',
  enabled: 'ALL',
  createdFrom: '',
  createdTo: '',
};

/** §2.5 / §9: created date, newest first; 10 a page. */
export const DEFAULT_AUDIENCE_STATE: AudienceListState = {
  filter: EMPTY_AUDIENCE_FILTER,
  page: 1,
  sort: { field: 'CREATED_DATE', order: 'DESC' },
};
export const AUDIENCE_PAGE_SIZE = 10;

const KEY = 'inca.audiences.list';

/**
 * The page, filters and sort kept when leaving the list, restored on return (per browser tab). A
 * `default` name (the audience just created) replaces the kept filters: the list opens on it.
 */
export function loadAudienceListState(defaultName: string | null, storage: Pick<Storage, 'getItem'> = sessionStorage): AudienceListState {
  if (defaultName?.trim()) return { ...DEFAULT_AUDIENCE_STATE, filter: { ...EMPTY_AUDIENCE_FILTER, name: defaultName.trim() } };
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<AudienceListState> | null;
    if (!saved) return DEFAULT_AUDIENCE_STATE;
    return {
      filter: { ...EMPTY_AUDIENCE_FILTER, ...saved.filter },
      page: Number.isInteger(saved.page) && saved.page! > 0 ? saved.page! : 1,
      sort: saved.sort ?? DEFAULT_AUDIENCE_STATE.sort,
    };
  } catch {
    return DEFAULT_AUDIENCE_STATE;
  }
}

export function saveAudienceListState(state: AudienceListState, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(state));
}

/** The GraphQL filter for a form; empty fields are left out. The name is sent as typed: the service ignores accents and case. */
export function toAudienceFilter(form: AudienceFilterForm): AudienceFilter {
  return {
    companyCodes: form.companyCode ? [form.companyCode] : null,
    name: form.name.trim() || null,
    platforms: form.platform ? [form.platform] : null,
    statusCodes: form.statusCode ? [form.statusCode] : null,
    enabled: form.enabled === 'ALL' ? null : form.enabled === 'ENABLED',
    createdFrom: form.createdFrom || null,
    createdTo: form.createdTo || null,
  };
}

/** The list query's variables for a state: what the page asks, and what its prefetch asks ahead of it. */
export function audienceListVariables(state: AudienceListState) {
  return { filter: toAudienceFilter(state.filter), sort: state.sort, page: state.page, pageSize: AUDIENCE_PAGE_SIZE };
}

/** Clicking a header sorts by it, newest/largest first; clicking it again flips the order. */
export const nextAudienceSort = (sort: AudienceListState['sort'], field: AudienceSortField): AudienceListState['sort'] => ({
  field,
  order: sort.field === field && sort.order === 'DESC' ? 'ASC' : 'DESC',
});

export const activeAudienceFilterCount = (form: AudienceFilterForm): number =>
  [form.companyCode, form.name.trim(), form.platform, form.statusCode, form.enabled !== 'ALL', form.createdFrom || form.createdTo].filter(
    Boolean,
  ).length;
