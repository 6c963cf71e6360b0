import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ViewerContext, type ShellViewer } from '../../session/viewer.ts';
import { CouponFormPage } from './CouponFormPage.tsx';
import {
  COUPON_FORM_COMPANIES,
  COUPON_FORM_SEGMENTS,
  COUPON_FOR_FORM,
  COUPON_SEGMENT_CHECK,
  COUPON_TALONONE_APPLICATIONS,
  UPDATE_COUPON_CAMPAIGN_DATES,
} from './graphql.ts';

const NO_USER_ID = 'Debe seleccionar un segmento que contenga la columna "user_id".';

const viewer: ShellViewer = {
  email: 'analyst@retail.demo',
  name: 'Rocío Analista',
  roles: ['AUDIENCE_ANALYST'],
  isRetailAnalyst: false,
  seesCompanyColumn: false,
  company: { code: '022', name: 'Retail Andina S.A.', alias: 'Retail', domain: 'retail.demo', flags: { talononeCoupons: true } },
};

const company = (accounts: { technicalName: string; businessName: string; platforms: string[] }[]) => ({
  __typename: 'Company',
  code: '022',
  name: 'Retail Andina S.A.',
  alias: 'Retail',
  adsAccounts: accounts.map((a) => ({ __typename: 'AdsAccount', ...a })),
  flags: { __typename: 'CompanyFlags', talononeCoupons: true, userIdTalonone: true },
});

const companies = (accounts: Parameters<typeof company>[0]) => ({
  request: { query: COUPON_FORM_COMPANIES },
  result: {
    data: { viewer: { __typename: 'Viewer', email: viewer.email, company: company(accounts), accessibleCompanies: [company(accounts)] } },
  },
});
const segments = {
  request: { query: COUPON_FORM_SEGMENTS, variables: { companyCode: '022' } },
  result: {
    data: {
      audienceFormSegments: [
        { __typename: 'AudienceFormSegment', code: 'SEGC', name: 'INCA_Clientes fieles', shared: false },
        { __typename: 'AudienceFormSegment', code: 'SEGADV', name: 'INCA_Publicitario móvil', shared: false },
      ],
    },
  },
};
const LOYALTY = { technicalName: 'retail_loyalty', businessName: 'Retail Fidelización', platforms: ['SALESFORCE', 'TALONONE'] };
const ADS = { technicalName: 'retail_ads', businessName: 'Retail Publicidad', platforms: ['GADS'] };

function renderForm(mocks: unknown[], url = '/coupons/new') {
  render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={[url]}>
        <ViewerContext.Provider value={viewer}>
          <Routes>
            <Route path="/coupons/new" element={<CouponFormPage mode="create" />} />
            <Route path="/coupons/:id/edit" element={<CouponFormPage mode="edit" />} />
            <Route path="/coupons/list" element={<p>Lista de cupones</p>} />
          </Routes>
        </ViewerContext.Provider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('coupon form (create)', () => {
  it('auto-selects the only ad account, offers Talon One, and on save shows "Este campo es requerido" under each empty field', async () => {
    const applications = {
      request: { query: COUPON_TALONONE_APPLICATIONS, variables: { companyCode: '022', adsAccountCode: 'retail_loyalty' } },
      result: { data: { talonOneApplications: [{ __typename: 'TalonOneApplication', id: '11', name: 'Tienda' }] } },
    };
    renderForm([companies([LOYALTY]), segments, applications]);
    const account = await screen.findByLabelText('Cuenta publicitaria');
    await waitForValue(account as HTMLSelectElement, 'retail_loyalty');
    expect(screen.getByTestId('form-prefix')).toHaveTextContent('INCA_');
    const talonOne = screen.getByTestId('coupon-platform-talonone');
    expect(talonOne).toBeEnabled();
    await userEvent.click(screen.getByTestId('coupon-save'));
    expect((await screen.findAllByText('Este campo es requerido')).length).toBeGreaterThanOrEqual(8);
    expect(screen.getByText('Debe seleccionar al menos una plataforma publicitaria.')).toBeInTheDocument();
    await userEvent.click(talonOne);
    expect(talonOne).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('option', { name: 'Tienda' })).toBeInTheDocument();
  });

  it('Talon One stays off for an account without it; the description counts up to 200', async () => {
    renderForm([companies([LOYALTY, ADS]), segments]);
    const account = (await screen.findByLabelText('Cuenta publicitaria')) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Retail Publicidad' });
    await userEvent.selectOptions(account, 'retail_ads');
    expect(screen.getByTestId('coupon-platform-talonone')).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Descripción'), 'Hola');
    expect(screen.getByText('4 / 200')).toBeInTheDocument();
  });

  it('a segment without user_id shows the server message', async () => {
    const check = {
      request: { query: COUPON_SEGMENT_CHECK, variables: { companyCode: '022', segmentCode: 'SEGADV', adsAccountCode: 'retail_loyalty' } },
      result: { data: { couponSegmentCheck: { __typename: 'CouponSegmentCheck', valid: false, message: NO_USER_ID } } },
    };
    renderForm([companies([LOYALTY]), segments, check]);
    await waitForValue((await screen.findByLabelText('Cuenta publicitaria')) as HTMLSelectElement, 'retail_loyalty');
    await userEvent.click(screen.getByLabelText('Segmento'));
    await userEvent.click(await screen.findByText('INCA_Publicitario móvil'));
    const note = await screen.findByTestId('coupon-segment-check');
    expect(await within(note).findByText(NO_USER_ID)).toBeInTheDocument();
  });
});

