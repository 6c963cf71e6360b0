import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerRecord } from '@inca/activation';
import { startBigQueryFake, type RunningBigQueryFake } from '@inca/simulators/bigquery';
import {
  COMPANY_BITS,
  DEMO_CATALOGUE,
  Warehouse,
  ensureWarehouseObjects,
  type SegmentPredicate,
  type SelectedAttribute,
} from '@inca/warehouse';
import { BigQueryWarehouse } from '@inca/warehouse/bigquery';
import { segmentCounts, segmentMembers, segmentSize, type MemberReadOptions } from './segmentMembers.ts';

/**
 * A segment's members read for publishing are the same customers with the same identifier values on
 * the embedded DuckDB and on BigQuery (the real client library against the local fake of its REST API,
 * which answers BigQuery's customers table, identifier columns included, from the same DuckDB).
 */
const SIZE = 4_000;
let duck: Warehouse;
let running: RunningBigQueryFake;
let bigquery: BigQueryWarehouse;

beforeAll(async () => {
  duck = await Warehouse.open({ size: SIZE });
  await ensureWarehouseObjects(duck);
  running = await startBigQueryFake({ warehouse: duck });
  bigquery = new BigQueryWarehouse({
    projectId: 'inca-warehouse',
    location: 'southamerica-west1',
    dataset: 'warehouse',
    apiEndpoint: running.url,
    maximumBytesBilled: 50_000_000,
  });
});
beforeEach(() => running.fake.reset());
afterAll(async () => {
  await running?.close();
  duck?.close();
});

const byName = (technicalName: string) => DEMO_CATALOGUE.find((a) => a.technicalName === technicalName)!;
const sel = (technicalName: string, value: unknown): SelectedAttribute => ({
  id: byName(technicalName).id,
  technical_name: technicalName,
  value,
});
const attributes = (...selection: SelectedAttribute[]): SegmentPredicate => ({ kind: 'attributes', selection });

const SEGMENTS: Record<string, SegmentPredicate> = {
  attributes: attributes(sel('edad', { lower_bound: 25, upper_bound: 60 }), sel('genero', ['1', '2']), sel('categorias', ['8', '2'])),
  merge: {
    kind: 'merge',
    mergeType: 'DIFFERENCE',
    a: {
      kind: 'merge',
      mergeType: 'UNION',
      a: attributes(sel('region', ['7', '13'])),
      b: { kind: 'table', dataset: 'retail', table: 'fidelizacion' },
    },
    b: attributes(sel('compras_12m', { value: 3, symbol: '<' })),
  },
  sandbox: { kind: 'sandbox', useCase: 'propension_compra', group: 'alta', processDate: '2026-10-01' },
};
const CHUNK = 100;
const RESTRICTED = COMPANY_BITS['022']! | COMPANY_BITS['032']!;

const READS: Record<string, Omit<MemberReadOptions, 'chunkSize'>> = {
  'every contact column': { kind: 'CONTACT_INFO' },
  'e-mail only (a Meta e-mail audience), restricted companies left out': {
    kind: 'CONTACT_INFO',
    columns: ['email', 'country'],
    allowedMask: RESTRICTED,
  },
  'customer id only (Talon.One)': { kind: 'CONTACT_INFO', columns: ['country'] },
  'mobile advertising ids': { kind: 'MOBILE_ADVERTISING_ID', allowedMask: RESTRICTED },
};

async function read(
  reader: Warehouse | BigQueryWarehouse,
  predicate: SegmentPredicate,
  options: MemberReadOptions,
): Promise<{ records: CustomerRecord[]; chunks: number[] }> {
  const records: CustomerRecord[] = [];
  const chunks: number[] = [];
  for await (const chunk of segmentMembers(reader, DEMO_CATALOGUE, predicate, options)) {
    chunks.push(chunk.records.length);
    records.push(...chunk.records);
  }
  return { records, chunks };
}

const byId = (records: CustomerRecord[]) => [...records].sort((a, b) => Number(a.id) - Number(b.id));

