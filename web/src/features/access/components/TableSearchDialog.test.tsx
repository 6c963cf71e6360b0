import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_TABLE_ACCESS, TABLE_SEARCH, TABLE_SEARCH_DOMAINS } from '../graphql.ts';
import { TableSearchDialog } from './TableSearchDialog.tsx';

const domains = {
  request: { query: TABLE_SEARCH_DOMAINS },
  result: {
    data: { tableSearchDomains: [{ __typename: 'TableDomain', domain: 'retail.demo', companyCode: '022', label: 'Retail (retail.demo)' }] },
  },
};

const table = (tableId: string, access: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'WarehouseTable',
  relativeResourceName: `projects/inca-warehouse/datasets/retail/tables/${tableId}`,
  projectId: 'inca-warehouse',
  datasetId: 'retail',
  tableId,
  isView: tableId.endsWith('_vw'),
  domain: 'retail.demo',
  companyCode: '022',
  description: `Tabla ${tableId}`,
  tags: ['compras'],
  numRows: 125000,
  creationTime: '2026-01-05T12:00:00.000Z',
  access,
  permissionExpirationDate: null,
  fields: [{ __typename: 'WarehouseField', name: 'customer_id', type: 'BIGINT' }],
  ...extra,
});

const search = {
  request: { query: TABLE_SEARCH, variables: { text: 'compras', domain: 'retail.demo', page: 1 } },
  result: {
    data: {
      tableSearch: {
        __typename: 'TableSearchPage',
        total: 3,
        page: 1,
        pageSize: 10,
        items: [
          { __typename: 'TableSearchResult', rank: 3, table: table('compras', 'NONE') },
          {
            __typename: 'TableSearchResult',
            rank: 2,
            table: table('compras_por_tienda_vw', 'ACTIVE', { permissionExpirationDate: '2031-12-31' }),
          },
          { __typename: 'TableSearchResult', rank: 1, table: table('compras_online', 'PENDING') },
        ],
      },
    },
  },
};

async function typeDate(label: string, value: string) {
  await waitFor(() => expect(screen.getByLabelText(label)).not.toHaveAttribute('readonly'), { timeout: 5_000 });
  await userEvent.type(screen.getByLabelText(label), `${value}{Enter}`);
}

describe('Solicitar Acceso (§2.4)', () => {
  it('asks for a text and for three letters before searching', async () => {
    render(
      <MockedProvider mocks={[domains]}>
        <TableSearchDialog onClose={() => undefined} />
      </MockedProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Ingrese un texto a buscar.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Texto a buscar'), 'co');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Ingrese al menos 3 letras.')).toBeInTheDocument();
    expect(screen.queryByTestId('table-results')).not.toBeInTheDocument();
  });

  it('counts the results in the right number: "3 resultados", "1 resultado"', async () => {
    const one = {
      request: { query: TABLE_SEARCH, variables: { text: 'compras', domain: 'retail.demo', page: 1 } },
      result: {
        data: { tableSearch: { ...search.result.data.tableSearch, total: 1, items: search.result.data.tableSearch.items.slice(0, 1) } },
      },
    };
    for (const [mock, count] of [
      [search, '3 resultados'],
      [one, '1 resultado'],
    ] as const) {
      const { unmount } = render(
        <MockedProvider mocks={[domains, mock]}>
          <TableSearchDialog onClose={() => undefined} />
        </MockedProvider>,
      );
      await waitFor(() => expect(screen.getByLabelText('Dominio')).toHaveValue('retail.demo'));
      await userEvent.type(screen.getByLabelText('Texto a buscar'), 'compras');
      await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
      expect(await screen.findByText(count)).toBeInTheDocument();
      unmount();
    }
  }, 30_000);

  it('lists ranked results with their access, and requests one: until date and reason, then closes', async () => {
    const onClose = vi.fn();
    const onRequested = vi.fn();
    const request = {
      request: {
        query: REQUEST_TABLE_ACCESS,
        variables: {
          input: {
            relativeResourceName: 'projects/inca-warehouse/datasets/retail/tables/compras',
            untilDate: '2031-05-31',
            reason: 'Campaña de invierno',
          },
        },
      },
      result: {
        data: {
          requestTableAccess: {
            __typename: 'TableAccessRequest',
            id: '9',
            status: 'PENDING',
            untilDate: '2031-05-31',
            table: {
              __typename: 'WarehouseTable',
              relativeResourceName: 'projects/inca-warehouse/datasets/retail/tables/compras',
              access: 'PENDING',
            },
          },
        },
      },
    };
    render(
      <MockedProvider mocks={[domains, search, request]}>
        <TableSearchDialog onClose={onClose} onRequested={onRequested} />
      </MockedProvider>,
    );
    await waitFor(() => expect(screen.getByLabelText('Dominio')).toHaveValue('retail.demo'));
    await userEvent.type(screen.getByLabelText('Texto a buscar'), 'compras');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const results = await screen.findAllByTestId('table-result');
    expect(results.map((r) => within(r).getByText(/^retail\./).textContent)).toEqual([
      'retail.compras',
      'retail.compras_por_tienda_vw',
      'retail.compras_online',
    ]);
    expect(within(results[1]!).getByText('Acceso vigente hasta 2031-12-31')).toBeInTheDocument();
    expect(within(results[1]!).getByRole('button', { name: /Solicitar acceso/ })).toBeDisabled();
    expect(within(results[2]!).getByText('Solicitud pendiente')).toBeInTheDocument();
    expect(within(results[2]!).getByRole('button', { name: /Solicitar acceso/ })).toBeDisabled();

    await userEvent.click(within(results[0]!).getByRole('button', { name: 'Solicitar acceso a retail.compras' }));
    const form = await screen.findByTestId('table-request-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(form).findAllByText('Este campo es requerido')).toHaveLength(2);
    await typeDate('Acceso hasta', '2031-05-31');
    await userEvent.type(within(form).getByLabelText('Motivo'), 'Campaña de invierno');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onRequested).toHaveBeenCalledWith('projects/inca-warehouse/datasets/retail/tables/compras');
  }, 30_000);

  it('a refused request keeps the form open with the service message', async () => {
    const target = {
      relativeResourceName: 'projects/inca-warehouse/datasets/retail/tables/fidelizacion',
      projectId: 'inca-warehouse',
      datasetId: 'retail',
      tableId: 'fidelizacion',
      isView: false,
    };
    const refused = {
      request: {
        query: REQUEST_TABLE_ACCESS,
        variables: { input: { relativeResourceName: target.relativeResourceName, untilDate: '2031-05-31', reason: 'Renovar' } },
      },
      result: { errors: [new GraphQLError('Ya existe una solicitud pendiente para esta tabla.', { extensions: { code: 'CONFLICT' } })] },
    };
    const onClose = vi.fn();
    render(
      <MockedProvider mocks={[refused]}>
        <TableSearchDialog onClose={onClose} target={target} />
      </MockedProvider>,
    );
    // Opened from the key icon: straight at the form, no way back to a search.
    expect(screen.getByText('retail.fidelizacion')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volver a los resultados' })).not.toBeInTheDocument();
    await typeDate('Acceso hasta', '2031-05-31');
    await userEvent.type(screen.getByLabelText('Motivo'), 'Renovar');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByTestId('request-problem')).toHaveTextContent('Ya existe una solicitud pendiente para esta tabla.');
    expect(onClose).not.toHaveBeenCalled();
  }, 30_000);
});
