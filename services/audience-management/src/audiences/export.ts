/**
 * lista_audiencias.xlsx streamed from the service (§2.5, issue 9): the whole filtered list, in the
 * list's order, read from PostgreSQL through a cursor in chunks and written row by row with exceljs's
 * streaming WorkbookWriter straight into the HTTP response. Memory stays flat: at most one chunk of
 * rows is held (read ahead while the previous one is written), the response's backpressure is
 * honoured, and nothing else accumulates (no shared strings, no styles).
 */
import type { Response } from 'express';
import ExcelJS from 'exceljs';
import type { Pool, PoolClient } from '@inca/db';
import { matchCountOf, type CompanyScope } from '@inca/domain';
import { audienceExportQuery, type AudienceQuery } from './repository.ts';

export const AUDIENCES_FILE_NAME = 'lista_audiencias.xlsx';
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

/** Rows per FETCH (and per committed block of the sheet). */
export const EXPORT_CHUNK = Math.max(100, Number(process.env.AUDIENCE_EXPORT_CHUNK ?? 2_000));

/**
 * A text a spreadsheet could read as a formula (= + - @, or a leading tab or carriage return) gets a
 * leading quote, so it stays inert text whoever opens or re-types it.
 */
export function inertText(value: string): string {
  const c = value.charCodeAt(0);
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13 ? `'${value}` : value;
}

type DbRow = [
  company: string,
  name: string,
  description: string,
  platform: string,
  status: string,
  statusAt: number | null,
  sent: number | null,
  frequency: string,
  updateDay: number | null,
  start: string | null,
  end: string | null,
  lastProcessAt: number | null,
  platformCode: string,
  matchData: Record<string, unknown> | null,
];

const SANTIAGO_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Santiago',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
/** Chile's UTC offset (ms) per UTC hour: it changes only on the hour, twice a year. */
const offsetByHour = new Map<number, number>();

