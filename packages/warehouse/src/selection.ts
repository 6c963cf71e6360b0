import type { Attribute, AttributeType } from './catalogue.ts';

/*
 * One selection contract, free of Node and DuckDB imports: the web builder and the service check a
 * selection with the very same function (and Spanish messages), on the same pure input shapes.
 *
 * - `AttributeRule`: what validation needs of a catalogue attribute. The GraphQL `Attribute` the
 *   web reads already has this shape; the service derives it from its catalogue with `attributeRule`.
 * - `SelectionInput`: one selected attribute, typed (the GraphQL `SelectedAttributeInput` shape).
 *   The REST payload of spec §3 (`{ id, value: unknown }`) converts to and from it with
 *   `fromPayload` / `toPayload`.
 */

/** The comparison symbols of INPUT_COMPARE: GraphQL code → the text the REST payload and SQL use. */
export const COMPARE_SYMBOL_TEXT = { GE: '>=', EQ: '=', LT: '<', GT: '>', LE: '<=' } as const;
export type CompareSymbolCode = keyof typeof COMPARE_SYMBOL_TEXT;
export type CompareSymbol = (typeof COMPARE_SYMBOL_TEXT)[CompareSymbolCode];
export const COMPARE_SYMBOLS = Object.values(COMPARE_SYMBOL_TEXT) as CompareSymbol[];
/** The default comparison (spec §3: '>=' when none is given). */
export const DEFAULT_COMPARE_SYMBOL: CompareSymbolCode = 'GE';

const isSymbolCode = (value: string): value is CompareSymbolCode => Object.hasOwn(COMPARE_SYMBOL_TEXT, value);
/** The GraphQL code of a symbol text ('>=' → 'GE'); undefined for an unknown text. */
export const compareSymbolCode = (text: string): CompareSymbolCode | undefined =>
  (Object.keys(COMPARE_SYMBOL_TEXT) as CompareSymbolCode[]).find((code) => COMPARE_SYMBOL_TEXT[code] === text);

/** What the validator needs of a catalogue attribute. */
export type AttributeRule = {
  id: number;
  category: string;
  businessName: string;
  type: AttributeType;
  /** Lowest and highest bound of RANGE (and INPUT_COMPARE); null or absent for other types. */
  min?: number | null;
  max?: number | null;
  options: readonly { value: string }[];
  /** Attributes that must have a value when this one is selected (orCondition: any one suffices). */
  dependent: readonly { attributeId: number; orCondition: boolean }[];
  requiredAnd: readonly number[];
  requiredOr: readonly number[];
};

/** One selected attribute, by the fields its type uses. */
export type SelectionInput = {
  id: number;
  /** '1'/'0' for BOOLEAN, the option value for SELECT and SELECT_RANGE, the number for INPUT_COMPARE. */
  value?: string | null;
  /** Option values of MULTI_SELECT and MASKED_MULTI_SELECT. */
  values?: readonly string[] | null;
  /** Bounds of RANGE, inclusive. */
  lower?: number | null;
  upper?: number | null;
  /** Comparison of INPUT_COMPARE, a `CompareSymbolCode` (GE by default); anything else is refused. */
  symbol?: string | null;
};

/** One selected attribute as the REST payload carries it (spec §3, selected attribute payload). */
export type SelectedAttribute = {
  id: number;
  technical_name?: string;
  dataset_name?: string;
  table_name?: string;
  value: unknown;
};

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

const DEFAULT_MIN = 1;
const DEFAULT_MAX = 999_999_999;

const toNumber = (v: unknown): number | undefined => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  return undefined;
};
const isInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isBounded = (type: AttributeType) => type === 'RANGE' || type === 'INPUT_COMPARE';

/** The validation view of a service catalogue attribute: bounds from its first two options (spec §5). */
export function attributeRule(a: Attribute): AttributeRule {
  return {
    id: a.id,
    category: a.category,
    businessName: a.businessName,
    type: a.type,
    min: isBounded(a.type) ? (toNumber(a.options[0]?.value) ?? DEFAULT_MIN) : null,
    max: isBounded(a.type) ? (toNumber(a.options[1]?.value) ?? DEFAULT_MAX) : null,
    options: a.options,
    dependent: (a.dependent ?? []).map((d) => ({ attributeId: d.dependentId, orCondition: d.orCondition })),
    requiredAnd: a.requiredFields?.and ?? [],
    requiredOr: a.requiredFields?.or ?? [],
  };
}

