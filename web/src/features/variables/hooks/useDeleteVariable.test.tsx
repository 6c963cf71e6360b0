import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DELETE_VARIABLE, VARIABLES_PAGE } from '../graphql/index.ts';
import { TYPES, variable } from './testFixtures.ts';
import { useDeleteVariable } from './useDeleteVariable.ts';
import { useVariables } from './useVariables.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
const { showError, showSuccess } = await import('../../../ui/toaster.ts');

const page = (codes: string[]) => ({
  request: { query: VARIABLES_PAGE },
  result: { data: { variables: codes.map((c, i) => variable(String(i + 1), c, null)), variableTypes: TYPES } },
});
const wrap =
  (mocks: unknown[]) =>
  ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

beforeEach(() => vi.clearAllMocks());

describe('useDeleteVariable', () => {
  it('deletes, says so, and the grid no longer lists the variable', async () => {
    const deleted = { request: { query: DELETE_VARIABLE, variables: { id: '2' } }, result: { data: { deleteVariable: true } } };
    const { result } = renderHook(() => ({ list: useVariables(), remove: useDeleteVariable() }), {
      wrapper: wrap([page(['REGION', 'COMUNA']), deleted, page(['REGION'])]),
    });
    await waitFor(() => expect(result.current.list.variables).toHaveLength(2));
    await act(async () => expect(await result.current.remove.remove('2')).toBe(true));
    expect(showSuccess).toHaveBeenCalledWith('Se eliminó correctamente.');
    expect(result.current.list.variables.map((v) => v.code)).toEqual(['REGION']);
  });

  it('shows why a variable cannot be deleted, or delete_error without a reason', async () => {
    const inGroup = {
      request: { query: DELETE_VARIABLE, variables: { id: '1' } },
      result: {
        errors: [
          new GraphQLError('La variable no se puede eliminar porque pertenece a los grupos: Clientes.', {
            extensions: { code: 'CONFLICT' },
          }),
        ],
      },
    };
    const down = { request: { query: DELETE_VARIABLE, variables: { id: '1' } }, error: new Error('network') };
    const { result } = renderHook(() => useDeleteVariable(), { wrapper: wrap([inGroup, down]) });
    await act(async () => expect(await result.current.remove('1')).toBe(false));
    expect(showError).toHaveBeenLastCalledWith('La variable no se puede eliminar porque pertenece a los grupos: Clientes.');
    await act(() => result.current.remove('1'));
    expect(showError).toHaveBeenLastCalledWith('No se pudo eliminar la variable.');
  });
});
