import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ATTRIBUTE_TYPES,
  Binder,
  COMPANY_BITS,
  COMPANY_DATASETS,
  DEMO_CATALOGUE,
  DuckDbCatalogueSource,
  SANDBOX_USE_CASES,
  SelectionError,
  WAREHOUSE_OBJECTS,
  Warehouse,
  ensureWarehouseObjects,
  predicateSql,
  validateSelection,
  type Attribute,
  type MergeType,
  type SegmentPredicate,
  type SelectedAttribute,
} from '@inca/warehouse';
import { BigQueryCatalogueSource, BigQueryWarehouse, DataCatalogTags } from '@inca/warehouse/bigquery';
import { PLACES, THEMES, demoSelectionFor } from '@inca/svc-audience-management/segments/seed';
import { startDataCatalogFake } from '../datacatalog/fake.ts';
import { startBigQueryFake, type RunningBigQueryFake } from './fake.ts';

/**
 * The contract between the executors: every kind of segment (each attribute type, random
 * combinations, merges, cross-table and sandbox segments, with and without restricted companies)
 * counts the same on the embedded DuckDB and on the BigQuery executor, which sends the compiler's
 * BigQuery SQL through the real client library to the local fake of the REST API.
 */
const SIZE = 3_000;
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
  });
});
afterAll(async () => {
  await running?.close();
  duck?.close();
});

function valueArb(a: Attribute): fc.Arbitrary<unknown> {
  const values = a.options.map((o) => o.value);
  const min = Number(a.options[0]?.value ?? 1);
  const max = Number(a.options[1]?.value ?? 999_999_999);
  switch (a.type) {
    case 'BOOLEAN':
      return fc.constantFrom('1', '0');
    case 'MULTI_SELECT':
    case 'MASKED_MULTI_SELECT':
      return fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: Math.min(4, values.length) });
    case 'SELECT':
    case 'SELECT_RANGE':
      return fc.constantFrom(...values);
    case 'RANGE':
      return fc
        .tuple(fc.integer({ min: Math.max(1, min), max }), fc.integer({ min: Math.max(1, min), max }))
        .map(([x, y]) => ({ lower_bound: Math.min(x, y), upper_bound: Math.max(x, y) }));
    case 'INPUT_COMPARE':
      return fc.record({
        value: fc.integer({ min: 1, max: Math.max(2, Math.min(max, 400)) }),
        symbol: fc.constantFrom('=', '<', '>', '<=', '>='),
      });
  }
}

const valid = (selection: SelectedAttribute[]) => {
  try {
    validateSelection(DEMO_CATALOGUE, selection);
    return true;
  } catch (error) {
    if (error instanceof SelectionError) return false;
    throw error;
  }
};

const selectionArb = fc
  .uniqueArray(fc.constantFrom(...DEMO_CATALOGUE), { minLength: 1, maxLength: 5, selector: (a) => a.id })
  .chain((attrs) =>
    fc.tuple(...attrs.map((a) => valueArb(a).map((value) => ({ id: a.id, technical_name: a.technicalName, value }) as SelectedAttribute))),
  )
  .filter(valid);

/** Each attribute on its own (those valid alone), with several values of its type. */
function singleAttributeSegments(): { name: string; predicate: SegmentPredicate }[] {
  const segments: { name: string; predicate: SegmentPredicate }[] = [];
  for (const a of DEMO_CATALOGUE) {
    for (const [i, value] of fc.sample(valueArb(a), { numRuns: 3, seed: a.id }).entries()) {
      const selection = [{ id: a.id, technical_name: a.technicalName, value }];
      if (valid(selection)) segments.push({ name: `${a.type} ${a.technicalName} #${i}`, predicate: { kind: 'attributes', selection } });
    }
  }
  return segments;
}

const allowedMasks = [undefined, COMPANY_BITS['022']!, COMPANY_BITS['032']! | COMPANY_BITS['011']!];

/** Compares every count of the preview; answers how many customers the segment holds. */
async function expectSameCounts(predicate: SegmentPredicate, allowedMask?: number): Promise<number> {
  const expected = await duck.preview(DEMO_CATALOGUE, predicate, allowedMask);
  const actual = await bigquery.preview(DEMO_CATALOGUE, predicate, allowedMask, { company: '022', operation: 'preview' });
  expect(actual).toEqual(expected);
  return expected.unique_users;
}

