import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VARIABLE_MESSAGES } from '@inca/domain';
import { login, rest } from '../src/client.ts';

/**
 * The variables side of campaign-management: variables, variable data, CSV uploads and
 * templates, objects from the warehouse catalogue, variable groups. Every refusal is a 400/409
 * with its Spanish message and leaves every variables table as it was.
 */

type Err = { status: false; code: string; message: string };
type Ok<T> = { status: true; data: T; message?: string };
type Variable = Record<string, unknown> & {
  id_variable: number;
  variable_code: string;
  id_variable_type: number | null;
  flag_disabled: boolean;
};

const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const code = (name: string) => `T${RUN}_${name}`;
let token = '';
let userToken = '';
let db: pg.Client;

beforeAll(async () => {
  token = (await login('analyst@retail.demo')).token;
  userToken = (await login('user@brand.demo')).token;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(async () => {
  await db?.query(`DELETE FROM campaign_management.variable_groups WHERE variable_group_name LIKE $1`, [`%${RUN}%`]);
  await db?.query(`DELETE FROM campaign_management.variables WHERE variable_code LIKE $1 AND id_variable_parent IS NOT NULL`, [
    `T${RUN}_%`,
  ]);
  await db?.query(`DELETE FROM campaign_management.variables WHERE variable_code LIKE $1`, [`T${RUN}_%`]);
  await db?.end();
});

const cm = <T>(path: string, init: { method?: string; body?: unknown; as?: string } = {}) =>
  rest<T>('campaign-management', `/campaign-management${path}`, { token: init.as ?? token, method: init.method, body: init.body });

/** Posts a file as its raw bytes (text/csv), as a signed upload link does. */
async function upload<T>(path: string, content: string | Buffer): Promise<{ status: number; body: T }> {
  const response = await fetch(`${inject('serviceUrls')['campaign-management']}/campaign-management${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: content,
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A fingerprint of every variables table: a refused request must leave it unchanged. */
async function fingerprint(): Promise<string> {
  const { rows } = await db.query<{ f: string }>(
    `SELECT md5(concat_ws('|',
        (SELECT string_agg(to_jsonb(v)::text, ',' ORDER BY id_variable) FROM campaign_management.variables v),
        (SELECT string_agg(to_jsonb(d)::text, ',' ORDER BY id_variable_data) FROM campaign_management.variable_data d),
        (SELECT string_agg(to_jsonb(g)::text, ',' ORDER BY id_variable_group) FROM campaign_management.variable_groups g),
        (SELECT string_agg(to_jsonb(m)::text, ',' ORDER BY id_variable_group_detail) FROM campaign_management.variable_group_details m))) AS f`,
  );
  return rows[0]!.f;
}

async function refusedWithoutWrite(
  call: () => Promise<{ status: number; body: unknown }>,
  status: number,
  message: string | RegExp,
): Promise<void> {
  const before = await fingerprint();
  const r = await call();
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  const body = r.body as Err;
  expect(body.status).toBe(false);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(await fingerprint()).toBe(before);
}

async function create(...codes: string[]): Promise<number[]> {
  const r = await cm<Ok<{ id_variable_ids: never; id_variables: number[] }>>('/variables', {
    method: 'POST',
    body: { data: codes.map((c) => ({ variable_code: c, variable_name: `Variable ${c}` })) },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.id_variables;
}

const one = async (id: number) =>
  (
    await cm<
      Ok<
        Variable & {
          variable_data: { data_key: string; data_value: string; parent_data_key: string | null; variable_data_order: number }[];
        }
      >
    >(`/variables/${id}`)
  ).body.data;

describe('variables: list, types, create', () => {
  it('answers the five variable types under /campaign-management', async () => {
    const r = await cm<Ok<{ id_variable_type: number; variable_type_name: string }[]>>('/variables/variable-type');
    expect(r.body.data).toEqual([
      { id_variable_type: 1, variable_type_name: 'NUMBER' },
      { id_variable_type: 2, variable_type_name: 'TXT' },
      { id_variable_type: 3, variable_type_name: 'SELECT' },
      { id_variable_type: 5, variable_type_name: 'DATETIME' },
      { id_variable_type: 7, variable_type_name: 'TABLA' },
    ]);
  });

  it('creates variables with upper-cased codes and filters by code, name and type', async () => {
    const [id] = await create(code('lista').toLowerCase());
    const found = (await cm<Ok<Variable[]>>(`/variables?variable_code=${encodeURIComponent(code('LIS').toLowerCase())}`)).body.data;
    expect(found.map((v) => v.id_variable)).toEqual([id]);
    expect(found[0]!.variable_code).toBe(code('LISTA'));
    expect(found[0]!.id_variable_type).toBeNull();
    const byName = (await cm<Ok<Variable[]>>(`/variables?variable_name=${encodeURIComponent(`variable ${code('lista')}`)}`)).body.data;
    expect(byName.map((v) => v.id_variable)).toEqual([id]);
    const selects = (await cm<Ok<Variable[]>>('/variables?id_variable_type=3')).body.data;
    expect(selects.length).toBeGreaterThan(0);
    expect(selects.every((v) => v.id_variable_type === 3)).toBe(true);
  });

  it('refuses invalid, repeated and taken codes, writing nothing', async () => {
    await create(code('TOMADO'));
    await refusedWithoutWrite(
      () => cm('/variables', { method: 'POST', body: { data: [{ variable_code: 'con espacio', variable_name: 'x' }] } }),
      400,
      /solo puede tener letras, números y guion bajo/,
    );
    await refusedWithoutWrite(
      () =>
        cm('/variables', {
          method: 'POST',
          body: {
            data: [
              { variable_code: code('NUEVO'), variable_name: 'a' },
              { variable_code: code('TOMADO'), variable_name: 'b' },
            ],
          },
        }),
      400,
      VARIABLE_MESSAGES.codeTaken(code('TOMADO')),
    );
    await refusedWithoutWrite(() => cm('/variables', { method: 'POST', body: { data: [] } }), 400, 'Debe indicar al menos una variable.');
  });

  it('marks the variables of SET0005 disabled and refuses changing their code, name or data', async () => {
    const disabled = (
      await db.query<{ code: string }>(
        `SELECT e->>'variable_code' AS code FROM campaign_management.settings, jsonb_array_elements(settings_json_value) e WHERE settings_code = 'SET0005'`,
      )
    ).rows.map((r) => r.code);
    expect(disabled.length).toBeGreaterThan(0);
    const all = (await cm<Ok<Variable[]>>('/variables')).body.data;
    const target = all.find((v) => v.variable_code === disabled[0]);
    expect(target?.flag_disabled).toBe(true);
    expect(all.filter((v) => !disabled.includes(v.variable_code)).every((v) => !v.flag_disabled)).toBe(true);
    const full = await one(target!.id_variable);
    await refusedWithoutWrite(
      () => cm('/variables/edit', { method: 'PUT', body: { ...full, variable_name: `${full.variable_name} cambiado` } }),
      400,
      VARIABLE_MESSAGES.disabledVariable,
    );
    await refusedWithoutWrite(() => cm(`/variables/${target!.id_variable}`, { method: 'DELETE' }), 409, VARIABLE_MESSAGES.disabledVariable);
  });
});

describe('variables: configuration (§4 save rules, §5 validation)', () => {
  let parentId = 0;
  let childId = 0;
  let numberId = 0;

  beforeAll(async () => {
    [parentId = 0, childId = 0, numberId = 0] = await create(code('REGION'), code('COMUNA'), code('MONTO'));
    const r = await cm('/variables/edit', {
      method: 'PUT',
      body: {
        id_variable: parentId,
        variable_code: code('REGION'),
        variable_name: 'Región',
        id_variable_type: 3,
        flag_multiple_select: true,
        flag_range: true,
        variable_min_range: 1,
        variable_max_range: 5,
        flag_object: false,
        variable_type_big_query: 'STRING',
        variable_data: [
          { data_key: '13', data_value: 'Metropolitana' },
          { data_key: '5', data_value: 'Valparaíso' },
        ],
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });

  it('stores supported flags, forces the others false and clears what their flags turned off', async () => {
    const parent = await one(parentId);
    expect(parent).toMatchObject({
      id_variable_type: 3,
      flag_multiple_select: true,
      flag_range: false,
      variable_min_range: null,
      variable_max_range: null,
      variable_type_big_query: null,
      flag_disabled: false,
    });
    expect(parent.variable_data.map((d) => [d.data_key, d.variable_data_order])).toEqual([
      ['13', 1],
      ['5', 2],
    ]);
  });

  it('saves a SELECT with a parent: data keys name the parent keys', async () => {
    const body = {
      id_variable: childId,
      variable_code: code('COMUNA'),
      variable_name: 'Comuna',
      id_variable_type: 3,
      flag_parent_variable_exists: true,
      id_variable_parent: parentId,
      flag_required: true,
      variable_data: [
        { data_key: '101', data_value: 'Providencia', parent_data_key: '13' },
        { data_key: '501', data_value: 'Viña del Mar', parent_data_key: '5' },
      ],
    };
    await refusedWithoutWrite(
      () =>
        cm('/variables/edit', {
          method: 'PUT',
          body: { ...body, variable_data: [{ data_key: '9', data_value: 'X', parent_data_key: '99' }] },
        }),
      400,
      VARIABLE_MESSAGES.dataParentUnknown('99'),
    );
    await refusedWithoutWrite(
      () => cm('/variables/edit', { method: 'PUT', body: { ...body, id_variable_parent: childId } }),
      400,
      VARIABLE_MESSAGES.parentSelf,
    );
    await refusedWithoutWrite(
      () => cm('/variables/edit', { method: 'PUT', body: { ...body, id_variable_parent: numberId } }),
      400,
      VARIABLE_MESSAGES.parentNotSelect,
    );
    const r = await cm<Ok<null>>('/variables/edit', { method: 'PUT', body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('Se actualizó la variable.');
    const child = await one(childId);
    expect(child).toMatchObject({ id_variable_parent: parentId, flag_parent_variable_exists: true, flag_required: true });
    expect(child.variable_data.map((d) => d.parent_data_key)).toEqual(['13', '5']);
    // The paged data path.
    const page = await cm<Ok<{ rows: { data_key: string; row_number: number }[]; total: number }>>(
      `/variables/data?id_variable=${childId}&page=2&page_size=1`,
    );
    expect(page.body.data).toMatchObject({ total: 2, rows: [{ data_key: '501', row_number: 2 }] });
  });

  it('refuses each §5 rule with its message, writing nothing', async () => {
    const select = { id_variable: numberId, variable_code: code('MONTO'), variable_name: 'Monto', id_variable_type: 3 };
    const edit = (body: object) => () => cm('/variables/edit', { method: 'PUT', body });
    await refusedWithoutWrite(edit({ ...select, variable_data: [] }), 400, VARIABLE_MESSAGES.message_grid);
    await refusedWithoutWrite(
      edit({ ...select, variable_data: [{ data_key: ' ', data_value: 'x' }] }),
      400,
      VARIABLE_MESSAGES.message_grid_input,
    );
    await refusedWithoutWrite(
      edit({ ...select, variable_data: [{ data_key: 'K'.repeat(21), data_value: 'x' }] }),
      400,
      VARIABLE_MESSAGES.dataKeyTooLong,
    );
    await refusedWithoutWrite(
      edit({ ...select, variable_data: [{ data_key: 'K', data_value: 'v'.repeat(201) }] }),
      400,
      VARIABLE_MESSAGES.dataValueTooLong,
    );
    const number = { ...select, id_variable_type: 1, flag_range: true };
    await refusedWithoutWrite(edit({ ...number, variable_min_range: 10 }), 400, VARIABLE_MESSAGES.required);
    await refusedWithoutWrite(edit({ ...number, variable_min_range: 'diez', variable_max_range: 20 }), 400, VARIABLE_MESSAGES.numeric);
    await refusedWithoutWrite(edit({ ...number, variable_min_range: 30, variable_max_range: 20 }), 400, VARIABLE_MESSAGES.rangeOrder);
    await refusedWithoutWrite(edit({ ...number, id_variable_type: 4 }), 400, VARIABLE_MESSAGES.typeUnknown);
    await refusedWithoutWrite(
      edit({ ...number, variable_code: code('REGION'), variable_min_range: 1, variable_max_range: 2 }),
      400,
      VARIABLE_MESSAGES.codeTaken(code('REGION')),
    );
    await refusedWithoutWrite(
      edit({ ...number, variable_name: 'a\u0000b', variable_min_range: 1, variable_max_range: 2 }),
      400,
      /control|no permitid|carácter/i,
    );
    const ok = await cm('/variables/edit', {
      method: 'PUT',
      body: { ...number, variable_min_range: '0', variable_max_range: 500000, flag_operator: true, default_operator: 'IN' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await one(numberId)).toMatchObject({
      id_variable_type: 1,
      flag_range: true,
      variable_min_range: 0,
      variable_max_range: 500000,
      default_operator: 'IN',
      variable_data: [],
    });
  });

  it('inline save: type required; flags follow the type; data goes when the type is no longer SELECT', async () => {
    await refusedWithoutWrite(
      () => cm('/variables/edit', { method: 'PUT', body: { id_variable: parentId, flag_object: true, flag_required: true } }),
      400,
      VARIABLE_MESSAGES.typeRequired,
    );
    const [id] = await create(code('INLINE'));
    const configured = await cm('/variables/edit', {
      method: 'PUT',
      body: {
        id_variable: id,
        variable_code: code('INLINE'),
        variable_name: 'Inline',
        id_variable_type: 3,
        flag_multiple_select: true,
        variable_data: [{ data_key: 'A', data_value: 'a' }],
      },
    });
    expect(configured.status).toBe(200);
    const r = await cm('/variables/edit', {
      method: 'PUT',
      body: { id_variable: id, id_variable_type: 7, flag_object: true, flag_required: true },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await one(id!)).toMatchObject({
      id_variable_type: 7,
      flag_object: false,
      flag_required: true,
      flag_multiple_select: false,
      variable_data: [],
    });
  });
});

describe('variables: CSV files', () => {
  it('template.csv for variables and for data (basic and with parent)', async () => {
    const get = async (path: string) => {
      const response = await fetch(`${inject('serviceUrls')['campaign-management']}/campaign-management${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.headers.get('content-disposition')).toContain('template.csv');
      return (await response.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    const variables = await get('/variables/template');
    expect(variables[0]).toBe('codigo_de_variable,nombre_de_variable');
    expect(variables).toHaveLength(4);
    expect((await get('/variables/data-template'))[0]).toBe('codigo,valor');
    expect((await get('/variables/data-template?with_parent=true'))[0]).toBe('codigo,valor,codigo_padre');
  });

  it('reads a data CSV as Spanish Excel writes it: BOM, semicolons, quotes; skips bad rows with their row numbers', async () => {
    const csv =
      '\uFEFFCodigo;Valor;codigo_padre\r\n"101";"Providencia; centro";13\r\n102;"Las ""Condes""";13\r\nsolo\r\n' +
      `${'X'.repeat(21)};largo;13\r\n'=1+1;fórmula;5\r\n`;
    const r = await upload<
      Ok<{ rows: { data_key: string; data_value: string; parent_data_key: string | null }[]; skipped: { row: number; message: string }[] }>
    >('/variables/data/upload?with_parent=true', csv);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.rows).toEqual([
      { data_key: '101', data_value: 'Providencia; centro', parent_data_key: '13' },
      { data_key: '102', data_value: 'Las "Condes"', parent_data_key: '13' },
      { data_key: '=1+1', data_value: 'fórmula', parent_data_key: '5' },
    ]);
    expect(r.body.data.skipped).toEqual([
      { row: 4, message: 'Fila 4: faltan columnas.' },
      { row: 5, message: 'Fila 5: el código supera los 20 caracteres.' },
    ]);
    // Without a parent the codigo_padre column is not read; commas work as well.
    const basic = await upload<Ok<{ rows: { parent_data_key: string | null }[] }>>(
      '/variables/data/upload?with_parent=false',
      'codigo,valor,codigo_padre\n1,Uno,9\n',
    );
    expect(basic.body.data.rows).toEqual([{ data_key: '1', data_value: 'Uno', parent_data_key: null }]);
  });

  it('refuses empty files, wrong headers, no valid rows and broken quoting', async () => {
    const refuse = async (csv: string, message: string | RegExp) => {
      const r = await upload<Err>('/variables/data/upload', csv);
      expect(r.status).toBe(400);
      if (typeof message === 'string') expect(r.body.message).toBe(message);
      else expect(r.body.message).toMatch(message);
    };
    await refuse('', VARIABLE_MESSAGES.message_empty_file);
    await refuse('codigo;valor\r\n', VARIABLE_MESSAGES.message_empty_file);
    await refuse('code;value\r\na;b\r\n', 'El archivo CSV debe contener las columnas "codigo" y "valor".');
    await refuse(`codigo;valor\r\n${'K'.repeat(25)};v\r\n`, VARIABLE_MESSAGES.message_no_valid_records);
    await refuse('codigo;valor\r\n"a;b\r\n', /No se pudo leer el archivo/);
    const xlsx = await fetch(
      `${inject('serviceUrls')['campaign-management']}/campaign-management/variables/data/upload?file_name=datos.xlsx`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
        body: 'codigo;valor\n1;a\n',
      },
    );
    expect(xlsx.status).toBe(400);
    expect(((await xlsx.json()) as Err).message).toBe(VARIABLE_MESSAGES.csvOnly);
  });

  it('uploads new variables from CSV; every refusal stops at the first error and writes nothing', async () => {
    const ok = await upload<Ok<{ created: number }>>(
      '/variables/upload',
      `\uFEFFcodigo_de_variable;nombre_de_variable\r\n${code('csv_uno')};"Uno; primero"\r\n${code('CSV_DOS')};Dos\r\n`,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ message: VARIABLE_MESSAGES.uploadSuccess, data: { created: 2 } });
    const names = (
      await db.query<{ variable_code: string; variable_name: string }>(
        `SELECT variable_code, variable_name FROM campaign_management.variables WHERE variable_code LIKE $1 ORDER BY 1`,
        [`T${RUN}_CSV_%`],
      )
    ).rows;
    expect(names).toEqual([
      { variable_code: code('CSV_DOS'), variable_name: 'Dos' },
      { variable_code: code('CSV_UNO'), variable_name: 'Uno; primero' },
    ]);
    const refuse = (csv: string, message: string) => refusedWithoutWrite(() => upload('/variables/upload', csv), 400, message);
    await refuse('', VARIABLE_MESSAGES.errorNoFile);
    await refuse('\r\n\r\n', VARIABLE_MESSAGES.errorFileIsEmpty);
    await refuse('nombre_de_variable,codigo_de_variable\nA,b\n', VARIABLE_MESSAGES.errorInvalidHeaders);
    await refuse(`codigo_de_variable,nombre_de_variable\n${code('CSV_TRES')},Tres\n,Sin código\n`, VARIABLE_MESSAGES.errorEmptyFields(3));
    await refuse(
      `codigo_de_variable,nombre_de_variable\n${code('CSV_TRES')},Tres\nmal-codigo,X\n`,
      'Fila 3: el código "mal-codigo" solo puede tener letras, números y guion bajo.',
    );
    await refuse(`codigo_de_variable,nombre_de_variable\n${code('CSV_UNO')},Otra vez\n`, VARIABLE_MESSAGES.codeTaken(code('CSV_UNO')));
    await refuse(`codigo_de_variable,nombre_de_variable\n${'A'.repeat(51)},Largo\n`, VARIABLE_MESSAGES.errorCodeTooLong(2));
  });
});

