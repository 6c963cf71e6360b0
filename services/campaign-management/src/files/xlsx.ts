import { Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { RULES_SHEET_COLUMNS, RULES_SHEET_NAME, inertSheetCell, restoreInertCell } from '@inca/domain';

type Cell = string | number | null | undefined;

/** Resolves once `out` has room again (at once when it has); refuses when it closed meanwhile (the reader left). */
function drained(out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('El destino del archivo se cerró.'));
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      if (out.destroyed) reject(new Error('El destino del archivo se cerró.'));
      else resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/**
 * Writes the rules spreadsheet with exceljs's streaming writer straight to `out` (no shared
 * strings, no styles, each row committed as written: flat memory). Text that a spreadsheet could
 * run as a formula is written inert.
 */
export async function writeRulesXlsx(out: Writable, chunks: AsyncIterable<readonly (readonly Cell[])[]>): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet(RULES_SHEET_NAME);
  sheet.addRow([...RULES_SHEET_COLUMNS]).commit();
  let count = 0;
  for await (const rows of chunks) {
    for (const row of rows) {
      // An empty cell is left out of the sheet (undefined: no cell at all), as a spreadsheet program
      // writes it: fewer cells to render, and it reads back as the same empty text.
      const values: (string | number | undefined)[] = new Array(row.length);
      for (let i = 0; i < row.length; i++) {
        const value = inertSheetCell(row[i]);
        values[i] = value === '' ? undefined : value;
      }
      sheet.addRow(values).commit();
      count++;
    }
    // The archive is written as rows are committed: wait while the reader is slower than the sheet.
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

/** The text of a cell as read back: formulas are never evaluated (their text is the value, inert), rich text joined. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return restoreInertCell(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      const v = value as { formula?: string; sharedFormula?: string };
      return `=${v.formula ?? v.sharedFormula ?? ''}`;
    }
    if ('richText' in value) return (value as ExcelJS.CellRichTextValue).richText.map((r) => r.text).join('');
    if ('text' in value) return String((value as { text: unknown }).text);
    if ('error' in value) return '';
  }
  return String(value);
}

export type SheetRow = { row: number; cells: string[] };

/**
 * Reads the first worksheet of an .xlsx with exceljs's streaming reader, row by row (shared
 * strings cached, nothing else), from the bytes or straight from the upload stream: yields the
 * header and then each row with its sheet row number.
 */
export async function* readXlsxRows(file: Buffer | AsyncIterable<Buffer>): AsyncGenerator<SheetRow> {
  const input = Buffer.isBuffer(file) ? Readable.from([file]) : Readable.from(file, { objectMode: false });
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = row.values as ExcelJS.CellValue[];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
      yield { row: row.number, cells };
    }
    return;
  }
}

/** Whether the bytes look like an .xlsx (a ZIP archive). */
export const looksLikeXlsx = (file: Buffer): boolean => file.length > 4 && file[0] === 0x50 && file[1] === 0x4b && file[2] === 0x03 && file[3] === 0x04;
