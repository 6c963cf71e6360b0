import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadSignedFile, fileNameOf, FileLinkError, uploadToSignedLink } from './files.ts';

vi.mock('./saveFile.ts', () => ({ saveBlob: vi.fn() }));
const { saveBlob } = await import('./saveFile.ts');

afterEach(() => vi.clearAllMocks());

describe('signed file links in the browser', () => {
  it('a download fetches the link with no credentials of its own and saves under the served name', async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        new Response('a;b', { headers: { 'content-disposition': "attachment; filename*=UTF-8''campa%C3%B1as.csv", 'x-total-count': '3' } }),
      );
    const headers = await downloadSignedFile('/signed-files/campaign-management/abc', 'x.csv', fetcher);
    expect(fetcher).toHaveBeenCalledWith('/signed-files/campaign-management/abc');
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'campañas.csv');
    expect(headers.get('x-total-count')).toBe('3');
  });

  it("a refused download says the service's message, or only its status, and saves nothing", async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'La campaña no existe.' }), { status: 404 }))
      .mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(downloadSignedFile('/l', 'x', fetcher)).rejects.toEqual(new FileLinkError('La campaña no existe.', 404, true));
    const bare = await downloadSignedFile('/l', 'x', fetcher).catch((error: unknown) => error);
    expect(bare).toBeInstanceOf(FileLinkError);
    expect([(bare as FileLinkError).message, (bare as FileLinkError).fromService]).toEqual(['HTTP 502', false]);
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it("an upload posts the file's bytes to the link", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response('ok'));
    const file = new Blob(['bytes']);
    expect((await uploadToSignedLink('/signed-files/audience-images/abc', file, fetcher)).status).toBe(200);
    expect(fetcher).toHaveBeenCalledWith('/signed-files/audience-images/abc', expect.objectContaining({ method: 'POST', body: file }));
  });

  it('reads the file name of a Content-Disposition header, or falls back', () => {
    expect(fileNameOf('attachment; filename="historial.csv"', 'x.csv')).toBe('historial.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});