/** A REST payload item as a typed input; the shape of its value tells the fields apart. */
export function fromPayload(item: SelectedAttribute): SelectionInput {
  const id = Number(item?.id);
  const raw = item?.value;
  if (Array.isArray(raw)) return { id, values: raw.map(String) };
  if (raw !== null && typeof raw === 'object') {
    const r = raw as Record<string, unknown>;
    if ('lower_bound' in r || 'upper_bound' in r)
      return { id, lower: toNumber(r.lower_bound) ?? null, upper: toNumber(r.upper_bound) ?? null };
    // An unknown symbol text stays recognisably invalid (never mistaken for a code) so the check refuses it.
    const symbol = r.symbol == null ? null : (compareSymbolCode(String(r.symbol)) ?? `?${String(r.symbol)}`);
    return { id, value: r.value == null ? null : String(r.value), symbol };
  }
  if (typeof raw === 'string' || typeof raw === 'number') return { id, value: String(raw) };
  return { id, value: null };
}

/** A typed input as the REST payload item (spec §3). */
export function toPayload(input: SelectionInput): SelectedAttribute {
  if (input.values) return { id: input.id, value: [...input.values] };
  if (input.lower != null || input.upper != null)
    return { id: input.id, value: { lower_bound: input.lower ?? 0, upper_bound: input.upper ?? 0 } };
  if (input.symbol) {
    const text = isSymbolCode(input.symbol) ? COMPARE_SYMBOL_TEXT[input.symbol] : input.symbol;
    return { id: input.id, value: { value: toNumber(input.value) ?? 0, symbol: text } };
  }
  return { id: input.id, value: input.value ?? '' };
}

const optionMissing = (a: AttributeRule, v: unknown) =>
  new SelectionError(`La opción «${String(v ?? '')}» no existe para ${a.businessName}.`);
const hasOption = (a: AttributeRule, v: unknown) => typeof v === 'string' && a.options.some((o) => o.value === v);

/** The value rules of one attribute (spec §5), by type. */
function checkValue(a: AttributeRule, s: SelectionInput): void {
  switch (a.type) {
    case 'BOOLEAN':
      if (s.value !== '1' && s.value !== '0') throw new SelectionError(`El valor de ${a.businessName} debe ser '1' o '0'.`);
      return;
    case 'MULTI_SELECT':
    case 'MASKED_MULTI_SELECT': {
      if (!Array.isArray(s.values) || s.values.length === 0)
        throw new SelectionError(`Seleccione al menos una opción de ${a.businessName}.`);
      for (const v of s.values) if (!hasOption(a, v)) throw optionMissing(a, v);
      return;
    }
    case 'SELECT':
    case 'SELECT_RANGE':
      if (!hasOption(a, s.value)) throw optionMissing(a, s.value);
      return;
    case 'RANGE': {
      const { lower, upper } = s;
      const min = a.min ?? DEFAULT_MIN;
      const max = a.max ?? DEFAULT_MAX;
      if (!isInteger(lower) || !isInteger(upper) || lower === 0 || upper === 0)
        throw new SelectionError(`Debe ingresar un rango de valores para ${a.businessName}`);
      if (lower < min) throw new SelectionError(`El rango de valores para ${a.businessName} debe ser mayor a ${min}. `);
      if (upper > max) throw new SelectionError(`El rango de valores para ${a.businessName} debe ser menor a ${max}. `);
      if (lower > upper) throw new SelectionError(`El valor inicial de ${a.businessName} no puede ser mayor que el final.`);
      return;
    }
    case 'INPUT_COMPARE': {
      const value = toNumber(s.value);
      if (!isInteger(value) || value === 0) throw new SelectionError(`Debe ingresar un valor para ${a.businessName}`);
      if (s.symbol != null && !isSymbolCode(s.symbol))
        throw new SelectionError(`El símbolo de comparación de ${a.businessName} no es válido.`);
      return;
    }
  }
}

/**
 * Checks a selection against the catalogue (spec §5: at least one attribute, values and bounds,
 * dependencies, and/or required fields); throws a SelectionError with the first problem.
 */
