import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_VARIABLE_ROW } from '../graphql/index.ts';
import { variable } from './testFixtures.ts';
import { useSaveVariableRow } from './useSaveVariableRow.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
const { showError, showSuccess } = await import('../../../ui/toaster.ts');

const input = { typeId: '1', required: true, hasObject: false };
const saved = vi.fn(() => ({ data: { saveVariableRow: variable('7', 'MONTO', '1', { required: true }) } }));
const mocks = [
  { request: { query: SAVE_VARIABLE_ROW, variables: { id: '7', input } }, result: saved },
  {
    request: { query: SAVE_VARIABLE_ROW, variables: { id: '7', input } },
    result: { errors: [new GraphQLError('El tipo de variable no existe.', { extensions: { code: 'BAD_USER_INPUT' } })] },
  },
];
const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

beforeEach(() => vi.clearAllMocks());

describe('useSaveVariableRow', () => {
  it('asks for a type before saving a row', async () => {
    const { result } = renderHook(() => useSaveVariableRow('7', 'MONTO'), { wrapper });
    await act(() => result.current.save({ typeId: '', required: false, hasObject: false }));
    expect(showError).toHaveBeenCalledWith('Seleccione el tipo de la variable.');
    expect(saved).not.toHaveBeenCalled();
  });

  it("saves the row's type, required and object, or shows the service's reason", async () => {
    const { result } = renderHook(() => useSaveVariableRow('7', 'MONTO'), { wrapper });
    await act(() => result.current.save(input));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(showSuccess).toHaveBeenCalledWith('Se guardó la fila.');
    await act(() => result.current.save(input));
    expect(showError).toHaveBeenCalledWith('El tipo de variable no existe.');
  });
});
