import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_VARIABLE_OBJECT, VARIABLES_PAGE } from '../graphql/index.ts';
import { TYPES, variable } from './testFixtures.ts';
import { useSaveVariableObject } from './useSaveVariableObject.ts';
import { useVariables } from './useVariables.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
const { showError, showSuccess } = await import('../../../ui/toaster.ts');

const input = { objectName: 'inca.ventas.clientes', columnMatchName: 'rut', joinedColumns: [], columnParserScript: null, typeId: '1' };
const page = (objectSaved: boolean) => ({
  request: { query: VARIABLES_PAGE },
  result: { data: { variables: [variable('7', 'RUT', '1', { hasObject: true, objectSaved })], variableTypes: TYPES } },
});
const save = (result: object) => ({ request: { query: SAVE_VARIABLE_OBJECT, variables: { id: '7', input } }, ...result });
const wrap =
  (mocks: unknown[]) =>
  ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

beforeEach(() => vi.clearAllMocks());

describe('useSaveVariableObject', () => {
  it('saves the association; the grid then shows the object as saved', async () => {
    const saved = save({ result: { data: { saveVariableObject: variable('7', 'RUT', '1', { hasObject: true, objectSaved: true }) } } });
    const { result } = renderHook(() => ({ list: useVariables(), save: useSaveVariableObject('7', 'RUT') }), {
      wrapper: wrap([page(false), saved, page(true)]),
    });
    await waitFor(() => expect(result.current.list.variables).toHaveLength(1));
    await act(async () => expect(await result.current.save.save(input)).toBe(true));
    expect(showSuccess).toHaveBeenCalledWith('Se guardó la asociación del objeto.');
    expect(result.current.list.variables[0]?.objectSaved).toBe(true);
  });

  it('says error_processing when the service cannot be reached', async () => {
    const { result } = renderHook(() => useSaveVariableObject('7', 'RUT'), { wrapper: wrap([save({ error: new Error('network') })]) });
    await act(async () => expect(await result.current.save(input)).toBe(false));
    expect(showError).toHaveBeenCalledWith('Error al procesar la solicitud.');
  });
});
