import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_EXPORT_COLUMNS, exportCells, inertText, rowXml, santiagoDateTime, xmlText } from './export.ts';

/** Chile time by the platform's own formatter, for comparison. */
const reference = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

describe('lista_audiencias.xlsx cells', () => {
  it('makes formula-looking text inert and leaves other text alone', () => {
    for (const text of ['=HYPERLINK("http://x")', '+SUM(A1)', '-1+1', '@cmd', '\tx', '\rx']) expect(inertText(text)).toBe(`'${text}`);
    for (const text of ['INCA_verano', 'a=b', '', ' =x']) expect(inertText(text)).toBe(text);
  });

  it('encodes XML text as exceljs does: entities, and characters XML forbids dropped', () => {
    expect(xmlText(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    expect(xmlText('x\u0001y\u0008z\u000Bw')).toBe('xyzw');
    expect(xmlText('Ñuñoa, Peñalolén\ttab\nline')).toBe('Ñuñoa, Peñalolén\ttab\nline');
  });

  it('formats instants in Chile time, across both daylight-saving changes, like Intl', () => {
    // Every 7 hours and 13 minutes over three years, plus the hours around the 2025 and 2026 changes.
    const instants: number[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2027, 0, 1); t += (7 * 60 + 13) * 60_000 + 17_000) instants.push(t);
    for (const change of [Date.UTC(2025, 3, 6, 3), Date.UTC(2025, 8, 7, 4), Date.UTC(2026, 3, 5, 3), Date.UTC(2026, 8, 6, 4)]) {
      for (let m = -120; m <= 120; m += 7) instants.push(change + m * 60_000 + 59_000);
    }
    expect(instants.length).toBeGreaterThan(3000);
    for (const t of instants) expect(santiagoDateTime(t / 1000), new Date(t).toISOString()).toBe(reference.format(new Date(t)));
    expect(santiagoDateTime(null)).toBe('');
    expect(santiagoDateTime(1_760_000_000.987)).toBe(reference.format(new Date(1_760_000_000_000)));
  });

  it('builds a row: inert names, Chile-time dates, the match count of the platform shape, empty cells left empty', () => {
    const cells = exportCells([
      '@Retail',
      'INCA_verano',
      '=1+2',
      'Google Ads',
      'Publicado',
      Date.UTC(2026, 9, 23, 1, 26, 7) / 1000,
      12_000,
      'Semanal',
      0,
      '2026-10-01',
      '2026-12-31',
      null,
      'gads',
      { size_for_display: 9_000, size_for_search: 10_000 },
    ]);
    expect(cells).toEqual(["'@Retail", 'INCA_verano', "'=1+2", 'Google Ads', 'Publicado', '2026-10-22 22:26:07', 12000, 'Semanal', 0, '2026-10-01', '2026-12-31', '', 9500]);
    expect(cells).toHaveLength(AUDIENCE_EXPORT_COLUMNS.length);
  });

  it('writes rows exceljs reads back with the same values, types and positions', async () => {
    // The sheet as the export writes it: exceljs's WorkbookWriter for the package and header, rows from rowXml.
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Audiencias');
    sheet.columns = AUDIENCE_EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
    sheet.getRow(1).commit();
    const stream = (sheet as unknown as { stream: { write(text: string): unknown } }).stream;
    stream.write(rowXml(2, ["'=cmd", 'a<b & "c"', null, '', 42, 0, 'x\u0002y']));
    stream.write(rowXml(3, ['solo']));
    sheet.commit();
    await workbook.commit();
    const read = new ExcelJS.Workbook();
    const bytes = Buffer.concat(chunks);
    await read.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const ws = read.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('Empresa');
    expect(ws.getRow(2).getCell(1).value).toBe("'=cmd");
    expect(ws.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(ws.getRow(2).getCell(2).value).toBe('a<b & "c"');
    expect(ws.getRow(2).getCell(3).value).toBeNull();
    expect(ws.getRow(2).getCell(4).value).toBeNull();
    expect(ws.getRow(2).getCell(5).value).toBe(42);
    expect(ws.getRow(2).getCell(6).value).toBe(0);
    expect(ws.getRow(2).getCell(7).value).toBe('xy');
    expect(ws.getRow(3).getCell(1).value).toBe('solo');
    expect(ws.actualRowCount).toBe(3);
  });
});
