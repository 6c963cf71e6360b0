import type { Router } from 'express';
import { CAMPAIGN_FILES, CAMPAIGN_MESSAGES, CAMPAIGN_STATUS_INCA, seesCompanyColumn, toPythonDict } from '@inca/domain';
import type { Queryable } from '@inca/db';
import { badRequest, caller, notFound, parseInput, route } from '@inca/service-kit';
import { BASE, S, type CampaignContext } from '../context.ts';
import { startFile, streamCsv } from '../files/csv.ts';
import type { Processing } from '../processing/queue.ts';
import { campaignFor, companiesOf, editableCampaignFor, inScope } from './access.ts';
import {
  CAMPAIGN_COLUMNS,
  HISTORY_COLUMNS,
  PRODUCT_COLUMNS,
  campaignInfo,
  campaignWhere,
  escapeLike,
  findProcess,
  historyWhere,
  listCampaigns,
  listHistory,
  listProducts,
  productsWhere,
  variableGroupOptions,
  type CompanyCodes,
} from './repository.ts';
import { incaStatusOf, loadCampaignParams } from './rules.ts';
import { campaignFilterQuery, campaignIdQuery, editVariableGroupBody, historyQuery, itemsQuery, processIdQuery, productsQuery } from './schemas.ts';

const CHUNK = 5_000;

/** Keyset-paged chunks of a query ordered by a numeric key (`key` column in the rows): one chunk in memory at a time. */
export async function* keysetChunks<T extends Record<string, unknown>>(
  db: Queryable,
  build: (afterParam: string, limitParam: string, params: unknown[]) => string,
  baseParams: readonly unknown[],
  key: string,
  map: (row: T) => (string | number | null | undefined)[],
): AsyncGenerator<(string | number | null | undefined)[][]> {
  let after = 0;
  for (;;) {
    const params = [...baseParams, after, CHUNK];
    const { rows } = await db.query<T>(build(`$${params.length - 1}`, `$${params.length}`, params), params);
    if (rows.length === 0) return;
    yield rows.map(map);
    after = Number(rows[rows.length - 1]![key]);
    if (rows.length < CHUNK) return;
  }
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value === null || value === undefined ? '' : String(value));

export const CAMPAIGN_CSV_HEADER = [
  'id_campaign', 'itc_company_campaign_code', 'campaign_code', 'campaign_description', 'campaign_start_date', 'campaign_end_date', 'minimum_amount',
  'campaign_status', 'campaign_status_inca', 'campaign_creation_date', 'campaign_modification_date', 'campaign_priority', 'usage_start_date',
  'usage_end_date', 'campaign_discount_type', 'campaign_ominical_indicator', 'flash_campaign_type', 'campaign_brand_code',
  'instant_campaign_indicator', 'digital_campaign_type', 'digital_campaign_type_2', 'rules_modified_time', 'variable_groups',
] as const;

export const PRODUCTS_CSV_HEADER = [
  'item_code', 'item_name', 'item_status', 'item_source_creation_time', 'item_offering_mode', 'item_offering_amount', 'item_discount_type', 'item_discount_mode', 'item_discount_value',
] as const;

export const HISTORY_CSV_HEADER = [
  'id_process', 'campaign_code', 'source_name', 'process_name', 'process_status', 'process_final_message', 'start_time', 'end_time', 'uploaded_records', 'rejected_records', 'total_records',
] as const;

export const RULES_HISTORY_CSV_HEADER = [
  'itc_company_campaign_code', 'campaign_code', 'variable_group_name', 'variable_code', 'variable_name', 'configuration_value', 'configuration_items',
  'configuration_range_start', 'configuration_range_end', 'modified_time',
] as const;

/**
 * Campaign calls (spec §7 "Campaigns", under /campaign-management). Every call resolves the
 * caller's company scope first (§6): campaigns of other companies are absent from lists and
 * NOT_FOUND by id.
 */
