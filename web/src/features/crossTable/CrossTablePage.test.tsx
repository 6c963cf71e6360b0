import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ViewerContext, type ShellViewer } from '../../session/viewer.ts';
import { BUILDER_OPTIONS } from '../builder/graphql.ts';
import { CROSS_TABLE_SEGMENT, MY_TABLES, PREVIEW_CROSS_TABLE, SANDBOX_USE_CASES, STORED_TABLE, TABLE_STATUS } from './graphql.ts';
import { CrossTablePage } from './CrossTablePage.tsx';

const analyst: ShellViewer = {
  email: 'analyst@retail.demo',
  name: 'Ana Retail',
  roles: ['AUDIENCE_USER'],
  isRetailAnalyst: false,
  seesCompanyColumn: false,
  company: { code: '022', name: 'Retail Andina S.A.', alias: 'Retail', domain: 'retail.demo' },
};

const grant = (objectId: string, expired: boolean, permissionExpirationDate: string) => ({
  __typename: 'TableAccess',
  relativeResourceName: `projects/inca-warehouse/datasets/retail/tables/${objectId}`,
  domain: 'retail.demo',
  projectId: 'inca-warehouse',
  datasetId: 'retail',
  objectId,
  isView: false,
  description: `Tabla ${objectId}`,
  permissionExpirationDate,
  expired,
  numRows: 5400,
});

const tables = {
  request: { query: MY_TABLES },
  result: { data: { myTables: [grant('compras', false, '2031-06-30'), grant('fidelizacion', true, '2026-01-31')] } },
};
const options = {
  request: { query: BUILDER_OPTIONS },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        accessibleCompanies: [],
        company: { __typename: 'Company', code: '022', flags: { __typename: 'CompanyFlags', retailPurchasePrediction: false } },
      },
    },
  },
};
const preview = {
  __typename: 'SegmentPreview',
  previewId: 'pv-1',
  uniqueUsers: 5400,
  uniqueUsersWithContact: 4100,
  uniqueUsersWithAdvertising: 300,
  uniqueUsersWithContactRestricted: 4000,
  lowContactable: true,
  companyPercentages: [],
  contactRestrictedByCompany: [],
};
const previewOf = (objectId: string) => ({
  companyCode: '022',
  sandbox: false,
  relativeResourceName: `projects/inca-warehouse/datasets/retail/tables/${objectId}`,
});

function renderAt(path: string, mocks: readonly unknown[], mode: 'create' | 'view' = 'create') {
  return render(
    <MockedProvider mocks={mocks as never}>
      <ViewerContext.Provider value={analyst}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/segments/cross-table/new" element={<CrossTablePage mode="create" />} />
            <Route path="/segments/cross-table/:code/view" element={<CrossTablePage mode={mode} />} />
            <Route path="/segments/list" element={<p>lista</p>} />
            <Route path="/segments/productivize" element={<p>productivizar</p>} />
          </Routes>
        </MemoryRouter>
      </ViewerContext.Provider>
    </MockedProvider>,
  );
}

async function choose(name: string) {
  const input = await screen.findByPlaceholderText('Busque entre sus tablas y vistas…');
  await userEvent.click(input);
  const option = await screen.findByRole('option', { name: new RegExp(`^retail\\.${name}`) });
  // Blueprint listens on the option's inner element (a pointer lands there).
  await userEvent.click(within(option).getByText(`retail.${name}`));
}

// jsdom has no layout: the first invalid field is "scrolled" into view by a stub.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

