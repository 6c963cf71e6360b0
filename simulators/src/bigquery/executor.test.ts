import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE, Warehouse, ensureWarehouseObjects, type SegmentPredicate, type SelectedAttribute } from '@inca/warehouse';
import { BigQueryWarehouse } from '@inca/warehouse/bigquery';
import { startBigQueryFake, type RunningBigQueryFake } from './fake.ts';

/** The BigQuery executor's behaviour as BigQuery would see it: jobs, labels, limits, retries, cancellation, pages. */
const SIZE = 2_000;
let duck: Warehouse;
let running: RunningBigQueryFake;
const settings = () => ({ projectId: 'inca-warehouse', location: 'southamerica-west1', dataset: 'warehouse', apiEndpoint: running.url });
const quickRetry = { attempts: 3, baseDelayMs: 5 };

const byName = (technicalName: string) => DEMO_CATALOGUE.find((a) => a.technicalName === technicalName)!;
const sel = (technicalName: string, value: unknown): SelectedAttribute => ({
  id: byName(technicalName).id,
  technical_name: technicalName,
  value,
});
const segment: SegmentPredicate = {
  kind: 'attributes',
  selection: [sel('edad', { lower_bound: 31, upper_bound: 47 }), sel('genero', ['1', '2'])],
};
const context = { company: '022', operation: 'preview' } as const;

beforeAll(async () => {
  duck = await Warehouse.open({ size: SIZE });
  await ensureWarehouseObjects(duck);
  running = await startBigQueryFake({ warehouse: duck });
});
beforeEach(() => running.fake.reset());
afterAll(async () => {
  await running?.close();
  duck?.close();
});

