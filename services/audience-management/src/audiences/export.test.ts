import { describe, expect, it } from 'vitest';
import { matchCountOf } from '@inca/domain';
import { XlsxText, type XlsxCell } from '@inca/xlsx';
import { AUDIENCE_EXPORT_COLUMNS, CodeTable, ExportRowReader, exportNames, inertText, santiagoDateTime } from './export.ts';
import { audienceExportQuery, EXPORT_FIELD_SEPARATOR } from './repository.ts';

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

const NAMES = exportNames([
  { kind: 'company', code: '022', name: '@Retail' },
  { kind: 'platform', code: 'gads', name: 'Google Ads' },
  { kind: 'platform', code: 'fbk', name: 'Facebook Ads' },
  ...['tiktok', 'criteo', 'salesforce', 'talonone', 'adobe'].map((code) => ({ kind: 'platform', code, name: code })),
  { kind: 'status', code: 'P_PUB', name: 'Publicado' },
  { kind: 'status', code: 'P_NOD', name: 'Sin enviar' },
  { kind: 'frequency', code: '1_WEEK', name: 'Semanal' },
  { kind: 'frequency', code: '1_DAY', name: 'Diaria' },
]);

/** The cells of an export row made of `fields` (see audienceExportQuery). */
const read = (fields: string[]) => new ExportRowReader(NAMES).read(fields.join(EXPORT_FIELD_SEPARATOR));

/** Cells as the writer writes them: an encoded text as its text, a text read in place as its prefix and slice. */
const values = (cells: readonly XlsxCell[]) =>
  cells.map((c) =>
    c instanceof XlsxText
      ? c.text
      : typeof c === 'object' && c !== null
        ? (c.prefix instanceof XlsxText ? c.prefix.text : (c.prefix ?? '')) + c.text.slice(c.start, c.end)
        : c,
  );

