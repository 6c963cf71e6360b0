/**
 * lista_audiencias.xlsx streamed from the service (§2.5): the whole filtered list, in the
 * list's order, read from PostgreSQL through one cursor in chunks and written row by row by a small
 * streaming .xlsx writer (@inca/xlsx) straight into the HTTP response. Memory stays flat: at most
 * two chunks of rows are held (the next one is read while this one is written), deflate's and the
 * response's backpressure are honoured, and nothing else accumulates (no shared strings, no styles).
 * Coupon audiences are not ordinary audiences: the list's own filter (repository.ts) leaves them out here too.
 *
 * Where the time goes (bench:audiences, 100,000 rows): writing the sheet's XML, deflating it and
 * reading the rows. So PostgreSQL sends each row as one text (audienceExportQuery: one string a row
 * instead of thirteen), the cells are read out of it in place (ExportRowReader: texts as ranges of
 * the row, instants as ranges of one string of every time of day, numbers parsed without a string),
 * and the loop pauses every few hundred rows so that deflate, on libuv's thread pool, and the next
 * FETCH work while this thread encodes.
 */
import { EventEmitter } from 'node:events';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { Pool, PoolClient } from '@inca/db';
import { spoolFile } from '@inca/service-kit';
import { matchCountOf, santiagoOffsetMs, type CompanyScope } from '@inca/domain';
import { audienceExportQuery, EXPORT_FIELD_SEPARATOR, type AudienceQuery } from './repository.ts';
import { XlsxStreamWriter, XlsxText, type XlsxCell } from '@inca/xlsx';

export const AUDIENCES_FILE_NAME = 'lista_audiencias.xlsx';
/** The audience files the browser downloads through a signed link (the list's "Descargar Excel"). */
export const AUDIENCE_FILE_PATHS: readonly string[] = ['/audience-management/audiences/export'];
export const AUDIENCES_SHEET = 'Audiencias';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** §2.5: company, audience, description, platform, state, state date, data sent, frequency, update day, start, end, last update, match. */
export const AUDIENCE_EXPORT_COLUMNS: readonly { header: string; width: number }[] = [
  { header: 'Empresa', width: 28 },
  { header: 'Audiencia', width: 40 },
  { header: 'Descripción', width: 40 },
  { header: 'Plataforma', width: 14 },
  { header: 'Estado', width: 16 },
  { header: 'Fecha estado', width: 20 },
  { header: 'Datos enviados', width: 16 },
  { header: 'Frecuencia', width: 12 },
  { header: 'Día de actualización', width: 20 },
  { header: 'Inicio', width: 12 },
  { header: 'Fin', width: 12 },
  { header: 'Última actualización', width: 20 },
  { header: 'Coincidencias', width: 14 },
];

/**
 * Rows per FETCH, and the deflate level of the sheet: at 6 deflate costs about 3.5 times the CPU of 1
 * for a file about a fifth smaller (54 MB of sheet XML: 0.18 s, 7.5 MB at 1; 0.64 s, 6.1 MB at 6).
 * AUDIENCE_EXPORT_CHUNK and AUDIENCE_EXPORT_DEFLATE_LEVEL set them where the app is made.
 */
export type ExportSettings = { chunk: number; level: number };
export const DEFAULT_EXPORT_SETTINGS: ExportSettings = { chunk: 5_000, level: 1 };

/**
 * A text a spreadsheet could read as a formula (= + - @, or a leading tab or carriage return) gets a
 * leading quote, so it stays inert text whoever opens or re-types it.
 */
export function inertText(value: string): string {
  const c = value.charCodeAt(0);
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13 ? `'${value}` : value;
}

/** A text cell read in place (see XlsxTextRange); one per column, reused for every row. */
type TextRange = { text: string; start: number; end: number; prefix: string | XlsxText };
const range = (): TextRange => ({ text: '', start: 0, end: 0, prefix: '' });

const TWO = Array.from({ length: 60 }, (_, n) => (n < 10 ? `0${n}` : String(n)));
/** Dates as PostgreSQL writes them ('2026-10-01'), by their digits as a number (20261001), encoded once for the writer. */
const dateText = new Map<number, XlsxText>();
/** "yyyy-mm-dd " per local day number (days since 1970-01-01), encoded once for the writer. */
const dayText = new Map<number, XlsxText>();

function localDayText(days: number): XlsxText {
  let text = dayText.get(days);
  if (text === undefined) {
    const d = new Date(days * 86_400_000);
    text = new XlsxText(`${String(d.getUTCFullYear()).padStart(4, '0')}-${TWO[d.getUTCMonth() + 1]}-${TWO[d.getUTCDate()]} `);
    if (dayText.size > 50_000) dayText.clear();
    dayText.set(days, text);
  }
  return text;
}

