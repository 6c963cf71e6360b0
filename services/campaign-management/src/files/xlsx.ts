import type { Writable } from 'node:stream';
import { RULES_SHEET_COLUMNS, RULES_SHEET_NAME, inertSheetCell, restoreInertCell } from '@inca/domain';
import { readXlsxRowBatches, XlsxStreamWriter, type XlsxColumn } from '@inca/xlsx';

type Cell = string | number | null | undefined;

/** Column widths of the rules sheet (characters), so codes, names and item lists are readable as opened. */
const RULES_COLUMN_WIDTHS = [16, 18, 28, 22, 32, 14, 24, 40, 14, 14];
const RULES_COLUMNS: readonly XlsxColumn[] = RULES_SHEET_COLUMNS.map((header, i) => ({ header, width: RULES_COLUMN_WIDTHS[i] ?? 16 }));

/**
 * Writes the rules spreadsheet straight to `out` with the package's streaming writer (@inca/xlsx:
 * one sheet of inline strings and numbers, no styles, rows deflated as they come), not exceljs's,
 * whose per-cell objects held the download to a fraction of the rows per second it must reach.
 * Text that a spreadsheet could run as a formula is written inert; empty cells are left out (they
 * read back as the same empty text). Waits while `out` or deflate is behind (flat memory); a reader
 * that leaves stops the rows and the file (answers the rows written); a failure of the rows destroys
 * `out`, so the client never takes a cut file for a whole one, and is thrown.
 */
export async function writeRulesXlsx(out: Writable, chunks: AsyncIterable<readonly (readonly Cell[])[]>): Promise<number> {
  const writer = new XlsxStreamWriter(out, { sheetName: RULES_SHEET_NAME, columns: RULES_COLUMNS, creator: 'INCA', freezeHeader: true });
  // 'close' before the file is finished means the reader went away.
  let gone = false;
  const onClose = () => {
    if (!out.writableFinished) gone = true;
  };
  out.on('close', onClose);
  const cells: (string | number)[] = new Array(RULES_COLUMNS.length);
  let count = 0;
  try {
    await writer.start();
    for await (const rows of chunks) {
      for (const row of rows) {
        for (let i = 0; i < cells.length; i++) cells[i] = inertSheetCell(row[i]);
        writer.row(cells);
        count++;
      }
      await writer.drained();
      if (gone) break;
    }
    if (gone) {
      writer.abort();
      return count;
    }
    await writer.finish();
    return count;
  } catch (error) {
    writer.abort();
    if (!out.destroyed) out.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  } finally {
    out.off('close', onClose);
  }
}

export type SheetRow = { row: number; cells: string[] };

/**
 * Reads the first worksheet of an .xlsx with the package's streaming reader (@inca/xlsx; an upload
 * stream is spooled to a temporary file, removed afterwards), from the bytes or straight from the
 * upload stream: yields the rows in batches as the sheet is inflated, the header first, each row with
 * its sheet row number and every cell as text (formulas never evaluated: '=' and their text),
 * trimmed, formula-looking text that the download made inert restored. A file it cannot read throws
 * an XlsxReadError.
 */
export async function* readSheetRowBatches(file: Buffer | AsyncIterable<Buffer>): AsyncGenerator<SheetRow[]> {
  for await (const batch of readXlsxRowBatches(file)) {
    for (const row of batch) {
      const cells = row.cells;
      for (let i = 0; i < cells.length; i++) cells[i] = restoreInertCell(cells[i]!).trim();
    }
    yield batch;
  }
}

/** readSheetRowBatches row by row. */
export async function* readXlsxRows(file: Buffer | AsyncIterable<Buffer>): AsyncGenerator<SheetRow> {
  for await (const batch of readSheetRowBatches(file)) yield* batch;
}

/** Whether the bytes look like an .xlsx (a ZIP archive). */
export const looksLikeXlsx = (file: Buffer): boolean =>
  file.length > 4 && file[0] === 0x50 && file[1] === 0x4b && file[2] === 0x03 && file[3] === 0x04;
