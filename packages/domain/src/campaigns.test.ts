import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MESSAGES,
  CATALOGUE_CATEGORIES,
  childOptions,
  clampRange,
  formatDate,
  formatDateTime,
  formatQuantity,
  isCorporateCompany,
  isCurrentCampaign,
  isParamFilled,
  santiagoDateTimeText,
  itemsFromCsvLines,
  keepKnownItems,
  missingRequiredParams,
  parseCsvInfo,
  parseOtherHours,
  pythonToJson,
  rangeBounds,
  recommendProducts,
  requiredParamsMessage,
  requiredParamsMessageList,
  splitItems,
  toggleAll,
  toPythonDict,
  inertSheetCell,
  type CampaignParam,
  type CatalogueItem,
} from './campaigns.ts';
import { VARIABLE_TYPE } from './variables.ts';

const param = (over: Partial<CampaignParam>): CampaignParam => ({
  id_variable: 1,
  id_variable_group: 10,
  id_variable_type: VARIABLE_TYPE.TXT,
  variable_name: 'Variable',
  flag_required: true,
  flag_multiple_select: false,
  flag_range: false,
  flag_info_segment: false,
  ...over,
});

describe('required parameters (§5)', () => {
  it('a parameter that is not required is always filled, whatever its type', () => {
    for (const type of [1, 2, 3, 5, 7, null]) expect(isParamFilled(param({ id_variable_type: type, flag_required: false }))).toBe(true);
  });

  it('a single select needs one value; a multiple select at least one item', () => {
    const single = param({ id_variable_type: VARIABLE_TYPE.SELECT });
    expect(isParamFilled(single)).toBe(false);
    expect(isParamFilled({ ...single, configuration_value: '   ' })).toBe(false);
    expect(isParamFilled({ ...single, configuration_value: 'WEB' })).toBe(true);
    const multi = param({ id_variable_type: VARIABLE_TYPE.SELECT, flag_multiple_select: true });
    expect(isParamFilled({ ...multi, configuration_value: 'WEB' })).toBe(false);
    expect(isParamFilled({ ...multi, configuration_items: [] })).toBe(false);
    expect(isParamFilled({ ...multi, configuration_items: [' '] })).toBe(false);
    expect(isParamFilled({ ...multi, configuration_items: ['WEB'] })).toBe(true);
  });

  it('a select needs its group configured first', () => {
    const filled = param({ id_variable_type: VARIABLE_TYPE.SELECT, configuration_value: 'WEB' });
    expect(isParamFilled(filled, new Set([10]))).toBe(true);
    expect(isParamFilled(filled, new Set([11]))).toBe(false);
  });

  it('a table needs a saved list file or items', () => {
    const table = param({ id_variable_type: VARIABLE_TYPE.TABLA });
    expect(isParamFilled(table)).toBe(false);
    expect(isParamFilled({ ...table, configuration_value: 'SKU1' })).toBe(false);
    expect(isParamFilled({ ...table, flag_param_list_file_saved: true })).toBe(true);
    expect(isParamFilled({ ...table, configuration_items: ['SKU1'] })).toBe(true);
  });

  it('a text needs a value only when it is a segment selector', () => {
    expect(isParamFilled(param({ id_variable_type: VARIABLE_TYPE.TXT }))).toBe(true);
    expect(isParamFilled(param({ id_variable_type: VARIABLE_TYPE.TXT, flag_info_segment: true }))).toBe(false);
    expect(isParamFilled(param({ id_variable_type: VARIABLE_TYPE.TXT, flag_info_segment: true, configuration_value: 'SEG0000001' }))).toBe(
      true,
    );
  });

  it('a numeric with range needs both start and end; without range a value or items', () => {
    const ranged = param({ id_variable_type: VARIABLE_TYPE.NUMBER, flag_range: true });
    expect(isParamFilled({ ...ranged, configuration_range_start: 0 })).toBe(false);
    expect(isParamFilled({ ...ranged, configuration_range_end: 10 })).toBe(false);
    expect(isParamFilled({ ...ranged, configuration_range_start: 0, configuration_range_end: 10 })).toBe(true);
    expect(isParamFilled({ ...ranged, configuration_value: '5' })).toBe(false);
    const plain = param({ id_variable_type: VARIABLE_TYPE.NUMBER });
    expect(isParamFilled(plain)).toBe(false);
    expect(isParamFilled({ ...plain, configuration_value: '5' })).toBe(true);
    expect(isParamFilled({ ...plain, configuration_items: ['5'] })).toBe(true);
  });

  it('others (date, no type) need a value or items', () => {
    for (const type of [VARIABLE_TYPE.DATETIME, null]) {
      expect(isParamFilled(param({ id_variable_type: type }))).toBe(false);
      expect(isParamFilled(param({ id_variable_type: type, configuration_value: '2026-01-01' }))).toBe(true);
      expect(isParamFilled(param({ id_variable_type: type, configuration_items: ['x'] }))).toBe(true);
    }
  });

  it('the message is the title then one line per missing field, in order, each once', () => {
    const params = [
      param({ variable_name: 'Segmento objetivo', flag_info_segment: true }),
      param({
        variable_name: 'Categoría',
        id_variable_type: VARIABLE_TYPE.SELECT,
        flag_multiple_select: true,
        configuration_items: ['TEC'],
      }),
      param({ variable_name: 'Monto de compra', id_variable_type: VARIABLE_TYPE.NUMBER, flag_range: true, configuration_range_start: 1 }),
      param({ variable_name: 'Monto de compra', id_variable_type: VARIABLE_TYPE.NUMBER, flag_range: true, id_variable_group: 11 }),
    ];
    expect(missingRequiredParams(params)).toEqual(['Segmento objetivo', 'Monto de compra']);
    expect(requiredParamsMessageList(missingRequiredParams(params))).toEqual([
      'Por favor complete todos los campos obligatorios:',
      'Segmento objetivo es obligatorio',
      'Monto de compra es obligatorio',
    ]);
    expect(requiredParamsMessage(['A'])).toBe('Por favor complete todos los campos obligatorios:\nA es obligatorio');
    expect(requiredParamsMessageList([])).toEqual([]);
  });
});

