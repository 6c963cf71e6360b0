import { z } from 'zod';
import { ACCESS_MESSAGES, builderFieldErrors } from '@inca/domain';
import type { CrossTableInput, SaveCrossTableInput } from '../../../__generated__/graphql.ts';
import { addFieldErrors, segmentFieldsSchema } from '../../builder/schemas/segmentForm.ts';

/** Description counter of the cross-table screen (§5, §9). */
export const CROSS_TABLE_DESCRIPTION_MAX = 200;

/** Field ids in screen order (the first invalid one is scrolled into view). */
export const CROSS_TABLE_FIELD_IDS = {
  table: 'cross-table',
  sandboxGroup: 'cross-sandbox',
  name: 'field-name',
  description: 'field-description',
  typeName: 'field-typeName',
} as const;

/** A sandbox choice is one use case and one of its groups, kept as one value of the chooser. */
export const sandboxKey = (useCase: string, group: string) => JSON.stringify([useCase, group]);
export function fromSandboxKey(key: string): { useCase: string; group: string } | null {
  if (!key) return null;
  const [useCase, group] = JSON.parse(key) as [string, string];
  return { useCase, group };
}

/**
 * The cross-table form (§5): the builder's name, description and type rules (the service's own
 * `builderFieldErrors`: the name starts with the company alias), a 200-character description, and
 * the table ('La Vista es requerida') or, with the sandbox switch on, the group ('El grupo es requerido').
 */
export const crossTableFormSchema = (companyAlias: string) =>
  segmentFieldsSchema.extend({ sandbox: z.boolean(), table: z.string(), sandboxGroup: z.string() }).superRefine((v, ctx) => {
    const errors: Record<string, string | undefined> = { ...builderFieldErrors({ ...v, companyAlias }) };
    if (!errors.description && v.description.trim().length > CROSS_TABLE_DESCRIPTION_MAX)
      errors.description = `Máximo ${CROSS_TABLE_DESCRIPTION_MAX} caracteres.`;
    if (v.sandbox && !v.sandboxGroup) errors.sandboxGroup = ACCESS_MESSAGES.groupRequired;
    if (!v.sandbox && !v.table) errors.table = ACCESS_MESSAGES.viewRequired;
    addFieldErrors(ctx, errors);
  });
export type CrossTableFormValues = z.infer<ReturnType<typeof crossTableFormSchema>>;

/** The fields a preview needs (validated alone before previewing). */
export const CROSS_TABLE_SELECTION_FIELDS = ['sandbox', 'table', 'sandboxGroup'] as const;

export function crossTableSource(v: CrossTableFormValues): CrossTableInput {
  if (!v.sandbox) return { companyCode: v.companyCode, sandbox: false, relativeResourceName: v.table || null };
  const choice = fromSandboxKey(v.sandboxGroup);
  return { companyCode: v.companyCode, sandbox: true, useCase: choice?.useCase ?? null, group: choice?.group ?? null };
}

/** What a preview belongs to: a save must send exactly the previewed source (§4). */
export const crossTableKey = (v: Pick<CrossTableFormValues, 'companyCode' | 'sandbox' | 'table' | 'sandboxGroup'>) =>
  JSON.stringify([v.companyCode, v.sandbox, v.sandbox ? v.sandboxGroup : v.table]);

export const crossTableSaveInput = (v: CrossTableFormValues, previewId: string): SaveCrossTableInput => ({
  previewId,
  name: v.name,
  description: v.description,
  typeName: v.typeName || null,
  source: crossTableSource(v),
});
