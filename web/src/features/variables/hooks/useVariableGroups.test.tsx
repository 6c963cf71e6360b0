import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VARIABLE_GROUPS } from '../graphql/index.ts';
import { useVariableGroups } from './useVariableGroups.ts';

const group = (id: string, name: string) => ({
  __typename: 'VariableGroup',
  id,
  name,
  priority: Number(id),
  createdTime: '2026-01-02T10:00:00Z',
  modifiedTime: '2026-01-03T10:00:00Z',
  variablesCount: 2,
});
const mocks = [
  {
    request: { query: VARIABLE_GROUPS, variables: { filter: null } },
    result: { data: { variableGroups: [group('1', 'Clientes'), group('2', 'Productos')] } },
  },
  {
    request: { query: VARIABLE_GROUPS, variables: { filter: { name: 'Prod', createdFrom: null, createdTo: null } } },
    result: { data: { variableGroups: [group('2', 'Productos')] } },
  },
  {
    request: { query: VARIABLE_GROUPS, variables: { filter: { name: 'x', createdFrom: null, createdTo: null } } },
    error: new Error('network'),
  },
];
const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

describe('useVariableGroups', () => {
  it('answers every group, or those the filter matches', async () => {
    const all = renderHook(() => useVariableGroups(null), { wrapper });
    expect(all.result.current.loading).toBe(true);
    await waitFor(() => expect(all.result.current.groups.map((g) => g.name)).toEqual(['Clientes', 'Productos']));
    const filtered = renderHook(() => useVariableGroups({ name: 'Prod', createdFrom: null, createdTo: null }), { wrapper });
    await waitFor(() => expect(filtered.result.current.groups.map((g) => g.name)).toEqual(['Productos']));
  });

  it('says the read failed', async () => {
    const { result } = renderHook(() => useVariableGroups({ name: 'x', createdFrom: null, createdTo: null }), { wrapper });
    await waitFor(() => expect(result.current.failed).toBe(true));
  });
});
