import { z } from 'zod';
import type { BuiltInReportFilter } from '../../../__generated__/graphql.ts';
import { reports } from '../../../i18n/reports.ts';

/**
 * The built-in report's filter: company, date range and platform as chosen, '' meaning "all";
 * dates are aaaa-mm-dd, so a backwards range shows as "desde" comparing greater.
 */
export const builtInFilterSchema = z
  .object({ companyCode: z.string(), from: z.string(), to: z.string(), platform: z.string() })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: reports.builtIn.backwards });
  });
export type BuiltInFilterValues = z.infer<typeof builtInFilterSchema>;

export const EMPTY_BUILT_IN_FILTER: BuiltInFilterValues = { companyCode: '', from: '', to: '', platform: '' };

/** What the report asks the service for: only the fields chosen (the service's defaults fill the rest). */
export const builtInFilterOf = (v: BuiltInFilterValues): BuiltInReportFilter =>
  Object.fromEntries(Object.entries(v).filter(([, value]) => value)) as BuiltInReportFilter;
