import type { Request } from 'express';
import { CAMPAIGN_FILES, CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES, RULES_SHEET_COLUMNS, csvLine, formatQuantity, joinItems } from '@inca/domain';
import type { Pool, PoolClient, Queryable } from '@inca/db';
import { badRequest, caller } from '@inca/service-kit';
import { companiesOf, inScope, type CompanyCodes } from '../campaigns/index.ts';
import {
  campaignParamsCache,
  campaignParamsOf,
  groupMembers,
  sortGroups,
  storeParamsMany,
  storedIndex,
  type CampaignParamRow,
  type CampaignParamsCache,
  type CampaignRulesOf,
} from '../rules/index.ts';
import type { CampaignContext } from '../context.ts';
import { usableSegmentCodes } from '../processing/index.ts';
import { begin, commit, insertUploadProcess, rollback, rulesSheetWindows, sheetCampaignsNamed, type SheetCampaigns } from './repository.ts';
import { RuleSet, ValuesBefore, applySheetRow, typeLabel } from './sheetRules.ts';
import type { StreamedUpload } from './upload.ts';
import { looksLikeXlsx, readSheetRowBatches, type SheetRow } from './xlsx.ts';

/**
 * The rules spreadsheet (§5, §7): its download window by window, and its upload as a process in one
 * transaction (the row rules are sheetRules.ts; the statements repository.ts).
 */

type Cell = string | number | null;
const CAMPAIGNS_PER_CHUNK = 2_000;
/** Windows of campaigns read side by side while the spreadsheet is written. */
const WINDOWS_AHEAD = 2;

/**
 * Rows of the rules spreadsheet: one per campaign, assigned group and member variable, with its
 * stored value. `template`: only campaigns whose rules are not complete (unless one is named), values
 * empty. `flag_data`: only rules with a value. `flag_recommendation_processed`: only campaigns already
 * processed (true) or not (false). `flag_pending_rule_configured`: only campaigns whose rules are
 * pending (INCA status other than Completado). Windows of CAMPAIGNS_PER_CHUNK campaigns (`windowSize`) keep memory flat.
 */
export async function* rulesSheetChunks(
  pool: Pool,
  companies: CompanyCodes,
  options: {
    id_campaign?: number;
    flag_data?: string;
    flag_recommendation_processed?: string;
    flag_pending_rule_configured?: string;
    template: boolean;
    windowSize?: number;
  },
): AsyncGenerator<Cell[][]> {
  const windowSize = options.windowSize ?? CAMPAIGNS_PER_CHUNK;
  const onlyData = options.flag_data === 'true' && !options.template;
  const sheet = await rulesSheetWindows(pool, companies, options, windowSize);
  type Campaigns = SheetCampaigns;
  const cache = campaignParamsCache();
  // Members not seen yet are read one window after another (the cache is filled by one reader at a time).
  let membersRead: Promise<unknown> = Promise.resolve();
  /** The campaigns of window `i` (ids after bound i-1, up to bound i; the last one has no end) with what their rows need. */
  const fetchWindow = async (i: number): Promise<Campaigns> => {
    const campaigns = await sheet.read(i);
    const read = membersRead.then(() =>
      groupMembers(
        pool,
        campaigns.flatMap((c) => c[2] ?? []),
        cache,
      ),
    );
    membersRead = read.catch(() => undefined);
    await read;
    // Groups by priority, then id (the rules page's order).
    for (const c of campaigns) c[2] = sortGroups(c[2], cache.members);
    return campaigns;
  };
  // WINDOWS_AHEAD windows are read side by side (on as many connections) while the current one is
  // written: the database's part, most of the download's time, runs on more than one core. At most
  // WINDOWS_AHEAD + 1 windows are in memory.
  const windows = sheet.windows;
  const ahead: Promise<Campaigns>[] = [];
  let requested = 0;
  const request = () => {
    while (requested < windows && ahead.length < WINDOWS_AHEAD) {
      const fetching = fetchWindow(requested++);
      fetching.catch(() => undefined);
      ahead.push(fetching);
    }
  };
  try {
    request();
    while (ahead.length > 0) {
      const campaigns = await ahead.shift()!;
      request();
      const chunk: Cell[][] = [];
      const empty = options.template;
      for (const [company, code, groups, stored] of campaigns) {
        for (const group of groups ?? []) {
          for (const m of cache.members.get(group) ?? []) {
            const k = storedIndex(stored, group, m.id_variable);
            const s = k >= 0 ? stored! : undefined;
            const items = (s && s[5]![k]) || [];
            const value = s ? (s[4]![k] ?? null) : null;
            const start = s && s[6]![k] !== null ? Number(s[6]![k]) : null;
            const end = s && s[7]![k] !== null ? Number(s[7]![k]) : null;
            if (onlyData && !value && items.length === 0 && start === null && end === null) continue;
            chunk.push([
              company,
              code,
              m.variable_group_name,
              m.variable_code,
              m.variable_name,
              typeLabel(m.id_variable_type),
              empty ? '' : (value ?? ''),
              empty ? '' : joinItems(items),
              empty ? null : start,
              empty ? null : end,
            ]);
          }
        }
      }
      if (chunk.length > 0) yield chunk;
    }
  } finally {
    // A consumer that stops early (the user left) leaves no read behind unobserved.
    await Promise.allSettled(ahead);
  }
}

