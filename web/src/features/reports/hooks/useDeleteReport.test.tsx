import { GraphQLError } from 'graphql';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { DELETE_REPORT } from '../graphql.ts';
import { reportListMock } from './reportMocks.ts';
import { useDeleteReport } from './useDeleteReport.ts';
import { useReportList } from './useReportList.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const render = (mocks: unknown[]) =>
  renderApolloHook(() => ({ list: useReportList('audience-management-campaign'), ...useDeleteReport() }), { mocks: mocks as never });

describe('useDeleteReport', () => {
  beforeEach(() => vi.clearAllMocks());

  it('deletes, says so and the report leaves the list', async () => {
    const { result } = render([
      reportListMock(['Ventas', 'Clientes']),
      { request: { query: DELETE_REPORT, variables: { id: '1' } }, result: { data: { deleteReport: true } } },
      reportListMock(['Clientes']),
    ]);
    await waitFor(() => expect(result.current.list.reports).toHaveLength(2));
    await act(async () => {
      expect(await result.current.deleteReport('1')).toBe(true);
    });
    expect(showSuccess).toHaveBeenCalledWith('El reporte se eliminó correctamente.');
    expect(result.current.list.reports?.map((r) => r.title)).toEqual(['Clientes']);
  });

  it('a refusal shows the service’s message and the list still reloads', async () => {
    const { result } = render([
      reportListMock(['Ventas']),
      {
        request: { query: DELETE_REPORT, variables: { id: '1' } },
        result: { errors: [new GraphQLError('El reporte ya no existe.', { extensions: { code: 'NOT_FOUND' } })] },
      },
      reportListMock([]),
    ]);
    await waitFor(() => expect(result.current.list.reports).toHaveLength(1));
    await act(async () => {
      expect(await result.current.deleteReport('1')).toBe(false);
    });
    expect(showError).toHaveBeenCalledWith('El reporte ya no existe.');
    expect(result.current.list.reports).toEqual([]);
  });
});
