import { z } from 'zod';
import { reports } from '../../../i18n/reports.ts';

/** Report management's filter (spec §5): a title or a description, as typed; one of them is needed. */
export const reportFilterSchema = z.object({ title: z.string(), description: z.string() }).superRefine((v, ctx) => {
  if (!v.title.trim() && !v.description.trim())
    ctx.addIssue({ code: 'custom', path: ['title'], message: reports.management.filterRequired });
});
export type ReportFilterValues = z.infer<typeof reportFilterSchema>;

export const EMPTY_REPORT_FILTER: ReportFilterValues = { title: '', description: '' };
