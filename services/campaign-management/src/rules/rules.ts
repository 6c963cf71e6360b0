import {
  CAMPAIGN_MESSAGES,
  VARIABLE_TYPE,
  clampRange,
  isParamConfigured,
  keepKnownItems,
  missingRequiredParams,
  rangeBounds,
  requiredParamsMessageList,
  type CampaignParam,
  type VariableOption,
} from '@inca/domain';
import { badRequest } from '@inca/service-kit';
import type { CampaignParamInput } from '@inca/contracts/campaign-management';

/** A campaign parameter as the rules page reads it (§3 "Campaign parameter"), one per member of each assigned group. */
export type CampaignParamRow = CampaignParam & {
  id_variable_parent: number | null;
  configuration_value: string | null;
  configuration_items: string[];
  configuration_range_start: number | null;
  configuration_range_end: number | null;
  variable_min_range: number | null;
  variable_max_range: number | null;
  id_campaign_param: number | null;
  id_campaign: number;
  variable_group_name: string;
  variable_group_priority: number;
  variable_code: string;
  variable_description: string;
  variable_group_detail_order: number;
  flag_info_campaign: boolean;
  flag_upload_data: boolean;
  flag_save_param_list: boolean;
  flag_param_list_file_saved: boolean;
  flag_parent_variable_exists: boolean;
  variable_data_options: VariableOption[];
  list_items_count: number;
};

const DATE_VALUE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?$/;
const SEGMENT_CODE = /^[A-Z0-9_-]{1,40}$/;

/**
 * Merges the sent values into the campaign's parameters with the §4/§5 rules: each sent parameter
 * must be a member of a group assigned to the campaign; items not among the options are dropped
 * (and a child's items whose parent key is not selected); a single select keeps one known value;
 * numeric ranges are kept within their bounds, the start capped by the end; a numeric value must
 * be a number, a date value a date. Refused input is a 400 with its Spanish message.
 */
export function mergeParams(
  current: readonly CampaignParamRow[],
  inputs: readonly CampaignParamInput[],
  idCampaign: number,
): CampaignParamRow[] {
  const byKey = new Map(current.map((p) => [`${p.id_variable_group}:${p.id_variable}`, { ...p }]));
  const groups = new Set(current.map((p) => p.id_variable_group));
  for (const input of inputs) {
    if (input.id_campaign !== idCampaign) throw badRequest('Todos los parámetros deben ser de la misma campaña.');
    if (!groups.has(input.id_variable_group)) throw badRequest(CAMPAIGN_MESSAGES.groupNotAssigned);
    const param = byKey.get(`${input.id_variable_group}:${input.id_variable}`);
    if (!param) throw badRequest(CAMPAIGN_MESSAGES.variableNotInGroup);
    const value = input.configuration_value === undefined ? (param.configuration_value ?? null) : input.configuration_value?.trim() || null;
    const items =
      input.configuration_items === undefined
        ? [...(param.configuration_items ?? [])]
        : (input.configuration_items ?? []).map((i) => i.trim()).filter(Boolean);
    switch (param.id_variable_type) {
      case VARIABLE_TYPE.SELECT: {
        const known = new Set(param.variable_data_options.map((o) => o.data_key));
        if (param.flag_multiple_select) {
          param.configuration_items = keepKnownItems(value && items.length === 0 ? [value] : items, param.variable_data_options);
          param.configuration_value = null;
        } else {
          const chosen = value ?? items[0] ?? null;
          param.configuration_value = chosen !== null && known.has(chosen) ? chosen : null;
          param.configuration_items = [];
        }
        break;
      }
      case VARIABLE_TYPE.NUMBER: {
        if (param.flag_range) {
          const bounds = rangeBounds(param);
          const start =
            input.configuration_range_start === undefined ? (param.configuration_range_start ?? null) : input.configuration_range_start;
          const end = input.configuration_range_end === undefined ? (param.configuration_range_end ?? null) : input.configuration_range_end;
          const range = clampRange(start, end, bounds);
          param.configuration_range_start = range.start;
          param.configuration_range_end = range.end;
          param.configuration_value = null;
        } else {
          if (value !== null && !/^-?\d+(\.\d+)?$/.test(value)) throw badRequest(`${param.variable_name} debe ser numérico.`);
          param.configuration_value = value;
        }
        param.configuration_items = [];
        break;
      }
      case VARIABLE_TYPE.DATETIME:
        if (value !== null && !DATE_VALUE.test(value)) throw badRequest(`${param.variable_name} debe ser una fecha válida (AAAA-MM-DD).`);
        param.configuration_value = value;
        param.configuration_items = [];
        break;
      case VARIABLE_TYPE.TXT:
        if (param.flag_info_segment && value !== null && !SEGMENT_CODE.test(value))
          throw badRequest(`${param.variable_name}: el código de segmento no es válido.`);
        param.configuration_value = value;
        param.configuration_items = [];
        break;
      case VARIABLE_TYPE.TABLA:
        param.configuration_items = [...new Set(items)];
        param.configuration_value = null;
        break;
      default:
        param.configuration_value = value;
        param.configuration_items = items;
    }
  }
  const merged = [...byKey.values()];
  // A child's items must hang from a selected key of its parent (in the same group): the rest go (§4).
  for (const child of merged) {
    if (!child.flag_parent_variable_exists || !child.id_variable_parent) continue;
    const parent = merged.find((p) => p.id_variable === child.id_variable_parent && p.id_variable_group === child.id_variable_group);
    if (!parent) continue;
    const parentKeys = new Set(
      parent.flag_multiple_select ? (parent.configuration_items ?? []) : parent.configuration_value ? [parent.configuration_value] : [],
    );
    const allowed = child.variable_data_options.filter((o) => o.parent_data_key !== null && parentKeys.has(o.parent_data_key));
    child.configuration_items = keepKnownItems(child.configuration_items ?? [], allowed);
    if (child.configuration_value && !allowed.some((o) => o.data_key === child.configuration_value)) child.configuration_value = null;
  }
  return merged;
}

