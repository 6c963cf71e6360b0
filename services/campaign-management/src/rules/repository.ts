import { VARIABLE_TYPE, isParamConfigured, type VariableOption } from '@inca/domain';
import type { Queryable } from '@inca/db';
import { S } from '../context.ts';
import { incaStatusOf, type CampaignParamRow } from './rules.ts';

/**
 * The campaign rules as stored: the loaders that build each campaign's parameters (groups, members,
 * stored values, options) and the bulk store. The §4/§5 merge rules they feed are in rules.ts.
 */

/**
 * Every parameter of the campaign's rules: for each assigned group (by priority) each member
 * variable (in order), with its stored value if any and the variable's flags and options. Options
 * of an info-campaign variable are the campaigns of the same company (campaign_code).
 */
export async function loadCampaignParams(db: Queryable, idCampaign: number): Promise<CampaignParamRow[]> {
  return (await loadCampaignParamsMany(db, [idCampaign])).get(idCampaign) ?? [];
}

/** A group's member variable with what the rules page shows of both (the same for every campaign). */
export type MemberRow = Omit<
  CampaignParamRow,
  | 'id_campaign_param'
  | 'id_campaign'
  | 'flag_param_list_file_saved'
  | 'configuration_value'
  | 'configuration_items'
  | 'configuration_range_start'
  | 'configuration_range_end'
  | 'list_items_count'
  | 'variable_data_options'
>;

/**
 * What reading campaigns' parameters needs that is the same for every campaign (group members with
 * their variables, the variables' options, the campaigns an info-campaign variable offers): a caller
 * reading many batches of campaigns (the rules upload, in one transaction) reads it once.
 */
export type CampaignParamsCache = {
  members: Map<number, MemberRow[]>;
  options: Map<number, VariableOption[]>;
  /** Per company: its latest 201 campaigns (ids) and as options; `first` is the options of a campaign not among them (the first 200). */
  campaignOptions: Map<string, { ids: number[]; options: VariableOption[]; first: VariableOption[] }>;
  /**
   * Where that shared data (and saved lists' item counts) is read, when not on the caller's own
   * connection: the pool, for a caller whose transaction has statements queued (the rules upload), so
   * these small reads never wait behind them. None of it is written by such a caller.
   */
  shared?: Queryable;
  /**
   * Parameters that share their member's fields (group, variable, flags, bounds: the same for every
   * campaign) through their prototype instead of copying them: for callers that only read fields
   * (the rules spreadsheet upload, tens of thousands of parameters a file), never for a caller that
   * copies (`{ ...p }`) or serializes them, which would lose those fields.
   */
  lean?: { constructors: Map<MemberRow, LeanParamConstructor> };
};
export const campaignParamsCache = (shared?: Queryable, options: { lean?: boolean } = {}): CampaignParamsCache => ({
  members: new Map(),
  options: new Map(),
  campaignOptions: new Map(),
  shared,
  lean: options.lean ? { constructors: new Map() } : undefined,
});

/** A campaign's own fields of a parameter, made by its member's constructor (see memberParams). */
type LeanParamConstructor = new (
  id_campaign_param: number | null,
  id_campaign: number,
  flag_param_list_file_saved: boolean,
  configuration_value: string | null,
  configuration_items: string[],
  configuration_range_start: number | null,
  configuration_range_end: number | null,
  list_items_count: number,
  variable_data_options: VariableOption[],
) => CampaignParamRow;

/**
 * The constructor of member `m`'s parameters (see CampaignParamsCache.lean): its prototype is the
 * member row, which holds the member's fields; each parameter holds the campaign's own nine, in the
 * object itself (a constructor's objects are sized to their fields).
 */
function memberParams(lean: NonNullable<CampaignParamsCache['lean']>, m: MemberRow): LeanParamConstructor {
  let make = lean.constructors.get(m);
  if (!make) {
    const LeanParam = function (
      this: CampaignParamRow,
      idParam: number | null,
      id: number,
      listSaved: boolean,
      value: string | null,
      items: string[],
      start: number | null,
      end: number | null,
      count: number,
      options: VariableOption[],
    ) {
      this.id_campaign_param = idParam;
      this.id_campaign = id;
      this.flag_param_list_file_saved = listSaved;
      this.configuration_value = value;
      this.configuration_items = items;
      this.configuration_range_start = start;
      this.configuration_range_end = end;
      this.list_items_count = count;
      this.variable_data_options = options;
    } as unknown as LeanParamConstructor;
    // The member row itself: it holds exactly the member's fields (groupMembers reads them, no more).
    LeanParam.prototype = m;
    make = LeanParam;
    lean.constructors.set(m, make);
  }
  return make;
}

