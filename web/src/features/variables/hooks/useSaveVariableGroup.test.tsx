import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CREATE_VARIABLE_GROUP, UPDATE_VARIABLE_GROUP } from '../graphql/index.ts';
import { useSaveVariableGroup } from './useSaveVariableGroup.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
const { showError, showSuccess } = await import('../../../ui/toaster.ts');

const input = { name: 'Clientes', priority: '3', variableIds: ['5', '9'] };
const created = vi.fn(() => ({ data: { createVariableGroup: { __typename: 'VariableGroup', id: '12' } } }));
const updated = vi.fn(() => ({ data: { updateVariableGroup: { __typename: 'VariableGroup', id: '4' } } }));
const mocks = [
  { request: { query: CREATE_VARIABLE_GROUP, variables: { input } }, result: created },
  { request: { query: UPDATE_VARIABLE_GROUP, variables: { id: '4', input } }, result: updated },
  {
    request: { query: UPDATE_VARIABLE_GROUP, variables: { id: '4', input } },
    result: { errors: [new GraphQLError('Ya existe un grupo con esa prioridad.', { extensions: { code: 'CONFLICT' } })] },
  },
];
const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

beforeEach(() => vi.clearAllMocks());

describe('useSaveVariableGroup', () => {
  it('creates a new group (id 0) and says so', async () => {
    const { result } = renderHook(() => useSaveVariableGroup('0'), { wrapper });
    await act(async () => expect(await result.current.save(input)).toBe(true));
    expect(created).toHaveBeenCalledTimes(1);
    expect(updated).not.toHaveBeenCalled();
    expect(showSuccess).toHaveBeenCalledWith('El grupo de variables se guardó correctamente.');
  });

  it("updates an existing group, or shows the service's reason", async () => {
    const { result } = renderHook(() => useSaveVariableGroup('4'), { wrapper });
    await act(async () => expect(await result.current.save(input)).toBe(true));
    expect(updated).toHaveBeenCalledTimes(1);
    await act(async () => expect(await result.current.save(input)).toBe(false));
    expect(showError).toHaveBeenCalledWith('Ya existe un grupo con esa prioridad.');
  });
});
