import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_VARIABLES, VARIABLES_PAGE } from '../graphql/index.ts';
import { TYPES, chosenFile, variable } from './testFixtures.ts';
import { useUploadVariables } from './useUploadVariables.ts';
import { useVariables } from './useVariables.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
const { showError, showSuccess } = await import('../../../ui/toaster.ts');

const csv = 'codigo_de_variable;nombre_de_variable\r\nREGION;Región\r\n';
const page = (codes: string[]) => ({
  request: { query: VARIABLES_PAGE },
  result: { data: { variables: codes.map((c, i) => variable(String(i + 1), c, null)), variableTypes: TYPES } },
});
const upload = (result: object) => ({ request: { query: UPLOAD_VARIABLES, variables: { csv } }, ...result });
const wrap =
  (mocks: unknown[]) =>
  ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks as never}>{children}</MockedProvider>;

beforeEach(() => vi.clearAllMocks());

describe('useUploadVariables', () => {
  it('needs a chosen .csv file', async () => {
    const { result } = renderHook(() => useUploadVariables(), { wrapper: wrap([]) });
    await act(() => result.current.upload(undefined));
    expect(showError).toHaveBeenLastCalledWith('Seleccione un archivo para cargar.');
    await act(() => result.current.upload(new File([csv], 'variables.xlsx')));
    expect(showError).toHaveBeenLastCalledWith('Solo se aceptan archivos .csv.');
  });

  it("shows the service's confirmation and the grid then lists the new variables", async () => {
    const created = upload({
      result: { data: { uploadVariables: { __typename: 'VariablesUploadResult', created: 1, message: 'Se crearon 1 variables.' } } },
    });
    const { result } = renderHook(() => ({ list: useVariables(), upload: useUploadVariables() }), {
      wrapper: wrap([page([]), created, page(['REGION'])]),
    });
    await waitFor(() => expect(result.current.list.loading).toBe(false));
    await act(() => result.current.upload.upload(chosenFile(csv, 'variables.csv')));
    expect(showSuccess).toHaveBeenCalledWith('Se crearon 1 variables.');
    expect(result.current.list.variables.map((v) => v.code)).toEqual(['REGION']);
  });

  it("shows the service's reason, or the unexpected-error message when it cannot be reached", async () => {
    const refused = upload({
      result: { errors: [new GraphQLError('Fila 2: el código ya existe.', { extensions: { code: 'BAD_USER_INPUT' } })] },
    });
    const down = upload({ error: new Error('network') });
    const { result } = renderHook(() => useUploadVariables(), { wrapper: wrap([refused, down]) });
    await act(() => result.current.upload(chosenFile(csv, 'variables.csv')));
    expect(showError).toHaveBeenLastCalledWith('Fila 2: el código ya existe.');
    await act(() => result.current.upload(chosenFile(csv, 'variables.csv')));
    expect(showError).toHaveBeenLastCalledWith('Ocurrió un error inesperado al cargar las variables.');
  });
});