export function campaignRoutes(router: Router, ctx: CampaignContext, processing: Promise<Processing | undefined>): void {
  const { pool } = ctx;
  void processing;

  router.get(
    `${BASE}/campaigns`,
    route(async (req) => {
      const identity = caller(req);
      const filter = parseInput(campaignFilterQuery, req.query);
      const companies = await companiesOf(ctx, req);
      const { rows, total } = await listCampaigns(pool, companies, filter);
      return { status: true, data: rows, total_rows: total, show_company: seesCompanyColumn(identity) };
    }),
  );

  // The campaign as the rules page reads it (designed: the spec reads it from the route, falling back to local storage).
  router.get(
    `${BASE}/campaigns/detail`,
    route(async (req) => {
      const { id_campaign } = parseInput(campaignIdQuery, req.query);
      return { status: true, data: await campaignFor(ctx, req, id_campaign) };
    }),
  );

  // Designed ("not shown"): the campaign's latest process, so the rules page can tell whether one is running.
  router.get(
    `${BASE}/campaigns/process`,
    route(async (req) => {
      const { id_campaign } = parseInput(campaignIdQuery, req.query);
      await campaignFor(ctx, req, id_campaign);
      const { rows } = await pool.query(
        `SELECT ${HISTORY_COLUMNS} FROM ${S}.process_history h LEFT JOIN ${S}.campaigns c ON c.id_campaign = h.id_campaign
         WHERE h.id_campaign = $1 ORDER BY h.start_time DESC, h.id_process DESC LIMIT 1`,
        [id_campaign],
      );
      return { status: true, data: rows[0] ?? null };
    }),
  );

  router.get(
    `${BASE}/campaigns/csv-data`,
    route(async (req) => {
      const { id_campaign } = parseInput(campaignIdQuery, req.query);
      await campaignFor(ctx, req, id_campaign);
      // The source system's Python-like dict text (§7); the graph turns it into key and value rows.
      return { status: true, data: { campaign_info_csv_data: toPythonDict(await campaignInfo(pool, id_campaign)) } };
    }),
  );

  router.put(
    `${BASE}/campaigns/edit-variable-group`,
    route(async (req) => {
      const body = parseInput(editVariableGroupBody, req.body);
      await editableCampaignFor(ctx, req, body.id_campaign);
      const ids = [...new Set(body.variable_group_data)];
      const known = await pool.query<{ id: number }>(`SELECT id_variable_group AS id FROM ${S}.variable_groups WHERE id_variable_group = ANY($1::int[])`, [ids]);
      if (known.rows.length !== ids.length) throw badRequest(CAMPAIGN_MESSAGES.groupUnknown);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(`DELETE FROM ${S}.campaign_variable_groups WHERE id_campaign = $1 AND NOT (id_variable_group = ANY($2::int[]))`, [body.id_campaign, ids]);
        await client.query(
          `INSERT INTO ${S}.campaign_variable_groups (id_campaign, id_variable_group) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
          [body.id_campaign, ids],
        );
        // Parameters of groups no longer assigned go with them; the INCA status follows the rules left.
        await client.query(`DELETE FROM ${S}.campaign_params WHERE id_campaign = $1 AND NOT (id_variable_group = ANY($2::int[]))`, [body.id_campaign, ids]);
        const params = await loadCampaignParams(client, body.id_campaign);
        await client.query(`UPDATE ${S}.campaigns SET campaign_status_inca = $2, campaign_modification_date = now() WHERE id_campaign = $1`, [body.id_campaign, incaStatusOf(params)]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
      return { status: true, message: CAMPAIGN_MESSAGES.confirm_save_message, data: await campaignFor(ctx, req, body.id_campaign) };
    }),
  );

  router.get(`${BASE}/campaigns/variable-group`, route(async () => ({ status: true, data: await variableGroupOptions(pool) })));

  router.get(
    `${BASE}/campaigns/history`,
    route(async (req) => {
      const filter = parseInput(historyQuery, req.query);
      const companies = await companiesOf(ctx, req);
      if (filter.id_campaign) await campaignFor(ctx, req, filter.id_campaign);
      const { rows, total } = await listHistory(pool, companies, filter);
      return { status: true, data: rows, total_rows: total };
    }),
  );

  router.get(
    `${BASE}/campaigns/products`,
    route(async (req) => {
      const filter = parseInput(productsQuery, req.query);
      await campaignFor(ctx, req, filter.id_campaign);
      const { rows, total } = await listProducts(pool, filter);
      return { status: true, data: rows, total_rows: total };
    }),
  );

  // Designed ("not shown"): the item catalogue the recommendation scores.
  router.get(
    `${BASE}/campaigns/items`,
    route(async (req) => {
      const q = parseInput(itemsQuery, req.query);
      const params: unknown[] = [];
      const where: string[] = [];
      if (q.item_code) where.push(`item_code ILIKE $${params.push(`%${escapeLike(q.item_code)}%`)}`);
      if (q.item_name) where.push(`item_name ILIKE $${params.push(`%${escapeLike(q.item_name)}%`)}`);
      params.push(q.page_limit, (q.page_current - 1) * q.page_limit);
      const { rows } = await pool.query<Record<string, unknown> & { total_rows: string }>(
        `SELECT item_code, item_name, item_status, item_category, item_brand, item_price::float8 AS item_price, item_source_creation_time, count(*) OVER () AS total_rows
         FROM ${S}.items ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY item_code LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      const total = rows.length ? Number(rows[0]!.total_rows) : 0;
      return { status: true, data: rows.map((r) => ({ ...r, total_rows: total })), total_rows: total };
    }),
  );

  // ── files ──

  router.get(
    `${BASE}/campaigns/export-campaigns-csv`,
    route(async (req, res) => {
      const filter = parseInput(campaignFilterQuery, req.query);
      const companies = await companiesOf(ctx, req);
      const base: unknown[] = [];
      const where = campaignWhere(companies, filter, base);
      await streamCsv(
        res,
        CAMPAIGN_FILES.campaigns,
        CAMPAIGN_CSV_HEADER,
        keysetChunks<Record<string, unknown>>(
          pool,
          (after, limit) => `SELECT ${CAMPAIGN_COLUMNS} FROM ${S}.campaigns c ${where ? `${where} AND` : 'WHERE'} c.id_campaign > ${after} ORDER BY c.id_campaign LIMIT ${limit}`,
          base,
          'id_campaign',
          (r) => [
            r.id_campaign as number, r.itc_company_campaign_code as string, r.campaign_code as string, r.campaign_description as string, r.campaign_start_date as string,
            r.campaign_end_date as string, r.minimum_amount as number, r.campaign_status as string,
            CAMPAIGN_STATUS_INCA[r.campaign_status_inca as 1 | 2 | 3], iso(r.campaign_creation_date), iso(r.campaign_modification_date), r.campaign_priority as number,
            r.usage_start_date as string, r.usage_end_date as string, r.campaign_discount_type as string, r.campaign_ominical_indicator as string,
            r.flash_campaign_type as string, r.campaign_brand_code as string, r.instant_campaign_indicator as string, r.digital_campaign_type as string,
            r.digital_campaign_type_2 as string, iso(r.rules_modified_time),
            (r.variable_group_data as { variable_group_name: string }[]).map((g) => g.variable_group_name).join('|'),
          ],
        ),
      );
    }),
  );

  // The rules history: every configured rule of the filtered campaigns with its last change.
  router.get(
    `${BASE}/campaigns/export-history-csv`,
    route(async (req, res) => {
      const filter = parseInput(campaignFilterQuery, req.query);
      const companies = await companiesOf(ctx, req);
      const base: unknown[] = [];
      const where = campaignWhere(companies, filter, base);
      await streamCsv(
        res,
        CAMPAIGN_FILES.rulesHistory,
        RULES_HISTORY_CSV_HEADER,
        keysetChunks<Record<string, unknown>>(
          pool,
          (after, limit) =>
            `SELECT cp.id_campaign_param, c.itc_company_campaign_code, c.campaign_code, g.variable_group_name, v.variable_code, v.variable_name,
               cp.configuration_value, cp.configuration_items, cp.configuration_range_start::float8 AS s, cp.configuration_range_end::float8 AS e, cp.modified_time
             FROM ${S}.campaign_params cp JOIN ${S}.campaigns c ON c.id_campaign = cp.id_campaign
             JOIN ${S}.variable_groups g ON g.id_variable_group = cp.id_variable_group JOIN ${S}.variables v ON v.id_variable = cp.id_variable
             ${where ? `${where} AND` : 'WHERE'} cp.id_campaign_param > ${after} ORDER BY cp.id_campaign_param LIMIT ${limit}`,
          base,
          'id_campaign_param',
          (r) => [
            r.itc_company_campaign_code as string, r.campaign_code as string, r.variable_group_name as string, r.variable_code as string, r.variable_name as string,
            (r.configuration_value as string | null) ?? '', ((r.configuration_items as string[]) ?? []).join('|'), r.s as number | null, r.e as number | null, iso(r.modified_time),
          ],
        ),
      );
    }),
  );

  router.get(
    `${BASE}/campaigns/export-campaigns-products-list-csv`,
    route(async (req, res) => {
      const { id_campaign } = parseInput(campaignIdQuery, req.query);
      await campaignFor(ctx, req, id_campaign);
      const filter = parseInput(productsQuery.optional(), { ...req.query, id_campaign: String(id_campaign) });
      const base: unknown[] = [];
      const where = productsWhere(filter ?? { id_campaign }, base);
      await streamCsv(
        res,
        CAMPAIGN_FILES.products,
        PRODUCTS_CSV_HEADER,
        keysetChunks<Record<string, unknown>>(
          pool,
          (after, limit) => `SELECT p.id_campaign_product, ${PRODUCT_COLUMNS} FROM ${S}.campaign_products p ${where} AND p.id_campaign_product > ${after} ORDER BY p.id_campaign_product LIMIT ${limit}`,
          base,
          'id_campaign_product',
          (r) => PRODUCTS_CSV_HEADER.map((h) => (h === 'item_source_creation_time' ? iso(r[h]) : (r[h] as string | number))),
        ),
      );
    }),
  );

  router.get(
    `${BASE}/campaigns/export-campaigns-history-csv`,
    route(async (req, res) => {
      const filter = parseInput(historyQuery, req.query);
      const companies = await companiesOf(ctx, req);
      if (filter.id_campaign) await campaignFor(ctx, req, filter.id_campaign);
      const base: unknown[] = [];
      const where = historyWhere(companies, filter, base);
      await streamCsv(
        res,
        CAMPAIGN_FILES.history,
        HISTORY_CSV_HEADER,
        keysetChunks<Record<string, unknown>>(
          pool,
          (after, limit) =>
            `SELECT ${HISTORY_COLUMNS} FROM ${S}.process_history h LEFT JOIN ${S}.campaigns c ON c.id_campaign = h.id_campaign
             ${where ? `${where} AND` : 'WHERE'} h.id_process > ${after} ORDER BY h.id_process LIMIT ${limit}`,
          base,
          'id_process',
          (r) => HISTORY_CSV_HEADER.map((h) => (h === 'start_time' || h === 'end_time' ? iso(r[h]) : (r[h] as string | number | null))),
        ),
      );
    }),
  );

  router.get(
    `${BASE}/campaigns/download-process-json`,
    route(async (req, res) => {
      const { id_process } = parseInput(processIdQuery, req.query);
      const process = await processInScope(ctx, await companiesOf(ctx, req), id_process);
      const info = process.information && typeof process.information === 'object' && Object.keys(process.information).length > 0
        ? process.information
        : process.process_status === 'error'
          ? { status: false, message: process.process_final_message }
          : { status: true, data: { message: process.process_final_message } };
      startFile(res, CAMPAIGN_FILES.information, 'application/json; charset=utf-8');
      res.end(JSON.stringify(info, null, 2));
    }),
  );

  // Designed: the result file of an upload process (result.csv), downloadable again from the history.
  router.get(
    `${BASE}/campaigns/process-result`,
    route(async (req, res) => {
      const { id_process } = parseInput(processIdQuery, req.query);
      const process = await processInScope(ctx, await companiesOf(ctx, req), id_process);
      if (!process.result_file) throw notFound(CAMPAIGN_MESSAGES.noRecordsEs);
      startFile(res, CAMPAIGN_FILES.uploadResult, 'text/csv; charset=utf-8');
      res.end(process.result_file);
    }),
  );
}

async function processInScope(ctx: CampaignContext, companies: CompanyCodes, id: number) {
  const process = await findProcess(ctx.pool, id);
  if (!process || !inScope(companies, process.company_code)) throw notFound('El proceso no existe.');
  return process;
}
