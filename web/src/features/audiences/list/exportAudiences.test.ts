import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AUDIENCES_SHEET, buildAudiencesWorkbook, type ExportAudienceRow } from './exportAudiences.ts';

const row = (name: string, extra: Partial<ExportAudienceRow> = {}): ExportAudienceRow => ({
  companyName: 'Retail Andina S.A.',
  name,
  description: 'Clientes de verano',
  platform: 'GADS',
  status: 'Publicado',
  enabled: true,
  statusDate: '2026-10-23T01:26:07.000Z',
  sourceFileRowCount: 12_000,
  frequency: 'WEEKLY',
  updateDay: 0,
  startDate: '2026-10-01',
  endDate: '2026-12-31',
  lastProcessDate: '2026-09-06T03:30:00Z',
  matchCount: 9_500,
  ...extra,
});

async function read(rows: ExportAudienceRow[]) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await buildAudiencesWorkbook(rows));
  const sheet = workbook.getWorksheet(AUDIENCES_SHEET)!;
  const values: unknown[][] = [];
  sheet.eachRow((r) => values.push((r.values as unknown[]).slice(1)));
  return values;
}

describe('lista_audiencias.xlsx', () => {
  it('holds the §2.5 columns, dates as the list shows them (Chile time), and DESACTIVADO for a disabled audience', async () => {
    const values = await read([row('INCA_Retail verano'), row('INCA_Retail invierno', { enabled: false, updateDay: null, frequency: 'DAILY', matchCount: null, lastProcessDate: null })]);
    expect(values).toHaveLength(3);
    expect(values[0]).toEqual([
      'Empresa', 'Audiencia', 'Descripción', 'Plataforma', 'Estado', 'Fecha estado', 'Datos enviados', 'Frecuencia',
      'Día de actualización', 'Inicio', 'Fin', 'Última actualización', 'Coincidencias',
    ]);
    expect(values[1]).toEqual([
      'Retail Andina S.A.', 'INCA_Retail verano', 'Clientes de verano', 'Google Ads', 'Publicado', '2026-10-22 22:26:07', 12000, 'Semanal', 0,
      '2026-10-01', '2026-12-31', '2026-09-05 23:30:00', 9500,
    ]);
    expect(values[2]![4]).toBe('DESACTIVADO');
    expect(values[2]![7]).toBe('Diaria');
  });

  it('keeps formula-looking text inert', async () => {
    const values = await read([row('=HYPERLINK("http://x")', { description: '+SUM(A1)', companyName: '@cmd' })]);
    expect(values.length).toBeGreaterThan(1);
    expect(values[1]!.slice(0, 3)).toEqual(["'@cmd", '\'=HYPERLINK("http://x")', "'+SUM(A1)"]);
  });
});