describe('numeric ranges (§5)', () => {
  it('bounds default to 0 and 999999999', () => {
    expect(rangeBounds({})).toEqual({ min: 0, max: 999_999_999 });
    expect(rangeBounds({ variable_min_range: 18, variable_max_range: 99 })).toEqual({ min: 18, max: 99 });
    expect(rangeBounds({ variable_min_range: null, variable_max_range: 5 })).toEqual({ min: 0, max: 5 });
  });

  it('keeps each end within the bounds; the start is capped by the end, the end floored by the start', () => {
    const b = { min: 18, max: 99 };
    expect(clampRange(10, 120, b)).toEqual({ start: 18, end: 99 });
    expect(clampRange(50, 30, b)).toEqual({ start: 30, end: 30 });
    expect(clampRange(50, 30, b, 'end')).toEqual({ start: 50, end: 50 });
    expect(clampRange(null, 30, b)).toEqual({ start: null, end: 30 });
    expect(clampRange(40, undefined, b)).toEqual({ start: 40, end: null });
    expect(clampRange(Number.NaN, 40, b)).toEqual({ start: null, end: 40 });
  });
});

describe('rules page helpers (§4)', () => {
  const options = [
    { data_key: 'A1', data_value: 'Uno', parent_data_key: 'A' },
    { data_key: 'A2', data_value: 'Dos', parent_data_key: 'A' },
    { data_key: 'B1', data_value: 'Tres', parent_data_key: 'B' },
    { data_key: 'X', data_value: 'Sin padre', parent_data_key: null },
  ];
  it('child options follow the selected parent keys; none selected → none', () => {
    expect(childOptions(options, ['A']).map((o) => o.data_key)).toEqual(['A1', 'A2']);
    expect(childOptions(options, ['A', 'B']).map((o) => o.data_key)).toEqual(['A1', 'A2', 'B1']);
    expect(childOptions(options, [])).toEqual([]);
  });
  it('select-all toggles every option or none', () => {
    expect(toggleAll([], options)).toEqual(['A1', 'A2', 'B1', 'X']);
    expect(toggleAll(['A1'], options)).toEqual(['A1', 'A2', 'B1', 'X']);
    expect(toggleAll(['X', 'B1', 'A2', 'A1'], options)).toEqual([]);
  });
  it('items not among the options are dropped before saving, and repeats', () => {
    expect(keepKnownItems(['A1', 'ZZ', 'A1', 'X'], options)).toEqual(['A1', 'X']);
  });
});

