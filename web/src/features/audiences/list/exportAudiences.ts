import ExcelJS from 'exceljs';
import { audiences } from '../../../i18n/audiences.ts';
import { formatCalendarDate, formatDateTime } from '../../../ui/format.ts';
import { inertText } from '../../segments/exportSegments.ts';

const t = audiences.list;

export const AUDIENCES_FILE_NAME = 'lista_audiencias.xlsx';
export const AUDIENCES_SHEET = 'Audiencias';

/** One audience as the file writes it (already flattened from the graph). */
export type ExportAudienceRow = {
  companyName: string;
  name: string;
  description: string;
  platform: string;
  status: string;
  enabled: boolean;
  statusDate: string | null;
  sourceFileRowCount: number | null;
  frequency: string;
  updateDay: number | null;
  startDate: string | null;
  endDate: string | null;
  lastProcessDate: string | null;
  matchCount: number | null;
};

type Column = { header: string; width: number; numeric?: boolean };

/** §2.5: company, audience, description, platform, state, state date, data sent, frequency, update day, start, end, last update, match. */
export const AUDIENCE_COLUMNS: Column[] = [
  { header: 'Empresa', width: 28 },
  { header: 'Audiencia', width: 40 },
  { header: 'Descripción', width: 40 },
  { header: 'Plataforma', width: 14 },
  { header: 'Estado', width: 16 },
  { header: 'Fecha estado', width: 20 },
  { header: 'Datos enviados', width: 16, numeric: true },
  { header: 'Frecuencia', width: 12 },
  { header: 'Día de actualización', width: 20, numeric: true },
  { header: 'Inicio', width: 12 },
  { header: 'Fin', width: 12 },
  { header: 'Última actualización', width: 20 },
  { header: 'Coincidencias', width: 14, numeric: true },
];

/** The cells of one row: dates exactly as the list shows them (Chile time), empty when absent. */
export function audienceCells(a: ExportAudienceRow): (string | number | null)[] {
  return [
    a.companyName,
    a.name,
    a.description,
    t.platforms[a.platform] ?? a.platform,
    a.enabled ? a.status : t.table.disabled,
    formatDateTime(a.statusDate, ''),
    a.sourceFileRowCount,
    t.frequencies[a.frequency] ?? a.frequency,
    a.updateDay,
    formatCalendarDate(a.startDate, ''),
    formatCalendarDate(a.endDate, ''),
    formatDateTime(a.lastProcessDate, ''),
    a.matchCount,
  ];
}

/** Builds lista_audiencias.xlsx: one row per audience; any text a spreadsheet could run as a formula stays inert. */
export async function buildAudiencesWorkbook(rows: readonly ExportAudienceRow[]): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'INCA Audiencias';
  const sheet = workbook.addWorksheet(AUDIENCES_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = AUDIENCE_COLUMNS.map((c) => ({ header: c.header, width: c.width, style: c.numeric ? { numFmt: '#,##0' } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(audienceCells(row).map((v) => (typeof v === 'string' ? inertText(v) : v)));
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return bytes.slice().buffer;
}
