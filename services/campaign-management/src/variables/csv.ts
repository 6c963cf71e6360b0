import Papa from 'papaparse';
import { decodeCsvBytes, stripBom } from '@inca/domain';

/** A CSV file read into rows of cells (header included), or why it could not be read. */
export type ParsedCsv = { ok: true; rows: string[][]; separator: string } | { ok: false; row?: number };

const UNIT_SEPARATOR = '\u001F';

/**
 * The separator of a CSV as Spanish Excel writes it (`;`) or as everyone else does (`,`, tab): the
 * most frequent one outside quotes on the header line. A header with none of them is a
 * single-column file, read whole per line (an item 'B,2' stays one cell).
 */
export function detectSeparator(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  const counts = [';', ',', '\t'].map((sep) => ({ sep, n: outsideQuotes.split(sep).length - 1 }));
  const best = counts.sort((a, b) => b.n - a.n)[0]!;
  return best.n > 0 ? best.sep : UNIT_SEPARATOR;
}

/**
 * Reads CSV text with papaparse (never by splitting lines): UTF-8 BOM dropped, `;`, `,` or tab
 * separators, quoted fields with separators, doubled quotes and line breaks inside. Empty lines are
 * kept as rows so that row numbers are the spreadsheet's (record n is row n). A NUL byte, broken
 * quoting or a file that is not text is a read error (with its row when known).
 */
export function parseCsv(input: string | Buffer): ParsedCsv {
  const text = stripBom(typeof input === 'string' ? input : decodeCsvBytes(input));
  if (text.includes('\u0000') || text.includes('\uFFFD')) return { ok: false };
  const separator = detectSeparator(text);
  const result = Papa.parse<string[]>(text, { delimiter: separator, skipEmptyLines: false, newline: undefined });
  const quoteError = result.errors.find((e) => e.type === 'Quotes');
  if (quoteError) return { ok: false, row: (quoteError.row ?? 0) + 1 };
  const rows = result.data.map((cells) => cells.map((c) => c ?? ''));
  // A final line break leaves one empty record behind: not a row of the file.
  while (rows.length > 0 && rows.at(-1)!.length === 1 && rows.at(-1)![0] === '') rows.pop();
  return { ok: true, rows, separator };
}
