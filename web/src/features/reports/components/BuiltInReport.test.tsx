import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BuiltInReport } from './BuiltInReport.tsx';
import { BUILT_IN_REPORT } from '../graphql.ts';

const figures = (report: string) => ({
  __typename: 'BuiltInReport',
  report,
  companies: ['022'],
  from: '2025-11-23',
  to: '2026-11-23',
  platform: null,
  createdByMonth: [],
  statusByPlatform: [],
  publishedByMonth: [],
  billing: [],
  segmentReach: [],
  couponsByDay: [],
});

const answer = (report: string, filter: object, more: object = {}) => ({
  request: { query: BUILT_IN_REPORT, variables: { report, params: 'firmado', filter } },
  result: {
    data: {
      builtInReport: { ...figures(report), ...more },
      viewer: {
        __typename: 'Viewer',
        email: 'analyst@retail.demo',
        accessibleCompanies: [{ __typename: 'Company', code: '022', name: 'Retail', alias: 'retail' }],
      },
    },
  },
});

const show = (report: 'OMNICHANNEL' | 'MONETIZATION' | 'PERFORMANCE', more: object[] = []) =>
  render(
    <MockedProvider mocks={[answer(report, {}), ...more] as never}>
      <BuiltInReport report={report} params="firmado" />
    </MockedProvider>,
  );

describe('built-in report: coupon redemptions', () => {
  it('the monetization report has a "Canje de cupones" chart that says in Spanish when there are no coupons, with nothing to download', async () => {
    show('MONETIZATION');
    const card = await screen.findByTestId('chart-coupons');
    expect(within(card).getByRole('heading', { name: 'Canje de cupones' })).toBeInTheDocument();
    expect(within(card).getByText('Sin movimientos de cupones')).toBeInTheDocument();
    expect(within(card).getByText('No hay cupones emitidos, reservados ni canjeados en Talon.One para estos filtros.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Descargar datos' })).toBeDisabled();
    // The other charts keep the report's general empty state.
    expect(within(screen.getByTestId('chart-billing')).getByText('Sin datos para los filtros elegidos')).toBeInTheDocument();
  });

  it('the performance report does not show coupons', async () => {
    show('PERFORMANCE');
    await screen.findByTestId('chart-published');
    expect(screen.queryByTestId('chart-coupons')).toBeNull();
  });
});

describe('built-in report: filters', () => {
  it('asks for only the filters chosen when Aplicar is pressed', async () => {
    show('PERFORMANCE', [answer('PERFORMANCE', { platform: 'gads' }, { platform: 'gads', from: '2026-05-01' })]);
    expect(await screen.findByText('Del 2025-11-23 al 2026-11-23')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Plataforma'), 'Google Ads');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    // Only the answer to { platform: 'gads' } has this range.
    expect(await screen.findByText('Del 2026-05-01 al 2026-11-23')).toBeInTheDocument();
    expect(screen.getByLabelText('Plataforma')).toHaveValue('gads');
  });

  it('refuses a "Desde" after its "Hasta" in Spanish', async () => {
    show('PERFORMANCE');
    await screen.findByTestId('chart-published');
    const from = await screen.findByRole('combobox', { name: 'Desde' }, { timeout: 5_000 });
    await userEvent.type(from, '2026-06-01');
    await userEvent.type(screen.getByRole('combobox', { name: 'Hasta' }), '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La fecha inicial debe ser anterior a la final.');
  });
});
