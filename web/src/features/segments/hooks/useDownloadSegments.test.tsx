import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import { downloadSegments } from '../download.ts';
import { useDownloadSegments } from './useDownloadSegments.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
vi.mock('../download.ts', () => ({ downloadSegments: vi.fn() }));

const sort = { field: 'LAST_PROCESS_DATE' as const, order: 'DESC' as const };

describe('useDownloadSegments', () => {
  beforeEach(() => vi.clearAllMocks());

  it('reports progress while the file is built, then the count with thousands separators', async () => {
    let release: (count: number) => void = () => undefined;
    vi.mocked(downloadSegments).mockImplementation((_client, _filter, _sort, _with, onProgress) => {
      onProgress(0.5);
      return new Promise((resolve) => (release = resolve));
    });
    const { result } = renderApolloHook(() => useDownloadSegments({}, sort));
    expect(result.current.progress).toBeNull();
    let done: Promise<void> | undefined;
    act(() => {
      done = result.current.download(true);
    });
    expect(result.current.progress).toBe(0.5);
    expect(vi.mocked(downloadSegments).mock.calls[0]?.[3]).toBe(true);
    await act(async () => {
      release(1234);
      await done;
    });
    expect(showSuccess).toHaveBeenCalledWith('Se descargaron 1,234 segmentos.');
    expect(result.current.progress).toBeNull();
  });

  it('a failure is the spec’s toast and the progress ends', async () => {
    vi.mocked(downloadSegments).mockRejectedValue(new Error('boom'));
    const { result } = renderApolloHook(() => useDownloadSegments({}, sort));
    await act(async () => result.current.download(false));
    expect(showError).toHaveBeenCalledWith('No se pudo generar el archivo. Intente nuevamente.');
    expect(result.current.progress).toBeNull();
  });
});
