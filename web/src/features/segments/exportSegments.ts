import ExcelJS from 'exceljs';
import { formatCalendarDate, formatDateTime } from '../../ui/format.ts';

export const SEGMENTS_FILE_NAME = 'lista_segmentos.xlsx';
export const SEGMENTS_SHEET = 'Segmentos';

export type ExportAudience = {
  name: string;
  description: string;
  companyName: string;
  platform: string;
  statusCode: string;
  statusDate: string;
  sourceFileRowCount: number;
  frequency: string;
  updateDateNumber: number | null;
  startDate: string;
  endDate: string | null;
  lastProcessDate: string | null;
  matchCount: number | null;
};

export type ExportSegment = {
  code: string;
  name: string;
  typeLabel: string;
  companyCode: string;
  companyName: string;
  createdDate: string;
  lastProcessDate: string;
  uniqueUsers: number;
  numAudiences: number;
  shared: boolean;
  audiences: ExportAudience[];
};

type Cell = string | number | null;
type Column = { header: string; width: number; numeric?: boolean };

const SEGMENT_COLUMNS: Column[] = [
  { header: 'Código', width: 14 },
  { header: 'Segmento', width: 42 },
  { header: 'Tipo', width: 22 },
  { header: 'Código empresa', width: 16 },
  { header: 'Empresa', width: 28 },
  { header: 'Fecha de creación', width: 20 },
  { header: 'Última modificación', width: 20 },
  { header: 'Usuarios únicos', width: 16, numeric: true },
  { header: 'Audiencias', width: 12, numeric: true },
  { header: 'Compartido', width: 12 },
];

const AUDIENCE_COLUMNS: Column[] = [
  { header: 'Audiencia', width: 40 },
  { header: 'Descripción audiencia', width: 40 },
  { header: 'Empresa audiencia', width: 28 },
  { header: 'Plataforma', width: 12 },
  { header: 'Estado', width: 10 },
  { header: 'Fecha estado', width: 20 },
  { header: 'Registros enviados', width: 18, numeric: true },
  { header: 'Frecuencia', width: 12 },
  { header: 'Día de actualización', width: 20, numeric: true },
  { header: 'Fecha inicio', width: 12 },
  { header: 'Fecha fin', width: 12 },
  { header: 'Último proceso audiencia', width: 24 },
  { header: 'Coincidencias', width: 14, numeric: true },
];

/** Date cells read exactly as the list shows them (one formatter: Chile time); empty when absent. */
const fileDateTime = (value: string | null | undefined) => formatDateTime(value, '');
const fileCalendarDate = (value: string | null | undefined) => formatCalendarDate(value, '');

/**
 * A text a spreadsheet could read as a formula (= + - @, or a leading tab or carriage return) is
 * prefixed with a quote so it stays inert text.
 */
export function inertText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const segmentCells = (s: ExportSegment): Cell[] => [
  s.code,
  s.name,
  s.typeLabel,
  s.companyCode,
  s.companyName,
  fileDateTime(s.createdDate),
  fileDateTime(s.lastProcessDate),
  s.uniqueUsers,
  s.numAudiences,
  s.shared ? 'Sí' : 'No',
];

const audienceCells = (a: ExportAudience | undefined): Cell[] =>
  a
    ? [
        a.name,
        a.description,
        a.companyName,
        a.platform,
        a.statusCode,
        fileDateTime(a.statusDate),
        a.sourceFileRowCount,
        a.frequency,
        a.updateDateNumber,
        fileCalendarDate(a.startDate),
        fileCalendarDate(a.endDate),
        fileDateTime(a.lastProcessDate),
        a.matchCount,
      ]
    : AUDIENCE_COLUMNS.map(() => null);

/** Builds the segment list workbook: one row per segment, or per segment × audience. */
export async function buildSegmentsWorkbook(rows: ExportSegment[], withAudiences: boolean): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'INCA Audiencias';
  const sheet = workbook.addWorksheet(SEGMENTS_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = withAudiences ? [...SEGMENT_COLUMNS, ...AUDIENCE_COLUMNS] : SEGMENT_COLUMNS;
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width, style: c.numeric ? { numFmt: '#,##0' } : {} }));
  sheet.getRow(1).font = { bold: true };
  const add = (cells: Cell[]) => sheet.addRow(cells.map((v) => (typeof v === 'string' ? inertText(v) : v)));
  for (const segment of rows) {
    if (!withAudiences) {
      add(segmentCells(segment));
      continue;
    }
    const audiences = segment.audiences.length ? segment.audiences : [undefined];
    for (const audience of audiences) add([...segmentCells(segment), ...audienceCells(audience)]);
  }
  // exceljs hands back a Node Buffer (or its browser polyfill), i.e. a Uint8Array that may be a
  // window on a larger pool; copy it out into an ArrayBuffer of exactly the file's bytes.
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return bytes.slice().buffer;
}
