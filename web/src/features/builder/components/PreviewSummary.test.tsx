import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { PreviewFieldsFragment } from '../../../__generated__/graphql.ts';
import { formatNumber } from '../../../ui/format.ts';
import { PreviewSummary } from './PreviewSummary.tsx';

const stored: PreviewFieldsFragment = {
  previewId: 'stored',
  uniqueUsers: 98765,
  uniqueUsersWithContact: 54321,
  uniqueUsersWithAdvertising: 1200,
  uniqueUsersWithContactRestricted: 50000,
  lowContactable: true,
  companyPercentages: [
    { company: { code: '024', name: 'Marcas', alias: 'Marcas' }, percentage: 60.25, count: 3 },
    { company: { code: '011', name: 'Financiera', alias: 'Financiera' }, percentage: 12.5, count: 1 },
  ],
  contactRestrictedByCompany: [],
};

describe('PreviewSummary', () => {
  it('shows the stored counts of a saved segment, with the low-contactable warning', () => {
    render(<PreviewSummary preview={stored} stale={false} running={false} stored />);
    expect(screen.getByTestId('count-unique')).toHaveTextContent(formatNumber(98765));
    expect(screen.getByTestId('count-contact')).toHaveTextContent(formatNumber(54321));
    expect(screen.getByTestId('count-advertising')).toHaveTextContent(formatNumber(1200));
    expect(screen.getByText('Conteos del último cálculo guardado.')).toBeInTheDocument();
    expect(screen.getByTestId('low-contactable')).toHaveTextContent('El segmento tiene menos de 600,000 clientes contactables.');
    const rows = screen.getAllByRole('row');
    expect(rows.length).toBe(3);
    // Numbers without decimals (§9): 60.25 % is shown as 60 %, 12.5 % as 13 %.
    expect(rows[1]).toHaveTextContent('024 · Marcas60%');
    expect(rows[2]).toHaveTextContent('011 · Financiera13%');
  });

  it('asks for a preview when there is none, and shows progress while one runs', () => {
    const { rerender } = render(<PreviewSummary preview={null} stale={false} running={false} />);
    expect(screen.getByText('Presione «Pre Visualizar» para ver el alcance de su selección.')).toBeInTheDocument();
    rerender(<PreviewSummary preview={stored} stale={false} running />);
    expect(screen.getByRole('status')).toHaveTextContent('Calculando…');
    expect(screen.queryByTestId('count-unique')).not.toBeInTheDocument();
  });
});
