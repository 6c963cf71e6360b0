import type { AnalyticsReportKind, BuiltInReportDataQuery } from '../../__generated__/graphql.ts';
import { reports } from '../../i18n/reports.ts';

const t = reports.builtIn;
export type BuiltInData = BuiltInReportDataQuery['builtInReport'];
export type ChartId = keyof typeof t.charts;

/** A chart of a built-in report: its ECharts option and the same figures as a table (for the xlsx export). */
export type ChartSpec = {
  id: ChartId;
  title: string;
  option: Record<string, unknown>;
  table: { columns: string[]; rows: (string | number)[][] };
  /** The chart's own empty state (Spanish), where the report's general one would mislead. */
  empty?: { title: string; hint: string };
};

/** Which charts each built-in report shows, in order. */
export const CHARTS_OF: Record<AnalyticsReportKind, ChartId[]> = {
  OMNICHANNEL: ['created', 'status', 'reach', 'coupons'],
  PERFORMANCE: ['published', 'matchRate', 'created'],
  MONETIZATION: ['billing', 'matchRate', 'coupons'],
  SHARE: ['reach', 'status', 'created'],
};

/**
 * Colours of the audience states in the charts: the list's chip colours (§4: sent blue, updating orange, published
 * green, not sent grey, errors red), each error in its own shade of red so that the legend tells them apart.
 */
export const statusColor = (code: string): string =>
  ({
    P_ENV: '#2d72d2',
    P_ACT: '#c87619',
    P_PUB: '#238551',
    P_NOD: '#8f99a8',
    E_CRD: '#6e1a1d',
    E_ENV: '#cd4246',
    E_PRC: '#f29a9c',
    E_PUB: '#b83280',
  })[code] ?? '#fa999c';
const platformName = (code: string) => reports.platforms[code] ?? code;
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
const percent = (matched: number, sent: number) => (sent > 0 ? Math.round((matched / sent) * 1000) / 10 : 0);

/** Tooltips drawn on the canvas (no HTML), so the page's strict style policy holds. */
const BASE = {
  tooltip: { trigger: 'axis', renderMode: 'richText' },
  legend: { type: 'scroll', bottom: 0 },
  grid: { left: 56, right: 24, top: 24, bottom: 56, containLabel: true },
  animation: false,
};

/** Up to this many categories, every one is named under its bar. */
const FEW_CATEGORIES = 8;
/** Pixels of a half-width chart's axis shared among its category labels. */
const CHART_LABEL_SPACE = 440;

/** A few categories (companies, platforms) are all named, long names wrapped under their bar; many (months) keep ECharts' spacing (it skips labels that would overlap). */
const namedCategories = (count: number) =>
  count <= FEW_CATEGORIES
    ? { axisLabel: { interval: 0, width: Math.floor(CHART_LABEL_SPACE / Math.max(1, count)), overflow: 'break', lineHeight: 14 } }
    : {};

/** A stacked bar chart of `value` by `x` and `series` keys. */
function stacked<T>(
  rows: readonly T[],
  x: (r: T) => string,
  series: (r: T) => string,
  value: (r: T) => number,
  label: (s: string) => string = (s) => s,
  xLabel: (s: string) => string = (s) => s,
  color: (s: string) => string | undefined = () => undefined,
) {
  const xs = sorted(rows.map(x));
  const ss = sorted(rows.map(series));
  const cell = new Map(rows.map((r) => [`${x(r)}\u0000${series(r)}`, value(r)]));
  return {
    ...BASE,
    xAxis: { type: 'category', data: xs.map(xLabel), ...namedCategories(xs.length) },
    yAxis: { type: 'value', minInterval: 1 },
    series: ss.map((s) => ({
      name: label(s),
      type: 'bar',
      stack: 'total',
      data: xs.map((xv) => cell.get(`${xv}\u0000${s}`) ?? 0),
      ...(color(s) ? { itemStyle: { color: color(s) } } : {}),
    })),
  };
}

