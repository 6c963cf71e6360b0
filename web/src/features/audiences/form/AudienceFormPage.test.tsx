import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ViewerContext, type ShellViewer } from '../../../session/viewer.ts';
import { AudienceFormPage } from './AudienceFormPage.tsx';
import { AUDIENCE_FORM_COMPANIES, AUDIENCE_FORM_SEGMENTS, AUDIENCE_FOR_FORM, CREATE_AUDIENCES, UPDATE_AUDIENCE } from './graphql.ts';

const analyst: ShellViewer = {
  email: 'analyst@retail.demo',
  name: 'Ana Retail',
  roles: ['AUDIENCE_ANALYST'],
  isRetailAnalyst: true,
  seesCompanyColumn: true,
  company: { code: '022', name: 'Retail Andina S.A.', alias: 'Retail', domain: 'retail.demo' },
};

const account = (technicalName: string, businessName: string, platforms: string[]) => ({
  __typename: 'AdsAccount',
  technicalName,
  businessName,
  platforms,
});
const retail = {
  __typename: 'Company',
  code: '022',
  name: 'Retail Andina S.A.',
  alias: 'Retail',
  domain: 'retail.demo',
  adsAccounts: [account('retail_ads', 'Retail Publicidad', ['GADS', 'FBK', 'SALESFORCE', 'ADOBE'])],
  flags: { __typename: 'CompanyFlags', editAudienceTypeGoogle: false },
};
const brands = {
  __typename: 'Company',
  code: '024',
  name: 'Marcas Unidas S.A.',
  alias: 'Marcas',
  domain: 'marcas.demo',
  adsAccounts: [
    account('marcas_google', 'Marcas Google', ['GADS']),
    account('marcas_social', 'Marcas Social', ['FBK', 'TIKTOK', 'CRITEO']),
  ],
  flags: { __typename: 'CompanyFlags', editAudienceTypeGoogle: false },
};

