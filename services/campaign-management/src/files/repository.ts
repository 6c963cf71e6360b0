import type { Pool, PoolClient, Queryable } from '@inca/db';
import { notFound } from '@inca/service-kit';
import type { CompanyCodes } from '../campaigns/index.ts';
import { campaignRulesSql, type CampaignRulesOf, type StoredColumns } from '../rules/index.ts';
import { S } from '../context.ts';

/** Every SQL statement of the files module: the rules spreadsheet's reads and its process row, a table variable's items list. */

/** A campaign of the rules spreadsheet: company, code, its assigned groups and its stored values. */
export type SheetCampaigns = [string, string, number[] | null, StoredColumns | null][];

/**
 * The campaigns of the spreadsheet's filter that have an assigned group, cut into windows of
 * `windowSize` campaigns by id (one cheap statement: every windowSize-th id), so that windows can be
 * read side by side. Per window, one statement: its campaigns, each with its code, its groups and its
 * stored values, as one JSON document (plain rows cost the database less but the service's thread
 * more, and made the download slower).
 */
export async function rulesSheetWindows(
  pool: Pool,
  companies: CompanyCodes,
  options: { id_campaign?: number; flag_recommendation_processed?: string; flag_pending_rule_configured?: string; template: boolean },
  windowSize: number,
): Promise<{ windows: number; read: (i: number) => Promise<SheetCampaigns> }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (companies !== 'all') where.push(`itc_company_campaign_code = ANY($${params.push(companies)}::text[])`);
  if (options.id_campaign) where.push(`id_campaign = $${params.push(options.id_campaign)}`);
  else if (options.template || options.flag_pending_rule_configured === 'true') where.push('campaign_status_inca <> 3');
  if (options.flag_recommendation_processed)
    where.push(`flag_recommendation_processed = $${params.push(options.flag_recommendation_processed === 'true')}`);
  const filtered = `${S}.campaigns c WHERE ${[...where, `EXISTS (SELECT 1 FROM ${S}.campaign_variable_groups cg WHERE cg.id_campaign = c.id_campaign)`].join(' AND ')}`;
  const { rows: bounds } = await pool.query<{ id: number }>(
    `SELECT id FROM (SELECT c.id_campaign AS id, row_number() OVER (ORDER BY c.id_campaign) AS n FROM ${filtered}) x
      WHERE n % ${Math.max(1, Math.floor(windowSize))} = 0 ORDER BY id`,
    params,
  );
  const lo = `$${params.length + 1}`;
  const hi = `$${params.length + 2}`;
  const rules = campaignRulesSql('w');
  const windowSql = `WITH w AS (
      SELECT c.id_campaign, c.itc_company_campaign_code, c.campaign_code FROM ${S}.campaigns c
       WHERE ${[...where, `c.id_campaign > ${lo}`, `(${hi}::int IS NULL OR c.id_campaign <= ${hi})`].join(' AND ')}
         AND EXISTS (SELECT 1 FROM ${S}.campaign_variable_groups cg WHERE cg.id_campaign = c.id_campaign AND cg.id_campaign > ${lo}))
    SELECT json_agg(json_build_array(w.itc_company_campaign_code, w.campaign_code, ${rules.groups}, ${rules.stored}) ORDER BY w.id_campaign) AS campaigns
    FROM w`;
  return {
    windows: bounds.length + 1,
    // Window i: ids after bound i-1, up to bound i; the last one has no end.
    read: async (i) => {
      const { rows } = await pool.query<{ campaigns: SheetCampaigns | null }>(windowSql, [
        ...params,
        i === 0 ? 0 : bounds[i - 1]!.id,
        i < bounds.length ? bounds[i]!.id : null,
      ]);
      return rows[0]?.campaigns ?? [];
    },
  };
}

/** A campaign named by upload rows: id, company, code, editable, INCA status; groups and stored values only for editable ones in scope. */
export type NamedCampaign = [number, string, string, boolean, number, number[] | null, CampaignRulesOf['stored']];

/**
 * The campaigns a batch of rows names (by company and code, pairs side by side) in one statement,
 * with the assigned groups and stored values of the editable ones in the caller's scope, as one JSON
 * document. Rows of a campaign that cannot be modified are refused before their rules matter.
 */