/** An info-campaign variable's options for campaign `id`: the company's latest campaigns but itself, at most 200 (one list shared by the campaigns not among them). */
function campaignOptionsFor(
  company: { ids: number[]; options: VariableOption[]; first: VariableOption[] } | undefined,
  id: number,
): VariableOption[] {
  if (!company) return [];
  const at = company.ids.indexOf(id);
  return at < 0 ? company.first : company.options.filter((_, i) => i !== at).slice(0, 200);
}

/**
 * A campaign's stored values as parallel arrays, one per field (value k of each is stored value k):
 * id_variable_group, id_variable, id_campaign_param, flag_param_list_file_saved, value, items, range
 * start, range end. Every array is null when the campaign has none.
 */
export type StoredColumns = [
  number[] | null,
  number[] | null,
  number[] | null,
  boolean[] | null,
  (string | null)[] | null,
  (string[] | null)[] | null,
  (number | string | null)[] | null,
  (number | string | null)[] | null,
];

/** Where the stored value of `group` and `variable` is in `stored` (-1: none). A campaign has a handful: a scan finds it. */
export function storedIndex(stored: StoredColumns | null, group: number, variable: number): number {
  const groups = stored?.[0];
  const variables = stored?.[1];
  if (!groups || !variables) return -1;
  for (let k = 0; k < groups.length; k++) if (groups[k] === group && variables[k] === variable) return k;
  return -1;
}

/**
 * Orders a campaign's group ids as the rules page does: by priority (its members carry it, see
 * groupMembers), then id; in place. A campaign has a handful of groups: an insertion sort, since
 * Array.prototype.sort's work areas were 8 MB of garbage per 10,000 campaigns of a rules upload.
 */
export function sortGroups(groups: number[] | null, members: ReadonlyMap<number, readonly MemberRow[]>): number[] {
  if (!groups) return [];
  const priority = (g: number) => members.get(g)?.[0]?.variable_group_priority ?? 0;
  for (let i = 1; i < groups.length; i++) {
    const group = groups[i]!;
    const p = priority(group);
    let j = i - 1;
    for (; j >= 0; j--) {
      const other = groups[j]!;
      const q = priority(other);
      if (q < p || (q === p && other <= group)) break;
      groups[j + 1] = other;
    }
    groups[j + 1] = group;
  }
  return groups;
}

/** What campaignParamsOf needs of one campaign: its company, its assigned groups (any order), and its stored values. */
export type CampaignRulesOf = { id_campaign: number; company: string; groups: number[] | null; stored: StoredColumns | null };

/**
 * SQL for the assigned groups and the stored values of the campaign row `c`, in the form cheapest
 * for the database: the groups' ids unordered (sortGroups orders them by their members' priority: a
 * join per campaign to read it cost more), the stored values as parallel arrays (StoredColumns: a
 * JSON array per value cost about a third more). JSON.parse reads such documents many times faster
 * than node-pg parses the same values field by field, which was most of a rules upload's time; the
 * variables' names, descriptions and flags, the same for every campaign, are read apart, once
 * (CampaignParamsCache).
 */
export const campaignRulesSql = (c: string): { groups: string; stored: string } => ({
  groups: `(SELECT json_agg(cg.id_variable_group) FROM ${S}.campaign_variable_groups cg WHERE cg.id_campaign = ${c}.id_campaign)`,
  stored: `(SELECT json_build_array(json_agg(cp.id_variable_group), json_agg(cp.id_variable), json_agg(cp.id_campaign_param), json_agg(cp.flag_param_list_file_saved),
        json_agg(cp.configuration_value), json_agg(cp.configuration_items), json_agg(cp.configuration_range_start::float8), json_agg(cp.configuration_range_end::float8))
      FROM ${S}.campaign_params cp WHERE cp.id_campaign = ${c}.id_campaign)`,
});

/** A float8 from a JSON document (PostgreSQL writes NaN and infinities as strings). */
const jsonNumber = (value: number | string | null): number | null =>
  value === null ? null : typeof value === 'number' ? value : Number(value);