describe('the BigQuery executor', () => {
  it('runs a parameterised job labelled with the company and the operation, in the location, with the byte limit', async () => {
    const bigquery = new BigQueryWarehouse({ ...settings(), maximumBytesBilled: 10_000_000 });
    const counts = await bigquery.preview(DEMO_CATALOGUE, segment, undefined, context);
    expect(counts).toEqual(await duck.preview(DEMO_CATALOGUE, segment));
    const [job] = [...running.fake.jobs.values()];
    expect(job).toMatchObject({
      labels: { inca_company: '022', inca_operation: 'preview' },
      location: 'southamerica-west1',
      maximumBytesBilled: 10_000_000,
    });
    // The values the user typed travel as parameters only.
    expect(Object.values(job!.params)).toEqual(expect.arrayContaining([31n, 47n, [1n, 2n]]));
    expect(job!.sql.slice(job!.sql.indexOf(' WHERE '))).not.toMatch(/\b(31|47)\b/);
    expect(job!.sql).toContain('FROM `inca-warehouse.warehouse.customers`');
  });

  it('fails without retrying when a query would bill more bytes than configured', async () => {
    const bigquery = new BigQueryWarehouse({ ...settings(), maximumBytesBilled: 1_000 }, quickRetry);
    await expect(bigquery.preview(DEMO_CATALOGUE, segment, undefined, context)).rejects.toThrow(/bytes billed/);
    expect(running.fake.jobs.size).toBe(1);
  });

  it('retries backendError, internalError and rateLimitExceeded, and gives up after the configured attempts', async () => {
    const bigquery = new BigQueryWarehouse(settings(), quickRetry);
    running.fake.failNext('backendError', 1);
    expect((await bigquery.preview(DEMO_CATALOGUE, segment, undefined, context)).unique_users).toBeGreaterThan(0);
    running.fake.failNext('internalError', 1);
    expect((await bigquery.count(DEMO_CATALOGUE, segment, undefined, { company: '022', operation: 'count' })) > 0).toBe(true);
    running.fake.reset();
    running.fake.failNext('rateLimitExceeded', 10);
    await expect(bigquery.preview(DEMO_CATALOGUE, segment, undefined, context)).rejects.toMatchObject({
      errors: [{ reason: 'rateLimitExceeded' }],
    });
    expect(running.fake.requests.length).toBe(3);
  });

  it('does not retry any other error', async () => {
    const bigquery = new BigQueryWarehouse(settings(), quickRetry);
    running.fake.failNext('accessDenied', 5);
    await expect(bigquery.preview(DEMO_CATALOGUE, segment, undefined, context)).rejects.toMatchObject({
      code: 400,
      errors: [{ reason: 'accessDenied' }],
    });
    expect(running.fake.requests.length).toBe(1);
  });

  it('waits for a slow job, and cancels the job when the caller aborts', async () => {
    const bigquery = new BigQueryWarehouse(settings());
    running.fake.slowJobs(400);
    const started = Date.now();
    expect((await bigquery.preview(DEMO_CATALOGUE, segment, undefined, context)).unique_users).toBeGreaterThan(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);

    running.fake.reset();
    running.fake.slowJobs(60_000);
    const controller = new AbortController();
    const leaving = bigquery.preview(DEMO_CATALOGUE, segment, undefined, { ...context, signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    await expect(leaving).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => [...running.fake.jobs.values()].map((j) => j.cancelled)).toEqual([true]);
    expect(running.fake.requests).toContainEqual(expect.stringMatching(/^POST \/projects\/inca-warehouse\/jobs\/[^/]+\/cancel$/));
  });

  it('stops reading members when the caller aborts between pages', async () => {
    const bigquery = new BigQueryWarehouse(settings());
    const controller = new AbortController();
    const pages: number[][] = [];
    const reading = (async () => {
      for await (const page of bigquery.members(
        DEMO_CATALOGUE,
        segment,
        { kind: 'CONTACT_INFO', pageSize: 20 },
        { company: '022', operation: 'members', signal: controller.signal },
      )) {
        pages.push(page.customerIds);
        if (pages.length === 2) controller.abort();
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(pages).toHaveLength(2);
    expect(running.fake.requests.filter((r) => r.startsWith('GET /projects/inca-warehouse/queries/'))).toHaveLength(2);
  });
});

describe('the fake of the BigQuery REST API', () => {
  it('answers tables.get with the schema and row count, and jobs.query through the client', async () => {
    const bigquery = new BigQueryWarehouse(settings());
    const [table] = await bigquery.client.dataset('retail').table('compras').getMetadata();
    const [count] = await duck.query('SELECT count(*) AS n FROM retail.compras');
    expect(table).toMatchObject({ type: 'TABLE', numRows: String(count!.n), tableReference: { datasetId: 'retail', tableId: 'compras' } });
    expect(table.schema.fields.map((f: { name: string }) => f.name)).toEqual([
      'customer_id',
      'fecha_compra',
      'tienda_id',
      'monto',
      'canal',
    ]);
    const [view] = await bigquery.client.dataset('retail').table('clientes_vw').getMetadata();
    expect(view.type).toBe('VIEW');
    await expect(bigquery.client.dataset('retail').table('no_existe').getMetadata()).rejects.toMatchObject({ code: 404 });

    const [rows] = await bigquery.client.query({
      query: 'SELECT COUNT(*) AS n FROM `warehouse.customers` WHERE age >= @age',
      params: { age: 60 },
      location: 'southamerica-west1',
    });
    const [expected] = await duck.query('SELECT count(*) AS n FROM customers WHERE age >= 60');
    expect(rows).toEqual([{ n: Number(expected!.n) }]);
    expect(running.fake.requests).toContain('POST /projects/inca-warehouse/queries');
  });

  it('pages getQueryResults with pageToken and answers errors in BigQuery’s shape', async () => {
    const insert = await fetch(`${running.url}/bigquery/v2/projects/inca-warehouse/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jobReference: { jobId: 'paging' },
        configuration: {
          query: {
            query: 'SELECT customer_id FROM `warehouse.customers` WHERE customer_id <= 25 ORDER BY customer_id',
            useLegacySql: false,
          },
        },
      }),
    });
    expect(insert.status).toBe(200);
    const ids: string[] = [];
    let token: string | undefined;
    do {
      const page = (await (
        await fetch(`${running.url}/bigquery/v2/projects/inca-warehouse/queries/paging?maxResults=10${token ? `&pageToken=${token}` : ''}`)
      ).json()) as {
        jobComplete: boolean;
        totalRows: string;
        rows: { f: { v: string }[] }[];
        pageToken?: string;
      };
      expect(page).toMatchObject({ jobComplete: true, totalRows: '25' });
      ids.push(...page.rows.map((r) => r.f[0]!.v));
      token = page.pageToken;
    } while (token);
    expect(ids).toEqual(Array.from({ length: 25 }, (_, i) => String(i + 1)));

    const missing = await fetch(`${running.url}/bigquery/v2/projects/inca-warehouse/queries/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: {
        code: 404,
        message: 'Not found: Job inca-warehouse:nope',
        errors: [{ reason: 'notFound', message: 'Not found: Job inca-warehouse:nope', domain: 'global' }],
        status: 'NOT_FOUND',
      },
    });

    running.fake.failNext('rateLimitExceeded');
    const limited = await fetch(`${running.url}/bigquery/v2/projects/inca-warehouse/jobs/paging`);
    expect(limited.status).toBe(403);
    expect(await limited.json()).toMatchObject({ error: { code: 403, errors: [{ reason: 'rateLimitExceeded' }] } });

    const bad = await fetch(`${running.url}/bigquery/v2/projects/inca-warehouse/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jobReference: { jobId: 'bad' },
        configuration: { query: { query: 'SELECT nope FROM `warehouse.customers`' } },
      }),
    });
    expect(bad.status).toBe(200);
    const failed = await fetch(`${running.url}/bigquery/v2/projects/inca-warehouse/queries/bad`);
    expect(failed.status).toBe(400);
    expect(await failed.json()).toMatchObject({ error: { code: 400, errors: [{ reason: 'invalidQuery' }] } });
    const job = (await (await fetch(`${running.url}/bigquery/v2/projects/inca-warehouse/jobs/bad`)).json()) as {
      status: { state: string; errorResult: { reason: string } };
    };
    expect(job.status).toMatchObject({ state: 'DONE', errorResult: { reason: 'invalidQuery' } });
  });
});

describe('bytes a preview processes', () => {
  it('are the rows times the logical size of the columns it names, from a dry run that runs nothing', async () => {
    const bigquery = new BigQueryWarehouse(settings());
    // has_email, has_phone, has_maid (BOOL, 1 byte) and companies, age, gender (INT64, 8 bytes).
    expect(await bigquery.previewBytes(DEMO_CATALOGUE, segment)).toBe(SIZE * (3 * 1 + 3 * 8));
    const one: SegmentPredicate = { kind: 'attributes', selection: [sel('tiene_email', '1')] };
    expect(await bigquery.previewBytes(DEMO_CATALOGUE, one)).toBe(SIZE * (3 * 1 + 8));
    expect([...running.fake.jobs.values()].every((j) => j.dryRun && j.rows === undefined)).toBe(true);
  });
});
