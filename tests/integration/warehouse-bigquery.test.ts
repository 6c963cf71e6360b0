import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createTokenVerifier } from '@inca/auth';
import { startService, type RunningService } from '@inca/service-kit';
import { startBigQueryFake, type RunningBigQueryFake } from '@inca/simulators/bigquery';
import { startDataCatalogFake, type RunningDataCatalogFake } from '@inca/simulators/datacatalog';
import { audienceManagement } from '@inca/svc-audience-management';
import { tableAccess } from '@inca/svc-table-access';
import { Warehouse, ensureWarehouseObjects } from '@inca/warehouse';
import { login, rest } from '../src/client.ts';

/**
 * audience-management started with WAREHOUSE=bigquery (its BigQuery settings pointing at the local
 * fake of the REST API, which answers from a DuckDB warehouse of the test platform's size): the
 * segment builder's previews run as BigQuery jobs labelled with the company, and count what the
 * test platform (on the embedded DuckDB) counts for the same selection. table-access mirrors the
 * catalogue from BigQuery with the tags of the local fake of Data Catalog. Neither ever opens the
 * DuckDB file they are given.
 */
let duck: Warehouse;
let fake: RunningBigQueryFake;
let service: RunningService;
let token: string;
let ids: Record<string, number> = {};
const publishing = process.env.PUBLISHING;
/** The DuckDB file both services are given: WAREHOUSE=bigquery must never open (create) it. */
const duckFile = path.join(os.tmpdir(), `inca-bigquery-${process.pid}-${Date.now()}.duckdb`);

beforeAll(async () => {
  duck = await Warehouse.open({ size: 20_000 });
  await ensureWarehouseObjects(duck);
  fake = await startBigQueryFake({ warehouse: duck });
  process.env.PUBLISHING = 'off';
  service = await startService(audienceManagement, {
    databaseUrl: inject('databaseUrl'),
    port: 0,
    host: '127.0.0.1',
    verifyToken: createTokenVerifier({ jwks: `${inject('gatewayUrl')}/.well-known/jwks.json` }),
    seedDemo: false,
    directoryUrl: inject('serviceUrls')['audience-management']!,
    poolSize: 3,
    warehouse: {
      file: duckFile,
      size: 20_000,
      bigquery: {
        projectId: 'inca-warehouse',
        location: 'southamerica-west1',
        dataset: 'warehouse',
        apiEndpoint: fake.url,
        maximumBytesBilled: 50_000_000,
      },
    },
  });
  token = (await login('analyst@retail.demo')).token;
});
afterAll(async () => {
  await service?.close();
  await fake?.close();
  duck?.close();
  if (publishing === undefined) delete process.env.PUBLISHING;
  else process.env.PUBLISHING = publishing;
});

type Preview = {
  unique_users: number;
  unique_users_w_contact: number;
  unique_users_w_advertising: number;
  segment_company_percentage: { company_code: string; percentage: number }[];
};

const previewOn = async (baseUrl: string, body: unknown) => {
  const response = await fetch(`${baseUrl}/audience-management/segment-builder/preview`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: Preview; message?: string } };
};