describe('a segment read for publishing, on DuckDB and on BigQuery', () => {
  for (const [segmentName, predicate] of Object.entries(SEGMENTS)) {
    for (const [readName, options] of Object.entries(READS)) {
      it(`${segmentName}: ${readName} — the same customers with the same identifier values`, async () => {
        const onDuck = await read(duck, predicate, { ...options, chunkSize: CHUNK });
        const onBigQuery = await read(bigquery, predicate, { ...options, chunkSize: CHUNK, context: { company: '022' } });
        expect(onDuck.records.length).toBeGreaterThan(CHUNK);
        expect(byId(onBigQuery.records)).toEqual(byId(onDuck.records));
        // Identifier values that a platform can use come back, not only ids.
        const key =
          options.kind === 'MOBILE_ADVERTISING_ID' ? 'maid' : options.columns?.includes('email') || !options.columns ? 'email' : 'country';
        expect(onBigQuery.records.filter((r) => typeof r[key] === 'string').length).toBeGreaterThan(onBigQuery.records.length / 3);
        if (options.columns && !options.columns.includes('phone')) expect(onBigQuery.records.some((r) => 'phone' in r)).toBe(false);
        // Bounded memory: no chunk holds more than asked; BigQuery read one job page by page.
        expect(Math.max(...onBigQuery.chunks)).toBeLessThanOrEqual(CHUNK);
        expect(onBigQuery.chunks.length).toBe(Math.ceil(onBigQuery.records.length / CHUNK));
        const jobs = [...running.fake.jobs.values()];
        expect(jobs).toHaveLength(1);
        expect(jobs[0]).toMatchObject({ labels: { inca_company: '022', inca_operation: 'members' }, maximumBytesBilled: 50_000_000 });
      });
    }
  }

  it('sizes and the first customers of a sample agree, and values travel as parameters only', async () => {
    const predicate = attributes(sel('edad', { lower_bound: 33, upper_bound: 71 }), sel('nse', ['1', '3']));
    for (const kind of ['CONTACT_INFO', 'MOBILE_ADVERTISING_ID'] as const) {
      const counted = await segmentCounts(bigquery, DEMO_CATALOGUE, predicate, {
        kind,
        allowedMask: RESTRICTED,
        context: { company: '024' },
      });
      expect(counted).toEqual(await segmentCounts(duck, DEMO_CATALOGUE, predicate, { kind, allowedMask: RESTRICTED }));
      expect(counted.eligible).toBeGreaterThan(0);
      expect(counted.eligible).toBeLessThan(counted.segment);
      const first = await read(bigquery, predicate, {
        kind,
        chunkSize: 100,
        first: 100,
        allowedMask: RESTRICTED,
        context: { company: '024' },
      });
      expect(first.records).toHaveLength(100);
      // The sample is the first customers by id on both.
      expect(first.records).toEqual((await read(duck, predicate, { kind, chunkSize: 100, first: 100, allowedMask: RESTRICTED })).records);
    }
    expect(await segmentSize(bigquery, DEMO_CATALOGUE, predicate, undefined, { company: '024' })).toBe(
      await segmentSize(duck, DEMO_CATALOGUE, predicate),
    );
    const jobs = [...running.fake.jobs.values()];
    expect(new Set(jobs.map((j) => j.labels.inca_operation))).toEqual(new Set(['count', 'sample']));
    expect(jobs.every((j) => j.labels.inca_company === '024')).toBe(true);
    for (const job of jobs) expect(job.sql.slice(job.sql.indexOf(' WHERE '))).not.toMatch(/\b(33|71|100)\b/);
  });

  it('cancels the member job when the caller leaves before it answers', async () => {
    running.fake.slowJobs(60_000);
    const controller = new AbortController();
    const reading = read(bigquery, SEGMENTS.attributes!, {
      kind: 'CONTACT_INFO',
      chunkSize: 100,
      context: { company: '022', signal: controller.signal },
    });
    await expect.poll(() => running.fake.jobs.size).toBe(1);
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => [...running.fake.jobs.values()].map((j) => j.cancelled)).toEqual([true]);
  });
});