/**
 * Every "hh:mm:ss" of a day, one after another (8 characters each, 691,200 in all, made once): a
 * time of day is a range of it, so a date cell is its day's text and that range, no string made per
 * instant (a concatenation per cell was a rope the writer had to flatten).
 */
let dayTimes: string | undefined;

function timesOfDay(): string {
  if (dayTimes === undefined) {
    const times: string[] = [];
    for (let h = 0; h < 24; h++) for (let m = 0; m < 60; m++) for (let s = 0; s < 60; s++) times.push(`${TWO[h]}:${TWO[m]}:${TWO[s]}`);
    dayTimes = times.join('');
  }
  return dayTimes;
}

/** An instant (epoch seconds) as a text cell "yyyy-mm-dd hh:mm:ss" in Chile time, into `cell`; '' when absent. */
function santiagoDateTimeCell(epochSeconds: number | null, cell: TextRange): TextRange | '' {
  if (epochSeconds === null || !Number.isFinite(epochSeconds)) return '';
  const seconds = Math.floor(epochSeconds);
  const local = seconds + santiagoOffsetMs(seconds * 1000) / 1000;
  const days = Math.floor(local / 86_400);
  const inDay = local - days * 86_400;
  cell.prefix = localDayText(days);
  cell.text = timesOfDay();
  cell.start = inDay * 8;
  cell.end = inDay * 8 + 8;
  return cell;
}

const dateScratch = range();

/** An instant (epoch seconds) as the list shows it: "yyyy-mm-dd hh:mm:ss" in Chile time; '' when absent. */
export function santiagoDateTime(epochSeconds: number | null): string {
  const cell = santiagoDateTimeCell(epochSeconds, dateScratch);
  return cell === '' ? '' : (cell.prefix as XlsxText).text + cell.text.slice(cell.start, cell.end);
}

/** A code and the name the file shows for it, encoded once (it repeats on many rows). */
type Named = { code: string; name: XlsxText };

/**
 * The codes of one kind and their names, looked up where the code lies in the row (see `codeAt`):
 * slicing each code out of the row to look it up in a Map was a string per code and row, a sixth
 * of the export's garbage.
 */
export class CodeTable {
  private readonly byCode = new Map<string, Named>();
  private readonly entries: Named[] = [];
  /** The last code found: rows in the list's order often repeat it. */
  private last: Named | undefined;

  add(code: string, name: XlsxText): void {
    const known = this.byCode.get(code);
    if (known !== undefined) {
      known.name = name;
      return;
    }
    const named = { code, name };
    this.entries.push(named);
    this.byCode.set(code, named);
  }

  /** The entry of the code that is exactly `line.slice(at, stop)`; a code without one stops the file rather than leave the cell wrong. */
  codeAt(line: string, at: number, stop: number): Named {
    const length = stop - at;
    const last = this.last;
    if (last !== undefined && last.code.length === length && line.startsWith(last.code, at)) return last;
    // A short list (platforms, states, frequencies, a platform's companies) is compared in place; a long one is looked up by a slice.
    if (this.entries.length <= 64) {
      for (const named of this.entries) if (named.code.length === length && line.startsWith(named.code, at)) return (this.last = named);
    }
    const named = this.byCode.get(line.slice(at, stop));
    if (named === undefined) throw new Error(`lista_audiencias: código sin nombre (${JSON.stringify(line.slice(at, stop))})`);
    return (this.last = named);
  }
}

/** The names the file shows for the codes of an export row, per kind; company names already inert. */
export type ExportNames = Record<'company' | 'platform' | 'status' | 'frequency', CodeTable>;

/** The names query's rows (see audienceExportQuery) as lookups. */
export function exportNames(rows: readonly { kind: string; code: string; name: string }[]): ExportNames {
  const names: ExportNames = { company: new CodeTable(), platform: new CodeTable(), status: new CodeTable(), frequency: new CodeTable() };
  for (const r of rows) names[r.kind as keyof ExportNames]?.add(r.code, new XlsxText(r.kind === 'company' ? inertText(r.name) : r.name));
  return names;
}

const EXPORT_FIELDS = 13;
const ENABLED = 49; // '1'
const QUOTE = "'";

/** The leading quote `inertText` would add to the text starting at `at` of `line` ('' when none). */
function inertPrefix(line: string, at: number, end: number): string {
  if (at === end) return '';
  const c = line.charCodeAt(at);
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13 ? QUOTE : '';
}

const DISABLED = new XlsxText('DESACTIVADO');

/**
 * The file's rows out of export rows (audienceExportQuery, one text each), into one reused array of
 * cells: names and descriptions made inert, codes named, instants in Chile time, the match count by
 * the platform's shape (@inca/domain `matchCountOf`, the list's own rule). Texts are handed to the
 * writer as ranges of the row (no string per cell); the fields are walked with indexOf, not split.
 */
