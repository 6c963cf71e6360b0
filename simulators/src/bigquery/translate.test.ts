import { describe, expect, it } from 'vitest';
import { TranslationError, translateToDuckDb } from './translate.ts';

describe('BigQuery SQL for DuckDB', () => {
  it('drops backticks and the project; the customer dataset is the main schema (its customers the view with identifier values), others are schemas', () => {
    const out = translateToDuckDb(
      'SELECT COUNT(*) AS n FROM `inca-warehouse.warehouse.customers` WHERE customer_id IN (SELECT customer_id FROM `retail.compras`)',
      {},
      'warehouse',
    );
    expect(out.sql).toBe(
      'SELECT COUNT(*) AS n FROM customers_with_identifiers WHERE customer_id IN (SELECT customer_id FROM retail.compras)',
    );
  });

  it('turns integer division into //, array parameters into one placeholder each, named into positional', () => {
    const out = translateToDuckDb(
      'SELECT COUNTIF(MOD(DIV(companies, @p2), 2) = 1) AS c FROM `customers` WHERE (gender IN UNNEST(@p1)) AND (age BETWEEN @p0 AND @p3)',
      { p0: 25n, p1: [1n, 2n], p2: 4n, p3: 40n },
      'warehouse',
    );
    expect(out.sql).toBe(
      'SELECT COUNTIF(MOD((companies // $1), 2) = 1) AS c FROM customers_with_identifiers WHERE (gender IN ($2, $3)) AND (age BETWEEN $4 AND $5)',
    );
    expect(out.params).toEqual([4n, 1n, 2n, 25n, 40n]);
  });

  it('refuses what the compiler never emits instead of guessing', () => {
    expect(() => translateToDuckDb("SELECT 'a@b'", {}, 'warehouse')).toThrow(TranslationError);
    expect(() => translateToDuckDb('SELECT DIV(1 + 2, 3)', {}, 'warehouse')).toThrow(TranslationError);
    expect(() => translateToDuckDb('SELECT @missing', {}, 'warehouse')).toThrow("Query parameter 'missing' not found");
    expect(() => translateToDuckDb('SELECT 1 FROM `a.b.c.d`', {}, 'warehouse')).toThrow(TranslationError);
  });
});

describe('INFORMATION_SCHEMA for DuckDB', () => {
  it('reads a dataset’s TABLES and COLUMNS from DuckDB’s information schema of that schema, types in BigQuery’s names', () => {
    const tables = translateToDuckDb(
      'SELECT table_name, table_type FROM `inca-warehouse.retail.INFORMATION_SCHEMA.TABLES` ORDER BY table_name',
      {},
      'warehouse',
    );
    expect(tables.sql).toBe(
      "SELECT table_name, table_type FROM (SELECT table_catalog, table_schema, table_name, table_type FROM information_schema.tables WHERE table_schema = 'retail') ORDER BY table_name",
    );
    const columns = translateToDuckDb('SELECT column_name, data_type FROM `warehouse.INFORMATION_SCHEMA.COLUMNS`', {}, 'warehouse');
    expect(columns.sql).toContain("FROM information_schema.columns WHERE table_schema = 'main'");
    expect(columns.sql).toContain("WHEN data_type LIKE '%INT%' THEN 'INT64'");
    expect(() => translateToDuckDb('SELECT * FROM `retail.INFORMATION_SCHEMA.JOBS`', {}, 'warehouse')).toThrow(TranslationError);
  });
});