describe('objects from the warehouse catalogue', () => {
  it('lists the warehouse tables and their columns, filtered by table name', async () => {
    const r =
      await cm<Ok<{ document_id: string; table: { projectId: string; datasetId: string; objectId: string } }[]>>(
        '/objects?table_name=FIDELIZ',
      );
    expect(r.status).toBe(200);
    const customers = r.body.data.find((o) => o.table.objectId === 'fidelizacion');
    expect(customers, JSON.stringify(r.body)).toBeDefined();
    expect(r.body.data.every((o) => o.table.objectId.includes('fideliz'))).toBe(true);
    const none = await cm<Ok<unknown[]>>('/objects?table_name=no_existe_tabla');
    expect(none.body.data).toEqual([]);
    const details = await cm<Ok<Record<string, { schema: { fields: { name: string }[] } }>>>('/objects/details', {
      method: 'POST',
      body: {
        tables: [
          {
            projectId: customers!.table.projectId,
            datasetId: customers!.table.datasetId,
            tableId: 'fidelizacion',
            domain_table: 'audiences',
          },
        ],
      },
    });
    const fields = details.body.data.fidelizacion!.schema.fields.map((f) => f.name);
    // Ground truth: the warehouse has these columns (packages/warehouse objects.ts).
    expect(fields.length).toBeGreaterThan(3);
    expect(fields).toContain('customer_id');
  });

  it('associates one column of a table with a variable; refuses a missing column, unknown columns and long scripts', async () => {
    const objects = (await cm<Ok<{ document_id: string; table: { objectId: string } }[]>>('/objects')).body.data;
    const table = objects.find((o) => o.table.objectId === 'fidelizacion')!.document_id;
    const [id] = await create(code('OBJETO'));
    const typed = await cm('/variables/edit', {
      method: 'PUT',
      body: { id_variable: id, id_variable_type: 2, flag_object: true, flag_required: false },
    });
    expect(typed.status).toBe(200);
    const save = (body: object) => () =>
      cm('/variables/edit-variable-object', { method: 'PUT', body: { id_variable: id, id_variable_type: 2, object_name: table, ...body } });
    await refusedWithoutWrite(save({ column_match_name: null }), 400, 'Seleccione un campo para asociar');
    await refusedWithoutWrite(
      save({ column_match_name: 'customer_id', column_parser_script: 'x'.repeat(301) }),
      400,
      VARIABLE_MESSAGES.scriptTooLong,
    );
    await refusedWithoutWrite(save({ column_match_name: 'no_existe' }), 400, VARIABLE_MESSAGES.columnUnknown('no_existe'));
    await refusedWithoutWrite(save({ object_name: 'x.y.z', column_match_name: 'customer_id' }), 400, VARIABLE_MESSAGES.objectUnknown);
    await refusedWithoutWrite(save({ id_variable_type: 5, column_match_name: 'customer_id' }), 400, VARIABLE_MESSAGES.objectNotAllowed);
    const ok = await save({
      column_match_name: 'customer_id',
      joined_ids_names: [{ name: 'customer_id' }, 'customer_id'],
      column_parser_script: 'trim(x)',
    })();
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await one(id!)).toMatchObject({
      flag_object_saved: true,
      object_name: table,
      column_match_name: 'customer_id',
      joined_ids_names: [{ name: 'customer_id' }],
      column_parser_script: 'trim(x)',
    });
  });
  it("shows each user only the tables the table catalogue shows them: never another company's", async () => {
    // Ground truth: the datasets of each company's tables (packages/warehouse COMPANY_DATASETS).
    type Listed = { document_id: string; table: { projectId: string; datasetId: string; objectId: string } };
    const asUser = (await cm<Ok<Listed[]>>('/objects', { as: userToken })).body.data;
    expect(asUser.length).toBeGreaterThan(0);
    expect([...new Set(asUser.map((o) => o.table.datasetId))]).toEqual(['marcas']);
    const admin = (await login('admin@corp.demo')).token;
    const every = (await cm<Ok<Listed[]>>('/objects', { as: admin })).body.data;
    expect([...new Set(every.map((o) => o.table.datasetId))]).toEqual(
      expect.arrayContaining(['corporativo', 'retail', 'marcas', 'financiera']),
    );
    const retail = every.find((o) => o.table.datasetId === 'retail' && o.table.objectId === 'compras')!;
    // Named directly, another company's table answers no columns.
    const details = await cm<Ok<Record<string, unknown>>>('/objects/details', {
      method: 'POST',
      as: userToken,
      body: { tables: [{ projectId: retail.table.projectId, datasetId: 'retail', tableId: 'compras', domain_table: 'audiences' }] },
    });
    expect(details.status).toBe(200);
    expect(details.body.data).toEqual({});
    // Nor can it be associated with a variable: answered as an unknown table.
    const [id] = await create(code('AJENA'));
    await cm('/variables/edit', { method: 'PUT', body: { id_variable: id, id_variable_type: 2, flag_object: true, flag_required: false } });
    const save = () =>
      cm('/variables/edit-variable-object', {
        method: 'PUT',
        as: userToken,
        body: { id_variable: id, id_variable_type: 2, object_name: retail.document_id, column_match_name: 'customer_id' },
      });
    await refusedWithoutWrite(save, 400, VARIABLE_MESSAGES.objectUnknown);
  });
});

