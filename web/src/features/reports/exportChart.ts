import ExcelJS from 'exceljs';
import type { ChartSpec } from './charts.ts';

/** One chart's figures as an xlsx workbook (text that looks like a formula stays inert). */
export async function chartWorkbook(spec: ChartSpec): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'INCA Audiencias';
  const sheet = workbook.addWorksheet(spec.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.table.columns.map((header) => ({ header, width: Math.max(14, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of spec.table.rows) sheet.addRow(row.map((v) => (typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v)));
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return bytes.slice().buffer;
}