/**
 * The parameters of many campaigns, by campaign in the order of `ids` (each campaign's groups by
 * priority, members in order; info-campaign options exclude the campaign itself): one statement for
 * the campaigns' own data, then campaignParamsOf.
 */
export async function loadCampaignParamsMany(
  db: Queryable,
  ids: readonly number[],
  cache: CampaignParamsCache = campaignParamsCache(),
): Promise<Map<number, CampaignParamRow[]>> {
  const byCampaign = new Map<number, CampaignParamRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byCampaign;
  const rules = campaignRulesSql('c');
  const { rows } = await db.query<{ campaigns: [number, string, number[] | null, StoredColumns | null][] | null }>(
    `SELECT json_agg(json_build_array(c.id_campaign, c.itc_company_campaign_code, ${rules.groups}, ${rules.stored})) AS campaigns
     FROM ${S}.campaigns c WHERE c.id_campaign = ANY($1::int[])`,
    [ids],
  );
  const found = (rows[0]?.campaigns ?? []).map(([id_campaign, company, groups, stored]) => ({ id_campaign, company, groups, stored }));
  for (const [id, list] of await campaignParamsOf(db, found, cache)) byCampaign.set(id, list);
  return byCampaign;
}

/**
 * The members of the groups (with their variables, in order) and the options of those variables,
 * read into `cache` for the groups it does not hold yet; answers the cache's members.
 */
export async function groupMembers(
  db: Queryable,
  groups: Iterable<number>,
  cache: CampaignParamsCache,
): Promise<ReadonlyMap<number, readonly MemberRow[]>> {
  const { members, options } = cache;
  const newGroups = [...new Set(groups)].filter((g) => !members.has(g));
  if (newGroups.length > 0) {
    const { rows: memberRows } = await db.query<MemberRow>(
      `SELECT g.id_variable_group, g.variable_group_name, g.variable_group_priority,
         v.id_variable, v.id_variable_type, v.id_variable_parent, v.variable_name, v.variable_code, v.variable_description,
         v.flag_required, v.flag_multiple_select, v.flag_range, v.flag_info_segment, v.flag_info_campaign, v.flag_upload_data,
         v.flag_save_param_list, v.flag_parent_variable_exists,
         v.variable_min_range::float8 AS variable_min_range, v.variable_max_range::float8 AS variable_max_range, d.variable_group_detail_order
       FROM ${S}.variable_groups g JOIN ${S}.variable_group_details d ON d.id_variable_group = g.id_variable_group JOIN ${S}.variables v ON v.id_variable = d.id_variable
       WHERE g.id_variable_group = ANY($1::int[]) ORDER BY g.id_variable_group, d.variable_group_detail_order`,
      [newGroups],
    );
    for (const g of newGroups) members.set(g, []);
    for (const m of memberRows) members.get(m.id_variable_group)!.push(m);
    const variables = [
      ...new Set(memberRows.filter((m) => !m.flag_info_campaign && !options.has(m.id_variable)).map((m) => m.id_variable)),
    ];
    for (const id of variables) options.set(id, []);
    if (variables.length) {
      const data = await db.query<VariableOption & { id_variable: number }>(
        `SELECT id_variable, data_key, data_value, parent_data_key FROM ${S}.variable_data WHERE id_variable = ANY($1::int[]) ORDER BY id_variable, variable_data_order`,
        [variables],
      );
      for (const d of data.rows)
        options.get(d.id_variable)!.push({ data_key: d.data_key, data_value: d.data_value, parent_data_key: d.parent_data_key });
    }
  }
  return members;
}

/**
 * The parameters of campaigns from what campaignRulesSql read of them: each assigned group's
 * members with the stored value of each, if any. What every campaign shares is read into `cache`
 * when missing: members of groups not seen yet with their variables, those variables' options, and
 * per company the campaigns an info-campaign variable offers; and the items of saved lists are counted.
 */