describe('CrossTablePage (§2.3)', () => {
  it('shows the chosen table read-only facts and previews it; without a preview saving is refused', async () => {
    renderAt('/segments/cross-table/new', [
      tables,
      options,
      {
        request: { query: PREVIEW_CROSS_TABLE, variables: { input: previewOf('compras') } },
        result: { data: { previewCrossTable: preview } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La Vista es requerida')).toBeInTheDocument();
    await choose('compras');
    const facts = screen.getByTestId('table-facts');
    expect(within(facts).getByText('inca-warehouse')).toBeInTheDocument();
    expect(within(facts).getByTestId('table-expiry')).toHaveTextContent('2031-06-30');
    expect(within(facts).getByText('5,400')).toBeInTheDocument();
    expect(screen.queryByTestId('access-expired')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Nombre'));
    await userEvent.type(screen.getByLabelText('Nombre'), 'retail_compras');
    await userEvent.type(screen.getByLabelText('Descripción'), 'Clientes con compras');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByTestId('builder-problem')).toHaveTextContent(
      'Debe obtener la previsualización, presionando el botón de Pre Visualizar.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pre Visualizar' }));
    expect(await screen.findByTestId('count-unique')).toHaveTextContent('5,400');
  }, 30_000);

  it('an expired access shows the key icon, the preview is refused with the expiry message, and the key opens the request form', async () => {
    const refused = {
      request: { query: PREVIEW_CROSS_TABLE, variables: { input: previewOf('fidelizacion') } },
      result: {
        errors: [
          new GraphQLError('El acceso a la tabla ha expirado, debe volver a solicitar el acceso.', {
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        ],
      },
    };
    renderAt('/segments/cross-table/new', [tables, options, refused]);
    await choose('fidelizacion');
    const expired = await screen.findByTestId('access-expired');
    expect(expired).toHaveTextContent('El acceso a la tabla ha expirado, debe volver a solicitar el acceso.');
    await userEvent.click(screen.getByRole('button', { name: 'Pre Visualizar' }));
    expect(await screen.findByTestId('builder-problem')).toHaveTextContent(
      'El acceso a la tabla ha expirado, debe volver a solicitar el acceso.',
    );
    expect(screen.queryByTestId('count-unique')).not.toBeInTheDocument();
    await userEvent.click(within(expired).getByRole('button', { name: 'Volver a solicitar acceso' }));
    const form = await screen.findByTestId('table-request-form');
    expect(within(form).getByText('retail.fidelizacion')).toBeInTheDocument();
  }, 30_000);

  it('the refresh icon checks the chosen table and says why it cannot be used', async () => {
    const status = {
      request: { query: TABLE_STATUS, variables: { relativeResourceName: 'projects/inca-warehouse/datasets/retail/tables/compras' } },
      result: {
        data: {
          tableStatus: {
            __typename: 'TableStatusCheck',
            relativeResourceName: 'projects/inca-warehouse/datasets/retail/tables/compras',
            status: 'NOT_FOUND',
            message: '¡La tabla no existe o la cuenta de servicio no cuenta con acceso!',
            permissionExpirationDate: null,
            numRows: null,
          },
        },
      },
    };
    renderAt('/segments/cross-table/new', [tables, options, tables, status]);
    await choose('compras');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar la lista de tablas y vistas' }));
    expect(await screen.findByTestId('builder-problem')).toHaveTextContent(
      '¡La tabla no existe o la cuenta de servicio no cuenta con acceso!',
    );
  }, 30_000);

  it('view mode shows the stored table, counts and no Guardar', async () => {
    const segment = {
      request: { query: CROSS_TABLE_SEGMENT, variables: { code: 'SEG9' } },
      result: {
        data: {
          segment: {
            __typename: 'Segment',
            code: 'SEG9',
            name: 'INCA_Retail_compras',
            description: 'Clientes con compras',
            shared: false,
            requested: false,
            canEdit: true,
            ownerCompany: { __typename: 'Company', code: '022', name: 'Retail Andina S.A.', alias: 'Retail' },
            audiences: [],
            usedInMerges: [],
            definition: { __typename: 'SegmentDefinition', typeName: 'SEGMENT_CONTACT', preview },
            crossTable: {
              __typename: 'CrossTableDefinition',
              sandbox: false,
              relativeResourceName: 'projects/inca-warehouse/datasets/retail/tables/compras',
              projectId: 'inca-warehouse',
              datasetId: 'retail',
              tableId: 'compras',
              useCase: null,
              group: null,
              processDate: null,
              numRows: null,
            },
          },
        },
      },
    };
    const catalogue = {
      request: { query: STORED_TABLE, variables: { relativeResourceName: 'projects/inca-warehouse/datasets/retail/tables/compras' } },
      result: {
        data: {
          warehouseTable: {
            __typename: 'WarehouseTable',
            relativeResourceName: 'projects/inca-warehouse/datasets/retail/tables/compras',
            isView: false,
            description: 'Compras por cliente',
            numRows: 15357,
            access: 'ACTIVE',
            permissionExpirationDate: '2031-06-30',
          },
        },
      },
    };
    renderAt('/segments/cross-table/SEG9/view', [segment, options, catalogue], 'view');
    expect(await screen.findByRole('heading', { name: 'INCA_Retail_compras' })).toBeInTheDocument();
    expect(screen.getByTestId('table-facts')).toHaveTextContent('compras');
    expect(await screen.findByText('Compras por cliente')).toBeInTheDocument();
    expect(screen.getByTestId('table-expiry')).toHaveTextContent('2031-06-30');
    expect(await screen.findByTestId('count-unique')).toHaveTextContent('5,400');
    expect(screen.getByLabelText('Nombre')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Usar una agrupación de sandbox')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.getByText('lista')).toBeInTheDocument());
  }, 30_000);

  it('view mode of a sandbox segment shows its use case, group and row count', async () => {
    const segment = {
      request: { query: CROSS_TABLE_SEGMENT, variables: { code: 'SEG4' } },
      result: {
        data: {
          segment: {
            __typename: 'Segment',
            code: 'SEG4',
            name: 'INCA_Retail_propension',
            description: 'Grupo alto de propensión',
            shared: false,
            requested: false,
            canEdit: true,
            ownerCompany: { __typename: 'Company', code: '022', name: 'Retail Andina S.A.', alias: 'Retail' },
            audiences: [],
            usedInMerges: [],
            definition: { __typename: 'SegmentDefinition', typeName: 'SEGMENT_CONTACT', preview },
            crossTable: {
              __typename: 'CrossTableDefinition',
              sandbox: true,
              relativeResourceName: null,
              projectId: null,
              datasetId: null,
              tableId: null,
              useCase: 'propension_compra',
              group: 'alto',
              processDate: '2026-10-31',
              numRows: 12000,
            },
          },
        },
      },
    };
    const useCases = {
      request: { query: SANDBOX_USE_CASES, variables: { companyCode: '022' } },
      result: {
        data: {
          sandboxUseCases: [
            {
              __typename: 'SandboxUseCase',
              useCase: 'propension_compra',
              group: 'alto',
              processDate: '2026-10-31',
              numRows: 12345,
              companyCode: '022',
            },
            {
              __typename: 'SandboxUseCase',
              useCase: 'propension_compra',
              group: 'bajo',
              processDate: '2026-10-31',
              numRows: 999,
              companyCode: '022',
            },
          ],
        },
      },
    };
    renderAt('/segments/cross-table/SEG4/view', [segment, options, useCases], 'view');
    const facts = await screen.findByTestId('sandbox-facts');
    expect(facts).toHaveTextContent('propension_compra');
    expect(facts).toHaveTextContent('alto');
    await waitFor(() => expect(facts).toHaveTextContent('12,345'));
    expect(screen.queryByText('Su empresa no tiene casos de uso en el sandbox.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Productivizar' }));
    await waitFor(() => expect(screen.getByText('productivizar')).toBeInTheDocument());
  }, 30_000);

  it('the description counts its characters up to 200', async () => {
    renderAt('/segments/cross-table/new', [tables, options]);
    const description = await screen.findByLabelText('Descripción');
    expect(screen.getByText('0 / 200')).toBeInTheDocument();
    await userEvent.type(description, 'Clientes con compras');
    expect(screen.getByText('20 / 200')).toBeInTheDocument();
    expect(description).toHaveAttribute('maxLength', '200');
  }, 30_000);

  it('a viewer outside the owner company still sees the row count kept with the sandbox segment', async () => {
    const segment = {
      request: { query: CROSS_TABLE_SEGMENT, variables: { code: 'SEG5' } },
      result: {
        data: {
          segment: {
            __typename: 'Segment',
            code: 'SEG5',
            name: 'INCA_Retail_fuga',
            description: 'Riesgo alto de fuga',
            shared: true,
            requested: false,
            canEdit: false,
            ownerCompany: { __typename: 'Company', code: '011', name: 'Financiera S.A.', alias: 'Financiera' },
            audiences: [],
            usedInMerges: [],
            definition: { __typename: 'SegmentDefinition', typeName: 'SEGMENT_CONTACT', preview },
            crossTable: {
              __typename: 'CrossTableDefinition',
              sandbox: true,
              relativeResourceName: null,
              projectId: null,
              datasetId: null,
              tableId: null,
              useCase: 'fuga_clientes',
              group: 'riesgo_alto',
              processDate: '2026-09-15',
              numRows: 8765,
            },
          },
        },
      },
    };
    const refused = {
      request: { query: SANDBOX_USE_CASES, variables: { companyCode: '011' } },
      result: { errors: [new GraphQLError('No autorizado.', { extensions: { code: 'FORBIDDEN' } })] },
    };
    renderAt('/segments/cross-table/SEG5/view', [segment, options, refused], 'view');
    const facts = await screen.findByTestId('sandbox-facts');
    expect(facts).toHaveTextContent('fuga_clientes');
    expect(facts).toHaveTextContent('riesgo_alto');
    await waitFor(() => expect(facts).toHaveTextContent('8,765'));
    expect(screen.queryByText('Su empresa no tiene casos de uso en el sandbox.')).not.toBeInTheDocument();
  }, 30_000);
});
