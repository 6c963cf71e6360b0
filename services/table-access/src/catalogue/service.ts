import { withTransaction, type Pool } from '@inca/db';
import {
  COMPANY_DATASETS,
  SANDBOX_USE_CASES,
  WAREHOUSE_OBJECTS,
  WAREHOUSE_PROJECT,
  Warehouse,
  bigQueryWarehouse,
  catalogueSourceOf,
  type CatalogueObject,
  type CatalogueSource,
  type CatalogueUseCase,
} from '@inca/warehouse';
import type { BigQuerySettings } from '@inca/warehouse/bigquery';
import { replaceUseCases, resourceNameOf, storedTags, upsertObjects } from './repository.ts';

/** The catalogue as the object list describes it, before the warehouse tells columns' types and row counts. */
export function describedObjects(): CatalogueObject[] {
  return WAREHOUSE_OBJECTS.map((o) => {
    const { dataset, domain } = COMPANY_DATASETS[o.companyCode]!;
    return {
      projectId: WAREHOUSE_PROJECT,
      datasetId: dataset,
      tableId: o.table,
      isView: o.view,
      companyCode: o.companyCode,
      domain,
      description: o.description,
      tags: o.tags,
      fields: Object.entries(o.columns).map(([name, description]) => ({ name, type: '', description })),
      numRows: 0,
    };
  });
}

export const describedUseCases = (): CatalogueUseCase[] =>
  SANDBOX_USE_CASES.flatMap((c) =>
    c.groups.map((group) => ({
      companyCode: c.companyCode,
      useCase: c.useCase,
      group,
      processDate: c.processDate,
      numRows: 0,
      attributes: c.attributes,
    })),
  );

/**
 * Mirrors the warehouse into the catalogue: columns with their types, row counts and tags of every
 * table and view, and the sandbox groups' sizes. Synthetic (benchmark) rows are left alone.
 */
export async function syncCatalogue(pool: Pool, source: CatalogueSource): Promise<number> {
  const read = await source.objects();
  const useCases = await source.useCases();
  await withTransaction(pool, async (db) => {
    // Tags Data Catalog did not answer for are kept as the catalogue holds them, never wiped by a failed read.
    const unread = read.filter((o) => o.tagsUnread).map((o) => resourceNameOf(o.projectId, o.datasetId, o.tableId));
    const held = unread.length ? await storedTags(db, unread) : new Map<string, string[]>();
    const objects = read.map((o) => {
      const tags = o.tagsUnread ? held.get(resourceNameOf(o.projectId, o.datasetId, o.tableId)) : undefined;
      return tags ? { ...o, tags } : o;
    });
    await upsertObjects(db, objects);
    await replaceUseCases(db, useCases);
  });
  return read.length;
}

/**
 * Mirrors the configured warehouse: the embedded DuckDB (opened here, handed back for the caller to
 * close), or BigQuery's INFORMATION_SCHEMA and Data Catalog tags, which never opens the embedded file.
 * A failure leaves the described catalogue in place.
 */
export async function syncFromWarehouse(
  pool: Pool,
  settings: { file?: string; size: number; bigquery?: BigQuerySettings },
  stopped: () => boolean = () => false,
): Promise<Warehouse | undefined> {
  if (settings.bigquery) {
    // The BigQuery client library is loaded only when BigQuery is configured.
    const source = await catalogueSourceOf(await bigQueryWarehouse(settings.bigquery)());
    if (!stopped()) await syncCatalogue(pool, source);
    return undefined;
  }
  const warehouse = await Warehouse.open(settings);
  try {
    if (!stopped()) await syncCatalogue(pool, await catalogueSourceOf(warehouse, stopped));
    return warehouse;
  } catch (error) {
    warehouse.close();
    throw error;
  }
}

const WORDS = [
  'ventas',
  'clientes',
  'compras',
  'stock',
  'pagos',
  'campanas',
  'visitas',
  'puntos',
  'reclamos',
  'envios',
  'precios',
  'ofertas',
  'tiendas',
  'productos',
  'cuotas',
];
const SUFFIXES = ['diario', 'mensual', 'historico', 'detalle', 'resumen', 'vw', 'agregado', 'staging'];

/**
 * Made-up catalogue rows for the search benchmark (npm run bench:table-search): `count` tables and
 * views spread over the companies' domains, deterministic, marked synthetic (no warehouse table).
 */
export function syntheticObjects(count: number): CatalogueObject[] {
  const companies = Object.entries(COMPANY_DATASETS);
  return Array.from({ length: count }, (_, i) => {
    const [companyCode, { dataset, domain }] = companies[i % companies.length]!;
    const word = WORDS[(i * 7) % WORDS.length]!;
    const suffix = SUFFIXES[(i * 3) % SUFFIXES.length]!;
    const tableId = `${word}_${suffix}_${String(i).padStart(5, '0')}`;
    return {
      projectId: WAREHOUSE_PROJECT,
      datasetId: `${dataset}_bench`,
      tableId,
      isView: suffix === 'vw',
      companyCode,
      domain,
      description: `Tabla de ${word} (${suffix}) número ${i}.`,
      tags: [word, suffix],
      fields: [{ name: 'customer_id', type: 'BIGINT', description: 'Identificador del cliente.' }],
      numRows: 1000 + ((i * 7919) % 100_000),
    };
  });
}

export async function seedSyntheticCatalogue(pool: Pool, count: number): Promise<void> {
  await withTransaction(pool, (db) => upsertObjects(db, syntheticObjects(count), true));
}
