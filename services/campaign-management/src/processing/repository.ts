import { CATALOGUE_CATEGORIES, type AudienceSignals, type CatalogueItem } from '@inca/domain';
import { withTransaction, type Pool, type Queryable } from '@inca/db';
import { Binder, COMPANY_BITS, DEMO_CATALOGUE, companiesInMaskSql, predicateSql, type WarehouseReader } from '@inca/warehouse';
import { S } from '../context.ts';
import type { AudienceQuery } from './recommendation.ts';

/**
 * Statements of the recommendation: the customer counts inside the warehouse (DuckDB or BigQuery),
 * the campaign, items list and catalogue it reads from Postgres, and the process history row and
 * products it writes.
 */

function whereOf(query: AudienceQuery, binder: Binder): string {
  const parts = [companiesInMaskSql(binder, COMPANY_BITS[query.companyCode] ?? 0, COMPANY_BITS)];
  if (query.age.start !== null) parts.push(`age >= ${binder.bind(query.age.start)}`);
  if (query.age.end !== null) parts.push(`age <= ${binder.bind(query.age.end)}`);
  if (query.regions.length > 0) {
    parts.push(
      binder.dialect === 'duckdb'
        ? `region IN (${query.regions.map((r) => binder.bind(r)).join(', ')})`
        : `region IN UNNEST(${binder.bind(query.regions)})`,
    );
  }
  if (query.predicate) parts.push(predicateSql(DEMO_CATALOGUE, query.predicate, binder));
  return parts.join(' AND ');
}

/** Customers of the category among those counted, in the reader's dialect (the category bits are the catalogue's constants). */
const categoryCount = (dialect: Binder['dialect'], bit: number, alias: string) =>
  dialect === 'duckdb'
    ? `count(*) FILTER (WHERE (category_mask & ${bit}) <> 0) AS "${alias}"`
    : `COUNTIF(MOD(DIV(category_mask, ${bit}), 2) = 1) AS ${alias}`;

/**
 * The campaign's customers and how many of them buy each category, counted inside the warehouse in one
 * pass (BigQuery when configured: a job labelled with the campaign's company; `signal` cancels it).
 */
export async function audienceSignals(
  reader: WarehouseReader,
  query: AudienceQuery,
  signal?: AbortSignal,
): Promise<AudienceSignals & { byRegion: Record<number, number> }> {
  const context = { company: query.companyCode, operation: 'signals' as const, ...(signal ? { signal } : {}) };
  const binder = new Binder(reader.dialect);
  const where = whereOf(query, binder);
  // BigQuery's aliases are plain names (a quoted one would be a table reference there).
  const aliasOf = (i: number) => (reader.dialect === 'duckdb' ? CATALOGUE_CATEGORIES[i]!.key : `category_${i}`);
  const categoryCounts = CATALOGUE_CATEGORIES.map((c, i) => categoryCount(reader.dialect, c.bit, aliasOf(i))).join(', ');
  const [row] = await reader.read(`SELECT count(*) AS n, ${categoryCounts} FROM ${reader.customersTable} WHERE ${where}`, binder, context);
  const byRegion: Record<number, number> = {};
  if (query.regions.length > 0) {
    const regionBinder = new Binder(reader.dialect);
    const regionWhere = whereOf(query, regionBinder);
    for (const r of await reader.read(
      `SELECT region, count(*) AS n FROM ${reader.customersTable} WHERE ${regionWhere} GROUP BY region`,
      regionBinder,
      context,
    )) {
      byRegion[Number(r.region)] = Number(r.n);
    }
  }
  return {
    customers: Number(row?.n ?? 0),
    byCategory: Object.fromEntries(CATALOGUE_CATEGORIES.map((c, i) => [c.key, Number(row?.[aliasOf(i)] ?? 0)])),
    byRegion,
  };
}

