import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ViewerContext, type ShellViewer } from '../../../session/viewer.ts';
import { AudienceListPage } from './AudienceListPage.tsx';
import { GraphQLError } from 'graphql';
import { AUDIENCE_LIST, AUDIENCE_LIST_OPTIONS, BULK_UPDATE_AUDIENCES, DELETE_AUDIENCE } from './graphql.ts';
import { dayAfter, todayInChile } from './bulkUpdate.ts';
import { AUDIENCE_PAGE_SIZE, DEFAULT_AUDIENCE_STATE, EMPTY_AUDIENCE_FILTER, toAudienceFilter } from './listState.ts';

const viewer = (seesCompanyColumn: boolean): ShellViewer => ({
  email: 'analyst@retail.demo',
  name: 'Ana Retail',
  roles: ['AUDIENCE_ANALYST'],
  isRetailAnalyst: seesCompanyColumn,
  seesCompanyColumn,
  company: { code: '022', name: 'Retail Andina S.A.', alias: 'Retail', domain: 'retail' },
});

const audience = (id: string, name: string) => ({
  __typename: 'Audience',
  id,
  name,
  description: 'Clientes',
  company: { __typename: 'Company', code: '022', name: 'Retail Andina S.A.', alias: 'Retail' },
  platform: { __typename: 'AdsPlatformInfo', code: 'GADS', name: 'Google Ads' },
  adsAccount: { __typename: 'AdsAccount', technicalName: 'retail_ads', businessName: 'Retail Ads' },
  frequency: 'WEEKLY',
  updateDay: 2,
  startDate: '2026-10-01',
  endDate: '2026-12-31',
  enabled: true,
  requested: false,
  toUpdate: false,
  status: {
    __typename: 'AudienceStatus',
    code: 'P_PUB',
    name: 'Publicado',
    description: 'Publicada en la plataforma',
    date: '2026-10-23T01:26:07.000Z',
  },
  statusColor: 'GREEN',
  matchCount: 9_500,
  createdDate: '2026-10-01T12:00:00Z',
  lastProcessDate: null,
  sourceFileRowCount: 12_000,
  canEdit: true,
  canDelete: true,
  canToggle: true,
  canResend: false,
  canUpdateFrequency: false,
  canBill: false,
  canSeeImages: false,
});

const page = (nodes: unknown[]) => ({
  data: { audiences: { __typename: 'AudiencePage', totalCount: nodes.length, page: 1, pageSize: AUDIENCE_PAGE_SIZE, nodes } },
});

const options = {
  request: { query: AUDIENCE_LIST_OPTIONS },
  result: {
    data: {
      audienceStates: [{ __typename: 'AudienceState', code: 'P_PUB', name: 'Publicado', description: '' }],
      audiencePlatforms: [{ __typename: 'AdsPlatformInfo', code: 'GADS', name: 'Google Ads' }],
      audienceFrequencies: [],
      viewer: { __typename: 'Viewer', email: 'analyst@retail.demo', accessibleCompanies: [] },
    },
  },
};

