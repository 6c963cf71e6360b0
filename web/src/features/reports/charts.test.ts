import { describe, expect, it } from 'vitest';
import { buildChart, CHARTS_OF, couponSeries, isEmpty, statusColor, totals, type BuiltInData } from './charts.ts';

const DATA: BuiltInData = {
  __typename: 'BuiltInReport',
  report: 'PERFORMANCE',
  companies: ['022'],
  from: '2025-11-23',
  to: '2026-11-23',
  platform: null,
  createdByMonth: [
    { __typename: 'ReportMonthCount', month: '2026-01', platform: 'gads', count: 3 },
    { __typename: 'ReportMonthCount', month: '2026-02', platform: 'fbk', count: 2 },
    { __typename: 'ReportMonthCount', month: '2026-02', platform: 'gads', count: 1 },
  ],
  statusByPlatform: [{ __typename: 'ReportStatusCount', platform: 'gads', status: 'P_PUB', statusName: 'Publicada', count: 4 }],
  publishedByMonth: [
    { __typename: 'ReportPublishedMonth', month: '2026-01', platform: 'gads', runs: 2, sent: 1000, matched: 600 },
    { __typename: 'ReportPublishedMonth', month: '2026-02', platform: 'gads', runs: 1, sent: 1000, matched: 200 },
  ],
  billing: [
    { __typename: 'ReportBillingRow', companyCode: '022', companyName: 'Retail', platform: 'fbk', totalMatch: 900, uploaded: 1200 },
  ],
  segmentReach: [{ __typename: 'ReportSegmentReach', companyCode: '022', companyName: 'Retail', segments: 7, customers: 123456 }],
  couponsByDay: [
    {
      __typename: 'ReportCouponDay',
      day: '2026-03-02',
      companyCode: '022',
      companyName: 'Retail',
      issued: 500,
      reserved: 40,
      redeemed: 12,
    },
    { __typename: 'ReportCouponDay', day: '2026-03-01', companyCode: '022', companyName: 'Retail', issued: 1000, reserved: 0, redeemed: 0 },
    { __typename: 'ReportCouponDay', day: '2026-03-02', companyCode: '024', companyName: 'Marcas', issued: 0, reserved: 5, redeemed: 3 },
  ],
};

