import { createHash } from 'node:crypto';
import type { Attribute } from './catalogue.ts';

/** One selected attribute as the builder sends it (spec §3, selected attribute payload). */
export type SelectedAttribute = {
  id: number;
  technical_name?: string;
  dataset_name?: string;
  table_name?: string;
  value: unknown;
};

export const COMPARE_SYMBOLS = ['=', '<', '>', '<=', '>='] as const;
export type CompareSymbol = (typeof COMPARE_SYMBOLS)[number];

/** A selection that does not fit the catalogue; the message is the Spanish text for the user. */
export class SelectionError extends Error {
  override name = 'SelectionError';
}

export type Dialect = 'duckdb' | 'bigquery';

/** A validated attribute, its values normalised. */
export type Condition =
  | { attribute: Attribute; kind: 'boolean'; value: boolean }
  | { attribute: Attribute; kind: 'in'; values: number[] }
  | { attribute: Attribute; kind: 'mask'; bits: number[] }
  | { attribute: Attribute; kind: 'between'; lower: number; upper: number }
  | { attribute: Attribute; kind: 'compare'; symbol: CompareSymbol; value: number };

const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const toNumber = (v: unknown): number | undefined => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  return undefined;
};
const optionMissing = (a: Attribute, v: unknown) => new SelectionError(`La opción «${String(v)}» no existe para ${a.businessName}.`);

function condition(a: Attribute, raw: unknown): Condition {
  const min = toNumber(a.options[0]?.value) ?? 1;
  const max = toNumber(a.options[1]?.value) ?? 999_999_999;
  switch (a.type) {
    case 'BOOLEAN': {
      if (raw !== '1' && raw !== '0') throw new SelectionError(`El valor de ${a.businessName} debe ser '1' o '0'.`);
      return { attribute: a, kind: 'boolean', value: raw === '1' };
    }
    case 'MULTI_SELECT':
    case 'MASKED_MULTI_SELECT': {
      if (!Array.isArray(raw) || raw.length === 0) throw new SelectionError(`Seleccione al menos una opción de ${a.businessName}.`);
      const values = [...new Set(raw.map(String))];
      for (const v of values) if (!a.options.some((o) => o.value === v)) throw optionMissing(a, v);
      const numbers = values.map(Number).sort((x, y) => x - y);
      return a.type === 'MULTI_SELECT' ? { attribute: a, kind: 'in', values: numbers } : { attribute: a, kind: 'mask', bits: numbers };
    }
    case 'SELECT': {
      const v = String(raw ?? '');
      if (!a.options.some((o) => o.value === v)) throw optionMissing(a, v);
      return { attribute: a, kind: 'in', values: [Number(v)] };
    }
    case 'SELECT_RANGE': {
      const option = a.options.find((o) => o.value === String(raw ?? ''));
      if (!option || option.lower === undefined || option.upper === undefined) throw optionMissing(a, raw);
      return { attribute: a, kind: 'between', lower: option.lower, upper: option.upper };
    }
    case 'RANGE': {
      const r = (raw ?? {}) as { lower_bound?: unknown; upper_bound?: unknown };
      const lower = toNumber(r.lower_bound);
      const upper = toNumber(r.upper_bound);
      if (!isInteger(lower) || !isInteger(upper) || lower === 0 || upper === 0) throw new SelectionError(`Debe ingresar un rango de valores para ${a.businessName}`);
      if (lower < min) throw new SelectionError(`El rango de valores para ${a.businessName} debe ser mayor a ${min}. `);
      if (upper > max) throw new SelectionError(`El rango de valores para ${a.businessName} debe ser menor a ${max}. `);
      if (lower > upper) throw new SelectionError(`El valor inicial de ${a.businessName} no puede ser mayor que el final.`);
      return { attribute: a, kind: 'between', lower, upper };
    }
    case 'INPUT_COMPARE': {
      const r = (raw ?? {}) as { value?: unknown; symbol?: unknown };
      const value = toNumber(r.value);
      if (!isInteger(value) || value === 0) throw new SelectionError(`Debe ingresar un valor para ${a.businessName}`);
      const symbol = (r.symbol ?? '>=') as CompareSymbol;
      if (!COMPARE_SYMBOLS.includes(symbol)) throw new SelectionError(`El símbolo de comparación de ${a.businessName} no es válido.`);
      return { attribute: a, kind: 'compare', symbol, value };
    }
  }
}

