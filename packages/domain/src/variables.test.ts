import { describe, expect, it } from 'vitest';
import {
  VARIABLE_CAPABILITIES,
  VARIABLE_FLAGS,
  VARIABLE_MESSAGES,
  VARIABLE_TYPE,
  VARIABLE_TYPE_IDS,
  csvLine,
  csvText,
  dataTemplateCsv,
  disabledVariableCodes,
  filterHasValue,
  flagsForType,
  groupMemberIds,
  inertCell,
  inlineSaveFlags,
  isCsvFileName,
  moveGroupMember,
  normalizeVariableConfig,
  numberGroupMembers,
  objectAssociationErrors,
  restoreInertCell,
  typeHasData,
  typeSupports,
  variableConfigErrors,
  variableDataFromCsvRows,
  variableGroupErrors,
  variableMatchesFilter,
  variablesFromCsvRows,
  variableTemplateCsv,
  type VariableFlag,
} from './variables.ts';

// The §4 table written out independently of the implementation, by the spec's wording.
const SPEC_TABLE: Record<string, string[]> = {
  NUMBER: ['range', 'required', 'object', 'operator'],
  TXT: ['required', 'object', 'operator', 'segment info'],
  TABLA: ['required', 'client ids', 'operator', 'upload data', 'save param list'],
  DATETIME: [],
  SELECT: [
    'required',
    'object',
    'campaign client result',
    'operator',
    'multiple select',
    'parent variable',
    'info campaign',
    'upload data',
    'save param list',
    'recommendation section',
    'recommendation section priority 2',
  ],
};
const SPEC_FLAG: Record<string, VariableFlag> = {
  range: 'flag_range',
  required: 'flag_required',
  object: 'flag_object',
  operator: 'flag_operator',
  'segment info': 'flag_info_segment',
  'client ids': 'flag_client_ids',
  'upload data': 'flag_upload_data',
  'save param list': 'flag_save_param_list',
  'campaign client result': 'flag_campaign_client_result',
  'multiple select': 'flag_multiple_select',
  'parent variable': 'flag_parent_variable_exists',
  'info campaign': 'flag_info_campaign',
  'recommendation section': 'flag_recommendation_section',
  'recommendation section priority 2': 'flag_recommendation_section_priority_2',
};
const allTrue = Object.fromEntries(VARIABLE_FLAGS.map((f) => [f, true])) as Record<VariableFlag, boolean>;
const validData = [
  { data_key: 'A', data_value: 'Alfa', parent_data_key: 'P1' },
  { data_key: 'B', data_value: 'Beta', parent_data_key: 'P2' },
];
/** A configuration every type accepts when all its flags are on. */
const completeInput = (type: number) => ({
  ...allTrue,
  id_variable_type: type,
  variable_min_range: 1,
  variable_max_range: 10,
  id_variable_parent: 99,
  variable_type_big_query: 'STRING',
  default_operator: 'NOT IN',
  variable_data: validData,
});

