import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VARIABLE_OBJECTS } from '../graphql/index.ts';
import { useVariableObjects } from './useVariableObjects.ts';

const objects = [
  {
    __typename: 'VariableObject',
    id: 'inca.ventas.clientes',
    projectId: 'inca',
    datasetId: 'ventas',
    tableId: 'clientes',
    columns: [
      { __typename: 'VariableObjectColumn', name: 'rut', type: 'STRING' },
      { __typename: 'VariableObjectColumn', name: 'edad', type: 'INTEGER' },
    ],
  },
];
const wrapper = ({ children }: { children: ReactNode }) => (
  <MockedProvider mocks={[{ request: { query: VARIABLE_OBJECTS }, result: { data: { variableObjects: objects } } }] as never}>
    {children}
  </MockedProvider>
);

describe('useVariableObjects', () => {
  it('answers the warehouse tables with their columns, loading until then', async () => {
    const { result } = renderHook(() => useVariableObjects(), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.objects.map((o) => [o.tableId, o.columns.map((c) => c.name)])).toEqual([['clientes', ['rut', 'edad']]]);
  });
});
