import { GraphQLError } from 'graphql';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { UPDATE_REPORT } from '../graphql.ts';
import { reportListMock } from './reportMocks.ts';
import { useReportList } from './useReportList.ts';
import { useUpdateReport } from './useUpdateReport.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));

const input = {
  code: 'R1',
  title: 'Ventas 2026',
  type: 'INCA' as const,
  description: 'Ventas',
  allPermission: true,
  link: 'inca:performance',
  updateHours: ['06:00'],
  maintenance: false,
  organizations: [],
  module: 'audience-management-campaign',
};
const render = (mocks: unknown[]) =>
  renderApolloHook(() => ({ list: useReportList('audience-management-campaign'), ...useUpdateReport() }), { mocks: mocks as never });

describe('useUpdateReport', () => {
  beforeEach(() => vi.clearAllMocks());

  it('saves, says so and the list shows the new title', async () => {
    const { result } = render([
      reportListMock(['Ventas']),
      {
        request: { query: UPDATE_REPORT, variables: { id: '1', input } },
        result: { data: { updateReport: { __typename: 'Report', id: '1' } } },
      },
      reportListMock(['Ventas 2026']),
    ]);
    await waitFor(() => expect(result.current.list.reports?.[0]?.title).toBe('Ventas'));
    let outcome;
    await act(async () => {
      outcome = await result.current.updateReport('1', input);
    });
    expect(outcome).toBe('saved');
    expect(showSuccess).toHaveBeenCalledWith('El reporte se guardó correctamente.');
    expect(result.current.list.reports?.[0]?.title).toBe('Ventas 2026');
  });

  it('a refused input shows the service’s message and keeps the form open', async () => {
    const { result } = render([
      {
        request: { query: UPDATE_REPORT, variables: { id: '1', input } },
        result: {
          errors: [new GraphQLError('El enlace no es válido para el tipo de reporte.', { extensions: { code: 'BAD_USER_INPUT' } })],
        },
      },
    ]);
    let outcome;
    await act(async () => {
      outcome = await result.current.updateReport('1', input);
    });
    expect(outcome).toBe('refused');
    expect(showError).toHaveBeenCalledWith('El enlace no es válido para el tipo de reporte.');
  });

  it('a network failure gives the generic Spanish message', async () => {
    const { result } = render([{ request: { query: UPDATE_REPORT, variables: { id: '1', input } }, error: new Error('socket hang up') }]);
    let outcome;
    await act(async () => {
      outcome = await result.current.updateReport('1', input);
    });
    expect(outcome).toBe('failed');
    expect(showError).toHaveBeenCalledWith('No se pudo completar la operación. Intente nuevamente.');
  });
});