describe('built-in report charts', () => {
  it('stacks audiences by month and platform, with zeros where a platform made none', () => {
    const spec = buildChart('created', DATA);
    const option = spec.option as { xAxis: { data: string[] }; series: { name: string; data: number[] }[] };
    expect(option.xAxis.data).toEqual(['2026-01', '2026-02']);
    expect(option.series).toEqual([
      expect.objectContaining({ name: 'Facebook', data: [0, 2] }),
      expect.objectContaining({ name: 'Google Ads', data: [3, 1] }),
    ]);
    expect(spec.table.rows).toEqual([
      ['2026-01', 'Google Ads', 3],
      ['2026-02', 'Facebook', 2],
      ['2026-02', 'Google Ads', 1],
    ]);
  });

  it('draws publications per month as straight lines through their counts (a smoothed curve dipped below zero)', () => {
    const option = buildChart('published', DATA).option as { series: { data: number[]; smooth?: unknown }[] };
    expect(option.series.map((s) => s.data)).toEqual([[2, 1]]);
    expect(option.series.every((s) => !s.smooth)).toBe(true);
  });

  it('colours the states as the list does, each error in a shade of its own', () => {
    expect(['P_ENV', 'P_ACT', 'P_PUB', 'P_NOD'].map(statusColor)).toEqual(['#2d72d2', '#c87619', '#238551', '#8f99a8']);
    const errors = ['E_CRD', 'E_ENV', 'E_PRC', 'E_PUB'].map(statusColor);
    expect(new Set(errors).size).toBe(4);
    // Shades of red: the red channel leads.
    for (const hex of errors) expect(parseInt(hex.slice(1, 3), 16)).toBeGreaterThan(parseInt(hex.slice(3, 5), 16) + 60);
  });

  it('computes the match rate over every month of a platform, not the mean of monthly rates', () => {
    const spec = buildChart('matchRate', DATA);
    expect(spec.table.rows).toEqual([['Google Ads', 2000, 800, 40]]);
    expect(totals(DATA)).toEqual({ audiences: 6, runs: 3, matchRate: 40, billed: 900 });
  });

  it('gives every report at least two charts with Spanish titles and table headers', () => {
    for (const ids of Object.values(CHARTS_OF)) {
      expect(ids.length).toBeGreaterThanOrEqual(2);
      for (const id of ids) {
        const spec = buildChart(id, DATA);
        expect(spec.title).toMatch(/^[A-ZÁÉÍÓÚ]/);
        expect(spec.table.columns.every((c) => !/[A-Z_]{4,}/.test(c))).toBe(true);
        expect((spec.option as { tooltip: { renderMode: string } }).tooltip.renderMode).toBe('richText');
      }
    }
  });

  it('draws coupons issued, reserved and redeemed per day, every company of the filter added up', () => {
    expect(couponSeries(DATA.couponsByDay)).toEqual({
      days: ['2026-03-01', '2026-03-02'],
      issued: [1000, 500],
      reserved: [0, 45],
      redeemed: [0, 15],
    });
    const spec = buildChart('coupons', DATA);
    expect(spec.title).toBe('Canje de cupones');
    const option = spec.option as {
      xAxis: { data: string[] };
      yAxis: { name: string }[];
      series: { name: string; type: string; yAxisIndex: number; data: number[] }[];
    };
    expect(option.xAxis.data).toEqual(['2026-03-01', '2026-03-02']);
    // Issued in bulk as bars; the few reserved and redeemed as lines on their own axis, readable beside them.
    expect(option.series.map((s) => [s.name, s.type, s.yAxisIndex, s.data])).toEqual([
      ['Emitidos', 'bar', 0, [1000, 500]],
      ['Reservados', 'line', 1, [0, 45]],
      ['Canjeados', 'line', 1, [0, 15]],
    ]);
    expect(option.yAxis.map((a) => a.name)).toEqual(['Emitidos', 'Reservados y canjeados']);
    // The export keeps each company's day.
    expect(spec.table.columns).toEqual(['Día', 'Empresa', 'Cupones emitidos', 'Cupones reservados', 'Cupones canjeados']);
    expect(spec.table.rows).toContainEqual(['2026-03-02', 'Marcas', 0, 5, 3]);
    expect(spec.table.rows).toHaveLength(3);
  });

  it('names every company and platform under its bar (ECharts would skip every other label), long names wrapped', () => {
    const billing = buildChart('billing', DATA).option as { xAxis: { data: string[]; axisLabel?: { interval: number; overflow: string } } };
    expect(billing.xAxis.data).toEqual(['Retail']);
    expect(billing.xAxis.axisLabel).toMatchObject({ interval: 0, overflow: 'break' });
    const reach = buildChart('reach', DATA).option as { xAxis: { data: string[]; axisLabel?: { interval: number; overflow: string } } };
    expect(reach.xAxis.data).toEqual(['Retail']);
    expect(reach.xAxis.axisLabel).toMatchObject({ interval: 0, overflow: 'break' });
    const match = buildChart('matchRate', DATA).option as { xAxis: { axisLabel?: { interval: number } } };
    expect(match.xAxis.axisLabel?.interval).toBe(0);
  });

  it('shows coupons in the omnichannel and monetization reports, with their own Spanish empty state', () => {
    expect(CHARTS_OF.OMNICHANNEL).toContain('coupons');
    expect(CHARTS_OF.MONETIZATION).toContain('coupons');
    expect(CHARTS_OF.PERFORMANCE).not.toContain('coupons');
    const none = buildChart('coupons', { ...DATA, couponsByDay: [] });
    expect(isEmpty(none)).toBe(true);
    expect(none.empty).toEqual({
      title: 'Sin movimientos de cupones',
      hint: 'No hay cupones emitidos, reservados ni canjeados en Talon.One para estos filtros.',
    });
    expect(isEmpty(buildChart('coupons', DATA))).toBe(false);
  });
});
