import { SelectionError, validateSelection } from '@inca/warehouse/selection';
import type { Attribute } from '@inca/warehouse/catalogue';
import type { AttributeType, CompareSymbol, SelectedAttributeInput } from '../../__generated__/graphql.ts';

/** What the builder needs of a catalogue attribute. */
export type CatalogueAttribute = {
  id: number;
  category: string;
  businessName: string;
  type: AttributeType;
  min?: number | null;
  max?: number | null;
  options: { value: string; name: string; parentId?: number | null }[];
  dependent: { attributeId: number; orCondition: boolean }[];
  requiredAnd: number[];
  requiredOr: number[];
};

/** One selected attribute's value, by type. */
export type Value =
  | { kind: 'boolean'; on: boolean }
  | { kind: 'values'; values: string[] }
  | { kind: 'single'; value: string }
  | { kind: 'range'; lower: number | null; upper: number | null }
  | { kind: 'compare'; value: number | null; symbol: CompareSymbol };

export type Selection = Map<number, Value>;

/**
 * Applies a change the way the builder does (§4): a false boolean, an emptied multi-select or an
 * emptied select removes the attribute; a change to a parent list drops children no longer offered.
 */
export function setValue(selection: Selection, attribute: CatalogueAttribute, value: Value | null, catalogue: readonly CatalogueAttribute[]): Selection {
  const next = new Map(selection);
  const empty =
    value === null ||
    (value.kind === 'boolean' && !value.on) ||
    (value.kind === 'values' && value.values.length === 0) ||
    (value.kind === 'single' && value.value === '');
  if (empty) next.delete(attribute.id);
  else next.set(attribute.id, value);
  // Options of a dependent list that no longer match the chosen parents are dropped.
  for (const child of catalogue) {
    const current = next.get(child.id);
    if (current?.kind !== 'values' || !child.options.some((o) => o.parentId != null)) continue;
    const offered = new Set(offeredOptions(child, next, catalogue).map((o) => o.value));
    const kept = current.values.filter((v) => offered.has(v));
    if (kept.length === 0) next.delete(child.id);
    else if (kept.length !== current.values.length) next.set(child.id, { kind: 'values', values: kept });
  }
  return next;
}

/** Options shown for an attribute: children of a parent list follow the parent's chosen values. */
export function offeredOptions(attribute: CatalogueAttribute, selection: Selection, catalogue: readonly CatalogueAttribute[]) {
  if (!attribute.options.some((o) => o.parentId != null)) return attribute.options;
  const parent = catalogue.find((a) => attribute.dependent.some((d) => d.attributeId === a.id));
  const chosen = parent ? selection.get(parent.id) : undefined;
  if (chosen?.kind !== 'values') return attribute.options;
  const parents = new Set(chosen.values.map(Number));
  return attribute.options.filter((o) => o.parentId == null || parents.has(o.parentId));
}

/** Attributes that selected attributes make required (dependencies and and-lists). */
export function requiredIds(selection: Selection, catalogue: readonly CatalogueAttribute[]): Set<number> {
  const required = new Set<number>();
  for (const id of selection.keys()) {
    const a = catalogue.find((x) => x.id === id);
    if (!a) continue;
    for (const d of a.dependent) if (!d.orCondition) required.add(d.attributeId);
    for (const r of a.requiredAnd) required.add(r);
  }
  return required;
}

const SYMBOL_TEXT: Record<CompareSymbol, string> = { EQ: '=', LT: '<', GT: '>', LE: '<=', GE: '>=' };

/** The catalogue attribute as the shared validator reads it. */
function toCatalogueRule(a: CatalogueAttribute): Attribute {
  const bounded = (a.type === 'RANGE' || a.type === 'INPUT_COMPARE') && a.options.length < 2;
  return {
    id: a.id,
    category: a.category,
    businessName: a.businessName,
    technicalName: String(a.id),
    type: a.type,
    column: 'c',
    options: bounded
      ? [
          { id: 1, value: String(a.min ?? 1), name: 'Mínimo' },
          { id: 2, value: String(a.max ?? 999_999_999), name: 'Máximo' },
        ]
      : a.options.map((o, i) => ({ id: i + 1, value: o.value, name: o.name })),
    dependent: a.dependent.map((d) => ({ dependentId: d.attributeId, orCondition: d.orCondition })),
    requiredFields: { and: a.requiredAnd, or: a.requiredOr },
  };
}

