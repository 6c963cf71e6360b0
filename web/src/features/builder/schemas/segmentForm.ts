import { z } from 'zod';
import { builderFieldErrors } from '@inca/domain';
import type {
  AudienceSegmentType,
  CompareSymbol,
  SaveSegmentInput,
  SegmentPreviewInput,
  SelectedAttributeInput,
} from '../../../__generated__/graphql.ts';

const SEGMENT_TYPES = ['SEGMENT_CONTACT', 'SEGMENT_ADVERTISING'] as const satisfies readonly AudienceSegmentType[];
const COMPARE_SYMBOLS = ['GE', 'EQ', 'LT', 'GT', 'LE'] as const satisfies readonly CompareSymbol[];

/** One selected attribute: the GraphQL input itself. */
export const selectedAttributeSchema = z.object({
  id: z.number().int(),
  value: z.string().nullish(),
  values: z.array(z.string()).nullish(),
  lower: z.number().int().nullish(),
  upper: z.number().int().nullish(),
  symbol: z.enum(COMPARE_SYMBOLS).nullish(),
}) satisfies z.ZodType<SelectedAttributeInput>;

/** The fields every segment form has (the shared form shell edits them). */
export const segmentFieldsSchema = z.object({
  companyCode: z.string(),
  name: z.string(),
  description: z.string(),
  typeName: z.union([z.enum(SEGMENT_TYPES), z.literal('')]),
});
export type SegmentFields = z.infer<typeof segmentFieldsSchema>;

/** Field ids, in screen order: the first invalid one is scrolled into view (§5). */
export const FIELD_IDS: Record<string, string> = {
  name: 'field-name',
  description: 'field-description',
  typeName: 'field-typeName',
  companyCode: 'field-company',
  segmentA: 'merge-a',
  mergeType: 'merge-kind',
  segmentB: 'merge-b',
};

/** Adds the domain rule's messages (one per field) as zod issues. */
export function addFieldErrors(ctx: z.RefinementCtx, errors: Record<string, string | undefined>): void {
  for (const [path, message] of Object.entries(errors)) if (message) ctx.addIssue({ code: 'custom', path: [path], message });
}

/**
 * The attribute segment form. The field rules are the service's own (`builderFieldErrors` of
 * @inca/domain); the name must start with the alias of the chosen company.
 */
export const segmentFormSchema = (companyAlias: string) =>
  segmentFieldsSchema
    .extend({ selection: z.array(selectedAttributeSchema) })
    .superRefine((v, ctx) => addFieldErrors(ctx, builderFieldErrors({ ...v, companyAlias })));
export type SegmentFormValues = z.infer<ReturnType<typeof segmentFormSchema>>;

export const segmentPreviewInput = (v: SegmentFormValues): SegmentPreviewInput => ({
  companyCode: v.companyCode,
  attributes: [...v.selection],
});

export const segmentSaveInput = (v: SegmentFormValues, previewId: string): SaveSegmentInput => ({
  previewId,
  companyCode: v.companyCode,
  name: v.name,
  description: v.description,
  typeName: v.typeName || null,
  attributes: [...v.selection],
});