/**
 * Validates a selection against the catalogue (spec §5: at least one attribute, values and
 * bounds, dependencies, and/or required fields) and returns one condition per attribute.
 */
export function validateSelection(catalogue: readonly Attribute[], selection: readonly SelectedAttribute[]): Condition[] {
  if (!Array.isArray(selection) || selection.length === 0) throw new SelectionError('Seleccione por lo menos un attributo.');
  const byId = new Map(catalogue.map((a) => [a.id, a]));
  const seen = new Set<number>();
  const conditions: Condition[] = [];
  for (const item of selection) {
    const attribute = byId.get(Number(item?.id));
    if (!attribute) throw new SelectionError(`El atributo ${String(item?.id)} no existe en el catálogo.`);
    if (seen.has(attribute.id)) throw new SelectionError(`El atributo ${attribute.businessName} está repetido.`);
    seen.add(attribute.id);
    conditions.push(condition(attribute, item.value));
  }
  const name = (id: number) => byId.get(id)?.businessName ?? String(id);
  for (const { attribute } of conditions) {
    const needs = attribute.dependent ?? [];
    const all = needs.filter((d) => !d.orCondition);
    const any = needs.filter((d) => d.orCondition);
    const missingAll = all.find((d) => !seen.has(d.dependentId));
    const missingAny = any.length > 0 && !any.some((d) => seen.has(d.dependentId)) ? any[0] : undefined;
    const missing = missingAll ?? missingAny;
    if (missing) {
      const target = byId.get(missing.dependentId);
      throw new SelectionError(
        `El atributo ${attribute.businessName}, requiere un valor para el atributo (${target?.category ?? ''}: ${target?.businessName ?? missing.dependentId}).`,
      );
    }
    const and = (attribute.requiredFields?.and ?? []).filter((id) => !seen.has(id));
    if (and.length) throw new SelectionError(`Los siguientes atributos son necesarios: ${and.map(name).join(', ')}.`);
    const or = attribute.requiredFields?.or ?? [];
    if (or.length && !or.some((id) => seen.has(id))) {
      throw new SelectionError(`Debe ingresar un valor en alguno de los siguientes atributos: ${or.map(name).join(', ')}.`);
    }
  }
  return conditions;
}

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

/** How two segments combine in a merge segment. */
export const MERGE_TYPES = { UNION: 'Unión', INTERSECTION: 'Intersección', DIFFERENCE: 'Diferencia' } as const;
export type MergeType = keyof typeof MERGE_TYPES;

/** A segment's customer set as a predicate: its attribute selection, or a merge of two others. */
export type SegmentPredicate = { kind: 'attributes'; selection: SelectedAttribute[] } | { kind: 'merge'; mergeType: MergeType; a: SegmentPredicate; b: SegmentPredicate };

export function predicateSql(catalogue: readonly Attribute[], predicate: SegmentPredicate, binder: Binder, depth = 0): string {
  if (depth > 8) throw new SelectionError('La combinación de segmentos es demasiado profunda.');
  if (predicate.kind === 'attributes') return `(${conditionsSql(validateSelection(catalogue, predicate.selection), binder)})`;
  const a = predicateSql(catalogue, predicate.a, binder, depth + 1);
  const b = predicateSql(catalogue, predicate.b, binder, depth + 1);
  if (predicate.mergeType === 'UNION') return `(${a} OR ${b})`;
  if (predicate.mergeType === 'INTERSECTION') return `(${a} AND ${b})`;
  return `(${a} AND NOT ${b})`;
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
        : `(${Object.values(options.companyBits).filter((bit) => (options.allowedMask! & bit) !== 0).map((bit) => `MOD(DIV(companies, ${binder.bind(bit)}), 2) = 1`).join(' OR ') || 'FALSE'})`;
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
