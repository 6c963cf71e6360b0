import { COMPARE_SYMBOL_TEXT, DEFAULT_COMPARE_SYMBOL } from '@inca/warehouse/selection';
import type { SegmentCatalogueQuery, SelectedAttributeInput } from '../../__generated__/graphql.ts';
import { builder } from '../../i18n/builder.ts';

/*
 * The builder's selection is the GraphQL input itself (`SelectedAttributeInput[]`, catalogue order):
 * what the screen holds is what the shared validator checks and what the server receives.
 */

/** A catalogue attribute as the builder reads it (it is also the shared validator's `AttributeRule`). */
export type CatalogueAttribute = SegmentCatalogueQuery['segmentCatalogue']['categories'][number]['attributes'][number];
export type Selection = readonly SelectedAttributeInput[];

export const valueOf = (selection: Selection, id: number) => selection.find((s) => s.id === id);

/** A false boolean, an emptied list, an emptied select or emptied bounds remove the attribute (§4). */
function cleared(a: CatalogueAttribute, v: SelectedAttributeInput): boolean {
  switch (a.type) {
    case 'BOOLEAN':
      return v.value !== '1';
    case 'MULTI_SELECT':
    case 'MASKED_MULTI_SELECT':
      return !v.values || v.values.length === 0;
    case 'RANGE':
      return v.lower == null && v.upper == null;
    default:
      return v.value == null || v.value === '';
  }
}

/**
 * Applies a change the way the builder does (§4): a false boolean, an emptied multi-select or an
 * emptied select removes the attribute; a change to a parent list drops children no longer offered.
 */
export function withValue(
  selection: Selection,
  attribute: CatalogueAttribute,
  value: SelectedAttributeInput | null,
  catalogue: readonly CatalogueAttribute[],
): Selection {
  const byId = new Map(selection.map((s) => [s.id, s]));
  if (value === null || cleared(attribute, value)) byId.delete(attribute.id);
  else byId.set(attribute.id, { ...value, id: attribute.id });
  // Options of a dependent list that no longer match the chosen parents are dropped.
  for (const child of catalogue) {
    const current = byId.get(child.id);
    if (!current?.values || !child.options.some((o) => o.parentId != null)) continue;
    const offered = new Set(offeredOptions(child, [...byId.values()], catalogue).map((o) => o.value));
    const kept = current.values.filter((v) => offered.has(v));
    if (kept.length === 0) byId.delete(child.id);
    else if (kept.length !== current.values.length) byId.set(child.id, { id: child.id, values: kept });
  }
  return catalogue.flatMap((a) => (byId.has(a.id) ? [byId.get(a.id)!] : []));
}

/** Options shown for an attribute: children of a parent list follow the parent's chosen values. */
export function offeredOptions(attribute: CatalogueAttribute, selection: Selection, catalogue: readonly CatalogueAttribute[]) {
  if (!attribute.options.some((o) => o.parentId != null)) return attribute.options;
  const parent = catalogue.find((a) => attribute.dependent.some((d) => d.attributeId === a.id));
  const chosen = parent ? valueOf(selection, parent.id)?.values : undefined;
  if (!chosen) return attribute.options;
  const parents = new Set(chosen.map(Number));
  return attribute.options.filter((o) => o.parentId == null || parents.has(o.parentId));
}

/** Attributes that selected attributes make required (dependencies and and-lists). */
export function requiredIds(selection: Selection, catalogue: readonly CatalogueAttribute[]): Set<number> {
  const required = new Set<number>();
  for (const { id } of selection) {
    const a = catalogue.find((x) => x.id === id);
    if (!a) continue;
    for (const d of a.dependent) if (!d.orCondition) required.add(d.attributeId);
    for (const r of a.requiredAnd) required.add(r);
  }
  return required;
}

/** A saved definition as builder values: the same shape, without what the server adds. */
export function fromSaved(
  saved: readonly {
    id: number;
    values?: readonly string[] | null;
    value?: string | null;
    lower?: number | null;
    upper?: number | null;
    symbol?: SelectedAttributeInput['symbol'];
  }[],
  catalogue: readonly CatalogueAttribute[],
): Selection {
  const known = new Map(saved.map((s) => [s.id, s]));
  return catalogue.flatMap((a): SelectedAttributeInput[] => {
    const s = known.get(a.id);
    if (!s) return [];
    switch (a.type) {
      case 'MULTI_SELECT':
      case 'MASKED_MULTI_SELECT':
        return [{ id: a.id, values: [...(s.values ?? [])] }];
      case 'RANGE':
        return [{ id: a.id, lower: s.lower ?? null, upper: s.upper ?? null }];
      case 'INPUT_COMPARE':
        return [{ id: a.id, value: s.value ?? null, symbol: s.symbol ?? DEFAULT_COMPARE_SYMBOL }];
      default:
        return [{ id: a.id, value: s.value ?? '' }];
    }
  });
}

/** A key that changes whenever the selection or company does (to know if the preview is current). */
export const selectionKey = (company: string, selection: Selection) => JSON.stringify([company, selection]);

/** Human text of a value for the selected-filters list. */
export function describeValue(a: CatalogueAttribute, v: SelectedAttributeInput): string {
  const label = (value: string) => a.options.find((o) => o.value === value)?.name ?? value;
  switch (a.type) {
    case 'BOOLEAN':
      return v.value === '1' ? builder.attribute.yes : builder.attribute.no;
    case 'MULTI_SELECT':
    case 'MASKED_MULTI_SELECT':
      return (v.values ?? []).map(label).join(', ');
    case 'RANGE':
      return `${v.lower ?? '?'} ${builder.attribute.rangeJoin} ${v.upper ?? '?'}`;
    case 'INPUT_COMPARE':
      return `${COMPARE_SYMBOL_TEXT[v.symbol ?? DEFAULT_COMPARE_SYMBOL]} ${v.value ?? '?'}`;
    default:
      return label(v.value ?? '');
  }
}
