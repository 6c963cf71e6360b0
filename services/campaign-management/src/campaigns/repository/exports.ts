/**
 * The campaign area's CSV files (spec §7 "Campaigns" exports): each one's header and its rows read in
 * keyset-paged chunks, already as cells.
 */
import { CAMPAIGN_STATUS_INCA, santiagoDateTimeText } from '@inca/domain';
import type { Queryable } from '@inca/db';
import { S } from '../../context.ts';
import {
  CAMPAIGN_COLUMNS,
  HISTORY_COLUMNS,
  PRODUCT_COLUMNS,
  campaignWhere,
  historyWhere,
  productsWhere,
  type CompanyCodes,
} from './campaigns.ts';
import type { CampaignFilter, HistoryFilter, ProductsFilter } from '@inca/contracts/campaign-management';

const CHUNK = 5_000;

type Cells = (string | number | null | undefined)[];

/** Keyset-paged chunks of a query ordered by a numeric key (`key` column in the rows): one chunk in memory at a time. */
async function* keysetChunks<T extends Record<string, unknown>>(
  db: Queryable,
  build: (afterParam: string, limitParam: string, params: unknown[]) => string,
  baseParams: readonly unknown[],
  key: string,
  map: (row: T) => Cells,
): AsyncGenerator<Cells[]> {
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

/** An instant as the screens show it: "yyyy-mm-dd hh:mm:ss" in Chile time (never UTC, so a file and the grid agree). */
const iso = (value: unknown) => (value instanceof Date || typeof value === 'string' ? santiagoDateTimeText(value) : '');

export const CAMPAIGN_CSV_HEADER = [
  'id_campaign',
  'itc_company_campaign_code',
  'campaign_code',
  'campaign_description',
  'campaign_start_date',
  'campaign_end_date',
  'minimum_amount',
  'campaign_status',
  'campaign_status_inca',
  'campaign_creation_date',
  'campaign_modification_date',
  'campaign_priority',
  'usage_start_date',
  'usage_end_date',
  'campaign_discount_type',
  'campaign_ominical_indicator',
  'flash_campaign_type',
  'campaign_brand_code',
  'instant_campaign_indicator',
  'digital_campaign_type',
  'digital_campaign_type_2',
  'rules_modified_time',
  'variable_groups',
] as const;

export const PRODUCTS_CSV_HEADER = [
  'item_code',
  'item_name',
  'item_status',
  'item_source_creation_time',
  'item_offering_mode',
  'item_offering_amount',
  'item_discount_type',
  'item_discount_mode',
  'item_discount_value',
] as const;

export const HISTORY_CSV_HEADER = [
  'id_process',
  'campaign_code',
  'source_name',
  'process_name',
  'process_status',
  'process_final_message',
  'start_time',
  'end_time',
  'uploaded_records',
  'rejected_records',
  'total_records',
] as const;

export const RULES_HISTORY_CSV_HEADER = [
  'itc_company_campaign_code',
  'campaign_code',
  'variable_group_name',
  'variable_code',
  'variable_name',
  'configuration_value',
  'configuration_items',
  'configuration_range_start',
  'configuration_range_end',
  'modified_time',
] as const;

/** The filtered campaigns, one row each (CAMPAIGN_CSV_HEADER). */
export function campaignCsvRows(db: Queryable, companies: CompanyCodes, filter: CampaignFilter): AsyncGenerator<Cells[]> {
  const base: unknown[] = [];
  const where = campaignWhere(companies, filter, base);
  return keysetChunks<Record<string, unknown>>(
    db,
    (after, limit) =>
      `SELECT ${CAMPAIGN_COLUMNS} FROM ${S}.campaigns c ${where ? `${where} AND` : 'WHERE'} c.id_campaign > ${after} ORDER BY c.id_campaign LIMIT ${limit}`,
    base,
    'id_campaign',
    (r) => [
      r.id_campaign as number,
      r.itc_company_campaign_code as string,
      r.campaign_code as string,
      r.campaign_description as string,
      r.campaign_start_date as string,
      r.campaign_end_date as string,
      r.minimum_amount as number,
      r.campaign_status as string,
      CAMPAIGN_STATUS_INCA[r.campaign_status_inca as 1 | 2 | 3],
      iso(r.campaign_creation_date),
      iso(r.campaign_modification_date),
      r.campaign_priority as number,
      r.usage_start_date as string,
      r.usage_end_date as string,
      r.campaign_discount_type as string,
      r.campaign_ominical_indicator as string,
      r.flash_campaign_type as string,
      r.campaign_brand_code as string,
      r.instant_campaign_indicator as string,
      r.digital_campaign_type as string,
      r.digital_campaign_type_2 as string,
      iso(r.rules_modified_time),
      (r.variable_group_data as { variable_group_name: string }[]).map((g) => g.variable_group_name).join('|'),
    ],
  );
}

/** The rules history: every configured rule of the filtered campaigns with its last change (RULES_HISTORY_CSV_HEADER). */
export function rulesHistoryCsvRows(db: Queryable, companies: CompanyCodes, filter: CampaignFilter): AsyncGenerator<Cells[]> {
  const base: unknown[] = [];
  const where = campaignWhere(companies, filter, base);
  return keysetChunks<Record<string, unknown>>(
    db,
    (after, limit) =>
      `SELECT cp.id_campaign_param, c.itc_company_campaign_code, c.campaign_code, g.variable_group_name, v.variable_code, v.variable_name,
         cp.configuration_value, cp.configuration_items, cp.configuration_range_start::float8 AS s, cp.configuration_range_end::float8 AS e, cp.modified_time
       FROM ${S}.campaign_params cp JOIN ${S}.campaigns c ON c.id_campaign = cp.id_campaign
       JOIN ${S}.variable_groups g ON g.id_variable_group = cp.id_variable_group JOIN ${S}.variables v ON v.id_variable = cp.id_variable
       ${where ? `${where} AND` : 'WHERE'} cp.id_campaign_param > ${after} ORDER BY cp.id_campaign_param LIMIT ${limit}`,
    base,
    'id_campaign_param',
    (r) => [
      r.itc_company_campaign_code as string,
      r.campaign_code as string,
      r.variable_group_name as string,
      r.variable_code as string,
      r.variable_name as string,
      (r.configuration_value as string | null) ?? '',
      ((r.configuration_items as string[]) ?? []).join('|'),
      r.s as number | null,
      r.e as number | null,
      iso(r.modified_time),
    ],
  );
}

/** A campaign's filtered products (PRODUCTS_CSV_HEADER). */
export function productsCsvRows(db: Queryable, filter: Partial<ProductsFilter> & { id_campaign: number }): AsyncGenerator<Cells[]> {
  const base: unknown[] = [];
  const where = productsWhere(filter, base);
  return keysetChunks<Record<string, unknown>>(
    db,
    (after, limit) =>
      `SELECT p.id_campaign_product, ${PRODUCT_COLUMNS} FROM ${S}.campaign_products p ${where} AND p.id_campaign_product > ${after} ORDER BY p.id_campaign_product LIMIT ${limit}`,
    base,
    'id_campaign_product',
    (r) => PRODUCTS_CSV_HEADER.map((h) => (h === 'item_source_creation_time' ? iso(r[h]) : (r[h] as string | number))),
  );
}

/** The filtered process history (HISTORY_CSV_HEADER). */
export function historyCsvRows(db: Queryable, companies: CompanyCodes, filter: HistoryFilter): AsyncGenerator<Cells[]> {
  const base: unknown[] = [];
  const where = historyWhere(companies, filter, base);
  return keysetChunks<Record<string, unknown>>(
    db,
    (after, limit) =>
      `SELECT ${HISTORY_COLUMNS} FROM ${S}.process_history h LEFT JOIN ${S}.campaigns c ON c.id_campaign = h.id_campaign
       ${where ? `${where} AND` : 'WHERE'} h.id_process > ${after} ORDER BY h.id_process LIMIT ${limit}`,
    base,
    'id_process',
    (r) => HISTORY_CSV_HEADER.map((h) => (h === 'start_time' || h === 'end_time' ? iso(r[h]) : (r[h] as string | number | null))),
  );
}

/** The information file of a process: what it stored, else its outcome in the answer shape of the service. */
export function processInformation(process: { information: unknown; process_status: string; process_final_message: string }): unknown {
  return process.information && typeof process.information === 'object' && Object.keys(process.information).length > 0
    ? process.information
    : process.process_status === 'error'
      ? { status: false, message: process.process_final_message }
      : { status: true, data: { message: process.process_final_message } };
}
