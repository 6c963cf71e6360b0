import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
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

const show = (report: 'OMNICHANNEL' | 'MONETIZATION' | 'PERFORMANCE') =>
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: BUILT_IN_REPORT, variables: { report, params: 'firmado', filter: {} } },
          result: {
            data: {
              builtInReport: figures(report),
              viewer: {
                __typename: 'Viewer',
                email: 'analyst@retail.demo',
                accessibleCompanies: [{ __typename: 'Company', code: '022', name: 'Retail', alias: 'retail' }],
              },
            },
          },
        },
      ]}
    >
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
