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
import type { Queryable } from '@inca/db';
import { badRequest } from '@inca/service-kit';
import { S } from '../context.ts';
import type { CampaignParamInput } from './schemas.ts';

/** A campaign parameter as the rules page reads it (§3 "Campaign parameter"), one per member of each assigned group. */
export type CampaignParamRow = CampaignParam & {
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

/**
 * Every parameter of the campaign's rules: for each assigned group (by priority) each member
 * variable (in order), with its stored value if any and the variable's flags and options. Options
 * of an info-campaign variable are the campaigns of the same company (campaign_code).
 */
export async function loadCampaignParams(db: Queryable, idCampaign: number): Promise<CampaignParamRow[]> {
  return (await loadCampaignParamsMany(db, [idCampaign])).get(idCampaign) ?? [];
}

/**
 * The parameters of many campaigns, by campaign: one statement for the rows, one for the options of
 * the variables involved (shared by every row of a variable), one per company for info-campaign options.
 */
export async function loadCampaignParamsMany(db: Queryable, ids: readonly number[]): Promise<Map<number, CampaignParamRow[]>> {
  const { rows } = await db.query<CampaignParamRow & { configuration_items: string[] | null; company: string }>(
    `SELECT cp.id_campaign_param, c.id_campaign, c.itc_company_campaign_code AS company, g.id_variable_group, g.variable_group_name, g.variable_group_priority,
       v.id_variable, v.id_variable_type, v.id_variable_parent, v.variable_name, v.variable_code, v.variable_description,
       v.flag_required, v.flag_multiple_select, v.flag_range, v.flag_info_segment, v.flag_info_campaign, v.flag_upload_data,
       v.flag_save_param_list, v.flag_parent_variable_exists,
       COALESCE(cp.flag_param_list_file_saved, false) AS flag_param_list_file_saved,
       cp.configuration_value, COALESCE(cp.configuration_items, '[]'::jsonb) AS configuration_items,
       cp.configuration_range_start::float8 AS configuration_range_start, cp.configuration_range_end::float8 AS configuration_range_end,
       v.variable_min_range::float8 AS variable_min_range, v.variable_max_range::float8 AS variable_max_range,
       d.variable_group_detail_order,
       CASE WHEN cp.flag_param_list_file_saved THEN (SELECT count(*)::int FROM ${S}.campaign_param_list_items li WHERE li.id_campaign_param = cp.id_campaign_param) ELSE 0 END AS list_items_count
     FROM ${S}.campaigns c
     JOIN ${S}.campaign_variable_groups cg ON cg.id_campaign = c.id_campaign
     JOIN ${S}.variable_groups g ON g.id_variable_group = cg.id_variable_group
     JOIN ${S}.variable_group_details d ON d.id_variable_group = g.id_variable_group
     JOIN ${S}.variables v ON v.id_variable = d.id_variable
     LEFT JOIN ${S}.campaign_params cp ON cp.id_campaign = c.id_campaign AND cp.id_variable_group = g.id_variable_group AND cp.id_variable = v.id_variable
     WHERE c.id_campaign = ANY($1::int[])
     ORDER BY c.id_campaign, g.variable_group_priority, g.id_variable_group, d.variable_group_detail_order`,
    [ids],
  );
  const variables = [...new Set(rows.filter((r) => !r.flag_info_campaign).map((r) => r.id_variable))];
  const options = new Map<number, VariableOption[]>(variables.map((id) => [id, []]));
  if (variables.length) {
    const data = await db.query<VariableOption & { id_variable: number }>(
      `SELECT id_variable, data_key, data_value, parent_data_key FROM ${S}.variable_data WHERE id_variable = ANY($1::int[]) ORDER BY id_variable, variable_data_order`,
      [variables],
    );
    for (const d of data.rows) options.get(d.id_variable)!.push({ data_key: d.data_key, data_value: d.data_value, parent_data_key: d.parent_data_key });
  }
  // An info-campaign variable offers the campaigns of the same company (the 200 latest).
  const campaignOptions = new Map<string, (VariableOption & { id: number })[]>();
  for (const company of new Set(rows.filter((r) => r.flag_info_campaign).map((r) => r.company))) {
    const list = await db.query<{ id: number; campaign_code: string; campaign_description: string }>(
      `SELECT id_campaign AS id, campaign_code, campaign_description FROM ${S}.campaigns WHERE itc_company_campaign_code = $1 ORDER BY campaign_start_date DESC, id_campaign DESC LIMIT 201`,
      [company],
    );
    campaignOptions.set(company, list.rows.map((c) => ({ id: c.id, data_key: c.campaign_code, data_value: `${c.campaign_code} · ${c.campaign_description}`, parent_data_key: null })));
  }
  const byCampaign = new Map<number, CampaignParamRow[]>(ids.map((id) => [id, []]));
  for (const { company, ...r } of rows) {
    const variable_data_options = r.flag_info_campaign
      ? (campaignOptions.get(company) ?? []).filter((o) => o.id !== r.id_campaign).slice(0, 200).map(({ id: _id, ...o }) => o)
      : options.get(r.id_variable)!;
    byCampaign.get(r.id_campaign)?.push({ ...r, configuration_items: r.configuration_items ?? [], variable_data_options });
  }
  return byCampaign;
}

const DATE_VALUE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?$/;
const SEGMENT_CODE = /^[A-Z0-9_-]{1,40}$/;

/**
 * Merges the sent values into the campaign's parameters with the §4/§5 rules: each sent parameter
 * must be a member of a group assigned to the campaign; items not among the options are dropped
 * (and a child's items whose parent key is not selected); a single select keeps one known value;
 * numeric ranges are kept within their bounds, the start capped by the end; a numeric value must
 * be a number, a date value a date. Refused input is a 400 with its Spanish message.
 */
export function mergeParams(current: readonly CampaignParamRow[], inputs: readonly CampaignParamInput[], idCampaign: number): CampaignParamRow[] {
  const byKey = new Map(current.map((p) => [`${p.id_variable_group}:${p.id_variable}`, { ...p }]));
  const groups = new Set(current.map((p) => p.id_variable_group));
  for (const input of inputs) {
    if (input.id_campaign !== idCampaign) throw badRequest('Todos los parámetros deben ser de la misma campaña.');
    if (!groups.has(input.id_variable_group)) throw badRequest(CAMPAIGN_MESSAGES.groupNotAssigned);
    const param = byKey.get(`${input.id_variable_group}:${input.id_variable}`);
    if (!param) throw badRequest(CAMPAIGN_MESSAGES.variableNotInGroup);
    const value = input.configuration_value === undefined ? param.configuration_value ?? null : input.configuration_value?.trim() || null;
    const items = input.configuration_items === undefined ? [...(param.configuration_items ?? [])] : (input.configuration_items ?? []).map((i) => i.trim()).filter(Boolean);
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
          const start = input.configuration_range_start === undefined ? param.configuration_range_start ?? null : input.configuration_range_start;
          const end = input.configuration_range_end === undefined ? param.configuration_range_end ?? null : input.configuration_range_end;
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
        if (param.flag_info_segment && value !== null && !SEGMENT_CODE.test(value)) throw badRequest(`${param.variable_name}: el código de segmento no es válido.`);
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
    const parentKeys = new Set(parent.flag_multiple_select ? parent.configuration_items ?? [] : parent.configuration_value ? [parent.configuration_value] : []);
    const allowed = child.variable_data_options.filter((o) => o.parent_data_key !== null && parentKeys.has(o.parent_data_key));
    child.configuration_items = keepKnownItems(child.configuration_items ?? [], allowed);
    if (child.configuration_value && !allowed.some((o) => o.data_key === child.configuration_value)) child.configuration_value = null;
  }
  return merged;
}

/** The §5 required check: a 400 whose message is the title and one line per missing field (details: the list). */
export function assertRequiredFilled(params: readonly CampaignParamRow[]): void {
  const configured = new Set(params.filter((p) => p.variable_data_options.length > 0 || p.id_variable_type !== VARIABLE_TYPE.SELECT).map((p) => p.id_variable_group));
  const missing = missingRequiredParams(params, configured);
  if (missing.length > 0) {
    const lines = requiredParamsMessageList(missing);
    throw badRequest(lines.join('\n'), { messages: lines, missing });
  }
}

/** Stores the merged parameters (one upsert per configured parameter; emptied ones are removed) and marks the rules modified. */
export async function storeParams(db: Queryable, idCampaign: number, params: readonly CampaignParamRow[]): Promise<void> {
  await storeParamsMany(db, new Map([[idCampaign, params]]));
}

/**
 * Stores the parameters of many campaigns in three statements: configured ones upserted, emptied
 * ones removed, and each campaign's rules-modified time and INCA status updated (from all its
 * parameters). `changed`, when given, names the only parameters to write (the others are as stored).
 */
export async function storeParamsMany(db: Queryable, byCampaign: ReadonlyMap<number, readonly CampaignParamRow[]>, changed?: (param: CampaignParamRow) => boolean): Promise<void> {
  const upserts: unknown[] = [];
  const removals: unknown[] = [];
  const statuses: { id_campaign: number; status: number }[] = [];
  for (const [idCampaign, params] of byCampaign) {
    for (const p of params) {
      if (changed && !changed(p)) continue;
      if (isParamConfigured(p)) {
        upserts.push({
          id_campaign: idCampaign, id_variable_group: p.id_variable_group, id_variable: p.id_variable, configuration_value: p.configuration_value ?? null,
          configuration_items: p.configuration_items ?? [], configuration_range_start: p.configuration_range_start ?? null, configuration_range_end: p.configuration_range_end ?? null,
        });
      } else removals.push({ id_campaign: idCampaign, id_variable_group: p.id_variable_group, id_variable: p.id_variable });
    }
    statuses.push({ id_campaign: idCampaign, status: incaStatusOf(params) });
  }
  if (upserts.length) {
    await db.query(
      `INSERT INTO ${S}.campaign_params (id_campaign, id_variable_group, id_variable, configuration_value, configuration_items, configuration_range_start, configuration_range_end, modified_time)
       SELECT id_campaign, id_variable_group, id_variable, configuration_value, configuration_items, configuration_range_start, configuration_range_end, now()
       FROM jsonb_to_recordset($1::jsonb) AS t(id_campaign int, id_variable_group int, id_variable int, configuration_value text, configuration_items jsonb,
         configuration_range_start numeric, configuration_range_end numeric)
       ON CONFLICT (id_campaign, id_variable_group, id_variable) DO UPDATE SET configuration_value = EXCLUDED.configuration_value,
         configuration_items = EXCLUDED.configuration_items, configuration_range_start = EXCLUDED.configuration_range_start,
         configuration_range_end = EXCLUDED.configuration_range_end, modified_time = now()`,
      [JSON.stringify(upserts)],
    );
  }
  if (removals.length) {
    await db.query(
      `DELETE FROM ${S}.campaign_params cp USING jsonb_to_recordset($1::jsonb) AS t(id_campaign int, id_variable_group int, id_variable int)
       WHERE cp.id_campaign = t.id_campaign AND cp.id_variable_group = t.id_variable_group AND cp.id_variable = t.id_variable AND NOT cp.flag_param_list_file_saved`,
      [JSON.stringify(removals)],
    );
  }
  await db.query(
    `UPDATE ${S}.campaigns c SET rules_modified_time = now(), campaign_modification_date = now(), campaign_status_inca = t.status
     FROM jsonb_to_recordset($1::jsonb) AS t(id_campaign int, status smallint) WHERE c.id_campaign = t.id_campaign`,
    [JSON.stringify(statuses)],
  );
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
