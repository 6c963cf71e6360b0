import { z } from 'zod';
import {
  isVariableCode,
  typeHasData,
  typeSupports,
  variableConfigErrors,
  type VariableConfigInput as DomainConfig,
  type VariableFlag,
} from '@inca/domain';
import type { VariableConfigInput, VariableFieldsFragment } from '../../../__generated__/graphql.ts';
import { variables as t } from '../../../i18n/variables.ts';
import { FLAG_FIELDS, domainFlags } from '../variableFlags.ts';

const m = t.messages;

/** One row of a selection variable's data grid, as edited ('' for no parent key). */
export type DataRow = { key: string; value: string; parentKey: string };

/** The form as @inca/domain's rule reads it (one rule for the screen and the service). */
const toDomain = (v: VariableConfigValues, data: readonly DataRow[]): DomainConfig => ({
  ...v.flags,
  id_variable_type: v.typeId === '' ? (undefined as unknown as number) : Number(v.typeId),
  variable_min_range: v.minRange,
  variable_max_range: v.maxRange,
  id_variable_parent: v.parentId,
  variable_type_big_query: v.bigQueryType || null,
  default_operator: v.defaultOperator || null,
  variable_data: data.map((d) => ({ data_key: d.key, data_value: d.value, parent_data_key: d.parentKey })),
});

/** The form field each field of the domain rule's messages belongs to (the data grid has its own notice). */
const FIELD_OF: Record<string, keyof VariableConfigValues | 'data'> = {
  id_variable_type: 'typeId',
  variable_min_range: 'minRange',
  variable_max_range: 'maxRange',
  id_variable_parent: 'parentId',
  variable_type_big_query: 'bigQueryType',
  default_operator: 'defaultOperator',
  variable_data: 'data',
};

const fields = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** The type's id as its option holds it ('' before one is chosen). */
  typeId: z.string(),
  flags: z.custom<Record<VariableFlag, boolean>>((v) => typeof v === 'object' && v !== null),
  minRange: z.string(),
  maxRange: z.string(),
  parentId: z.string(),
  bigQueryType: z.string(),
  defaultOperator: z.string(),
});
export type VariableConfigValues = z.infer<typeof fields>;

/**
 * The General tab of the configuration modal (§2.5, §5): code and name required, the code in the
 * spec's pattern, then @inca/domain's `variableConfigErrors` (range, parent, BigQuery type,
 * operator) on the fields the chosen type allows. One message per field, the first that applies.
 */
export const variableConfigSchema = (idVariable: number, data: readonly DataRow[]) =>
  fields.superRefine((v, ctx) => {
    const code = v.code.trim();
    if (code === '') ctx.addIssue({ code: 'custom', path: ['code'], message: m.required });
    else if (!isVariableCode(code))
      ctx.addIssue({ code: 'custom', path: ['code'], message: m.errorInvalidCode(1, v.code).replace(/^Fila 1: /, '') });
    if (v.name.trim() === '') ctx.addIssue({ code: 'custom', path: ['name'], message: m.required });
    for (const e of variableConfigErrors(toDomain(v, data), { idVariable })) {
      const field = FIELD_OF[e.field] ?? 'typeId';
      if (field !== 'data') ctx.addIssue({ code: 'custom', path: [field], message: e.message });
    }
  });

/** The form's starting values: what the variable has now. */
export function variableConfigDefaults(variable: VariableFieldsFragment): VariableConfigValues {
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    code: variable.code,
    name: variable.name,
    description: variable.description,
    typeId: variable.type?.id ?? '',
    flags: domainFlags(variable),
    minRange: text(variable.minRange),
    maxRange: text(variable.maxRange),
    parentId: variable.parent?.id ?? '',
    bigQueryType: variable.bigQueryType ?? '',
    defaultOperator: variable.defaultOperator ?? '',
  };
}

/** The type chosen in the form, null before one is. */
export const typeOf = (v: Pick<VariableConfigValues, 'typeId'>): number | null => (v.typeId === '' ? null : Number(v.typeId));

/** A flag counts only when the chosen type allows it (a flag hidden by a type change is sent off). */
export const flagOn = (v: Pick<VariableConfigValues, 'typeId' | 'flags'>, flag: VariableFlag): boolean =>
  typeSupports(typeOf(v), flag) && v.flags[flag];

/** Why the data grid cannot be saved (message_grid and the row rules), for a type that has data. */
export function dataProblem(v: VariableConfigValues, data: readonly DataRow[]): string | undefined {
  if (!typeHasData(typeOf(v))) return undefined;
  return variableConfigErrors(toDomain(v, data)).find((e) => e.field === 'variable_data')?.message;
}

/** What the modal saves: code upper-cased and trimmed, the flags the type allows, data only for a type that has it. */
export function variableConfigInput(v: VariableConfigValues, data: readonly DataRow[]): VariableConfigInput {
  const withParent = flagOn(v, 'flag_parent_variable_exists');
  return {
    code: v.code.trim().toUpperCase(),
    name: v.name.trim(),
    description: v.description,
    typeId: v.typeId,
    minRange: v.minRange,
    maxRange: v.maxRange,
    parentId: v.parentId || null,
    bigQueryType: v.bigQueryType || null,
    defaultOperator: v.defaultOperator || null,
    data: typeHasData(typeOf(v))
      ? data.map((d) => ({ key: d.key.trim(), value: d.value.trim(), parentKey: withParent ? d.parentKey.trim() || null : null }))
      : [],
    ...(Object.fromEntries((Object.keys(FLAG_FIELDS) as VariableFlag[]).map((f) => [FLAG_FIELDS[f], flagOn(v, f)])) as Pick<
      VariableConfigInput,
      (typeof FLAG_FIELDS)[VariableFlag]
    >),
  };
}
