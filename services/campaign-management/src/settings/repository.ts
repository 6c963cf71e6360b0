import type { Queryable } from '@inca/db';
import { S } from '../context.ts';

export type SettingRow = { settings_code: string; settings_name: string; settings_json_value: unknown; modified_time: Date };

/** One setting by its code (SET0003 companies, SET0005 disabled variables). */
export async function findSetting(db: Queryable, code: string): Promise<SettingRow | undefined> {
  const { rows } = await db.query<SettingRow>(
    `SELECT settings_code, settings_name, settings_json_value, modified_time FROM ${S}.settings WHERE settings_code = $1`,
    [code],
  );
  return rows[0];
}
