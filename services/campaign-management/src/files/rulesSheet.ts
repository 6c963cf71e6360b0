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
  formatQuantity,
  joinItems,
  rangeBounds,
  type VariableOption,
  type VariableTypeId,
} from '@inca/domain';
import type { Pool, PoolClient, Queryable } from '@inca/db';
import { badRequest, caller } from '@inca/service-kit';
import { S, type CampaignContext } from '../context.ts';
import { companiesOf, inScope } from '../campaigns/access.ts';
import type { CompanyCodes } from '../campaigns/repository.ts';
import {
  campaignParamsCache,
  campaignParamsOf,
  campaignRulesSql,
  sortGroups,
  storedIndex,
  groupMembers,
  storeParamsMany,
  type CampaignParamRow,
  type CampaignParamsCache,
  type CampaignRulesOf,
  type StoredColumns,
} from '../campaigns/rules.ts';
import { looksLikeXlsx, readSheetRowBatches, type SheetRow } from './xlsx.ts';
import type { StreamedUpload } from './upload.ts';
import { usableSegmentCodes } from '../processing/segment.ts';

type Cell = string | number | null;
const CAMPAIGNS_PER_CHUNK = 2_000;
/** Windows of campaigns read side by side while the spreadsheet is written. */
const WINDOWS_AHEAD = 2;