describe('the same segment counts the same on DuckDB and on BigQuery (through the fake)', () => {
  it('every attribute type, alone', async () => {
    const segments = singleAttributeSegments();
    expect(new Set(segments.map((s) => s.name.split(' ')[0]))).toEqual(new Set(ATTRIBUTE_TYPES));
    const sizes: number[] = [];
    for (const segment of segments) sizes.push(await expectSameCounts(segment.predicate));
    expect(sizes.filter((n) => n > 0).length).toBeGreaterThan(sizes.length / 2);
  });

  it('the seeded segments: every theme, in a place, for contact and for advertising', async () => {
    const sizes: number[] = [];
    for (const [i, theme] of THEMES.entries()) {
      const name = `INCA_Retail_${theme} ${PLACES[i % PLACES.length]}`;
      sizes.push(
        await expectSameCounts(
          { kind: 'attributes', selection: demoSelectionFor(name, 'SEGMENT_CONTACT') },
          allowedMasks[i % allowedMasks.length],
        ),
      );
      sizes.push(await expectSameCounts({ kind: 'attributes', selection: demoSelectionFor(name, 'SEGMENT_ADVERTISING') }));
    }
    // Counts that mean something: most seeded segments hold customers even in a small warehouse.
    expect(sizes.filter((n) => n > 0).length).toBeGreaterThan(sizes.length / 2);
  });

  it('random combinations of attributes, with and without restricted companies', async () => {
    const selections = fc.sample(selectionArb, { numRuns: 30, seed: 20261128 });
    for (const [i, selection] of selections.entries())
      await expectSameCounts({ kind: 'attributes', selection }, allowedMasks[i % allowedMasks.length]);
  });

  it('merges: union, intersection and difference', async () => {
    const pairs = fc.sample(fc.tuple(selectionArb, selectionArb), { numRuns: 9, seed: 7 });
    const types: MergeType[] = ['UNION', 'INTERSECTION', 'DIFFERENCE'];
    for (const [i, [a, b]] of pairs.entries()) {
      const merge: SegmentPredicate = {
        kind: 'merge',
        mergeType: types[i % 3]!,
        a: { kind: 'attributes', selection: a },
        b: { kind: 'attributes', selection: b },
      };
      await expectSameCounts(merge, allowedMasks[i % allowedMasks.length]);
    }
  });

  it('cross-table segments on every warehouse table and view', async () => {
    for (const o of WAREHOUSE_OBJECTS) {
      const predicate: SegmentPredicate = { kind: 'table', dataset: COMPANY_DATASETS[o.companyCode]!.dataset, table: o.table };
      const counts = await duck.preview(DEMO_CATALOGUE, predicate);
      expect(counts.unique_users, `${o.table} has members`).toBeGreaterThan(0);
      await expectSameCounts(predicate);
    }
  });

  it('sandbox segments on every use case group, and merged with attributes', async () => {
    for (const useCase of SANDBOX_USE_CASES) {
      for (const group of useCase.groups) {
        const predicate: SegmentPredicate = { kind: 'sandbox', useCase: useCase.useCase, group, processDate: useCase.processDate };
        await expectSameCounts(predicate);
        const [selection] = fc.sample(selectionArb, { numRuns: 1, seed: useCase.salt });
        await expectSameCounts(
          { kind: 'merge', mergeType: 'INTERSECTION', a: predicate, b: { kind: 'attributes', selection: selection! } },
          COMPANY_BITS['022'],
        );
      }
    }
    // A date that is not the use case's process date finds nobody, on both.
    const stale: SegmentPredicate = {
      kind: 'sandbox',
      useCase: SANDBOX_USE_CASES[0]!.useCase,
      group: SANDBOX_USE_CASES[0]!.groups[0]!,
      processDate: '2020-01-01',
    };
    expect((await bigquery.preview(DEMO_CATALOGUE, stale, undefined, { company: '022', operation: 'preview' })).unique_users).toBe(0);
  });

  it('segment sizes and members agree too, members read page by page', async () => {
    const [selection] = fc.sample(selectionArb, { numRuns: 1, seed: 11 });
    const predicate: SegmentPredicate = {
      kind: 'merge',
      mergeType: 'UNION',
      a: { kind: 'attributes', selection: selection! },
      b: { kind: 'table', dataset: 'retail', table: 'fidelizacion' },
    };
    const mask = COMPANY_BITS['022']! | COMPANY_BITS['024']!;
    const binder = new Binder('duckdb');
    const where = predicateSql(DEMO_CATALOGUE, predicate, binder);
    const inMask = `(companies & ${mask}) <> 0`;
    const [size] = await duck.query(`SELECT count(*) AS n FROM customers WHERE ${inMask} AND ${where}`, binder.params);
    expect(await bigquery.count(DEMO_CATALOGUE, predicate, mask, { company: '022', operation: 'count' })).toBe(Number(size!.n));
    const expected = (
      await duck.query(`SELECT customer_id FROM customers WHERE has_maid AND ${inMask} AND ${where} ORDER BY customer_id`, binder.params)
    ).map((r) => Number(r.customer_id));
    expect(expected.length).toBeGreaterThan(3 * 97);
    const ids: number[] = [];
    let pages = 0;
    for await (const page of bigquery.members(
      DEMO_CATALOGUE,
      predicate,
      { kind: 'MOBILE_ADVERTISING_ID', pageSize: 97, allowedMask: mask },
      { company: '022', operation: 'members' },
    )) {
      expect(page.customerIds.length).toBeLessThanOrEqual(97);
      expect(page.lastCustomerId).toBe(page.customerIds.at(-1));
      ids.push(...page.customerIds);
      pages += 1;
    }
    expect(ids).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 97));
  });
});

