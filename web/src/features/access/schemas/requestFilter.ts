import { z } from 'zod';
import type { AccessRequestStatus } from '../../../__generated__/graphql.ts';
import { access } from '../../../i18n/access.ts';

/** The request states the filter offers, in screen order. */
export const REQUEST_FILTER_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const satisfies readonly AccessRequestStatus[];

/**
 * The Requests tab's filter form (§2.5): fields as typed, '' meaning "no filter"; dates are
 * aaaa-mm-dd, so a backwards range shows as the later "desde" comparing greater.
 */
export const requestFilterSchema = z
  .object({
    status: z.union([z.enum(REQUEST_FILTER_STATUSES), z.literal('')]),
    requestingCompanyCode: z.string(),
    requestedCompanyCode: z.string(),
    requestedBy: z.string(),
    segmentName: z.string(),
    stateDateFrom: z.string(),
    stateDateTo: z.string(),
    untilDateFrom: z.string(),
    untilDateTo: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.stateDateFrom && v.stateDateTo && v.stateDateFrom > v.stateDateTo)
      ctx.addIssue({ code: 'custom', path: ['stateDateTo'], message: access.requests.filter.backwards });
    if (v.untilDateFrom && v.untilDateTo && v.untilDateFrom > v.untilDateTo)
      ctx.addIssue({ code: 'custom', path: ['untilDateTo'], message: access.requests.filter.backwards });
  });
export type RequestFilterValues = z.infer<typeof requestFilterSchema>;