/** Sheet rows applied per step of an upload (one read of their campaigns and rules, one store). */
export const RULES_UPLOAD_BATCH = 2_500;

const RESULT_HEADER = ['fila', 'codigo_campana', 'codigo_variable', 'resultado', 'mensaje'] as const;
/** Refusal messages kept on the process row's information (the result file has them all). */
const INFORMATION_ERRORS = 100;

/** A batch applied (its number in the upload): its campaigns' rules as they are now (stored), with their INCA status. */
type Applied = { index: number; params: ReadonlyMap<number, CampaignParamRow[]>; status: ReadonlyMap<number, number> };

/** Batches read (from the file and the database) while earlier ones are still being applied. */
const BATCHES_AHEAD = 2;

type UploadState = {
  accepted: number;
  rejected: number;
  /** The first INFORMATION_ERRORS refusal messages. */
  errors: string[];
  /** Campaigns with at least one applied row. */
  touched: Set<number>;
  /** Rules already named by an earlier row (campaign, group, variable): a repeat is refused. */
  seen: RuleSet;
  /** The result file so far (UTF-8 CSV lines, one piece per batch). */
  result: Buffer[];
  /** Group members and options, read by the first batch that needs them (the same for every batch). */
  cache: CampaignParamsCache;
  /** Batches whose store is complete, in order. */
  applied: number;
  /** Segment codes each campaign company may target, read before the transaction. */
  usableSegments: Map<string, Set<string>>;
  /** The last batches applied (BATCHES_AHEAD + 1): a batch read before their store takes their campaigns from here. */
  recent: Applied[];
  /** Result-file text of the codes and variable codes seen (csvLine of one cell), as they repeat on every row. */
  csvCells: Map<string, string>;
};

/**
 * Reads the spreadsheet's rows in batches after checking the header (§5), skipping blank rows: a
 * file the reader cannot read is refused with the Spanish message (errors of the caller's own work,
 * such as a too large upload, pass unchanged).
 */
async function* sheetBatches(stream: AsyncIterable<Buffer>): AsyncGenerator<SheetRow[]> {
  let header = true;
  let count = 0;
  try {
    for await (const batch of readSheetRowBatches(stream)) {
      const rows: SheetRow[] = [];
      for (const sheetRow of batch) {
        if (header) {
          const names = sheetRow.cells.map((c) => c.toLowerCase());
          if (RULES_SHEET_COLUMNS.some((col, i) => names[i] !== col)) throw badRequest(CAMPAIGN_MESSAGES.xlsxHeaders);
          header = false;
          continue;
        }
        if (sheetRow.cells.every((c) => c === '')) continue;
        if (++count > CAMPAIGN_LIMITS.rulesUploadRowsMax)
          throw badRequest(CAMPAIGN_MESSAGES.xlsxTooManyRows(CAMPAIGN_LIMITS.rulesUploadRowsMax));
        rows.push(sheetRow);
      }
      if (rows.length > 0) yield rows;
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'HttpError') throw error;
    throw badRequest(CAMPAIGN_MESSAGES.xlsxUnreadable);
  }
  if (header) throw badRequest(CAMPAIGN_MESSAGES.xlsxHeaders);
}

/** Folds texts (group names, variable codes) that repeat on every row once per batch. */
function folder(fold: (text: string) => string): (text: string) => string {
  const done = new Map<string, string>();
  return (text) => {
    let folded = done.get(text);
    if (folded === undefined) done.set(text, (folded = fold(text)));
    return folded;
  };
}

