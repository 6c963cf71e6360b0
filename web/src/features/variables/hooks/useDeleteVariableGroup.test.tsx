import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DELETE_VARIABLE_GROUP, VARIABLE_GROUPS } from '../graphql/index.ts';
import { useDeleteVariableGroup } from './useDeleteVariableGroup.ts';
import { useVariableGroups } from './useVariableGroups.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
const { showError, showSuccess } = await import('../../../ui/toaster.ts');

const group = (id: string, name: string) => ({
  __typename: 'VariableGroup',
  id,
  name,
  priority: 1,
  createdTime: '2026-01-02T10:00:00Z',
  modifiedTime: null,
  variablesCount: 1,
});
const list = (names: string[]) => ({
  request: { query: VARIABLE_GROUPS, variables: { filter: null } },
  result: { data: { variableGroups: names.map((n, i) => group(String(i + 1), n)) } },
});
const wrap =
  (mocks: unknown[]) =>
  ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

beforeEach(() => vi.clearAllMocks());

describe('useDeleteVariableGroup', () => {
  it('deletes, says so, and the list no longer has the group', async () => {
    const deleted = { request: { query: DELETE_VARIABLE_GROUP, variables: { id: '2' } }, result: { data: { deleteVariableGroup: true } } };
    const { result } = renderHook(() => ({ list: useVariableGroups(null), remove: useDeleteVariableGroup() }), {
      wrapper: wrap([list(['Clientes', 'Productos']), deleted, list(['Clientes'])]),
    });
    await waitFor(() => expect(result.current.list.groups).toHaveLength(2));
    await act(() => result.current.remove.remove('2'));
    expect(showSuccess).toHaveBeenCalledWith('El grupo de variables se eliminó correctamente.');
    expect(result.current.list.groups.map((g) => g.name)).toEqual(['Clientes']);
  });

  it("shows the service's reason", async () => {
    const refused = {
      request: { query: DELETE_VARIABLE_GROUP, variables: { id: '1' } },
      result: { errors: [new GraphQLError('El grupo está asignado a campañas.', { extensions: { code: 'CONFLICT' } })] },
    };
    const { result } = renderHook(() => useDeleteVariableGroup(), { wrapper: wrap([refused]) });
    await act(() => result.current.remove('1'));
    expect(showError).toHaveBeenCalledWith('El grupo está asignado a campañas.');
  });
});
