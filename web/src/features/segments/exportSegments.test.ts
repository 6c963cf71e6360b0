import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../ui/format.ts';
import { buildSegmentsWorkbook, inertText, SEGMENTS_SHEET, type ExportAudience, type ExportSegment } from './exportSegments.ts';

const BASE_HEADERS = [
  'Código',
  'Segmento',
  'Tipo',
  'Código empresa',
  'Empresa',
  'Fecha de creación',
  'Última modificación',
  'Usuarios únicos',
  'Audiencias',
  'Compartido',
];
const AUDIENCE_HEADERS = [
  'Audiencia',
  'Descripción audiencia',
  'Empresa audiencia',
  'Plataforma',
  'Estado',
  'Fecha estado',
  'Registros enviados',
  'Frecuencia',
  'Día de actualización',
  'Fecha inicio',
  'Fecha fin',
  'Último proceso audiencia',
  'Coincidencias',
];

const audience = (name: string, description = 'desc'): ExportAudience => ({
  name,
  description,
  companyName: 'Retail Andina S.A.',
  platform: 'GADS',
  statusCode: 'P_OK',
  statusDate: '2026-02-01T10:11:12.000Z',
  sourceFileRowCount: 1200,
  frequency: '1_WEEK',
  updateDateNumber: 2,
  startDate: '2026-01-01',
  endDate: null,
  lastProcessDate: '2026-02-03T04:05:06.789Z',
  matchCount: 800,
});

const segment = (code: string, name: string, audiences: ExportAudience[], extra: Partial<ExportSegment> = {}): ExportSegment => ({
  code,
  name,
  typeLabel: 'Segmento de contacto',
  companyCode: '022',
  companyName: 'Retail Andina S.A.',
  createdDate: '2025-03-04T05:06:07.000Z',
  lastProcessDate: '2026-03-04T05:06:07.000Z',
  uniqueUsers: 1_250_000,
  numAudiences: audiences.length,
  shared: audiences.length > 0,
  audiences,
  ...extra,
});

// Three segments: one with two audiences (one of them formula-like), two without any; the
// formula-like texts sit in several columns so the quoting is checked on every string cell.
const rows = [
  segment('SEG1', 'INCA_Clientes', [audience('A1'), audience('A2', '-resta')]),
  segment('SEG2', '=HYPERLINK("x")', [], { typeLabel: '+1' }),
  segment('SEG3', '@SUM(A1)', [], { companyName: '\tTab', uniqueUsers: 0 }),
];

async function sheetOf(withAudiences: boolean): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await buildSegmentsWorkbook(rows, withAudiences));
  expect(workbook.worksheets.map((w) => w.name)).toEqual([SEGMENTS_SHEET]);
  return workbook.getWorksheet(SEGMENTS_SHEET)!;
}

const headerOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