describe('capability table (§4)', () => {
  it('has the five types of §3 with their ids', () => {
    expect(VARIABLE_TYPE).toEqual({ NUMBER: 1, TXT: 2, SELECT: 3, DATETIME: 5, TABLA: 7 });
    expect([...VARIABLE_TYPE_IDS].sort()).toEqual([1, 2, 3, 5, 7]);
  });

  for (const [typeName, supported] of Object.entries(SPEC_TABLE)) {
    const type = VARIABLE_TYPE[typeName as keyof typeof VARIABLE_TYPE];
    for (const flag of VARIABLE_FLAGS) {
      const expected = supported.map((s) => SPEC_FLAG[s]).includes(flag);
      it(`${typeName} ${expected ? 'supports' : 'does not support'} ${flag}`, () => {
        expect(typeSupports(type, flag)).toBe(expected);
        // Saving with every flag on keeps exactly the supported ones.
        expect(normalizeVariableConfig(completeInput(type))[flag]).toBe(expected);
        // A supported flag left unset is false.
        const withoutFlag: Partial<Record<VariableFlag, boolean>> = { ...allTrue };
        delete withoutFlag[flag];
        expect(flagsForType(type, withoutFlag)[flag]).toBe(false);
      });
    }
  }

  it('lists no flag twice and knows no flag outside the fourteen', () => {
    for (const type of VARIABLE_TYPE_IDS) expect(new Set(VARIABLE_CAPABILITIES[type]).size).toBe(VARIABLE_CAPABILITIES[type].length);
    expect(VARIABLE_FLAGS).toHaveLength(14);
  });

  it('an unknown type supports nothing and is refused', () => {
    for (const flag of VARIABLE_FLAGS) expect(typeSupports(4, flag)).toBe(false);
    expect(variableConfigErrors({ id_variable_type: 4 })).toEqual([{ field: 'id_variable_type', message: VARIABLE_MESSAGES.typeUnknown }]);
    expect(() => normalizeVariableConfig({ id_variable_type: 4 })).toThrow();
  });

  it('only SELECT has a Data tab', () => {
    expect(VARIABLE_TYPE_IDS.filter(typeHasData)).toEqual([3]);
  });
});

describe('save rules (§4)', () => {
  it('clears min and max without range, keeps them with range', () => {
    const input = { id_variable_type: 1, flag_range: false, variable_min_range: 3, variable_max_range: 9 };
    expect(normalizeVariableConfig(input)).toMatchObject({ variable_min_range: null, variable_max_range: null });
    expect(normalizeVariableConfig({ ...input, flag_range: true })).toMatchObject({
      variable_min_range: 3,
      variable_max_range: 9,
      flag_range: true,
    });
    // A type without range support clears them even with the flag sent on.
    expect(normalizeVariableConfig({ ...input, id_variable_type: 2, flag_range: true })).toMatchObject({
      flag_range: false,
      variable_min_range: null,
    });
  });

  it('clears the parent without the parent flag', () => {
    const input = { ...completeInput(3), flag_parent_variable_exists: false };
    expect(normalizeVariableConfig(input).id_variable_parent).toBeNull();
    expect(normalizeVariableConfig(input).variable_data.every((r) => r.parent_data_key === null)).toBe(true);
    expect(normalizeVariableConfig(completeInput(3)).id_variable_parent).toBe(99);
    expect(normalizeVariableConfig({ ...completeInput(1) }).id_variable_parent).toBeNull();
  });

  it('clears the big-query type without the object flag', () => {
    expect(normalizeVariableConfig({ ...completeInput(1), flag_object: false }).variable_type_big_query).toBeNull();
    expect(normalizeVariableConfig(completeInput(1)).variable_type_big_query).toBe('STRING');
    expect(normalizeVariableConfig(completeInput(7)).variable_type_big_query).toBeNull();
  });

  it('drops the default operator without the operator flag', () => {
    expect(normalizeVariableConfig({ ...completeInput(2), flag_operator: false }).default_operator).toBeNull();
    expect(normalizeVariableConfig(completeInput(2)).default_operator).toBe('NOT IN');
    expect(normalizeVariableConfig(completeInput(5)).default_operator).toBeNull();
  });

  it('keeps variable data only for SELECT, numbered from 1 in order and trimmed', () => {
    for (const type of VARIABLE_TYPE_IDS) {
      const data = normalizeVariableConfig(completeInput(type)).variable_data;
      if (type === 3) {
        expect(data).toEqual([
          { data_key: 'A', data_value: 'Alfa', parent_data_key: 'P1', variable_data_order: 1 },
          { data_key: 'B', data_value: 'Beta', parent_data_key: 'P2', variable_data_order: 2 },
        ]);
      } else expect(data).toEqual([]);
    }
    expect(
      normalizeVariableConfig({ id_variable_type: 3, variable_data: [{ data_key: ' X ', data_value: ' y ' }] }).variable_data[0],
    ).toEqual({
      data_key: 'X',
      data_value: 'y',
      parent_data_key: null,
      variable_data_order: 1,
    });
  });

  it('inline save: flags follow the new type', () => {
    const current = { flag_range: true, flag_required: true, flag_object: true, flag_multiple_select: true };
    expect(inlineSaveFlags(current, { id_variable_type: 1, flag_object: true, flag_required: false })).toMatchObject({
      flag_range: true,
      flag_object: true,
      flag_required: false,
      flag_multiple_select: false,
    });
    expect(inlineSaveFlags(current, { id_variable_type: 5, flag_object: true, flag_required: true })).toEqual(flagsForType(5, {}));
    expect(
      Object.values(inlineSaveFlags(current, { id_variable_type: 7, flag_object: true, flag_required: true })).filter(Boolean),
    ).toHaveLength(1);
  });
});

