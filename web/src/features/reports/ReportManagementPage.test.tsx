import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ViewerContext, type ShellViewer } from '../../session/viewer.ts';
import { reportListMock } from './hooks/reportMocks.ts';
import { ReportManagementPage } from './ReportManagementPage.tsx';

const analyst: ShellViewer = {
  email: 'analyst@retail.demo',
  name: 'Ana Retail',
  roles: ['AUDIENCE_ANALYST'],
  isRetailAnalyst: true,
  seesCompanyColumn: true,
  company: { code: '022', name: 'Retail Andina S.A.', alias: 'Retail', domain: 'retail' },
};

const show = () =>
  render(
    <MockedProvider mocks={[reportListMock(['Ventas Omnicanal', 'Clientes', 'Cupones'])] as never}>
      <MemoryRouter initialEntries={['/reports']}>
        <ViewerContext.Provider value={analyst}>
          <ReportManagementPage />
        </ViewerContext.Provider>
      </MemoryRouter>
    </MockedProvider>,
  );
const titles = () =>
  within(screen.getByTestId('reports-table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.children[0]!.textContent!.trim());

describe('report management filter', () => {
  it('filters by title on Enter and shows every report again after Limpiar', async () => {
    show();
    await screen.findByTestId('reports-table');
    expect(titles()).toEqual(['Ventas Omnicanal', 'Clientes', 'Cupones']);
    await userEvent.type(screen.getByLabelText('Título'), ' omni {Enter}');
    expect(titles()).toEqual(['Ventas Omnicanal']);
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(screen.getByLabelText('Título')).toHaveValue('');
    expect(titles()).toEqual(['Ventas Omnicanal', 'Clientes', 'Cupones']);
  });

  it('asks for a title or a description in Spanish instead of filtering by nothing', async () => {
    show();
    await screen.findByTestId('reports-table');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ingrese un título o una descripción para filtrar.');
    expect(titles()).toHaveLength(3);
  });
});