export function checkSelection(catalogue: readonly AttributeRule[], selection: readonly SelectionInput[]): void {
  if (!Array.isArray(selection) || selection.length === 0) throw new SelectionError('Seleccione por lo menos un attributo.');
  const byId = new Map(catalogue.map((a) => [a.id, a]));
  const seen = new Set<number>();
  const chosen: AttributeRule[] = [];
  for (const item of selection) {
    const attribute = byId.get(Number(item?.id));
    if (!attribute) throw new SelectionError(`El atributo ${String(item?.id)} no existe en el catálogo.`);
    if (seen.has(attribute.id)) throw new SelectionError(`El atributo ${attribute.businessName} está repetido.`);
    seen.add(attribute.id);
    checkValue(attribute, item);
    chosen.push(attribute);
  }
  const name = (id: number) => byId.get(id)?.businessName ?? String(id);
  for (const attribute of chosen) {
    const all = attribute.dependent.filter((d) => !d.orCondition);
    const any = attribute.dependent.filter((d) => d.orCondition);
    const missingAll = all.find((d) => !seen.has(d.attributeId));
    const missingAny = any.length > 0 && !any.some((d) => seen.has(d.attributeId)) ? any[0] : undefined;
    const missing = missingAll ?? missingAny;
    if (missing) {
      const target = byId.get(missing.attributeId);
      throw new SelectionError(
        `El atributo ${attribute.businessName}, requiere un valor para el atributo (${target?.category ?? ''}: ${target?.businessName ?? missing.attributeId}).`,
      );
    }
    const and = attribute.requiredAnd.filter((id) => !seen.has(id));
    if (and.length) throw new SelectionError(`Los siguientes atributos son necesarios: ${and.map(name).join(', ')}.`);
    const or = attribute.requiredOr;
    if (or.length && !or.some((id) => seen.has(id))) {
      throw new SelectionError(`Debe ingresar un valor en alguno de los siguientes atributos: ${or.map(name).join(', ')}.`);
    }
  }
}

/** The first problem of a selection, or undefined when it is valid (what the builder shows before asking the server). */
export function selectionProblem(catalogue: readonly AttributeRule[], selection: readonly SelectionInput[]): string | undefined {
  try {
    checkSelection(catalogue, selection);
    return undefined;
  } catch (error) {
    if (error instanceof SelectionError) return error.message;
    throw error;
  }
}

/** The condition of a checked input, with the warehouse data the rule does not carry (bands, numbers). */
function condition(a: Attribute, s: SelectionInput): Condition {
  switch (a.type) {
    case 'BOOLEAN':
      return { attribute: a, kind: 'boolean', value: s.value === '1' };
    case 'MULTI_SELECT':
    case 'MASKED_MULTI_SELECT': {
      const numbers = [...new Set(s.values ?? [])].map(Number).sort((x, y) => x - y);
      return a.type === 'MULTI_SELECT' ? { attribute: a, kind: 'in', values: numbers } : { attribute: a, kind: 'mask', bits: numbers };
    }
    case 'SELECT':
      return { attribute: a, kind: 'in', values: [Number(s.value)] };
    case 'SELECT_RANGE': {
      const option = a.options.find((o) => o.value === s.value);
      if (!option || option.lower === undefined || option.upper === undefined) throw optionMissing(attributeRule(a), s.value);
      return { attribute: a, kind: 'between', lower: option.lower, upper: option.upper };
    }
    case 'RANGE':
      return { attribute: a, kind: 'between', lower: s.lower!, upper: s.upper! };
    case 'INPUT_COMPARE':
      return {
        attribute: a,
        kind: 'compare',
        symbol: COMPARE_SYMBOL_TEXT[(s.symbol as CompareSymbolCode | null) ?? DEFAULT_COMPARE_SYMBOL],
        value: toNumber(s.value)!,
      };
  }
}

/**
 * Validates a REST selection against the service catalogue with `checkSelection` and returns one
 * condition per attribute, in selection order.
 */
export function validateSelection(catalogue: readonly Attribute[], selection: readonly SelectedAttribute[]): Condition[] {
  if (!Array.isArray(selection)) throw new SelectionError('Seleccione por lo menos un attributo.');
  const inputs = selection.map(fromPayload);
  checkSelection(catalogue.map(attributeRule), inputs);
  const byId = new Map(catalogue.map((a) => [a.id, a]));
  return inputs.map((s) => condition(byId.get(s.id)!, s));
}
