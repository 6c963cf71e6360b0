import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '@inca/demo-data';
import { santiagoToday } from '@inca/domain';
import { ephemeralPorts, launch, type RunningPlatform } from '@inca/launcher';
import { startBigQueryFake, type RunningBigQueryFake } from '@inca/simulators/bigquery';
import { startDataCatalogFake, type RunningDataCatalogFake } from '@inca/simulators/datacatalog';
import { COMPANY_BITS, DEMO_CATALOGUE, Warehouse, ensureWarehouseObjects, type SelectedAttribute } from '@inca/warehouse';
import { PLATFORM_OF } from '../../services/audience-management/src/connectors/connectors.ts';
import {
  contactColumnsFor,
  createMemberReader,
  isMember,
  memberSpecFor,
} from '../../services/audience-management/src/publishing/members.ts';
import { segmentMembers } from '../../services/audience-management/src/publishing/repository/segmentMembers.ts';
import { graphql } from '../src/client.ts';
import { createFreshDatabase } from '../src/database.ts';

/**
 * The whole flow on BigQuery: a platform of this file's own started with WAREHOUSE=bigquery and
 * BIGQUERY_API_ENDPOINT at the local fake of the BigQuery REST API (answering from a DuckDB warehouse
 * of the same synthetic customers), publishing on. A person builds a segment, makes an audience of it
 * for Facebook and sends it, through the gateway's GraphQL API as the web app does (the browser flow is
 * covered on DuckDB by publishing.test.ts; here what changes is the warehouse underneath). The run reads
 * the segment's members out of BigQuery as labelled jobs and sends to the Meta simulator exactly the
 * members the embedded DuckDB yields for the same segment. The table catalogue carries the tags of
 * the local fake of Data Catalog, a cross-table segment counts a company table in BigQuery, and the
 * platform never opens (creates) its embedded DuckDB file.
 */
const SIZE = 20_000;
const RUN = Date.now().toString(36).slice(-5);
const saved: Record<string, string | undefined> = {};
let dataDir = '';
let database: Awaited<ReturnType<typeof createFreshDatabase>> | undefined;
let duck: Warehouse;
let fake: RunningBigQueryFake;
let catalog: RunningDataCatalogFake;
let platform: RunningPlatform | undefined;
let db: pg.Client;

