import { readTogether, type Queryable } from '@inca/db';
import type { AudienceSortColumn } from '@inca/contracts/audience-management';
import { PLATFORMS, type CompanyScope } from '@inca/domain';
import { SCHEMA } from '../schema.ts';

/** Builds SQL with numbered parameters; user values only ever travel as parameters. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const FLAG_COLUMNS = PLATFORMS.map((p) => `acc.flag_${p}`).join(', ');

/** One audience as stored, with what its row shows of its company, segment, account, status and frequency. */
export type AudienceRecord = {
  id: string;
  custom_audience_id: string;
  custom_audience_name: string;
  custom_audience_description: string;
  company_code: string;
  company_name: string;
  company_alias: string;
  segment_code: string;
  segment_name: string;
  segment_type_id: number;
  segment_type_name: string;
  segment_owner_company_code: string;
  segment_row_count_unique: string;
  segment_flag_shared: boolean;
  ads_platform_code: string;
  ads_platform_name: string;
  ads_account_id: string;
  ads_account_code: string;
  ads_account_name: string;
  ads_account_company_code: string;
  it_manager_email: string | null;
  api_errors: Record<string, string>[];
  assignment_status_code: string;
  assignment_status_name: string;
  assignment_status_description: string;
  assignment_status_date: string;
  is_enabled: '0' | '1';
  requested: boolean;
  to_update: boolean;
  frequency: string;
  frequency_name: string;
  update_date_number: number | null;
  start_date: string;
  end_date: string;
  created_date: string;
  created_by: string;
  last_process_date: string | null;
  source_file_name: string | null;
  source_file_row_count: string;
  audience_match_count: string | null;
  match_data: Record<string, unknown> | null;
  recipients: string;
  audience_type_google: string | null;
  app_id_type: string | null;
  app_id: string | null;
  dataset_adobe: string | null;
  table_adobe: string | null;
  nombre_var_adobe: string | null;
  salesforce_automation: string | null;
  salesforce_automation_name: string | null;
  talonone_application_id: string | null;
  talonone_campaign_id: string | null;
  /** The coupon campaign a coupon audience belongs to (migration 012); null for ordinary audiences. */
  coupon_campaign_id: string | null;
  company_gpt_images: boolean;
} & Record<`flag_${(typeof PLATFORMS)[number]}`, '0' | '1'>;

const SELECT = `SELECT a.id, a.custom_audience_id, a.custom_audience_name, a.custom_audience_description,
       a.company_code, c.name AS company_name, c.alias AS company_alias,
       a.segment_code, s.business_name AS segment_name, s.segment_type_id, t.name AS segment_type_name,
       s.owner_company_code AS segment_owner_company_code, s.row_count_unique AS segment_row_count_unique, s.flag_shared AS segment_flag_shared,
       a.ads_platform_code, p.name AS ads_platform_name,
       acc.id AS ads_account_id, acc.technical_name AS ads_account_code, acc.business_name AS ads_account_name, acc.company_code AS ads_account_company_code,
       ${FLAG_COLUMNS}, acc.it_manager_email, acc.api_errors,
       a.assignment_status_code, st.name AS assignment_status_name, st.description AS assignment_status_description, a.assignment_status_date,
       a.is_enabled, a.requested, a.to_update, a.frequency, fq.name AS frequency_name, a.update_date_number,
       to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date,
       a.created_date, a.created_by, a.last_process_date, a.source_file_name, a.source_file_row_count, a.audience_match_count, a.match_data,
       a.recipients, a.audience_type_google, a.app_id_type, a.app_id, a.dataset_adobe, a.table_adobe, a.nombre_var_adobe,
       a.salesforce_automation_id::text AS salesforce_automation, a.salesforce_automation_name, a.talonone_application_id, a.talonone_campaign_id,
       a.coupon_campaign_id, coalesce(f.gpt_images, '0') = '1' AS company_gpt_images`;

/** The joins of a row; written after the driving relation (the planner keeps the written order past 8 joins). */
const JOINS = `
  JOIN ${SCHEMA}.companies c ON c.code = a.company_code
  JOIN ${SCHEMA}.segments s ON s.code = a.segment_code
  JOIN ${SCHEMA}.segment_types t ON t.id = s.segment_type_id
  JOIN ${SCHEMA}.ads_platforms p ON p.code = a.ads_platform_code
  JOIN ${SCHEMA}.ads_accounts acc ON acc.id = a.ads_account_id
  JOIN ${SCHEMA}.audience_states st ON st.code = a.assignment_status_code
  JOIN ${SCHEMA}.audience_frequencies fq ON fq.code = a.frequency
  LEFT JOIN ${SCHEMA}.company_flags f ON f.company_code = a.company_code`;

const inScope = (p: Params, scope: CompanyScope) => (scope.kind === 'all' ? 'true' : `a.company_code = ANY(${p.add(scope.codes)}::text[])`);

