import type { Queryable } from '@inca/db';
import { S } from '../context.ts';

/** Every SQL statement of the variable groups feature. */

export type GroupRow = {
  id_variable_group: number;
  variable_group_name: string;
  variable_group_priority: number;
  description: string;
  icon: string;
  created_time: string;
  modified_time: string;
  variables_count: number;
};
export type MemberRow = {
  id_variable_group_detail: number;
  id_variable_group: number;
  id_variable: number;
  variable_group_detail_order: number;
  variable_code: string;
  variable_name: string;
  id_variable_type: number | null;
  variable_type_name: string | null;
  flag_required: boolean;
};

const GROUP_COLUMNS = `g.id_variable_group, g.variable_group_name, g.variable_group_priority, g.description, g.icon, g.created_time, g.modified_time,
  (SELECT count(*)::int FROM ${S}.variable_group_details d WHERE d.id_variable_group = g.id_variable_group) AS variables_count`;

export type GroupFilter = { name?: string; createdFrom?: string; createdTo?: string };

/** Groups by priority then name; name is a case-insensitive substring, dates compare the day (America/Santiago). */
export async function listGroups(db: Queryable, filter: GroupFilter = {}): Promise<GroupRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.name) {
    params.push(`%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`g.variable_group_name ILIKE $${params.length}`);
  }
  if (filter.createdFrom) {
    params.push(filter.createdFrom);
    where.push(`(g.created_time AT TIME ZONE 'America/Santiago')::date >= $${params.length}::date`);
  }
  if (filter.createdTo) {
    params.push(filter.createdTo);
    where.push(`(g.created_time AT TIME ZONE 'America/Santiago')::date <= $${params.length}::date`);
  }
  const { rows } = await db.query<GroupRow>(
    `SELECT ${GROUP_COLUMNS} FROM ${S}.variable_groups g ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY g.variable_group_priority, g.variable_group_name, g.id_variable_group`,
    params,
  );
  return rows;
}

export async function groupById(db: Queryable, id: number, lock = false): Promise<GroupRow | undefined> {
  const { rows } = await db.query<GroupRow>(
    `SELECT ${GROUP_COLUMNS} FROM ${S}.variable_groups g WHERE g.id_variable_group = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/** Members of groups in their order (numbered from 1). */
export async function membersOf(db: Queryable, groupIds: readonly number[]): Promise<MemberRow[]> {
  const { rows } = await db.query<MemberRow>(
    `SELECT d.id_variable_group_detail, d.id_variable_group, d.id_variable, d.variable_group_detail_order,
            v.variable_code, v.variable_name, v.id_variable_type, t.variable_type_name, v.flag_required
       FROM ${S}.variable_group_details d
       JOIN ${S}.variables v ON v.id_variable = d.id_variable
       LEFT JOIN ${S}.variable_types t ON t.id_variable_type = v.id_variable_type
      WHERE d.id_variable_group = ANY($1::int[])
      ORDER BY d.id_variable_group, d.variable_group_detail_order`,
    [groupIds],
  );
  return rows;
}

export async function nameTaken(db: Queryable, name: string, exceptId?: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM ${S}.variable_groups WHERE lower(btrim(variable_group_name)) = lower(btrim($1)) AND id_variable_group <> $2 LIMIT 1`,
    [name, exceptId ?? 0],
  );
  return rows.length > 0;
}

export async function existingVariableIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ id_variable: number }>(`SELECT id_variable FROM ${S}.variables WHERE id_variable = ANY($1::int[])`, [
    ids,
  ]);
  return new Set(rows.map((r) => r.id_variable));
}

export async function insertGroup(db: Queryable, group: { name: string; priority: number }): Promise<number> {
  const { rows } = await db.query<{ id_variable_group: number }>(
    `INSERT INTO ${S}.variable_groups (variable_group_name, variable_group_priority) VALUES ($1, $2) RETURNING id_variable_group`,
    [group.name, group.priority],
  );
  return rows[0]!.id_variable_group;
}

export async function updateGroup(db: Queryable, id: number, group: { name: string; priority: number }): Promise<void> {
  await db.query(
    `UPDATE ${S}.variable_groups SET variable_group_name = $2, variable_group_priority = $3, modified_time = now() WHERE id_variable_group = $1`,
    [id, group.name, group.priority],
  );
}

/**
 * Makes the group's members exactly `members` in that order: members kept keep their detail id
 * (the order constraint is deferred, so orders are rewritten inside the transaction), others are
 * removed or added.
 */
export async function replaceMembers(
  db: Queryable,
  id: number,
  members: readonly { id_variable: number; variable_group_detail_order: number }[],
): Promise<void> {
  const ids = members.map((m) => m.id_variable);
  await db.query(`DELETE FROM ${S}.variable_group_details WHERE id_variable_group = $1 AND NOT (id_variable = ANY($2::int[]))`, [id, ids]);
  await db.query(
    `INSERT INTO ${S}.variable_group_details (id_variable_group, id_variable, variable_group_detail_order)
       SELECT $1, v, o FROM unnest($2::int[], $3::int[]) AS m(v, o)
     ON CONFLICT (id_variable_group, id_variable) DO UPDATE SET variable_group_detail_order = EXCLUDED.variable_group_detail_order`,
    [id, ids, members.map((m) => m.variable_group_detail_order)],
  );
}

export async function groupUsedByCampaigns(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM ${S}.campaign_variable_groups WHERE id_variable_group = $1
     UNION ALL SELECT 1 FROM ${S}.campaign_params WHERE id_variable_group = $1 LIMIT 1`,
    [id],
  );
  return rows.length > 0;
}

export async function deleteGroup(db: Queryable, id: number): Promise<void> {
  await db.query(`DELETE FROM ${S}.variable_groups WHERE id_variable_group = $1`, [id]);
}
