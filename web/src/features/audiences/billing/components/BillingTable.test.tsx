import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BillingTable, formatPercentage, sortBillingRows, type BillingRow } from './BillingTable.tsx';

const row = (statusDate: string | null, totalMatch: number, percentage: number): BillingRow => ({
  companyName: 'Corporativo S.A.',
  processDate: '2026-10-01',
  platformName: 'Google Ads',
  platform: 'GADS',
  status: 'P_PUB',
  statusDate,
  sourceFileRowCount: 20_000,
  totalMatch,
  percentage,
});

describe('billing table', () => {
  it('shows each row with its percentage to two decimals, newest status date first', () => {
    const rows = sortBillingRows([
      row('2026-10-01T10:00:00Z', 1_000, 16.67),
      row(null, 0, 0),
      row('2026-10-03T10:00:00Z', 3_000, 50),
      row('2026-10-02T10:00:00Z', 2_000, 33.33),
    ]);
    render(<BillingTable rows={rows} />);
    const shown = screen.getAllByTestId('billing-row');
    expect(shown).toHaveLength(4);
    expect(shown.map((r) => within(r).getByTestId('billing-percentage').textContent)).toEqual(['50.00 %', '33.33 %', '16.67 %', '0.00 %']);
    expect(shown.map((r) => within(r).getAllByRole('cell')[6]!.textContent)).toEqual(['3,000', '2,000', '1,000', '0']);
  });

  it('names each status from the service table and keeps an unknown code as it is', () => {
    render(
      <BillingTable
        rows={[row('2026-10-03T10:00:00Z', 1, 50), { ...row('2026-10-02T10:00:00Z', 1, 50), status: 'E_CRD' }]}
        states={[{ code: 'P_PUB', name: 'Publicada' }]}
      />,
    );
    const shown = screen.getAllByTestId('billing-row');
    expect(shown).toHaveLength(2);
    expect(shown.map((r) => within(r).getAllByRole('cell')[3]!.textContent)).toEqual(['Publicada', 'E_CRD']);
  });

  it('formats a share with thousands separators and two decimals', () => {
    expect(formatPercentage(100)).toBe('100.00 %');
    expect(formatPercentage(33.333)).toBe('33.33 %');
    expect(formatPercentage(0.005)).toBe('0.01 %');
  });
});
