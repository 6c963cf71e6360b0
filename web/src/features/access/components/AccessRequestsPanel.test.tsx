import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_REQUESTS, DECLINE_ACCESS_REQUESTS, REQUEST_FILTER_OPTIONS } from '../graphql.ts';
import { AccessRequestsPanel } from './AccessRequestsPanel.tsx';

const toasts = vi.hoisted(() => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn() }));
vi.mock('../../../ui/toaster.ts', () => toasts);

const company = (code: string, alias: string) => ({ __typename: 'Company', code, name: `${alias} S.A.`, alias });
const request = (id: string, status: string, flags: { canDecide: boolean; canUpdateUntilDate: boolean }, typeId = 2) => ({
  __typename: 'AccessRequest',
  id,
  requestingCompany: company('024', 'Marcas'),
  requestedBy: `user${id}@brand.demo`,
  requestedCompany: company('022', 'Retail'),
  stateDate: `2026-11-${10 + Number(id)}T15:00:00.000Z`,
  untilDate: status === 'PENDING' ? null : '2026-12-31',
  status,
  segmentCode: `SEG${id}`,
  segmentName: `INCA_Retail_${id}`,
  segmentTypeId: typeId,
  reviewedBy: null,
  auditTrail: [
    {
      __typename: 'AccessAuditEntry',
      action: 'REQUESTED',
      actor: `user${id}@brand.demo`,
      at: '2026-11-10T15:00:00.000Z',
      before: null,
      after: '{"status":"PENDING"}',
    },
  ],
  ...flags,
});

const rows = [
  request('3', 'PENDING', { canDecide: true, canUpdateUntilDate: false }),
  request('2', 'APPROVED', { canDecide: false, canUpdateUntilDate: true }, 4),
  request('1', 'DECLINED', { canDecide: false, canUpdateUntilDate: false }),
];
const page = (items: unknown[]) => ({
  request: { query: ACCESS_REQUESTS, variables: { filter: {}, page: 1 } },
  result: { data: { accessRequests: { __typename: 'AccessRequestPage', total: items.length, page: 1, pageSize: 10, items } } },
});
const companies = {
  request: { query: REQUEST_FILTER_OPTIONS },
  result: { data: { companies: [company('022', 'Retail'), company('024', 'Marcas')] } },
};

function renderPanel(mocks: unknown[]) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={['/segments/requests']}>
        <Routes>
          <Route path="/segments/requests" element={<AccessRequestsPanel />} />
          <Route path="/segments/cross-table/:code/view" element={<p>cruce</p>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

beforeEach(() => {
  for (const fn of Object.values(toasts)) fn.mockClear();
});

describe('Requests tab (§2.5)', () => {
  it('shows status chips; only a decidable pending row can be ticked; actions follow the state', async () => {
    renderPanel([page(rows), companies]);
    const found = await screen.findAllByTestId('request-row');
    expect(found.map((r) => within(r).getByTestId('request-status').textContent)).toEqual(['Pendiente', 'Aprobada', 'Rechazada']);
    expect(within(found[0]!).getByRole('checkbox')).toBeInTheDocument();
    expect(within(found[1]!).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(found[2]!).queryByRole('checkbox')).not.toBeInTheDocument();

    const menuOf = async (row: HTMLElement) => {
      await userEvent.click(within(row).getByTestId('request-actions'));
      const items = within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      return items;
    };
    expect(await menuOf(found[0]!)).toEqual(['Aprobar', 'Rechazar', 'Ver segmento', 'Ver historial']);
    expect(await menuOf(found[1]!)).toEqual(['Actualizar fecha hasta', 'Ver segmento', 'Ver historial']);
    expect(await menuOf(found[2]!)).toEqual(['Ver segmento', 'Ver historial']);
  }, 30_000);

  it('a massive action with nothing ticked says so and sends nothing', async () => {
    renderPanel([page(rows), companies]);
    await screen.findAllByTestId('request-row');
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar seleccionadas' }));
    expect(toasts.showError).toHaveBeenCalledWith('Debe seleccionar al menos un registro.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('declines the ticked pending rows after confirmation', async () => {
    const declined = {
      request: { query: DECLINE_ACCESS_REQUESTS, variables: { ids: ['3'] } },
      result: { data: { declineAccessRequests: [request('3', 'DECLINED', { canDecide: false, canUpdateUntilDate: false })] } },
    };
    renderPanel([page(rows), companies, declined, page(rows)]);
    const [pending] = await screen.findAllByTestId('request-row');
    await userEvent.click(within(pending!).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar seleccionadas' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Rechazar 1 solicitud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(toasts.showSuccess).toHaveBeenCalledWith('Se rechazó 1 solicitud correctamente.'));
  }, 30_000);

  it('Ver segmento opens a type 4 segment on the cross-table screen, read-only', async () => {
    renderPanel([page(rows), companies]);
    const found = await screen.findAllByTestId('request-row');
    await userEvent.click(within(found[1]!).getByTestId('request-actions'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Ver segmento' }));
    expect(await screen.findByText('cruce')).toBeInTheDocument();
  }, 30_000);
});
