import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_BITS, DEMO_CATALOGUE } from './catalogue.ts';
import { CUSTOMERS_TABLE } from './generate.ts';
import { COMPANY_DATASETS, DuckDbCatalogueSource, SANDBOX_USE_CASES, WAREHOUSE_OBJECTS, ensureWarehouseObjects } from './objects.ts';
import { Warehouse } from './warehouse.ts';

let warehouse: Warehouse;
beforeAll(async () => {
  warehouse = await Warehouse.open({ size: 5_000 });
});
afterAll(() => warehouse?.close());

describe('warehouse objects and their catalogue', () => {
  it('creates every table and view, each holding only customers of its company (deterministically)', async () => {
    const source = new DuckDbCatalogueSource(warehouse);
    const objects = await source.objects();
    expect(objects.map((o) => `${o.datasetId}.${o.tableId}`).sort()).toEqual(
      WAREHOUSE_OBJECTS.map((o) => `${COMPANY_DATASETS[o.companyCode]!.dataset}.${o.table}`).sort(),
    );
    for (const o of objects.filter((x) => x.companyCode !== '032')) {
      const [row] = await warehouse.query(
        `SELECT count(*) AS outsiders FROM ${o.datasetId}.${o.tableId} t JOIN ${CUSTOMERS_TABLE} c USING (customer_id) WHERE (c.companies & ${COMPANY_BITS[o.companyCode]}) = 0`,
      );
      expect(Number(row!.outsiders), `${o.tableId}`).toBe(0);
      expect(o.numRows, `${o.tableId}`).toBeGreaterThan(0);
      expect(o.fields[0]).toMatchObject({ name: 'customer_id' });
    }
    // Generating again (a second open) gives the same counts.
    const again = await new DuckDbCatalogueSource(warehouse).objects();
    expect(again.map((o) => o.numRows)).toEqual(objects.map((o) => o.numRows));
  });

  it('groups sandbox customers per use case, every group non-empty', async () => {
    await ensureWarehouseObjects(warehouse);
    const useCases = await new DuckDbCatalogueSource(warehouse).useCases();
    for (const spec of SANDBOX_USE_CASES) {
      const groups = useCases.filter((u) => u.useCase === spec.useCase);
      expect(groups.map((g) => g.group).sort()).toEqual([...spec.groups].sort());
      expect(groups.every((g) => g.numRows > 0 && g.processDate === spec.processDate)).toBe(true);
    }
  });

  it('counts a cross table and a sandbox group through the segment compiler', async () => {
    await ensureWarehouseObjects(warehouse);
    const [direct] = await warehouse.query('SELECT count(DISTINCT customer_id) AS n FROM retail.compras_online');
    const counts = await warehouse.preview(DEMO_CATALOGUE, { kind: 'table', dataset: 'retail', table: 'compras_online' });
    expect(counts.unique_users).toBe(Number(direct!.n));
    const [group] = await warehouse.query(
      `SELECT count(*) AS n FROM sandbox.use_case_groups WHERE use_case = 'fuga_clientes' AND group_name = 'riesgo_alto'`,
    );
    const sandbox = await warehouse.preview(DEMO_CATALOGUE, {
      kind: 'sandbox',
      useCase: 'fuga_clientes',
      group: 'riesgo_alto',
      processDate: '2026-09-15',
    });
    expect(sandbox.unique_users).toBe(Number(group!.n));
    await expect(warehouse.preview(DEMO_CATALOGUE, { kind: 'table', dataset: 'retail', table: 'compras; DROP TABLE x' })).rejects.toThrow(
      'La tabla indicada no es válida.',
    );
  });
});