describe('configuration validation (§5)', () => {
  it('accepts a complete configuration of every type', () => {
    for (const type of VARIABLE_TYPE_IDS) expect(variableConfigErrors(completeInput(type))).toEqual([]);
  });

  it('requires the type', () => {
    expect(variableConfigErrors({ id_variable_type: undefined as unknown as number })[0]?.message).toBe(VARIABLE_MESSAGES.typeRequired);
  });

  it('range: min and max required, numeric, within bounds and ordered', () => {
    const base = { id_variable_type: 1, flag_range: true };
    expect(variableConfigErrors({ ...base })).toEqual([
      { field: 'variable_min_range', message: VARIABLE_MESSAGES.required },
      { field: 'variable_max_range', message: VARIABLE_MESSAGES.required },
    ]);
    expect(variableConfigErrors({ ...base, variable_min_range: 'diez', variable_max_range: '20' })).toEqual([
      { field: 'variable_min_range', message: VARIABLE_MESSAGES.numeric },
    ]);
    expect(variableConfigErrors({ ...base, variable_min_range: '0', variable_max_range: '999999999' })).toEqual([]);
    expect(variableConfigErrors({ ...base, variable_min_range: -1, variable_max_range: 1_000_000_000 }).map((e) => e.message)).toEqual([
      VARIABLE_MESSAGES.rangeBounds,
      VARIABLE_MESSAGES.rangeBounds,
    ]);
    expect(variableConfigErrors({ ...base, variable_min_range: 5, variable_max_range: 4 })).toEqual([
      { field: 'variable_max_range', message: VARIABLE_MESSAGES.rangeOrder },
    ]);
    // Without the flag nothing about range is checked.
    expect(variableConfigErrors({ id_variable_type: 1, variable_min_range: 'x' })).toEqual([]);
  });

  it('parent: required, numeric, not itself, an existing SELECT', () => {
    const base = { id_variable_type: 3, flag_parent_variable_exists: true, variable_data: validData };
    expect(variableConfigErrors(base)).toEqual([{ field: 'id_variable_parent', message: VARIABLE_MESSAGES.required }]);
    expect(variableConfigErrors({ ...base, id_variable_parent: 'abc' })[0]?.message).toBe(VARIABLE_MESSAGES.numeric);
    expect(variableConfigErrors({ ...base, id_variable_parent: 7 }, { idVariable: 7 })[0]?.message).toBe(VARIABLE_MESSAGES.parentSelf);
    const lookup = (id: number) => (id === 1 ? 'select' : id === 2 ? 'other' : 'missing') as 'select' | 'other' | 'missing';
    expect(variableConfigErrors({ ...base, id_variable_parent: 1 }, { parentExists: lookup })).toEqual([]);
    expect(variableConfigErrors({ ...base, id_variable_parent: 2 }, { parentExists: lookup })[0]?.message).toBe(
      VARIABLE_MESSAGES.parentNotSelect,
    );
    expect(variableConfigErrors({ ...base, id_variable_parent: 3 }, { parentExists: lookup })[0]?.message).toBe(
      VARIABLE_MESSAGES.parentUnknown,
    );
  });

  it('big-query type and operator must be one of the options', () => {
    expect(variableConfigErrors({ id_variable_type: 1, flag_object: true, variable_type_big_query: 'FLOAT' })[0]?.message).toBe(
      VARIABLE_MESSAGES.bigQueryType,
    );
    expect(variableConfigErrors({ id_variable_type: 1, flag_operator: true, default_operator: 'LIKE' })[0]?.message).toBe(
      VARIABLE_MESSAGES.operator,
    );
    expect(variableConfigErrors({ id_variable_type: 1, flag_operator: true, default_operator: 'IN' })).toEqual([]);
  });

  it('SELECT data: at least one row, code and value in every row, limits 20 and 200, no repeated code', () => {
    const select = (rows: { data_key: string; data_value: string; parent_data_key?: string }[], parent = false) =>
      variableConfigErrors({
        id_variable_type: 3,
        flag_parent_variable_exists: parent,
        id_variable_parent: parent ? 1 : null,
        variable_data: rows,
      }).map((e) => e.message);
    expect(select([])).toEqual([VARIABLE_MESSAGES.message_grid]);
    expect(select([{ data_key: ' ', data_value: 'x' }])).toEqual([VARIABLE_MESSAGES.message_grid_input]);
    expect(select([{ data_key: 'k', data_value: '' }])).toEqual([VARIABLE_MESSAGES.message_grid_input]);
    expect(select([{ data_key: 'k'.repeat(20), data_value: 'v'.repeat(200) }])).toEqual([]);
    expect(select([{ data_key: 'k'.repeat(21), data_value: 'v' }])).toEqual([VARIABLE_MESSAGES.dataKeyTooLong]);
    expect(select([{ data_key: 'k', data_value: 'v'.repeat(201) }])).toEqual([VARIABLE_MESSAGES.dataValueTooLong]);
    expect(
      select([
        { data_key: 'k', data_value: 'a' },
        { data_key: 'k', data_value: 'b' },
      ]),
    ).toEqual([VARIABLE_MESSAGES.dataKeyDuplicate('k')]);
    expect(select([{ data_key: 'k', data_value: 'a' }], true)).toEqual([VARIABLE_MESSAGES.dataParentRequired]);
    expect(select([{ data_key: 'k', data_value: 'a', parent_data_key: 'p' }], true)).toEqual([]);
    // Data of other types is never checked (it is dropped on save).
    expect(variableConfigErrors({ id_variable_type: 1, variable_data: [] })).toEqual([]);
  });
});

