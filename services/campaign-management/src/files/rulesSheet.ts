import type { Request } from 'express';
import {
  CAMPAIGN_FILES,
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  RULES_SHEET_COLUMNS,
  VARIABLE_TYPE,
  VARIABLE_TYPE_LABELS,
  clampRange,
  csvLine,
  joinItems,
  rangeBounds,
  splitItems,
  type VariableOption,
  type VariableTypeId,
} from '@inca/domain';
import type { Pool, PoolClient } from '@inca/db';
import { badRequest, caller } from '@inca/service-kit';
import { S, type CampaignContext } from '../context.ts';
import { companiesOf, inScope } from '../campaigns/access.ts';
import type { CompanyCodes } from '../campaigns/repository.ts';
import { loadCampaignParamsMany, storeParamsMany, type CampaignParamRow } from '../campaigns/rules.ts';
import { looksLikeXlsx, readXlsxRows, type SheetRow } from './xlsx.ts';
import type { StreamedUpload } from './upload.ts';

type Cell = string | number | null;
const CAMPAIGNS_PER_CHUNK = 2_000;

const typeLabel = (id: number | null) => (id && id in VARIABLE_TYPE_LABELS ? VARIABLE_TYPE_LABELS[id as VariableTypeId] : '');

/**
 * Rows of the rules spreadsheet: one per campaign, assigned group and member variable, with its
 * stored value. `template`: only campaigns whose rules are not complete (unless one is named), values
 * empty. `flag_data`: only rules with a value. `flag_recommendation_processed`: only campaigns already
 * processed (true) or not (false). `flag_pending_rule_configured`: only campaigns whose rules are
 * pending (INCA status other than Completado). Windows of CAMPAIGNS_PER_CHUNK campaigns keep memory flat.
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
  // Only campaigns with an assigned group have rows: the others are skipped in the same statement
  // (the bound repeated inside lets the merge with the assignments start where the window starts).
  const bound = `$${params.length + 1}`;
  const windowSql = `SELECT c.id_campaign FROM ${S}.campaigns c WHERE ${[...where, `c.id_campaign > ${bound}`].join(' AND ')}
      AND EXISTS (SELECT 1 FROM ${S}.campaign_variable_groups cg WHERE cg.id_campaign = c.id_campaign AND cg.id_campaign > ${bound})
    ORDER BY c.id_campaign LIMIT ${CAMPAIGNS_PER_CHUNK}`;
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
  type Row = {
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
  };
  /** The rows of the campaigns after `after` (one window), and where the next window starts (null: none). */
  const fetchChunk = async (after: number): Promise<{ rows: Row[]; next: number | null }> => {
    const window = (await pool.query<{ id_campaign: number }>(windowSql, [...params, after])).rows.map((r) => r.id_campaign);
    if (window.length === 0) return { rows: [], next: null };
    const { rows } = await pool.query<Row>(rowsSql, [window]);
    return { rows, next: window.length < CAMPAIGNS_PER_CHUNK ? null : window[window.length - 1]! };
  };
  // The next window is read while the current one is written (the database works while the
  // spreadsheet is rendered); at most two windows are in memory.
  let ahead: Promise<{ rows: Row[]; next: number | null }> | null = fetchChunk(0);
  try {
    while (ahead) {
      const current: { rows: Row[]; next: number | null } = await ahead;
      const { rows } = current;
      ahead = current.next === null ? null : fetchChunk(current.next);
      ahead?.catch(() => undefined);
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
      if (chunk.length > 0) yield chunk;
    }
  } finally {
    // A consumer that stops early (the user left) leaves no read behind unobserved.
    await ahead?.catch(() => undefined);
  }
}

/** The keys of a variable's options, built once per options list (the rows of one variable share it). */
const optionKeySets = new WeakMap<readonly VariableOption[], ReadonlySet<string>>();
function optionKeys(options: readonly VariableOption[]): ReadonlySet<string> {
  let keys = optionKeySets.get(options);
  if (!keys) optionKeySets.set(options, (keys = new Set(options.map((o) => o.data_key))));
  return keys;
}

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
      const known = optionKeys(param.variable_data_options);
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

