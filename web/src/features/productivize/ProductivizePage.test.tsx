import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ViewerContext, type ShellViewer } from '../../session/viewer.ts';
import { TABLE_SEARCH } from '../access/graphql.ts';
import { BUILDER_OPTIONS } from '../builder/graphql.ts';
import { PRODUCTIVIZE_USE_CASES, REQUEST_PRODUCTIVIZE, TABLE_ACCESS_TODAY } from './graphql.ts';
import { ProductivizePage } from './ProductivizePage.tsx';

const analyst: ShellViewer = {
  email: 'analyst@retail.demo',
  name: 'Ana Retail',
  roles: ['AUDIENCE_ANALYST'],
  isRetailAnalyst: true,
  seesCompanyColumn: false,
  company: { code: '022', name: 'Retail Andina S.A.', alias: 'Retail', domain: 'retail.demo' },
};

const ATTRIBUTES = ['customer_id', 'score_propension', 'grupo'];
const useCases = {
  request: { query: PRODUCTIVIZE_USE_CASES, variables: { companyCode: '022' } },
  result: {
    data: {
      sandboxUseCases: ['alto', 'bajo'].map((group) => ({
        __typename: 'SandboxUseCase',
        useCase: 'propension_compra',
        group,
        processDate: '2026-10-31',
        companyCode: '022',
        attributes: ATTRIBUTES,
      })),
    },
  },
};
const today = { request: { query: TABLE_ACCESS_TODAY }, result: { data: { tableAccessToday: '2026-12-08' } } };
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
const table = (tableId: string, fields: string[]) => ({
  __typename: 'WarehouseTable',
  relativeResourceName: `projects/inca-warehouse/datasets/retail/tables/${tableId}`,
  projectId: 'inca-warehouse',
  datasetId: 'retail',
  tableId,
  isView: false,
  domain: 'retail.demo',
  companyCode: '022',
  description: `Tabla ${tableId}`,
  tags: [],
  numRows: 1200,
  creationTime: '2026-01-01T00:00:00Z',
  access: 'NONE',
  permissionExpirationDate: null,
  fields: fields.map((name) => ({ __typename: 'TableField', name, type: 'STRING' })),
});
const search = {
  request: { query: TABLE_SEARCH, variables: { text: 'propension', domain: null, page: 1 } },
  result: {
    data: {
      tableSearch: {
        __typename: 'TableSearchPage',
        total: 2,
        page: 1,
        pageSize: 10,
        items: [
          { __typename: 'TableSearchItem', rank: 1, table: table('propension_parcial', ['customer_id', 'grupo']) },
          { __typename: 'TableSearchItem', rank: 2, table: table('propension_compra_resultado', ATTRIBUTES) },
        ],
      },
    },
  },
};
const request = (result: unknown) => ({
  request: {
    query: REQUEST_PRODUCTIVIZE,
    variables: {
      input: {
        relativeResourceName: 'projects/inca-warehouse/datasets/retail/tables/propension_compra_resultado',
        useCase: 'propension_compra',
        reason: 'Campaña permanente',
      },
    },
  },
  result,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(mocks: readonly unknown[]) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <ViewerContext.Provider value={analyst}>
        <MemoryRouter initialEntries={['/segments/productivize?company=022&useCase=propension_compra']}>
          <Routes>
            <Route path="/segments/productivize" element={<ProductivizePage />} />
            <Route path="/segments/requests" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </ViewerContext.Provider>
    </MockedProvider>,
  );
}

async function searchAndPick(tableId: string) {
  await userEvent.type(screen.getByLabelText('Buscar la tabla'), 'propension');
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  await userEvent.click(await screen.findByRole('button', { name: `Elegir retail.${tableId}` }));
}

describe('ProductivizePage (§5 productivize request)', () => {
  it('checks the table against the use case, confirms, files the request and goes to the table requests', async () => {
    renderPage([
      useCases,
      today,
      options,
      search,
      request({
        data: {
          requestProductivize: {
            __typename: 'TableAccessRequest',
            id: '91',
            kind: 'PRODUCTIVIZE',
            status: 'PENDING',
            untilDate: '2046-11-27',
            useCase: 'propension_compra',
          },
        },
      }),
    ]);
    expect(await screen.findByTestId('productivize-fields')).toHaveTextContent('score_propension');
    // The service's today decides the 20 years (its clock, not the browser's).
    await waitFor(() => expect(screen.getByTestId('productivize-until')).toHaveTextContent('2046-12-08'));

    await searchAndPick('propension_parcial');
    expect(screen.getByTestId('productivize-check')).toHaveTextContent('La tabla no tiene los mismos campos que el caso de uso.');
    expect(screen.getByTestId('productivize-check')).toHaveTextContent('Faltan: score_propension.');
    await userEvent.type(screen.getByLabelText('Motivo'), 'Campaña permanente');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar productivización' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Elegir retail.propension_compra_resultado' }));
    expect(screen.getByTestId('productivize-check')).toHaveTextContent('La tabla tiene todos los campos del caso de uso.');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar productivización' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      '¿Solicitar que el caso de uso propension_compra pase a producción con la tabla retail.propension_compra_resultado, con acceso hasta 2046-12-08?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, solicitar' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/segments/requests?tab=requests&list=tables'));
  });

  it("shows the service's refusal in Spanish and stays on the form", async () => {
    renderPage([
      useCases,
      options,
      search,
      request({
        errors: [new GraphQLError('La tabla no tiene los mismos campos que el caso de uso.', { extensions: { code: 'BAD_USER_INPUT' } })],
      }),
    ]);
    await screen.findByTestId('productivize-fields');
    await searchAndPick('propension_compra_resultado');
    await userEvent.type(screen.getByLabelText('Motivo'), 'Campaña permanente');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar productivización' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, solicitar' }));
    expect(await screen.findByTestId('productivize-problem')).toHaveTextContent('La tabla no tiene los mismos campos que el caso de uso.');
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('asks for the use case, the table and the reason before confirming', async () => {
    renderPage([useCases, options]);
    await screen.findByTestId('productivize-fields');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar productivización' }));
    expect(screen.getByText('Busque y elija la tabla con el resultado del caso de uso.')).toBeInTheDocument();
    expect(screen.getByText('Este campo es requerido')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