/** The items of the campaign's uploaded lists (the LISTA_SKU parameters). */
export async function listedItems(db: Queryable, paramIds: readonly number[]): Promise<string[]> {
  if (paramIds.length === 0) return [];
  const { rows } = await db.query<{ item: string }>(
    `SELECT DISTINCT unnest(items) AS item FROM ${S}.campaign_param_item_blocks WHERE id_campaign_param = ANY($1::int[])`,
    [paramIds],
  );
  return rows.map((r) => r.item);
}

export async function catalogue(db: Queryable): Promise<CatalogueItem[]> {
  const { rows } = await db.query<CatalogueItem>(
    `SELECT item_code, item_name, item_status, item_category, item_brand, item_price::float8 AS item_price,
       to_char(item_source_creation_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS item_source_creation_time
     FROM ${S}.items ORDER BY item_code`,
  );
  return rows;
}

/** Items that meet the rules, whatever their score (the summary's product count). */
/** What the recommendation reads of the campaign. */
export async function recommendationCampaign(
  db: Queryable,
  idCampaign: number,
): Promise<{ campaign_code: string; itc_company_campaign_code: string; minimum_amount: number } | undefined> {
  const { rows } = await db.query<{ campaign_code: string; itc_company_campaign_code: string; minimum_amount: number }>(
    `SELECT campaign_code, itc_company_campaign_code, minimum_amount::float8 AS minimum_amount FROM ${S}.campaigns WHERE id_campaign = $1`,
    [idCampaign],
  );
  return rows[0];
}

/** The history row of a process its job has started. */
export async function markProcessRunning(db: Queryable, idProcess: number): Promise<void> {
  await db.query(`UPDATE ${S}.process_history SET process_status = 'running', start_time = now() WHERE id_process = $1`, [idProcess]);
}

/** Closes the history row as failed, with the reason as final message and detail. */
export async function markProcessFailed(db: Queryable, idProcess: number, message: string, summary: Record<string, string>): Promise<void> {
  await db.query(
    `UPDATE ${S}.process_history SET process_status = 'error', process_final_message = $2, end_time = now(), summary = $3::jsonb, information = $4::jsonb WHERE id_process = $1`,
    [idProcess, message, JSON.stringify(summary), JSON.stringify({ status: false, message })],
  );
}

/**
 * In one transaction: the campaign's products replaced by the recommended ones, the history row
 * closed as a success with its figures, and the campaign marked processed with its rules summary.
 */
export async function storeRecommendation(
  pool: Pool,
  done: {
    idCampaign: number;
    idProcess: number;
    products: readonly unknown[];
    message: string;
    summaryLines: Record<string, string>;
    information: unknown;
    rulesSummary: unknown;
  },
): Promise<void> {
  await withTransaction(pool, async (client) => {
    await client.query(`DELETE FROM ${S}.campaign_products WHERE id_campaign = $1`, [done.idCampaign]);
    await client.query(
      `INSERT INTO ${S}.campaign_products (id_campaign, id_process, item_code, item_name, item_status, item_source_creation_time, item_offering_mode,
         item_offering_amount, item_discount_type, item_discount_mode, item_discount_value, score)
       SELECT $1, $2, * FROM jsonb_to_recordset($3::jsonb) AS t(item_code text, item_name text, item_status text, item_source_creation_time timestamptz,
         item_offering_mode text, item_offering_amount numeric, item_discount_type text, item_discount_mode text, item_discount_value numeric, score numeric)`,
      [done.idCampaign, done.idProcess, JSON.stringify(done.products)],
    );
    await client.query(
      `UPDATE ${S}.process_history SET process_status = 'success', process_final_message = $2, end_time = now(), uploaded_records = $3,
         rejected_records = 0, total_records = $3, summary = $4::jsonb, information = $5::jsonb WHERE id_process = $1`,
      [done.idProcess, done.message, done.products.length, JSON.stringify(done.summaryLines), JSON.stringify(done.information)],
    );
    await client.query(`UPDATE ${S}.campaigns SET flag_recommendation_processed = true, rules_summary = $2::jsonb WHERE id_campaign = $1`, [
      done.idCampaign,
      JSON.stringify(done.rulesSummary),
    ]);
  });
}
