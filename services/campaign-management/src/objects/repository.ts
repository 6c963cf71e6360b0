import type { Queryable } from '@inca/db';
import { catalogueSourceOf } from '@inca/warehouse';
import { S, type CampaignContext } from '../context.ts';

/** Every SQL statement of the objects feature (warehouse tables and their columns). */

export type ObjectRow = {
  id_object: number;
  document_id: string;
  project_id: string;
  dataset_id: string;
  object_id: string;
  domain: string;
  creation_time: string;
  last_modified_time: string;
};
export type ColumnRow = { column_name: string; data_type: string; ordinal_position: number };
export type CatalogueTable = { project_id: string; dataset_id: string; object_id: string; columns: { name: string; type: string }[] };

export async function listObjects(db: Queryable, tableName?: string): Promise<ObjectRow[]> {
  const params: unknown[] = [];
  let where = '';
  if (tableName) {
    params.push(`%${tableName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where = 'WHERE object_id ILIKE $1';
  }
  const { rows } = await db.query<ObjectRow>(
    `SELECT id_object, document_id, project_id, dataset_id, object_id, domain, creation_time, last_modified_time FROM ${S}.objects ${where} ORDER BY object_id`,
    params,
  );
  return rows;
}

export async function objectsByDocumentIds(db: Queryable, ids: readonly string[]): Promise<ObjectRow[]> {
  const { rows } = await db.query<ObjectRow>(
    `SELECT id_object, document_id, project_id, dataset_id, object_id, domain, creation_time, last_modified_time FROM ${S}.objects WHERE document_id = ANY($1::text[])`,
    [ids],
  );
  return rows;
}

export async function columnsOf(db: Queryable, idObjects: readonly number[]): Promise<Map<number, ColumnRow[]>> {
  const { rows } = await db.query<ColumnRow & { id_object: number }>(
    `SELECT id_object, column_name, data_type, ordinal_position FROM ${S}.object_columns WHERE id_object = ANY($1::int[]) ORDER BY id_object, ordinal_position`,
    [idObjects],
  );
  const byObject = new Map<number, ColumnRow[]>();
  for (const r of rows) byObject.set(r.id_object, [...(byObject.get(r.id_object) ?? []), r]);
  return byObject;
}

/** Column names of a table named by its document id, or undefined when no such table is known. */
export async function columnsOfObject(db: Queryable, documentId: string): Promise<string[] | undefined> {
  const [object] = await objectsByDocumentIds(db, [documentId]);
  if (!object) return undefined;
  return (await columnsOf(db, [object.id_object])).get(object.id_object)?.map((c) => c.column_name) ?? [];
}

/**
 * Mirrors the warehouse catalogue into objects/object_columns: new tables inserted, known ones
 * keep their id (variables name them), columns replaced, tables gone from the warehouse removed.
 */
export async function syncCatalogue(db: Queryable, tables: readonly CatalogueTable[], domain: string): Promise<void> {
  const documentId = (t: CatalogueTable) => `${t.project_id}.${t.dataset_id}.${t.object_id}`;
  for (const table of tables) {
    const { rows } = await db.query<{ id_object: number }>(
      `INSERT INTO ${S}.objects (document_id, project_id, dataset_id, object_id, domain)
         VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (document_id) DO UPDATE SET domain = EXCLUDED.domain
       RETURNING id_object`,
      [documentId(table), table.project_id, table.dataset_id, table.object_id, domain],
    );
    const id = rows[0]!.id_object;
    const current = await db.query<{ column_name: string; data_type: string }>(
      `SELECT column_name, data_type FROM ${S}.object_columns WHERE id_object = $1 ORDER BY ordinal_position`,
      [id],
    );
    const same =
      current.rows.length === table.columns.length &&
      current.rows.every((c, i) => c.column_name === table.columns[i]!.name && c.data_type === table.columns[i]!.type);
    if (same) continue;
    await db.query(`DELETE FROM ${S}.object_columns WHERE id_object = $1`, [id]);
    await db.query(
      `INSERT INTO ${S}.object_columns (id_object, column_name, data_type, ordinal_position)
         SELECT $1, name, type, ord::int FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS c(name, type, ord)`,
      [id, table.columns.map((c) => c.name), table.columns.map((c) => c.type)],
    );
    await db.query(`UPDATE ${S}.objects SET last_modified_time = now() WHERE id_object = $1`, [id]);
  }
  await db.query(`DELETE FROM ${S}.objects WHERE NOT (document_id = ANY($1::text[]))`, [tables.map(documentId)]);
}

/**
 * Reads the catalogue of the warehouse customers are read from (catalogueSourceOf): every described
 * table and view with its columns, from DuckDB's information schema or each company dataset's
 * INFORMATION_SCHEMA on BigQuery (WAREHOUSE=bigquery never opens the embedded DuckDB for it).
 */
export async function readCatalogue(ctx: Pick<CampaignContext, 'customers'>): Promise<CatalogueTable[]> {
  const source = await catalogueSourceOf(await ctx.customers());
  return (await source.tables()).map((t) => ({
    project_id: t.projectId,
    dataset_id: t.datasetId,
    object_id: t.tableId,
    columns: t.fields,
  }));
}
