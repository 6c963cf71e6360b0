/**
 * Campaign variables, variable data, objects and variable groups (spec campaigns-variables §3–§5,
 * §9), pure: the campaign-management service enforces these rules and the web validates and shows
 * the same capabilities with the same functions. Quoted spec messages are verbatim; where the spec
 * names only a translation key, the Spanish a user would expect is written here under that key.
 */

/** Variable type ids (§3, §9). */
export const VARIABLE_TYPE = { NUMBER: 1, TXT: 2, SELECT: 3, DATETIME: 5, TABLA: 7 } as const;
export type VariableTypeName = keyof typeof VARIABLE_TYPE;
export type VariableTypeId = (typeof VARIABLE_TYPE)[VariableTypeName];
export const VARIABLE_TYPE_IDS: readonly VariableTypeId[] = Object.values(VARIABLE_TYPE);
export const isVariableTypeId = (value: unknown): value is VariableTypeId => VARIABLE_TYPE_IDS.includes(value as VariableTypeId);

/** How each type is named on screen. */
export const VARIABLE_TYPE_LABELS: Record<VariableTypeId, string> = {
  1: 'Numérica',
  2: 'Texto',
  3: 'Selección',
  5: 'Fecha y hora',
  7: 'Tabla',
};

/** Every capability flag a variable may carry (§3), in the order the configuration modal shows them. */
export const VARIABLE_FLAGS = [
  'flag_required',
  'flag_range',
  'flag_object',
  'flag_operator',
  'flag_info_segment',
  'flag_client_ids',
  'flag_multiple_select',
  'flag_parent_variable_exists',
  'flag_campaign_client_result',
  'flag_info_campaign',
  'flag_upload_data',
  'flag_save_param_list',
  'flag_recommendation_section',
  'flag_recommendation_section_priority_2',
] as const;
export type VariableFlag = (typeof VARIABLE_FLAGS)[number];

/** Spanish label of each flag (configuration modal, group form). */
export const VARIABLE_FLAG_LABELS: Record<VariableFlag, string> = {
  flag_required: 'Obligatoria',
  flag_range: 'Rango',
  flag_object: 'Tiene objeto',
  flag_operator: 'Operador',
  flag_info_segment: 'Información de segmento',
  flag_client_ids: 'IDs de clientes',
  flag_multiple_select: 'Selección múltiple',
  flag_parent_variable_exists: 'Tiene variable padre',
  flag_campaign_client_result: 'Resultado de clientes de campaña',
  flag_info_campaign: 'Información de campaña',
  flag_upload_data: 'Carga de datos',
  flag_save_param_list: 'Guardar lista de parámetros',
  flag_recommendation_section: 'Sección de recomendación',
  flag_recommendation_section_priority_2: 'Sección de recomendación prioridad 2',
};

/** §4 capability table: the flags each type supports. */
export const VARIABLE_CAPABILITIES: Record<VariableTypeId, readonly VariableFlag[]> = {
  [VARIABLE_TYPE.NUMBER]: ['flag_range', 'flag_required', 'flag_object', 'flag_operator'],
  [VARIABLE_TYPE.TXT]: ['flag_required', 'flag_object', 'flag_operator', 'flag_info_segment'],
  [VARIABLE_TYPE.TABLA]: ['flag_required', 'flag_client_ids', 'flag_operator', 'flag_upload_data', 'flag_save_param_list'],
  [VARIABLE_TYPE.DATETIME]: [],
  [VARIABLE_TYPE.SELECT]: [
    'flag_required',
    'flag_object',
    'flag_campaign_client_result',
    'flag_operator',
    'flag_multiple_select',
    'flag_parent_variable_exists',
    'flag_info_campaign',
    'flag_upload_data',
    'flag_save_param_list',
    'flag_recommendation_section',
    'flag_recommendation_section_priority_2',
  ],
};

/** Whether a variable of this type may carry the flag (an unknown type supports nothing). */
export const typeSupports = (type: number | null | undefined, flag: VariableFlag): boolean =>
  isVariableTypeId(type) && VARIABLE_CAPABILITIES[type].includes(flag);

/** Whether the Data tab (key, value, parent key) exists for the type: SELECT only. */
export const typeHasData = (type: number | null | undefined): boolean => type === VARIABLE_TYPE.SELECT;

export const BIG_QUERY_TYPES = ['STRING', 'INTEGER'] as const;
export type BigQueryType = (typeof BIG_QUERY_TYPES)[number];
export const OPERATORS = ['IN', 'NOT IN'] as const;
export type Operator = (typeof OPERATORS)[number];

