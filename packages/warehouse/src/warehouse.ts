import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import { COMPANY_BITS, type Attribute } from './catalogue.ts';
import { compilePreview, type Binder, type SegmentPredicate, type SelectedAttribute } from './compiler.ts';
import { CUSTOMERS_TABLE, customersSql, identifierSql, type IdentifierColumn } from './generate.ts';
import type { BigQuerySettings, BigQueryWarehouse } from './bigquery.ts';

/** Opens in progress per warehouse file, so that only one of them generates the customers. */
const opening = new Map<string, Promise<void>>();

export type PreviewCounts = {
  unique_users: number;
  unique_users_w_contact: number;
  unique_users_w_advertising: number;
  /** Members per company code among the selected customers. */
  by_company: Record<string, number>;
  /** Contactable members per company code. */
  contact_by_company: Record<string, number>;
  /** Contactable customers of companies the owner may reach (when restrictions were given). */
  contact_allowed: number;
};

/** Who a warehouse query runs for and why (BigQuery's job labels), and the caller's signal to cancel it. */
export type JobContext = {
  company: string;
  operation: 'preview' | 'evaluate' | 'count' | 'members' | 'sample' | 'signals' | 'catalogue';
  signal?: AbortSignal;
};

/**
 * Where a segment's customers are read from, in that warehouse's dialect: the embedded DuckDB or
 * BigQuery. Both name the customers table and its identifier columns (email, phone, …), and run a read
 * with a Binder's parameters; BigQuery also reads a job's answer page by page.
 */
export type WarehouseReader = Warehouse | BigQueryWarehouse;

/** The reader as the embedded warehouse, for work only DuckDB does (creating its company tables); refused on BigQuery. */
export function embeddedWarehouse(reader: WarehouseReader): Warehouse {
  if (reader.dialect !== 'duckdb') throw new Error('Esta operación necesita el almacén embebido (DuckDB).');
  return reader;
}

/**
 * BigQuery opened on first use, its client library loaded then: a process that stays on DuckDB never
 * loads it. One executor per settings object.
 */
export function bigQueryWarehouse(settings: BigQuerySettings): () => Promise<BigQueryWarehouse> {
  let opening: Promise<BigQueryWarehouse> | undefined;
  return () => (opening ??= import('./bigquery.ts').then(({ BigQueryWarehouse }) => new BigQueryWarehouse(settings)));
}

/** What counts a segment: the embedded DuckDB or BigQuery (the same counts, see the contract test). */
export type SegmentCounter = {
  preview(
    catalogue: readonly Attribute[],
    selection: readonly SelectedAttribute[] | SegmentPredicate,
    allowedMask?: number,
    context?: JobContext,
  ): Promise<PreviewCounts>;
};

/**
 * BigQuery as a segment counter, its client library loaded on first use: a process that stays on
 * DuckDB never loads it (`@inca/warehouse/bigquery` has the executor itself).
 */
export function bigQueryCounter(settings: BigQuerySettings | (() => Promise<BigQueryWarehouse>)): SegmentCounter {
  const open = typeof settings === 'function' ? settings : bigQueryWarehouse(settings);
  return {
    preview: async (catalogue, selection, allowedMask, context) => (await open()).preview(catalogue, selection, allowedMask, context),
  };
}

/** The counts of a compiled preview's one answer row, named as either dialect's SQL names them. */
export function previewCountsOf(row: Record<string, unknown> | undefined, allowedMask?: number): PreviewCounts {
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    unique_users: n('unique_users'),
    unique_users_w_contact: n('unique_users_w_contact'),
    unique_users_w_advertising: n('unique_users_w_advertising'),
    by_company: Object.fromEntries(Object.keys(COMPANY_BITS).map((code) => [code, n(`company_${code}`)])),
    contact_by_company: Object.fromEntries(Object.keys(COMPANY_BITS).map((code) => [code, n(`contact_${code}`)])),
    contact_allowed: allowedMask === undefined ? n('unique_users_w_contact') : n('contact_allowed'),
  };
}