/** A parameter's stored value (what the store writes), to tell whether rows changed it. */
type StoredValue = { value: string | null; items: readonly string[]; start: number | null; end: number | null };
const storedValue = (p: CampaignParamRow): StoredValue => ({
  value: p.configuration_value ?? null,
  items: p.configuration_items ?? [],
  start: p.configuration_range_start ?? null,
  end: p.configuration_range_end ?? null,
});
const sameValue = (a: StoredValue, b: StoredValue): boolean =>
  a.value === b.value && a.start === b.start && a.end === b.end && a.items.length === b.items.length && a.items.every((item, i) => item === b.items[i]);

/** Spreadsheet rows applied and stored per step of an upload (one campaign lookup, one parameter load, one store each). */
export const RULES_UPLOAD_BATCH = 10_000;

const RESULT_HEADER = ['fila', 'codigo_campana', 'codigo_variable', 'resultado', 'mensaje'] as const;
/** Refusal messages kept on the process row's information (the result file has them all). */
const INFORMATION_ERRORS = 100;

type UploadState = {
  accepted: number;
  rejected: number;
  /** The first INFORMATION_ERRORS refusal messages. */
  errors: string[];
  /** Campaigns with at least one applied row. */
  touched: Set<number>;
  /** Rules already named by an earlier row (campaign, group, variable): a repeat is refused. */
  seen: Set<string>;
  /** The result file so far (UTF-8 CSV lines, one piece per batch). */
  result: Buffer[];
};

/**
 * Reads the spreadsheet's rows after checking the header (§5), skipping blank rows: a file exceljs
 * cannot read is refused with the Spanish message (errors of the caller's own work pass unchanged).
 */
async function* sheetRows(stream: AsyncIterable<Buffer>): AsyncGenerator<SheetRow> {
  let header = true;
  let count = 0;
  try {
    for await (const sheetRow of readXlsxRows(stream)) {
      if (header) {
        const names = sheetRow.cells.map((c) => c.toLowerCase());
        if (RULES_SHEET_COLUMNS.some((col, i) => names[i] !== col)) throw badRequest(CAMPAIGN_MESSAGES.xlsxHeaders);
        header = false;
        continue;
      }
      if (sheetRow.cells.every((c) => c === '')) continue;
      if (++count > CAMPAIGN_LIMITS.rulesUploadRowsMax) throw badRequest(`El archivo tiene demasiadas filas (máximo ${CAMPAIGN_LIMITS.rulesUploadRowsMax.toLocaleString('es-CL')}).`);
      yield sheetRow;
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'HttpError') throw error;
    throw badRequest(CAMPAIGN_MESSAGES.xlsxUnreadable);
  }
  if (header) throw badRequest(CAMPAIGN_MESSAGES.xlsxHeaders);
}

/**
 * Applies one batch of rows inside the upload's transaction: the campaigns the batch names (one
 * statement), the rules of the editable ones in scope (read in the transaction, so rows of a
 * campaign in an earlier batch are seen), each row checked and applied (§4/§5, row number in every
 * message), the touched campaigns stored, and the batch's result lines added. Nothing of the batch
 * stays in memory afterwards.
 */