describe('settings SET0005', () => {
  it('reads variable codes, upper-cased, ignoring junk', () => {
    expect([...disabledVariableCodes([{ variable_code: 'edad' }, { variable_code: '' }, 'COMUNA', 3, null, { other: 1 }])]).toEqual([
      'EDAD',
      'COMUNA',
    ]);
    expect(disabledVariableCodes({}).size).toBe(0);
  });
});

describe('object association (§5)', () => {
  const columns = ['customer_id', 'region', 'segment'];
  it('needs a table and one associated column', () => {
    expect(objectAssociationErrors({ object_name: '', column_match_name: 'x' })).toEqual([
      { field: 'object_name', message: VARIABLE_MESSAGES.objectRequired },
    ]);
    expect(objectAssociationErrors({ object_name: 't', column_match_name: null })).toEqual([
      { field: 'column_match_name', message: 'Seleccione un campo para asociar' },
    ]);
  });
  it('script at most 300 characters', () => {
    const ok = { object_name: 't', column_match_name: 'region' };
    expect(objectAssociationErrors({ ...ok, column_parser_script: 'x'.repeat(300) }, columns)).toEqual([]);
    expect(objectAssociationErrors({ ...ok, column_parser_script: 'x'.repeat(301) }, columns)[0]?.message).toBe(
      VARIABLE_MESSAGES.scriptTooLong,
    );
  });
  it('columns must belong to the table', () => {
    expect(
      objectAssociationErrors({ object_name: 't', column_match_name: 'region', joined_ids_names: [{ name: 'customer_id' }] }, columns),
    ).toEqual([]);
    expect(
      objectAssociationErrors({ object_name: 't', column_match_name: 'region', joined_ids_names: ['nope'] }, columns)[0]?.message,
    ).toBe(VARIABLE_MESSAGES.columnUnknown('nope'));
    expect(objectAssociationErrors({ object_name: 't', column_match_name: 'nada' }, columns)[0]?.message).toBe(
      VARIABLE_MESSAGES.columnUnknown('nada'),
    );
  });
});