type Found = {
  id_campaign: number;
  itc_company_campaign_code: string;
  campaign_code: string;
  flag_editable: boolean;
  campaign_status_inca: number;
};
/** What a batch needs from the database: the campaigns its rows name, and the rules of the editable ones in scope. */
type BatchReads = { found: Found[]; params: Map<number, CampaignParamRow[]> };

/**
 * Reads what a batch of rows needs in one statement: the campaigns its rows name (by company and
 * code) and, for the editable ones in the caller's scope, their assigned groups and stored values
 * (campaignRulesSql), as one JSON document; then their rules (campaignParamsOf, which reads the
 * shared members and options the first time). Queued on the upload's connection as soon as the
 * batch is complete, so it runs while the previous batch is applied (see applyBatch).
 */
async function readBatch(
  db: Queryable,
  companies: CompanyCodes,
  rows: readonly SheetRow[],
  cache: CampaignParamsCache,
): Promise<BatchReads> {
  const companyOf: string[] = [];
  const codeOf: string[] = [];
  // Distinct (company, code) pairs by the cells' own strings: the reader hands the same string for a repeated text.
  const named = new Map<string, Set<string>>();
  for (const { cells } of rows) {
    const company = cells[0] ?? '';
    const code = cells[1] ?? '';
    let codes = named.get(company);
    if (!codes) named.set(company, (codes = new Set()));
    if (codes.has(code)) continue;
    codes.add(code);
    companyOf.push(company);
    codeOf.push(code);
  }
  const result = await sheetCampaignsNamed(db, companyOf, codeOf, companies);
  const found: Found[] = [];
  const editable: CampaignRulesOf[] = [];
  for (const [id_campaign, company, campaign_code, flag_editable, campaign_status_inca, groups, stored] of result) {
    found.push({ id_campaign, itc_company_campaign_code: company, campaign_code, flag_editable, campaign_status_inca });
    if (flag_editable && inScope(companies, company)) editable.push({ id_campaign, company, groups, stored });
  }
  return { found, params: await campaignParamsOf(db, editable, cache) };
}

/** A cell of the result file as csvLine writes it (inert, quoted when needed), remembered: codes repeat on every row. */
function csvCell(state: UploadState, text: string): string {
  let cell = state.csvCells.get(text);
  if (cell === undefined) {
    cell = csvLine([text]);
    if (state.csvCells.size > 50_000) state.csvCells.clear();
    state.csvCells.set(text, cell);
  }
  return cell;
}

/**
 * The upload's connection with its statements run one after another in the order they are asked
 * for: a batch's reads are asked for while an earlier batch is still being stored (node-pg would
 * queue them itself, but deprecates it).
 */
function serialClient(client: PoolClient): Queryable {
  let last: Promise<unknown> = Promise.resolve();
  const run = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const query = (...args: unknown[]) => {
    const next = last.then(() => run(...args));
    last = next.catch(() => undefined);
    return next;
  };
  return { query } as unknown as Queryable;
}

/**
 * A target segment the campaign's company may not use (another company's, not shared with it), set by
 * a row that changes it: refused whoever uploads, as the rules form refuses it. A segment already
 * stored stays accepted, so a file downloaded and sent back unchanged is never refused for it.
 */
function segmentRefused(param: CampaignParamRow, cell: string, company: string, state: UploadState): boolean {
  const code = cell.trim();
  if (!param.flag_info_segment || !code || code === param.configuration_value) return false;
  return !state.usableSegments.get(company)?.has(code);
}

/** A batch on its way: its rows, its reads (queued on the connection), and how many batches were stored when they were queued. */
type QueuedBatch = { index: number; rows: readonly SheetRow[]; reads: Promise<BatchReads>; storedBefore: number };

/**
 * Applies one batch of rows inside the upload's transaction: each row checked against its campaign
 * (in the caller's scope, editable), group (assigned) and variable (member), its value applied
 * (§4/§5, row number in every message), then the rules the rows changed stored with their campaigns'
 * status, and the batch's result lines added. The batch's reads were queued while earlier batches
 * were still being applied: the campaigns of a batch stored after that are taken as that batch left
 * them (state.recent), never as read.
 */
