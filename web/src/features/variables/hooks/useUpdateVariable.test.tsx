import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VariableConfigInput } from '../../../__generated__/graphql.ts';
import { UPDATE_VARIABLE, VARIABLES_PAGE } from '../graphql/index.ts';
import { TYPES, variable } from './testFixtures.ts';
import { useUpdateVariable } from './useUpdateVariable.ts';
import { useVariables } from './useVariables.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
const { showError, showSuccess } = await import('../../../ui/toaster.ts');

const input: VariableConfigInput = {
  code: 'MONTO',
  name: 'Monto',
  description: '',
  typeId: '1',
  minRange: '0',
  maxRange: '100',
  range: true,
  data: [],
};
const page = (name: string) => ({
  request: { query: VARIABLES_PAGE },
  result: { data: { variables: [variable('7', 'MONTO', '1', { name })], variableTypes: TYPES } },
});
const update = (result: object) => ({ request: { query: UPDATE_VARIABLE, variables: { id: '7', input } }, ...result });
const wrap =
  (mocks: unknown[]) =>
  ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

beforeEach(() => vi.clearAllMocks());

describe('useUpdateVariable', () => {
  it('saves the configuration; the grid has reloaded when it says so', async () => {
    const saved = update({ result: { data: { updateVariable: variable('7', 'MONTO', '1', { name: 'Monto', range: true }) } } });
    const { result } = renderHook(() => ({ list: useVariables(), update: useUpdateVariable('7') }), {
      wrapper: wrap([page('Monto viejo'), saved, page('Monto')]),
    });
    await waitFor(() => expect(result.current.list.variables[0]?.name).toBe('Monto viejo'));
    await act(async () => expect(await result.current.update.update(input)).toBe(true));
    expect(showSuccess).toHaveBeenCalledWith('Se actualizó la variable.');
    expect(result.current.list.variables[0]?.name).toBe('Monto');
  });

  it("shows the service's reason and keeps the modal open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const taken = update({
      result: { errors: [new GraphQLError('Ya existe una variable con el código MONTO.', { extensions: { code: 'CONFLICT' } })] },
    });
    const { result } = renderHook(() => useUpdateVariable('7'), { wrapper: wrap([taken]) });
    await act(async () => expect(await result.current.update(input)).toBe(false));
    expect(showError).toHaveBeenCalledWith('Ya existe una variable con el código MONTO.');
    expect(showSuccess).not.toHaveBeenCalled();
  });
});