export async function campaignParamsOf(
  db: Queryable,
  campaigns: readonly CampaignRulesOf[],
  cache: CampaignParamsCache,
): Promise<Map<number, CampaignParamRow[]>> {
  const byCampaign = new Map<number, CampaignParamRow[]>();
  const { members, options, campaignOptions, lean } = cache;
  const shared = cache.shared ?? db;
  await groupMembers(
    shared,
    campaigns.flatMap((c) => c.groups ?? []),
    cache,
  );
  // An info-campaign variable offers the campaigns of the same company (the 200 latest).
  for (const company of new Set(
    campaigns.filter((c) => (c.groups ?? []).some((g) => members.get(g)!.some((m) => m.flag_info_campaign))).map((c) => c.company),
  )) {
    if (campaignOptions.has(company)) continue;
    const list = await shared.query<{ id: number; campaign_code: string; campaign_description: string }>(
      `SELECT id_campaign AS id, campaign_code, campaign_description FROM ${S}.campaigns WHERE itc_company_campaign_code = $1 ORDER BY campaign_start_date DESC, id_campaign DESC LIMIT 201`,
      [company],
    );
    const all = list.rows.map((c) => ({
      data_key: c.campaign_code,
      data_value: `${c.campaign_code} · ${c.campaign_description}`,
      parent_data_key: null,
    }));
    campaignOptions.set(company, { ids: list.rows.map((c) => c.id), options: all, first: all.slice(0, 200) });
  }
  // Items of saved lists, counted for those only.
  const listCounts = new Map<number, number>();
  const saved = campaigns.flatMap((c) => (c.stored?.[2] ?? []).filter((_, k) => c.stored![3]![k]));
  if (saved.length > 0) {
    const { rows: counts } = await shared.query<{ id: number; n: number }>(
      `SELECT id_campaign_param AS id, sum(cardinality(items))::int AS n FROM ${S}.campaign_param_item_blocks WHERE id_campaign_param = ANY($1::int[]) GROUP BY id_campaign_param`,
      [saved],
    );
    for (const c of counts) listCounts.set(c.id, c.n);
  }

  for (const { id_campaign: id, company, groups, stored } of campaigns) {
    const list: CampaignParamRow[] = [];
    byCampaign.set(id, list);
    for (const group of sortGroups(groups, members)) {
      for (const m of members.get(group) ?? []) {
        const k = storedIndex(stored, group, m.id_variable);
        const s = k >= 0 ? stored! : undefined;
        const idParam = s ? s[2]![k]! : null;
        const listSaved = s ? s[3]![k]! : false;
        const options_ = m.flag_info_campaign ? campaignOptionsFor(campaignOptions.get(company), id) : options.get(m.id_variable)!;
        if (lean) {
          // The campaign's own fields only: the member's come from the prototype.
          const LeanParam = memberParams(lean, m);
          list.push(
            new LeanParam(
              idParam,
              id,
              listSaved,
              s ? (s[4]![k] ?? null) : null,
              (s && s[5]![k]) ?? [],
              s ? jsonNumber(s[6]![k] ?? null) : null,
              s ? jsonNumber(s[7]![k] ?? null) : null,
              listSaved && idParam !== null ? (listCounts.get(idParam) ?? 0) : 0,
              options_,
            ),
          );
          continue;
        }
        list.push({
          id_campaign_param: idParam,
          id_campaign: id,
          id_variable_group: group,
          variable_group_name: m.variable_group_name,
          variable_group_priority: m.variable_group_priority,
          id_variable: m.id_variable,
          id_variable_type: m.id_variable_type,
          id_variable_parent: m.id_variable_parent,
          variable_name: m.variable_name,
          variable_code: m.variable_code,
          variable_description: m.variable_description,
          flag_required: m.flag_required,
          flag_multiple_select: m.flag_multiple_select,
          flag_range: m.flag_range,
          flag_info_segment: m.flag_info_segment,
          flag_info_campaign: m.flag_info_campaign,
          flag_upload_data: m.flag_upload_data,
          flag_save_param_list: m.flag_save_param_list,
          flag_parent_variable_exists: m.flag_parent_variable_exists,
          flag_param_list_file_saved: listSaved,
          configuration_value: s ? (s[4]![k] ?? null) : null,
          configuration_items: (s && s[5]![k]) ?? [],
          configuration_range_start: s ? jsonNumber(s[6]![k] ?? null) : null,
          configuration_range_end: s ? jsonNumber(s[7]![k] ?? null) : null,
          variable_min_range: m.variable_min_range,
          variable_max_range: m.variable_max_range,
          variable_group_detail_order: m.variable_group_detail_order,
          list_items_count: listSaved && idParam !== null ? (listCounts.get(idParam) ?? 0) : 0,
          variable_data_options: options_,
        });
      }
    }
  }
  return byCampaign;
}

