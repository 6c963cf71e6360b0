import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { READ_VARIABLE_DATA_CSV } from '../graphql/index.ts';
import type { DataRow } from '../schemas/variableConfig.ts';
import { chosenFile } from './testFixtures.ts';
import { useReadVariableDataCsv } from './useReadVariableDataCsv.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
const { showError, showSuccess, showWarning } = await import('../../../ui/toaster.ts');

const csv = 'codigo,valor,codigo_padre\r\n101,Providencia,13\r\n';
const read = (result: object) => ({ request: { query: READ_VARIABLE_DATA_CSV, variables: { csv, withParent: true } }, ...result });
const answer = read({
  result: {
    data: {
      readVariableDataCsv: {
        __typename: 'VariableDataCsvResult',
        rows: [{ __typename: 'VariableDataRow', key: '101', value: 'Providencia', parentKey: '13' }],
        skipped: [{ __typename: 'CsvRowProblem', row: 4, message: 'Fila 4: el código supera los 20 caracteres.' }],
      },
    },
  },
});
const refused = read({
  result: {
    errors: [new GraphQLError('El archivo CSV debe contener las columnas "codigo" y "valor".', { extensions: { code: 'BAD_USER_INPUT' } })],
  },
});
const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={[answer, refused] as never}>{children}</MockedProvider>;

beforeEach(() => vi.clearAllMocks());

describe('useReadVariableDataCsv', () => {
  it('answers the rows read, lists the skipped ones with their row number and says how many were added', async () => {
    const { result } = renderHook(() => useReadVariableDataCsv(), { wrapper });
    let rows: DataRow[] | undefined;
    await act(async () => {
      rows = await result.current.read(chosenFile(csv, 'comunas.csv'), true);
    });
    expect(rows).toEqual([{ key: '101', value: 'Providencia', parentKey: '13' }]);
    expect(showWarning).toHaveBeenCalledWith('Se omitió 1 fila del archivo:', ['Fila 4: el código supera los 20 caracteres.']);
    expect(showSuccess).toHaveBeenCalledWith('Se agregó 1 registro desde el archivo.');
  });

  it("takes a .csv only, and shows the service's reason for a file it cannot read", async () => {
    const { result } = renderHook(() => useReadVariableDataCsv(), { wrapper });
    await act(async () => expect(await result.current.read(chosenFile(csv, 'comunas.txt'), true)).toBeUndefined());
    expect(showError).toHaveBeenLastCalledWith('Solo se aceptan archivos .csv.');
    await act(() => result.current.read(chosenFile(csv, 'comunas.csv'), true));
    await act(async () => expect(await result.current.read(chosenFile(csv, 'comunas.csv'), true)).toBeUndefined());
    expect(showError).toHaveBeenLastCalledWith('El archivo CSV debe contener las columnas "codigo" y "valor".');
  });
});
