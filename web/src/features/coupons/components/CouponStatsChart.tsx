import { lazy, Suspense, useMemo } from 'react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { coupons } from '../../../i18n/coupons.ts';
import { formatNumber } from '../../../ui/format.ts';

const t = coupons.detail;
// ECharts is fetched with the chart, not with the detail screen.
const EChart = lazy(() => import('../../reports/components/EChart.tsx'));

export type CouponDay = { day: string; issued: number; reserved: number; redeemed: number };

/**
 * The chart's option: one bar series per figure, a day per category, tooltips drawn on the canvas. Coupons are
 * issued in bulk and used a few at a time, so reserved and redeemed have their own right axis to stay readable.
 */
export function couponStatsOption(days: readonly CouponDay[]): Record<string, unknown> {
  // Beyond a month of days, bars grow too thin to read: reserved and redeemed become lines.
  const long = days.length > 31;
  const series = (key: keyof Omit<CouponDay, 'day'>, color: string) => ({
    name: t.series[key],
    type: key === 'issued' || !long ? 'bar' : 'line',
    ...(long && key !== 'issued' ? { showSymbol: false, lineStyle: { color } } : {}),
    yAxisIndex: key === 'issued' ? 0 : 1,
    data: days.map((d) => d[key]),
    itemStyle: { color },
  });
  return {
    animation: false,
    tooltip: { trigger: 'axis', renderMode: 'richText' },
    legend: { bottom: 0 },
    grid: { left: 48, right: 16, top: 32, bottom: 48, containLabel: true },
    xAxis: { type: 'category', data: days.map((d) => d.day) },
    yAxis: [
      { type: 'value', minInterval: 1, name: t.axes.issued },
      // Its name ends at the axis (not centred on it), so the card's edge does not clip it.
      { type: 'value', minInterval: 1, name: t.axes.used, nameTextStyle: { align: 'right' }, splitLine: { show: false } },
    ],
    series: [series('issued', '#2d72d2'), series('reserved', '#c87619'), series('redeemed', '#238551')],
  };
}

/** ★ Coupons issued, reserved and redeemed per day (Talon.One's analytics), with the totals; a Spanish empty state. */
export function CouponStatsChart({
  days,
  totals,
}: {
  days: readonly CouponDay[];
  totals: { issued: number; reserved: number; redeemed: number };
}) {
  const option = useMemo(() => couponStatsOption(days), [days]);
  const empty = days.length === 0 || days.every((d) => d.issued + d.reserved + d.redeemed === 0);
  return (
    <div data-testid="coupon-stats">
      <div className="inca-coupon-totals">
        {(['issued', 'reserved', 'redeemed'] as const).map((key) => (
          <div key={key} className="inca-coupon-total" data-testid={`coupon-total-${key}`}>
            <span className="bp6-text-muted">{t.totals[key]}</span>
            <strong>{formatNumber(totals[key])}</strong>
          </div>
        ))}
      </div>
      {empty ? (
        <NonIdealState icon="timeline-bar-chart" title={t.chartEmpty} description={t.chartEmptyHint} />
      ) : (
        <Suspense fallback={<Spinner aria-label={t.loading} />}>
          <EChart option={option} label={t.chartLabel} />
        </Suspense>
      )}
    </div>
  );
}