/** Stores the merged parameters (one upsert per configured parameter; emptied ones are removed) and marks the rules modified. */
export async function storeParams(db: Queryable, idCampaign: number, params: readonly CampaignParamRow[]): Promise<void> {
  await storeParamsMany(db, new Map([[idCampaign, params]]));
}

/**
 * Stores the parameters of many campaigns in at most three statements: configured ones upserted,
 * emptied ones removed, and the campaigns' rules-modified time and INCA status updated (from all
 * their parameters). Without `only`, every parameter is written and every campaign updated (the
 * rules page). With `only` (the spreadsheet upload), only the parameters it names are written; a
 * campaign with one of them gets its rules-modified time and status, and a campaign without gets
 * its status alone, and only when it differs from `storedStatus` (a file sent back unchanged
 * writes nothing). Answers each campaign's INCA status (as stored now).
 */
export async function storeParamsMany(
  db: Queryable,
  byCampaign: ReadonlyMap<number, readonly CampaignParamRow[]>,
  only?: { changed: ReadonlySet<CampaignParamRow>; storedStatus: ReadonlyMap<number, number> },
): Promise<Map<number, number>> {
  const now = new Map<number, number>();
  const upserts: unknown[] = [];
  const removals: unknown[] = [];
  /** Table parameters given items: the items are their one list, so an uploaded list they had goes. */
  const listReplacements: unknown[] = [];
  const statuses: { id_campaign: number; status: number; modified: boolean }[] = [];
  for (const [idCampaign, params] of byCampaign) {
    let modified = false;
    for (const p of params) {
      if (only && !only.changed.has(p)) continue;
      modified = true;
      if (isParamConfigured(p)) {
        upserts.push({
          id_campaign: idCampaign,
          id_variable_group: p.id_variable_group,
          id_variable: p.id_variable,
          configuration_value: p.configuration_value ?? null,
          configuration_items: p.configuration_items ?? [],
          configuration_range_start: p.configuration_range_start ?? null,
          configuration_range_end: p.configuration_range_end ?? null,
        });
        if (p.id_variable_type === VARIABLE_TYPE.TABLA && (p.configuration_items ?? []).length > 0) {
          listReplacements.push({ id_campaign: idCampaign, id_variable_group: p.id_variable_group, id_variable: p.id_variable });
        }
      } else removals.push({ id_campaign: idCampaign, id_variable_group: p.id_variable_group, id_variable: p.id_variable });
    }
    const status = incaStatusOf(params);
    now.set(idCampaign, status);
    if (!only || modified || only.storedStatus.get(idCampaign) !== status)
      statuses.push({ id_campaign: idCampaign, status, modified: !only || modified });
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
  if (listReplacements.length) {
    await db.query(
      `WITH replaced AS (
         UPDATE ${S}.campaign_params cp SET flag_param_list_file_saved = false FROM jsonb_to_recordset($1::jsonb) AS t(id_campaign int, id_variable_group int, id_variable int)
          WHERE cp.id_campaign = t.id_campaign AND cp.id_variable_group = t.id_variable_group AND cp.id_variable = t.id_variable AND cp.flag_param_list_file_saved
         RETURNING cp.id_campaign_param)
       DELETE FROM ${S}.campaign_param_item_blocks b USING replaced WHERE b.id_campaign_param = replaced.id_campaign_param`,
      [JSON.stringify(listReplacements)],
    );
  }
  if (removals.length) {
    await db.query(
      `DELETE FROM ${S}.campaign_params cp USING jsonb_to_recordset($1::jsonb) AS t(id_campaign int, id_variable_group int, id_variable int)
       WHERE cp.id_campaign = t.id_campaign AND cp.id_variable_group = t.id_variable_group AND cp.id_variable = t.id_variable AND NOT cp.flag_param_list_file_saved`,
      [JSON.stringify(removals)],
    );
  }
  if (statuses.length) {
    await db.query(
      `UPDATE ${S}.campaigns c SET campaign_status_inca = t.status,
         rules_modified_time = CASE WHEN t.modified THEN now() ELSE c.rules_modified_time END,
         campaign_modification_date = CASE WHEN t.modified THEN now() ELSE c.campaign_modification_date END
       FROM jsonb_to_recordset($1::jsonb) AS t(id_campaign int, status smallint, modified boolean) WHERE c.id_campaign = t.id_campaign`,
      [JSON.stringify(statuses)],
    );
  }
  return now;
}
