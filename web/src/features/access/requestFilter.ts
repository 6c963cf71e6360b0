import type { AccessRequestFilter } from '../../__generated__/graphql.ts';
import type { RequestFilterValues } from './schemas/requestFilter.ts';

/** The filter panel's fields as typed (dates yyyy-mm-dd or ''). */
export type RequestFilterForm = RequestFilterValues;

export const EMPTY_REQUEST_FILTER: RequestFilterForm = {
  status: '',
  requestingCompanyCode: '',
  requestedCompanyCode: '',
  requestedBy: '',
  segmentName: '',
  stateDateFrom: '',
  stateDateTo: '',
  untilDateFrom: '',
  untilDateTo: '',
};

/** How many filters are set (the button shows 'Filtros (n)'). */
export const activeRequestFilters = (f: RequestFilterForm): number => Object.values(f).filter((v) => v !== '').length;

/** The GraphQL filter: only what is set, unset fields left out (the service compares the first 10 characters of dates, §9). */
export function toAccessRequestFilter(f: RequestFilterForm): AccessRequestFilter {
  const filter: AccessRequestFilter = {};
  if (f.status) filter.status = [f.status];
  if (f.requestingCompanyCode) filter.requestingCompanyCodes = [f.requestingCompanyCode];
  if (f.requestedCompanyCode) filter.requestedCompanyCodes = [f.requestedCompanyCode];
  if (f.requestedBy.trim()) filter.requestedBy = f.requestedBy.trim();
  if (f.segmentName.trim()) filter.segmentName = f.segmentName.trim();
  for (const key of ['stateDateFrom', 'stateDateTo', 'untilDateFrom', 'untilDateTo'] as const) if (f[key]) filter[key] = f[key];
  return filter;
}
