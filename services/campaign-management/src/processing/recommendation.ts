import {
  CAMPAIGN_FILES,
  CAMPAIGN_MESSAGES,
  CATALOGUE_CATEGORIES,
  formatQuantity,
  recommendProducts,
  type AudienceSignals,
  type CatalogueItem,
  type RecommendationRules,
  type SummaryLine,
} from '@inca/domain';
import type { Queryable } from '@inca/db';
import {
  Binder,
  COMPANY_BITS,
  DEMO_CATALOGUE,
  REGIONS,
  companiesInMaskSql,
  predicateSql,
  type SegmentPredicate,
  type WarehouseReader,
} from '@inca/warehouse';
import { S, type CampaignContext } from '../context.ts';
import { keysOf, loadCampaignParams, rangeOf, type CampaignParamRow } from '../campaigns/index.ts';

/** What the warehouse is asked about a campaign's customers: company, segment and the customer rules. */
export type AudienceQuery = {
  companyCode: string;
  predicate: SegmentPredicate | null;
  age: { start: number | null; end: number | null };
  regions: number[];
};

export function audienceQueryOf(
  companyCode: string,
  predicate: SegmentPredicate | null,
  params: readonly CampaignParamRow[],
): AudienceQuery {
  return {
    companyCode,
    predicate,
    age: rangeOf(params, 'EDAD_CLIENTE'),
    regions: keysOf(params, 'REGION')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n >= 1 && n <= 16),
  };
}

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