export function buildChart(id: ChartId, data: BuiltInData): ChartSpec {
  const c = t.columns;
  switch (id) {
    case 'created':
      return {
        id,
        title: t.charts.created,
        option: stacked(
          data.createdByMonth,
          (r) => r.month,
          (r) => r.platform,
          (r) => r.count,
          platformName,
        ),
        table: {
          columns: [c.month, c.platform, c.count],
          rows: data.createdByMonth.map((r) => [r.month, platformName(r.platform), r.count]),
        },
      };
    case 'status':
      return {
        id,
        title: t.charts.status,
        option: stacked(
          data.statusByPlatform,
          (r) => r.platform,
          (r) => r.status,
          (r) => r.count,
          (code) => data.statusByPlatform.find((r) => r.status === code)?.statusName ?? code,
          platformName,
          statusColor,
        ),
        table: {
          columns: [c.platform, c.status, c.count],
          rows: data.statusByPlatform.map((r) => [platformName(r.platform), r.statusName, r.count]),
        },
      };
    case 'published': {
      const months = sorted(data.publishedByMonth.map((r) => r.month));
      const platforms = sorted(data.publishedByMonth.map((r) => r.platform));
      const runs = new Map(data.publishedByMonth.map((r) => [`${r.month}\u0000${r.platform}`, r.runs]));
      return {
        id,
        title: t.charts.published,
        option: {
          ...BASE,
          xAxis: { type: 'category', data: months },
          yAxis: { type: 'value', minInterval: 1 },
          // Straight segments: a smoothed curve overshot its points (below zero between a month without publications and one with some).
          series: platforms.map((p) => ({ name: platformName(p), type: 'line', data: months.map((m) => runs.get(`${m}\u0000${p}`) ?? 0) })),
        },
        table: {
          columns: [c.month, c.platform, c.runs, c.sent, c.matched, c.matchRate],
          rows: data.publishedByMonth.map((r) => [
            r.month,
            platformName(r.platform),
            r.runs,
            r.sent,
            r.matched,
            percent(r.matched, r.sent),
          ]),
        },
      };
    }
    case 'matchRate': {
      const byPlatform = new Map<string, { sent: number; matched: number }>();
      for (const r of data.publishedByMonth) {
        const acc = byPlatform.get(r.platform) ?? { sent: 0, matched: 0 };
        acc.sent += r.sent;
        acc.matched += r.matched;
        byPlatform.set(r.platform, acc);
      }
      const platforms = sorted(byPlatform.keys());
      return {
        id,
        title: t.charts.matchRate,
        option: {
          ...BASE,
          tooltip: { trigger: 'axis', renderMode: 'richText', valueFormatter: (v: number) => `${v} %` },
          // Every platform named under its bar (at most seven; ECharts would otherwise skip every other label).
          xAxis: { type: 'category', data: platforms.map(platformName), axisLabel: { interval: 0 } },
          yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value} %' } },
          series: [
            {
              name: t.series.matchRate,
              type: 'bar',
              data: platforms.map((p) => percent(byPlatform.get(p)!.matched, byPlatform.get(p)!.sent)),
            },
          ],
        },
        table: {
          columns: [c.platform, c.sent, c.matched, c.matchRate],
          rows: platforms.map((p) => [
            platformName(p),
            byPlatform.get(p)!.sent,
            byPlatform.get(p)!.matched,
            percent(byPlatform.get(p)!.matched, byPlatform.get(p)!.sent),
          ]),
        },
      };
    }
    case 'billing':
      return {
        id,
        title: t.charts.billing,
        option: stacked(
          data.billing,
          (r) => r.companyName,
          (r) => r.platform,
          (r) => r.totalMatch,
          platformName,
        ),
        table: {
          columns: [c.company, c.platform, c.totalMatch, c.uploaded],
          rows: data.billing.map((r) => [r.companyName, platformName(r.platform), r.totalMatch, r.uploaded]),
        },
      };
    case 'reach':
      return {
        id,
        title: t.charts.reach,
        option: {
          ...BASE,
          xAxis: { type: 'category', data: data.segmentReach.map((r) => r.companyName), ...namedCategories(data.segmentReach.length) },
          yAxis: [
            { type: 'value', name: t.series.customers },
            { type: 'value', name: t.series.segments, minInterval: 1 },
          ],
          series: [
            { name: t.series.customers, type: 'bar', data: data.segmentReach.map((r) => r.customers) },
            { name: t.series.segments, type: 'line', yAxisIndex: 1, data: data.segmentReach.map((r) => r.segments) },
          ],
        },
        table: {
          columns: [c.company, c.segments, c.customers],
          rows: data.segmentReach.map((r) => [r.companyName, r.segments, r.customers]),
        },
      };
    case 'coupons': {
      const { days, issued, reserved, redeemed } = couponSeries(data.couponsByDay);
      // Coupons are issued in bulk on a campaign's send days and used a few at a time afterwards: issued as bars on
      // the left axis, reserved and redeemed as lines on their own right axis, so that redemptions stay readable.
      const line = (name: string, values: number[], color: string) => ({
        name,
        type: 'line',
        yAxisIndex: 1,
        showSymbol: days.length <= 31,
        data: values,
        itemStyle: { color },
        lineStyle: { color },
      });
      return {
        id,
        title: t.charts.coupons,
        option: {
          ...BASE,
          xAxis: { type: 'category', data: days },
          yAxis: [
            { type: 'value', minInterval: 1, name: t.axes.issued },
            { type: 'value', minInterval: 1, name: t.axes.used, nameTextStyle: { align: 'right' }, splitLine: { show: false } },
          ],
          series: [
            { name: t.series.issued, type: 'bar', yAxisIndex: 0, data: issued, itemStyle: { color: '#2d72d2' } },
            line(t.series.reserved, reserved, '#c87619'),
            line(t.series.redeemed, redeemed, '#238551'),
          ],
        },
        table: {
          columns: [c.day, c.company, c.issued, c.reserved, c.redeemed],
          rows: data.couponsByDay.map((r) => [r.day, r.companyName, r.issued, r.reserved, r.redeemed]),
        },
        empty: t.empty.coupons,
      };
    }
  }
}

