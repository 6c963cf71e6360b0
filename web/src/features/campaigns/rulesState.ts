import {
  VARIABLE_TYPE,
  childOptions,
  clampRange,
  formatQuantity,
  isParamConfigured,
  keepKnownItems,
  type VariableOption,
} from '@inca/domain';
import type { CampaignParamFieldsFragment, CampaignParamInput } from '../../__generated__/graphql.ts';
import { campaigns } from '../../i18n/campaigns.ts';

const rulesTexts = campaigns.rules;

/** The value the rules page holds for one parameter. */
export type ParamValue = { value: string; items: string[]; rangeStart: number | null; rangeEnd: number | null };
export type RulesValues = Record<string, ParamValue>;

/** A parameter with nothing set. */
export const EMPTY_VALUE: ParamValue = { value: '', items: [], rangeStart: null, rangeEnd: null };

export const keyOf = (p: Pick<CampaignParamFieldsFragment, 'groupId' | 'variableId'>) => `${p.groupId}:${p.variableId}`;

export const optionsOf = (p: CampaignParamFieldsFragment): VariableOption[] =>
  p.options.map((o) => ({ data_key: o.key, data_value: o.value, parent_data_key: o.parentKey ?? null }));

export function initialValues(params: readonly CampaignParamFieldsFragment[]): RulesValues {
  return Object.fromEntries(
    params.map((p) => [
      keyOf(p),
      { value: p.value ?? '', items: [...p.items], rangeStart: p.rangeStart ?? null, rangeEnd: p.rangeEnd ?? null },
    ]),
  );
}

/** The parent of a child select in the same group. */
export const parentOf = (p: CampaignParamFieldsFragment, params: readonly CampaignParamFieldsFragment[]) =>
  p.hasParent && p.parentVariableId ? params.find((q) => q.variableId === p.parentVariableId && q.groupId === p.groupId) : undefined;

/** Keys chosen in a select (its items, or its single value). */
export const chosenKeys = (v: ParamValue | undefined): string[] => (v ? (v.items.length ? v.items : v.value ? [v.value] : []) : []);

/** Options a child select offers given its parent's choice (§4); a select without parent offers all. */
export function visibleOptions(
  p: CampaignParamFieldsFragment,
  params: readonly CampaignParamFieldsFragment[],
  values: RulesValues,
): VariableOption[] {
  const parent = parentOf(p, params);
  return parent ? childOptions(optionsOf(p), chosenKeys(values[keyOf(parent)])) : optionsOf(p);
}

/** Changing a parent selection clears the child select values (§4). */
export function setValue(
  params: readonly CampaignParamFieldsFragment[],
  values: RulesValues,
  p: CampaignParamFieldsFragment,
  next: ParamValue,
): RulesValues {
  const result = { ...values, [keyOf(p)]: next };
  const changedKeys = chosenKeys(values[keyOf(p)]).join('|') !== chosenKeys(next).join('|');
  if (changedKeys) {
    for (const child of params.filter((c) => parentOf(c, params)?.variableId === p.variableId && c.groupId === p.groupId)) {
      result[keyOf(child)] = EMPTY_VALUE;
    }
  }
  return result;
}

/** The range of a numeric field, clamped as §5 says: the start capped by the end, the end floored by the start. */
export const clampedRange = (p: CampaignParamFieldsFragment, v: ParamValue, edited: 'start' | 'end') =>
  clampRange(v.rangeStart, v.rangeEnd, { min: p.minRange, max: p.maxRange }, edited);

/** What the page sends: every parameter, items not among the options dropped (§4). */
export function toInput(params: readonly CampaignParamFieldsFragment[], values: RulesValues): CampaignParamInput[] {
  return params.map((p) => {
    const v = values[keyOf(p)] ?? EMPTY_VALUE;
    const isSelect = p.variableTypeId === VARIABLE_TYPE.SELECT;
    const items = isSelect ? keepKnownItems(v.items, visibleOptions(p, params, values)) : v.items;
    return {
      groupId: p.groupId,
      variableId: p.variableId,
      value: v.value.trim() || null,
      items,
      rangeStart: v.rangeStart,
      rangeEnd: v.rangeEnd,
    };
  });
}

/** Whether a parameter has something configured (the filter summary lists it). */
export const isConfigured = (p: CampaignParamFieldsFragment, v: ParamValue | undefined) =>
  !!v &&
  isParamConfigured({
    configuration_value: v.value,
    configuration_items: v.items,
    configuration_range_start: v.rangeStart,
    configuration_range_end: v.rangeEnd,
    flag_param_list_file_saved: p.listFileSaved,
  });

/** A short text of a parameter's value for the filter summary; a chosen segment by its name when known (`segmentName`). */
export function describeValue(p: CampaignParamFieldsFragment, v: ParamValue, segmentName?: string): string {
  if (p.segmentSelector && v.value && segmentName) return `${segmentName} (${v.value})`;
  // Whole numbers with comma thousands (§9); a fraction someone typed is shown as typed, not rounded.
  const bound = (n: number | null) => (n === null ? '—' : Number.isInteger(n) ? formatQuantity(n) : String(n));
  if (p.range) return `${bound(v.rangeStart)} – ${bound(v.rangeEnd)}`;
  if (p.variableTypeId === VARIABLE_TYPE.TABLA) return rulesTexts.itemsCount(listSize(p, v));
  const names = new Map(p.options.map((o) => [o.key, o.value]));
  const keys = chosenKeys(v);
  if (keys.length) return keys.map((k) => names.get(k) ?? k).join(', ');
  if (p.listFileSaved) return rulesTexts.itemsCount(p.listItemsCount);
  return v.value;
}

/** The size of a table parameter's one list: the uploaded file's items once saved, else the items set in the rules. */
export const listSize = (p: Pick<CampaignParamFieldsFragment, 'listFileSaved' | 'listItemsCount'>, v: ParamValue | undefined): number =>
  p.listFileSaved ? p.listItemsCount : (v?.items.length ?? 0);

export type RulesGroup = { id: string; name: string; priority: number; required: boolean };

/** The variable groups of the parameters, by priority; a group is required when one of its parameters is. */
export function groupsOf(params: readonly CampaignParamFieldsFragment[]): RulesGroup[] {
  const seen = new Map<string, RulesGroup>();
  for (const p of params) {
    const g = seen.get(p.groupId) ?? { id: p.groupId, name: p.groupName, priority: p.groupPriority, required: false };
    g.required ||= p.required;
    seen.set(p.groupId, g);
  }
  return [...seen.values()].sort((a, b) => a.priority - b.priority);
}