function santiagoOffset(ms: number): number {
  const hour = Math.floor(ms / 3_600_000);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const p: Record<string, number> = {};
    for (const part of SANTIAGO_PARTS.formatToParts(new Date(hour * 3_600_000))) if (part.type !== 'literal') p[part.type] = Number(part.value);
    offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - hour * 3_600_000;
    if (offsetByHour.size > 50_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** An instant (epoch seconds) as the list shows it: "yyyy-mm-dd hh:mm:ss" in Chile time; '' when absent. */
export function santiagoDateTime(epochSeconds: number | null): string {
  if (epochSeconds === null || !Number.isFinite(epochSeconds)) return '';
  const ms = Math.floor(epochSeconds) * 1000;
  const d = new Date(ms + santiagoOffset(ms));
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/** The cells of one row of the file (text already inert). */
export function exportCells(r: DbRow): (string | number | null)[] {
  return [
    inertText(r[0]),
    inertText(r[1]),
    inertText(r[2]),
    r[3],
    r[4],
    santiagoDateTime(r[5]),
    r[6],
    r[7],
    r[8],
    r[9] ?? '',
    r[10] ?? '',
    santiagoDateTime(r[11]),
    matchCountOf(r[12], r[13] as Parameters<typeof matchCountOf>[1]),
  ];
}

const COLUMN_LETTERS = AUDIENCE_EXPORT_COLUMNS.map((_, i) => String.fromCharCode(65 + i));
const XML_SPECIAL = /[<>&"'\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/;
const XML_SPECIAL_ALL = /[<>&"'\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g;
const XML_ENTITY: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data, exactly as exceljs encodes it: the five entities, and characters XML forbids dropped. */
export function xmlText(value: string): string {
  return XML_SPECIAL.test(value) ? value.replace(XML_SPECIAL_ALL, (c) => XML_ENTITY[c] ?? '') : value;
}

/**
 * One data row of the sheet as SpreadsheetML, the cell markup exceljs's WorksheetWriter writes for
 * the same values (inline `str` cells without shared strings or styles, numbers as `<v>`, empty
 * cells left out). Rendering it directly skips exceljs's Row and Cell objects, which cost most of the
 * write time (see README, bench:audiences).
 */
export function rowXml(rowNumber: number, cells: readonly (string | number | null)[]): string {
  const n = String(rowNumber);
  // `spans` and `x14ac:dyDescent` (exceljs writes them) are optional hints: left out, the sheet is smaller to zip.
  let xml = '<row r="' + n + '">';
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    if (value === null || value === undefined || value === '') continue;
    xml +=
      typeof value === 'number'
        ? '<c r="' + COLUMN_LETTERS[i] + n + '"><v>' + value + '</v></c>'
        : '<c r="' + COLUMN_LETTERS[i] + n + '" t="str"><v>' + xmlText(value) + '</v></c>';
  }
  return xml + '</row>';
}

const CURSOR = 'lista_audiencias';

/** Resolves when `stream` drains, or the response closes (no listener left behind). */
function drainOrClose(stream: NodeJS.EventEmitter, res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      res.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    res.on('close', done);
  });
}

/** Sheet bytes waiting for the zip at most (beyond that the export waits for it). */
const ZIP_QUEUE_MAX = 4 * 1024 * 1024;

type Pipe = NodeJS.EventEmitter & { _writableState?: { length: number } };

/**
 * exceljs hands the worksheet's bytes to the zip without backpressure (its StreamBuf ignores what
 * the pipe answers): when deflate is slower than the rows come, they would pile up. Waits while
 * more than ZIP_QUEUE_MAX bytes are queued in front of the zip.
 */
async function zipCaughtUp(sheetStream: { pipes?: Pipe[] }, res: Response, closed: () => boolean): Promise<void> {
  const pipe = sheetStream.pipes?.[0];
  const state = pipe?._writableState;
  if (!pipe || !state) return;
  while (state.length > ZIP_QUEUE_MAX && !closed()) await drainOrClose(pipe, res);
}

/**
 * Streams the file for `scope` and `q` (the list's own filter and sort; no paging) into `res`.
 * Answers the rows written; a client that goes away stops the read and rolls the cursor back.
 */
export async function streamAudiencesXlsx(pool: Pool, scope: CompanyScope, q: AudienceQuery, res: Response): Promise<number> {
  const { text, count, values } = audienceExportQuery(scope, q);
  const client: PoolClient = await pool.connect();
  let closed = false;
  const onClose = () => {
    closed = true;
  };
  res.on('close', onClose);
  let rows = 0;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const total = Number((await client.query<{ n: string }>(count, values)).rows[0]?.n ?? 0);
    await client.query(`DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${text}`, values);

    res.status(200);
    res.setHeader('content-type', XLSX_TYPE);
    res.setHeader('content-disposition', `attachment; filename="${AUDIENCES_FILE_NAME}"`);
    res.setHeader('x-total-count', String(total));
    res.setHeader('cache-control', 'no-store');

    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: res,
      useStyles: false,
      useSharedStrings: false,
      // Fast deflate: the XML compresses well at level 1 and the level is most of the write time.
      zip: { zlib: { level: 1 } },
    });
    workbook.creator = 'INCA Audiencias';
    const sheet = workbook.addWorksheet(AUDIENCES_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = AUDIENCE_EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
    // exceljs writes the package, the sheet's head (views, columns, <sheetData>), the header row and
    // the tail; the data rows go into the same worksheet stream as the markup it would write for them.
    sheet.getRow(1).commit();
    const sheetStream = (sheet as unknown as { stream: { write(text: string): unknown; pipes?: Pipe[] } }).stream;
    let rowNumber = 1;

    const fetchChunk = () => {
      const fetching = client.query<DbRow>({ text: `FETCH ${EXPORT_CHUNK} FROM ${CURSOR}`, rowMode: 'array' });
      // Awaited later; a failure meanwhile must not count as unhandled.
      fetching.catch(() => undefined);
      return fetching;
    };
    // Read ahead: PostgreSQL prepares the next chunk while this process writes the current one.
    let next = fetchChunk();
    while (!closed) {
      const chunk = (await next).rows as unknown as DbRow[];
      if (chunk.length === 0) break;
      next = fetchChunk();
      let xml = '';
      for (const r of chunk) xml += rowXml(++rowNumber, exportCells(r));
      sheetStream.write(xml);
      rows += chunk.length;
      // Flat memory: neither the zip's queue nor the response's may grow with the row count.
      await zipCaughtUp(sheetStream, res, () => closed);
      if (res.writableNeedDrain && !closed) await drainOrClose(res, res);
    }
    if (closed) {
      await next.catch(() => undefined);
      await client.query('ROLLBACK');
      return rows;
    }
    await next.catch(() => undefined);
    await client.query('COMMIT');
    sheet.commit();
    await workbook.commit();
    return rows;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (res.headersSent) {
      res.destroy(error instanceof Error ? error : new Error(String(error)));
      return rows;
    }
    throw error;
  } finally {
    res.off('close', onClose);
    client.release();
  }
}