/**
 * The embedded customer warehouse: a DuckDB file (or memory) holding the synthetic customer base,
 * generated on first open at the configured size. Counts run inside DuckDB: no customer row is
 * ever pulled into JavaScript.
 */
export class Warehouse implements SegmentCounter {
  readonly dialect = 'duckdb' as const;
  /** The synthetic customers, as the SQL names them. */
  readonly customersTable = CUSTOMERS_TABLE;

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
    readonly size: number,
    private readonly shared: boolean,
  ) {}

  /** Rows handed back to JavaScript so far (aggregates only: customer rows stay in DuckDB). */
  rowsReturned = 0;

  static async open(options: { file?: string; size: number }): Promise<Warehouse> {
    // Several services of one process open the same file: one generates, the others wait for it.
    const key = options.file ?? '';
    const previous = (options.file && opening.get(key)) || Promise.resolve();
    const mine = previous.catch(() => undefined).then(() => Warehouse.openNow(options));
    if (options.file)
      opening.set(
        key,
        mine.then(
          () => undefined,
          () => undefined,
        ),
      );
    return mine;
  }

  private static async openNow(options: { file?: string; size: number }): Promise<Warehouse> {
    if (options.file) await mkdir(path.dirname(options.file), { recursive: true });
    // A file is opened through DuckDB's instance cache, so parts of one process share it.
    const instance = options.file ? await DuckDBInstance.fromCache(options.file) : await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    await connection.run('CREATE TABLE IF NOT EXISTS warehouse_meta (key VARCHAR PRIMARY KEY, value VARCHAR)');
    const meta = await connection.runAndReadAll(`SELECT value FROM warehouse_meta WHERE key = 'size'`);
    const stored = Number(meta.getRowObjects()[0]?.value ?? 0);
    if (stored !== options.size) {
      await connection.run(customersSql(options.size));
      await connection.run(`INSERT OR REPLACE INTO warehouse_meta VALUES ('size', '${options.size}')`);
    }
    return new Warehouse(instance, connection, options.size, Boolean(options.file));
  }

  /** Runs a read query with bound positional parameters and returns plain rows. */
  async query(sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
    const values = Object.fromEntries(params.map((p, i) => [String(i + 1), p as DuckDBValue]));
    const reader = await this.connection.runAndReadAll(sql, values);
    const rows = reader.getRowObjectsJS() as Record<string, unknown>[];
    this.rowsReturned += rows.length;
    return rows;
  }

  /** An identifier column in a select list over the customers: derived from the synthetic customer. */
  identifierColumn(column: IdentifierColumn): string {
    return identifierSql(column);
  }

  /** A read in DuckDB's dialect with the binder's positional parameters; the job context matters to BigQuery only. */
  read(sql: string, binder: Binder, _context?: JobContext): Promise<Record<string, unknown>[]> {
    return this.query(sql, binder.params);
  }

  /** Runs a statement that returns no rows (the warehouse objects' generation). */
  async run(sql: string): Promise<void> {
    await this.connection.run(sql);
  }

  /** Counts in DuckDB; the job context matters to BigQuery only. */
  async preview(
    catalogue: readonly Attribute[],
    selection: readonly SelectedAttribute[] | SegmentPredicate,
    allowedMask?: number,
    _context?: JobContext,
  ): Promise<PreviewCounts> {
    const compiled = compilePreview(catalogue, selection, 'duckdb', { table: CUSTOMERS_TABLE, companyBits: COMPANY_BITS, allowedMask });
    const [row] = await this.query(compiled.sql, compiled.params);
    return previewCountsOf(row, allowedMask);
  }

  close(): void {
    this.connection.closeSync();
    // A cached instance is released by DuckDB once no connection uses it.
    if (!this.shared) this.instance.closeSync();
  }
}