describe('lista_audiencias.xlsx cells', () => {
  it('makes formula-looking text inert and leaves other text alone', () => {
    for (const text of ['=HYPERLINK("http://x")', '+SUM(A1)', '-1+1', '@cmd', '\tx', '\rx']) expect(inertText(text)).toBe(`'${text}`);
    for (const text of ['INCA_verano', 'a=b', '', ' =x']) expect(inertText(text)).toBe(text);
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
    const cells = values(
      read([
        '022',
        'INCA_verano',
        '=1+2',
        'gads',
        '1P_PUB',
        String(Date.UTC(2026, 9, 23, 1, 26, 7) / 1000),
        '12000',
        '1_WEEK',
        '0',
        '2026-10-01',
        '2026-12-31',
        '',
        '{"size_for_display": 9000, "size_for_search": 10000}',
      ]),
    );
    expect(cells).toEqual([
      "'@Retail",
      'INCA_verano',
      "'=1+2",
      'Google Ads',
      'Publicado',
      '2026-10-22 22:26:07',
      12000,
      'Semanal',
      0,
      '2026-10-01',
      '2026-12-31',
      '',
      9500,
    ]);
    expect(cells).toHaveLength(AUDIENCE_EXPORT_COLUMNS.length);
  });

  it('reads every field of an export row as the columns it replaced were read', () => {
    const base = ['022', 'INCA_x', 'd', 'fbk', '0P_NOD', '-1', '9007199254740993', '1_DAY', '', '0001-01-01', 'infinity', 'Infinity', ''];
    const cells = values(read(base));
    // Disabled: DESACTIVADO whatever the status; a 16-digit count rounds as Number (and float8) does;
    // an instant before 1970 and an infinite one; dates as PostgreSQL wrote them; no match shape.
    expect(cells).toEqual([
      "'@Retail",
      'INCA_x',
      'd',
      'Facebook Ads',
      'DESACTIVADO',
      reference.format(new Date(-1000)),
      Number('9007199254740993'),
      'Diaria',
      null,
      '0001-01-01',
      'infinity',
      '',
      null,
    ]);
    // Dates other than yyyy-mm-dd come as PostgreSQL wrote them.
    for (const date of ['12026-01-01', '0044-03-15 BC', '2026-1a-01', '-infinity'])
      expect(values(read(base.map((f, i) => (i === 9 ? date : f))))[9]).toBe(date);
    expect(values(read(base.map((f, i) => (i === 9 ? '2026-10-01' : i === 10 ? '2026-10-01' : f)))).slice(9, 11)).toEqual([
      '2026-10-01',
      '2026-10-01',
    ]);
    // Numbers PostgreSQL may write other than as digits go through Number.
    expect(values(read(base.map((f, i) => (i === 6 ? '1e+21' : i === 8 ? '-3' : f))))[6]).toBe(1e21);
    expect(values(read(base.map((f, i) => (i === 8 ? '-3' : f))))[8]).toBe(-3);
  });

  it('makes a text inert as inertText does, reading it in place (the separator inside a text arrives as U+0002)', () => {
    for (const text of ['=HYPERLINK("x")', '+1', '-1', '@a', '\tx', '\rx', 'a=b', ' =x', '\u0002=x', 'Peñalolén & <Ñuñoa>']) {
      const cells = values(read(['022', text, text, 'gads', '1P_PUB', '', '0', '1_DAY', '', '2026-01-01', '2026-01-02', '', '']));
      expect(cells[1]).toBe(inertText(text));
      expect(cells[2]).toBe(inertText(text));
    }
    // U+0001 and U+0002 are both dropped from the sheet and neither is a formula sign: the same cell.
    expect(inertText('\u0001=x').slice(1)).toBe('=x');
    expect(inertText('\u0002=x').slice(1)).toBe('=x');
  });

  it('counts matches with @inca/domain for every platform shape', () => {
    const shapes: [string, string][] = [
      ['gads', '{"size_for_display": "12", "size_for_search": " 7 "}'],
      ['gads', '{"size_for_display": 1.5, "size_for_search": 2}'],
      ['fbk', '{"lower_bound": -3, "upper_bound": 0}'],
      ['fbk', '{"lower_bound": "abc", "upper_bound": 10}'],
      ['tiktok', '{"cover_num": 1e300}'],
      ['tiktok', '[]'],
      ['criteo', '{"size": 12345678901234567890}'],
      ['salesforce', '{"num_received": "6"}'],
      ['talonone', '"text"'],
      ['adobe', '{"num_received": true}'],
    ];
    for (const [platform, json] of shapes) {
      const cells = read(['022', 'INCA_x', '', platform, '1P_PUB', '', '0', '1_DAY', '', '2026-01-01', '2026-01-02', '', json]);
      expect(cells[12], `${platform} ${json}`).toBe(matchCountOf(platform, JSON.parse(json)));
    }
  });

  it('finds a code where it lies in the row, never one that merely starts or ends alike, in a short table and in a long one', () => {
    for (const extra of [0, 100]) {
      const table = new CodeTable();
      for (const code of ['02', '022', '0220', ...Array.from({ length: extra }, (_, i) => `X${i}`)])
        table.add(code, new XlsxText(`Empresa ${code}`));
      const line = `a|022|b|02|0220|022`;
      expect(table.codeAt(line, 2, 5).name.text).toBe('Empresa 022');
      expect(table.codeAt(line, 8, 10).name.text).toBe('Empresa 02');
      expect(table.codeAt(line, 11, 15).name.text).toBe('Empresa 0220');
      expect(table.codeAt(line, 16, 19).name.text).toBe('Empresa 022');
      expect(table.codeAt(line, 2, 4).name.text).toBe('Empresa 02');
      expect(() => table.codeAt(line, 0, 1)).toThrow(/código sin nombre \("a"\)/);
    }
  });

  it('refuses a row with a field too few or too many, and a code without a name', () => {
    const row = ['022', 'INCA_x', '', 'gads', '1P_PUB', '', '0', '1_DAY', '', '2026-01-01', '2026-01-02', '', ''];
    expect(() => read(row.slice(0, 12))).toThrow(/menos/);
    expect(() => read([...row, ''])).toThrow(/más/);
    expect(() => read(row.map((f, i) => (i === 0 ? '999' : f)))).toThrow(/código/);
  });
  it("leaves coupon audiences out of the export and its count with the list's own filter", () => {
    const query = audienceExportQuery(
      { kind: 'list', codes: ['022'] },
      { name: 'verano', platforms: ['gads'], enabled: true, sort: 'created_date', order: 'desc' },
    );
    for (const sql of [query.text, query.count]) expect(sql).toContain('a.coupon_campaign_id IS NULL');
  });
});
