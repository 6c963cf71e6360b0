import { describe, expect, it } from 'vitest';
import { describeValue, fromSaved, offeredOptions, requiredIds, selectionProblem, setValue, toInput, type CatalogueAttribute, type Selection } from './selection.ts';

const a = (over: Partial<CatalogueAttribute> & Pick<CatalogueAttribute, 'id' | 'type'>): CatalogueAttribute => ({
  category: 'Cat',
  businessName: `A${over.id}`,
  options: [],
  dependent: [],
  requiredAnd: [],
  requiredOr: [],
  ...over,
});
const region = a({ id: 1, type: 'MULTI_SELECT', businessName: 'Región', category: 'Ubicación', options: [{ value: '7', name: 'RM' }, { value: '6', name: 'V' }] });
const commune = a({
  id: 2,
  type: 'MULTI_SELECT',
  businessName: 'Comuna',
  options: [{ value: '71', name: 'Santiago', parentId: 7 }, { value: '61', name: 'Valparaíso', parentId: 6 }],
  dependent: [{ attributeId: 1, orCondition: false }],
});
const email = a({ id: 3, type: 'BOOLEAN', businessName: 'Correo' });
const age = a({ id: 4, type: 'RANGE', businessName: 'Edad', min: 18, max: 90 });
const buys = a({ id: 5, type: 'INPUT_COMPARE', businessName: 'Compras', requiredAnd: [3] });
const catalogue = [region, commune, email, age, buys];

describe('builder selection', () => {
  it('a false boolean or an emptied list removes the attribute', () => {
    let s: Selection = new Map();
    s = setValue(s, email, { kind: 'boolean', on: true }, catalogue);
    expect(s.has(3)).toBe(true);
    s = setValue(s, email, { kind: 'boolean', on: false }, catalogue);
    expect(s.has(3)).toBe(false);
    s = setValue(s, region, { kind: 'values', values: ['7'] }, catalogue);
    s = setValue(s, region, { kind: 'values', values: [] }, catalogue);
    expect(s.size).toBe(0);
  });

  it('children follow the chosen parents and lose values no longer offered', () => {
    let s: Selection = setValue(new Map(), region, { kind: 'values', values: ['7', '6'] }, catalogue);
    s = setValue(s, commune, { kind: 'values', values: ['71', '61'] }, catalogue);
    expect(offeredOptions(commune, s, catalogue).map((o) => o.value)).toEqual(['71', '61']);
    s = setValue(s, region, { kind: 'values', values: ['7'] }, catalogue);
    expect(s.get(2)).toEqual({ kind: 'values', values: ['71'] });
  });

  it('dependencies become required, with the spec messages', () => {
    const s = setValue(new Map(), commune, { kind: 'values', values: ['71'] }, catalogue);
    expect(requiredIds(s, catalogue)).toEqual(new Set([1]));
    expect(selectionProblem(s, catalogue)).toBe('El atributo Comuna, requiere un valor para el atributo (Ubicación: Región).');
    const t = setValue(new Map(), buys, { kind: 'compare', value: 2, symbol: 'GE' }, catalogue);
    expect(selectionProblem(t, catalogue)).toBe('Los siguientes atributos son necesarios: Correo.');
    expect(selectionProblem(new Map(), catalogue)).toBe('Seleccione por lo menos un attributo.');
    expect(selectionProblem(setValue(new Map(), age, { kind: 'range', lower: 10, upper: 20 }, catalogue), catalogue)).toBe('El rango de valores para Edad debe ser mayor a 18. ');
  });

  it('round-trips through the GraphQL input and the saved form', () => {
    let s: Selection = new Map();
    s = setValue(s, email, { kind: 'boolean', on: true }, catalogue);
    s = setValue(s, age, { kind: 'range', lower: 20, upper: 30 }, catalogue);
    s = setValue(s, buys, { kind: 'compare', value: 3, symbol: 'LT' }, catalogue);
    const input = toInput(s, catalogue);
    expect(input).toEqual([{ id: 3, value: '1' }, { id: 4, lower: 20, upper: 30 }, { id: 5, value: '3', symbol: 'LT' }]);
    expect(fromSaved(input, catalogue)).toEqual(s);
    expect(describeValue(buys, s.get(5)!)).toBe('< 3');
  });
});