function renderAt(url: string, mocks: unknown[], seesCompanyColumn: boolean) {
  render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={[url]}>
        <ViewerContext.Provider value={viewer(seesCompanyColumn)}>
          <AudienceListPage />
        </ViewerContext.Provider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('audience list page', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens with the name filter prefilled by `default` and highlights the `viewed` row', async () => {
    const filter = toAudienceFilter({ ...EMPTY_AUDIENCE_FILTER, name: 'INCA_Retail verano' });
    expect(filter.name).toBe('INCA_Retail verano');
    const list = {
      request: { query: AUDIENCE_LIST, variables: { filter, sort: DEFAULT_AUDIENCE_STATE.sort, page: 1, pageSize: AUDIENCE_PAGE_SIZE } },
      result: page([audience('A1', 'INCA_Retail verano'), audience('A2', 'INCA_Retail verano 2')]),
    };
    renderAt('/audiences/list?default=INCA_Retail%20verano&viewed=A2', [list, options], true);
    const rows = await screen.findAllByTestId('audience-row');
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.classList.contains('inca-highlight')).map((r) => r.getAttribute('data-id'))).toEqual(['A2']);
    // The filter panel (loaded apart, with its form library) opens with the prefilled name.
    expect(await screen.findByLabelText('Nombre', undefined, { timeout: 5_000 })).toHaveValue('INCA_Retail verano');
    // Company column for admin, steward and retail analyst.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)[1]).toBe('Empresa');
    expect(within(rows[0]!).getByTestId('audience-status')).toHaveTextContent('Publicado');
  });

  it('has no company column for a viewer of one company; sorted by creation date, newest first', async () => {
    const list = {
      request: {
        query: AUDIENCE_LIST,
        variables: {
          filter: toAudienceFilter(EMPTY_AUDIENCE_FILTER),
          sort: { field: 'CREATED_DATE', order: 'DESC' },
          page: 1,
          pageSize: 10,
        },
      },
      result: page([audience('A1', 'INCA_Retail verano')]),
    };
    renderAt('/audiences/list', [list, options], false);
    const rows = await screen.findAllByTestId('audience-row');
    expect(rows).toHaveLength(1);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).not.toContain('Empresa');
    expect(screen.getAllByRole('columnheader').find((h) => h.textContent === 'Fecha de creación')).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('asks before deleting, and deletes only once confirmed', async () => {
    const variables = {
      filter: toAudienceFilter(EMPTY_AUDIENCE_FILTER),
      sort: DEFAULT_AUDIENCE_STATE.sort,
      page: 1,
      pageSize: AUDIENCE_PAGE_SIZE,
    };
    const deleted = vi.fn(() => ({
      data: { deleteAudience: { __typename: 'DeleteAudienceResult', id: 'A1', message: 'La audiencia se ha eliminado correctamente.' } },
    }));
    const mocks = [
      { request: { query: AUDIENCE_LIST, variables }, result: page([audience('A1', 'INCA_Retail verano')]) },
      { request: { query: AUDIENCE_LIST, variables }, result: page([]) },
      options,
      { request: { query: DELETE_AUDIENCE, variables: { id: 'A1' } }, result: deleted },
    ];
    renderAt('/audiences/list', mocks, false);
    await screen.findAllByTestId('audience-row');
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de INCA_Retail verano' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Está seguro de eliminar esta audiencia?');
    expect(within(dialog).getByTestId('confirm-audience-name')).toHaveTextContent('INCA_Retail verano');
    expect(deleted).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await vi.waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a requested audience cannot be ticked for the bulk update, and a refused update says the §8 message', async () => {
    const END_DATE = dayAfter(dayAfter(todayInChile()));
    const variables = {
      filter: toAudienceFilter(EMPTY_AUDIENCE_FILTER),
      sort: DEFAULT_AUDIENCE_STATE.sort,
      page: 1,
      pageSize: AUDIENCE_PAGE_SIZE,
    };
    const refused = vi.fn(() => ({
      errors: [
        new GraphQLError('Las audiencias solicitadas no se pueden editar, eliminar, activar ni desactivar.', {
          extensions: { code: 'FORBIDDEN' },
        }),
      ],
    }));
    const mocks = [
      {
        request: { query: AUDIENCE_LIST, variables },
        result: page([audience('A1', 'INCA_Retail verano'), { ...audience('A2', 'INCA_Retail pedida'), requested: true }]),
      },
      options,
      {
        request: {
          query: BULK_UPDATE_AUDIENCES,
          variables: { input: { ids: ['A1'], endDate: END_DATE, frequency: 'DAILY', updateDay: null } },
        },
        result: refused,
      },
    ];
    renderAt('/audiences/list', mocks, false);
    await screen.findAllByTestId('audience-row');
    expect(screen.getByRole('checkbox', { name: 'Seleccionar INCA_Retail pedida' })).toBeDisabled();
    // "Select the page" takes only the audiences that can be updated.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar las audiencias de esta página' }));
    expect(screen.getByRole('checkbox', { name: 'Seleccionar INCA_Retail verano' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar INCA_Retail pedida' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Actualización masiva (1)' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(await within(dialog).findByRole('combobox', { name: 'Fecha fin' }, { timeout: 5_000 }), END_DATE);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Diaria' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Actualizar' }));
    await vi.waitFor(() => expect(refused).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('No se ha podido actualizar las audiencias.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Las audiencias solicitadas no se pueden/)).toBeNull();
  });
});
