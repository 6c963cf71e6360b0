import type { AccessRequestFilter, AccessRequestStatus } from '../../__generated__/graphql.ts';
import { access } from '../../i18n/access.ts';

/** The filter panel's fields as typed (dates yyyy-mm-dd or ''). */
export type RequestFilterForm = {
  status: AccessRequestStatus | '';
  requestingCompanyCode: string;
  requestedCompanyCode: string;
  requestedBy: string;
  segmentName: string;
  stateDateFrom: string;
  stateDateTo: string;
  untilDateFrom: string;
  untilDateTo: string;
};

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

/** A date range typed backwards. */
export function requestFilterError(f: RequestFilterForm): string | undefined {
  if (f.stateDateFrom && f.stateDateTo && f.stateDateFrom > f.stateDateTo) return access.requests.filter.backwards;
  if (f.untilDateFrom && f.untilDateTo && f.untilDateFrom > f.untilDateTo) return access.requests.filter.backwards;
  return undefined;
}

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