describe('formats and filters (§2, §9)', () => {
  it('quantities: comma thousands, no decimals', () => {
    expect(formatQuantity(0)).toBe('0');
    expect(formatQuantity(999)).toBe('999');
    expect(formatQuantity(1000)).toBe('1,000');
    expect(formatQuantity(1234567.6)).toBe('1,234,568');
    expect(formatQuantity(-45000)).toBe('-45,000');
    expect(formatQuantity(null)).toBe('0');
  });
  it('dates: 19 characters with a space, or 10', () => {
    expect(formatDateTime('2026-03-04T05:06:07.123Z')).toBe('2026-03-04 05:06:07');
    expect(formatDate('2026-03-04T05:06:07.123Z')).toBe('2026-03-04');
    expect(formatDateTime(null)).toBe('');
  });
  it('a campaign is current on or before its end date', () => {
    expect(isCurrentCampaign('2026-05-10', '2026-05-10')).toBe(true);
    expect(isCurrentCampaign('2026-05-10', '2026-05-09T23:00:00Z')).toBe(true);
    expect(isCurrentCampaign('2026-05-10', '2026-05-11')).toBe(false);
  });
  it("the 'other' hours input takes 1 or 2 digits", () => {
    expect(parseOtherHours('3')).toBe(3);
    expect(parseOtherHours(' 12 ')).toBe(12);
    expect(parseOtherHours('0')).toBeUndefined();
    expect(parseOtherHours('100')).toBeUndefined();
    expect(parseOtherHours('1a')).toBeUndefined();
    expect(parseOtherHours('')).toBeUndefined();
  });
  it('032 is corporate', () => {
    expect(isCorporateCompany('032')).toBe(true);
    expect(isCorporateCompany('022')).toBe(false);
    expect(isCorporateCompany(null)).toBe(false);
  });
});

