import { z } from 'zod';
import { VARIABLE_FLAGS, VARIABLE_LIMITS, VARIABLE_MESSAGES, type VariableFlag } from '@inca/domain';
import { idField, intField, multiLineText, searchText, singleLineText, textField } from '@inca/service-kit';

/**
 * Request schemas of the variables calls: the input policy at the edge (types, control characters,
 * generous caps); the §4/§5 rules with their Spanish messages run after, in variableActions.ts.
 */

const optionalSearch = (label: string) => searchText(label).optional();

export const listQuery = z.object({
  variable_code: optionalSearch('El código'),
  variable_name: optionalSearch('El nombre'),
  id_variable_type: z.union([z.literal(''), intField({ min: 1, max: 99, message: VARIABLE_MESSAGES.typeUnknown })]).optional(),
});

export const idParam = idField(VARIABLE_MESSAGES.notFound);

export const dataPageQuery = z.object({
  id_variable: idField(VARIABLE_MESSAGES.notFound),
  page: intField({ min: 1, max: 100_000, message: 'Página inválida.' }).default(1),
  page_size: intField({ min: 1, max: 500, message: 'Tamaño de página inválido.' }).default(VARIABLE_LIMITS.pageSize),
});

export const newVariablesBody = z.object({
  data: z
    .array(
      z.object({
        variable_code: singleLineText('El código', 'code', { required: VARIABLE_MESSAGES.required, trim: true }),
        variable_name: singleLineText('El nombre', 'name', { required: VARIABLE_MESSAGES.required, trim: true }),
      }),
      { message: 'Debe indicar las variables a crear.' },
    )
    .min(1, 'Debe indicar al menos una variable.')
    .max(VARIABLE_LIMITS.uploadVariablesMax, VARIABLE_MESSAGES.errorTooManyRows),
});

/** A number given as a number, a numeric text or nothing (the domain rule gives the spec's messages). */
const numberLike = z.union([z.number(), z.string().max(30), z.null()]).optional();
const flag = z.boolean({ message: 'Las opciones deben ser verdadero o falso.' }).nullish();
const flagFields = Object.fromEntries(VARIABLE_FLAGS.map((f) => [f, flag])) as Record<VariableFlag, typeof flag>;

const dataRow = z.object({
  data_key: textField({ label: 'El código', max: 100, required: VARIABLE_MESSAGES.message_grid_input }),
  data_value: textField({ label: 'El valor', max: 1_000, required: VARIABLE_MESSAGES.message_grid_input }),
  parent_data_key: textField({ label: 'El código padre', max: 100 }).nullish(),
});

const typeId = z.union([intField({ min: 1, max: 99, message: VARIABLE_MESSAGES.typeUnknown }), z.null()], { message: VARIABLE_MESSAGES.typeRequired }).optional();

/** PUT /variables/edit with the full variable (configuration modal). */
export const fullEditBody = z.object({
  id_variable: idField(VARIABLE_MESSAGES.notFound),
  variable_code: singleLineText('El código', 'code', { required: VARIABLE_MESSAGES.required, trim: true }),
  variable_name: singleLineText('El nombre', 'name', { required: VARIABLE_MESSAGES.required, trim: true }),
  variable_description: multiLineText('La descripción', { max: VARIABLE_LIMITS.descriptionMax }).nullish(),
  id_variable_type: typeId,
  ...flagFields,
  variable_min_range: numberLike,
  variable_max_range: numberLike,
  id_variable_parent: numberLike,
  variable_type_big_query: singleLineText('El tipo de BigQuery', 'code').nullish(),
  default_operator: singleLineText('El operador', 'code').nullish(),
  variable_data: z.array(dataRow).max(VARIABLE_LIMITS.dataRowsMax, VARIABLE_MESSAGES.dataTooMany).nullish(),
});
export type FullEditBody = z.infer<typeof fullEditBody>;

/** PUT /variables/edit with the inline row fields only (type, object, required). */
export const inlineEditBody = z.object({
  id_variable: idField(VARIABLE_MESSAGES.notFound),
  id_variable_type: typeId,
  flag_object: flag,
  flag_required: flag,
});

export const objectBody = z.object({
  id_variable: idField(VARIABLE_MESSAGES.notFound),
  id_variable_type: typeId,
  object_name: singleLineText('La tabla', 'name').nullish(),
  column_match_name: singleLineText('La columna', 'name').nullish(),
  joined_ids_names: z
    .array(z.union([singleLineText('La columna', 'name'), z.object({ name: singleLineText('La columna', 'name') })]))
    .max(100)
    .nullish(),
  column_parser_script: textField({ label: 'El script', max: 2_000, multiline: true }).nullish(),
});

export const dataUploadQuery = z.object({
  id_variable: z.union([z.literal(''), idField(VARIABLE_MESSAGES.notFound)]).optional(),
  with_parent: z.enum(['true', 'false']).optional(),
  file_name: singleLineText('El nombre del archivo', 'name').optional(),
});

export const templateQuery = z.object({ with_parent: z.enum(['true', 'false']).optional() });