/** §9 limits. */
export const VARIABLE_LIMITS = {
  dataKey: 20,
  dataValue: 200,
  script: 300,
  groupNameMin: 5,
  groupNameMax: 100,
  groupPriorityChars: 2,
  codeMax: 50,
  nameMax: 120,
  descriptionMax: 500,
  rangeMin: 0,
  rangeMax: 999_999_999,
  pageSize: 10,
  /** The data grid paginates only above this many rows. */
  dataGridPageAbove: 20,
  /** Rows of a data grid or upload (a guard, not a spec number). */
  dataRowsMax: 5_000,
  uploadVariablesMax: 1_000,
} as const;

export const VARIABLE_SETTINGS = { companies: 'SET0003', disabledVariables: 'SET0005' } as const;

/**
 * Messages of the variables area (§5, §8). Keys are the spec's translation keys where it names
 * one; quoted texts are verbatim.
 */
export const VARIABLE_MESSAGES = {
  filter_required: 'Ingrese al menos un valor para filtrar.',
  required: 'Este campo es requerido.',
  numeric: 'Debe ser un valor numérico.',
  rangeOrder: 'El rango mínimo no puede ser mayor que el rango máximo.',
  rangeBounds: 'El rango debe estar entre 0 y 999.999.999.',
  parentSelf: 'Una variable no puede ser su propia variable padre.',
  parentUnknown: 'La variable padre no existe.',
  parentNotSelect: 'La variable padre debe ser de tipo selección.',
  message_grid: 'Debe agregar al menos un registro en la pestaña Datos.',
  message_grid_input: 'Cada registro debe tener un código y un valor.',
  dataKeyTooLong: 'El código de un registro debe tener como máximo 20 caracteres.',
  dataValueTooLong: 'El valor de un registro debe tener como máximo 200 caracteres.',
  dataKeyDuplicate: (key: string) => `El código "${clip(key)}" está repetido en los datos.`,
  dataParentRequired: 'Cada registro debe indicar el código padre.',
  dataParentUnknown: (key: string) => `El código padre "${clip(key)}" no existe en la variable padre.`,
  dataTooMany: 'La variable tiene demasiados registros (máximo 5,000).',
  bigQueryType: 'El tipo de BigQuery debe ser STRING o INTEGER.',
  operator: 'El operador debe ser IN o NOT IN.',
  typeRequired: 'Seleccione el tipo de la variable.',
  typeUnknown: 'El tipo de variable no existe.',
  variableUpdated: 'Se actualizó la variable.',
  confirm_save_message: 'Los cambios se guardaron correctamente.',
  confirm_delete_message: 'Se eliminó correctamente.',
  delete_error: 'No se pudo eliminar la variable.',
  deleteInGroup: (groups: string) => `La variable no se puede eliminar porque pertenece a los grupos: ${groups}.`,
  deleteInCampaign: 'La variable no se puede eliminar porque hay campañas que la usan.',
  deleteIsParent: (children: string) => `La variable no se puede eliminar porque es la variable padre de: ${children}.`,
  disabledVariable: 'Esta variable está deshabilitada: su código, nombre y datos no se pueden modificar.',
  unexpected_error: 'Ocurrió un error inesperado. Intente nuevamente.',
  error_title: 'Error',
  notFound: 'La variable no existe.',
  codeTaken: (code: string) => `Ya existe una variable con el código ${clip(code)}.`,
  // Object association.
  selectAssociatedColumn: 'Seleccione un campo para asociar',
  scriptTooLong: 'El script debe tener como máximo 300 caracteres.',
  objectRequired: 'Seleccione una tabla.',
  objectUnknown: 'La tabla seleccionada no existe en el almacén de datos.',
  columnUnknown: (column: string) => `La columna "${clip(column)}" no existe en la tabla seleccionada.`,
  objectNotAllowed: 'El tipo de esta variable no admite objeto.',
  error_processing: 'Error al procesar la solicitud.',
  // Variable data CSV (§5).
  message_empty_file: 'El archivo está vacío o solo tiene la cabecera.',
  dataHeaders: 'El archivo CSV debe contener las columnas "codigo" y "valor".',
  message_no_valid_records: 'El archivo no tiene registros válidos.',
  message_error_reading_file: 'No se pudo leer el archivo.',
  csvOnly: 'Solo se aceptan archivos .csv.',
  dataRowTooFewColumns: (row: number) => `Fila ${row}: faltan columnas.`,
  dataRowKeyTooLong: (row: number) => `Fila ${row}: el código supera los 20 caracteres.`,
  dataRowValueTooLong: (row: number) => `Fila ${row}: el valor supera los 200 caracteres.`,
  dataRowBlank: (row: number) => `Fila ${row}: el código y el valor son obligatorios.`,
  // Variable CSV (§5).
  errorNoFile: 'Seleccione un archivo para cargar.',
  errorFileIsEmpty: 'El archivo está vacío.',
  errorInvalidHeaders: 'La cabecera del archivo debe ser "codigo_de_variable" y "nombre_de_variable", en ese orden.',
  errorEmptyFields: (row: number) => `Fila ${row}: el código y el nombre de la variable son obligatorios.`,
  errorInvalidCode: (row: number, code: string) => `Fila ${row}: el código "${clip(code)}" solo puede tener letras, números y guion bajo.`,
  errorCodeTooLong: (row: number) => `Fila ${row}: el código supera los 50 caracteres.`,
  errorNameTooLong: (row: number) => `Fila ${row}: el nombre supera los 120 caracteres.`,
  errorDuplicateCode: (row: number, code: string) => `Fila ${row}: el código "${clip(code)}" está repetido en el archivo.`,
  errorTooManyRows: 'El archivo tiene demasiadas filas (máximo 1,000 variables).',
  errorReadFile: 'No se pudo leer el archivo. Verifique que sea un CSV válido.',
  uploadSuccess: 'Las variables se cargaron correctamente.',
  uploadFail: 'No se pudieron cargar las variables.',
  uploadUnexpectedError: 'Ocurrió un error inesperado al cargar las variables.',
  // Groups (§5).
  groupNameRequired: 'El nombre del grupo es obligatorio.',
  groupNameShort: 'El nombre del grupo debe tener al menos 5 caracteres.',
  groupNameLong: 'El nombre del grupo debe tener como máximo 100 caracteres.',
  groupNameTaken: 'Ya existe un grupo con ese nombre.',
  groupPriorityRequired: 'La prioridad es obligatoria.',
  groupPriorityNumeric: 'La prioridad debe ser numérica.',
  groupPriorityLength: 'La prioridad debe tener como máximo 2 dígitos.',
  groupVariablesRequired: 'Debe agregar al menos una variable al grupo.',
  groupVariableRepeated: 'Una variable no puede estar dos veces en el grupo.',
  groupVariableUnknown: 'Una de las variables del grupo no existe.',
  groupNotFound: 'El grupo de variables no existe.',
  groupSaved: 'El grupo de variables se guardó correctamente.',
  groupDeleted: 'El grupo de variables se eliminó correctamente.',
  groupInCampaign: 'El grupo no se puede eliminar porque hay campañas que lo usan.',
} as const;

