import { z } from 'zod';
import type { SegmentFilter } from '../../../__generated__/graphql.ts';
import { campaigns as t } from '../../../i18n/campaigns.ts';

/**
 * The segment selection modal's filter (§2.4): a name, a type or a date range is needed; dates are
 * aaaa-mm-dd, so a backwards range shows as "desde" comparing greater.
 */
export const segmentSelectFilterSchema = z
  .object({
    name: z.string(),
    type: z.string(),
    createdFrom: z.string(),
    createdTo: z.string(),
    processedFrom: z.string(),
    processedTo: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!(v.name.trim() || v.type || v.createdFrom || v.createdTo || v.processedFrom || v.processedTo))
      return ctx.addIssue({ code: 'custom', path: ['name'], message: t.segment.filter_required });
    if (v.createdFrom && v.createdTo && v.createdFrom > v.createdTo)
      ctx.addIssue({ code: 'custom', path: ['createdTo'], message: t.messages.datesBackwards });
    if (v.processedFrom && v.processedTo && v.processedFrom > v.processedTo)
      ctx.addIssue({ code: 'custom', path: ['processedTo'], message: t.messages.datesBackwards });
  });
export type SegmentSelectFilterValues = z.infer<typeof segmentSelectFilterSchema>;

export const EMPTY_SEGMENT_SELECT_FILTER: SegmentSelectFilterValues = {
  name: '',
  type: '',
  createdFrom: '',
  createdTo: '',
  processedFrom: '',
  processedTo: '',
};

/** The service's filter: only segments the campaign's company may use; date ranges by whole days (the end day included). */
export function segmentFilterOf(companyCode: string, filter: SegmentSelectFilterValues): SegmentFilter {
  return {
    usableByCompany: companyCode,
    name: filter.name.trim() || undefined,
    typeIds: filter.type ? [Number(filter.type)] : undefined,
    createdFrom: filter.createdFrom || undefined,
    createdTo: filter.createdTo || undefined,
    modifiedFrom: filter.processedFrom || undefined,
    modifiedTo: filter.processedTo || undefined,
  };
}
