import type { Response } from 'express';
import Papa from 'papaparse';
import { csvLine, stripBom } from '@inca/domain';

type Cell = string | number | null | undefined;

/** Starts a file answer: the attachment name, the type, no caching. */
export function startFile(res: Response, filename: string, type: string): void {
  res.status(200);
  res.setHeader('content-type', type);
  res.setHeader('cache-control', 'no-store');
  res.attachment(filename);
}

/**
 * Streams a CSV (UTF-8 BOM, CRLF, formula-looking cells made inert, quoted when needed) from an
 * async source of row chunks: memory holds one chunk. Honours back-pressure.
 */
export async function streamCsv(
  res: Response,
  filename: string,
  header: readonly string[],
  chunks: AsyncIterable<readonly (readonly Cell[])[]>,
): Promise<void> {
  startFile(res, filename, 'text/csv; charset=utf-8');
  await write(res, `\uFEFF${csvLine(header)}\r\n`);
  for await (const rows of chunks) {
    if (rows.length === 0) continue;
    let text = '';
    for (const row of rows) text += `${csvLine(row)}\r\n`;
    await write(res, text);
  }
  res.end();
}

/** A whole small CSV as text (result files stored on a process row). */
export const csvDocument = (header: readonly string[], rows: readonly (readonly Cell[])[]): string =>
  `\uFEFF${[csvLine(header), ...rows.map((r) => csvLine(r))].join('\r\n')}\r\n`;

function write(res: Response, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (res.write(text)) return resolve();
    const onDrain = () => {
      res.off('error', onError);
      resolve();
    };
    const onError = (error: Error) => {
      res.off('drain', onDrain);
      reject(error);
    };
    res.once('drain', onDrain);
    res.once('error', onError);
  });
}

/**
 * Parses a CSV upload with papaparse: UTF-8 BOM stripped, separator detected among ',' and ';'
 * (Spanish Excel writes ';'), quoted fields with separators and line breaks, blank lines skipped.
 * Rows come back as arrays of cells with the file line each one started on.
 */
export function parseCsv(text: string): { rows: string[][]; lines: number[]; errors: string[] } {
  const body = stripBom(text);
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false, header: false });
  const rows: string[][] = [];
  const lines: number[] = [];
  let line = 1;
  for (const row of parsed.data) {
    const breaks = row.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    if (!(row.length === 1 && row[0]!.trim() === '')) {
      rows.push(row);
      lines.push(line);
    }
    line += 1 + breaks;
  }
  return {
    rows,
    lines,
    errors: parsed.errors.filter((e) => e.code !== 'UndetectableDelimiter').map((e) => `Fila ${(e.row ?? 0) + 1}: ${e.message}`),
  };
}
