import { describe, expect, it } from 'vitest';
import { AUDIENCE_EXPORT_COLUMNS, exportCells, inertText, santiagoDateTime } from './export.ts';
import { audienceExportQuery } from './repository.ts';

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

  it("leaves coupon audiences out of the export and its count with the list's own filter", () => {
    const query = audienceExportQuery({ kind: 'list', codes: ['022'] }, { name: 'verano', platforms: ['gads'], enabled: true, sort: 'created_date', order: 'desc' });
    for (const sql of [query.text, query.count]) expect(sql).toContain('a.coupon_campaign_id IS NULL');
  });
});
