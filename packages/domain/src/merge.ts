import { ATTRIBUTE_SEGMENT_TYPES, duplicateNameError, unsafeTextError } from './segments.ts';

/** How two segments combine in a merge segment (§2.2); labels as the merge screen shows them. */
export const MERGE_TYPE_LABELS = { UNION: 'Unión', INTERSECTION: 'Intersección', DIFFERENCE: 'Diferencia' } as const;
export type MergeTypeName = keyof typeof MERGE_TYPE_LABELS;

export const isMergeTypeName = (value: string): value is MergeTypeName => Object.hasOwn(MERGE_TYPE_LABELS, value);

export type MergeSelectionInput = { segmentA?: string | null; segmentB?: string | null; mergeType?: string | null };
export type MergeSelectionErrors = Partial<Record<'segmentA' | 'segmentB' | 'mergeType', string>>;

/**
 * The merge's own choices (§5), messages verbatim: both segments and a merge type are required,
 * the type is one of the three, and a segment is not merged with itself (reported on Segmento B).
 */
export function mergeSelectionErrors(input: MergeSelectionInput): MergeSelectionErrors {
  const errors: MergeSelectionErrors = {};
  if (!input.segmentA) errors.segmentA = 'El Segmento A es requerido';
  if (!input.segmentB) errors.segmentB = 'El Segmento B es requerido';
  else if (input.segmentA && input.segmentA === input.segmentB) errors.segmentB = 'Los segmentos A y B deben ser distintos.';
  if (!input.mergeType) errors.mergeType = 'El Tipo de Cruce es requerido';
  else if (!isMergeTypeName(input.mergeType)) errors.mergeType = 'Tipo de cruce inválido.';
  return errors;
}

export type MergeFieldInput = { name: string; description: string; typeName: string };
export type MergeFieldErrors = Partial<Record<'name' | 'description' | 'typeName', string>>;

/**
 * Field rules of the merge screen (§5), messages verbatim: the name (INCA_ is added on save) 3–50
 * characters without special characters, a description, and the type of segment being merged.
 */
export function mergeFieldErrors(input: MergeFieldInput): MergeFieldErrors {
  const errors: MergeFieldErrors = {};
  const name = input.name.trim().replace(/^INCA_/i, '');
  const nameError = duplicateNameError(name) ?? unsafeTextError(name);
  if (nameError) errors.name = nameError;
  const description = input.description.trim();
  const descriptionError = description.length === 0 ? 'La Descripción es requerida' : unsafeTextError(description);
  if (descriptionError) errors.description = descriptionError;
  if (!input.typeName) errors.typeName = 'El tipo de segmento es requerido';
  else if (!Object.hasOwn(ATTRIBUTE_SEGMENT_TYPES, input.typeName)) errors.typeName = 'Tipo de segmento inválido.';
  return errors;
}

/** The first problem of a form, in field order (what a service answers when the web was bypassed). */
export const firstError = (errors: Record<string, string | undefined>): string | undefined => Object.values(errors).find(Boolean);

/**
 * Whether a segment of type `sideTypeName` may be a side of a merge of type `mergeTypeName` (§5):
 * the same type; a contact merge also takes segments stored without a type (older ones).
 */
export const mergeSideFits = (mergeTypeName: string, sideTypeName: string | null | undefined): boolean =>
  mergeTypeName === 'SEGMENT_CONTACT' ? !sideTypeName || sideTypeName === 'SEGMENT_CONTACT' : sideTypeName === mergeTypeName;
