import type { Request } from 'express';
import {
  CAMPAIGN_FILES,
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  RULES_SHEET_COLUMNS,
  VARIABLE_TYPE,
  VARIABLE_TYPE_LABELS,
  clampRange,
  joinItems,
  rangeBounds,
  splitItems,
  type VariableTypeId,
} from '@inca/domain';
import type { Pool } from '@inca/db';
import { badRequest, caller } from '@inca/service-kit';
import { S, type CampaignContext } from '../context.ts';
import { companiesOf, inScope } from '../campaigns/access.ts';
import type { CompanyCodes } from '../campaigns/repository.ts';
import { loadCampaignParamsMany, storeParamsMany, type CampaignParamRow } from '../campaigns/rules.ts';
import { csvDocument } from './csv.ts';
import { looksLikeXlsx, readXlsxRows } from './xlsx.ts';
import type { StreamedUpload } from './upload.ts';

type Cell = string | number | null;
const CAMPAIGNS_PER_CHUNK = 2_000;

const typeLabel = (id: number | null) => (id && id in VARIABLE_TYPE_LABELS ? VARIABLE_TYPE_LABELS[id as VariableTypeId] : '');

/**
 * Rows of the rules spreadsheet: one per campaign, assigned group and member variable, with its
 * stored value. `template`: only campaigns whose rules are not complete (unless one is named), values
 * empty. `flag_data`: only rules with a value. `flag_recommendation_processed`: only campaigns already
 * processed (true) or not (false). `flag_pending_rule_configured`: only campaigns whose rules are
 * pending (INCA status other than Completado). Chunks of 500 campaigns keep memory flat.
 */
export async function* rulesSheetChunks(
  pool: Pool,
  companies: CompanyCodes,
  options: { id_campaign?: number; flag_data?: string; flag_recommendation_processed?: string; flag_pending_rule_configured?: string; template: boolean },
): AsyncGenerator<Cell[][]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (companies !== 'all') where.push(`itc_company_campaign_code = ANY($${params.push(companies)}::text[])`);
  if (options.id_campaign) where.push(`id_campaign = $${params.push(options.id_campaign)}`);
  else if (options.template || options.flag_pending_rule_configured === 'true') where.push('campaign_status_inca <> 3');
  if (options.flag_recommendation_processed) where.push(`flag_recommendation_processed = $${params.push(options.flag_recommendation_processed === 'true')}`);
  const onlyData = options.flag_data === 'true' && !options.template;
  // Per chunk: the next campaigns of the filter, then one statement for their rows (campaign, group,
  // member variable, stored value; nothing else).
  const windowSql = `SELECT id_campaign FROM ${S}.campaigns WHERE ${[...where, `id_campaign > $${params.length + 1}`].join(' AND ')} ORDER BY id_campaign LIMIT ${CAMPAIGNS_PER_CHUNK}`;
  const rowsSql = `SELECT c.id_campaign, c.itc_company_campaign_code, c.campaign_code, g.variable_group_name, v.variable_code, v.variable_name, v.id_variable_type,
      cp.configuration_value, cp.configuration_items, cp.configuration_range_start::float8 AS s, cp.configuration_range_end::float8 AS e
    FROM ${S}.campaigns c
    JOIN ${S}.campaign_variable_groups cg ON cg.id_campaign = c.id_campaign
    JOIN ${S}.variable_groups g ON g.id_variable_group = cg.id_variable_group
    JOIN ${S}.variable_group_details d ON d.id_variable_group = g.id_variable_group
    JOIN ${S}.variables v ON v.id_variable = d.id_variable
    ${onlyData ? 'JOIN' : 'LEFT JOIN'} ${S}.campaign_params cp ON cp.id_campaign = c.id_campaign AND cp.id_variable_group = g.id_variable_group AND cp.id_variable = v.id_variable
    WHERE c.id_campaign = ANY($1::int[])
    ORDER BY c.id_campaign, g.variable_group_priority, g.id_variable_group, d.variable_group_detail_order`;
  let last = 0;
  for (;;) {
    const window = (await pool.query<{ id_campaign: number }>(windowSql, [...params, last])).rows.map((r) => r.id_campaign);
    if (window.length === 0) return;
    last = window[window.length - 1]!;
    const { rows } = await pool.query<{
      itc_company_campaign_code: string;
      campaign_code: string;
      variable_group_name: string;
      variable_code: string;
      variable_name: string;
      id_variable_type: number | null;
      configuration_value: string | null;
      configuration_items: string[] | null;
      s: number | null;
      e: number | null;
    }>(rowsSql, [window]);
    const chunk: Cell[][] = [];
    for (const r of rows) {
      const items = r.configuration_items ?? [];
      if (onlyData && !r.configuration_value && items.length === 0 && r.s === null && r.e === null) continue;
      const empty = options.template;
      chunk.push([
        r.itc_company_campaign_code,
        r.campaign_code,
        r.variable_group_name,
        r.variable_code,
        r.variable_name,
        typeLabel(r.id_variable_type),
        empty ? '' : (r.configuration_value ?? ''),
        empty ? '' : joinItems(items),
        empty ? null : r.s,
        empty ? null : r.e,
      ]);
    }
    yield chunk;
    if (window.length < CAMPAIGNS_PER_CHUNK) return;
  }
}