describe('the catalogue read from BigQuery (through the fake) is the embedded one', () => {
  it('tables and views with their columns and row counts, and the sandbox use cases', async () => {
    const fromDuckDb = await new DuckDbCatalogueSource(duck).objects();
    const fromBigQuery = await new BigQueryCatalogueSource(bigquery).objects();
    expect(fromBigQuery.length).toBe(WAREHOUSE_OBJECTS.length);
    const comparable = (objects: typeof fromDuckDb) =>
      objects.map(({ fields, projectId: _project, ...rest }) => ({ ...rest, fields: fields.map((f) => f.name) }));
    expect(comparable(fromBigQuery)).toEqual(comparable(fromDuckDb));
    expect(fromBigQuery.every((o) => o.projectId === 'inca-warehouse')).toBe(true);
    expect(fromBigQuery.some((o) => o.isView && o.numRows > 0)).toBe(true);
    const types = new Set(fromBigQuery.flatMap((o) => o.fields.map((f) => f.type)));
    expect([...types].every((t) => ['INT64', 'BOOL', 'FLOAT64', 'STRING', 'DATE'].includes(t))).toBe(true);
    expect(await new BigQueryCatalogueSource(bigquery).useCases()).toEqual(await new DuckDbCatalogueSource(duck).useCases());
  });

  it('adds the labels of Data Catalog tags to the described ones, and flags the tables Data Catalog did not answer for', async () => {
    const catalog = await startDataCatalogFake();
    const tags = new DataCatalogTags({ endpoint: catalog.url, timeoutMs: 2_000 });
    try {
      catalog.fake.tag({ projectId: 'inca-warehouse', datasetId: 'retail', tableId: 'compras' }, 'gobierno_datos', {
        dominio: { stringValue: 'ventas' },
        revisado: { stringValue: 'auditoria 2026' },
      });
      const described = WAREHOUSE_OBJECTS.find((o) => o.table === 'compras')!.tags;
      const source = new BigQueryCatalogueSource(bigquery, tags);
      const objects = await source.objects();
      const compras = objects.find((o) => o.datasetId === 'retail' && o.tableId === 'compras')!;
      expect(compras.tags).toEqual([...new Set([...described, 'ventas', 'auditoria 2026'])]);
      expect(objects.every((o) => !o.tagsUnread)).toBe(true);
      // Another table without tags in Data Catalog keeps the described ones.
      const other = objects.find((o) => o.tableId !== 'compras')!;
      expect(other.tags).toEqual(WAREHOUSE_OBJECTS.find((o) => o.table === other.tableId)!.tags);

      catalog.fake.failNext('INTERNAL', 1_000);
      const failed = await source.objects();
      expect(failed.every((o) => o.tagsUnread)).toBe(true);
      expect(failed.find((o) => o.tableId === 'compras')!.tags).toEqual(described);
      // Row counts and columns do not depend on Data Catalog.
      expect(failed.map((o) => o.numRows)).toEqual(objects.map((o) => o.numRows));
    } finally {
      await tags.close();
      await catalog.close();
    }
  });
});
