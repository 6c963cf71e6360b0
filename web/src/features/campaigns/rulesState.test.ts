import { describe, expect, it } from 'vitest';
import type { CampaignParamFieldsFragment } from '../../__generated__/graphql.ts';
import { describeValue, initialValues, keyOf, listSize, setValue, toInput, visibleOptions } from './rulesState.ts';

const param = (over: Partial<CampaignParamFieldsFragment>): CampaignParamFieldsFragment =>
  ({
    __typename: 'CampaignParam',
    id: null,
    groupId: '2',
    groupName: 'Productos',
    groupPriority: 2,
    variableId: '1',
    variableCode: 'CATEGORIA',
    variableName: 'Categoría',
    variableDescription: '',
    variableTypeId: 3,
    parentVariableId: null,
    required: true,
    multiple: true,
    range: false,
    segmentSelector: false,
    infoCampaign: false,
    uploadData: false,
    listFileSaved: false,
    listItemsCount: 0,
    hasParent: false,
    value: null,
    items: [],
    rangeStart: null,
    rangeEnd: null,
    minRange: 0,
    maxRange: 999999999,
    order: 1,
    options: [],
    ...over,
  }) as CampaignParamFieldsFragment;

const parent = param({
  options: [
    { __typename: 'CampaignParamOption', key: 'TEC', value: 'Tecnología', parentKey: null },
    { __typename: 'CampaignParamOption', key: 'VES', value: 'Vestuario', parentKey: null },
  ],
  items: ['TEC'],
});
const child = param({
  variableId: '2',
  variableCode: 'SUBCATEGORIA',
  variableName: 'Subcategoría',
  required: false,
  hasParent: true,
  parentVariableId: '1',
  order: 2,
  items: ['CEL'],
  options: [
    { __typename: 'CampaignParamOption', key: 'CEL', value: 'Celulares', parentKey: 'TEC' },
    { __typename: 'CampaignParamOption', key: 'MUJ', value: 'Mujer', parentKey: 'VES' },
  ],
});
const params = [parent, child];

describe('rules page state (§4)', () => {
  it('a child offers only the options under the chosen parent keys', () => {
    const values = initialValues(params);
    expect(visibleOptions(child, params, values).map((o) => o.data_key)).toEqual(['CEL']);
    const both = setValue(params, values, parent, { ...values[keyOf(parent)]!, items: ['TEC', 'VES'] });
    expect(visibleOptions(child, params, both).map((o) => o.data_key)).toEqual(['CEL', 'MUJ']);
  });

  it('changing a parent selection clears the child values; an unchanged one keeps them', () => {
    const values = initialValues(params);
    const changed = setValue(params, values, parent, { ...values[keyOf(parent)]!, items: ['VES'] });
    expect(changed[keyOf(child)]!.items).toEqual([]);
    const same = setValue(params, values, parent, { ...values[keyOf(parent)]!, items: ['TEC'] });
    expect(same[keyOf(child)]!.items).toEqual(['CEL']);
  });

  it('items not among the options are dropped before saving', () => {
    const values = initialValues(params);
    values[keyOf(parent)] = { ...values[keyOf(parent)]!, items: ['TEC', 'NO_EXISTE'] };
    values[keyOf(child)] = { ...values[keyOf(child)]!, items: ['CEL', 'MUJ'] };
    const input = toInput(params, values);
    expect(input.map((i) => i.items)).toEqual([['TEC'], ['CEL']]);
    expect(input[0]).toMatchObject({ groupId: '2', variableId: '1', value: null });
  });

  it('describes a value for the filter summary by option names', () => {
    const values = initialValues(params);
    expect(describeValue(parent, values[keyOf(parent)]!)).toBe('Tecnología');
    const range = param({ range: true, variableTypeId: 1, rangeStart: 10, rangeEnd: 20 });
    expect(describeValue(range, initialValues([range])[keyOf(range)]!)).toBe('10 – 20');
    const amount = param({ range: true, variableTypeId: 1, rangeStart: 0, rangeEnd: 400000 });
    expect(describeValue(amount, initialValues([amount])[keyOf(amount)]!)).toBe('0 – 400,000');
    // A saved items list: its count as every quantity is written (§9: comma thousands).
    const list = { ...range, range: false, listFileSaved: true, listItemsCount: 2500 };
    expect(describeValue(list, { value: '', items: [], rangeStart: null, rangeEnd: null })).toBe('2,500 ítems');
  });

  it('describes a table parameter by the size of its one list, whichever way it was set, in the right number', () => {
    const table = param({ variableTypeId: 7, options: [] });
    const fromSheet = { value: '', items: ['SKU1', 'SKU2', 'SKU3'], rangeStart: null, rangeEnd: null };
    expect(describeValue(table, fromSheet)).toBe('3 ítems');
    expect(listSize(table, fromSheet)).toBe(3);
    // After an upload the server holds the file's list only (the items set before are gone).
    const uploaded = { ...table, listFileSaved: true, listItemsCount: 16 };
    expect(describeValue(uploaded, { ...fromSheet, items: [] })).toBe('16 ítems');
    expect(describeValue({ ...uploaded, listItemsCount: 1 }, { ...fromSheet, items: [] })).toBe('1 ítem');
    expect(describeValue(table, { ...fromSheet, items: ['SKU1'] })).toBe('1 ítem');
  });

  it('describes a chosen segment by its name and code, and by its code while the name is unknown', () => {
    const segment = param({ segmentSelector: true, variableTypeId: 3, options: [] });
    const chosen = { value: 'SEG0000045', items: [], rangeStart: null, rangeEnd: null };
    expect(describeValue(segment, chosen, 'INCA_Retail_Viajeros Lima')).toBe('INCA_Retail_Viajeros Lima (SEG0000045)');
    expect(describeValue(segment, chosen)).toBe('SEG0000045');
  });
});
