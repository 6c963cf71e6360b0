import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataCatalogTags } from '@inca/warehouse/bigquery';
import { startDataCatalogFake, type RunningDataCatalogFake } from './fake.ts';

let running: RunningDataCatalogFake;
let tags: DataCatalogTags;
const table = (tableId: string) => ({ projectId: 'inca-warehouse', datasetId: 'retail', tableId });
const key = (tableId: string) => `inca-warehouse.retail.${tableId}`;

beforeAll(async () => {
  running = await startDataCatalogFake();
  tags = new DataCatalogTags({ endpoint: running.url, timeoutMs: 2_000 });
  const { fake } = running;
  fake.tag(table('compras'), 'gobierno_datos', {
    dominio: { stringValue: 'ventas' },
    nivel: { enumValue: { displayName: 'oro' } },
    filas_validadas: { doubleValue: 12 },
  });
  fake.tag(table('compras'), 'pii', { sensible: { stringValue: 'datos personales' } }, 'email');
  for (let i = 0; i < 105; i += 1) fake.tag(table('muchas_etiquetas'), 'campana', { nombre: { stringValue: `campana_${i}` } });
});
afterAll(async () => {
  await tags?.close();
  await running?.close();
});
afterEach(() => {
  running.fake.slow(0);
  running.fake.failNext('INTERNAL', 0);
  running.fake.requests.length = 0;
});

describe('the Data Catalog fake, read by the real client library', () => {
  it("answers a table's table-level labels (string and enum fields), not its column tags or numbers", async () => {
    const read = await tags.tagsOf([table('compras')]);
    expect(read.get(key('compras'))).toEqual(['ventas', 'oro']);
    // The client asked with the official shapes: a lookup by linked resource, then the entry's tags.
    expect(running.fake.requests[0]).toBe(
      'GET /v1/entries:lookup?linkedResource=//bigquery.googleapis.com/projects/inca-warehouse/datasets/retail/tables/compras',
    );
    expect(running.fake.requests[1]).toMatch(
      /^GET \/v1\/projects\/inca-warehouse\/locations\/us\/entryGroups\/%40bigquery\/entries\/[\w-]+\/tags\?pageSize=100$/,
    );
  });

  it('reads every page of a long tag list, and a table Data Catalog does not know has no tags', async () => {
    const read = await tags.tagsOf([table('muchas_etiquetas'), table('sin_entrada')]);
    expect(read.get(key('muchas_etiquetas'))).toHaveLength(105);
    expect(read.get(key('muchas_etiquetas'))?.at(-1)).toBe('campana_104');
    expect(running.fake.requests.filter((r) => r.includes('/tags?')).length).toBe(2);
    expect(read.get(key('sin_entrada'))).toEqual([]);
  });

  it('leaves the tables unread (undefined) when Data Catalog fails, and asks no more after the first failure', async () => {
    running.fake.failNext('UNAVAILABLE', 1);
    const read = await tags.tagsOf([table('compras'), table('muchas_etiquetas')]);
    expect(read.has(key('compras'))).toBe(true);
    expect(read.get(key('compras'))).toBeUndefined();
    expect(read.get(key('muchas_etiquetas'))).toBeUndefined();
    expect(running.fake.requests).toHaveLength(1);
  });

  it('gives up on a Data Catalog that does not answer within the timeout', async () => {
    running.fake.slow(1_500);
    const impatient = new DataCatalogTags({ endpoint: running.url, timeoutMs: 200 });
    const started = Date.now();
    const read = await impatient.tagsOf([table('compras'), table('muchas_etiquetas')]);
    expect(Date.now() - started).toBeLessThan(1_200);
    expect(read.get(key('compras'))).toBeUndefined();
    await impatient.close();
  });

  it('refuses requests outside the API shapes as Data Catalog does', async () => {
    const get = async (path: string) => {
      const response = await fetch(`${running.url}${path}`);
      return { status: response.status, body: (await response.json()) as { error?: { status: string } } };
    };
    const both = await get('/v1/entries:lookup?linkedResource=x&fullyQualifiedName=y');
    expect(both.status).toBe(400);
    expect(both.body.error?.status).toBe('INVALID_ARGUMENT');
    expect((await get('/v1/entries:lookup?linkedResource=//storage.googleapis.com/b/o')).status).toBe(400);
    const found = await get('/v1/entries:lookup?fullyQualifiedName=bigquery:inca-warehouse.retail.compras');
    expect(found.status).toBe(200);
    const entry = (found.body as unknown as { name: string }).name;
    expect((await get(`/v1/${entry}/tags?pageSize=-1`)).status).toBe(400);
    expect((await get(`/v1/${entry}/tags?pageToken=basura`)).status).toBe(400);
    const page = await get(`/v1/${entry}/tags?pageSize=1`);
    expect((page.body as unknown as { tags: unknown[]; nextPageToken: string }).tags).toHaveLength(1);
    expect((page.body as unknown as { nextPageToken: string }).nextPageToken).toBeTruthy();
  });
});
