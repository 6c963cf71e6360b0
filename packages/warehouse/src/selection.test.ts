import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_TYPES, DEMO_CATALOGUE, type AttributeType } from './catalogue.ts';
import {
  COMPARE_SYMBOL_TEXT,
  attributeRule,
  compareSymbolCode,
  fromPayload,
  selectionProblem,
  toPayload,
  validateSelection,
  type AttributeRule,
  type SelectionInput,
} from './selection.ts';

/*
 * The rules as the web reads them: the GraphQL Attribute (min/max, dependent.attributeId,
 * requiredAnd/Or) whose options carry value and name only, no warehouse bands.
 */
const webCatalogue: AttributeRule[] = DEMO_CATALOGUE.map((a) => {
  const rule = attributeRule(a);
  return { ...rule, options: a.options.map((o) => ({ value: o.value, name: o.name })) };
});
const byName = (technicalName: string) => DEMO_CATALOGUE.find((a) => a.technicalName === technicalName)!;

/** One valid selection per attribute type, built the way the builder builds it (typed inputs). */
const inputOf: Record<AttributeType, SelectionInput> = {
  BOOLEAN: { id: byName('tiene_email').id, value: '1' },
  MULTI_SELECT: { id: byName('genero').id, values: ['1', '3'] },
  MASKED_MULTI_SELECT: { id: byName('categorias').id, values: ['2', '8'] },
  RANGE: { id: byName('edad').id, lower: 25, upper: 45 },
  INPUT_COMPARE: { id: byName('compras_12m').id, value: '3', symbol: 'LT' },
  SELECT: { id: byName('zona').id, value: '2' },
  SELECT_RANGE: { id: byName('tramo_edad').id, value: '18-24' },
};

describe('one selection contract for the web and the service', () => {
  it('covers every attribute type', () => {
    expect(Object.keys(inputOf).sort()).toEqual([...ATTRIBUTE_TYPES].sort());
    for (const [type, input] of Object.entries(inputOf)) expect(DEMO_CATALOGUE.find((a) => a.id === input.id)?.type).toBe(type);
  });

  it.each(ATTRIBUTE_TYPES)('a %s selection built by the web passes the shared validator and the service', (type) => {
    const input = inputOf[type];
    expect(selectionProblem(webCatalogue, [input])).toBeUndefined();
    const payload = toPayload(input);
    expect(fromPayload(payload)).toEqual(input);
    expect(validateSelection(DEMO_CATALOGUE, [payload])).toHaveLength(1);
  });

  it('every SELECT_RANGE option of the demo catalogue previews from the web (defect 1)', () => {
    const ranges = DEMO_CATALOGUE.filter((a) => a.type === 'SELECT_RANGE');
    expect(ranges.map((a) => a.businessName)).toEqual(
      expect.arrayContaining(['Tramo de edad', 'Actividad web', 'Tramo de puntos', 'Riesgo de fuga']),
    );
    for (const a of ranges) {
      for (const o of a.options) {
        // Riesgo de fuga needs an or-dependency and an or-required field alongside.
        const extra: SelectionInput[] =
          a.technicalName === 'riesgo_fuga' ? [inputOf.INPUT_COMPARE, { id: byName('nivel_club').id, values: ['2'] }] : [];
        const selection = [{ id: a.id, value: o.value }, ...extra];
        expect(selectionProblem(webCatalogue, selection)).toBeUndefined();
        const [band] = validateSelection(DEMO_CATALOGUE, selection.map(toPayload));
        expect(band).toMatchObject({ kind: 'between', lower: o.lower, upper: o.upper });
      }
    }
  });

  it('the web and the service refuse with the same message', () => {
    const cases: SelectionInput[][] = [
      [],
      [{ id: byName('tramo_edad').id, value: '1-2' }],
      [{ id: byName('edad').id, lower: 10, upper: 30 }],
      [{ id: byName('compras_12m').id, value: '0', symbol: 'GE' }],
      [{ id: byName('comuna').id, values: ['71'] }],
      [{ id: byName('ticket_promedio').id, lower: 10, upper: 50 }],
    ];
    for (const selection of cases) {
      const web = selectionProblem(webCatalogue, selection);
      expect(web).toBeTruthy();
      expect(() => validateSelection(DEMO_CATALOGUE, selection.map(toPayload))).toThrow(web);
    }
    expect(selectionProblem(webCatalogue, [{ id: byName('edad').id, lower: 10, upper: 30 }])).toBe(
      'El rango de valores para Edad debe ser mayor a 18. ',
    );
  });

  it('one symbol table: codes and texts round-trip, unknown texts are refused', () => {
    for (const [code, text] of Object.entries(COMPARE_SYMBOL_TEXT)) expect(compareSymbolCode(text)).toBe(code);
    const id = byName('compras_12m').id;
    expect(toPayload({ id, value: '5', symbol: 'LE' })).toEqual({ id, value: { value: 5, symbol: '<=' } });
    expect(fromPayload({ id, value: { value: 5, symbol: '<=' } })).toEqual({ id, value: '5', symbol: 'LE' });
    expect(() => validateSelection(DEMO_CATALOGUE, [{ id, value: { value: 5, symbol: 'GE' } }])).toThrow(/símbolo/);
  });
});
