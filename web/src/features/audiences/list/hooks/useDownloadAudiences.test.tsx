import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook } from '../../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../../ui/toaster.ts';
import { DownloadError, downloadAudiences } from '../download.ts';
import { useDownloadAudiences } from './useDownloadAudiences.ts';

vi.mock('../../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
vi.mock('../download.ts', () => ({ DownloadError: class DownloadError extends Error {}, downloadAudiences: vi.fn() }));

const sort = { field: 'CREATED_DATE' as const, order: 'DESC' as const };
const download = async (result: { current: ReturnType<typeof useDownloadAudiences> }) => act(async () => result.current.download());

describe('useDownloadAudiences', () => {
  beforeEach(() => vi.clearAllMocks());

  it('is busy while the file downloads, then counts the audiences with thousands separators', async () => {
    let release: (n: number) => void = () => undefined;
    vi.mocked(downloadAudiences).mockReturnValue(new Promise((resolve) => (release = resolve)));
    const { result } = renderApolloHook(() => useDownloadAudiences({}, sort));
    let done: Promise<void> | undefined;
    act(() => {
      done = result.current.download();
    });
    expect(result.current.downloading).toBe(true);
    await act(async () => {
      release(12345);
      await done;
    });
    expect(showSuccess).toHaveBeenCalledWith('Se descargaron 12,345 audiencias.');
    expect(result.current.downloading).toBe(false);
  });

  it('a refusal of the service says why; a bare HTTP status or anything else gets the generic message', async () => {
    const { result } = renderApolloHook(() => useDownloadAudiences({}, sort));
    vi.mocked(downloadAudiences).mockRejectedValueOnce(new DownloadError('No tiene acceso a esa empresa.'));
    await download(result);
    expect(showError).toHaveBeenLastCalledWith('No tiene acceso a esa empresa.');
    vi.mocked(downloadAudiences).mockRejectedValueOnce(new DownloadError('HTTP 502'));
    await download(result);
    expect(showError).toHaveBeenLastCalledWith('No se pudo generar el archivo. Intente nuevamente.');
    vi.mocked(downloadAudiences).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await download(result);
    expect(showError).toHaveBeenLastCalledWith('No se pudo generar el archivo. Intente nuevamente.');
  });
});