describe('coupon form (edit)', () => {
  it('only the dates can change, Talon One is not clickable, and save sends only the dates', async () => {
    const saved = {
      __typename: 'CouponCampaign',
      id: '73',
      name: 'INCA_bienvenida',
      description: 'Cupón de bienvenida',
      startDate: '2030-03-01',
      endDate: '2030-04-30',
      usageLimit: 1,
      discountLimit: 1500.5,
      reservationLimit: 2,
      talonOneApplicationId: '1201',
      talonOneCampaign: {
        __typename: 'TalonOneCouponCampaign',
        id: '50101',
        name: 'Cupón bienvenida 10%',
        couponSettings: { __typename: 'TalonOneCouponSettings', couponPattern: 'BIENV-####' },
      },
      company: company([LOYALTY]),
      segment: { __typename: 'Segment', code: 'SEGC', name: 'INCA_Clientes fieles', shared: false },
      adsAccount: { __typename: 'AdsAccount', ...LOYALTY },
      audience: { __typename: 'Audience', id: '503', canEdit: true },
    };
    const updated = vi.fn(() => ({
      data: { updateCouponCampaignDates: { __typename: 'CouponCampaign', id: '73', startDate: '2030-03-01', endDate: '2030-05-31' } },
    }));
    const mocks = [
      { request: { query: COUPON_FOR_FORM, variables: { id: '73' } }, result: { data: { couponCampaign: saved } } },
      companies([LOYALTY]),
      {
        request: { query: UPDATE_COUPON_CAMPAIGN_DATES, variables: { id: '73', startDate: '2030-03-01', endDate: '2030-05-31' } },
        result: updated,
      },
    ];
    renderForm(mocks, '/coupons/73/edit');
    expect(await screen.findByRole('heading', { name: 'Editar cupón' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre del cupón')).toBeDisabled();
    expect(screen.getByLabelText('Descripción')).toBeDisabled();
    expect(screen.getByLabelText('Límite de usos por cupón')).toBeDisabled();
    expect(screen.getByLabelText('Cuenta publicitaria')).toBeDisabled();
    const talonOne = screen.getByTestId('coupon-platform-talonone');
    expect(talonOne).toBeDisabled();
    expect(talonOne).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('coupon-pattern')).toHaveTextContent('Patrón de cupones: BIENV-####');
    // The calendar is fetched on first use: until then a read-only stand-in shows.
    await waitFor(() => expect(screen.getByLabelText('Fecha de término')).not.toHaveAttribute('readonly'), { timeout: 5_000 });
    const end = screen.getByLabelText('Fecha de término');
    await userEvent.clear(end);
    await userEvent.type(end, '2030-05-31');
    await userEvent.tab();
    await userEvent.click(screen.getByTestId('coupon-save'));
    await waitFor(() => expect(updated).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Lista de cupones')).toBeInTheDocument();
  });
});

/** The select shows `value` once the form has chosen it. */
const waitForValue = (select: HTMLSelectElement, value: string) => waitFor(() => expect(select.value).toBe(value));
