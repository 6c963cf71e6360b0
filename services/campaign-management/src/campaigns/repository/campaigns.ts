import type { z } from 'zod';
import type { Queryable } from '@inca/db';
import { S } from '../../context.ts';
import type {
  CampaignFilter,
  HistoryFilter,
  ItemsFilter,
  ProductsFilter,
  campaignDto,
  campaignProductDto,
  processHistoryDto,
} from '@inca/contracts/campaign-management';

/** A process history row as the list answers it (the contract's row; times as the database gives them). */
export type HistoryRow = z.input<typeof processHistoryDto>;
/** A products tab row as the list answers it. */
export type ProductRow = z.input<typeof campaignProductDto>;

/** Which companies a caller works with: every one, or a list of codes. */
export type CompanyCodes = 'all' | readonly string[];

/** The campaign columns every answer carries (§3: list row and further grid fields). */
export const CAMPAIGN_COLUMNS = `c.id_campaign, c.itc_company_campaign_code, c.campaign_code, c.campaign_description,
  to_char(c.campaign_start_date, 'YYYY-MM-DD') AS campaign_start_date, to_char(c.campaign_end_date, 'YYYY-MM-DD') AS campaign_end_date,
  c.campaign_status, c.campaign_status_inca, c.digital_campaign_type, c.digital_campaign_type_2, c.campaign_priority,
  c.minimum_amount::float8 AS minimum_amount, c.campaign_creation_date, c.campaign_modification_date,
  to_char(c.usage_start_date, 'YYYY-MM-DD') AS usage_start_date, to_char(c.usage_end_date, 'YYYY-MM-DD') AS usage_end_date,
  c.campaign_discount_type, c.campaign_ominical_indicator, c.flash_campaign_type, c.campaign_brand_code, c.instant_campaign_indicator,
  c.platform_code, c.file_type, c.flag_editable, c.rules_modified_time, c.flag_recommendation_processed,
  (c.itc_company_campaign_code = '032') AS flag_corporate,
  COALESCE((SELECT json_agg(json_build_object('id_variable_group', g.id_variable_group, 'variable_group_name', g.variable_group_name,
      'variable_group_priority', g.variable_group_priority) ORDER BY g.variable_group_priority, g.id_variable_group)
    FROM ${S}.campaign_variable_groups cg JOIN ${S}.variable_groups g ON g.id_variable_group = cg.id_variable_group
    WHERE cg.id_campaign = c.id_campaign), '[]'::json) AS variable_group_data`;

export type CampaignRow = z.input<typeof campaignDto> & {
  rules_modified_time: Date | null;
  [key: string]: unknown;
};

