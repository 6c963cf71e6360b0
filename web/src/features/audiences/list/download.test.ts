import type { ApolloClient } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadError, downloadAudiences } from './download.ts';

vi.mock('../../../ui/saveFile.ts', () => ({ saveBlob: vi.fn() }));
const { saveBlob } = await import('../../../ui/saveFile.ts');

const LINK = '/signed-files/audience-management/abc';
const clientAnswering = () => {
  const mutate = vi.fn().mockResolvedValue({ data: { audienceListFileLink: { url: LINK } } });
  return { client: { mutate } as unknown as ApolloClient, mutate };
};

afterEach(() => vi.clearAllMocks());

describe('lista_audiencias.xlsx download', () => {
  it("asks the graph for a link with the list's filter and sort, saves the file and counts its audiences", async () => {
    const { client, mutate } = clientAnswering();
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response('xlsx', { headers: { 'x-total-count': '12345' } }));
    const filter = { name: 'verano', platforms: ['GADS' as const] };
    const sort = { field: 'STATUS_DATE' as const, order: 'ASC' as const };
    await expect(downloadAudiences(client, filter, sort, fetcher)).resolves.toBe(12345);
    expect(mutate).toHaveBeenCalledWith(expect.objectContaining({ variables: { filter, sort } }));
    expect(fetcher).toHaveBeenCalledWith(LINK);
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'lista_audiencias.xlsx');
  });

  it("a refused file says the service's reason, or its status when it gave none, and saves nothing", async () => {
    const { client } = clientAnswering();
    const refused = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(JSON.stringify({ message: 'El enlace del archivo expiró o no es válido.' }), { status: 410 }))
      .mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    const sort = { field: 'CREATED_DATE' as const, order: 'DESC' as const };
    await expect(downloadAudiences(client, {}, sort, refused)).rejects.toEqual(
      new DownloadError('El enlace del archivo expiró o no es válido.'),
    );
    await expect(downloadAudiences(client, {}, sort, refused)).rejects.toEqual(new DownloadError('HTTP 502'));
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
