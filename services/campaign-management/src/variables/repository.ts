import type { Queryable } from '@inca/db';
import { VARIABLE_FLAGS, VARIABLE_SETTINGS, disabledVariableCodes, type NormalizedVariableConfig, type VariableFlags } from '@inca/domain';
import { S } from '../context.ts';

/** Every SQL statement of the variables feature. */

export type VariableRow = VariableFlags & {
  id_variable: number;
  variable_code: string;
  variable_name: string;
  variable_description: string;
  id_variable_type: number | null;
  variable_type_name: string | null;
  flag_object_saved: boolean;
  object_name: string | null;
  column_match_name: string | null;
  joined_ids_names: { name: string }[];
  column_parser_script: string | null;
  variable_min_range: number | null;
  variable_max_range: number | null;
  default_operator: string | null;
  variable_type_big_query: string | null;
  id_variable_parent: number | null;
  variable_parent_code: string | null;
  data_count: number;
  created_time: string;
  modified_time: string;
};

export type VariableDataRowDb = {
  id_variable_data: number;
  data_key: string;
  data_value: string;
  parent_data_key: string | null;
  variable_data_order: number;
};

const COLUMNS = `v.id_variable, v.variable_code, v.variable_name, v.variable_description, v.id_variable_type, t.variable_type_name,
  ${VARIABLE_FLAGS.map((f) => `v.${f}`).join(', ')}, v.flag_object_saved, v.object_name, v.column_match_name, v.joined_ids_names,
  v.column_parser_script, v.variable_min_range::float8 AS variable_min_range, v.variable_max_range::float8 AS variable_max_range,
  v.default_operator, v.variable_type_big_query, v.id_variable_parent, p.variable_code AS variable_parent_code,
  (SELECT count(*)::int FROM ${S}.variable_data d WHERE d.id_variable = v.id_variable) AS data_count,
  v.created_time, v.modified_time`;
const FROM = `${S}.variables v LEFT JOIN ${S}.variable_types t ON t.id_variable_type = v.id_variable_type LEFT JOIN ${S}.variables p ON p.id_variable = v.id_variable_parent`;

export type VariableFilter = { code?: string; name?: string; type?: number };

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Variables matching the filter (case-insensitive substrings, exact type), ordered by code. */
export async function listVariables(db: Queryable, filter: VariableFilter = {}): Promise<VariableRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.code) {
    params.push(`%${likeEscape(filter.code)}%`);
    where.push(`v.variable_code ILIKE $${params.length}`);
  }
  if (filter.name) {
    params.push(`%${likeEscape(filter.name)}%`);
    where.push(`v.variable_name ILIKE $${params.length}`);
  }
  if (filter.type !== undefined) {
    params.push(filter.type);
    where.push(`v.id_variable_type = $${params.length}`);
  }
  const { rows } = await db.query<VariableRow>(
    `SELECT ${COLUMNS} FROM ${FROM} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY v.variable_code`,
    params,
  );
  return rows;
}

export async function variablesByIds(db: Queryable, ids: readonly number[]): Promise<VariableRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<VariableRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE v.id_variable = ANY($1::int[]) ORDER BY v.variable_code`,
    [ids],
  );
  return rows;
}

export async function variableById(db: Queryable, id: number, lock = false): Promise<VariableRow | undefined> {
  if (lock) await db.query(`SELECT 1 FROM ${S}.variables WHERE id_variable = $1 FOR UPDATE`, [id]);
  return (await variablesByIds(db, [id]))[0];
}

/** The codes disabled by setting SET0005 (upper-case). */
export async function disabledCodes(db: Queryable): Promise<Set<string>> {
  const { rows } = await db.query<{ settings_json_value: unknown }>(
    `SELECT settings_json_value FROM ${S}.settings WHERE settings_code = $1`,
    [VARIABLE_SETTINGS.disabledVariables],
  );
  return disabledVariableCodes(rows[0]?.settings_json_value);
}

/** A page of a variable's data in its order, with the total. */
export async function variableData(
  db: Queryable,
  idVariable: number,
  page?: { offset: number; limit: number },
): Promise<{ rows: VariableDataRowDb[]; total: number }> {
  const params: unknown[] = [idVariable];
  let paging = '';
  if (page) {
    params.push(page.limit, page.offset);
    paging = 'LIMIT $2 OFFSET $3';
  }
  const { rows } = await db.query<VariableDataRowDb>(
    `SELECT id_variable_data, data_key, data_value, parent_data_key, variable_data_order FROM ${S}.variable_data
      WHERE id_variable = $1 ORDER BY variable_data_order, id_variable_data ${paging}`,
    params,
  );
  const total = page
    ? (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${S}.variable_data WHERE id_variable = $1`, [idVariable])).rows[0]!.n
    : rows.length;
  return { rows, total };
}

/** Data keys of variables (the parent's keys a child's parent_data_key must name). */
export async function dataKeysOf(db: Queryable, idVariable: number): Promise<Set<string>> {
  const { rows } = await db.query<{ data_key: string }>(`SELECT data_key FROM ${S}.variable_data WHERE id_variable = $1`, [idVariable]);
  return new Set(rows.map((r) => r.data_key));
}

export async function existingCodes(db: Queryable, codes: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ variable_code: string }>(
    `SELECT variable_code FROM ${S}.variables WHERE variable_code = ANY($1::text[])`,
    [codes],
  );
  return rows.map((r) => r.variable_code);
}