describe('WAREHOUSE=bigquery', () => {
  it('previews a segment as a labelled BigQuery job, with the counts DuckDB gives', async () => {
    const { body: catalogue } = await rest<{ data: { categories: { attributes: { id: number; technicalName: string }[] }[] } }>(
      'audience-management',
      '/audience-management/segment-builder/catalogue?company_code=022',
      { token },
    );
    ids = Object.fromEntries(catalogue.data.categories.flatMap((c) => c.attributes.map((a) => [a.technicalName, a.id])));
    const selection = {
      company_code: '022',
      attributes: [
        { id: ids.edad, value: { lower_bound: 25, upper_bound: 50 } },
        { id: ids.genero, value: ['1', '2'] },
        { id: ids.categorias, value: ['8', '2'] },
      ],
    };
    const onBigQuery = await previewOn(service.url, selection);
    expect(onBigQuery.status).toBe(200);
    const onDuckDb = await previewOn(inject('serviceUrls')['audience-management']!, selection);
    expect(onDuckDb.status).toBe(200);
    const counts = (p: Preview) => ({ ...p, preview_id: undefined, created_at: undefined });
    expect(counts(onBigQuery.body.data)).toEqual(counts(onDuckDb.body.data));
    expect(onBigQuery.body.data.unique_users).toBeGreaterThan(0);

    const jobs = [...fake.fake.jobs.values()].filter((j) => j.labels.inca_operation === 'preview');
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      labels: { inca_company: '022', inca_operation: 'preview' },
      maximumBytesBilled: 50_000_000,
      location: 'southamerica-west1',
      cancelled: false,
    });
  });

  it('cancels the BigQuery job when the person leaves before the preview answers', async () => {
    fake.fake.reset();
    fake.fake.slowJobs(60_000);
    const controller = new AbortController();
    const leaving = fetch(`${service.url}/audience-management/segment-builder/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ company_code: '022', attributes: [{ id: ids.tiene_email, value: '1' }] }),
      signal: controller.signal,
    }).catch((error: unknown) => error);
    const running = await until(() =>
      [...fake.fake.jobs.values()].find((j) => j.labels.inca_operation === 'preview' && j.state === 'RUNNING'),
    );
    controller.abort();
    expect(await leaving).toMatchObject({ name: 'AbortError' });
    await until(() => running.cancelled);
    expect(running.state).toBe('DONE');
    fake.fake.slowJobs(0);
  });
});

describe('WAREHOUSE=bigquery for table-access', () => {
  let catalog: RunningDataCatalogFake;
  beforeAll(async () => {
    catalog = await startDataCatalogFake();
  });
  afterAll(async () => {
    await catalog?.close();
  });

  const startTableAccess = () =>
    startService(tableAccess, {
      databaseUrl: inject('databaseUrl'),
      port: 0,
      host: '127.0.0.1',
      verifyToken: createTokenVerifier({ jwks: `${inject('gatewayUrl')}/.well-known/jwks.json` }),
      seedDemo: false,
      directoryUrl: inject('serviceUrls')['audience-management']!,
      poolSize: 3,
      warehouse: {
        file: duckFile,
        size: 20_000,
        bigquery: {
          projectId: 'inca-warehouse',
          location: 'southamerica-west1',
          dataset: 'warehouse',
          apiEndpoint: fake.url,
          dataCatalogEndpoint: catalog.url,
        },
      },
    });
  /** The search as the analyst makes it, on that table-access (its first call waits for the mirror). */
  const search = async (service: RunningService, text: string) => {
    const response = await fetch(`${service.url}/tables_views/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { items: { table: { table_id: string; tags: string[] } }[] } }).data.items;
  };

  it('mirrors the catalogue from each company dataset’s INFORMATION_SCHEMA and the sandbox groups', async () => {
    fake.fake.reset();
    const tables = await startTableAccess();
    try {
      const sandbox = await until(() =>
        [...fake.fake.jobs.values()].find((j) => j.sql.includes('`inca-warehouse.sandbox.use_case_groups`') && j.state === 'DONE'),
      );
      expect(sandbox.error).toBeUndefined();
      const catalogue = [...fake.fake.jobs.values()].filter((j) => j.labels.inca_operation === 'catalogue');
      for (const dataset of ['retail', 'corporativo', 'marcas', 'financiera']) {
        expect(catalogue.some((j) => j.sql.includes(`\`inca-warehouse.${dataset}.INFORMATION_SCHEMA.COLUMNS\``))).toBe(true);
      }
      expect(catalogue.every((j) => !j.error)).toBe(true);
      expect(fake.fake.requests.some((r) => r === 'GET /projects/inca-warehouse/datasets/retail/tables/compras')).toBe(true);
    } finally {
      await tables.close();
    }
  });

  it('finds a table by its Data Catalog tag, and keeps the tag when Data Catalog fails; a tag removed there goes', async () => {
    const compras = { projectId: 'inca-warehouse', datasetId: 'retail', tableId: 'compras' };
    catalog.fake.tag(compras, 'gobierno_datos', {
      dominio: { stringValue: 'conciliacion bancaria' },
      nivel: { enumValue: { displayName: 'oro' } },
    });
    let tables = await startTableAccess();
    try {
      const found = await search(tables, 'conciliacion');
      expect(found.map((i) => i.table.table_id)).toEqual(['compras']);
      expect(found[0]!.table.tags).toEqual(expect.arrayContaining(['conciliacion bancaria', 'oro']));
    } finally {
      await tables.close();
    }
    // Data Catalog down: the mirror keeps the tags it read before.
    catalog.fake.failNext('UNAVAILABLE', 1_000);
    catalog.fake.requests.length = 0;
    tables = await startTableAccess();
    try {
      expect((await search(tables, 'conciliacion')).map((i) => i.table.table_id)).toEqual(['compras']);
      expect(catalog.fake.requests.length).toBeGreaterThan(0);
    } finally {
      await tables.close();
    }
    // Back, without the tag: the next mirror drops it (and leaves the shared catalogue as it found it).
    catalog.fake.failNext('UNAVAILABLE', 0);
    catalog.fake.untag(compras);
    tables = await startTableAccess();
    try {
      expect(await search(tables, 'conciliacion')).toEqual([]);
    } finally {
      await tables.close();
    }
  });

  it('never opened the embedded DuckDB file, in audience-management or table-access', () => {
    expect(existsSync(duckFile)).toBe(false);
  });
});

/** Polls every 50 ms until `probe` answers a value (at most 10 s). */
async function until<T>(probe: () => T | undefined | false): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
