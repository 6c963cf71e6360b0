import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ViewerContext, type ShellViewer } from '../../session/viewer.ts';
import { COUPON_PAGE_SIZE, CouponListPage } from './CouponListPage.tsx';
import { EMPTY_COUPON_FILTER, toCouponFilter } from './schemas/couponFilter.ts';
import { COUPON_LIST, COUPON_LIST_OPTIONS, DELETE_COUPON_AUDIENCE, RESEND_COUPON_CAMPAIGN } from './graphql.ts';

const viewer = (coupons: boolean, seesCompanyColumn = false): ShellViewer => ({
  email: 'analyst@retail.demo',
  name: 'Rocío Analista',
  roles: ['AUDIENCE_ANALYST'],
  isRetailAnalyst: seesCompanyColumn,
  seesCompanyColumn,
  company: { code: '022', name: 'Retail Andina S.A.', alias: 'Retail', domain: 'retail.demo', flags: { talononeCoupons: coupons } },
});

const coupon = (
  id: string,
  name: string,
  status: { code: string; name: string; color: string },
  enabled = true,
  rights: Record<string, boolean> = {},
) => ({
  __typename: 'CouponCampaign',
  id,
  name,
  description: 'Cupones de bienvenida',
  startDate: '2026-10-01',
  endDate: '2026-12-31',
  createdDate: '2026-10-01T12:00:00Z',
  company: { __typename: 'Company', code: '022', name: 'Retail Andina S.A.', alias: 'Retail' },
  segment: { __typename: 'Segment', code: 'SEGC', name: 'INCA_Clientes fieles' },
  audience: {
    __typename: 'Audience',
    id: `A${id}`,
    enabled,
    requested: false,
    statusColor: enabled ? status.color : 'GREY',
    matchCount: status.code === 'P_PUB' ? 1_250 : null,
    status: { __typename: 'AudienceStatus', code: status.code, name: status.name, description: '', date: '2026-10-02T10:00:00Z' },
    canEdit: true,
    canDelete: true,
    canToggle: true,
    canResend: false,
    canUpdateFrequency: false,
    ...rights,
  },
});

const PUB = { code: 'P_PUB', name: 'Publicado', color: 'GREEN' };
const ENV = { code: 'P_ENV', name: 'Enviado', color: 'BLUE' };
const page = (nodes: unknown[]) => ({
  data: { couponCampaigns: { __typename: 'CouponCampaignPage', totalCount: nodes.length, page: 1, pageSize: COUPON_PAGE_SIZE, nodes } },
});
const listOf = (name: string, result: unknown) => ({
  request: {
    query: COUPON_LIST,
    variables: { filter: toCouponFilter({ ...EMPTY_COUPON_FILTER, name }), page: 1, pageSize: COUPON_PAGE_SIZE },
  },
  result,
});
const options = {
  request: { query: COUPON_LIST_OPTIONS },
  result: {
    data: {
      audienceStates: [{ __typename: 'AudienceState', code: 'P_PUB', name: 'Publicado' }],
      viewer: { __typename: 'Viewer', email: 'analyst@retail.demo', accessibleCompanies: [] },
    },
  },
};

function renderAt(url: string, mocks: unknown[], who: ShellViewer) {
  render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={[url]}>
        <ViewerContext.Provider value={who}>
          <Routes>
            <Route path="/" element={<p>Inicio</p>} />
            <Route path="/coupons/list" element={<CouponListPage />} />
            <Route path="/coupons/:id" element={<p>Detalle</p>} />
          </Routes>
        </ViewerContext.Provider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('coupon list page', () => {
  it('sends a viewer whose company lacks talonone_coupons to the home page', async () => {
    renderAt('/coupons/list', [options], viewer(false));
    expect(await screen.findByText('Inicio')).toBeInTheDocument();
    expect(screen.queryByText('Mis cupones')).toBeNull();
  });

  it('shows "Mis cupones" with status chips in their colours, DESACTIVADO for a disabled one, `default` prefilled and `viewed` highlighted', async () => {
    const rows = [coupon('7', 'INCA_bienvenida', PUB), coupon('8', 'INCA_bienvenida 2', ENV), coupon('9', 'INCA_bienvenida 3', PUB, false)];
    renderAt('/coupons/list?default=INCA_bienvenida&viewed=8', [listOf('INCA_bienvenida', page(rows)), options], viewer(true));
    const shown = await screen.findAllByTestId('coupon-row');
    expect(screen.getByRole('heading', { name: 'Mis cupones' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('INCA_bienvenida');
    expect(shown.filter((r) => r.classList.contains('inca-highlight')).map((r) => r.getAttribute('data-id'))).toEqual(['8']);
    const chips = shown.map((r) => within(r).getByTestId('audience-status'));
    expect(chips.map((c) => [c.textContent, c.getAttribute('data-color')])).toEqual([
      ['Publicado', 'GREEN'],
      ['Enviado', 'BLUE'],
      ['DESACTIVADO', 'GREY'],
    ]);
    expect(within(shown[0]!).getByText('1,250')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuevo cupón' })).toBeInTheDocument();
  });

  it("asks before deleting and deletes the campaign's Talon.One audience by its id", async () => {
    const deleted = vi.fn(() => ({
      data: { deleteAudience: { __typename: 'DeleteAudienceResult', id: 'A7', message: 'La audiencia se ha eliminado correctamente.' } },
    }));
    const mocks = [
      listOf('', page([coupon('7', 'INCA_bienvenida', PUB)])),
      listOf('', page([])),
      options,
      { request: { query: DELETE_COUPON_AUDIENCE, variables: { id: 'A7' } }, result: deleted },
    ];
    renderAt('/coupons/list', mocks, viewer(true));
    await screen.findAllByTestId('coupon-row');
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de INCA_bienvenida' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Está seguro de eliminar esta campaña de cupones?');
    expect(within(dialog).getByTestId('confirm-coupon-name')).toHaveTextContent('INCA_bienvenida');
    expect(deleted).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await vi.waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('La audiencia se ha eliminado correctamente.')).toBeInTheDocument();
  });

  it('resend acts on the campaign and says the §8 text; even opening the detail asks first', async () => {
    const row = coupon('7', 'INCA_bienvenida', PUB, true, { canResend: true });
    const resent = vi.fn(() => ({ data: { resendCouponCampaign: row } }));
    const mocks = [
      listOf('', page([row])),
      listOf('', page([row])),
      options,
      { request: { query: RESEND_COUPON_CAMPAIGN, variables: { id: '7' } }, result: resent },
    ];
    renderAt('/coupons/list', mocks, viewer(true));
    await screen.findAllByTestId('coupon-row');
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de INCA_bienvenida' }));
    const items = (await screen.findAllByRole('menuitem')).map((m) => m.textContent);
    expect(items).toEqual(['Ver detalle', 'Editar', 'Eliminar', 'Desactivar', 'Reenviar']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reenviar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reenviar' }));
    await vi.waitFor(() => expect(resent).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Los cupones se estan reenviado.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Acciones de INCA_bienvenida' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Ver detalle' }));
    expect(screen.queryByText('Detalle')).toBeNull();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ver detalle' }));
    expect(await screen.findByText('Detalle')).toBeInTheDocument();
  });
});