/** A builder value in the service's payload form (spec §3). */
function toPayloadValue(v: Value): unknown {
  switch (v.kind) {
    case 'boolean':
      return v.on ? '1' : '0';
    case 'values':
      return v.values;
    case 'single':
      return v.value;
    case 'range':
      return { lower_bound: v.lower ?? 0, upper_bound: v.upper ?? 0 };
    case 'compare':
      return { value: v.value ?? 0, symbol: SYMBOL_TEXT[v.symbol] };
  }
}

/**
 * The first problem the builder shows before asking the server (§5), or undefined: the same
 * validator, with the same messages, that the service enforces.
 */
export function selectionProblem(selection: Selection, catalogue: readonly CatalogueAttribute[]): string | undefined {
  const payload = [...selection].map(([id, value]) => ({ id, value: toPayloadValue(value) }));
  try {
    validateSelection(catalogue.map(toCatalogueRule), payload);
    return undefined;
  } catch (error) {
    if (error instanceof SelectionError) return error.message;
    throw error;
  }
}

/** The GraphQL input of a selection, in catalogue order. */
export function toInput(selection: Selection, catalogue: readonly CatalogueAttribute[]): SelectedAttributeInput[] {
  return catalogue
    .filter((a) => selection.has(a.id))
    .map((a) => {
      const v = selection.get(a.id)!;
      switch (v.kind) {
        case 'boolean':
          return { id: a.id, value: v.on ? '1' : '0' };
        case 'values':
          return { id: a.id, values: v.values };
        case 'single':
          return { id: a.id, value: v.value };
        case 'range':
          return { id: a.id, lower: v.lower ?? 0, upper: v.upper ?? 0 };
        case 'compare':
          return { id: a.id, value: String(v.value ?? 0), symbol: v.symbol };
      }
    });
}

/** A saved definition back into builder values. */
export function fromSaved(
  saved: { id: number; values?: string[] | null; value?: string | null; lower?: number | null; upper?: number | null; symbol?: CompareSymbol | null }[],
  catalogue: readonly CatalogueAttribute[],
): Selection {
  const selection: Selection = new Map();
  for (const s of saved) {
    const a = catalogue.find((x) => x.id === s.id);
    if (!a) continue;
    if (a.type === 'BOOLEAN') selection.set(a.id, { kind: 'boolean', on: s.value === '1' });
    else if (a.type === 'MULTI_SELECT' || a.type === 'MASKED_MULTI_SELECT') selection.set(a.id, { kind: 'values', values: s.values ?? [] });
    else if (a.type === 'RANGE') selection.set(a.id, { kind: 'range', lower: s.lower ?? null, upper: s.upper ?? null });
    else if (a.type === 'INPUT_COMPARE') selection.set(a.id, { kind: 'compare', value: Number(s.value ?? 0), symbol: s.symbol ?? 'GE' });
    else selection.set(a.id, { kind: 'single', value: s.value ?? '' });
  }
  return selection;
}

/** A key that changes whenever the selection or company does (to know if the preview is current). */
export const selectionKey = (company: string, selection: Selection, catalogue: readonly CatalogueAttribute[]) => JSON.stringify([company, toInput(selection, catalogue)]);

/** Human text of a value for the selected-filters list. */
export function describeValue(a: CatalogueAttribute, v: Value): string {
  const label = (value: string) => a.options.find((o) => o.value === value)?.name ?? value;
  const SYMBOLS: Record<CompareSymbol, string> = { EQ: '=', LT: '<', GT: '>', LE: '<=', GE: '>=' };
  switch (v.kind) {
    case 'boolean':
      return v.on ? 'Sí' : 'No';
    case 'values':
      return v.values.map(label).join(', ');
    case 'single':
      return label(v.value);
    case 'range':
      return `${v.lower ?? '?'} a ${v.upper ?? '?'}`;
    case 'compare':
      return `${SYMBOLS[v.symbol]} ${v.value ?? '?'}`;
  }
}
