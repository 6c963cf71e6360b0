/**
 * lista_audiencias.xlsx streamed from the service (§2.5, issue 9): the whole filtered list, in the
 * list's order, read from PostgreSQL through one cursor in chunks and written row by row by a small
 * streaming .xlsx writer (@inca/xlsx) straight into the HTTP response. Memory stays flat: at most
 * two chunks of rows are held (the next one is read while this one is written), deflate's and the
 * response's backpressure are honoured, and nothing else accumulates (no shared strings, no styles).
 * Coupon audiences (issue 11) are not ordinary audiences: the list's own filter (repository.ts) leaves them out here too.
 */
import type { Response } from 'express';
import type { Pool, PoolClient } from '@inca/db';
import { matchCountOf, type CompanyScope } from '@inca/domain';
import { audienceExportQuery, type AudienceQuery } from './repository.ts';
import { XlsxStreamWriter } from '@inca/xlsx';

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

/** Rows per FETCH. */
export const EXPORT_CHUNK = Math.max(100, Number(process.env.AUDIENCE_EXPORT_CHUNK ?? 5_000));
/** Deflate level of the sheet: at 6 deflate costs about 3.5 times the CPU of 1 for a file about a fifth smaller (54 MB of sheet XML: 0.18 s, 7.5 MB at 1; 0.64 s, 6.1 MB at 6). */
export const EXPORT_DEFLATE_LEVEL = Math.min(9, Math.max(1, Number(process.env.AUDIENCE_EXPORT_DEFLATE_LEVEL ?? 1)));

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
/** The offset per UTC day when it holds all day (NaN on the two days it changes): one Intl call a day instead of one an hour. */
const offsetByDay = new Map<number, number>();

function hourOffset(hour: number): number {
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

function santiagoOffset(ms: number): number {
  const day = Math.floor(ms / 86_400_000);
  let offset = offsetByDay.get(day);
  if (offset === undefined) {
    // At most one change a day (they are months apart): the same offset at its first and last hour holds all day.
    const first = hourOffset(day * 24);
    offset = first === hourOffset(day * 24 + 23) ? first : NaN;
    if (offsetByDay.size > 50_000) offsetByDay.clear();
    offsetByDay.set(day, offset);
  }
  return Number.isNaN(offset) ? hourOffset(Math.floor(ms / 3_600_000)) : offset;
}

const TWO = Array.from({ length: 60 }, (_, n) => (n < 10 ? `0${n}` : String(n)));
/** "yyyy-mm-dd " per local day number (days since 1970-01-01). */
const dayText = new Map<number, string>();

function localDayText(days: number): string {
  let text = dayText.get(days);
  if (text === undefined) {
    const d = new Date(days * 86_400_000);
    text = `${String(d.getUTCFullYear()).padStart(4, '0')}-${TWO[d.getUTCMonth() + 1]}-${TWO[d.getUTCDate()]} `;
    if (dayText.size > 50_000) dayText.clear();
    dayText.set(days, text);
  }
  return text;
}

/** An instant (epoch seconds) as the list shows it: "yyyy-mm-dd hh:mm:ss" in Chile time; '' when absent. */
export function santiagoDateTime(epochSeconds: number | null): string {
  if (epochSeconds === null || !Number.isFinite(epochSeconds)) return '';
  const seconds = Math.floor(epochSeconds);
  const local = seconds + santiagoOffset(seconds * 1000) / 1000;
  const days = Math.floor(local / 86_400);
  const inDay = local - days * 86_400;
  const hours = Math.floor(inDay / 3_600);
  const minutes = Math.floor((inDay - hours * 3_600) / 60);
  return localDayText(days) + TWO[hours] + ':' + TWO[minutes] + ':' + TWO[inDay - hours * 3_600 - minutes * 60];
}

/** The cells of one row of the file (text already inert); into `into` when given (one array reused for every row). */
export function exportCells(r: DbRow, into: (string | number | null)[] = new Array(13)): (string | number | null)[] {
  into[0] = inertText(r[0]);
  into[1] = inertText(r[1]);
  into[2] = inertText(r[2]);
  into[3] = r[3];
  into[4] = r[4];
  into[5] = santiagoDateTime(r[5]);
  into[6] = r[6];
  into[7] = r[7];
  into[8] = r[8];
  into[9] = r[9] ?? '';
  into[10] = r[10] ?? '';
  into[11] = santiagoDateTime(r[11]);
  into[12] = matchCountOf(r[12], r[13] as Parameters<typeof matchCountOf>[1]);
  return into;
}

const CURSOR = 'lista_audiencias';

/**
 * Streams the file for `scope` and `q` (the list's own filter and sort; no paging) into `res`.
 * Answers the rows written; a client that goes away stops the read and rolls the cursor back.
 */
export async function streamAudiencesXlsx(
  pool: Pool,
  scope: CompanyScope,
  q: AudienceQuery,
  res: Response,
  options: { chunk?: number; level?: number } = {},
): Promise<number> {
  const chunkRows = options.chunk ?? EXPORT_CHUNK;
  const { text, count, values } = audienceExportQuery(scope, q);
  const client: PoolClient = await pool.connect();
  let closed = false;
  const onClose = () => {
    closed = true;
  };
  res.on('close', onClose);
  let rows = 0;
  let xlsx: XlsxStreamWriter | undefined;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const total = Number((await client.query<{ n: string }>(count, values)).rows[0]?.n ?? 0);
    await client.query(`DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${text}`, values);

    res.status(200);
    res.setHeader('content-type', XLSX_TYPE);
    res.setHeader('content-disposition', `attachment; filename="${AUDIENCES_FILE_NAME}"`);
    res.setHeader('x-total-count', String(total));
    res.setHeader('cache-control', 'no-store');

    xlsx = new XlsxStreamWriter(res, {
      sheetName: AUDIENCES_SHEET,
      columns: AUDIENCE_EXPORT_COLUMNS,
      creator: 'INCA Audiencias',
      freezeHeader: true,
      level: options.level ?? EXPORT_DEFLATE_LEVEL,
    });
    await xlsx.start();

    const fetchChunk = () => {
      const fetching = client.query<DbRow>({ text: `FETCH ${chunkRows} FROM ${CURSOR}`, rowMode: 'array' });
      // Awaited later; a failure meanwhile must not count as unhandled.
      fetching.catch(() => undefined);
      return fetching;
    };
    const cells: (string | number | null)[] = new Array(AUDIENCE_EXPORT_COLUMNS.length);
    // Read ahead: PostgreSQL prepares the next chunk while this process writes the current one.
    let next = fetchChunk();
    while (!closed) {
      const chunk = (await next).rows as unknown as DbRow[];
      if (chunk.length === 0) break;
      next = fetchChunk();
      for (let i = 0; i < chunk.length; i++) xlsx.row(exportCells(chunk[i]!, cells));
      rows += chunk.length;
      // Flat memory: neither deflate's queue nor the response's may grow with the row count.
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
    return rows;
  } catch (error) {
    xlsx?.abort();
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
