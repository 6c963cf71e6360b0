import type { Attribute } from './catalogue.ts';

/*
 * Selection validation, free of Node and DuckDB imports so the web builder checks a selection
 * with the very rules (and Spanish messages) the service enforces.
 */

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
