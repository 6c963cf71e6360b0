import { z } from 'zod';
import type { ProcessHistoryFilter } from '../../../__generated__/graphql.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';

/**
 * The process history's filter (§2.2): process, source and start date range; texts as typed, ''
 * meaning "no filter"; dates are aaaa-mm-dd, so a backwards range shows as "desde" comparing greater.
 */
export const historyFilterSchema = z
  .object({ processName: z.string(), sourceName: z.string(), startDate: z.string(), endDate: z.string() })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && v.startDate > v.endDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: t.messages.datesBackwards });
  });
export type HistoryFilterValues = z.infer<typeof historyFilterSchema>;

export const EMPTY_HISTORY_FILTER: HistoryFilterValues = { processName: '', sourceName: '', startDate: '', endDate: '' };

/** What the page asks the service for: only the filled fields, texts trimmed (the campaign is added apart). */
export const historyFilterOf = (v: HistoryFilterValues): ProcessHistoryFilter => ({
  processName: v.processName.trim() || undefined,
  sourceName: v.sourceName.trim() || undefined,
  startDate: v.startDate || undefined,
  endDate: v.endDate || undefined,
});
