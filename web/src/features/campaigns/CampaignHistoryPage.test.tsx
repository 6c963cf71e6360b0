import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CampaignHistoryPage } from './CampaignHistoryPage.tsx';
import { PROCESS_HISTORY } from './graphql/index.ts';

const entry = (id: string, processName: string) => ({
  __typename: 'ProcessHistoryEntry',
  id,
  rowNumber: Number(id),
  campaignId: '7',
  campaignCode: 'CAMP-7',
  sourceName: 'Carga de reglas',
  processName,
  status: 'success',
  finalMessage: 'OK',
  startTime: '2026-11-20T10:00:00Z',
  endTime: '2026-11-20T10:05:00Z',
  uploadedRecords: 10,
  rejectedRecords: 0,
  totalRecords: 10,
  summary: [],
  hasResultFile: false,
});
const page = (filter: object, nodes: ReturnType<typeof entry>[]) => ({
  request: { query: PROCESS_HISTORY, variables: { filter, page: 1 } },
  result: { data: { processHistory: { __typename: 'ProcessHistoryPage', totalCount: nodes.length, nodes } } },
  maxUsageCount: 5,
});
const mocks = [
  page({}, [entry('1', 'Recomendación'), entry('2', 'Carga masiva')]),
  page({ processName: 'Carga' }, [entry('2', 'Carga masiva')]),
];
const processes = () =>
  within(screen.getByTestId('history-table'))
    .getAllByTestId('history-row')
    .map((r) => r.children[2]!.firstChild?.textContent);

describe('process history filter', () => {
  it('applies the process name on Enter, keeps it while the panel is closed and shows everything again after Limpiar', async () => {
    render(
      <MockedProvider mocks={mocks as never}>
        <MemoryRouter initialEntries={['/campaigns/history']}>
          <CampaignHistoryPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    await waitFor(() => expect(processes()).toEqual(['Recomendación', 'Carga masiva']));
    await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    await userEvent.type(await screen.findByLabelText('Nombre del proceso'), ' Carga {Enter}');
    await waitFor(() => expect(processes()).toEqual(['Carga masiva']));
    await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    expect(await screen.findByLabelText('Nombre del proceso')).toHaveValue(' Carga ');
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(screen.getByLabelText('Nombre del proceso')).toHaveValue('');
    await waitFor(() => expect(processes()).toEqual(['Recomendación', 'Carga masiva']));
  });
});
