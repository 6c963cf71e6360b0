import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileResponse, linkMock } from './testFixtures.ts';
import { useUploadRulesSheet } from './useUploadRulesSheet.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
vi.mock('../../../ui/saveFile.ts', () => ({ saveBlob: vi.fn() }));
const { showError, showInfo, showSuccess } = await import('../../../ui/toaster.ts');
const { saveBlob } = await import('../../../ui/saveFile.ts');

const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={[linkMock] as never}>{children}</MockedProvider>;
const fetchMock = vi.fn<typeof fetch>();
const xlsx = (name = 'reglas.xlsx') => new File(['x'], name);

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('useUploadRulesSheet', () => {
  it('takes one .xlsx file only', async () => {
    const { result } = renderHook(() => useUploadRulesSheet(() => undefined), { wrapper });
    await act(() => result.current.upload([xlsx(), xlsx('b.xlsx')]));
    expect(showError).toHaveBeenLastCalledWith('Seleccione un solo archivo.');
    await act(() => result.current.upload([xlsx('reglas.csv')]));
    expect(showError).toHaveBeenLastCalledWith('Solo se aceptan archivos .xlsx.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('downloads the result file whatever the outcome, says how it went and reloads the list', async () => {
    const onUploaded = vi.fn();
    const { result } = renderHook(() => useUploadRulesSheet(onUploaded), { wrapper });
    fetchMock.mockResolvedValueOnce(fileResponse('fila;resultado', { disposition: 'attachment; filename="resultado.csv"' }));
    await act(() => result.current.upload([xlsx()]));
    expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'resultado.csv');
    expect(showSuccess).toHaveBeenCalledWith('La carga de reglas terminó correctamente. Revise el archivo de resultado descargado.');
    fetchMock.mockResolvedValueOnce(fileResponse('fila;resultado', { status: 400 }));
    await act(() => result.current.upload([xlsx()]));
    expect(saveBlob).toHaveBeenCalledTimes(2);
    expect(showInfo).toHaveBeenCalledWith('La carga terminó con errores. Revise el archivo de resultado descargado.');
    expect(onUploaded).toHaveBeenCalledTimes(2);
    expect(result.current.uploading).toBe(false);
  });

  it("shows the service's reason when it answers no result file", async () => {
    const onUploaded = vi.fn();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'No se pudo leer el archivo.' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { result } = renderHook(() => useUploadRulesSheet(onUploaded), { wrapper });
    await act(() => result.current.upload([xlsx()]));
    expect(showError).toHaveBeenCalledWith('No se pudo leer el archivo.');
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
