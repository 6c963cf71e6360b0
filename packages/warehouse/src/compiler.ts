import { createHash } from 'node:crypto';
import { MERGE_TYPE_LABELS, type MergeTypeName } from '@inca/domain';
import type { Attribute } from './catalogue.ts';
import { SelectionError, validateSelection, type Condition, type SelectedAttribute } from './selection.ts';

export * from './selection.ts';

export type Dialect = 'duckdb' | 'bigquery';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** SQL text plus bound values: no value a user typed ever appears in the text. */
export type CompiledWhere = { sql: string; params: unknown[]; named: Record<string, unknown> };

/** Collects bound values for one statement; placeholders follow the dialect ($1 or @p0). */
export class Binder {
  readonly params: unknown[] = [];
  readonly named: Record<string, unknown> = {};
  constructor(readonly dialect: Dialect) {}
  bind(value: unknown): string {
    this.params.push(value);
    if (this.dialect === 'duckdb') return `$${this.params.length}`;
    const key = `p${this.params.length - 1}`;
    this.named[key] = value;
    return `@${key}`;
  }
}

/** A predicate over conditions: attributes AND-ed, multi-select values OR-ed. */
export function conditionsSql(conditions: readonly Condition[], binder: Binder): string {
  const dialect = binder.dialect;
  const bind = (value: unknown) => binder.bind(value);
  const parts = conditions.map((c) => {
    const col = c.attribute.column;
    if (!IDENTIFIER.test(col)) throw new Error(`Columna inválida en el catálogo: ${col}`);
    switch (c.kind) {
      case 'boolean':
        return `${col} = ${bind(c.value)}`;
      case 'in':
        if (c.values.length === 1) return `${col} = ${bind(c.values[0])}`;
        return dialect === 'duckdb' ? `${col} IN (${c.values.map(bind).join(', ')})` : `${col} IN UNNEST(${bind(c.values)})`;
      case 'mask': {
        if (dialect === 'duckdb') return `(${col} & CAST(${bind(c.bits.reduce((m, b) => m | b, 0))} AS UINTEGER)) <> 0`;
        return `(${c.bits.map((bit) => `MOD(DIV(${col}, ${bind(bit)}), 2) = 1`).join(' OR ')})`;
      }
      case 'between':
        return `${col} BETWEEN ${bind(c.lower)} AND ${bind(c.upper)}`;
      case 'compare':
        return `${col} ${c.symbol} ${bind(c.value)}`;
    }
  });
  return parts.map((p) => `(${p})`).join(' AND ');
}

/** Compiles validated conditions to a WHERE clause with its own parameters. */
export function compileWhere(conditions: readonly Condition[], dialect: Dialect): CompiledWhere {
  const binder = new Binder(dialect);
  return { sql: conditionsSql(conditions, binder), params: binder.params, named: binder.named };
}

/** How two segments combine in a merge segment (the names and labels are the domain's). */
export const MERGE_TYPES = MERGE_TYPE_LABELS;
export type MergeType = MergeTypeName;

/** A segment's customer set as a predicate: its attribute selection, or a merge of two others. */
export type SegmentPredicate =
  | { kind: 'attributes'; selection: SelectedAttribute[] }
  | { kind: 'merge'; mergeType: MergeType; a: SegmentPredicate; b: SegmentPredicate }
  | MembershipPredicate;

/**
 * Customers listed in a warehouse table or view (cross-table segments, type 1), or in one group of a
 * sandbox use case (type 4). Dataset and table are identifiers checked here; the group is bound.
 */
export type MembershipPredicate =
  { kind: 'table'; dataset: string; table: string } | { kind: 'sandbox'; useCase: string; group: string; processDate: string };

/** The sandbox groupings of every use case: one row per customer of a group. */
export const SANDBOX_GROUPS_TABLE = 'sandbox.use_case_groups';

function membershipSql(predicate: MembershipPredicate, binder: Binder): string {
  if (predicate.kind === 'table') {
    if (!IDENTIFIER.test(predicate.dataset) || !IDENTIFIER.test(predicate.table))
      throw new SelectionError('La tabla indicada no es válida.');
    const ref = binder.dialect === 'duckdb' ? `${predicate.dataset}.${predicate.table}` : `\`${predicate.dataset}.${predicate.table}\``;
    return `(customer_id IN (SELECT customer_id FROM ${ref}))`;
  }
  const ref = binder.dialect === 'duckdb' ? SANDBOX_GROUPS_TABLE : `\`${SANDBOX_GROUPS_TABLE}\``;
  return `(customer_id IN (SELECT customer_id FROM ${ref} WHERE use_case = ${binder.bind(predicate.useCase)} AND group_name = ${binder.bind(predicate.group)} AND CAST(process_date AS ${binder.dialect === 'duckdb' ? 'VARCHAR' : 'STRING'}) = ${binder.bind(predicate.processDate)}))`;
}