export class ExportRowReader {
  private readonly cells: XlsxCell[] = new Array(EXPORT_FIELDS);
  private readonly name = range();
  private readonly description = range();
  private readonly start = range();
  private readonly end = range();
  private readonly statusDate = range();
  private readonly lastUpdate = range();
  private line = '';
  /** Start and end of the current field. */
  private at = 0;
  private stop = -1;

  constructor(private readonly names: ExportNames) {}

  /** The cells of one row (valid until the next call). */
  read(line: string): readonly XlsxCell[] {
    this.line = line;
    this.stop = -1;
    const cells = this.cells;
    cells[0] = this.named(this.names.company).name;
    cells[1] = this.inert(this.name);
    cells[2] = this.inert(this.description);
    const platform = this.named(this.names.platform);
    cells[3] = platform.name;
    this.next();
    cells[4] = line.charCodeAt(this.at) === ENABLED ? this.names.status.codeAt(line, this.at + 1, this.stop).name : DISABLED;
    cells[5] = santiagoDateTimeCell(this.number(), this.statusDate);
    cells[6] = this.number();
    cells[7] = this.named(this.names.frequency).name;
    cells[8] = this.number();
    cells[9] = this.date(this.start);
    cells[10] = this.date(this.end);
    cells[11] = santiagoDateTimeCell(this.number(), this.lastUpdate);
    const match = this.text();
    cells[12] = matchCountOf(platform.code, match === '' ? null : (JSON.parse(match) as Parameters<typeof matchCountOf>[1]));
    if (this.stop !== line.length) throw new Error(`lista_audiencias: la fila tiene más de ${EXPORT_FIELDS} campos`);
    return cells;
  }

  /** Moves to the next field. */
  private next(): void {
    if (this.stop === this.line.length) throw new Error(`lista_audiencias: la fila tiene menos de ${EXPORT_FIELDS} campos`);
    this.at = this.stop + 1;
    const separator = this.line.indexOf(EXPORT_FIELD_SEPARATOR, this.at);
    this.stop = separator === -1 ? this.line.length : separator;
  }

  /** The next field as a code's entry in `names`. */
  private named(names: CodeTable): Named {
    this.next();
    return names.codeAt(this.line, this.at, this.stop);
  }

  /** The next field as a string (codes and the match shape: short, or rare). */
  private text(): string {
    this.next();
    return this.line.slice(this.at, this.stop);
  }

  /**
   * The next field, a date as PostgreSQL writes it ('2026-10-01'): its text encoded once per day
   * (dates repeat from row to row); anything else ('infinity', a year past 9999) read in place.
   */
  private date(cell: TextRange): XlsxText | TextRange | '' {
    this.next();
    const { line, at, stop } = this;
    if (at === stop) return '';
    if (stop - at === 10 && line.charCodeAt(at + 4) === 45 && line.charCodeAt(at + 7) === 45) {
      let key = 0;
      for (let i = at; i < stop; i++) {
        if (i === at + 4 || i === at + 7) continue;
        const digit = line.charCodeAt(i) - 48;
        if (digit < 0 || digit > 9) return this.inPlaceCurrent(cell);
        key = key * 10 + digit;
      }
      let text = dateText.get(key);
      if (text === undefined) {
        text = new XlsxText(line.slice(at, stop));
        if (dateText.size > 50_000) dateText.clear();
        dateText.set(key, text);
      }
      return text;
    }
    return this.inPlaceCurrent(cell);
  }

  /** The current field as a cell read in place. */
  private inPlaceCurrent(cell: TextRange): TextRange {
    cell.text = this.line;
    cell.start = this.at;
    cell.end = this.stop;
    cell.prefix = '';
    return cell;
  }

  /** The next field as a cell read in place. */
  private inPlace(cell: TextRange): TextRange {
    this.next();
    return this.inPlaceCurrent(cell);
  }

  /** The next field as a cell read in place, with the quote `inertText` would add. */
  private inert(cell: TextRange): TextRange {
    this.inPlace(cell);
    cell.prefix = inertPrefix(this.line, cell.start, cell.end);
    return cell;
  }

  /**
   * The next field as a number, null when empty: up to 15 digits are read in place (no string
   * made); anything else PostgreSQL writes for a number ('Infinity', '1e+15', a 16th digit) goes
   * through Number, as the driver would have read it.
   */
  private number(): number | null {
    this.next();
    const { line, at, stop } = this;
    if (at === stop) return null;
    const negative = line.charCodeAt(at) === 45;
    let i = negative ? at + 1 : at;
    if (stop > i && stop - i <= 15) {
      let n = 0;
      for (; i < stop; i++) {
        const digit = line.charCodeAt(i) - 48;
        if (digit < 0 || digit > 9) break;
        n = n * 10 + digit;
      }
      if (i === stop) return negative ? -n : n;
    }
    return Number(line.slice(at, stop));
  }
}