const setEnv = (values: Record<string, string | undefined>) => {
  for (const [key, value] of Object.entries(values)) {
    if (!(key in saved)) saved[key] = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
};

beforeAll(async () => {
  duck = await Warehouse.open({ size: SIZE });
  await ensureWarehouseObjects(duck);
  fake = await startBigQueryFake({ warehouse: duck });
  catalog = await startDataCatalogFake();
  // A label the company keeps on its purchases table in Data Catalog, and nowhere in the described catalogue.
  catalog.fake.tag({ projectId: 'inca-warehouse', datasetId: 'retail', tableId: 'compras' }, 'gobierno_datos', {
    dominio: { stringValue: 'conciliacion bancaria' },
  });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-bigquery-'));
  database = await createFreshDatabase(inject('databaseUrl'), 'inca_bigquery');
  // Publishing on in this platform, dispatching resent audiences quickly; its own simulators.
  setEnv({ PUBLISHING: 'on', PUBLISH_DISPATCH_MS: '500', SIMULATORS_URL: undefined });
  platform = await launch({
    dataDir,
    databaseUrl: database.url,
    ports: ephemeralPorts(),
    production: true,
    seedDemo: true,
    warehouseCustomers: SIZE,
    simulatorsPort: 0,
    simulatorsMatchDelayMs: 0,
    warehouse: {
      kind: 'bigquery',
      projectId: 'inca-warehouse',
      location: 'southamerica-west1',
      dataset: 'warehouse',
      apiEndpoint: fake.url,
      dataCatalogEndpoint: catalog.url,
      maximumBytesBilled: 100_000_000,
    },
  });
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
}, 240_000);

afterAll(async () => {
  await db?.end().catch(() => undefined);
  await platform?.stop();
  setEnv(Object.fromEntries(Object.keys(saved).map((k) => [k, saved[k]])));
  await fake?.close();
  await catalog?.close();
  duck?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${platform!.gatewayUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const gql = <T>(token: string, query: string, variables: Record<string, unknown>) =>
  graphql<T>(query, { token, variables, url: `${platform!.gatewayUrl}/graphql` });

type Run = { status: string; rowsRead: number; valid: number; sent: number; error: string | null };

describe('WAREHOUSE=bigquery: segment → audience → publish', () => {
  it('builds a segment, makes an audience of it and publishes it to the Meta simulator from BigQuery', async () => {
    const analyst = await signIn('analyst@retail.demo');
    const catalogue = await gql<{ segmentCatalogue: { categories: { attributes: { id: number; technicalName: string }[] }[] } }>(
      analyst,
      'query($c: ID!) { segmentCatalogue(companyCode: $c) { categories { attributes { id technicalName } } } }',
      { c: '022' },
    );
    expect(catalogue.errors).toBeUndefined();
    const id = (t: string) =>
      catalogue.data!.segmentCatalogue.categories.flatMap((c) => c.attributes).find((a) => a.technicalName === t)!.id;
    const attributes = [
      { id: id('edad'), lower: 25, upper: 60 },
      { id: id('genero'), values: ['1', '2'] },
      { id: id('categorias'), values: ['8', '2'] },
    ];

    // 1. The segment: previewed (a labelled BigQuery job) and saved with the previewed counts.
    const preview = await gql<{ previewSegment: { previewId: string; uniqueUsers: number } }>(
      analyst,
      'mutation($i: SegmentPreviewInput!) { previewSegment(input: $i) { previewId uniqueUsers } }',
      { i: { companyCode: '022', attributes } },
    );
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.previewSegment.uniqueUsers).toBeGreaterThan(1_000);
    expect(
      [...fake.fake.jobs.values()].some((j) => j.labels.inca_operation === 'preview' && j.labels.inca_company === '022' && !j.error),
    ).toBe(true);
    const created = await gql<{ createSegment: { code: string; uniqueUsers: number } }>(
      analyst,
      'mutation($i: SaveSegmentInput!) { createSegment(input: $i) { code uniqueUsers } }',
      {
        i: {
          previewId: preview.data!.previewSegment.previewId,
          companyCode: '022',
          name: `Retail_BigQuery ${RUN}`,
          description: 'Segmento contado en BigQuery',
          typeName: 'SEGMENT_CONTACT',
          attributes,
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const segmentCode = created.data!.createSegment.code;

    // 2. The audience on it, for Facebook.
    const audience = await gql<{ createAudiences: { created: { id: string; name: string }[]; errors: { message: string }[] } }>(
      analyst,
      'mutation($i: CreateAudienceInput!) { createAudiences(input: $i) { created { id name } errors { message } } }',
      {
        i: {
          companyCode: '022',
          segmentCode,
          name: `bigquery ${RUN}`,
          description: 'Audiencia publicada desde BigQuery',
          startDate: santiagoToday(),
          endDate: santiagoToday(new Date(Date.now() + 30 * 86_400_000)),
          frequency: 'DAILY',
          adsAccountCode: 'retail_ads',
          platforms: ['FBK'],
        },
      },
    );
    expect(audience.errors).toBeUndefined();
    expect(audience.data!.createAudiences.errors).toEqual([]);
    const { id: audienceId, name: audienceName } = audience.data!.createAudiences.created[0]!;

    // 3. Sent now (the admin's "Reenviar"): the platform's dispatcher queues it, a worker runs it.
    fake.fake.jobs.clear();
    const admin = await signIn('admin@corp.demo');
    const resent = await gql(admin, 'mutation($id: ID!) { resendAudience(id: $id) { __typename } }', { id: audienceId });
    expect(resent.errors).toBeUndefined();
    let run: Run | undefined;
    await expect
      .poll(
        async () => {
          const answer = await gql<{ audience: { lastRun: Run | null } }>(
            analyst,
            'query($id: ID!) { audience(id: $id) { lastRun { status rowsRead valid sent error } } }',
            { id: audienceId },
          );
          run = answer.data?.audience.lastRun ?? undefined;
          return run?.status;
        },
        { timeout: 90_000, interval: 500 },
      )
      .toMatch(/^(SENT|PUBLISHED)$/);

    // The members the embedded DuckDB yields for the same segment, read and made into Meta members as a run does.
    const restricted = (
      await db.query<{ code: string }>(
        `SELECT restricted_company_code AS code FROM audience_management.company_restrictions WHERE company_code = '022'`,
      )
    ).rows.map((r) => r.code);
    const allowedMask = Object.entries(COMPANY_BITS).reduce((mask, [code, bit]) => (restricted.includes(code) ? mask : mask | bit), 0);
    const selection: SelectedAttribute[] = [
      { id: id('edad'), value: { lower_bound: 25, upper_bound: 60 } },
      { id: id('genero'), value: ['1', '2'] },
      { id: id('categorias'), value: ['8', '2'] },
    ];
    const spec = memberSpecFor('fbk', 'CONTACT_INFO');
    const readMember = createMemberReader(PLATFORM_OF.fbk!.normalizer, spec);
    let rows = 0;
    let valid = 0;
    for await (const chunk of segmentMembers(
      duck,
      DEMO_CATALOGUE,
      { kind: 'attributes', selection },
      { kind: 'CONTACT_INFO', chunkSize: 5_000, allowedMask, columns: contactColumnsFor(Object.values(spec.kinds)) },
    )) {
      rows += chunk.records.length;
      valid += chunk.records.filter((r) => isMember(readMember(r))).length;
    }
    expect(valid).toBeGreaterThan(1_000);
    expect(run).toMatchObject({ rowsRead: rows, valid, sent: valid, error: null });

    // Meta holds them.
    const atMeta = (await (await fetch(`${platform!.simulatorsUrl}/__sim/meta/audiences`)).json()) as {
      name: string;
      memberCount: number;
    }[];
    expect(atMeta.find((a) => a.name === audienceName)?.memberCount).toBe(valid);

    // The fake saw the run's reads: labelled jobs (the audience's company and the operation), parameterised, bounded.
    const jobs = [...fake.fake.jobs.values()];
    const operations = new Set(jobs.map((j) => j.labels.inca_operation));
    expect(operations).toContain('count');
    expect(operations).toContain('members');
    // The quality sample of the run (read after it ends).
    await expect.poll(() => [...fake.fake.jobs.values()].some((j) => j.labels.inca_operation === 'sample'), { timeout: 30_000 }).toBe(true);
    for (const job of jobs.filter((j) => j.labels.inca_operation === 'members' || j.labels.inca_operation === 'count')) {
      expect(job).toMatchObject({
        labels: { inca_company: '022' },
        maximumBytesBilled: 100_000_000,
        location: 'southamerica-west1',
        cancelled: false,
      });
      expect(job.error).toBeUndefined();
      expect(job.sql).toContain('`inca-warehouse.warehouse.customers`');
      expect(job.sql.slice(job.sql.indexOf(' WHERE '))).not.toMatch(/\b(25|60)\b/);
    }
    expect(jobs.find((j) => j.labels.inca_operation === 'members')!.sql).toMatch(/^SELECT customer_id, email, phone, country FROM /);
  }, 180_000);

  it('finds a table by its Data Catalog tag in the table search', async () => {
    const analyst = await signIn('analyst@retail.demo');
    const search = await gql<{ tableSearch: { items: { table: { tableId: string; tags: string[] } }[] } }>(
      analyst,
      'query($t: String!) { tableSearch(text: $t) { items { table { tableId tags } } } }',
      { t: 'conciliacion' },
    );
    expect(search.errors).toBeUndefined();
    expect(search.data!.tableSearch.items.map((i) => i.table.tableId)).toEqual(['compras']);
    expect(search.data!.tableSearch.items[0]!.table.tags).toContain('conciliacion bancaria');
  });

  it('counts a cross-table segment on a granted view in BigQuery, as DuckDB counts it', async () => {
    const analyst = await signIn('analyst@retail.demo');
    fake.fake.jobs.clear();
    const preview = await gql<{ previewCrossTable: { uniqueUsers: number } }>(
      analyst,
      'mutation($i: CrossTableInput!) { previewCrossTable(input: $i) { uniqueUsers } }',
      { i: { companyCode: '022', sandbox: false, relativeResourceName: 'projects/inca-warehouse/datasets/retail/tables/clientes_vw' } },
    );
    expect(preview.errors).toBeUndefined();
    const restricted = (
      await db.query<{ code: string }>(
        `SELECT restricted_company_code AS code FROM audience_management.company_restrictions WHERE company_code = '022'`,
      )
    ).rows.map((r) => r.code);
    const allowedMask = Object.entries(COMPANY_BITS).reduce((mask, [code, bit]) => (restricted.includes(code) ? mask : mask | bit), 0);
    const onDuckDb = await duck.preview(DEMO_CATALOGUE, { kind: 'table', dataset: 'retail', table: 'clientes_vw' }, allowedMask);
    expect(preview.data!.previewCrossTable.uniqueUsers).toBe(onDuckDb.unique_users);
    expect(onDuckDb.unique_users).toBeGreaterThan(0);
    expect([...fake.fake.jobs.values()].some((j) => j.labels.inca_operation === 'preview' && j.sql.includes('`retail.clientes_vw`'))).toBe(
      true,
    );
  });

  it('never opened the embedded DuckDB file: every read went to BigQuery', () => {
    expect(existsSync(path.join(dataDir, 'warehouse.duckdb'))).toBe(false);
  });
});