type RowOutcome = { row: number; campaign: string; variable: string; ok: boolean; message: string };

const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE_VALUE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?$/;

/**
 * Applies one spreadsheet row to its parameter (the §4/§5 rules, with the row number in every
 * message): returns the refusal, or undefined when applied. An empty row clears the parameter.
 */
export function applySheetRow(param: CampaignParamRow, cells: { valor: string; items: string; inicio: string; fin: string }, row: number): string | undefined {
  const M = CAMPAIGN_MESSAGES.uploadRow;
  const value = cells.valor.trim();
  const items = splitItems(cells.items);
  if (value.length > CAMPAIGN_LIMITS.itemMaxChars || items.some((i) => i.length > CAMPAIGN_LIMITS.itemMaxChars)) return M.tooLong(row);
  switch (param.id_variable_type) {
    case VARIABLE_TYPE.SELECT: {
      const chosen = items.length ? items : value ? [value] : [];
      const known = new Set(param.variable_data_options.map((o) => o.data_key));
      const unknown = chosen.find((k) => !known.has(k));
      if (unknown !== undefined) return M.optionUnknown(row, unknown);
      if (!param.flag_multiple_select && chosen.length > 1) return M.single(row);
      param.configuration_items = param.flag_multiple_select ? chosen : [];
      param.configuration_value = param.flag_multiple_select ? null : (chosen[0] ?? null);
      return undefined;
    }
    case VARIABLE_TYPE.NUMBER: {
      if (param.flag_range) {
        for (const [text, field] of [[cells.inicio, 'rango_inicio'], [cells.fin, 'rango_fin']] as const) if (text.trim() && !NUMBER.test(text.trim())) return M.notNumeric(row, field);
        const start = cells.inicio.trim() ? Number(cells.inicio) : null;
        const end = cells.fin.trim() ? Number(cells.fin) : null;
        if (start !== null && end !== null && start > end) return M.rangeOrder(row);
        const range = clampRange(start, end, rangeBounds(param));
        param.configuration_range_start = range.start;
        param.configuration_range_end = range.end;
        return undefined;
      }
      if (value && !NUMBER.test(value)) return M.notNumeric(row, 'valor');
      param.configuration_value = value || null;
      return undefined;
    }
    case VARIABLE_TYPE.DATETIME:
      if (value && !DATE_VALUE.test(value)) return `Fila ${row}: ${param.variable_name} debe ser una fecha válida (AAAA-MM-DD).`;
      param.configuration_value = value || null;
      return undefined;
    case VARIABLE_TYPE.TABLA:
      param.configuration_items = items.length ? items : value ? [value] : [];
      return undefined;
    default:
      if (param.flag_info_segment && value && !/^[A-Z0-9_-]{1,40}$/.test(value)) return `Fila ${row}: el código de segmento no es válido.`;
      param.configuration_value = value || null;
      return undefined;
  }
}

/**
 * The rules spreadsheet upload as a process (§7 POST /campaign-params/upload): reads the .xlsx row by
 * row straight from the upload stream (exceljs streaming WorkbookReader), applies each row to its
 * campaign's parameter (campaign in the caller's scope and editable, group assigned, variable member of the group, value valid for its type), stores every accepted row
 * in one transaction, records a process-history row with the figures and keeps the result file
 * (one line per row: accepted or the reason, with the row number) on it.
 */
