import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROCESS_HISTORY } from '../graphql/index.ts';
import { useProcessHistory } from './useProcessHistory.ts';

const entry = (id: string, status: string) => ({
  __typename: 'ProcessHistoryEntry',
  id,
  rowNumber: Number(id),
  campaignId: '7',
  campaignCode: 'CAMP-7',
  sourceName: 'Carga de reglas',
  processName: 'Recomendación',
  status,
  finalMessage: status === 'error' ? 'Faltan reglas' : 'OK',
  startTime: '2026-11-20T10:00:00Z',
  endTime: '2026-11-20T10:05:00Z',
  uploadedRecords: 10,
  rejectedRecords: 0,
  totalRecords: 10,
  summary: [],
  hasResultFile: false,
});
const mocks = [
  {
    request: { query: PROCESS_HISTORY, variables: { filter: { campaignId: '7' }, page: 1 } },
    result: {
      data: { processHistory: { __typename: 'ProcessHistoryPage', totalCount: 11, nodes: [entry('1', 'success'), entry('2', 'error')] } },
    },
  },
  {
    request: { query: PROCESS_HISTORY, variables: { filter: { campaignId: '8' }, page: 1 } },
    result: { data: { processHistory: { __typename: 'ProcessHistoryPage', totalCount: 0, nodes: [] } } },
  },
];
const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

describe('useProcessHistory', () => {
  it("answers one campaign's processes and their total", async () => {
    const { result } = renderHook(() => useProcessHistory({ campaignId: '7' }, 1), { wrapper });
    expect(result.current.loaded).toBe(false);
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.rows.map((r) => [r.rowNumber, r.status])).toEqual([
      [1, 'success'],
      [2, 'error'],
    ]);
    expect(result.current.total).toBe(11);
  });

  it('tells an empty history (loaded, no rows) from one still loading', async () => {
    const { result } = renderHook(() => useProcessHistory({ campaignId: '8' }, 1), { wrapper });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.rows).toEqual([]);
  });
});