describe('files', () => {
  it("items CSV: header exactly 'items' (BOM aside), blank lines dropped, long items named by row", () => {
    expect(itemsFromCsvLines(['\uFEFFitems', 'SKU1', '', '  ', 'SKU2'])).toEqual({ ok: true, items: ['SKU1', 'SKU2'] });
    expect(itemsFromCsvLines(['item', 'SKU1'])).toEqual({ ok: false, message: 'El archivo debe tener una cabecera llamada "items"' });
    expect(itemsFromCsvLines(['Items', 'SKU1'])).toEqual({ ok: false, message: CAMPAIGN_MESSAGES.itemsHeader });
    expect(itemsFromCsvLines([])).toEqual({ ok: false, message: CAMPAIGN_MESSAGES.itemsHeader });
    expect(itemsFromCsvLines(['items', ''])).toEqual({ ok: false, message: CAMPAIGN_MESSAGES.itemsEmpty });
    expect(itemsFromCsvLines(['items', 'ok', 'x'.repeat(201)])).toEqual({
      ok: false,
      message: 'Fila 3: el ítem supera los 200 caracteres.',
    });
  });
  it('list cells split on | without blanks or repeats', () => {
    expect(splitItems(' A | B ||A ')).toEqual(['A', 'B']);
    expect(splitItems('')).toEqual([]);
  });
  it('spreadsheet cells: formula-looking text is inert, numbers stay numbers', () => {
    expect(inertSheetCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(inertSheetCell('+56 9')).toBe("'+56 9");
    expect(inertSheetCell('@x')).toBe("'@x");
    expect(inertSheetCell('Texto')).toBe('Texto');
    expect(inertSheetCell(-5)).toBe(-5);
    expect(inertSheetCell(null)).toBe('');
  });
  it('campaign info: the Python-like dict text round-trips to key and value rows', () => {
    const text = toPythonDict({ codigo: 'C1', descripcion: "Día d'oro", monto: 5000, activo: true, nota: null });
    expect(text).toBe("{'codigo': 'C1', 'descripcion': 'Día d\\'oro', 'monto': 5000, 'activo': True, 'nota': None}");
    expect(parseCsvInfo(text)).toEqual([
      { key: 'codigo', value: 'C1' },
      { key: 'descripcion', value: "Día d'oro" },
      { key: 'monto', value: '5000' },
      { key: 'activo', value: 'true' },
      { key: 'nota', value: '' },
    ]);
    expect(parseCsvInfo('{"a": 1}')).toEqual([{ key: 'a', value: '1' }]);
    expect(parseCsvInfo('no es un dict')).toEqual([]);
    expect(parseCsvInfo('[1, 2]')).toEqual([]);
    expect(pythonToJson("{'True': True}")).toBe('{"True": true}');
  });
});

describe('recommendation scoring', () => {
  const items: CatalogueItem[] = [
    {
      item_code: 'A',
      item_name: 'Notebook',
      item_status: 'ACTIVO',
      item_category: 'TECNOLOGIA',
      item_brand: 'ANDINA',
      item_price: 500_000,
      item_source_creation_time: '2026-01-01T00:00:00Z',
    },
    {
      item_code: 'B',
      item_name: 'Celular',
      item_status: 'ACTIVO',
      item_category: 'TECNOLOGIA',
      item_brand: 'CUMBRE',
      item_price: 200_000,
      item_source_creation_time: '2026-01-01T00:00:00Z',
    },
    {
      item_code: 'C',
      item_name: 'Polera',
      item_status: 'ACTIVO',
      item_category: 'VESTUARIO',
      item_brand: 'ANDINA',
      item_price: 10_000,
      item_source_creation_time: '2026-01-01T00:00:00Z',
    },
    {
      item_code: 'D',
      item_name: 'Café',
      item_status: 'INACTIVO',
      item_category: 'SUPERMERCADO',
      item_brand: 'ANDINA',
      item_price: 5_000,
      item_source_creation_time: '2026-01-01T00:00:00Z',
    },
  ];
  const signals = { customers: 1000, byCategory: { TECNOLOGIA: 100, VESTUARIO: 800, SUPERMERCADO: 900 } };
  const rules = { categories: [], brands: [], itemCodes: [], discountType: 'PORCENTAJE' as const, minimumAmount: 0, maxAmount: null };

  it('orders active items by the share of customers buying their category; inactive ones never', () => {
    const products = recommendProducts('C1', items, signals, rules);
    expect(products[0]!.item_code).toBe('C');
    expect(products.map((p) => p.item_code).sort()).toEqual(['A', 'B', 'C']);
    expect(products[0]!.item_offering_mode).toBe('DESTACADO');
    expect(products[0]!.item_discount_value).toBe(5 + Math.round(products[0]!.score * 25));
  });

  it('is deterministic and depends on the campaign only through the tie-breaker', () => {
    expect(recommendProducts('C1', items, signals, rules)).toEqual(recommendProducts('C1', items, signals, rules));
  });

  it('filters by category, brand, items list and amount bounds', () => {
    expect(
      recommendProducts('C1', items, signals, { ...rules, categories: ['TECNOLOGIA'] })
        .map((p) => p.item_code)
        .sort(),
    ).toEqual(['A', 'B']);
    expect(recommendProducts('C1', items, signals, { ...rules, brands: ['CUMBRE'] }).map((p) => p.item_code)).toEqual(['B']);
    expect(recommendProducts('C1', items, signals, { ...rules, itemCodes: ['A', 'D'] }).map((p) => p.item_code)).toEqual(['A']);
    expect(
      recommendProducts('C1', items, signals, { ...rules, minimumAmount: 100_000, maxAmount: 300_000 }).map((p) => p.item_code),
    ).toEqual(['B']);
  });

  it('fixed-amount discounts are 10 % of the price; no customers → no products; the limit holds', () => {
    const fixed = recommendProducts('C1', items, signals, { ...rules, discountType: 'MONTO_FIJO', itemCodes: ['A'] });
    expect(fixed[0]).toMatchObject({ item_discount_type: 'MONTO_FIJO', item_discount_mode: 'MONTO', item_discount_value: 50_000 });
    expect(recommendProducts('C1', items, { customers: 0, byCategory: {} }, rules)).toEqual([]);
    expect(recommendProducts('C1', items, signals, rules, 2)).toHaveLength(2);
  });

  it('every catalogue category has its own warehouse bit', () => {
    const bits = CATALOGUE_CATEGORIES.map((c) => c.bit);
    expect(new Set(bits).size).toBe(8);
    expect(bits.every((b) => Number.isInteger(Math.log2(b)))).toBe(true);
  });
});

describe('one number and time format in messages and files', () => {
  it('writes counts in messages with comma thousands, as the grids do', () => {
    expect(CAMPAIGN_MESSAGES.xlsxTooManyRows(200_000)).toBe('El archivo tiene demasiadas filas (máximo 200,000).');
    expect(CAMPAIGN_MESSAGES.itemsTooMany(2_000_000)).toBe('El archivo supera el máximo de 2,000,000 ítems.');
  });

  it('writes instants in Chile time, summer and winter', () => {
    expect(santiagoDateTimeText('2026-01-15T12:00:00Z')).toBe('2026-01-15 09:00:00');
    expect(santiagoDateTimeText(new Date('2026-07-15T12:00:00Z'))).toBe('2026-07-15 08:00:00');
    expect(santiagoDateTimeText(null)).toBe('');
  });
});