function clip(text: string, max = 30): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

// ---------------------------------------------------------------------------------------------
// Variables: save rules (§4) and configuration validation (§5)

export type VariableDataRow = { data_key: string; data_value: string; parent_data_key?: string | null };
export type OrderedVariableDataRow = { data_key: string; data_value: string; parent_data_key: string | null; variable_data_order: number };

export type VariableFlags = Record<VariableFlag, boolean>;

/** What the configuration modal (or an API caller) sends to save a variable. */
export type VariableConfigInput = Partial<Record<VariableFlag, boolean | null>> & {
  id_variable_type: number;
  variable_min_range?: number | string | null;
  variable_max_range?: number | string | null;
  id_variable_parent?: number | string | null;
  variable_type_big_query?: string | null;
  default_operator?: string | null;
  variable_data?: readonly VariableDataRow[] | null;
};

/** The variable as stored after the §4 save rules. */
export type NormalizedVariableConfig = VariableFlags & {
  id_variable_type: VariableTypeId;
  variable_min_range: number | null;
  variable_max_range: number | null;
  id_variable_parent: number | null;
  variable_type_big_query: BigQueryType | null;
  default_operator: Operator | null;
  variable_data: OrderedVariableDataRow[];
};

export type VariableFieldError = { field: string; message: string };