describe('variable groups (§5)', () => {
  const ok = { variable_group_name: 'Grupo A', variable_group_priority: '1', id_variables: [3, 1] };
  const messages = (input: Parameters<typeof variableGroupErrors>[0]) => variableGroupErrors(input).map((e) => e.message);
  it('accepts a valid group', () => expect(variableGroupErrors(ok)).toEqual([]));
  it('name required, at least 5 characters (trimmed)', () => {
    expect(messages({ ...ok, variable_group_name: '  ' })).toEqual([VARIABLE_MESSAGES.groupNameRequired]);
    expect(messages({ ...ok, variable_group_name: ' Abcd ' })).toEqual([VARIABLE_MESSAGES.groupNameShort]);
    expect(messages({ ...ok, variable_group_name: 'Abcde' })).toEqual([]);
    expect(messages({ ...ok, variable_group_name: 'ñ'.repeat(101) })).toEqual([VARIABLE_MESSAGES.groupNameLong]);
  });
  it('priority required, numeric, at most 2 characters', () => {
    expect(messages({ ...ok, variable_group_priority: '' })).toEqual([VARIABLE_MESSAGES.groupPriorityRequired]);
    expect(messages({ ...ok, variable_group_priority: null })).toEqual([VARIABLE_MESSAGES.groupPriorityRequired]);
    expect(messages({ ...ok, variable_group_priority: 'a1' })).toEqual([VARIABLE_MESSAGES.groupPriorityNumeric]);
    expect(messages({ ...ok, variable_group_priority: '-1' })).toEqual([VARIABLE_MESSAGES.groupPriorityNumeric]);
    expect(messages({ ...ok, variable_group_priority: 99 })).toEqual([]);
    expect(messages({ ...ok, variable_group_priority: '100' })).toEqual([VARIABLE_MESSAGES.groupPriorityLength]);
  });
  it('at least one variable, none repeated', () => {
    expect(messages({ ...ok, id_variables: [] })).toEqual([VARIABLE_MESSAGES.groupVariablesRequired]);
    expect(messages({ ...ok, id_variables: [1, 1] })).toEqual([VARIABLE_MESSAGES.groupVariableRepeated]);
  });
  it('members ordered by their order field, numbered from 1', () => {
    expect(
      groupMemberIds({
        variables: [
          { id_variable: 5, variable_group_detail_order: 2 },
          { id_variable: 9, variable_group_detail_order: 1 },
        ],
      }),
    ).toEqual([9, 5]);
    expect(groupMemberIds({ id_variables: [4, 2] })).toEqual([4, 2]);
    expect(numberGroupMembers([9, 5])).toEqual([
      { id_variable: 9, variable_group_detail_order: 1 },
      { id_variable: 5, variable_group_detail_order: 2 },
    ]);
  });
  it('drag reorder renumbers from 1', () => {
    const list = [{ id_variable: 1 }, { id_variable: 2 }, { id_variable: 3 }];
    expect(moveGroupMember(list, 2, 0).map((m) => [m.id_variable, m.variable_group_detail_order])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(moveGroupMember(list, 0, 9).map((m) => m.id_variable)).toEqual([1, 2, 3]);
  });
});

describe('filters', () => {
  it('need one value', () => {
    expect(filterHasValue({ variable_code: ' ', variable_name: '', id_variable_type: null })).toBe(false);
    expect(filterHasValue({ variable_code: '', id_variable_type: 3 })).toBe(true);
  });
  it('match local, case-insensitive substrings and the type', () => {
    const v = { variable_code: 'COMUNA_DESPACHO', variable_name: 'Comuna de despacho', id_variable_type: 3 };
    expect(variableMatchesFilter(v, { variable_code: 'despa' })).toBe(true);
    expect(variableMatchesFilter(v, { variable_name: 'COMUNA DE' })).toBe(true);
    expect(variableMatchesFilter(v, { variable_name: 'región' })).toBe(false);
    expect(variableMatchesFilter(v, { id_variable_type: '3' })).toBe(true);
    expect(variableMatchesFilter(v, { id_variable_type: 1 })).toBe(false);
  });
});

describe('CSV writing', () => {
  it('makes formula-looking cells inert and restores them on upload', () => {
    for (const formula of ['=1+1', '+56', '-3', '@SUM(A1)', '\tx']) {
      expect(inertCell(formula)).toBe(`'${formula}`);
      expect(restoreInertCell(inertCell(formula))).toBe(formula);
    }
    expect(inertCell('Región')).toBe('Región');
    expect(restoreInertCell("'hola")).toBe("'hola");
  });
  it('quotes separators, quotes and line breaks; adds BOM and CRLF', () => {
    expect(csvLine(['a,b', 'c"d', 'e\nf', 3, null])).toBe('"a,b","c""d","e\nf",3,');
    expect(csvLine(['a;b', 'c,d'], ';')).toBe('"a;b";c,d');
    expect(csvText([['x'], ['y']])).toBe('\uFEFFx\r\ny\r\n');
  });
  it('templates: headers and three sample rows', () => {
    const lines = (text: string) => text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines(variableTemplateCsv())[0]).toBe('codigo_de_variable,nombre_de_variable');
    expect(lines(variableTemplateCsv())).toHaveLength(4);
    expect(lines(dataTemplateCsv(false))[0]).toBe('codigo,valor');
    expect(lines(dataTemplateCsv(true))[0]).toBe('codigo,valor,codigo_padre');
    expect(lines(dataTemplateCsv(true))).toHaveLength(4);
  });
  it('accepts .csv names only', () => {
    expect(isCsvFileName('datos.CSV')).toBe(true);
    expect(isCsvFileName('datos.xlsx')).toBe(false);
    expect(isCsvFileName('csv')).toBe(false);
  });
});