export async function uploadRules(ctx: CampaignContext, req: Request, upload: StreamedUpload): Promise<{ id_process: number; rejected: number; file: string }> {
  if (!looksLikeXlsx(upload.head)) throw badRequest(CAMPAIGN_MESSAGES.xlsxUnreadable);
  const identity = caller(req);
  const companies = await companiesOf(ctx, req);
  const started = new Date();
  const rows: { row: number; cells: string[] }[] = [];
  try {
    let header = true;
    for await (const sheetRow of readXlsxRows(upload.stream)) {
      if (header) {
        const names = sheetRow.cells.map((c) => c.toLowerCase());
        if (RULES_SHEET_COLUMNS.some((col, i) => names[i] !== col)) throw badRequest(CAMPAIGN_MESSAGES.xlsxHeaders);
        header = false;
        continue;
      }
      if (sheetRow.cells.every((c) => c === '')) continue;
      rows.push(sheetRow);
      if (rows.length > CAMPAIGN_LIMITS.rulesUploadRowsMax) throw badRequest(`El archivo tiene demasiadas filas (máximo ${CAMPAIGN_LIMITS.rulesUploadRowsMax.toLocaleString('es-CL')}).`);
    }
    if (header) throw badRequest(CAMPAIGN_MESSAGES.xlsxHeaders);
  } catch (error) {
    if (error instanceof Error && error.name === 'HttpError') throw error;
    throw badRequest(CAMPAIGN_MESSAGES.xlsxUnreadable);
  }
  if (rows.length === 0) throw badRequest(CAMPAIGN_MESSAGES.xlsxEmpty);

  // The campaigns the file names, in one statement.
  const keys = [...new Set(rows.map((r) => `${r.cells[0] ?? ''}|${r.cells[1] ?? ''}`))];
  const pairs = keys.map((k) => k.split('|') as [string, string]);
  const { rows: found } = await ctx.pool.query<{ id_campaign: number; itc_company_campaign_code: string; campaign_code: string; flag_editable: boolean }>(
    `SELECT c.id_campaign, c.itc_company_campaign_code, c.campaign_code, c.flag_editable FROM ${S}.campaigns c
     JOIN unnest($1::text[], $2::text[]) AS k(company, code) ON c.itc_company_campaign_code = k.company AND c.campaign_code = k.code`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  const campaigns = new Map(found.filter((c) => inScope(companies, c.itc_company_campaign_code)).map((c) => [`${c.itc_company_campaign_code}|${c.campaign_code}`, c]));
  const params = await loadCampaignParamsMany(ctx.pool, [...campaigns.values()].map((c) => c.id_campaign));
  const index = new Map<string, CampaignParamRow>();
  const assignedGroups = new Set<string>();
  for (const [id, list] of params) {
    for (const p of list) {
      index.set(`${id}|${p.variable_group_name.toLowerCase()}|${p.variable_code}`, p);
      assignedGroups.add(`${id}|${p.variable_group_name.toLowerCase()}`);
    }
  }

  const outcomes: RowOutcome[] = [];
  const seen = new Set<string>();
  const touched = new Set<number>();
  const M = CAMPAIGN_MESSAGES.uploadRow;
  for (const { row, cells } of rows) {
    const [company = '', code = '', group = '', variable = '', , , valor = '', items = '', inicio = '', fin = ''] = cells;
    const outcome = (message?: string) => outcomes.push({ row, campaign: code, variable, ok: !message, message: message ?? 'Aplicada' });
    const campaign = campaigns.get(`${company}|${code}`);
    if (!campaign) {
      outcome(M.campaignUnknown(row, code || '(vacío)'));
      continue;
    }
    if (!campaign.flag_editable) {
      outcome(M.notEditable(row, code));
      continue;
    }
    const key = `${campaign.id_campaign}|${group.toLowerCase()}|${variable.toUpperCase()}`;
    const param = index.get(key);
    if (!param) {
      const groupAssigned = assignedGroups.has(`${campaign.id_campaign}|${group.toLowerCase()}`);
      outcome(groupAssigned ? M.variableUnknown(row, variable || '(vacía)') : M.groupUnknown(row, group || '(vacío)'));
      continue;
    }
    if (seen.has(key)) {
      outcome(M.duplicate(row));
      continue;
    }
    seen.add(key);
    const refusal = applySheetRow(param, { valor, items, inicio, fin }, row);
    if (!refusal) touched.add(campaign.id_campaign);
    outcome(refusal);
  }

  const accepted = outcomes.filter((o) => o.ok).length;
  const rejected = outcomes.length - accepted;
  const file = csvDocument(['fila', 'codigo_campana', 'codigo_variable', 'resultado', 'mensaje'], outcomes.map((o) => [o.row, o.campaign, o.variable, o.ok ? 'ACEPTADA' : 'RECHAZADA', o.message]));
  const single = touched.size === 1 ? [...touched][0]! : null;
  const message =
    rejected === 0
      ? `Carga terminada: ${accepted.toLocaleString('es-CL')} reglas aplicadas.`
      : `Carga terminada con errores: ${accepted.toLocaleString('es-CL')} reglas aplicadas y ${rejected.toLocaleString('es-CL')} rechazadas.`;
  const client = await ctx.pool.connect();
  let idProcess: number;
  try {
    await client.query('BEGIN');
    if (touched.size > 0) await storeParamsMany(client, new Map([...touched].map((id) => [id, params.get(id)!])));
    const { rows: inserted } = await client.query<{ id: string }>(
      `INSERT INTO ${S}.process_history (id_campaign, company_code, source_name, process_name, process_status, process_final_message, start_time, end_time,
         uploaded_records, rejected_records, total_records, summary, information, result_file, created_by)
       VALUES ($1, $2, $3, 'Carga de reglas', $4, $5, $6, now(), $7, $8, $9, $10::jsonb, $11::jsonb, $12, $13) RETURNING id_process AS id`,
      [
        single, identity.companyCode, upload.name ?? CAMPAIGN_FILES.rules, rejected === 0 ? 'success' : 'error', message, started.toISOString(), accepted, rejected,
        outcomes.length, JSON.stringify({ Archivo: upload.name ?? CAMPAIGN_FILES.rules, 'Reglas aplicadas': String(accepted), 'Reglas rechazadas': String(rejected), Campañas: String(touched.size) }),
        JSON.stringify(rejected === 0 ? { status: true, data: { applied: accepted, campaigns: touched.size } } : { status: false, message, errors: outcomes.filter((o) => !o.ok).slice(0, 100).map((o) => o.message) }),
        Buffer.from(file, 'utf8'), identity.email,
      ],
    );
    idProcess = Number(inserted[0]!.id);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  return { id_process: idProcess, rejected, file };
}
