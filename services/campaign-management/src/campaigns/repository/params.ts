import type { Queryable } from '@inca/db';
import { S } from '../../context.ts';
import type { CompanyCodes } from './campaigns.ts';

/** Statements of the campaign parameter calls: sending to process, the other campaigns of a company, a table variable's items list. */

/** Locks the campaign row for the rest of the transaction (one send at a time). */
export async function lockCampaign(db: Queryable, idCampaign: number): Promise<void> {
  await db.query(`SELECT 1 FROM ${S}.campaigns WHERE id_campaign = $1 FOR UPDATE`, [idCampaign]);
}

/** Whether a process of the campaign started less than `staleMinutes` ago is still pending or running. */
export async function processBusy(db: Queryable, idCampaign: number, staleMinutes: number): Promise<boolean> {
  const busy = await db.query(
    `SELECT 1 FROM ${S}.process_history WHERE id_campaign = $1 AND process_status IN ('pending', 'running') AND start_time > now() - make_interval(mins => $2)`,
    [idCampaign, staleMinutes],
  );
  return busy.rows.length > 0;
}

/** The history row of a send to recommendation, pending until its job runs. */
export async function insertPendingProcess(db: Queryable, p: { idCampaign: number; company: string; user: string }): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ${S}.process_history (id_campaign, company_code, source_name, process_name, process_status, process_final_message, created_by)
     VALUES ($1, $2, 'Reglas de campaña', 'Envío a recomendación', 'pending', 'En cola.', $3) RETURNING id_process AS id`,
    [p.idCampaign, p.company, p.user],
  );
  return Number(rows[0]!.id);
}

/** Every editable, complete and not yet processed campaign of the scope (at most 100), oldest id first. */
export async function sendableCampaignIds(db: Queryable, companies: CompanyCodes): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id_campaign AS id FROM ${S}.campaigns WHERE flag_editable AND campaign_status_inca = 3 AND NOT flag_recommendation_processed
       ${companies === 'all' ? '' : 'AND itc_company_campaign_code = ANY($1::text[])'} ORDER BY id_campaign LIMIT 100`,
    companies === 'all' ? [] : [companies],
  );
  return rows.map((r) => r.id);
}

/** The other campaigns of a company, latest start first (at most 200). */
export async function otherCampaignsOfCompany(
  db: Queryable,
  company: string,
  idCampaign: number,
): Promise<{ id_campaign: number; campaign_code: string; campaign_description: string }[]> {
  const { rows } = await db.query<{ id_campaign: number; campaign_code: string; campaign_description: string }>(
    `SELECT id_campaign, campaign_code, campaign_description FROM ${S}.campaigns WHERE itc_company_campaign_code = $1 AND id_campaign <> $2
     ORDER BY campaign_start_date DESC LIMIT 200`,
    [company, idCampaign],
  );
  return rows;
}

/** A parameter's campaign and its variable's type. */
export async function paramCampaignAndType(
  db: Queryable,
  idParam: number,
): Promise<{ id_campaign: number; id_variable_type: number } | undefined> {
  const { rows } = await db.query<{ id_campaign: number; id_variable_type: number }>(
    `SELECT cp.id_campaign, v.id_variable_type FROM ${S}.campaign_params cp JOIN ${S}.variables v ON v.id_variable = cp.id_variable WHERE cp.id_campaign_param = $1`,
    [idParam],
  );
  return rows[0];
}

/** How many items the parameter's uploaded list holds. */
export async function listItemsCount(db: Queryable, idParam: number): Promise<number> {
  const count = await db.query<{ n: number }>(
    `SELECT coalesce(sum(cardinality(items)), 0)::int AS n FROM ${S}.campaign_param_item_blocks WHERE id_campaign_param = $1`,
    [idParam],
  );
  return count.rows[0]?.n ?? 0;
}

/** The items the rules (spreadsheet or page) set on the parameter. */
export async function configurationItemsOf(db: Queryable, idParam: number): Promise<string[]> {
  const set = await db.query<{ items: string[] }>(
    `SELECT configuration_items AS items FROM ${S}.campaign_params WHERE id_campaign_param = $1`,
    [idParam],
  );
  return set.rows[0]?.items ?? [];
}

/** The uploaded list's next block after `after`, in file order (its items as one JSON array). */
export async function itemBlockAfter(
  db: Queryable,
  idParam: number,
  after: number,
): Promise<{ block_order: number; items: string[] } | undefined> {
  const { rows } = await db.query<{ block_order: number; items: string[] }>(
    `SELECT block_order, to_json(items) AS items FROM ${S}.campaign_param_item_blocks WHERE id_campaign_param = $1 AND block_order > $2 ORDER BY block_order LIMIT 1`,
    [idParam, after],
  );
  return rows[0];
}

/** The campaign's parameter for a group and variable, created when missing. */
export async function ensureParam(
  db: Queryable,
  p: { id_campaign: number; id_variable_group: number; id_variable: number },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${S}.campaign_params (id_campaign, id_variable_group, id_variable) VALUES ($1, $2, $3)
     ON CONFLICT (id_campaign, id_variable_group, id_variable) DO UPDATE SET modified_time = now() RETURNING id_campaign_param AS id`,
    [p.id_campaign, p.id_variable_group, p.id_variable],
  );
  return rows[0]!.id;
}

/** One list per parameter: the uploaded list replaces items set before; the campaign's rules count as modified. */
export async function markListSaved(db: Queryable, idParam: number): Promise<void> {
  await db.query(
    `UPDATE ${S}.campaign_params SET flag_param_list_file_saved = true, configuration_items = '[]'::jsonb, modified_time = now() WHERE id_campaign_param = $1`,
    [idParam],
  );
  await db.query(
    `UPDATE ${S}.campaigns SET rules_modified_time = now() WHERE id_campaign = (SELECT id_campaign FROM ${S}.campaign_params WHERE id_campaign_param = $1)`,
    [idParam],
  );
}