describe('variable data CSV rows (§5)', () => {
  it('an empty file or a lone header is message_empty_file', () => {
    expect(variableDataFromCsvRows([], false)).toMatchObject({ ok: false, message: VARIABLE_MESSAGES.message_empty_file });
    expect(
      variableDataFromCsvRows(
        [
          ['codigo', 'valor'],
          ['', ''],
        ],
        false,
      ),
    ).toMatchObject({ ok: false, message: VARIABLE_MESSAGES.message_empty_file });
  });
  it('needs codigo and valor in any case and order, BOM aside', () => {
    expect(
      variableDataFromCsvRows(
        [
          ['code', 'value'],
          ['a', 'b'],
        ],
        false,
      ),
    ).toMatchObject({ ok: false, message: 'El archivo CSV debe contener las columnas "codigo" y "valor".' });
    expect(
      variableDataFromCsvRows(
        [
          ['\uFEFFVALOR', ' Codigo '],
          ['Alfa', 'A'],
        ],
        false,
      ),
    ).toEqual({ ok: true, rows: [{ data_key: 'A', data_value: 'Alfa', parent_data_key: null }], skipped: [] });
  });
  it('reads codigo_padre only when the variable has a parent', () => {
    const rows = [
      ['codigo', 'valor', 'codigo_padre'],
      ['101', 'Providencia', '13'],
    ];
    expect(variableDataFromCsvRows(rows, true)).toMatchObject({ ok: true, rows: [{ parent_data_key: '13' }] });
    expect(variableDataFromCsvRows(rows, false)).toMatchObject({ ok: true, rows: [{ parent_data_key: null }] });
  });
  it('skips short rows, long codes and long values with their file row numbers', () => {
    const result = variableDataFromCsvRows(
      [['codigo', 'valor'], ['a', 'Uno'], ['solo'], ['k'.repeat(21), 'x'], ['b', 'v'.repeat(201)], ['c', ''], ['d', '=2+2']],
      false,
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        { data_key: 'a', data_value: 'Uno', parent_data_key: null },
        { data_key: 'd', data_value: '=2+2', parent_data_key: null },
      ],
      skipped: [
        { row: 3, message: 'Fila 3: faltan columnas.' },
        { row: 4, message: 'Fila 4: el código supera los 20 caracteres.' },
        { row: 5, message: 'Fila 5: el valor supera los 200 caracteres.' },
        { row: 6, message: 'Fila 6: el código y el valor son obligatorios.' },
      ],
    });
  });
  it('uses the given line numbers and says when nothing is valid', () => {
    const result = variableDataFromCsvRows(
      [
        ['codigo', 'valor'],
        ['k'.repeat(21), 'x'],
      ],
      false,
      [1, 4],
    );
    expect(result).toEqual({
      ok: false,
      message: VARIABLE_MESSAGES.message_no_valid_records,
      skipped: [{ row: 4, message: 'Fila 4: el código supera los 20 caracteres.' }],
    });
  });
});