async function applyBatch(db: Queryable, companies: CompanyCodes, batch: QueuedBatch, state: UploadState): Promise<void> {
  const { rows } = batch;
  const { found, params } = await batch.reads;
  // Batches stored after this one's reads, oldest first: the latest state of a campaign wins.
  const unseen = state.recent.filter((a) => a.index >= batch.storedBefore);
  // Campaigns looked up by the cells' own strings, by company then code.
  const campaigns = new Map<string, Map<string, Found>>();
  const storedStatus = new Map<number, number>();
  for (const c of found) {
    if (!inScope(companies, c.itc_company_campaign_code)) continue;
    let codes = campaigns.get(c.itc_company_campaign_code);
    if (!codes) campaigns.set(c.itc_company_campaign_code, (codes = new Map()));
    codes.set(c.campaign_code, c);
    storedStatus.set(c.id_campaign, c.campaign_status_inca);
  }
  for (const applied of unseen) {
    for (const [id, status] of applied.status) if (storedStatus.has(id)) storedStatus.set(id, status);
    for (const [id, list] of applied.params) if (params.has(id)) params.set(id, list);
  }
  const lower = folder((text) => text.toLowerCase());
  const upper = folder((text) => text.toUpperCase());

  const touched = new Set<number>();
  // The value each applied parameter had before its row (a rule is applied once per upload: `seen`).
  const before = new ValuesBefore();
  // One object for every row's cells (applySheetRow reads them during the call only).
  const sheetCells = { valor: '', items: '', inicio: '', fin: '' };
  const M = CAMPAIGN_MESSAGES.uploadRow;
  let lines = '';
  for (const { row, cells } of rows) {
    const code = cells[1] ?? '';
    const variable = cells[3] ?? '';
    let message: string | undefined;
    const campaign = campaigns.get(cells[0] ?? '')?.get(code);
    if (!campaign) message = M.campaignUnknown(row, code || '(vacío)');
    else if (!campaign.flag_editable) message = M.notEditable(row, code);
    else {
      // The campaign's rule of that group (any case) and variable (upper case), by a scan of its
      // rules: they come group after group, so each group's name is compared once.
      const group = lower(cells[2] ?? '');
      const variableCode = upper(variable);
      let param: CampaignParamRow | undefined;
      let groupFound = false;
      let lastGroup = Number.NaN;
      let inGroup = false;
      for (const p of params.get(campaign.id_campaign) ?? []) {
        if (p.id_variable_group !== lastGroup) {
          lastGroup = p.id_variable_group;
          inGroup = lower(p.variable_group_name) === group;
          groupFound ||= inGroup;
        }
        if (inGroup && p.variable_code === variableCode) {
          param = p;
          break;
        }
      }
      if (!param) message = groupFound ? M.variableUnknown(row, variable || '(vacía)') : M.groupUnknown(row, cells[2] || '(vacío)');
      else if (!state.seen.add(param)) message = M.duplicate(row);
      else if (segmentRefused(param, cells[6] ?? '', campaign.itc_company_campaign_code, state))
        message = M.segmentNotForCompany(row, (cells[6] ?? '').trim());
      else {
        before.add(param);
        sheetCells.valor = cells[6] ?? '';
        sheetCells.items = cells[7] ?? '';
        sheetCells.inicio = cells[8] ?? '';
        sheetCells.fin = cells[9] ?? '';
        message = applySheetRow(param, sheetCells, row);
        if (message === undefined) touched.add(campaign.id_campaign);
      }
    }
    // The row's line of the result file: csvLine's cells (the fixed words need no quoting).
    const names = `${csvCell(state, code)},${csvCell(state, variable)}`;
    if (message === undefined) {
      state.accepted++;
      lines += `${row},${names},ACEPTADA,Aplicada\r\n`;
    } else {
      state.rejected++;
      if (state.errors.length < INFORMATION_ERRORS) state.errors.push(message);
      lines += `${row},${names},RECHAZADA,${csvLine([message])}\r\n`;
    }
  }
  state.result.push(Buffer.from(lines, 'utf8'));
  const status = new Map(storedStatus);
  if (touched.size > 0) {
    // Only rules a row changed are written, and only campaigns with such a rule get a new
    // rules-modified time (a file downloaded and sent back unchanged writes nothing); a touched
    // campaign's INCA status is corrected when it differs from the stored one.
    const changed = new Set<CampaignParamRow>();
    for (let i = 0; i < before.params.length; i++) if (!before.unchanged(i)) changed.add(before.params[i]!);
    const byCampaign = new Map([...touched].map((id) => [id, params.get(id)!]));
    for (const [id, now] of await storeParamsMany(db, byCampaign, { changed, storedStatus })) status.set(id, now);
    for (const id of touched) state.touched.add(id);
  }
  state.recent.push({ index: batch.index, params, status });
  if (state.recent.length > BATCHES_AHEAD + 1) state.recent.shift();
  state.applied = batch.index + 1;
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
export async function uploadRules(
  ctx: CampaignContext,
  req: Request,
  upload: StreamedUpload,
): Promise<{ id_process: number; rejected: number; file: Buffer }> {
  if (!looksLikeXlsx(upload.head)) throw badRequest(CAMPAIGN_MESSAGES.xlsxUnreadable);
  const identity = caller(req);
  const companies = await companiesOf(ctx, req);
  const campaignCompanies = companies === 'all' ? [...(await ctx.directory.accessibleCompanyCodes(req))] : companies;
  const usableSegments = await usableSegmentCodes(ctx.directory, req, campaignCompanies);
  const started = new Date();
  const state: UploadState = {
    accepted: 0,
    rejected: 0,
    errors: [],
    touched: new Set(),
    seen: new RuleSet(),
    result: [],
    cache: campaignParamsCache(ctx.pool, { lean: true }),
    applied: 0,
    recent: [],
    csvCells: new Map(),
    usableSegments,
  };
  const client = await ctx.pool.connect();
  // Batches are applied one after another (`applying`), while reading runs up to BATCHES_AHEAD
  // batches ahead: the file is parsed and the next batches' reads run in the database while a batch
  // is applied.
  let applying: Promise<void> = Promise.resolve();
  const inFlight: Promise<void>[] = [];
  let broken: Error | undefined; // a connection whose rollback failed is not given back to the pool
  const db = serialClient(client);
  try {
    await begin(db);
    let batch: SheetRow[] = [];
    let rows = 0;
    let index = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      const storedBefore = state.applied;
      const queued: QueuedBatch = { index: index++, rows: batch, reads: readBatch(db, companies, batch, state.cache), storedBefore };
      queued.reads.catch(() => undefined);
      batch = [];
      const before = applying;
      applying = before.then(() => applyBatch(db, companies, queued, state));
      applying.catch(() => undefined);
      inFlight.push(applying);
      while (inFlight.length > BATCHES_AHEAD) await inFlight.shift();
    };
    for await (const sheetBatch of sheetBatches(upload.stream)) {
      for (const sheetRow of sheetBatch) {
        rows++;
        batch.push(sheetRow);
        if (batch.length >= RULES_UPLOAD_BATCH) await flush();
      }
    }
    await flush();
    await applying;
    if (rows === 0) throw badRequest(CAMPAIGN_MESSAGES.xlsxEmpty);

    const { accepted, rejected, touched } = state;
    const file = Buffer.concat([Buffer.from(`\uFEFF${csvLine(RESULT_HEADER)}\r\n`, 'utf8'), ...state.result]);
    state.result = [];
    const single = touched.size === 1 ? [...touched][0]! : null;
    const name = upload.name ?? CAMPAIGN_FILES.rules;
    const message =
      rejected === 0
        ? `Carga terminada: ${formatQuantity(accepted)} reglas aplicadas.`
        : `Carga terminada con errores: ${formatQuantity(accepted)} reglas aplicadas y ${formatQuantity(rejected)} rechazadas.`;
    const idProcess = await insertUploadProcess(db, {
      idCampaign: single,
      company: identity.companyCode,
      sourceName: name,
      status: rejected === 0 ? 'success' : 'error',
      message,
      started: started.toISOString(),
      accepted,
      rejected,
      summary: {
        Archivo: name,
        'Reglas aplicadas': String(accepted),
        'Reglas rechazadas': String(rejected),
        Campañas: String(touched.size),
      },
      information:
        rejected === 0
          ? { status: true, data: { applied: accepted, campaigns: touched.size } }
          : { status: false, message, errors: state.errors },
      file,
      user: identity.email,
    });
    await commit(db);
    return { id_process: idProcess, rejected, file };
  } catch (error) {
    await applying.catch(() => undefined);
    // After whatever is still queued on the connection (reads of batches not applied).
    await rollback(db).catch((failure: Error) => (broken = failure));
    throw error;
  } finally {
    client.release(broken);
  }
}