describe('segment list workbook', () => {
  it('one row per segment without audiences, in the Segmentos sheet', async () => {
    const sheet = await sheetOf(false);
    expect(sheet.name).toBe('Segmentos');
    expect(headerOf(sheet)).toEqual(BASE_HEADERS);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.actualRowCount).toBe(1 + rows.length);
    const first = sheet.getRow(2);
    expect(first.getCell(8).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(8).value).toBe(1_250_000);
    expect(first.getCell(8).numFmt).toBe('#,##0');
    expect(first.getCell(9).value).toBe(2);
    // Chile time, as the table shows it (UTC-3 in March).
    expect(first.getCell(6).value).toBe('2025-03-04 02:06:07');
    expect(first.getCell(7).value).toBe('2026-03-04 02:06:07');
    expect([first.getCell(10).value, sheet.getRow(3).getCell(10).value]).toEqual(['Sí', 'No']);
  });

  it('one row per segment × audience with audiences, a segment without any still listed once', async () => {
    const sheet = await sheetOf(true);
    expect(headerOf(sheet)).toEqual([...BASE_HEADERS, ...AUDIENCE_HEADERS]);
    expect(sheet.actualRowCount).toBe(1 + 2 + 1 + 1);
    expect([2, 3, 4, 5].map((r) => sheet.getRow(r).getCell(1).value)).toEqual(['SEG1', 'SEG1', 'SEG2', 'SEG3']);
    expect([sheet.getRow(2).getCell(11).value, sheet.getRow(3).getCell(11).value]).toEqual(['A1', 'A2']);
    const a1 = sheet.getRow(2);
    expect(a1.getCell(16).value).toBe('2026-02-01 07:11:12'); // Fecha estado
    expect(a1.getCell(17).type).toBe(ExcelJS.ValueType.Number); // Registros enviados
    expect(a1.getCell(20).value).toBe('2026-01-01'); // Fecha inicio, date only
    expect(a1.getCell(22).value).toBe('2026-02-03 01:05:06'); // Último proceso audiencia
    expect(sheet.getRow(3).getCell(12).value).toBe("'-resta");
    // The segment without audiences: its audience cells are empty.
    for (let c = 11; c <= 23; c++) expect(sheet.getRow(4).getCell(c).value).toBeNull();
  });

  it('writes formula-like text as inert text starting with a quote', async () => {
    const sheet = await sheetOf(false);
    const cells = [sheet.getRow(3).getCell(2), sheet.getRow(3).getCell(3), sheet.getRow(4).getCell(2), sheet.getRow(4).getCell(5)];
    expect(cells.map((c) => c.value)).toEqual(['\'=HYPERLINK("x")', "'+1", "'@SUM(A1)", "'\tTab"]);
    for (const cell of cells) {
      expect(typeof cell.value).toBe('string');
      expect(cell.type).toBe(ExcelJS.ValueType.String);
    }
    expect(inertText('-5')).toBe("'-5");
    expect(inertText('\rx')).toBe("'\rx");
    expect(inertText('Clientes')).toBe('Clientes');
  });

  it('writes every date exactly as the table shows it, across the daylight-saving changes of Chile', async () => {
    // The instant, both April 2026 instants that read 23:30 (clocks go back), and both
    // sides of the September 2026 jump.
    const instants = [
      '2026-10-23T01:26:07.000Z',
      '2026-04-05T02:30:00Z',
      '2026-04-05T03:30:00Z',
      '2026-09-06T03:30:00Z',
      '2026-09-06T04:30:00Z',
    ];
    const dated = instants.map((at, i) => segment(`D${i}`, `Fechas ${i}`, [], { createdDate: at, lastProcessDate: at }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await buildSegmentsWorkbook(dated, false));
    const sheet = workbook.getWorksheet(SEGMENTS_SHEET)!;
    expect(sheet.actualRowCount - 1).toBe(instants.length);
    const cells = instants.map((_, i) => [sheet.getRow(i + 2).getCell(6).value, sheet.getRow(i + 2).getCell(7).value]);
    expect(cells).toEqual(instants.map((at) => [formatDateTime(at), formatDateTime(at)]));
    expect(cells.map(([created]) => created)).toEqual([
      '2026-10-22 22:26:07',
      '2026-04-04 23:30:00',
      '2026-04-04 23:30:00',
      '2026-09-05 23:30:00',
      '2026-09-06 01:30:00',
    ]);
  });

  it('leaves absent dates empty and keeps calendar dates on their day', async () => {
    const open = audience('Sin fin');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      await buildSegmentsWorkbook(
        [segment('S', 'INCA_S', [{ ...open, startDate: '2026-01-02T00:00:00.000Z', lastProcessDate: null }])],
        true,
      ),
    );
    const row = workbook.getWorksheet(SEGMENTS_SHEET)!.getRow(2);
    expect(row.getCell(20).value).toBe('2026-01-02');
    expect(row.getCell(21).value).toBe('');
    expect(row.getCell(22).value).toBe('');
  });
});
