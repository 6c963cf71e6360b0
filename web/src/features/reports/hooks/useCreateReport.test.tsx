import { GraphQLError } from 'graphql';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { CREATE_REPORT } from '../graphql.ts';
import { useCreateReport } from './useCreateReport.ts';
import { useReportList } from './useReportList.ts';
import { reportListMock } from './reportMocks.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const input = {
  code: 'ventas',
  title: 'Ventas',
  type: 'INCA' as const,
  description: 'Ventas del mes',
  allPermission: true,
  link: 'inca:performance',
  updateHours: ['06:00'],
  maintenance: false,
  organizations: [],
  module: 'audience-management-campaign',
};
const created = {
  request: { query: CREATE_REPORT, variables: { input } },
  result: { data: { createReport: { __typename: 'Report', id: '9' } } },
};
const refused = (code: string) => ({
  request: { query: CREATE_REPORT, variables: { input } },
  result: { errors: [new GraphQLError('Ya existe un reporte con ese código.', { extensions: { code } })] },
});
const render = (mocks: unknown[]) =>
  renderApolloHook(() => ({ list: useReportList('audience-management-campaign'), ...useCreateReport() }), { mocks: mocks as never });

describe('useCreateReport', () => {
  beforeEach(() => vi.clearAllMocks());

  it('creates, says so and shows the new report in the reloaded list', async () => {
    const { result } = render([reportListMock(['Clientes']), created, reportListMock(['Clientes', 'Ventas'])]);
    await waitFor(() => expect(result.current.list.reports).toHaveLength(1));
    let outcome;
    await act(async () => {
      outcome = await result.current.createReport(input);
    });
    expect(outcome).toBe('saved');
    expect(showSuccess).toHaveBeenCalledWith('El reporte se guardó correctamente.');
    expect(result.current.list.reports?.map((r) => r.title)).toEqual(['Clientes', 'Ventas']);
  });

  it('a refused input keeps the form open with the service’s message', async () => {
    const { result } = render([refused('CONFLICT')]);
    let outcome;
    await act(async () => {
      outcome = await result.current.createReport(input);
    });
    expect(outcome).toBe('refused');
    expect(showError).toHaveBeenCalledWith('Ya existe un reporte con ese código.');
  });

  it('any other failure closes the form (the list reloads)', async () => {
    const { result } = render([refused('INTERNAL_SERVER_ERROR')]);
    let outcome;
    await act(async () => {
      outcome = await result.current.createReport(input);
    });
    expect(outcome).toBe('failed');
  });
});
