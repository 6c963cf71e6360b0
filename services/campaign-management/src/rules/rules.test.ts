import { describe, expect, it } from 'vitest';
import { VARIABLE_TYPE, missingRequiredParams } from '@inca/domain';
import type { Queryable } from '@inca/db';
import { applySheetRow } from '../files/index.ts';
import {
  campaignParamsCache,
  campaignParamsOf,
  sortGroups,
  type CampaignParamsCache,
  type CampaignRulesOf,
  type MemberRow,
} from './repository.ts';

const member = (
  group: number,
  priority: number,
  order: number,
  v: Partial<MemberRow> & { id_variable: number; variable_code: string },
): MemberRow => ({
  id_variable_group: group,
  variable_group_name: `Grupo ${group}`,
  variable_group_priority: priority,
  id_variable_type: VARIABLE_TYPE.TXT,
  id_variable_parent: null,
  variable_name: `Variable ${v.variable_code}`,
  variable_description: '',
  flag_required: false,
  flag_multiple_select: false,
  flag_range: false,
  flag_info_segment: false,
  flag_info_campaign: false,
  flag_upload_data: false,
  flag_save_param_list: false,
  flag_parent_variable_exists: false,
  variable_min_range: null,
  variable_max_range: null,
  variable_group_detail_order: order,
  ...v,
});

/** Two groups: a multiple select, a required range and an info-campaign variable in the first; a table with a saved list in the second. */
function filledCache(cache: CampaignParamsCache): void {
  cache.members.set(7, [
    member(7, 1, 1, { id_variable: 11, variable_code: 'CATEGORIA', id_variable_type: VARIABLE_TYPE.SELECT, flag_multiple_select: true }),
    member(7, 1, 2, {
      id_variable: 12,
      variable_code: 'MONTO',
      id_variable_type: VARIABLE_TYPE.NUMBER,
      flag_range: true,
      flag_required: true,
      variable_min_range: 10,
      variable_max_range: 500,
    }),
    member(7, 1, 3, { id_variable: 13, variable_code: 'CAMPANA_BASE', flag_info_campaign: true }),
  ]);
  cache.members.set(3, [
    member(3, 2, 1, { id_variable: 14, variable_code: 'SKUS', id_variable_type: VARIABLE_TYPE.TABLA, flag_save_param_list: true }),
  ]);
  cache.options.set(11, [
    { data_key: 'TECNOLOGIA', data_value: 'Tecnología', parent_data_key: null },
    { data_key: 'BELLEZA', data_value: 'Belleza', parent_data_key: null },
  ]);
  cache.options.set(12, []);
  cache.options.set(14, []);
  const campaigns = [{ data_key: 'C1', data_value: 'C1 · Primera', parent_data_key: null }];
  cache.campaignOptions.set('022', { ids: [100], options: campaigns, first: campaigns });
}

const campaigns: CampaignRulesOf[] = [
  {
    id_campaign: 100,
    company: '022',
    groups: [3, 7],
    // Stored values as parallel columns: group, variable, id, saved list, value, items, range start, range end.
    stored: [
      [7, 7, 3],
      [11, 12, 14],
      [501, 502, 503],
      [false, false, true],
      [null, null, null],
      [['TECNOLOGIA'], null, null],
      [null, 20, null],
      [null, 'Infinity', null],
    ],
  },
  { id_campaign: 101, company: '022', groups: [7], stored: null },
];

/** The database answers only the saved lists' item counts: everything else comes from the cache. */
const db = {
  query: async (text: string) => {
    if (text.includes('campaign_param_item_blocks')) return { rows: [{ id: 503, n: 42 }] };
    throw new Error(`consulta inesperada: ${text.slice(0, 60)}`);
  },
} as unknown as Queryable;

async function paramsOf(lean: boolean) {
  const cache = campaignParamsCache(undefined, { lean });
  filledCache(cache);
  return campaignParamsOf(db, campaigns, cache);
}

describe('campaign parameters read for the rules spreadsheet (lean)', () => {
  it('reads every field as the full parameters do, groups by priority and stored values included', async () => {
    const full = await paramsOf(false);
    const lean = await paramsOf(true);
    expect([...lean.keys()]).toEqual([100, 101]);
    for (const [id, list] of full) {
      const leanList = lean.get(id)!;
      expect(leanList.map((p) => p.variable_code)).toEqual(list.map((p) => p.variable_code));
      list.forEach((p, i) => {
        for (const key of Object.keys(p) as (keyof typeof p)[]) expect([id, key, leanList[i]![key]]).toEqual([id, key, p[key]]);
      });
    }
    const a = full.get(100)!;
    expect(a.map((p) => p.variable_code)).toEqual(['CATEGORIA', 'MONTO', 'CAMPANA_BASE', 'SKUS']);
    expect(a[1]).toMatchObject({ id_campaign_param: 502, configuration_range_start: 20, configuration_range_end: Infinity });
    expect(a[3]).toMatchObject({ flag_param_list_file_saved: true, list_items_count: 42 });
    expect(missingRequiredParams(lean.get(101)!)).toEqual(missingRequiredParams(full.get(101)!));
  });

  it("keeps only the campaign's own fields on each parameter, and a value applied to one stays on that one", async () => {
    const lean = await paramsOf(true);
    const [first] = lean.get(100)!;
    const [other] = lean.get(101)!;
    expect(Object.keys(first!).length).toBeLessThan(12);
    expect(Object.getPrototypeOf(first)).toBe(Object.getPrototypeOf(other));
    expect(applySheetRow(first!, { valor: '', items: 'BELLEZA|TECNOLOGIA', inicio: '', fin: '' }, 2)).toBeUndefined();
    expect(first!.configuration_items).toEqual(['BELLEZA', 'TECNOLOGIA']);
    expect(other!.configuration_items).toEqual([]);
    expect(other!.variable_name).toBe('Variable CATEGORIA');
  });
});

describe('sortGroups', () => {
  it('orders group ids by their priority, then id, as the rules page shows them', () => {
    const cache = campaignParamsCache();
    filledCache(cache);
    cache.members.set(5, [member(5, 1, 1, { id_variable: 15, variable_code: 'OTRA' })]);
    cache.members.set(9, [member(9, 3, 1, { id_variable: 16, variable_code: 'ULTIMA' })]);
    expect(sortGroups([9, 3, 7, 5, 2], cache.members)).toEqual([2, 5, 7, 3, 9]);
    expect(sortGroups([3, 7], cache.members)).toEqual([7, 3]);
    expect(sortGroups(null, cache.members)).toEqual([]);
  });
});