async function applyBatch(db: PoolClient, companies: CompanyCodes, rows: readonly SheetRow[], state: UploadState): Promise<void> {
  const companyOf: string[] = [];
  const codeOf: string[] = [];
  const named = new Set<string>();
  for (const { cells } of rows) {
    const key = `${cells[0] ?? ''}|${cells[1] ?? ''}`;
    if (named.has(key)) continue;
    named.add(key);
    companyOf.push(cells[0] ?? '');
    codeOf.push(cells[1] ?? '');
  }
  const { rows: found } = await db.query<{ id_campaign: number; itc_company_campaign_code: string; campaign_code: string; flag_editable: boolean }>(
    `SELECT c.id_campaign, c.itc_company_campaign_code, c.campaign_code, c.flag_editable FROM ${S}.campaigns c
     JOIN unnest($1::text[], $2::text[]) AS k(company, code) ON c.itc_company_campaign_code = k.company AND c.campaign_code = k.code`,
    [companyOf, codeOf],
  );
  const campaigns = new Map(found.filter((c) => inScope(companies, c.itc_company_campaign_code)).map((c) => [`${c.itc_company_campaign_code}|${c.campaign_code}`, c]));
  // Rows of a campaign that cannot be modified are refused before their rules matter: only editable ones are read.
  const params = await loadCampaignParamsMany(db, [...campaigns.values()].filter((c) => c.flag_editable).map((c) => c.id_campaign));
  // Group names and variable codes repeat on every row: their case is folded once per batch.
  const folded = new Map<string, string>();
  const fold = (text: string, kind: 'l' | 'u') => {
    const key = kind + text;
    let done = folded.get(key);
    if (done === undefined) folded.set(key, (done = kind === 'l' ? text.toLowerCase() : text.toUpperCase()));
    return done;
  };
  const lower = (text: string) => fold(text, 'l');
  const upper = (text: string) => fold(text, 'u');
  const index = new Map<string, CampaignParamRow>();
  const assignedGroups = new Set<string>();
  for (const [id, list] of params) {
    for (const p of list) {
      const group = lower(p.variable_group_name);
      index.set(`${id}|${group}|${p.variable_code}`, p);
      assignedGroups.add(`${id}|${group}`);
    }
  }

  const touched = new Set<number>();
  /** The stored value of each parameter a row is applied to, before it. */
  const before = new Map<CampaignParamRow, StoredValue>();
  const M = CAMPAIGN_MESSAGES.uploadRow;
  let lines = '';
  for (const { row, cells } of rows) {
    const company = cells[0] ?? '';
    const code = cells[1] ?? '';
    const group = lower(cells[2] ?? '');
    const variable = cells[3] ?? '';
    let message: string | undefined;
    const campaign = campaigns.get(`${company}|${code}`);
    if (!campaign) message = M.campaignUnknown(row, code || '(vacío)');
    else if (!campaign.flag_editable) message = M.notEditable(row, code);
    else {
      const key = `${campaign.id_campaign}|${group}|${upper(variable)}`;
      const param = index.get(key);
      if (!param) {
        message = assignedGroups.has(`${campaign.id_campaign}|${group}`) ? M.variableUnknown(row, variable || '(vacía)') : M.groupUnknown(row, cells[2] || '(vacío)');
      } else if (state.seen.has(key)) message = M.duplicate(row);
      else {
        state.seen.add(key);
        if (!before.has(param)) before.set(param, storedValue(param));
        message = applySheetRow(param, { valor: cells[6] ?? '', items: cells[7] ?? '', inicio: cells[8] ?? '', fin: cells[9] ?? '' }, row);
        if (message === undefined) touched.add(campaign.id_campaign);
      }
    }
    if (message === undefined) state.accepted++;
    else {
      state.rejected++;
      if (state.errors.length < INFORMATION_ERRORS) state.errors.push(message);
    }
    lines += `${csvLine([row, code, variable, message === undefined ? 'ACEPTADA' : 'RECHAZADA', message ?? 'Aplicada'])}\r\n`;
  }
  state.result.push(Buffer.from(lines, 'utf8'));
  if (touched.size > 0) {
    // Only rules a row changed are written (a file downloaded and sent back unchanged writes none);
    // every touched campaign gets its rules-modified time and INCA status.
    await storeParamsMany(
      db,
      new Map([...touched].map((id) => [id, params.get(id)!])),
      (p) => {
        const was = before.get(p);
        return was !== undefined && !sameValue(was, storedValue(p));
      },
    );
    for (const id of touched) state.touched.add(id);
  }
}

