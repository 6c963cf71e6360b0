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
    const option = couponStatsOption(days) as { xAxis: { data: string[] }; series: { name: string; data: number[] }[] };
    expect(option.xAxis.data).toEqual(['2026-10-02', '2026-10-03']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['Emitidos', [1200, 0]],
      ['Reservados', [10, 4]],
      ['Canjeados', [3, 7]],
    ]);
  });
});