export function predicateSql(catalogue: readonly Attribute[], predicate: SegmentPredicate, binder: Binder, depth = 0): string {
  if (depth > 8) throw new SelectionError('La combinación de segmentos es demasiado profunda.');
  if (predicate.kind === 'attributes') return `(${conditionsSql(validateSelection(catalogue, predicate.selection), binder)})`;
  if (predicate.kind === 'table' || predicate.kind === 'sandbox') return membershipSql(predicate, binder);
  const a = predicateSql(catalogue, predicate.a, binder, depth + 1);
  const b = predicateSql(catalogue, predicate.b, binder, depth + 1);
  if (predicate.mergeType === 'UNION') return `(${a} OR ${b})`;
  if (predicate.mergeType === 'INTERSECTION') return `(${a} AND ${b})`;
  return `(${a} AND NOT ${b})`;
}

/**
 * Customers of at least one company of the mask (restricted companies left out), in the binder's
 * dialect: DuckDB tests the bits at once; BigQuery one bit at a time, as the compiler's preview does.
 */
export function companiesInMaskSql(binder: Binder, allowedMask: number, companyBits: Record<string, number>): string {
  if (binder.dialect === 'duckdb') return `(companies & CAST(${binder.bind(allowedMask)} AS UINTEGER)) <> 0`;
  const bits = Object.values(companyBits).filter((bit) => (allowedMask & bit) !== 0);
  return `(${bits.map((bit) => `MOD(DIV(companies, ${binder.bind(bit)}), 2) = 1`).join(' OR ') || 'FALSE'})`;
}

/**
 * The preview query: unique users, with contact and with advertising id, and how many belong to
 * each company; one pass over the customer table, counted in the database.
 */
export function compilePreview(
  catalogue: readonly Attribute[],
  selection: readonly SelectedAttribute[] | SegmentPredicate,
  dialect: Dialect,
  options: { table: string; companyBits: Record<string, number>; allowedMask?: number },
): CompiledWhere {
  const binder = new Binder(dialect);
  const predicate: SegmentPredicate = Array.isArray(selection) ? { kind: 'attributes', selection } : (selection as SegmentPredicate);
  const where = { sql: predicateSql(catalogue, predicate, binder), params: binder.params, named: binder.named };
  const count = (predicate: string) => (dialect === 'duckdb' ? `count(*) FILTER (WHERE ${predicate})` : `COUNTIF(${predicate})`);
  const member = (bit: number) => (dialect === 'duckdb' ? `(companies & ${bit}) <> 0` : `MOD(DIV(companies, ${bit}), 2) = 1`);
  const companies = Object.entries(options.companyBits).map(([code, bit]) => {
    if (!/^[0-9]{3}$/.test(code) || !Number.isInteger(bit)) throw new Error('Empresa inválida en la configuración');
    return `${count(member(bit))} AS company_${code}, ${count(`(has_email OR has_phone) AND ${member(bit)}`)} AS contact_${code}`;
  });
  if (options.allowedMask !== undefined) {
    // Contactable customers of at least one company the segment's owner may reach.
    const allowed =
      dialect === 'duckdb'
        ? `(companies & CAST(${binder.bind(options.allowedMask)} AS UINTEGER)) <> 0`
        : `(${
            Object.values(options.companyBits)
              .filter((bit) => (options.allowedMask! & bit) !== 0)
              .map((bit) => `MOD(DIV(companies, ${binder.bind(bit)}), 2) = 1`)
              .join(' OR ') || 'FALSE'
          })`;
    companies.push(`${count(`(has_email OR has_phone) AND ${allowed}`)} AS contact_allowed`);
  }
  const sql = [
    `SELECT ${dialect === 'duckdb' ? 'count(*)' : 'COUNT(*)'} AS unique_users`,
    `, ${count('has_email OR has_phone')} AS unique_users_w_contact`,
    `, ${count('has_maid')} AS unique_users_w_advertising`,
    ...companies.map((c) => `, ${c}`),
    ` FROM ${options.table} WHERE ${where.sql}`,
  ].join('');
  return { ...where, sql };
}

/** A stable fingerprint of a selection: the same attributes and values in any order agree. */
export function selectionFingerprint(catalogue: readonly Attribute[], selection: readonly SelectedAttribute[]): string {
  const conditions = validateSelection(catalogue, selection)
    .map(({ attribute, ...rest }) => ({ id: attribute.id, ...rest }))
    .sort((a, b) => a.id - b.id);
  return createHash('sha256').update(JSON.stringify(conditions)).digest('hex');
}
