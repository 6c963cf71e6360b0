import { z } from 'zod';
import type { SharedFilter } from '../../../__generated__/graphql.ts';
import { segmentFilters as f } from '../../../i18n/segmentFilters.ts';

const SHARED = ['ALL', 'SHARED', 'NOT_SHARED'] as const satisfies readonly SharedFilter[];

/**
 * The segment list's filter form: strings as typed, '' meaning "no filter"; dates are aaaa-mm-dd,
 * so a backwards range shows as the later "desde" comparing greater.
 */
export const segmentFilterSchema = z
  .object({
    companyCode: z.string(),
    name: z.string(),
    typeId: z.string(),
    shared: z.enum(SHARED),
    createdFrom: z.string(),
    createdTo: z.string(),
    modifiedFrom: z.string(),
    modifiedTo: z.string(),
    requestedOnly: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.createdFrom && v.createdTo && v.createdFrom > v.createdTo)
      ctx.addIssue({ code: 'custom', path: ['createdTo'], message: f.createdBackwards });
    if (v.modifiedFrom && v.modifiedTo && v.modifiedFrom > v.modifiedTo)
      ctx.addIssue({ code: 'custom', path: ['modifiedTo'], message: f.modifiedBackwards });
  });
export type SegmentFilterValues = z.infer<typeof segmentFilterSchema>;