const typeLabel = (id: number | null) => (id && id in VARIABLE_TYPE_LABELS ? VARIABLE_TYPE_LABELS[id as VariableTypeId] : '');

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
  options: { id_campaign?: number; flag_data?: string; flag_recommendation_processed?: string; flag_pending_rule_configured?: string; template: boolean; windowSize?: number },
): AsyncGenerator<Cell[][]> {
  const windowSize = options.windowSize ?? CAMPAIGNS_PER_CHUNK;
  const where: string[] = [];
  const params: unknown[] = [];
  if (companies !== 'all') where.push(`itc_company_campaign_code = ANY($${params.push(companies)}::text[])`);
  if (options.id_campaign) where.push(`id_campaign = $${params.push(options.id_campaign)}`);
  else if (options.template || options.flag_pending_rule_configured === 'true') where.push('campaign_status_inca <> 3');
  if (options.flag_recommendation_processed) where.push(`flag_recommendation_processed = $${params.push(options.flag_recommendation_processed === 'true')}`);
  const onlyData = options.flag_data === 'true' && !options.template;
  // The campaigns of the filter that have an assigned group, cut into windows of CAMPAIGNS_PER_CHUNK by
  // id (one cheap statement: every CAMPAIGNS_PER_CHUNK-th id), so that windows can be read side by side.
  // Per window, one statement: its campaigns, each with its code, its groups and its stored values, as
  // one JSON document (plain rows cost the database less but this thread more, and made the download
  // slower). The groups' members (names, codes, types), the same for every campaign, are read once
  // (groupMembers): a join repeating them on every row cost most of the download's time.
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
  type Campaigns = [string, string, number[] | null, StoredColumns | null][];
  const cache = campaignParamsCache();
  // Members not seen yet are read one window after another (the cache is filled by one reader at a time).
  let membersRead: Promise<unknown> = Promise.resolve();
  /** The campaigns of window `i` (ids after bound i-1, up to bound i; the last one has no end) with what their rows need. */
  const fetchWindow = async (i: number): Promise<Campaigns> => {
    const { rows } = await pool.query<{ campaigns: Campaigns | null }>(windowSql, [...params, i === 0 ? 0 : bounds[i - 1]!.id, i < bounds.length ? bounds[i]!.id : null]);
    const campaigns = rows[0]?.campaigns ?? [];
    const read = membersRead.then(() => groupMembers(pool, campaigns.flatMap((c) => c[2] ?? []), cache));
    membersRead = read.catch(() => undefined);
    await read;
    // Groups by priority, then id (the rules page's order).
    for (const c of campaigns) c[2] = sortGroups(c[2], cache.members);
    return campaigns;
  };
  // WINDOWS_AHEAD windows are read side by side (on as many connections) while the current one is
  // written: the database's part, most of the download's time, runs on more than one core. At most
  // WINDOWS_AHEAD + 1 windows are in memory.
  const windows = bounds.length + 1;
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
  const items = itemsOf(cells.items);
  if (value.length > CAMPAIGN_LIMITS.itemMaxChars) return M.tooLong(row);
  for (const item of items) if (item.length > CAMPAIGN_LIMITS.itemMaxChars) return M.tooLong(row);
  switch (param.id_variable_type) {
    case VARIABLE_TYPE.SELECT: {
      const chosen = items.length ? items : value ? [value] : [];
      const known = optionKeys(param.variable_data_options);
      for (const key of chosen) if (!known.has(key)) return M.optionUnknown(row, key);
      if (!param.flag_multiple_select && chosen.length > 1) return M.single(row);
      param.configuration_items = param.flag_multiple_select ? chosen : [];
      param.configuration_value = param.flag_multiple_select ? null : (chosen[0] ?? null);
      return undefined;
    }
    case VARIABLE_TYPE.NUMBER: {
      if (param.flag_range) {
        const startText = cells.inicio.trim();
        const endText = cells.fin.trim();
        if (startText && !NUMBER.test(startText)) return M.notNumeric(row, 'rango_inicio');
        if (endText && !NUMBER.test(endText)) return M.notNumeric(row, 'rango_fin');
        const start = startText ? Number(startText) : null;
        const end = endText ? Number(endText) : null;
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
 * What the applied parameters held before their rows, as parallel columns (one entry per applied
 * row, no object per row): value, items, range start and end, to tell whether a row changed them.
 */
class ValuesBefore {
  readonly params: CampaignParamRow[] = [];
  private readonly value: (string | null)[] = [];
  private readonly items: (readonly string[])[] = [];
  private readonly start: (number | null)[] = [];
  private readonly end: (number | null)[] = [];

  /** Remembers what `p` holds now (before its row is applied). */
  add(p: CampaignParamRow): void {
    this.params.push(p);
    this.value.push(p.configuration_value ?? null);
    this.items.push(p.configuration_items ?? []);
    this.start.push(p.configuration_range_start ?? null);
    this.end.push(p.configuration_range_end ?? null);
  }

  /** Whether the i-th applied parameter still holds the value it had. */
  unchanged(i: number): boolean {
    const p = this.params[i]!;
    const items = p.configuration_items ?? [];
    const was = this.items[i]!;
    if (this.value[i] !== (p.configuration_value ?? null) || this.start[i] !== (p.configuration_range_start ?? null) || this.end[i] !== (p.configuration_range_end ?? null)) return false;
    if (was.length !== items.length) return false;
    for (let k = 0; k < items.length; k++) if (was[k] !== items[k]) return false;
    return true;
  }
}

/** Sheet rows applied per step of an upload (one read of their campaigns and rules, one store). */
export const RULES_UPLOAD_BATCH = 2_500;

const RESULT_HEADER = ['fila', 'codigo_campana', 'codigo_variable', 'resultado', 'mensaje'] as const;
/** Refusal messages kept on the process row's information (the result file has them all). */
const INFORMATION_ERRORS = 100;

/**
 * A set of rules by their ids (campaign, group, variable): per campaign, its rules' group and
 * variable ids side by side in one array (a campaign has a handful: a scan finds them). Numbers, so
 * no key text is made per row; one small array per campaign, where a Map per campaign and a Set per
 * group were tens of thousands of objects the collector copied again and again during an upload.
 */
class RuleSet {
  private readonly byCampaign = new Map<number, number[]>();

  /** Adds the rule; answers false when it was there already. */
  add(p: CampaignParamRow): boolean {
    const pairs = this.byCampaign.get(p.id_campaign);
    if (!pairs) {
      this.byCampaign.set(p.id_campaign, [p.id_variable_group, p.id_variable]);
      return true;
    }
    for (let i = 0; i < pairs.length; i += 2) if (pairs[i] === p.id_variable_group && pairs[i + 1] === p.id_variable) return false;
    pairs.push(p.id_variable_group, p.id_variable);
    return true;
  }
}

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
        if (++count > CAMPAIGN_LIMITS.rulesUploadRowsMax) throw badRequest(CAMPAIGN_MESSAGES.xlsxTooManyRows(CAMPAIGN_LIMITS.rulesUploadRowsMax));
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

type Found = { id_campaign: number; itc_company_campaign_code: string; campaign_code: string; flag_editable: boolean; campaign_status_inca: number };
/** What a batch needs from the database: the campaigns its rows name, and the rules of the editable ones in scope. */
type BatchReads = { found: Found[]; params: Map<number, CampaignParamRow[]> };

/**
 * Reads what a batch of rows needs in one statement: the campaigns its rows name (by company and
 * code) and, for the editable ones in the caller's scope, their assigned groups and stored values
 * (campaignRulesSql), as one JSON document; then their rules (campaignParamsOf, which reads the
 * shared members and options the first time). Queued on the upload's connection as soon as the
 * batch is complete, so it runs while the previous batch is applied (see applyBatch).
 */
async function readBatch(db: Queryable, companies: CompanyCodes, rows: readonly SheetRow[], cache: CampaignParamsCache): Promise<BatchReads> {
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
  const rules = campaignRulesSql('c');
  // Rows of a campaign that cannot be modified are refused before their rules matter: only editable ones are read.
  // Each named campaign is looked up by its key (LIMIT 1 keeps the planner from hashing the whole table instead).
  const readable = `c.flag_editable AND ($3::text[] IS NULL OR c.itc_company_campaign_code = ANY($3::text[]))`;
  type Tuple = [number, string, string, boolean, number, number[] | null, CampaignRulesOf['stored']];
  const { rows: result } = await db.query<{ campaigns: Tuple[] | null }>(
    `SELECT json_agg(json_build_array(c.id_campaign, c.itc_company_campaign_code, c.campaign_code, c.flag_editable, c.campaign_status_inca,
       CASE WHEN ${readable} THEN ${rules.groups} END, CASE WHEN ${readable} THEN ${rules.stored} END)) AS campaigns
     FROM unnest($1::text[], $2::text[]) AS k(company, code)
       CROSS JOIN LATERAL (SELECT * FROM ${S}.campaigns c WHERE c.itc_company_campaign_code = k.company AND c.campaign_code = k.code LIMIT 1) c`,
    [companyOf, codeOf, companies === 'all' ? null : companies],
  );
  const found: Found[] = [];
  const editable: CampaignRulesOf[] = [];
  for (const [id_campaign, company, campaign_code, flag_editable, campaign_status_inca, groups, stored] of result[0]?.campaigns ?? []) {
    found.push({ id_campaign, itc_company_campaign_code: company, campaign_code, flag_editable, campaign_status_inca });
    if (flag_editable && inScope(companies, company)) editable.push({ id_campaign, company, groups, stored });
  }
  return { found, params: await campaignParamsOf(db, editable, cache) };
}

/** The same items as splitItems (trimmed, in order, empty and repeated ones dropped), without its intermediate arrays. */
function itemsOf(cell: string): string[] {
  const items: string[] = [];
  if (cell === '') return items;
  let many: Set<string> | undefined;
  for (let from = 0; from <= cell.length; ) {
    let bar = cell.indexOf('|', from);
    if (bar < 0) bar = cell.length;
    const item = (from === 0 && bar === cell.length ? cell : cell.slice(from, bar)).trim();
    from = bar + 1;
    if (item === '') continue;
    if (items.length >= 16) {
      many ??= new Set(items);
      if (many.has(item)) continue;
      many.add(item);
    } else if (items.includes(item)) continue;
    items.push(item);
  }
  return items;
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
      else if (segmentRefused(param, cells[6] ?? '', campaign.itc_company_campaign_code, state)) message = M.segmentNotForCompany(row, (cells[6] ?? '').trim());
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
export async function uploadRules(ctx: CampaignContext, req: Request, upload: StreamedUpload): Promise<{ id_process: number; rejected: number; file: Buffer }> {
  if (!looksLikeXlsx(upload.head)) throw badRequest(CAMPAIGN_MESSAGES.xlsxUnreadable);
  const identity = caller(req);
  const companies = await companiesOf(ctx, req);
  const campaignCompanies = companies === 'all' ? [...(await ctx.directory.accessibleCompanyCodes(req))] : companies;
  const usableSegments = await usableSegmentCodes(ctx.directory, req, campaignCompanies);
  const started = new Date();
  const state: UploadState = {
    accepted: 0, rejected: 0, errors: [], touched: new Set(), seen: new RuleSet(), result: [], cache: campaignParamsCache(ctx.pool, { lean: true }),
    applied: 0, recent: [], csvCells: new Map(), usableSegments,
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
    await db.query('BEGIN');
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
    const { rows: inserted } = await db.query<{ id: string }>(
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
    await db.query('COMMIT');
    return { id_process: Number(inserted[0]!.id), rejected, file };
  } catch (error) {
    await applying.catch(() => undefined);
    // After whatever is still queued on the connection (reads of batches not applied).
    await db.query('ROLLBACK').catch((failure: Error) => (broken = failure));
    throw error;
  } finally {
    client.release(broken);
  }
}
