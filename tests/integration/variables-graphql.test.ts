import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VARIABLE_MESSAGES } from '@inca/domain';
import { graphql, login } from '../src/client.ts';

/** Variables, objects and groups through the gateway: shapes, Spanish refusals, nothing written on refusal. */

const RUN = Date.now().toString(36).slice(-5).toUpperCase();
let token = '';
let db: pg.Client;
beforeAll(async () => {
  token = (await login('steward@corp.demo')).token;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(async () => {
  await db?.query(`DELETE FROM campaign_management.variable_groups WHERE variable_group_name LIKE $1`, [`%${RUN}%`]);
  await db?.query(`DELETE FROM campaign_management.variables WHERE variable_code LIKE $1`, [`G${RUN}_%`]);
  await db?.end();
});

const gql = <T>(query: string, variables?: Record<string, unknown>) => graphql<T>(query, { token, variables });
const count = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM campaign_management.variables')).rows[0]!.n);

describe('variables through the gateway', () => {
  it('answers the seeded variables with types, parents and disabled marks from SET0005', async () => {
    const r = await gql<{
      variables: { code: string; type: { name: string } | null; parent: { code: string } | null; disabled: boolean; dataCount: number }[];
    }>('{ variables { code type { name } parent { code } disabled dataCount } }');
    expect(r.errors).toBeUndefined();
    const truth = await db.query<{ variable_code: string; parent: string | null }>(
      `SELECT v.variable_code, p.variable_code AS parent FROM campaign_management.variables v LEFT JOIN campaign_management.variables p ON p.id_variable = v.id_variable_parent ORDER BY v.variable_code`,
    );
    expect(r.data!.variables.map((v) => [v.code, v.parent?.code ?? null])).toEqual(truth.rows.map((t) => [t.variable_code, t.parent]));
    expect(r.data!.variables.some((v) => v.parent !== null)).toBe(true);
    expect(r.data!.variables.some((v) => v.disabled)).toBe(true);
  });

  it('uploads variables from CSV text and refuses a bad file with the spec message, creating nothing', async () => {
    const before = await count();
    const bad = await gql('mutation($c: String!) { uploadVariables(csv: $c) { created } }', {
      c: `codigo_de_variable;nombre_de_variable\nG${RUN}_UNO;Uno\nG${RUN} DOS;Dos\n`,
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toBe(`Fila 3: el código "G${RUN} DOS" solo puede tener letras, números y guion bajo.`);
    expect(await count()).toBe(before);
    const ok = await gql<{ uploadVariables: { created: number; message: string } }>(
      'mutation($c: String!) { uploadVariables(csv: $c) { created message } }',
      {
        c: `codigo_de_variable;nombre_de_variable\nG${RUN}_UNO;Uno\n`,
      },
    );
    expect(ok.data?.uploadVariables).toEqual({ created: 1, message: VARIABLE_MESSAGES.uploadSuccess });
    expect(await count()).toBe(before + 1);
  });

  it('configures a SELECT, pages its data, groups it and reads the group members in order', async () => {
    const created = await gql<{ createVariables: { id: string }[] }>(
      'mutation { createVariables(input: [{ code: "G' +
        RUN +
        '_SEL", name: "Selección" }, { code: "G' +
        RUN +
        '_NUM", name: "Número" }]) { id } }',
    );
    const [sel, num] = created.data!.createVariables.map((v) => v.id);
    const refused = await gql(
      'mutation($id: ID!) { updateVariable(id: $id, input: { code: "G' +
        RUN +
        '_SEL", name: "Selección", typeId: "3", data: [] }) { id } }',
      { id: sel },
    );
    expect(refused.errors?.[0]?.message).toBe(VARIABLE_MESSAGES.message_grid);
    const data = Array.from({ length: 25 }, (_, i) => ({ key: `K${i + 1}`, value: `Valor ${i + 1}` }));
    const saved = await gql<{
      updateVariable: {
        type: { id: string };
        multipleSelect: boolean;
        range: boolean;
        dataCount: number;
        data: { total: number; rows: { rowNumber: number; key: string }[] };
      };
    }>(
      'mutation($id: ID!, $i: VariableConfigInput!) { updateVariable(id: $id, input: $i) { type { id } multipleSelect range dataCount data(page: 3, pageSize: 10) { total rows { rowNumber key } } } }',
      {
        id: sel,
        i: { code: `G${RUN}_SEL`, name: 'Selección', typeId: '3', multipleSelect: true, range: true, minRange: '1', maxRange: '2', data },
      },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateVariable).toMatchObject({
      type: { id: '3' },
      multipleSelect: true,
      range: false,
      dataCount: 25,
      data: { total: 25 },
    });
    expect(saved.data!.updateVariable.data.rows.map((r) => [r.rowNumber, r.key])).toEqual([
      [21, 'K21'],
      [22, 'K22'],
      [23, 'K23'],
      [24, 'K24'],
      [25, 'K25'],
    ]);
    const group = await gql<{
      createVariableGroup: { id: string; name: string; members: { order: number; variable: { code: string } }[] };
    }>('mutation($i: VariableGroupInput!) { createVariableGroup(input: $i) { id name members { order variable { code } } } }', {
      i: { name: `Grupo gql ${RUN}`, priority: '12', variableIds: [num, sel] },
    });
    expect(group.errors).toBeUndefined();
    expect(group.data!.createVariableGroup.members).toEqual([
      { order: 1, variable: { code: `G${RUN}_NUM` } },
      { order: 2, variable: { code: `G${RUN}_SEL` } },
    ]);
    const short = await gql('mutation($i: VariableGroupInput!) { createVariableGroup(input: $i) { id } }', {
      i: { name: 'Gru', priority: '1', variableIds: [num] },
    });
    expect(short.errors?.[0]).toMatchObject({ message: VARIABLE_MESSAGES.groupNameShort, extensions: { code: 'BAD_USER_INPUT' } });
    const inGroup = await gql('mutation($id: ID!) { deleteVariable(id: $id) }', { id: sel });
    expect(inGroup.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(inGroup.errors?.[0]?.message).toBe(VARIABLE_MESSAGES.deleteInGroup(`Grupo gql ${RUN}`));
  });

  it('reads a data CSV for the grid without storing it', async () => {
    const r = await gql<{
      readVariableDataCsv: {
        rows: { rowNumber: number; key: string; value: string; parentKey: string | null }[];
        skipped: { row: number; message: string }[];
      };
    }>(
      'mutation($c: String!) { readVariableDataCsv(csv: $c, withParent: true) { rows { rowNumber key value parentKey } skipped { row message } } }',
      { c: '\uFEFFcodigo;valor;codigo_padre\n"A;1";Alfa;P\n;sin código;P\n' },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.readVariableDataCsv).toEqual({
      rows: [{ rowNumber: 1, key: 'A;1', value: 'Alfa', parentKey: 'P' }],
      skipped: [{ row: 3, message: 'Fila 3: el código y el valor son obligatorios.' }],
    });
    const wrong = await gql('mutation { readVariableDataCsv(csv: "code;value\\n1;2\\n", withParent: false) { rows { key } } }');
    expect(wrong.errors?.[0]?.message).toBe('El archivo CSV debe contener las columnas "codigo" y "valor".');
  });
});