export async function sheetCampaignsNamed(
  db: Queryable,
  companyOf: readonly string[],
  codeOf: readonly string[],
  companies: CompanyCodes,
): Promise<NamedCampaign[]> {
  const rules = campaignRulesSql('c');
  // Each named campaign is looked up by its key (LIMIT 1 keeps the planner from hashing the whole table instead).
  const readable = `c.flag_editable AND ($3::text[] IS NULL OR c.itc_company_campaign_code = ANY($3::text[]))`;
  const { rows } = await db.query<{ campaigns: NamedCampaign[] | null }>(
    `SELECT json_agg(json_build_array(c.id_campaign, c.itc_company_campaign_code, c.campaign_code, c.flag_editable, c.campaign_status_inca,
       CASE WHEN ${readable} THEN ${rules.groups} END, CASE WHEN ${readable} THEN ${rules.stored} END)) AS campaigns
     FROM unnest($1::text[], $2::text[]) AS k(company, code)
       CROSS JOIN LATERAL (SELECT * FROM ${S}.campaigns c WHERE c.itc_company_campaign_code = k.company AND c.campaign_code = k.code LIMIT 1) c`,
    [companyOf, codeOf, companies === 'all' ? null : companies],
  );
  return rows[0]?.campaigns ?? [];
}

/** The process-history row of a rules upload, with its figures and result file. */
export async function insertUploadProcess(
  db: Queryable,
  p: {
    idCampaign: number | null;
    company: string;
    sourceName: string;
    status: 'success' | 'error';
    message: string;
    started: string;
    accepted: number;
    rejected: number;
    summary: Record<string, string>;
    information: unknown;
    file: Buffer;
    user: string;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ${S}.process_history (id_campaign, company_code, source_name, process_name, process_status, process_final_message, start_time, end_time,
       uploaded_records, rejected_records, total_records, summary, information, result_file, created_by)
     VALUES ($1, $2, $3, 'Carga de reglas', $4, $5, $6, now(), $7, $8, $9, $10::jsonb, $11::jsonb, $12, $13) RETURNING id_process AS id`,
    [
      p.idCampaign,
      p.company,
      p.sourceName,
      p.status,
      p.message,
      p.started,
      p.accepted,
      p.rejected,
      p.accepted + p.rejected,
      JSON.stringify(p.summary),
      JSON.stringify(p.information),
      p.file,
      p.user,
    ],
  );
  return Number(rows[0]!.id);
}

/** The upload's transaction, on its own connection. */
export const begin = async (db: Queryable): Promise<void> => void (await db.query('BEGIN'));
export const commit = async (db: Queryable): Promise<void> => void (await db.query('COMMIT'));
export const rollback = async (db: Queryable): Promise<void> => void (await db.query('ROLLBACK'));

/**
 * Writes an items list into campaign_param_item_blocks inside the caller's transaction: each batch
 * the reader hands over is one block (its items in file order, numbered from 1), so a million-item
 * list is a few dozen rows rather than a million (the list is only ever read whole). The items
 * travel to PostgreSQL as one JSON text per block, which the database turns into the block's array.
 */
export function itemsListWriter(db: PoolClient, schema: string) {
  let block = 0;
  return {
    /** Checks the parameter (locked against deletion until the transaction ends) and removes its previous items. */
    async start(idCampaignParam: number): Promise<void> {
      const { rowCount } = await db.query(`SELECT 1 FROM ${schema}.campaign_params WHERE id_campaign_param = $1 FOR KEY SHARE`, [
        idCampaignParam,
      ]);
      if (rowCount !== 1) throw notFound('El parámetro no existe.');
      await db.query(`DELETE FROM ${schema}.campaign_param_item_blocks WHERE id_campaign_param = $1`, [idCampaignParam]);
      block = 0;
    },
    /** The next block of the list, in file order. */
    async insert(idCampaignParam: number, items: readonly string[]): Promise<void> {
      block++;
      await db.query(
        `INSERT INTO ${schema}.campaign_param_item_blocks (id_campaign_param, block_order, items) VALUES ($1, $2, ARRAY(SELECT json_array_elements_text($3::json)))`,
        [idCampaignParam, block, JSON.stringify(items)],
      );
    },
  };
}
