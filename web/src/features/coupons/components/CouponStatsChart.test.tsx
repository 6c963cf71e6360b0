import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CouponStatsChart, couponStatsOption } from './CouponStatsChart.tsx';

describe('coupons per day chart', () => {
  it('without figures shows the Spanish empty state and zero totals, no chart', () => {
    render(<CouponStatsChart days={[]} totals={{ issued: 0, reserved: 0, redeemed: 0 }} />);
    expect(screen.getByText('Aún no hay cupones emitidos')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('coupon-total-issued')).toHaveTextContent('Cupones emitidos0');
  });

  it('with figures shows the totals and one bar series per figure, a day per category', () => {
    const days = [
      { day: '2026-10-02', issued: 1200, reserved: 10, redeemed: 3 },
      { day: '2026-10-03', issued: 0, reserved: 4, redeemed: 7 },
    ];
    render(<CouponStatsChart days={days} totals={{ issued: 1200, reserved: 14, redeemed: 10 }} />);
    expect(screen.queryByText('Aún no hay cupones emitidos')).toBeNull();
    expect(screen.getByTestId('coupon-total-issued')).toHaveTextContent('1,200');
    expect(screen.getByTestId('coupon-total-redeemed')).toHaveTextContent('10');
    const option = couponStatsOption(days) as {
      xAxis: { data: string[] };
      yAxis: { name: string }[];
      series: { name: string; yAxisIndex: number; data: number[] }[];
    };
    expect(option.xAxis.data).toEqual(['2026-10-02', '2026-10-03']);
    // Reserved and redeemed on their own axis: a few a day stay visible beside 1,200 issued.
    expect(option.series.map((s) => [s.name, s.yAxisIndex, s.data])).toEqual([
      ['Emitidos', 0, [1200, 0]],
      ['Reservados', 1, [10, 4]],
      ['Canjeados', 1, [3, 7]],
    ]);
    expect(option.yAxis.map((a) => a.name)).toEqual(['Emitidos', 'Reservados y canjeados']);
    expect(option.series.map((s) => (s as { type?: string }).type)).toEqual(['bar', 'bar', 'bar']);
    // Beyond a month, reserved and redeemed are lines (bars would be too thin to read).
    const season = Array.from({ length: 40 }, (_, i) => ({
      day: `2026-10-${String(i + 1).padStart(2, '0')}`,
      issued: i === 0 ? 900 : 0,
      reserved: 3,
      redeemed: 2,
    }));
    expect((couponStatsOption(season) as { series: { type: string }[] }).series.map((s) => s.type)).toEqual(['bar', 'line', 'line']);
  });
});
