/**
 * The few constructs of BigQuery Standard SQL that the segment compiler emits and DuckDB reads
 * differently, rewritten so the fake runs the very SQL the executor sends:
 * - `` `project.dataset.table` `` and `` `dataset.table` ``: backticks and the project dropped; the
 *   customer dataset is DuckDB's main schema, every other dataset a DuckDB schema of that name; its
 *   `customers` table is DuckDB's view of the customers with their identifier values (e-mail, phone,
 *   names, country, advertising id), the columns a real customer table holds;
 * - `DIV(column, @p)` and `DIV(column, 4)` (integer division) become `(column // @p)`, `(column // 4)`;
 * - `x IN UNNEST(@p)` with an array parameter becomes `x IN ($i, $j, …)`, one placeholder per element;
 * - named parameters `@name` become DuckDB's positional `$n`, in order of appearance;
 * - `dataset.INFORMATION_SCHEMA.TABLES` and `.COLUMNS` become DuckDB's information schema of that
 *   schema, with BigQuery's column names and type names (INT64, BOOL, FLOAT64, STRING).
 * COUNTIF, MOD, CAST(… AS STRING), COUNT(*) and the rest are read by DuckDB as they are.
 * Anything else (string literals holding `@` or backticks included) is outside what the compiler
 * produces and is refused rather than guessed.
 */
import { CUSTOMER_IDENTIFIERS_VIEW, CUSTOMERS_TABLE } from '@inca/warehouse';

export type Translated = { sql: string; params: unknown[] };

export class TranslationError extends Error {
  override name = 'TranslationError';
}

/** BigQuery's type names for DuckDB's, as INFORMATION_SCHEMA.COLUMNS spells them. */
const COLUMN_TYPE = `CASE WHEN data_type = 'BOOLEAN' THEN 'BOOL' WHEN data_type LIKE '%INT%' THEN 'INT64'
  WHEN data_type IN ('DOUBLE', 'FLOAT', 'REAL') OR data_type LIKE 'DECIMAL%' THEN 'FLOAT64' WHEN data_type = 'VARCHAR' THEN 'STRING' ELSE data_type END`;

/** `[project.]dataset.INFORMATION_SCHEMA.TABLES|COLUMNS` as DuckDB's information schema of that schema, with BigQuery's columns. */
function informationSchema(parts: string[], customerDataset: string): string | undefined {
  if (parts.length < 3 || parts.at(-2)!.toUpperCase() !== 'INFORMATION_SCHEMA') return undefined;
  const dataset = parts.at(-3)!;
  if (parts.length > 4 || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(dataset))
    throw new TranslationError(`Unsupported INFORMATION_SCHEMA reference: ${parts.join('.')}`);
  const schema = dataset === customerDataset ? 'main' : dataset;
  const view = parts.at(-1)!.toUpperCase();
  if (view === 'TABLES')
    return `(SELECT table_catalog, table_schema, table_name, table_type FROM information_schema.tables WHERE table_schema = '${schema}')`;
  if (view === 'COLUMNS')
    return `(SELECT table_catalog, table_schema, table_name, column_name, ordinal_position, is_nullable, ${COLUMN_TYPE} AS data_type FROM information_schema.columns WHERE table_schema = '${schema}')`;
  throw new TranslationError(`Unsupported INFORMATION_SCHEMA view: ${view}`);
}

export function translateToDuckDb(sql: string, named: Record<string, unknown>, customerDataset: string): Translated {
  if (/'|"/.test(sql)) throw new TranslationError('String literals are not supported by the fake');
  let text = sql.replace(/`([^`]+)`/g, (_m, ref: string) => {
    const parts = ref.split('.');
    const view = informationSchema(parts, customerDataset);
    if (view) return view;
    if (parts.length < 1 || parts.length > 3 || !parts.every((p) => /^[A-Za-z_][A-Za-z0-9_-]*$/.test(p)))
      throw new TranslationError(`Unsupported table reference: ${ref}`);
    const [dataset, table] =
      parts.length === 3 ? [parts[1]!, parts[2]!] : parts.length === 2 ? [parts[0]!, parts[1]!] : [customerDataset, parts[0]!];
    if (dataset !== customerDataset) return `${dataset}.${table}`;
    return table === CUSTOMERS_TABLE ? CUSTOMER_IDENTIFIERS_VIEW : table;
  });
  text = text.replace(/\bDIV\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*,\s*(@[A-Za-z_][A-Za-z0-9_]*|[0-9]+)\s*\)/g, '($1 // $2)');
  if (/\bDIV\(/.test(text)) throw new TranslationError('DIV is only supported on a column and a parameter or integer');
  const params: unknown[] = [];
  const value = (name: string) => {
    if (!(name in named)) throw new TranslationError(`Query parameter '${name}' not found`);
    return named[name];
  };
  // One pass, so placeholders are numbered in the order they appear.
  text = text.replace(
    /\bIN UNNEST\(\s*@([A-Za-z_][A-Za-z0-9_]*)\s*\)|@([A-Za-z_][A-Za-z0-9_]*)/g,
    (_m, listName: string | undefined, name: string | undefined) => {
      if (name !== undefined) return `$${params.push(value(name))}`;
      const list = value(listName!);
      if (!Array.isArray(list)) throw new TranslationError(`Query parameter '${listName}' is not an array`);
      if (!list.length) return 'IN (SELECT NULL WHERE FALSE)';
      return `IN (${list.map((v) => `$${params.push(v)}`).join(', ')})`;
    },
  );
  return { sql: text, params };
}