/** The headline figures above the charts. */
export function totals(data: BuiltInData) {
  const sent = data.publishedByMonth.reduce((s, r) => s + r.sent, 0);
  const matched = data.publishedByMonth.reduce((s, r) => s + r.matched, 0);
  return {
    audiences: data.createdByMonth.reduce((s, r) => s + r.count, 0),
    runs: data.publishedByMonth.reduce((s, r) => s + r.runs, 0),
    matchRate: percent(matched, sent),
    billed: data.billing.reduce((s, r) => s + r.totalMatch, 0),
  };
}

/**
 * Coupons issued, reserved and redeemed per day (every company of the filter added up) as three lines;
 * the table keeps each company's day for the xlsx export.
 */
export function couponSeries(rows: BuiltInData['couponsByDay']): {
  days: string[];
  issued: number[];
  reserved: number[];
  redeemed: number[];
} {
  const byDay = new Map<string, { issued: number; reserved: number; redeemed: number }>();
  for (const r of rows) {
    const acc = byDay.get(r.day) ?? { issued: 0, reserved: 0, redeemed: 0 };
    acc.issued += r.issued;
    acc.reserved += r.reserved;
    acc.redeemed += r.redeemed;
    byDay.set(r.day, acc);
  }
  const days = sorted(byDay.keys());
  return {
    days,
    issued: days.map((d) => byDay.get(d)!.issued),
    reserved: days.map((d) => byDay.get(d)!.reserved),
    redeemed: days.map((d) => byDay.get(d)!.redeemed),
  };
}

/** Whether a chart has anything to draw. */
export const isEmpty = (spec: ChartSpec): boolean => spec.table.rows.length === 0;
