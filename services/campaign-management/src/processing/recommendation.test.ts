import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBigQueryFake, type RunningBigQueryFake } from '@inca/simulators/bigquery';
import { DEMO_CATALOGUE, Warehouse, ensureWarehouseObjects } from '@inca/warehouse';
import { BigQueryWarehouse } from '@inca/warehouse/bigquery';
import type { AudienceQuery } from './recommendation.ts';
import { audienceSignals } from './repository.ts';

/** A campaign's customer counts (rules summary and recommendation) are the same on DuckDB and on BigQuery (through the fake). */
let duck: Warehouse;
let running: RunningBigQueryFake;
let bigquery: BigQueryWarehouse;

beforeAll(async () => {
  duck = await Warehouse.open({ size: 3_000 });
  await ensureWarehouseObjects(duck);
  running = await startBigQueryFake({ warehouse: duck });
  bigquery = new BigQueryWarehouse({ projectId: 'inca-warehouse', location: 'US', dataset: 'warehouse', apiEndpoint: running.url });
});
afterAll(async () => {
  await running?.close();
  duck?.close();
});

const nse = DEMO_CATALOGUE.find((a) => a.technicalName === 'nse')!;

describe('audience signals of a campaign', () => {
  it('count the same customers, buyers per category and customers per region on both warehouses', async () => {
    const queries: AudienceQuery[] = [
      { companyCode: '022', predicate: null, age: { start: null, end: null }, regions: [] },
      {
        companyCode: '024',
        predicate: { kind: 'attributes', selection: [{ id: nse.id, value: ['1', '2'] }] },
        age: { start: 30, end: 55 },
        regions: [7, 13, 5],
      },
      {
        companyCode: '011',
        predicate: { kind: 'table', dataset: 'financiera', table: 'tarjetas' },
        age: { start: 25, end: null },
        regions: [7],
      },
    ];
    for (const query of queries) {
      const expected = await audienceSignals(duck, query);
      expect(expected.customers).toBeGreaterThan(0);
      expect(await audienceSignals(bigquery, query)).toEqual(expected);
    }
    const jobs = [...running.fake.jobs.values()];
    expect(jobs.map((j) => j.labels)).toContainEqual({ inca_company: '024', inca_operation: 'signals' });
    // The ages and regions a user typed travel as parameters.
    for (const job of jobs) expect(job.sql.slice(job.sql.indexOf(' WHERE '))).not.toMatch(/\b(30|55|13)\b/);
  });
});