/** The scoring rules of the campaign's parameters (categories, brands, items list, discount, amount range). */
export async function recommendationRulesOf(
  db: Queryable,
  params: readonly CampaignParamRow[],
  minimumAmount: number,
): Promise<RecommendationRules> {
  const listParams = params.filter((p) => p.variable_code === 'LISTA_SKU' && p.id_campaign_param !== null).map((p) => p.id_campaign_param);
  const listed = listParams.length
    ? (
        await db.query<{ item: string }>(
          `SELECT DISTINCT unnest(items) AS item FROM ${S}.campaign_param_item_blocks WHERE id_campaign_param = ANY($1::int[])`,
          [listParams],
        )
      ).rows.map((r) => r.item)
    : [];
  const amount = rangeOf(params, 'MONTO_COMPRA');
  const discount = keysOf(params, 'TIPO_DESCUENTO')[0];
  return {
    categories: keysOf(params, 'CATEGORIA'),
    brands: keysOf(params, 'MARCA'),
    itemCodes: [...new Set([...keysOf(params, 'LISTA_SKU'), ...listed])],
    discountType: discount === 'MONTO_FIJO' ? 'MONTO_FIJO' : 'PORCENTAJE',
    minimumAmount: amount.start ?? minimumAmount,
    maxAmount: amount.end,
  };
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
export function qualifyingItems(items: readonly CatalogueItem[], rules: RecommendationRules): CatalogueItem[] {
  return recommendProducts('', items, { customers: 1, byCategory: {} }, rules, Number.MAX_SAFE_INTEGER).map((p) =>
    items.find((i) => i.item_code === p.item_code)!,
  );
}

const categoryName = (key: string) => CATALOGUE_CATEGORIES.find((c) => c.key === key)?.name ?? key;
const regionName = (id: number) => REGIONS.find(([r]) => r === id)?.[1] ?? String(id);

/**
 * The rules summary (§2.3 summary panel, preview): customers of the segment (by chosen region),
 * customers who buy the chosen categories (by category) and products that meet the rules (by category).
 */
export function buildSummary(
  signals: AudienceSignals & { byRegion: Record<number, number> },
  rules: RecommendationRules,
  query: AudienceQuery,
  items: readonly CatalogueItem[],
): SummaryLine[] {
  const categories = rules.categories.length ? rules.categories : CATALOGUE_CATEGORIES.map((c) => c.key);
  const qualifying = qualifyingItems(items, rules);
  const buyers = categories.map((key) => ({ name: categoryName(key), quantity: signals.byCategory[key] ?? 0 }));
  return [
    {
      name: 'Clientes del segmento',
      quantity: signals.customers,
      children: query.regions.map((r) => ({ name: regionName(r), quantity: signals.byRegion[r] ?? 0 })),
    },
    {
      name: 'Clientes que compran las categorías',
      quantity: Math.min(signals.customers, Math.max(0, ...buyers.map((b) => b.quantity))),
      children: buyers,
    },
    {
      name: 'Productos que cumplen las reglas',
      quantity: qualifying.length,
      children: categories.map((key) => ({ name: categoryName(key), quantity: qualifying.filter((i) => i.item_category === key).length })),
    },
  ];
}

/** Summary as {key: value} lines for the history row (§2.2: shown as key: value lines). */
export const summaryLines = (summary: readonly SummaryLine[]): Record<string, string> =>
  Object.fromEntries(summary.map((line) => [line.name, formatQuantity(line.quantity)]));

export type RecommendationJob = {
  id_process: number;
  id_campaign: number;
  predicate: SegmentPredicate | null;
  segment_code: string | null;
};

/**
 * One recommendation process: reads the campaign's rules, counts its customers in the warehouse,
 * scores the catalogue, replaces the campaign's products and closes the history row — 'success'
 * with the figures, or 'error' with the reason as final message and detail. Never throws for a
 * business failure (the history row says it); infrastructure errors are recorded and rethrown.
 */
export async function runRecommendation(ctx: CampaignContext, job: RecommendationJob): Promise<'success' | 'error'> {
  const { pool } = ctx;
  await pool.query(`UPDATE ${S}.process_history SET process_status = 'running', start_time = now() WHERE id_process = $1`, [
    job.id_process,
  ]);
  const fail = async (message: string, summary: Record<string, string> = {}) => {
    await pool.query(
      `UPDATE ${S}.process_history SET process_status = 'error', process_final_message = $2, end_time = now(), summary = $3::jsonb, information = $4::jsonb WHERE id_process = $1`,
      [job.id_process, message, JSON.stringify(summary), JSON.stringify({ status: false, message })],
    );
    return 'error' as const;
  };
  try {
    const { rows } = await pool.query<{ campaign_code: string; itc_company_campaign_code: string; minimum_amount: number }>(
      `SELECT campaign_code, itc_company_campaign_code, minimum_amount::float8 AS minimum_amount FROM ${S}.campaigns WHERE id_campaign = $1`,
      [job.id_campaign],
    );
    const campaign = rows[0];
    if (!campaign) return await fail(CAMPAIGN_MESSAGES.notFound);
    const params = await loadCampaignParams(pool, job.id_campaign);
    const query = audienceQueryOf(campaign.itc_company_campaign_code, job.predicate, params);
    const signals = await audienceSignals(await ctx.customers(), query);
    const rules = await recommendationRulesOf(pool, params, campaign.minimum_amount);
    const items = await catalogue(pool);
    const summary = buildSummary(signals, rules, query, items);
    const lines = {
      Campaña: campaign.campaign_code,
      ...(job.segment_code ? { Segmento: job.segment_code } : {}),
      ...summaryLines(summary),
    };
    if (signals.customers === 0) return await fail(CAMPAIGN_MESSAGES.noCustomers, lines);
    const products = recommendProducts(campaign.campaign_code, items, signals, rules);
    if (products.length === 0) return await fail(CAMPAIGN_MESSAGES.noProducts, lines);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`DELETE FROM ${S}.campaign_products WHERE id_campaign = $1`, [job.id_campaign]);
      await client.query(
        `INSERT INTO ${S}.campaign_products (id_campaign, id_process, item_code, item_name, item_status, item_source_creation_time, item_offering_mode,
           item_offering_amount, item_discount_type, item_discount_mode, item_discount_value, score)
         SELECT $1, $2, * FROM jsonb_to_recordset($3::jsonb) AS t(item_code text, item_name text, item_status text, item_source_creation_time timestamptz,
           item_offering_mode text, item_offering_amount numeric, item_discount_type text, item_discount_mode text, item_discount_value numeric, score numeric)`,
        [job.id_campaign, job.id_process, JSON.stringify(products)],
      );
      const message = CAMPAIGN_MESSAGES.processDone(products.length);
      await client.query(
        `UPDATE ${S}.process_history SET process_status = 'success', process_final_message = $2, end_time = now(), uploaded_records = $3,
           rejected_records = 0, total_records = $3, summary = $4::jsonb, information = $5::jsonb WHERE id_process = $1`,
        [
          job.id_process,
          message,
          products.length,
          JSON.stringify({ ...lines, 'Productos recomendados': formatQuantity(products.length) }),
          JSON.stringify({
            status: true,
            data: {
              campaign_code: campaign.campaign_code,
              segment_code: job.segment_code,
              summary,
              products: products.length,
              file: CAMPAIGN_FILES.products,
            },
          }),
        ],
      );
      await client.query(
        `UPDATE ${S}.campaigns SET flag_recommendation_processed = true, rules_summary = $2::jsonb WHERE id_campaign = $1`,
        [job.id_campaign, JSON.stringify(summary)],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
    return 'success';
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    await fail(`${CAMPAIGN_MESSAGES.processError} Detalle: ${detail}`).catch(() => undefined);
    throw error;
  }
}
