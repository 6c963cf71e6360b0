import type { ReactNode } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileResponse, linkMock } from './testFixtures.ts';
import { fileNameOf, useCampaignFiles } from './useCampaignFiles.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
vi.mock('../../../ui/saveFile.ts', () => ({ saveBlob: vi.fn() }));
const { showError, showSuccess } = await import('../../../ui/toaster.ts');
const { saveBlob } = await import('../../../ui/saveFile.ts');

const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={[linkMock] as never}>{children}</MockedProvider>;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('useCampaignFiles', () => {
  it('downloads through the signed link under the name the service gives, and says so', async () => {
    fetchMock.mockResolvedValue(fileResponse('a;b', { disposition: "attachment; filename*=UTF-8''campa%C3%B1as.csv" }));
    const { result } = renderHook(() => useCampaignFiles(), { wrapper });
    await expect(result.current.download({ file: 'CAMPAIGNS_CSV' }, 'campaigns.csv')).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('http://files.test/signed');
    expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'campañas.csv');
    expect(showSuccess).toHaveBeenCalledWith('El archivo se descargó correctamente.');
  });

  it("shows the service's message when the file is refused", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'La campaña no existe.' }), { status: 404 }));
    const { result } = renderHook(() => useCampaignFiles(), { wrapper });
    await expect(result.current.download({ file: 'RULES_XLSX', campaignId: '9' }, 'rules.xlsx')).resolves.toBe(false);
    expect(showError).toHaveBeenCalledWith('La campaña no existe.');
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('posts an upload to its link with the file name and answers the response', async () => {
    fetchMock.mockResolvedValue(fileResponse('ok'));
    const { result } = renderHook(() => useCampaignFiles(), { wrapper });
    const response = await result.current.upload({ file: 'RULES_UPLOAD' }, new File(['x'], 'reglas.xlsx'));
    expect(response?.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledWith('http://files.test/signed', expect.objectContaining({ method: 'POST' }));
  });

  it('reads the file name of a Content-Disposition header, or falls back', () => {
    expect(fileNameOf('attachment; filename="historial.csv"', 'x.csv')).toBe('historial.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});