describe('variable groups', () => {
  let ids: number[] = [];
  let groupId = 0;
  beforeAll(async () => {
    ids = await create(code('G1'), code('G2'), code('G3'));
  });

  it('refuses each §5 group rule, writing nothing', async () => {
    const body = { variable_group_name: `Grupo ${RUN}`, variable_group_priority: '3', id_variables: ids };
    const post = (over: object) => () => cm('/variable-groups', { method: 'POST', body: { ...body, ...over } });
    await refusedWithoutWrite(post({ variable_group_name: 'Abcd' }), 400, VARIABLE_MESSAGES.groupNameShort);
    await refusedWithoutWrite(post({ variable_group_name: '' }), 400, VARIABLE_MESSAGES.groupNameRequired);
    await refusedWithoutWrite(post({ variable_group_priority: '100' }), 400, VARIABLE_MESSAGES.groupPriorityLength);
    await refusedWithoutWrite(post({ variable_group_priority: 'a' }), 400, VARIABLE_MESSAGES.groupPriorityNumeric);
    await refusedWithoutWrite(post({ variable_group_priority: null }), 400, VARIABLE_MESSAGES.groupPriorityRequired);
    await refusedWithoutWrite(post({ id_variables: [] }), 400, VARIABLE_MESSAGES.groupVariablesRequired);
    await refusedWithoutWrite(post({ id_variables: [ids[0], ids[0]] }), 400, VARIABLE_MESSAGES.groupVariableRepeated);
    await refusedWithoutWrite(post({ id_variables: [2_000_000_000] }), 400, VARIABLE_MESSAGES.groupVariableUnknown);
  });

  it('creates a group with members numbered from 1, reorders and edits it, lists and filters it', async () => {
    const r = await cm<Ok<{ id_variable_group: number }>>('/variable-groups', {
      method: 'POST',
      body: {
        variable_group_name: `Grupo ${RUN}`,
        variable_group_priority: '7',
        variables: ids.map((id, i) => ({ id_variable: id, variable_group_detail_order: 3 - i })),
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    groupId = r.body.data.id_variable_group;
    const details = async () =>
      (
        await cm<
          Ok<{
            variable_group: { variable_group_name: string; variable_group_priority: number };
            variables: { id_variable: number; variable_group_detail_order: number }[];
            variable_list: unknown[];
          }>
        >(`/variable-groups/details?id_variable_group=${groupId}`)
      ).body.data;
    const first = await details();
    expect(first.variables.map((m) => [m.id_variable, m.variable_group_detail_order])).toEqual([
      [ids[2], 1],
      [ids[1], 2],
      [ids[0], 3],
    ]);
    expect(first.variable_list.length).toBeGreaterThanOrEqual(3);
    await refusedWithoutWrite(
      () =>
        cm('/variable-groups', {
          method: 'POST',
          body: { variable_group_name: `grupo ${RUN}`, variable_group_priority: 1, id_variables: ids },
        }),
      400,
      VARIABLE_MESSAGES.groupNameTaken,
    );
    const moved = await cm('/variable-groups', {
      method: 'PUT',
      body: {
        id_variable_group: groupId,
        variable_group_name: `Grupo ${RUN} editado`,
        variable_group_priority: '07',
        id_variables: [ids[0], ids[2]],
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const second = await details();
    expect(second.variable_group).toMatchObject({ variable_group_name: `Grupo ${RUN} editado`, variable_group_priority: 7 });
    expect(second.variables.map((m) => [m.id_variable, m.variable_group_detail_order])).toEqual([
      [ids[0], 1],
      [ids[2], 2],
    ]);
    const listed = (await cm<Ok<{ id_variable_group: number }[]>>(`/variable-groups?variable_group_name=${RUN.toLowerCase()}%20edit`)).body
      .data;
    expect(listed.map((g) => g.id_variable_group)).toEqual([groupId]);
    const today = new Date().toISOString().slice(0, 10);
    const future = (await cm<Ok<unknown[]>>(`/variable-groups?variable_group_name=${RUN}&created_from=2999-01-01`)).body.data;
    expect(future).toEqual([]);
    expect((await cm<Ok<unknown[]>>(`/variable-groups?created_to=1999-12-31`)).body.data).toEqual([]);
    expect(today).toMatch(/^\d{4}/);
    const empty = (await cm<Ok<{ variable_group: null; variables: unknown[] }>>('/variable-groups/details?id_variable_group=0')).body.data;
    expect(empty).toMatchObject({ variable_group: null, variables: [] });
  });

  it('a variable in a group cannot be deleted; a free one can; the group can be deleted', async () => {
    await refusedWithoutWrite(
      () => cm(`/variables/${ids[0]}`, { method: 'DELETE' }),
      409,
      VARIABLE_MESSAGES.deleteInGroup(`Grupo ${RUN} editado`),
    );
    const free = await cm<Ok<null>>(`/variables/${ids[1]}`, { method: 'DELETE' });
    expect(free.status).toBe(200);
    expect(free.body.message).toBe(VARIABLE_MESSAGES.confirm_delete_message);
    expect((await db.query('SELECT 1 FROM campaign_management.variables WHERE id_variable = $1', [ids[1]])).rowCount).toBe(0);
    expect((await cm(`/variables/${ids[1]}`, { method: 'DELETE' })).status).toBe(404);
    const gone = await cm<Ok<null>>(`/variable-groups/${groupId}`, { method: 'DELETE' });
    expect(gone.status).toBe(200);
    expect((await cm(`/variable-groups/details?id_variable_group=${groupId}`)).status).toBe(404);
  });

  it('a group campaigns use cannot be deleted', async () => {
    const used = (
      await db.query<{ id_variable_group: number }>(`SELECT id_variable_group FROM campaign_management.campaign_variable_groups LIMIT 1`)
    ).rows[0];
    expect(used, 'the demo data assigns groups to campaigns').toBeDefined();
    await refusedWithoutWrite(
      () => cm(`/variable-groups/${used!.id_variable_group}`, { method: 'DELETE' }),
      409,
      VARIABLE_MESSAGES.groupInCampaign,
    );
  });

  it('needs a signed-in user, and any role may use the variable screens (§6 names no role)', async () => {
    const anonymous = await fetch(`${inject('serviceUrls')['campaign-management']}/campaign-management/variables`);
    expect(anonymous.status).toBe(401);
    const asUser = await cm<Ok<unknown[]>>('/variable-groups', { as: userToken });
    expect(asUser.status).toBe(200);
  });
});
