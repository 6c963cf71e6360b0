import { GraphQLError } from 'graphql';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { showError } from '../../../ui/toaster.ts';
import { AUDIENCE_IMAGE_DOWNLOAD_LINK, useDownloadImage } from './useDownloadImage.ts';

vi.mock('../../../ui/toaster.ts', () => ({ showError: vi.fn(), showSuccess: vi.fn(), showWarning: vi.fn(), showInfo: vi.fn() }));
vi.mock('../../../ui/saveFile.ts', () => ({ saveBlob: vi.fn() }));
const { saveBlob } = await import('../../../ui/saveFile.ts');

const LINK = '/signed-files/audience-images/abc';
const ask = { request: { query: AUDIENCE_IMAGE_DOWNLOAD_LINK, variables: { imageId: '5' } } };
const linked = { ...ask, result: { data: { audienceImageDownloadLink: { __typename: 'FileLink', url: LINK } } } };
const image = { id: '5', audienceId: '77' };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('useDownloadImage', () => {
  it('saves the image under the name the service gives, through a signed link', async () => {
    fetchMock.mockResolvedValue(new Response('png', { headers: { 'content-disposition': 'attachment; filename="imagen_77_5.png"' } }));
    const { result } = renderApolloHook(() => useDownloadImage(), { mocks: [linked] });
    await act(async () => {
      expect(await result.current.download(image)).toBe(true);
    });
    expect(fetchMock).toHaveBeenCalledWith(LINK);
    expect(saveBlob).toHaveBeenCalledWith(expect.anything(), 'imagen_77_5.png');
    expect(showError).not.toHaveBeenCalled();
  });

  it("a refusal shows the graph's or the service's message; anything else the generic one, and nothing is saved", async () => {
    fetchMock
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'El enlace del archivo expiró o no es válido.' }), { status: 410 }))
      .mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    const { result } = renderApolloHook(() => useDownloadImage(), {
      mocks: [{ ...ask, result: { errors: [new GraphQLError('La imagen no existe.')] } }, linked, linked],
    });
    for (const expected of ['La imagen no existe.', 'El enlace del archivo expiró o no es válido.', 'No se pudo descargar la imagen.']) {
      await act(async () => {
        expect(await result.current.download(image)).toBe(false);
      });
      expect(showError).toHaveBeenLastCalledWith(expected);
    }
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