const companiesMock = (): MockLink.MockedResponse => ({
  request: { query: AUDIENCE_FORM_COMPANIES },
  result: { data: { viewer: { __typename: 'Viewer', email: analyst.email, company: retail, accessibleCompanies: [retail, brands] } } },
  maxUsageCount: 10,
});
const segmentsMock = (): MockLink.MockedResponse => ({
  request: { query: AUDIENCE_FORM_SEGMENTS, variables: () => true },
  result: {
    data: {
      audienceFormSegments: [
        {
          __typename: 'AudienceFormSegment',
          code: 'SEG1',
          name: 'INCA_Retail_jóvenes',
          ownerCompanyCode: '022',
          shared: false,
          typeName: 'SEGMENT_CONTACT',
        },
        {
          __typename: 'AudienceFormSegment',
          code: 'SEG2',
          name: 'INCA_Corp_compartido',
          ownerCompanyCode: '032',
          shared: true,
          typeName: 'SEGMENT_CONTACT',
        },
      ],
    },
  },
  maxUsageCount: 20,
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderForm(path: string, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={[companiesMock(), segmentsMock(), ...mocks]}>
      <ViewerContext.Provider value={analyst}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/audiences/new" element={<AudienceFormPage mode="create" />} />
            <Route path="/audiences/:id/edit" element={<AudienceFormPage mode="edit" />} />
            <Route path="/audiences/:id/view" element={<AudienceFormPage mode="view" />} />
            <Route path="/audiences/list" element={<Location />} />
          </Routes>
        </MemoryRouter>
      </ViewerContext.Provider>
    </MockedProvider>,
  );
}

const platformButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Plataformas publicitarias' })).getByRole('button', { name });

describe('AudienceFormPage', { timeout: 20_000 }, () => {
  it('shows the INCA_ prefix, prefills the organisation prefix, rebuilds it with the company and strips < > " \' `', async () => {
    const user = userEvent.setup();
    renderForm('/audiences/new', []);
    const name = await screen.findByLabelText('Nombre de la audiencia');
    expect(screen.getByTestId('form-prefix')).toHaveTextContent('INCA_');
    await waitFor(() => expect(name).toHaveValue('retail_'));
    await user.type(name, 'jó<ve>nes"`');
    expect(name).toHaveValue('retail_jóvenes');
    await user.selectOptions(screen.getByLabelText('Empresa'), '024');
    await waitFor(() => expect(screen.getByLabelText('Nombre de la audiencia')).toHaveValue('marcas_'));
  });

  it("offers the chosen company's segments: changing the company reloads them and clears the chosen one", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    const ofCompany = (companyCode: string, segments: Record<string, unknown>[]): MockLink.MockedResponse => ({
      request: { query: AUDIENCE_FORM_SEGMENTS, variables: (v: Record<string, unknown>) => v.companyCode === companyCode },
      result: () => (asked.push(companyCode), { data: { audienceFormSegments: segments } }),
      maxUsageCount: 20,
    });
    const segment = (code: string, name: string, owner: string) => ({
      __typename: 'AudienceFormSegment',
      code,
      name,
      ownerCompanyCode: owner,
      shared: false,
      typeName: 'SEGMENT_CONTACT',
    });
    render(
      <MockedProvider
        mocks={[
          companiesMock(),
          ofCompany('022', [segment('SEG1', 'INCA_Retail_jóvenes', '022')]),
          ofCompany('024', [segment('SEG24', 'INCA_Marcas_fieles', '024')]),
        ]}
      >
        <ViewerContext.Provider value={analyst}>
          <MemoryRouter initialEntries={['/audiences/new?company=022&segment=SEG1']}>
            <Routes>
              <Route path="/audiences/new" element={<AudienceFormPage mode="create" />} />
            </Routes>
          </MemoryRouter>
        </ViewerContext.Provider>
      </MockedProvider>,
    );
    await waitFor(() => expect(screen.getByLabelText('Segmento')).toHaveValue('INCA_Retail_jóvenes'));
    // The company choice appears once the companies have loaded, which may be after the segments.
    await user.selectOptions(await screen.findByLabelText('Empresa'), '024');
    await waitFor(() => expect(asked).toContain('024'));
    expect(screen.getByLabelText('Segmento')).toHaveValue('');
    await user.click(screen.getByLabelText('Segmento'));
    expect(await screen.findByText('INCA_Marcas_fieles')).toBeInTheDocument();
    expect(screen.queryByText('INCA_Retail_jóvenes')).not.toBeInTheDocument();
  });

  it('platform buttons follow the chosen ads account (the only one chosen by itself)', async () => {
    const user = userEvent.setup();
    renderForm('/audiences/new', []);
    await waitFor(() => expect(screen.getByLabelText('Cuenta publicitaria')).toHaveValue('retail_ads'));
    for (const enabled of ['Google', 'Facebook', 'Salesforce', 'Adobe']) expect(platformButton(enabled)).toBeEnabled();
    for (const disabled of ['TikTok', 'Talon.One', 'Criteo']) expect(platformButton(disabled)).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Empresa'), '024');
    // Two accounts: none is chosen, so no platform can be switched on yet.
    await waitFor(() => expect(screen.getByLabelText('Cuenta publicitaria')).toHaveValue(''));
    expect(platformButton('Google')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Cuenta publicitaria'), 'marcas_social');
    for (const enabled of ['Facebook', 'TikTok', 'Criteo']) expect(platformButton(enabled)).toBeEnabled();
    for (const disabled of ['Google', 'Salesforce', 'Talon.One', 'Adobe']) expect(platformButton(disabled)).toBeDisabled();
    await user.click(platformButton('TikTok'));
    expect(platformButton('TikTok')).toHaveAttribute('aria-pressed', 'true');
    // Another account resets every toggle.
    await user.selectOptions(screen.getByLabelText('Cuenta publicitaria'), 'marcas_google');
    expect(platformButton('TikTok')).toHaveAttribute('aria-pressed', 'false');
    expect(platformButton('TikTok')).toBeDisabled();
  });

  it('an advertising segment allows only Google, switched on with mobile advertising ids', async () => {
    const user = userEvent.setup();
    renderForm('/audiences/new', []);
    await waitFor(() => expect(screen.getByLabelText('Cuenta publicitaria')).toHaveValue('retail_ads'));
    await user.selectOptions(screen.getByLabelText('Tipo de segmento'), 'SEGMENT_ADVERTISING');
    expect(platformButton('Google')).toHaveAttribute('aria-pressed', 'true');
    expect(platformButton('Facebook')).toBeDisabled();
    expect(screen.getByLabelText('Tipo de audiencia')).toHaveValue('MOBILE_ADVERTISING_ID');
    expect(screen.getByLabelText('Tipo de audiencia')).toBeDisabled();
  });

  it('turning a tab off clears its fields', async () => {
    const user = userEvent.setup();
    renderForm('/audiences/new', []);
    await waitFor(() => expect(platformButton('Adobe')).toBeEnabled());
    await user.click(platformButton('Adobe'));
    await user.type(screen.getByLabelText('Dataset'), 'ventas_cl');
    await user.type(screen.getByLabelText('Tabla'), 'compradores');
    expect(screen.getByLabelText('Dataset')).toHaveValue('ventas_cl');
    await user.click(platformButton('Adobe'));
    expect(screen.queryByLabelText('Dataset')).not.toBeInTheDocument();
    await user.click(platformButton('Adobe'));
    expect(screen.getByLabelText('Dataset')).toHaveValue('');
    expect(screen.getByLabelText('Tabla')).toHaveValue('');
  });

  it('on save the first switched-on tab with an empty required field is activated, and nothing is sent', async () => {
    const user = userEvent.setup();
    let sent = 0;
    const create: MockLink.MockedResponse = {
      request: { query: CREATE_AUDIENCES, variables: () => true },
      result: () => ((sent += 1), { data: null }),
    };
    renderForm('/audiences/new?company=022&type=SEGMENT_CONTACT&segment=SEG1', [create]);
    await waitFor(() => expect(platformButton('Adobe')).toBeEnabled());
    await user.click(platformButton('Facebook'));
    await user.click(platformButton('Adobe'));
    await user.click(platformButton('Salesforce'));
    await user.click(screen.getByRole('tab', { name: 'Facebook' }));
    expect(screen.getByRole('tab', { name: 'Facebook' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    // Salesforce comes before Adobe in screen order and has no automation flow yet.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Salesforce' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByTestId('tab-salesforce')).toHaveTextContent(
      'Debe crear el flujo de automatización antes de crear una audiencia para la Plataforma Salesforce.',
    );
    await user.click(platformButton('Salesforce'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Adobe' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getAllByText('Este campo es requerido').length).toBeGreaterThan(0);
    expect(sent).toBe(0);
  });

  it('creates with the chosen segment and goes to the list with the new name', async () => {
    const user = userEvent.setup();
    let input: Record<string, unknown> | undefined;
    const create: MockLink.MockedResponse = {
      request: {
        query: CREATE_AUDIENCES,
        variables: (variables: Record<string, unknown>) => ((input = variables.input as Record<string, unknown>), true),
      },
      result: {
        data: {
          createAudiences: {
            __typename: 'CreateAudiencesResult',
            created: [
              {
                __typename: 'Audience',
                id: '91',
                name: 'INCA_retail_jovenes',
                platform: { __typename: 'AdsPlatformInfo', code: 'FBK', name: 'Facebook Ads' },
              },
            ],
            errors: [],
          },
        },
      },
    };
    renderForm('/audiences/new?company=022&type=SEGMENT_CONTACT&segment=SEG1', [create]);
    await waitFor(() => expect(screen.getByLabelText('Segmento')).toHaveValue('INCA_Retail_jóvenes'));
    // The organisation's prefix is written into the name once the company's data is in; a person types after it.
    await waitFor(() => expect(screen.getByLabelText('Nombre de la audiencia')).toHaveValue('retail_'));
    await user.type(screen.getByLabelText('Nombre de la audiencia'), 'jovenes');
    await user.type(screen.getByLabelText('Descripción'), 'Jóvenes compradores');
    // The calendar is fetched on first use: until then a read-only stand-in shows.
    await waitFor(() => expect(screen.getByLabelText('Fecha de inicio')).not.toHaveAttribute('readonly'), { timeout: 5_000 });
    await user.type(screen.getByLabelText('Fecha de inicio'), '2031-01-01{Enter}');
    await user.type(screen.getByLabelText('Fecha de término'), '2031-06-30{Enter}');
    await user.click(screen.getByRole('button', { name: 'Semanal' }));
    await user.selectOptions(screen.getByLabelText('Día de actualización'), '2');
    await user.click(platformButton('Facebook'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/audiences/list?default=INCA_retail_jovenes'), {
      timeout: 3_000,
    });
    expect(input).toMatchObject({
      companyCode: '022',
      segmentCode: 'SEG1',
      name: 'retail_jovenes',
      startDate: '2031-01-01',
      endDate: '2031-06-30',
      frequency: 'WEEKLY',
      updateDay: 2,
      adsAccountCode: 'retail_ads',
      platforms: ['FBK'],
      google: null,
      adobe: null,
      salesforceAutomationId: null,
      talonOne: null,
    });
  });

  it('edit mode fixes the platform and sends only name, description, dates, frequency, update day and recipients', async () => {
    const user = userEvent.setup();
    let variables: Record<string, unknown> | undefined;
    const saved = {
      __typename: 'Audience',
      id: '17',
      name: 'INCA_retail_compradores',
      description: 'Compradores frecuentes',
      company: retail,
      segment: {
        __typename: 'Segment',
        code: 'SEG1',
        name: 'INCA_Retail_jóvenes',
        shared: false,
        definition: { __typename: 'SegmentDefinition', typeName: 'SEGMENT_CONTACT' },
      },
      platform: { __typename: 'AdsPlatformInfo', code: 'ADOBE', name: 'Adobe' },
      adsAccount: retail.adsAccounts[0],
      frequency: 'MONTHLY',
      updateDay: 5,
      startDate: '2025-01-01',
      endDate: '2031-12-31',
      recipients: ['ti@retail.demo'],
      requested: false,
      canEdit: true,
      google: null,
      adobe: { __typename: 'AdobeAudienceSettings', dataset: 'ventas', table: 't_inca_rel_compras', flagVariable: 'a.b.c' },
      salesforceAutomation: null,
      talonOne: null,
    };
    const load: MockLink.MockedResponse = {
      request: { query: AUDIENCE_FOR_FORM, variables: { id: '17' } },
      result: { data: { audience: saved } },
    };
    const update: MockLink.MockedResponse = {
      request: { query: UPDATE_AUDIENCE, variables: (v: Record<string, unknown>) => ((variables = v), true) },
      result: {
        data: {
          updateAudience: {
            __typename: 'Audience',
            id: '17',
            name: 'INCA_retail_compradores_vip',
            description: 'Compradores frecuentes',
            startDate: '2025-01-01',
            endDate: '2031-12-31',
            frequency: 'MONTHLY',
            updateDay: 5,
            recipients: ['ti@retail.demo'],
          },
        },
      },
    };
    renderForm('/audiences/17/edit', [load, update]);
    expect(await screen.findByRole('heading', { name: 'Actualizar Audiencia' })).toBeInTheDocument();
    for (const name of ['Google', 'Facebook', 'TikTok', 'Salesforce', 'Talon.One', 'Criteo', 'Adobe'])
      expect(platformButton(name)).toBeDisabled();
    expect(platformButton('Adobe')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Dataset')).toBeDisabled();
    expect(screen.queryByTestId('form-prefix')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre de la audiencia'), '_vip');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/audiences/list?viewed=17'));
    expect(variables).toEqual({
      id: '17',
      input: {
        name: 'INCA_retail_compradores_vip',
        description: 'Compradores frecuentes',
        startDate: '2025-01-01',
        endDate: '2031-12-31',
        frequency: 'MONTHLY',
        updateDay: 5,
        recipients: ['ti@retail.demo'],
      },
    });
  });
});