describe('variables CSV rows (§5)', () => {
  const header = ['codigo_de_variable', 'nombre_de_variable'];
  it('empty file and wrong headers', () => {
    expect(variablesFromCsvRows([])).toEqual({ ok: false, message: VARIABLE_MESSAGES.errorFileIsEmpty });
    expect(variablesFromCsvRows([header])).toEqual({ ok: false, message: VARIABLE_MESSAGES.errorFileIsEmpty });
    expect(
      variablesFromCsvRows([
        ['nombre_de_variable', 'codigo_de_variable'],
        ['A', 'b'],
      ]),
    ).toEqual({ ok: false, message: VARIABLE_MESSAGES.errorInvalidHeaders });
  });
  it('upper-cases codes and stops at the first error with its row', () => {
    expect(variablesFromCsvRows([header, ['edad_1', 'Edad'], ['ok', 'Bien']])).toEqual({
      ok: true,
      variables: [
        { variable_code: 'EDAD_1', variable_name: 'Edad' },
        { variable_code: 'OK', variable_name: 'Bien' },
      ],
    });
    expect(variablesFromCsvRows([header, ['A', 'x'], ['', 'y'], ['b c', 'z']])).toEqual({
      ok: false,
      message: VARIABLE_MESSAGES.errorEmptyFields(3),
    });
    expect(variablesFromCsvRows([header, ['A', 'x'], ['b-c', 'z']])).toEqual({
      ok: false,
      message: 'Fila 3: el código "b-c" solo puede tener letras, números y guion bajo.',
    });
    expect(variablesFromCsvRows([header, ['A', 'x'], ['a', 'z']])).toEqual({
      ok: false,
      message: VARIABLE_MESSAGES.errorDuplicateCode(3, 'A'),
    });
    expect(variablesFromCsvRows([header, ['A'.repeat(51), 'x']])).toEqual({ ok: false, message: VARIABLE_MESSAGES.errorCodeTooLong(2) });
  });
});