const CURSOR = 'lista_audiencias';

/**
 * One FETCH of export rows (one text each), collected as the texts node-pg decoded: its Query would
 * also make an array and a result row per row, which the export never needs (a quarter of the
 * garbage of a 100,000-row file). A node-pg Submittable: the client hands it the protocol's
 * messages for its statement.
 */
class FetchRows extends EventEmitter {
  readonly rows: string[] = [];
  readonly done: Promise<string[]>;
  private settle!: (error?: Error) => void;

  constructor(readonly text: string) {
    super();
    this.done = new Promise<string[]>((resolve, reject) => {
      this.settle = (error) => (error ? reject(error) : resolve(this.rows));
    });
    // Awaited later; a failure meanwhile must not count as unhandled.
    this.done.catch(() => undefined);
  }

  submit(connection: { query: (text: string) => void }): void {
    connection.query(this.text);
  }

  handleRowDescription(): void {}

  handleDataRow(message: { fields: (string | null)[] }): void {
    this.rows.push(message.fields[0] ?? '');
  }

  handleCommandComplete(): void {}

  handleEmptyQuery(): void {}

  handleError(error: Error): void {
    this.settle(error);
  }

  handleReadyForQuery(): void {
    this.settle();
  }
}
/**
 * Rows written between pauses for deflate and the response (`drained()`): often enough that deflate
 * (on another core) and the next FETCH's rows arriving from PostgreSQL keep pace with the encoding.
 */
const YIELD_ROWS = 500;

/**
 * Streams the file for `scope` and `q` (the list's own filter and sort; no paging) into `res`.
 * Answers the rows written; a client that goes away stops the read and rolls the cursor back.
 */
export async function streamAudiencesXlsx(
  pool: Pool,
  scope: CompanyScope,
  q: AudienceQuery,
  res: Response,
  options: ExportSettings = DEFAULT_EXPORT_SETTINGS,
): Promise<number> {
  const chunkRows = options.chunk;
  const { text, count, names: namesQuery, values } = audienceExportQuery(scope, q);
  let closed = false;
  const onClose = () => {
    closed = true;
  };
  res.on('close', onClose);
  let rows = 0;
  let total: number;
  let xlsx: XlsxStreamWriter | undefined;
  // The file is written to a private spool inside the transaction at the database's speed, and sent
  // only after the commit: a slow or stalled download never keeps a session inside a transaction.
  const spool = await spoolFile();
  const client: PoolClient = await pool.connect().catch(async (error: unknown) => {
    await spool.discard();
    throw error;
  });
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    total = Number((await client.query<{ n: string }>(count, values)).rows[0]?.n ?? 0);
    const names = exportNames((await client.query<{ kind: string; code: string; name: string }>(namesQuery)).rows);
    await client.query(`DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${text}`, values);

    xlsx = new XlsxStreamWriter(spool.writable, {
      sheetName: AUDIENCES_SHEET,
      columns: AUDIENCE_EXPORT_COLUMNS,
      creator: 'INCA Audiencias',
      freezeHeader: true,
      level: options.level,
    });
    await xlsx.start();

    const fetchChunk = () => client.query(new FetchRows(`FETCH ${chunkRows} FROM ${CURSOR}`)).done;
    const reader = new ExportRowReader(names);
    // Read ahead: PostgreSQL prepares the next chunk while this process writes the current one.
    let next = fetchChunk();
    while (!closed) {
      const chunk = await next;
      if (chunk.length === 0) break;
      next = fetchChunk();
      for (let i = 0; i < chunk.length && !closed; i++) {
        xlsx.row(reader.read(chunk[i]!));
        rows++;
        if (rows % YIELD_ROWS === 0) await xlsx.drained();
      }
      // Flat memory: neither deflate's queue nor the file's may grow with the row count.
      await xlsx.drained();
    }
    await next.catch(() => undefined);
    if (closed) {
      xlsx.abort();
      await client.query('ROLLBACK');
      return rows;
    }
    await client.query('COMMIT');
    await xlsx.finish();
    await spool.written();
  } catch (error) {
    xlsx?.abort();
    await client.query('ROLLBACK').catch(() => undefined);
    await spool.discard();
    throw error;
  } finally {
    client.release();
    if (closed) await spool.discard();
  }
  res.status(200);
  res.setHeader('content-type', XLSX_TYPE);
  res.setHeader('content-disposition', `attachment; filename="${AUDIENCES_FILE_NAME}"`);
  res.setHeader('x-total-count', String(total));
  res.setHeader('cache-control', 'no-store');
  try {
    await pipeline(spool.readBack(), res);
  } catch {
    // The person went away mid-download: the spool is closed with its stream; nothing else holds.
  } finally {
    res.off('close', onClose);
  }
  return rows;
}