/** The §5 required check: a 400 whose message is the title and one line per missing field (details: the list). */
export function assertRequiredFilled(params: readonly CampaignParamRow[]): void {
  const configured = new Set(
    params.filter((p) => p.variable_data_options.length > 0 || p.id_variable_type !== VARIABLE_TYPE.SELECT).map((p) => p.id_variable_group),
  );
  const missing = missingRequiredParams(params, configured);
  if (missing.length > 0) {
    const lines = requiredParamsMessageList(missing);
    throw badRequest(lines.join('\n'), { messages: lines, missing });
  }
}

/** INCA status from the rules (§2.1): nothing configured → Pendiente, a required one missing → Por completar, else Completado. */
export function incaStatusOf(params: readonly CampaignParamRow[]): 1 | 2 | 3 {
  if (!params.some((p) => isParamConfigured(p))) return 1;
  return missingRequiredParams(params).length > 0 ? 2 : 3;
}

/** The segment code of the campaign's rules (a TXT segment-selector parameter), if any. */
export const segmentCodeOf = (params: readonly CampaignParamRow[]): string | null =>
  params.find((p) => p.id_variable_type === VARIABLE_TYPE.TXT && p.flag_info_segment && p.configuration_value)?.configuration_value ?? null;

/** The configured keys of a variable (by code) across the campaign's groups. */
export function keysOf(params: readonly CampaignParamRow[], code: string): string[] {
  const keys = new Set<string>();
  for (const p of params.filter((q) => q.variable_code === code)) {
    for (const i of p.configuration_items ?? []) keys.add(i);
    if (p.configuration_value) keys.add(p.configuration_value);
  }
  return [...keys];
}

/** The configured range of a numeric variable (by code), if any. */
export function rangeOf(params: readonly CampaignParamRow[], code: string): { start: number | null; end: number | null } {
  const p = params.find((q) => q.variable_code === code && (q.configuration_range_start !== null || q.configuration_range_end !== null));
  return { start: p?.configuration_range_start ?? null, end: p?.configuration_range_end ?? null };
}
