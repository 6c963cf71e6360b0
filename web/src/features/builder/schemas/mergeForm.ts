import { z } from 'zod';
import { MERGE_TYPE_LABELS, mergeFieldErrors, mergeSelectionErrors, type MergeTypeName } from '@inca/domain';
import type { MergeType, SaveSegmentInput, SegmentPreviewInput } from '../../../__generated__/graphql.ts';
import { addFieldErrors, segmentFieldsSchema } from './segmentForm.ts';

const MERGE_TYPES = Object.keys(MERGE_TYPE_LABELS) as [MergeTypeName, ...MergeTypeName[]];

/** The merge form; its rules are the service's own (`mergeFieldErrors`, `mergeSelectionErrors` of @inca/domain). */
export const mergeFormSchema = segmentFieldsSchema
  .extend({
    segmentA: z.string(),
    segmentB: z.string(),
    mergeType: z.union([z.enum(MERGE_TYPES), z.literal('')]),
  })
  .superRefine((v, ctx) => addFieldErrors(ctx, { ...mergeFieldErrors(v), ...mergeSelectionErrors(v) }));
export type MergeFormValues = z.infer<typeof mergeFormSchema>;

/** The fields a preview needs (validated alone before previewing). */
export const MERGE_SELECTION_FIELDS = ['segmentA', 'mergeType', 'segmentB'] as const;

const mergeInput = (v: MergeFormValues) => ({
  segmentA: v.segmentA,
  segmentB: v.segmentB,
  mergeType: (v.mergeType || null) as MergeType | null,
});

export const mergePreviewInput = (v: MergeFormValues): SegmentPreviewInput => ({ companyCode: v.companyCode, merge: mergeInput(v) });

export const mergeSaveInput = (v: MergeFormValues, previewId: string): SaveSegmentInput => ({
  previewId,
  companyCode: v.companyCode,
  name: v.name,
  description: v.description,
  typeName: v.typeName || null,
  merge: mergeInput(v),
});