/** Builds the WHERE of the campaign filter (scope first). */
export function campaignWhere(companies: CompanyCodes, filter: Partial<CampaignFilter>, params: unknown[]): string {
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (companies !== 'all') where.push(`c.itc_company_campaign_code = ANY(${bind(companies)}::text[])`);
  if (filter.itc_company_campaign_code?.length)
    where.push(`c.itc_company_campaign_code = ANY(${bind(filter.itc_company_campaign_code)}::text[])`);
  if (filter.campaign_description) where.push(`c.campaign_description ILIKE ${bind(`%${escapeLike(filter.campaign_description)}%`)}`);
  if (filter.campaign_code) where.push(`c.campaign_code ILIKE ${bind(`%${escapeLike(filter.campaign_code)}%`)}`);
  // Validity range: campaigns whose validity overlaps the range.
  if (filter.start_date) where.push(`c.campaign_end_date >= ${bind(filter.start_date)}::date`);
  if (filter.end_date) where.push(`c.campaign_start_date <= ${bind(filter.end_date)}::date`);
  if (filter.rules_modified_time)
    where.push(`c.rules_modified_time >= now() - make_interval(hours => ${bind(filter.rules_modified_time)}::int)`);
  if (filter.campaign_status_inca?.length)
    where.push(`c.campaign_status_inca = ANY(${bind(filter.campaign_status_inca.map(Number))}::smallint[])`);
  if (filter.file_type?.length) where.push(`c.file_type = ANY(${bind(filter.file_type.map(Number))}::smallint[])`);
  if (filter.platform_code) where.push(`c.platform_code = ${bind(filter.platform_code)}`);
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** One page of campaigns with total_rows on every row (§2.1 footer), in one statement. */
export async function listCampaigns(
  db: Queryable,
  companies: CompanyCodes,
  filter: CampaignFilter,
): Promise<{ rows: CampaignRow[]; total: number }> {
  const params: unknown[] = [];
  const where = campaignWhere(companies, filter, params);
  const order = `c.${filter.sort} ${filter.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, c.id_campaign ${filter.order === 'asc' ? 'ASC' : 'DESC'}`;
  params.push(filter.page_limit, (filter.page_current - 1) * filter.page_limit);
  // The page is cut first (with the total as a window count), then only its rows get their groups.
  const { rows } = await db.query<CampaignRow & { total_rows: string }>(
    `WITH page AS (
       SELECT c.*, count(*) OVER () AS total_rows FROM ${S}.campaigns c ${where}
       ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length})
     SELECT ${CAMPAIGN_COLUMNS}, c.total_rows FROM page c ORDER BY ${order}`,
    params,
  );
  let total = rows.length > 0 ? Number(rows[0]!.total_rows) : 0;
  if (rows.length === 0 && filter.page_current > 1) {
    const count = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${S}.campaigns c ${where}`, params.slice(0, -2));
    total = Number(count.rows[0]?.n ?? 0);
  }
  return { rows: rows.map((r) => ({ ...r, total_rows: total })), total };
}

export async function findCampaign(db: Queryable, id: number): Promise<CampaignRow | undefined> {
  const { rows } = await db.query<CampaignRow>(
    `SELECT ${CAMPAIGN_COLUMNS}, c.rules_summary FROM ${S}.campaigns c WHERE c.id_campaign = $1`,
    [id],
  );
  return rows[0];
}

export async function campaignInfo(db: Queryable, id: number): Promise<Record<string, string | number | boolean | null>> {
  const { rows } = await db.query<{ info: Record<string, string | number | boolean | null> }>(
    `SELECT campaign_info_csv_data AS info FROM ${S}.campaigns WHERE id_campaign = $1`,
    [id],
  );
  return rows[0]?.info ?? {};
}

/** Every variable group (light list for the per-row multi-select). */
export async function variableGroupOptions(
  db: Queryable,
): Promise<{ id_variable_group: number; variable_group_name: string; variable_group_priority: number }[]> {
  const { rows } = await db.query<{ id_variable_group: number; variable_group_name: string; variable_group_priority: number }>(
    `SELECT id_variable_group, variable_group_name, variable_group_priority FROM ${S}.variable_groups ORDER BY variable_group_priority, id_variable_group`,
  );
  return rows;
}

export function historyWhere(companies: CompanyCodes, filter: Partial<HistoryFilter>, params: unknown[]): string {
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (companies !== 'all') where.push(`h.company_code = ANY(${bind(companies)}::text[])`);
  if (filter.id_campaign) where.push(`h.id_campaign = ${bind(filter.id_campaign)}`);
  if (filter.process_name) where.push(`h.process_name ILIKE ${bind(`%${escapeLike(filter.process_name)}%`)}`);
  if (filter.source_name) where.push(`h.source_name ILIKE ${bind(`%${escapeLike(filter.source_name)}%`)}`);
  // Date filters compare the first 10 characters (§9): whole days.
  if (filter.start_date) where.push(`h.start_time >= ${bind(filter.start_date)}::date`);
  if (filter.end_date) where.push(`h.start_time < ${bind(filter.end_date)}::date + 1`);
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

export const HISTORY_COLUMNS = `h.id_process, h.id_campaign, c.campaign_code, h.company_code, h.source_name, h.process_name, h.process_status,
  h.process_final_message, h.start_time, h.end_time, h.uploaded_records, h.rejected_records, h.total_records, h.summary,
  (h.result_file IS NOT NULL) AS flag_result_file`;

export async function listHistory(
  db: Queryable,
  companies: CompanyCodes,
  filter: HistoryFilter,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const params: unknown[] = [];
  const where = historyWhere(companies, filter, params);
  params.push(filter.page_limit, (filter.page_current - 1) * filter.page_limit);
  const { rows } = await db.query<Omit<HistoryRow, 'row_number'> & { row_number: string; total_rows: string }>(
    `SELECT ${HISTORY_COLUMNS}, row_number() OVER (ORDER BY h.start_time DESC, h.id_process DESC) AS row_number, count(*) OVER () AS total_rows
     FROM ${S}.process_history h LEFT JOIN ${S}.campaigns c ON c.id_campaign = h.id_campaign ${where}
     ORDER BY h.start_time DESC, h.id_process DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const total = rows.length > 0 ? Number(rows[0]!.total_rows) : 0;
  return { rows: rows.map((r) => ({ ...r, row_number: Number(r.row_number), total_rows: total })), total };
}

export async function findProcess(
  db: Queryable,
  id: number,
): Promise<
  | {
      id_process: string;
      id_campaign: number | null;
      company_code: string | null;
      process_status: string;
      information: unknown;
      result_file: Buffer | null;
      process_final_message: string;
    }
  | undefined
> {
  const { rows } = await db.query<{
    id_process: string;
    id_campaign: number | null;
    company_code: string | null;
    process_status: string;
    information: unknown;
    result_file: Buffer | null;
    process_final_message: string;
  }>(
    `SELECT id_process, id_campaign, company_code, process_status, information, result_file, process_final_message FROM ${S}.process_history WHERE id_process = $1`,
    [id],
  );
  return rows[0];
}

export const PRODUCT_COLUMNS = `p.item_code, p.item_name, p.item_status, p.item_source_creation_time, p.item_offering_mode,
  p.item_offering_amount::float8 AS item_offering_amount, p.item_discount_type, p.item_discount_mode, p.item_discount_value::float8 AS item_discount_value`;

export function productsWhere(filter: Partial<ProductsFilter> & { id_campaign: number }, params: unknown[]): string {
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`p.id_campaign = ${bind(filter.id_campaign)}`];
  if (filter.item_code) where.push(`p.item_code ILIKE ${bind(`%${escapeLike(filter.item_code)}%`)}`);
  if (filter.item_name) where.push(`p.item_name ILIKE ${bind(`%${escapeLike(filter.item_name)}%`)}`);
  if (filter.created_time) where.push(`p.item_source_creation_time >= now() - make_interval(hours => ${bind(filter.created_time)}::int)`);
  if (filter.start_date) where.push(`p.item_source_creation_time >= ${bind(filter.start_date)}::date`);
  if (filter.end_date) where.push(`p.item_source_creation_time < ${bind(filter.end_date)}::date + 1`);
  return `WHERE ${where.join(' AND ')}`;
}

export async function listProducts(db: Queryable, filter: ProductsFilter): Promise<{ rows: ProductRow[]; total: number }> {
  const params: unknown[] = [];
  const where = productsWhere(filter, params);
  params.push(filter.page_limit, (filter.page_current - 1) * filter.page_limit);
  const { rows } = await db.query<Omit<ProductRow, 'row_number'> & { total_rows: string; row_number: string }>(
    `SELECT row_number() OVER (ORDER BY p.score DESC, p.item_code) AS row_number, ${PRODUCT_COLUMNS}, count(*) OVER () AS total_rows
     FROM ${S}.campaign_products p ${where} ORDER BY p.score DESC, p.item_code LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const total = rows.length > 0 ? Number(rows[0]!.total_rows) : 0;
  return { rows: rows.map((r) => ({ ...r, row_number: Number(r.row_number), total_rows: total })), total };
}

/** The campaign's latest process (designed: the rules page tells whether one is running), or null. */
export async function latestProcess(db: Queryable, idCampaign: number): Promise<Record<string, unknown> | null> {
  const { rows } = await db.query(
    `SELECT ${HISTORY_COLUMNS} FROM ${S}.process_history h LEFT JOIN ${S}.campaigns c ON c.id_campaign = h.id_campaign
     WHERE h.id_campaign = $1 ORDER BY h.start_time DESC, h.id_process DESC LIMIT 1`,
    [idCampaign],
  );
  return rows[0] ?? null;
}

/** How many of these variable groups exist. */
export async function countVariableGroups(db: Queryable, ids: readonly number[]): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id_variable_group AS id FROM ${S}.variable_groups WHERE id_variable_group = ANY($1::int[])`,
    [ids],
  );
  return rows.length;
}

/** Leaves the campaign with exactly these variable groups; parameters of groups no longer assigned go with them. */
export async function replaceVariableGroups(db: Queryable, idCampaign: number, ids: readonly number[]): Promise<void> {
  await db.query(`DELETE FROM ${S}.campaign_variable_groups WHERE id_campaign = $1 AND NOT (id_variable_group = ANY($2::int[]))`, [
    idCampaign,
    ids,
  ]);
  await db.query(
    `INSERT INTO ${S}.campaign_variable_groups (id_campaign, id_variable_group) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [idCampaign, ids],
  );
  await db.query(`DELETE FROM ${S}.campaign_params WHERE id_campaign = $1 AND NOT (id_variable_group = ANY($2::int[]))`, [idCampaign, ids]);
}

export async function setIncaStatus(db: Queryable, idCampaign: number, status: 1 | 2 | 3): Promise<void> {
  await db.query(`UPDATE ${S}.campaigns SET campaign_status_inca = $2, campaign_modification_date = now() WHERE id_campaign = $1`, [
    idCampaign,
    status,
  ]);
}

/** One page of the item catalogue (designed: what the recommendation scores) with total_rows on every row. */
export async function listItems(db: Queryable, filter: ItemsFilter): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.item_code) where.push(`item_code ILIKE $${params.push(`%${escapeLike(filter.item_code)}%`)}`);
  if (filter.item_name) where.push(`item_name ILIKE $${params.push(`%${escapeLike(filter.item_name)}%`)}`);
  params.push(filter.page_limit, (filter.page_current - 1) * filter.page_limit);
  const { rows } = await db.query<Record<string, unknown> & { total_rows: string }>(
    `SELECT item_code, item_name, item_status, item_category, item_brand, item_price::float8 AS item_price, item_source_creation_time, count(*) OVER () AS total_rows
     FROM ${S}.items ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY item_code LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const total = rows.length ? Number(rows[0]!.total_rows) : 0;
  return { rows: rows.map((r) => ({ ...r, total_rows: total })), total };
}
