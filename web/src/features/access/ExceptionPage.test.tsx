import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EXCEPTION_ACCESS, REQUESTABLE_SEGMENTS, TABLE_ACCESS_REQUESTS } from './graphql.ts';
import { ExceptionPage } from './ExceptionPage.tsx';

const tabsFor = (requests: boolean, configuration: boolean) => ({
  request: { query: EXCEPTION_ACCESS },
  result: { data: { exceptionAccess: { __typename: 'ExceptionAccess', requests, configuration, requestException: true } } },
});
const segments = {
  request: { query: REQUESTABLE_SEGMENTS, variables: { search: null } },
  result: { data: { requestableSegments: [], viewer: { __typename: 'Viewer', email: 'user@brand.demo', accessibleCompanies: [] } } },
};
const mine = {
  request: { query: TABLE_ACCESS_REQUESTS, variables: { filter: { status: null, mine: true }, page: 1 } },
  result: { data: { tableAccessRequests: { __typename: 'TableAccessRequestPage', total: 0, page: 1, pageSize: 10, items: [] } } },
};

const renderPage = (mocks: unknown[], path = '/segments/requests') =>
  render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter initialEntries={[path]}>
        <ExceptionPage />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('ExceptionPage tabs (§2.5, §6)', () => {
  it('a user who neither approves nor configures sees only Solicitar excepción, with their own table requests', async () => {
    renderPage([tabsFor(false, false), segments, mine], '/segments/requests?tab=configuration');
    expect(await screen.findByRole('tab', { name: 'Solicitar excepción' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Solicitudes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Configuración' })).not.toBeInTheDocument();
    expect(screen.getByTestId('new-request-form')).toBeInTheDocument();
    expect(await screen.findByText('No hay solicitudes de tablas')).toBeInTheDocument();
  });

  it('the audience admin sees the three tabs, Requests first', async () => {
    renderPage([tabsFor(true, true)]);
    expect(await screen.findByRole('tab', { name: 'Solicitudes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Solicitar excepción' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Configuración' })).toBeInTheDocument();
  });
});