/** A whole number given as a number or a numeric string; undefined when blank, NaN when not numeric. */
export function numericValue(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** Flags after the §4 rule: supported ones as given (unset → false), unsupported forced false. */
export function flagsForType(type: number, given: Partial<Record<VariableFlag, boolean | null>>): VariableFlags {
  const flags = {} as VariableFlags;
  for (const flag of VARIABLE_FLAGS) flags[flag] = typeSupports(type, flag) && given[flag] === true;
  return flags;
}

/**
 * Validates a variable configuration (§5) after the §4 flag rule: the errors a user must fix, each
 * with the field it belongs to. Empty when the variable can be saved. `parentIsSelect` tells
 * whether a given parent id names an existing SELECT variable (undefined = not checked here).
 */
export function variableConfigErrors(
  input: VariableConfigInput,
  context: { idVariable?: number; parentExists?: (id: number) => 'select' | 'other' | 'missing' } = {},
): VariableFieldError[] {
  const errors: VariableFieldError[] = [];
  const type = input.id_variable_type;
  if (type === undefined || type === null || (type as unknown) === '')
    return [{ field: 'id_variable_type', message: VARIABLE_MESSAGES.typeRequired }];
  if (!isVariableTypeId(type)) return [{ field: 'id_variable_type', message: VARIABLE_MESSAGES.typeUnknown }];
  const flags = flagsForType(type, input);

  if (flags.flag_range) {
    const min = numericValue(input.variable_min_range);
    const max = numericValue(input.variable_max_range);
    for (const [field, value] of [
      ['variable_min_range', min],
      ['variable_max_range', max],
    ] as const) {
      if (value === undefined) errors.push({ field, message: VARIABLE_MESSAGES.required });
      else if (Number.isNaN(value)) errors.push({ field, message: VARIABLE_MESSAGES.numeric });
      else if (value < VARIABLE_LIMITS.rangeMin || value > VARIABLE_LIMITS.rangeMax)
        errors.push({ field, message: VARIABLE_MESSAGES.rangeBounds });
    }
    if (min !== undefined && max !== undefined && !Number.isNaN(min) && !Number.isNaN(max) && min > max) {
      errors.push({ field: 'variable_max_range', message: VARIABLE_MESSAGES.rangeOrder });
    }
  }

  if (flags.flag_parent_variable_exists) {
    const parent = numericValue(input.id_variable_parent);
    if (parent === undefined) errors.push({ field: 'id_variable_parent', message: VARIABLE_MESSAGES.required });
    else if (Number.isNaN(parent) || !Number.isInteger(parent) || parent < 1)
      errors.push({ field: 'id_variable_parent', message: VARIABLE_MESSAGES.numeric });
    else if (context.idVariable !== undefined && parent === context.idVariable)
      errors.push({ field: 'id_variable_parent', message: VARIABLE_MESSAGES.parentSelf });
    else if (context.parentExists) {
      const found = context.parentExists(parent);
      if (found === 'missing') errors.push({ field: 'id_variable_parent', message: VARIABLE_MESSAGES.parentUnknown });
      else if (found === 'other') errors.push({ field: 'id_variable_parent', message: VARIABLE_MESSAGES.parentNotSelect });
    }
  }

  if (
    flags.flag_object &&
    input.variable_type_big_query &&
    !(BIG_QUERY_TYPES as readonly string[]).includes(input.variable_type_big_query)
  ) {
    errors.push({ field: 'variable_type_big_query', message: VARIABLE_MESSAGES.bigQueryType });
  }
  if (flags.flag_operator && input.default_operator && !(OPERATORS as readonly string[]).includes(input.default_operator)) {
    errors.push({ field: 'default_operator', message: VARIABLE_MESSAGES.operator });
  }

  if (typeHasData(type)) errors.push(...variableDataErrors(input.variable_data ?? [], flags.flag_parent_variable_exists));
  return errors;
}

/** §5 rules on the Data grid of a SELECT variable. */
export function variableDataErrors(rows: readonly VariableDataRow[], withParent: boolean): VariableFieldError[] {
  if (rows.length === 0) return [{ field: 'variable_data', message: VARIABLE_MESSAGES.message_grid }];
  if (rows.length > VARIABLE_LIMITS.dataRowsMax) return [{ field: 'variable_data', message: VARIABLE_MESSAGES.dataTooMany }];
  const errors: VariableFieldError[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const key = (row.data_key ?? '').trim();
    const value = (row.data_value ?? '').trim();
    if (key === '' || value === '') return [{ field: 'variable_data', message: VARIABLE_MESSAGES.message_grid_input }];
    if ([...key].length > VARIABLE_LIMITS.dataKey) return [{ field: 'variable_data', message: VARIABLE_MESSAGES.dataKeyTooLong }];
    if ([...value].length > VARIABLE_LIMITS.dataValue) return [{ field: 'variable_data', message: VARIABLE_MESSAGES.dataValueTooLong }];
    if (withParent && (row.parent_data_key ?? '').trim() === '')
      return [{ field: 'variable_data', message: VARIABLE_MESSAGES.dataParentRequired }];
    // A key names one option of the variable, whatever its parent (the campaign rules store keys).
    if (seen.has(key)) return [{ field: 'variable_data', message: VARIABLE_MESSAGES.dataKeyDuplicate(key) }];
    seen.add(key);
  }
  return errors;
}

/**
 * The §4 save rules: supported flags left unset are false and unsupported ones forced false;
 * without range min and max are cleared; without parent the parent id is cleared; without object
 * the big-query type is cleared; without operator the default operator is dropped; variable data
 * only for SELECT (numbered from 1 in the given order), otherwise empty. Call after validation.
 */
export function normalizeVariableConfig(input: VariableConfigInput): NormalizedVariableConfig {
  if (!isVariableTypeId(input.id_variable_type)) throw new Error(VARIABLE_MESSAGES.typeUnknown);
  const type = input.id_variable_type;
  const flags = flagsForType(type, input);
  const min = numericValue(input.variable_min_range);
  const max = numericValue(input.variable_max_range);
  const parent = numericValue(input.id_variable_parent);
  const bigQuery = (BIG_QUERY_TYPES as readonly string[]).includes(input.variable_type_big_query ?? '')
    ? (input.variable_type_big_query as BigQueryType)
    : null;
  const operator = (OPERATORS as readonly string[]).includes(input.default_operator ?? '') ? (input.default_operator as Operator) : null;
  return {
    ...flags,
    id_variable_type: type,
    variable_min_range: flags.flag_range && min !== undefined && !Number.isNaN(min) ? min : null,
    variable_max_range: flags.flag_range && max !== undefined && !Number.isNaN(max) ? max : null,
    id_variable_parent: flags.flag_parent_variable_exists && parent !== undefined && !Number.isNaN(parent) ? parent : null,
    variable_type_big_query: flags.flag_object ? bigQuery : null,
    default_operator: flags.flag_operator ? operator : null,
    variable_data: typeHasData(type)
      ? (input.variable_data ?? []).map((row, index) => ({
          data_key: row.data_key.trim(),
          data_value: row.data_value.trim(),
          parent_data_key: flags.flag_parent_variable_exists ? (row.parent_data_key ?? '').trim() || null : null,
          variable_data_order: index + 1,
        }))
      : [],
  };
}

/**
 * The inline row save (§7 PUT /variables/edit partial: type, object, required): type must be set,
 * and the flags obey the new type. Returns the flags to store for the whole variable: every flag
 * the new type does not support becomes false, the two edited ones take their new values.
 */
export function inlineSaveFlags(
  current: Partial<Record<VariableFlag, boolean | null>>,
  change: { id_variable_type: number; flag_object: boolean; flag_required: boolean },
): VariableFlags {
  return flagsForType(change.id_variable_type, { ...current, flag_object: change.flag_object, flag_required: change.flag_required });
}

/** Codes of variables disabled by setting SET0005 (`settings_json_value`: a list of {variable_code}). */
export function disabledVariableCodes(settingsJsonValue: unknown): Set<string> {
  const list = Array.isArray(settingsJsonValue) ? settingsJsonValue : [];
  const codes = new Set<string>();
  for (const entry of list) {
    const code =
      typeof entry === 'string'
        ? entry
        : typeof entry === 'object' && entry !== null
          ? (entry as { variable_code?: unknown }).variable_code
          : undefined;
    if (typeof code === 'string' && code.trim() !== '') codes.add(code.trim().toUpperCase());
  }
  return codes;
}

// ---------------------------------------------------------------------------------------------
// Object association (§2.5 object modal, §5)

export type JoinedColumn = { name: string };
export type ObjectAssociationInput = {
  object_name?: string | null;
  column_match_name?: string | null;
  joined_ids_names?: readonly (JoinedColumn | string)[] | null;
  column_parser_script?: string | null;
};

/** §5: one associated column is needed; the script is at most 300 characters; columns must exist in the table. */
export function objectAssociationErrors(input: ObjectAssociationInput, tableColumns?: readonly string[]): VariableFieldError[] {
  const errors: VariableFieldError[] = [];
  if (!input.object_name || input.object_name.trim() === '') return [{ field: 'object_name', message: VARIABLE_MESSAGES.objectRequired }];
  if (!input.column_match_name || input.column_match_name.trim() === '')
    errors.push({ field: 'column_match_name', message: VARIABLE_MESSAGES.selectAssociatedColumn });
  if (input.column_parser_script && [...input.column_parser_script].length > VARIABLE_LIMITS.script) {
    errors.push({ field: 'column_parser_script', message: VARIABLE_MESSAGES.scriptTooLong });
  }
  if (tableColumns) {
    const known = new Set(tableColumns);
    const named = [input.column_match_name, ...(input.joined_ids_names ?? []).map(columnName)].filter(
      (c): c is string => !!c && c.trim() !== '',
    );
    const unknown = named.find((c) => !known.has(c));
    if (unknown !== undefined) errors.push({ field: 'joined_ids_names', message: VARIABLE_MESSAGES.columnUnknown(unknown) });
  }
  return errors;
}

const columnName = (c: JoinedColumn | string): string => (typeof c === 'string' ? c : c.name);

/** Join columns as stored: distinct names in the order chosen. */
export const normalizeJoinedColumns = (columns: readonly (JoinedColumn | string)[] | null | undefined): JoinedColumn[] =>
  [...new Set((columns ?? []).map(columnName).filter((c) => c.trim() !== ''))].map((name) => ({ name }));

// ---------------------------------------------------------------------------------------------
// Variable groups (§5)

export type GroupMemberInput = { id_variable: number; variable_group_detail_order?: number | null };
export type VariableGroupInput = {
  variable_group_name?: string | null;
  variable_group_priority?: string | number | null;
  id_variables?: readonly number[] | null;
  variables?: readonly GroupMemberInput[] | null;
};

/** §5 group rules: name ≥ 5, priority required numeric ≤ 2 characters, at least one variable, no repeats. */
export function variableGroupErrors(input: VariableGroupInput): VariableFieldError[] {
  const errors: VariableFieldError[] = [];
  const name = (input.variable_group_name ?? '').trim();
  if (name === '') errors.push({ field: 'variable_group_name', message: VARIABLE_MESSAGES.groupNameRequired });
  else if ([...name].length < VARIABLE_LIMITS.groupNameMin)
    errors.push({ field: 'variable_group_name', message: VARIABLE_MESSAGES.groupNameShort });
  else if ([...name].length > VARIABLE_LIMITS.groupNameMax)
    errors.push({ field: 'variable_group_name', message: VARIABLE_MESSAGES.groupNameLong });

  const priority =
    input.variable_group_priority === null || input.variable_group_priority === undefined
      ? ''
      : String(input.variable_group_priority).trim();
  if (priority === '') errors.push({ field: 'variable_group_priority', message: VARIABLE_MESSAGES.groupPriorityRequired });
  else if (!/^\d+$/.test(priority)) errors.push({ field: 'variable_group_priority', message: VARIABLE_MESSAGES.groupPriorityNumeric });
  else if (priority.length > VARIABLE_LIMITS.groupPriorityChars)
    errors.push({ field: 'variable_group_priority', message: VARIABLE_MESSAGES.groupPriorityLength });

  const members = groupMemberIds(input);
  if (members.length === 0) errors.push({ field: 'variables', message: VARIABLE_MESSAGES.groupVariablesRequired });
  else if (new Set(members).size !== members.length) errors.push({ field: 'variables', message: VARIABLE_MESSAGES.groupVariableRepeated });
  return errors;
}

/** The member ids in their order: `variables` by variable_group_detail_order (then as given), else `id_variables`. */
export function groupMemberIds(input: Pick<VariableGroupInput, 'id_variables' | 'variables'>): number[] {
  if (input.variables && input.variables.length > 0) {
    return input.variables
      .map((m, index) => ({ id: m.id_variable, order: m.variable_group_detail_order ?? Number.MAX_SAFE_INTEGER, index }))
      .sort((a, b) => a.order - b.order || a.index - b.index)
      .map((m) => m.id);
  }
  return [...(input.id_variables ?? [])];
}

/** Members as stored: numbered from 1 in their order. */
export const numberGroupMembers = (ids: readonly number[]): { id_variable: number; variable_group_detail_order: number }[] =>
  ids.map((id_variable, index) => ({ id_variable, variable_group_detail_order: index + 1 }));

/** Moves the member at `from` to `to` (drag and drop) and numbers the list from 1 again. */
export function moveGroupMember<T extends { id_variable: number }>(
  members: readonly T[],
  from: number,
  to: number,
): (T & { variable_group_detail_order: number })[] {
  const list = [...members];
  if (from >= 0 && from < list.length && to >= 0 && to < list.length && from !== to) {
    const [moved] = list.splice(from, 1);
    list.splice(to, 0, moved as T);
  }
  return list.map((m, index) => ({ ...m, variable_group_detail_order: index + 1 }));
}

// ---------------------------------------------------------------------------------------------
// Filters (§2.5, §5): at least one value

/** Whether a filter has at least one non-blank value (else filter_required). */
export const filterHasValue = (values: Record<string, unknown>): boolean =>
  Object.values(values).some((v) => (typeof v === 'string' ? v.trim() !== '' : v !== null && v !== undefined && v !== false));

/** Local, case-insensitive substring match of the variables filter (§2.5). */
export function variableMatchesFilter(
  variable: { variable_code: string; variable_name: string; id_variable_type: number | null },
  filter: { variable_code?: string | null; variable_name?: string | null; id_variable_type?: number | string | null },
): boolean {
  const has = (text: string, part: string | null | undefined) =>
    !part || text.toLocaleLowerCase('es').includes(part.trim().toLocaleLowerCase('es'));
  const type =
    filter.id_variable_type === null || filter.id_variable_type === undefined || filter.id_variable_type === ''
      ? undefined
      : Number(filter.id_variable_type);
  return (
    has(variable.variable_code, filter.variable_code) &&
    has(variable.variable_name, filter.variable_name) &&
    (type === undefined || variable.id_variable_type === type)
  );
}

// ---------------------------------------------------------------------------------------------
// CSV rules over parsed rows (the service parses with papaparse; these decide what the rows mean)

/**
 * The text of an uploaded CSV file: UTF-8 (with or without BOM) when the bytes are valid UTF-8,
 * otherwise Windows-1252, the encoding Spanish Excel's plain "CSV (delimitado por comas)" writes.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Strips a UTF-8 BOM. */
export const stripBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell written to CSV: formula-looking text made inert with a leading apostrophe (§ issue: files). */
export const inertCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** The inverse of inertCell on upload, so a downloaded file uploads back without loss. */
export const restoreInertCell = (value: string): string =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

/** One CSV line: inert cells, quoted when they hold the separator, a quote or a line break. */
export function csvLine(cells: readonly (string | number | null | undefined)[], separator = ','): string {
  return cells
    .map((cell) => {
      const text = cell === null || cell === undefined ? '' : typeof cell === 'number' ? String(cell) : inertCell(cell);
      return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(separator);
}

/** A CSV file (UTF-8 BOM so spreadsheet programs read accents, CRLF line ends). */
export const csvText = (rows: readonly (readonly (string | number | null | undefined)[])[], separator = ','): string =>
  `\uFEFF${rows.map((r) => csvLine(r, separator)).join('\r\n')}\r\n`;

export const VARIABLE_TEMPLATE_HEADER = ['codigo_de_variable', 'nombre_de_variable'] as const;
export const VARIABLE_TEMPLATE_ROWS = [
  ['EDAD_CLIENTE', 'Edad del cliente'],
  ['CATEGORIA_PRODUCTO', 'Categoría de producto'],
  ['COMUNA_DESPACHO', 'Comuna de despacho'],
] as const;
export const DATA_TEMPLATE_HEADER = ['codigo', 'valor'] as const;
export const DATA_TEMPLATE_PARENT_HEADER = ['codigo', 'valor', 'codigo_padre'] as const;

/** template.csv for new variables: header and three sample rows (§9). */
export const variableTemplateCsv = (): string => csvText([VARIABLE_TEMPLATE_HEADER, ...VARIABLE_TEMPLATE_ROWS]);

/** template.csv for variable data: Basic (codigo, valor) or With parent (codigo, valor, codigo_padre), three sample rows. */
export const dataTemplateCsv = (withParent: boolean): string =>
  withParent
    ? csvText([DATA_TEMPLATE_PARENT_HEADER, ['101', 'Providencia', '13'], ['102', 'Las Condes', '13'], ['501', 'Viña del Mar', '5']])
    : csvText([DATA_TEMPLATE_HEADER, ['13', 'Región Metropolitana'], ['5', 'Valparaíso'], ['8', 'Biobío']]);

const isBlankRow = (row: readonly string[]): boolean => row.every((cell) => (cell ?? '').trim() === '');
const headerName = (cell: string | undefined): string =>
  stripBom(cell ?? '')
    .trim()
    .toLowerCase();

export type RowProblem = { row: number; message: string };
export type DataCsvResult =
  | { ok: true; rows: { data_key: string; data_value: string; parent_data_key: string | null }[]; skipped: RowProblem[] }
  | { ok: false; message: string; skipped: RowProblem[] };

/**
 * §5 variable data CSV: more than a header line (message_empty_file); columns codigo and valor in
 * any order and case (else the quoted message); codigo_padre read only when the variable has a
 * parent; rows with too few columns, a code over 20 or a value over 200 characters skipped (with
 * their file row number); none valid → message_no_valid_records. `rows` are the parsed lines in
 * file order, the header first; row numbers count file lines from 1.
 */
export function variableDataFromCsvRows(
  rows: readonly (readonly string[])[],
  withParent: boolean,
  lineNumbers?: readonly number[],
): DataCsvResult {
  const lines = rows.map((cells, i) => ({ cells, line: lineNumbers?.[i] ?? i + 1 })).filter((r) => !isBlankRow(r.cells));
  if (lines.length < 2) return { ok: false, message: VARIABLE_MESSAGES.message_empty_file, skipped: [] };
  const header = lines[0]!.cells.map(headerName);
  const keyAt = header.indexOf('codigo');
  const valueAt = header.indexOf('valor');
  if (keyAt < 0 || valueAt < 0) return { ok: false, message: VARIABLE_MESSAGES.dataHeaders, skipped: [] };
  const parentAt = withParent ? header.indexOf('codigo_padre') : -1;
  const needed = Math.max(keyAt, valueAt) + 1;
  const valid: { data_key: string; data_value: string; parent_data_key: string | null }[] = [];
  const skipped: RowProblem[] = [];
  for (const { cells, line } of lines.slice(1)) {
    if (cells.length < needed) {
      skipped.push({ row: line, message: VARIABLE_MESSAGES.dataRowTooFewColumns(line) });
      continue;
    }
    const key = restoreInertCell((cells[keyAt] ?? '').trim());
    const value = restoreInertCell((cells[valueAt] ?? '').trim());
    if (key === '' || value === '') {
      skipped.push({ row: line, message: VARIABLE_MESSAGES.dataRowBlank(line) });
      continue;
    }
    if ([...key].length > VARIABLE_LIMITS.dataKey) {
      skipped.push({ row: line, message: VARIABLE_MESSAGES.dataRowKeyTooLong(line) });
      continue;
    }
    if ([...value].length > VARIABLE_LIMITS.dataValue) {
      skipped.push({ row: line, message: VARIABLE_MESSAGES.dataRowValueTooLong(line) });
      continue;
    }
    const parent = parentAt >= 0 ? restoreInertCell((cells[parentAt] ?? '').trim()) : '';
    valid.push({ data_key: key, data_value: value, parent_data_key: parent === '' ? null : parent });
  }
  if (valid.length === 0) return { ok: false, message: VARIABLE_MESSAGES.message_no_valid_records, skipped };
  return { ok: true, rows: valid, skipped };
}

export type VariableCsvResult =
  { ok: true; variables: { variable_code: string; variable_name: string }[] } | { ok: false; message: string };

/**
 * §5 variable CSV (new variables): an empty file → errorFileIsEmpty; the header must be
 * codigo_de_variable then nombre_de_variable (errorInvalidHeaders); a row with an empty code or
 * name → errorEmptyFields with its row; a code with anything but letters, digits and underscore →
 * errorInvalidCode with row and code; codes upper-cased; stops at the first error.
 */
export function variablesFromCsvRows(rows: readonly (readonly string[])[], lineNumbers?: readonly number[]): VariableCsvResult {
  const lines = rows.map((cells, i) => ({ cells, line: lineNumbers?.[i] ?? i + 1 })).filter((r) => !isBlankRow(r.cells));
  if (lines.length === 0) return { ok: false, message: VARIABLE_MESSAGES.errorFileIsEmpty };
  const header = lines[0]!.cells.map(headerName);
  if (header[0] !== VARIABLE_TEMPLATE_HEADER[0] || header[1] !== VARIABLE_TEMPLATE_HEADER[1])
    return { ok: false, message: VARIABLE_MESSAGES.errorInvalidHeaders };
  const body = lines.slice(1);
  if (body.length === 0) return { ok: false, message: VARIABLE_MESSAGES.errorFileIsEmpty };
  if (body.length > VARIABLE_LIMITS.uploadVariablesMax) return { ok: false, message: VARIABLE_MESSAGES.errorTooManyRows };
  const variables: { variable_code: string; variable_name: string }[] = [];
  const seen = new Set<string>();
  for (const { cells, line } of body) {
    const code = restoreInertCell((cells[0] ?? '').trim());
    const name = restoreInertCell((cells[1] ?? '').trim());
    if (code === '' || name === '') return { ok: false, message: VARIABLE_MESSAGES.errorEmptyFields(line) };
    if (!/^[A-Za-z0-9_]+$/.test(code)) return { ok: false, message: VARIABLE_MESSAGES.errorInvalidCode(line, code) };
    if (code.length > VARIABLE_LIMITS.codeMax) return { ok: false, message: VARIABLE_MESSAGES.errorCodeTooLong(line) };
    if ([...name].length > VARIABLE_LIMITS.nameMax) return { ok: false, message: VARIABLE_MESSAGES.errorNameTooLong(line) };
    const upper = code.toUpperCase();
    if (seen.has(upper)) return { ok: false, message: VARIABLE_MESSAGES.errorDuplicateCode(line, upper) };
    seen.add(upper);
    variables.push({ variable_code: upper, variable_name: name });
  }
  return { ok: true, variables };
}

/** A variable code typed in a form or sent to POST /variables: letters, digits, underscore; stored upper-case. */
export const isVariableCode = (code: string): boolean => /^[A-Za-z0-9_]+$/.test(code) && code.length <= VARIABLE_LIMITS.codeMax;

/** Whether a file name is a .csv (§9: templates accept .csv only). */
export const isCsvFileName = (name: string): boolean => /\.csv$/i.test(name.trim());