export const AUDIENCE_SORTABLE = {
  created_date: 'a.created_date',
  custom_audience_name: 'lower(a.custom_audience_name)',
  company_name: 'a.company_code',
  ads_platform_code: 'a.ads_platform_code',
  assignment_status_code: 'a.assignment_status_code',
  assignment_status_date: 'a.assignment_status_date',
  start_date: 'a.start_date',
  end_date: 'a.end_date',
  last_process_date: 'a.last_process_date',
  audience_match_count: 'a.audience_match_count',
  frequency: 'a.frequency',
} as const satisfies Record<AudienceSortColumn, string>;

const NULLABLE_SORTS = new Set<keyof typeof AUDIENCE_SORTABLE>(['assignment_status_date', 'last_process_date', 'audience_match_count']);

export type AudienceFilter = {
  companyCodes?: string[];
  name?: string;
  platforms?: string[];
  statusCodes?: string[];
  enabled?: boolean;
  requested?: boolean;
  createdFrom?: string;
  createdTo?: string;
  segmentCodes?: string[];
  ids?: number[];
  /** The audiences of these coupon campaigns (coupon audiences only). */
  couponCampaignIds?: number[];
};

export type AudienceQuery = AudienceFilter & {
  sort: keyof typeof AUDIENCE_SORTABLE;
  order: 'asc' | 'desc';
  offset?: number;
  limit?: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const SANTIAGO = `'America/Santiago'`;

function filters(p: Params, scope: CompanyScope, f: AudienceFilter): string {
  const where = [inScope(p, scope)];
  // Coupon audiences are not ordinary audiences: the list, its export and the restriction
  // list leave them out; by id (actions, timeline, by-ids), by campaign and by segment (a segment's
  // audiences, as its audience count and the segment file's rows count them) they are reached.
  if (f.couponCampaignIds) where.push(`a.coupon_campaign_id = ANY(${p.add(f.couponCampaignIds)}::bigint[])`);
  else if (!f.ids && !f.segmentCodes) where.push('a.coupon_campaign_id IS NULL');
  if (f.ids) where.push(`a.id = ANY(${p.add(f.ids)}::bigint[])`);
  if (f.segmentCodes) where.push(`a.segment_code = ANY(${p.add(f.segmentCodes)}::text[])`);
  if (f.companyCodes?.length) where.push(`a.company_code = ANY(${p.add(f.companyCodes)}::text[])`);
  if (f.name) where.push(`a.name_folded LIKE ${SCHEMA}.fold_text(${p.add(`%${escapeLike(f.name)}%`)})`);
  if (f.platforms?.length) where.push(`a.ads_platform_code = ANY(${p.add(f.platforms)}::text[])`);
  if (f.statusCodes?.length) where.push(`a.assignment_status_code = ANY(${p.add(f.statusCodes)}::text[])`);
  if (f.enabled !== undefined) where.push(`a.is_enabled = ${p.add(f.enabled ? '1' : '0')}`);
  if (f.requested !== undefined) where.push(f.requested ? 'a.requested' : 'NOT a.requested');
  if (f.createdFrom) where.push(`a.created_date >= (${p.add(f.createdFrom)}::date)::timestamp AT TIME ZONE ${SANTIAGO}`);
  if (f.createdTo) where.push(`a.created_date < (${p.add(f.createdTo)}::date + 1)::timestamp AT TIME ZONE ${SANTIAGO}`);
  return where.join(' AND ');
}

/** Separates the fields of an export row (see audienceExportQuery). */
export const EXPORT_FIELD_SEPARATOR = '\u0001';

/**
 * A free-text column of an export row, its U+0001 (the separator) written as U+0002: the sheet drops
 * both alike (XML forbids them) and neither makes a text formula-looking. The other texts are codes
 * whose CHECK constraints keep control characters out (companies, platforms, states): should one
 * ever hold a separator, the row has a field too many and the export stops instead of shifting cells.
 */
const freeText = (column: string) => `replace(${column}, E'\\x01', E'\\x02')`;

/**
 * An instant as whole epoch seconds (floored; 'Infinity' when infinite). date_part's float8 is the
 * double nearest the exact epoch, as extract's numeric cast to float8 is (while microseconds since
 * 1970 fit a double exactly, about 1685–2255), at under half the cost.
 */
const epochSeconds = (column: string) => `floor(date_part('epoch', ${column}))::text`;

/**
 * lista_audiencias.xlsx (§2.5): the whole filtered list in the list's order, each row one text of
 * 13 fields separated by EXPORT_FIELD_SEPARATOR — company code, name, description, platform code,
 * '1' and the status code when enabled else '0', status instant, data sent, frequency code, update
 * day, start, end, last update instant, match shape (JSON) — with '' for an absent value.
 *
 * Why this shape (bench:audiences): the driver makes a string of every field it reads, and
 * thirteen strings a row cost the export more than writing the row; instants formatted in SQL
 * (to_char, AT TIME ZONE) cost more than the rest of the read, so the export formats them in Chile
 * time itself; company, platform, status and frequency travel as codes, their names read once by
 * `names` in the same snapshot, because the four joins cost PostgreSQL a third of the read (their
 * columns are NOT NULL foreign keys: the joins never filtered a row). Read through a cursor by the
 * export; `count` is the same filter's total.
 */
export function audienceExportQuery(
  scope: CompanyScope,
  q: AudienceQuery,
): { text: string; count: string; names: string; values: unknown[] } {
  const p = new Params();
  const where = filters(p, scope, q);
  const dir = q.order === 'asc' ? 'ASC' : 'DESC';
  const nulls = NULLABLE_SORTS.has(q.sort) ? (q.order === 'asc' ? ' NULLS FIRST' : ' NULLS LAST') : '';
  const text = `SELECT concat_ws(E'\\x01', a.company_code, ${freeText('a.custom_audience_name')}, ${freeText('a.custom_audience_description')}, a.ads_platform_code,
       CASE WHEN a.is_enabled = '1' THEN '1' || a.assignment_status_code ELSE '0' END, coalesce(${epochSeconds('a.assignment_status_date')}, ''),
       coalesce(a.source_file_row_count::text, ''), ${freeText('a.frequency')}, coalesce(a.update_date_number::text, ''),
       coalesce(a.start_date::text, ''), coalesce(a.end_date::text, ''), coalesce(${epochSeconds('a.last_process_date')}, ''), coalesce(a.match_data::text, ''))
     FROM ${SCHEMA}.audiences a
    WHERE ${where}
    ORDER BY ${AUDIENCE_SORTABLE[q.sort]} ${dir}${nulls}, a.id ${dir}`;
  const names = [
    ['company', 'companies'],
    ['platform', 'ads_platforms'],
    ['status', 'audience_states'],
    ['frequency', 'audience_frequencies'],
  ]
    .map(([kind, table]) => `SELECT '${kind}' AS kind, ${freeText('code')} AS code, name FROM ${SCHEMA}.${table}`)
    .join(' UNION ALL ');
  return { text, count: `SELECT count(*) AS n FROM ${SCHEMA}.audiences a WHERE ${where}`, names, values: p.values };
}

/** Visible audiences, filtered, sorted and (when limit is given) paged in SQL, with the filtered total. */
export async function listAudiences(
  db: Queryable,
  scope: CompanyScope,
  q: AudienceQuery,
): Promise<{ rows: AudienceRecord[]; total: number }> {
  const p = new Params();
  const where = filters(p, scope, q);
  const countValues = [...p.values];
  const dir = q.order === 'asc' ? 'ASC' : 'DESC';
  // Only nullable columns say where empty values go: a NULLS clause the index does not have (on
  // created_date, NOT NULL) would make every page sort the whole filtered set.
  const nulls = NULLABLE_SORTS.has(q.sort) ? (q.order === 'asc' ? ' NULLS FIRST' : ' NULLS LAST') : '';
  const order = `ORDER BY ${AUDIENCE_SORTABLE[q.sort]} ${dir}${nulls}, a.id ${dir}`;
  if (q.limit === undefined) {
    // The matching ids first, on the audiences table alone (its indexes serve filter and order), then their joins.
    const { rows } = await db.query<AudienceRecord>(
      `WITH page AS MATERIALIZED (SELECT a.id, row_number() OVER (${order}) AS position FROM ${SCHEMA}.audiences a WHERE ${where} ${order})
       ${SELECT} FROM page JOIN ${SCHEMA}.audiences a ON a.id = page.id ${JOINS} ORDER BY page.position`,
      p.values,
    );
    return { rows, total: rows.length };
  }
  const page = ` LIMIT ${p.add(q.limit)} OFFSET ${p.add(q.offset ?? 0)}`;
  // A page: its ids (planned for this filter), then their rows through one prepared statement whose
  // plan each connection keeps (planning the nine joins cost more than running them), beside the count.
  const [rows, count] = await readTogether(
    db,
    async () =>
      audienceRows(
        db,
        (await db.query<{ id: string }>(`SELECT a.id FROM ${SCHEMA}.audiences a WHERE ${where} ${order}${page}`, p.values)).rows,
      ),
    () => db.query<{ n: string }>(`SELECT count(*) AS n FROM ${SCHEMA}.audiences a WHERE ${where}`, countValues),
  );
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

const ROWS_BY_ID = `${SELECT} FROM unnest($1::bigint[]) WITH ORDINALITY AS page (id, position)
  JOIN ${SCHEMA}.audiences a ON a.id = page.id ${JOINS} ORDER BY page.position`;

/** The list rows of the given ids, in their order. */
async function audienceRows(db: Queryable, ids: readonly { id: string }[]): Promise<AudienceRecord[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<AudienceRecord>({ name: 'audiences.rows-by-id', text: ROWS_BY_ID, values: [ids.map((r) => r.id)] });
  return rows;
}

export async function findAudiences(db: Queryable, scope: CompanyScope, ids: readonly number[]): Promise<AudienceRecord[]> {
  if (ids.length === 0) return [];
  return (await listAudiences(db, scope, { ids: [...ids], sort: 'created_date', order: 'desc' })).rows;
}

/** Locks audiences for an update in a transaction (ordered by id, so two writers cannot deadlock). */
export async function lockAudiences(db: Queryable, ids: readonly number[]): Promise<void> {
  await db.query(`SELECT id FROM ${SCHEMA}.audiences WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`, [ids]);
}

export type ReferenceRow = { code: string; name: string; description?: string; update_day?: string | null; position: number };

export const audienceStates = async (db: Queryable) =>
  (
    await db.query<ReferenceRow & { description: string }>(
      `SELECT code, name, description FROM ${SCHEMA}.audience_states ORDER BY position`,
    )
  ).rows;
export const adsPlatforms = async (db: Queryable) =>
  (await db.query<ReferenceRow>(`SELECT code, name, position FROM ${SCHEMA}.ads_platforms ORDER BY position`)).rows;
export const audienceFrequencies = async (db: Queryable) =>
  (await db.query<ReferenceRow>(`SELECT code, name, update_day, position FROM ${SCHEMA}.audience_frequencies ORDER BY position`)).rows;

export type AdsAccountRecord = {
  id: string;
  company_code: string;
  technical_name: string;
  business_name: string;
  /** Connection settings per platform code (migration 006); empty: the simulators. */
  platform_config: Record<string, Record<string, unknown> | undefined>;
} & Record<`flag_${(typeof PLATFORMS)[number]}`, '0' | '1'>;

export async function findAdsAccount(db: Queryable, technicalName: string): Promise<AdsAccountRecord | undefined> {
  const { rows } = await db.query<AdsAccountRecord>(
    `SELECT acc.id, acc.company_code, acc.technical_name, acc.business_name, acc.platform_config, ${FLAG_COLUMNS} FROM ${SCHEMA}.ads_accounts acc WHERE acc.technical_name = $1`,
    [technicalName],
  );
  return rows[0];
}

/** Whether a segment is shared with a company other than its owner (a company share or a user of another company). */
export async function sharedWithOtherCompany(db: Queryable, segmentCode: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM ${SCHEMA}.segment_shares sh JOIN ${SCHEMA}.segments s ON s.code = sh.segment_code
      WHERE sh.segment_code = $1 AND sh.shared_with_company_code <> s.owner_company_code LIMIT 1`,
    [segmentCode],
  );
  return rows.length > 0;
}

export type NewAudience = {
  name: string;
  description: string;
  companyCode: string;
  segmentCode: string;
  platform: string;
  adsAccountId: string;
  frequency: string;
  updateDay: number | null;
  startDate: string;
  endDate: string;
  recipients: string;
  requested: boolean;
  createdBy: string;
  google?: { audience_type_google: string; app_id_type: string | null; app_id: string | null };
  adobe?: { dataset_adobe: string; table_adobe: string; nombre_var_adobe: string };
  salesforceAutomationId?: string;
  /** The automation's name, kept on the row (migration 008). */
  salesforceAutomationName?: string;
  talonOne?: { application_id: string | null; campaign_id: string | null };
};

/** Inserts one audience at P_NOD with its first timeline entry; returns its id. A duplicate name raises 23505. */
export async function insertAudience(db: Queryable, a: NewAudience): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ${SCHEMA}.audiences (custom_audience_name, custom_audience_description, company_code, segment_code, ads_platform_code, ads_account_id,
       assignment_status_code, frequency, update_date_number, start_date, end_date, recipients, requested, created_by,
       audience_type_google, app_id_type, app_id, dataset_adobe, table_adobe, nombre_var_adobe, salesforce_automation_id, talonone_application_id, talonone_campaign_id,
       salesforce_automation_name)
     VALUES ($1, $2, $3, $4, $5, $6, 'P_NOD', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
     RETURNING id`,
    [
      a.name,
      a.description,
      a.companyCode,
      a.segmentCode,
      a.platform,
      a.adsAccountId,
      a.frequency,
      a.updateDay,
      a.startDate,
      a.endDate,
      a.recipients,
      a.requested,
      a.createdBy,
      a.google?.audience_type_google ?? null,
      a.google?.app_id_type ?? null,
      a.google?.app_id ?? null,
      a.adobe?.dataset_adobe ?? null,
      a.adobe?.table_adobe ?? null,
      a.adobe?.nombre_var_adobe ?? null,
      a.salesforceAutomationId ?? null,
      a.talonOne?.application_id ?? null,
      a.talonOne?.campaign_id ?? null,
      a.salesforceAutomationId ? (a.salesforceAutomationName ?? null) : null,
    ],
  );
  const id = rows[0]!.id;
  await addTimelineEntry(db, id, 'P_NOD');
  return id;
}

/**
 * Inserts one audience (as insertAudience) unless its name is taken on its platform: then nothing of
 * it stays and the answer is null, while the transaction goes on for the other platforms.
 */
export async function insertAudienceIfNameFree(db: Queryable, a: NewAudience, savepoint: string): Promise<string | null> {
  await db.query(`SAVEPOINT ${savepoint}`);
  try {
    const id = await insertAudience(db, a);
    await db.query(`RELEASE SAVEPOINT ${savepoint}`);
    return id;
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    await db.query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
    return null;
  }
}

export async function addTimelineEntry(
  db: Queryable,
  audienceId: string | number,
  code: string,
  message: string | null = null,
): Promise<void> {
  await db.query(
    `INSERT INTO ${SCHEMA}.audience_timeline (audience_id, assignment_status_code, assignment_status_date, segment_row_count_unique, message)
     SELECT a.id, $2, now(), s.row_count_unique, $3 FROM ${SCHEMA}.audiences a JOIN ${SCHEMA}.segments s ON s.code = a.segment_code WHERE a.id = $1`,
    [audienceId, code, message],
  );
}

export type AudienceEdit = {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  frequency: string;
  updateDay: number | null;
  recipients: string;
  updatedBy: string;
};

export async function updateAudience(db: Queryable, id: number, e: AudienceEdit): Promise<void> {
  await db.query(
    `UPDATE ${SCHEMA}.audiences SET custom_audience_name = $2, custom_audience_description = $3, start_date = $4, end_date = $5, frequency = $6,
            update_date_number = $7, recipients = $8, updated_by = $9, updated_date = now() WHERE id = $1`,
    [id, e.name, e.description, e.startDate, e.endDate, e.frequency, e.updateDay, e.recipients, e.updatedBy],
  );
}

export async function setEnabled(db: Queryable, id: number, enabled: boolean, by: string): Promise<void> {
  await db.query(`UPDATE ${SCHEMA}.audiences SET is_enabled = $2, updated_by = $3, updated_date = now() WHERE id = $1`, [
    id,
    enabled ? '1' : '0',
    by,
  ]);
}

/**
 * Deletes an audience (timeline, tracks and billing go with it); returns its segment code. A coupon
 * audience takes its coupon campaign along when it was the campaign's last audience (deleting the
 * coupon audience is how a coupon campaign is deleted, spec §2.6).
 */
export async function deleteAudience(db: Queryable, id: number): Promise<string | undefined> {
  const { rows } = await db.query<{ segment_code: string; coupon_campaign_id: string | null }>(
    `DELETE FROM ${SCHEMA}.audiences WHERE id = $1 RETURNING segment_code, coupon_campaign_id`,
    [id],
  );
  const coupon = rows[0]?.coupon_campaign_id;
  if (coupon) {
    await db.query(
      `DELETE FROM ${SCHEMA}.coupon_campaigns c WHERE c.id = $1 AND NOT EXISTS (SELECT 1 FROM ${SCHEMA}.audiences a WHERE a.coupon_campaign_id = c.id)`,
      [coupon],
    );
  }
  return rows[0]?.segment_code;
}

/** Resend: back to P_NOD, queued for the publisher's next pass. */
export async function markForResend(db: Queryable, id: number, by: string): Promise<void> {
  await db.query(
    `UPDATE ${SCHEMA}.audiences SET assignment_status_code = 'P_NOD', assignment_status_date = now(), next_run_at = now(), updated_by = $2, updated_date = now() WHERE id = $1`,
    [id, by],
  );
  await addTimelineEntry(db, id, 'P_NOD');
}

/** Frequency update: the pending update is taken, queued for the publisher's next pass. */
export async function markFrequencyUpdated(db: Queryable, id: number, by: string): Promise<void> {
  await db.query(
    `UPDATE ${SCHEMA}.audiences SET to_update = false, next_run_at = now(), updated_by = $2, updated_date = now() WHERE id = $1`,
    [id, by],
  );
}

export async function bulkUpdate(
  db: Queryable,
  ids: readonly number[],
  endDate: string,
  frequency: string,
  updateDay: number | null,
  by: string,
): Promise<number> {
  const result = await db.query(
    `UPDATE ${SCHEMA}.audiences SET end_date = $2, frequency = $3, update_date_number = $4, updated_by = $5, updated_date = now() WHERE id = ANY($1::bigint[])`,
    [ids, endDate, frequency, updateDay, by],
  );
  return result.rowCount ?? 0;
}

export type TimelineRecord = {
  id: string;
  audience_id: string;
  assignment_status_code: string;
  assignment_status_name: string | null;
  assignment_status_date: string;
  audience_match_count: string | null;
  match_data: Record<string, unknown> | null;
  segment_row_count_unique: string;
  source_file_row_count: string;
  message: string | null;
};

export async function timelineOf(
  db: Queryable,
  audienceId: number,
  page?: { offset: number; limit: number },
): Promise<{ rows: TimelineRecord[]; total: number }> {
  const paging = page ? ` LIMIT ${Number(page.limit)} OFFSET ${Number(page.offset)}` : '';
  const { rows } = await db.query<TimelineRecord>(
    `SELECT e.id, e.audience_id, e.assignment_status_code, st.name AS assignment_status_name, e.assignment_status_date, e.audience_match_count, e.match_data,
            e.segment_row_count_unique, e.source_file_row_count, e.message
       FROM ${SCHEMA}.audience_timeline e LEFT JOIN ${SCHEMA}.audience_states st ON st.code = e.assignment_status_code
      WHERE e.audience_id = $1 ORDER BY e.assignment_status_date DESC, e.id DESC${paging}`,
    [audienceId],
  );
  if (!page) return { rows, total: rows.length };
  const count = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${SCHEMA}.audience_timeline WHERE audience_id = $1`, [audienceId]);
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
}

export type TrackRecord = { id: string; track_date: string; segment_row_count_unique: string; source_file_row_count: string };

export async function tracksOf(db: Queryable, audienceId: number): Promise<TrackRecord[]> {
  const { rows } = await db.query<TrackRecord>(
    `SELECT id, track_date, segment_row_count_unique, source_file_row_count FROM ${SCHEMA}.audience_tracks WHERE audience_id = $1 ORDER BY track_date DESC, id DESC`,
    [audienceId],
  );
  return rows;
}

export async function billingProcessDates(db: Queryable, audienceId: number): Promise<{ process_date: string }[]> {
  const { rows } = await db.query<{ process_date: string }>(
    `SELECT DISTINCT to_char(process_date, 'YYYY-MM-DD') AS process_date FROM ${SCHEMA}.billing_rows WHERE audience_id = $1 ORDER BY 1 DESC`,
    [audienceId],
  );
  return rows;
}

export type BillingRecord = {
  id: string;
  ads_audience_id: string;
  company_name: string;
  process_date: string;
  platform_name: string;
  ads_platform_code: string;
  status: string;
  status_name: string | null;
  assignment_status_date: string;
  source_file_row_count: string;
  total_match: string;
};

export async function billingRows(db: Queryable, audienceId: number, processDate?: string): Promise<BillingRecord[]> {
  const { rows } = await db.query<BillingRecord>(
    `SELECT b.id, b.audience_id AS ads_audience_id, c.name AS company_name, to_char(b.process_date, 'YYYY-MM-DD') AS process_date, p.name AS platform_name,
            b.ads_platform_code, b.status_code AS status, st.name AS status_name, b.assignment_status_date, b.source_file_row_count, b.total_match
       FROM ${SCHEMA}.billing_rows b
       JOIN ${SCHEMA}.companies c ON c.code = b.company_code
       JOIN ${SCHEMA}.ads_platforms p ON p.code = b.ads_platform_code
       LEFT JOIN ${SCHEMA}.audience_states st ON st.code = b.status_code
      WHERE b.audience_id = $1 AND ($2::date IS NULL OR b.process_date = $2::date)
      ORDER BY b.assignment_status_date DESC, b.id DESC`,
    [audienceId, processDate ?? null],
  );
  return rows;
}

/** Status entries of an audience not billed yet (oldest first). */
export async function unbilledEntries(db: Queryable, audienceId: number): Promise<TimelineRecord[]> {
  const { rows } = await db.query<TimelineRecord>(
    `SELECT e.id, e.audience_id, e.assignment_status_code, NULL AS assignment_status_name, e.assignment_status_date, e.audience_match_count, e.match_data,
            e.segment_row_count_unique, e.source_file_row_count, e.message
       FROM ${SCHEMA}.audience_timeline e
      WHERE e.audience_id = $1 AND NOT EXISTS (SELECT 1 FROM ${SCHEMA}.billing_rows b WHERE b.timeline_id = e.id)
      ORDER BY e.assignment_status_date, e.id`,
    [audienceId],
  );
  return rows;
}

export type NewBillingRow = {
  audienceId: string;
  timelineId: string;
  processDate: string;
  companyCode: string;
  platform: string;
  statusCode: string;
  statusDate: string;
  sourceFileRowCount: number;
  totalMatch: number;
  createdBy: string;
};

export async function insertBillingRows(db: Queryable, rows: readonly NewBillingRow[]): Promise<void> {
  for (const r of rows) {
    await db.query(
      `INSERT INTO ${SCHEMA}.billing_rows (audience_id, timeline_id, process_date, company_code, ads_platform_code, status_code, assignment_status_date,
         source_file_row_count, total_match, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (timeline_id) DO NOTHING`,
      [
        r.audienceId,
        r.timelineId,
        r.processDate,
        r.companyCode,
        r.platform,
        r.statusCode,
        r.statusDate,
        r.sourceFileRowCount,
        r.totalMatch,
        r.createdBy,
      ],
    );
  }
}

export type AutomationRecord = {
  id: string;
  company_code: string;
  segment_code: string;
  ads_account_id: string;
  name: string;
  audience_name: string;
  created_date: string;
  /** The flow's id in Salesforce Marketing Cloud (null for older flows). */
  external_id?: string | null;
};

export async function insertAutomation(
  db: Queryable,
  a: {
    companyCode: string;
    segmentCode: string;
    adsAccountId: string;
    name: string;
    audienceName: string;
    createdBy: string;
    externalId?: string | null;
  },
): Promise<AutomationRecord> {
  const { rows } = await db.query<AutomationRecord>(
    `INSERT INTO ${SCHEMA}.salesforce_automations (company_code, segment_code, ads_account_id, name, audience_name, created_by, external_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, company_code, segment_code, ads_account_id, name, audience_name, created_date, external_id`,
    [a.companyCode, a.segmentCode, a.adsAccountId, a.name, a.audienceName, a.createdBy, a.externalId ?? null],
  );
  return rows[0]!;
}

export async function findAutomation(db: Queryable, id: number): Promise<AutomationRecord | undefined> {
  const { rows } = await db.query<AutomationRecord>(
    `SELECT id, company_code, segment_code, ads_account_id, name, audience_name, created_date FROM ${SCHEMA}.salesforce_automations WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export type OfferedSegmentRecord = {
  code: string;
  business_name: string;
  owner_company_code: string;
  flag_shared: boolean;
  segment_type_id: number;
  segment_type_name: string;
  shared_with_other_company: boolean;
};

/** Whether each of `codes` is shared with a company other than its owner. */
export async function sharedWithOtherCompanyMany(db: Queryable, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const { rows } = await db.query<{ segment_code: string }>(
    `SELECT DISTINCT sh.segment_code FROM ${SCHEMA}.segment_shares sh JOIN ${SCHEMA}.segments s ON s.code = sh.segment_code
      WHERE sh.segment_code = ANY($1::text[]) AND sh.shared_with_company_code <> s.owner_company_code`,
    [codes],
  );
  return new Set(rows.map((r) => r.segment_code));
}

// ───────────── the same reads for many audiences at once (a page of the list costs one statement each) ─────────────

/** Timeline pages of many audiences: the same page of each, newest first, with each audience's total. */
export async function timelinesOf(
  db: Queryable,
  audienceIds: readonly number[],
  page: { offset: number; limit: number },
): Promise<Map<number, { rows: TimelineRecord[]; total: number }>> {
  const { rows } = await db.query<TimelineRecord & { position: string }>(
    `SELECT * FROM (
       SELECT e.id, e.audience_id, e.assignment_status_code, st.name AS assignment_status_name, e.assignment_status_date, e.audience_match_count, e.match_data,
              e.segment_row_count_unique, e.source_file_row_count, e.message,
              row_number() OVER (PARTITION BY e.audience_id ORDER BY e.assignment_status_date DESC, e.id DESC) AS position
         FROM ${SCHEMA}.audience_timeline e LEFT JOIN ${SCHEMA}.audience_states st ON st.code = e.assignment_status_code
        WHERE e.audience_id = ANY($1::bigint[])
     ) paged
     WHERE position > $2 AND position <= $2 + $3
     ORDER BY audience_id, position`,
    [audienceIds, page.offset, page.limit],
  );
  const totals = await db.query<{ audience_id: string; n: string }>(
    `SELECT audience_id, count(*) AS n FROM ${SCHEMA}.audience_timeline WHERE audience_id = ANY($1::bigint[]) GROUP BY audience_id`,
    [audienceIds],
  );
  const result = new Map(audienceIds.map((id) => [id, { rows: [] as TimelineRecord[], total: 0 }]));
  for (const t of totals.rows) result.get(Number(t.audience_id))!.total = Number(t.n);
  for (const { position: _position, ...row } of rows) result.get(Number(row.audience_id))!.rows.push(row);
  return result;
}

/** Tracks of many audiences, each newest first. */
export async function tracksOfAudiences(db: Queryable, audienceIds: readonly number[]): Promise<Map<number, TrackRecord[]>> {
  const { rows } = await db.query<TrackRecord & { audience_id: string }>(
    `SELECT audience_id, id, track_date, segment_row_count_unique, source_file_row_count FROM ${SCHEMA}.audience_tracks
      WHERE audience_id = ANY($1::bigint[]) ORDER BY audience_id, track_date DESC, id DESC`,
    [audienceIds],
  );
  const result = new Map(audienceIds.map((id) => [id, [] as TrackRecord[]]));
  for (const { audience_id, ...track } of rows) result.get(Number(audience_id))!.push(track);
  return result;
}

/** Billing process dates of many audiences, each newest first. */
export async function billingProcessDatesOf(
  db: Queryable,
  audienceIds: readonly number[],
): Promise<Map<number, { process_date: string }[]>> {
  const { rows } = await db.query<{ audience_id: string; process_date: string }>(
    `SELECT DISTINCT audience_id, to_char(process_date, 'YYYY-MM-DD') AS process_date FROM ${SCHEMA}.billing_rows
      WHERE audience_id = ANY($1::bigint[]) ORDER BY audience_id, process_date DESC`,
    [audienceIds],
  );
  const result = new Map(audienceIds.map((id) => [id, [] as { process_date: string }[]]));
  for (const r of rows) result.get(Number(r.audience_id))!.push({ process_date: r.process_date });
  return result;
}

/** Billing rows of many audiences (of one process date when given), each sorted as billingRows sorts them. */
export async function billingRowsOf(
  db: Queryable,
  audienceIds: readonly number[],
  processDate?: string,
): Promise<Map<number, BillingRecord[]>> {
  const { rows } = await db.query<BillingRecord>(
    `SELECT b.id, b.audience_id AS ads_audience_id, c.name AS company_name, to_char(b.process_date, 'YYYY-MM-DD') AS process_date, p.name AS platform_name,
            b.ads_platform_code, b.status_code AS status, st.name AS status_name, b.assignment_status_date, b.source_file_row_count, b.total_match
       FROM ${SCHEMA}.billing_rows b
       JOIN ${SCHEMA}.companies c ON c.code = b.company_code
       JOIN ${SCHEMA}.ads_platforms p ON p.code = b.ads_platform_code
       LEFT JOIN ${SCHEMA}.audience_states st ON st.code = b.status_code
      WHERE b.audience_id = ANY($1::bigint[]) AND ($2::date IS NULL OR b.process_date = $2::date)
      ORDER BY b.audience_id, b.assignment_status_date DESC, b.id DESC`,
    [audienceIds, processDate ?? null],
  );
  const result = new Map(audienceIds.map((id) => [id, [] as BillingRecord[]]));
  for (const r of rows) result.get(Number(r.ads_audience_id))!.push(r);
  return result;
}

// ───────────── ads accounts' health (the 'Verificar' button and the daily verification) ─────────────

/** An account as its health check reads it: the connector's settings, its enabled platforms and when it was last checked. */
export type HealthAccountRecord = Omit<AdsAccountRecord, 'business_name'> & { api_checked_at: string | null };

/** The company's accounts (or the one named `technicalName`) to check. */
export async function accountsToCheck(db: Queryable, companyCode: string, technicalName: string | null): Promise<HealthAccountRecord[]> {
  const { rows } = await db.query<HealthAccountRecord>(
    `SELECT id, company_code, technical_name, platform_config, api_checked_at, ${PLATFORMS.map((p) => `flag_${p}`).join(', ')}
       FROM ${SCHEMA}.ads_accounts WHERE company_code = $1 AND ($2::text IS NULL OR technical_name = $2) ORDER BY id`,
    [companyCode, technicalName],
  );
  return rows;
}

/** When each of the company's accounts was last checked, by technical name. */
export async function apiCheckedAtOf(db: Queryable, companyCode: string): Promise<Map<string, string | null>> {
  const { rows } = await db.query<{ technical_name: string; api_checked_at: string | null }>(
    `SELECT technical_name, api_checked_at FROM ${SCHEMA}.ads_accounts WHERE company_code = $1`,
    [companyCode],
  );
  return new Map(rows.map((r) => [r.technical_name, r.api_checked_at]));
}

/** Keeps a platform's check of the day (a later check the same day replaces it). */
export async function upsertValidation(
  db: Queryable,
  v: { accountId: string; platform: string; day: string; checkedAt: string; ok: boolean; errorKind: string; errorText: string; by: string },
): Promise<void> {
  await db.query(
    `INSERT INTO ${SCHEMA}.ads_account_validations (ads_account_id, ads_platform_code, validated_on, checked_at, ok, error_kind, error_text, checked_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (ads_account_id, ads_platform_code, validated_on)
     DO UPDATE SET checked_at = EXCLUDED.checked_at, ok = EXCLUDED.ok, error_kind = EXCLUDED.error_kind, error_text = EXCLUDED.error_text, checked_by = EXCLUDED.checked_by`,
    [v.accountId, v.platform, v.day, v.checkedAt, v.ok, v.errorKind, v.errorText, v.by],
  );
}

/** The account's latest errors (the list's health) and when they were checked. */
export async function setApiErrors(
  db: Queryable,
  accountId: string,
  errors: readonly Record<string, string>[],
  checkedAt: string,
): Promise<void> {
  await db.query(`UPDATE ${SCHEMA}.ads_accounts SET api_errors = $2::jsonb, api_checked_at = $3 WHERE id = $1`, [
    accountId,
    JSON.stringify(errors),
    checkedAt,
  ]);
}
