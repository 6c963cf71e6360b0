import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VARIABLE_DATA } from '../graphql/index.ts';
import { useVariableData } from './useVariableData.ts';

const rows = [
  { __typename: 'VariableDataRow', rowNumber: 1, key: '13', value: 'Metropolitana', parentKey: null },
  { __typename: 'VariableDataRow', rowNumber: 2, key: '5', value: 'Valparaíso', parentKey: null },
];
const wrapper = ({ children }: { children: ReactNode }) => (
  <MockedProvider
    mocks={
      [
        {
          request: { query: VARIABLE_DATA, variables: { id: '1' } },
          result: { data: { variable: { __typename: 'Variable', id: '1', allData: rows } } },
        },
      ] as never
    }
  >
    {children}
  </MockedProvider>
);

describe('useVariableData', () => {
  it("answers a selection variable's stored rows in order", async () => {
    const { result } = renderHook(() => useVariableData('1', { fresh: true }), { wrapper });
    expect(result.current.rows).toBeUndefined();
    await waitFor(() => expect(result.current.rows?.map((r) => `${r.key} · ${r.value}`)).toEqual(['13 · Metropolitana', '5 · Valparaíso']));
  });

  it('reads nothing without a variable (no parent chosen yet)', () => {
    const { result } = renderHook(() => useVariableData(''), { wrapper });
    expect(result.current).toEqual({ rows: undefined, loading: false });
  });
});