/**
 * The rules spreadsheet upload as a process (§7 POST /campaign-params/upload): reads the .xlsx row by
 * row straight from the upload stream (exceljs streaming WorkbookReader) and, in batches of
 * RULES_UPLOAD_BATCH rows, applies each row to its campaign's parameter (campaign in the caller's
 * scope and editable, group assigned, variable member of the group, value valid for its type) and
 * stores the batch, while the next batch is read. Everything happens in one transaction: a file
 * refused as a whole (unreadable, wrong header, no rows, too many rows) writes nothing. Records a
 * process-history row with the figures and keeps the result file (one line per row: accepted or the
 * reason, with the row number) on it. Memory holds two batches and the result file's bytes.
 */
export async function uploadRules(ctx: CampaignContext, req: Request, upload: StreamedUpload): Promise<{ id_process: number; rejected: number; file: Buffer }> {
  if (!looksLikeXlsx(upload.head)) throw badRequest(CAMPAIGN_MESSAGES.xlsxUnreadable);
  const identity = caller(req);
  const companies = await companiesOf(ctx, req);
  const started = new Date();
  const state: UploadState = { accepted: 0, rejected: 0, errors: [], touched: new Set(), seen: new Set(), result: [] };
  const client = await ctx.pool.connect();
  // The batch being applied while the next one is read (the database works while exceljs parses).
  let pending: Promise<void> = Promise.resolve();
  let broken: Error | undefined; // a connection whose rollback failed is not given back to the pool
  try {
    await client.query('BEGIN');
    let batch: SheetRow[] = [];
    let rows = 0;
    const flush = async () => {
      await pending;
      if (batch.length === 0) return;
      const rowsOfBatch = batch;
      batch = [];
      pending = applyBatch(client, companies, rowsOfBatch, state);
      pending.catch(() => undefined);
    };
    for await (const sheetRow of sheetRows(upload.stream)) {
      rows++;
      batch.push(sheetRow);
      if (batch.length >= RULES_UPLOAD_BATCH) await flush();
    }
    await flush();
    await pending;
    if (rows === 0) throw badRequest(CAMPAIGN_MESSAGES.xlsxEmpty);

    const { accepted, rejected, touched } = state;
    const file = Buffer.concat([Buffer.from(`\uFEFF${csvLine(RESULT_HEADER)}\r\n`, 'utf8'), ...state.result]);
    state.result = [];
    const single = touched.size === 1 ? [...touched][0]! : null;
    const name = upload.name ?? CAMPAIGN_FILES.rules;
    const message =
      rejected === 0
        ? `Carga terminada: ${accepted.toLocaleString('es-CL')} reglas aplicadas.`
        : `Carga terminada con errores: ${accepted.toLocaleString('es-CL')} reglas aplicadas y ${rejected.toLocaleString('es-CL')} rechazadas.`;
    const { rows: inserted } = await client.query<{ id: string }>(
      `INSERT INTO ${S}.process_history (id_campaign, company_code, source_name, process_name, process_status, process_final_message, start_time, end_time,
         uploaded_records, rejected_records, total_records, summary, information, result_file, created_by)
       VALUES ($1, $2, $3, 'Carga de reglas', $4, $5, $6, now(), $7, $8, $9, $10::jsonb, $11::jsonb, $12, $13) RETURNING id_process AS id`,
      [
        single, identity.companyCode, name, rejected === 0 ? 'success' : 'error', message, started.toISOString(), accepted, rejected, accepted + rejected,
        JSON.stringify({ Archivo: name, 'Reglas aplicadas': String(accepted), 'Reglas rechazadas': String(rejected), Campañas: String(touched.size) }),
        JSON.stringify(rejected === 0 ? { status: true, data: { applied: accepted, campaigns: touched.size } } : { status: false, message, errors: state.errors }),
        file, identity.email,
      ],
    );
    await client.query('COMMIT');
    return { id_process: Number(inserted[0]!.id), rejected, file };
  } catch (error) {
    await pending.catch(() => undefined);
    await client.query('ROLLBACK').catch((failure: Error) => (broken = failure));
    throw error;
  } finally {
    client.release(broken);
  }
}