/** Inserts new variables (code and name only: type and flags come with their configuration). */
export async function insertVariables(
  db: Queryable,
  variables: readonly { variable_code: string; variable_name: string }[],
): Promise<number[]> {
  const { rows } = await db.query<{ id_variable: number }>(
    `INSERT INTO ${S}.variables (variable_code, variable_name)
       SELECT * FROM unnest($1::text[], $2::text[]) RETURNING id_variable`,
    [variables.map((v) => v.variable_code), variables.map((v) => v.variable_name)],
  );
  return rows.map((r) => r.id_variable);
}

/** Stores a full configuration (§4 normalised) and replaces the data rows. */
export async function saveVariableConfig(
  db: Queryable,
  id: number,
  header: { variable_code: string; variable_name: string; variable_description: string },
  config: NormalizedVariableConfig,
): Promise<void> {
  const flagSets = VARIABLE_FLAGS.map((f, i) => `${f} = $${i + 5}`).join(', ');
  const base = VARIABLE_FLAGS.length + 5;
  await db.query(
    `UPDATE ${S}.variables SET variable_code = $2, variable_name = $3, variable_description = $4, ${flagSets},
        id_variable_type = $${base}, variable_min_range = $${base + 1}, variable_max_range = $${base + 2}, id_variable_parent = $${base + 3},
        variable_type_big_query = $${base + 4}, default_operator = $${base + 5}, modified_time = now()
      WHERE id_variable = $1`,
    [
      id,
      header.variable_code,
      header.variable_name,
      header.variable_description,
      ...VARIABLE_FLAGS.map((f) => config[f]),
      config.id_variable_type,
      config.variable_min_range,
      config.variable_max_range,
      config.id_variable_parent,
      config.variable_type_big_query,
      config.default_operator,
    ],
  );
  await db.query(`DELETE FROM ${S}.variable_data WHERE id_variable = $1`, [id]);
  if (config.variable_data.length > 0) {
    await db.query(
      `INSERT INTO ${S}.variable_data (id_variable, data_key, data_value, parent_data_key, variable_data_order)
         SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::int[])`,
      [
        id,
        config.variable_data.map((d) => d.data_key),
        config.variable_data.map((d) => d.data_value),
        config.variable_data.map((d) => d.parent_data_key),
        config.variable_data.map((d) => d.variable_data_order),
      ],
    );
  }
}

/** Inline save: type and every flag (already following the type), big-query/range/parent/operator cleared as the flags say. */
export async function saveInline(db: Queryable, id: number, type: number, flags: VariableFlags, clearData: boolean): Promise<void> {
  const flagSets = VARIABLE_FLAGS.map((f, i) => `${f} = $${i + 3}`).join(', ');
  await db.query(
    `UPDATE ${S}.variables SET id_variable_type = $2, ${flagSets},
        variable_min_range = CASE WHEN flag_range THEN variable_min_range END,
        variable_max_range = CASE WHEN flag_range THEN variable_max_range END,
        id_variable_parent = CASE WHEN flag_parent_variable_exists THEN id_variable_parent END,
        variable_type_big_query = CASE WHEN flag_object THEN variable_type_big_query END,
        default_operator = CASE WHEN flag_operator THEN default_operator END,
        modified_time = now()
      WHERE id_variable = $1`,
    [id, type, ...VARIABLE_FLAGS.map((f) => flags[f])],
  );
  if (clearData) await db.query(`DELETE FROM ${S}.variable_data WHERE id_variable = $1`, [id]);
}

export async function saveObjectAssociation(
  db: Queryable,
  id: number,
  association: {
    object_name: string;
    column_match_name: string;
    joined_ids_names: { name: string }[];
    column_parser_script: string | null;
  },
): Promise<void> {
  await db.query(
    `UPDATE ${S}.variables SET object_name = $2, column_match_name = $3, joined_ids_names = $4::jsonb, column_parser_script = $5,
        flag_object_saved = true, modified_time = now()
      WHERE id_variable = $1`,
    [
      id,
      association.object_name,
      association.column_match_name,
      JSON.stringify(association.joined_ids_names),
      association.column_parser_script,
    ],
  );
}

/** Groups a variable belongs to (names), for the delete refusal. */
export async function groupsOfVariable(db: Queryable, id: number): Promise<string[]> {
  const { rows } = await db.query<{ variable_group_name: string }>(
    `SELECT g.variable_group_name FROM ${S}.variable_group_details d JOIN ${S}.variable_groups g ON g.id_variable_group = d.id_variable_group
      WHERE d.id_variable = $1 ORDER BY g.variable_group_priority, g.variable_group_name`,
    [id],
  );
  return rows.map((r) => r.variable_group_name);
}

export async function usedByCampaigns(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM ${S}.campaign_params WHERE id_variable = $1 LIMIT 1`, [id]);
  return rows.length > 0;
}

/** Children whose parent is this variable. */
export async function childrenOf(db: Queryable, id: number): Promise<string[]> {
  const { rows } = await db.query<{ variable_code: string }>(
    `SELECT variable_code FROM ${S}.variables WHERE id_variable_parent = $1 ORDER BY variable_code`,
    [id],
  );
  return rows.map((r) => r.variable_code);
}

export async function deleteVariable(db: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await db.query(`DELETE FROM ${S}.variables WHERE id_variable = $1`, [id]);
  return (rowCount ?? 0) > 0;
}

export async function variableTypes(db: Queryable): Promise<{ id_variable_type: number; variable_type_name: string }[]> {
  const { rows } = await db.query<{ id_variable_type: number; variable_type_name: string }>(
    `SELECT id_variable_type, variable_type_name FROM ${S}.variable_types ORDER BY id_variable_type`,
  );
  return rows;
}
