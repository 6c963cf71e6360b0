import { describe, expect, it } from 'vitest';
import { selectionProblem } from '@inca/warehouse/selection';
import type { AttributeType } from '../../__generated__/graphql.ts';
import {
  describeValue,
  fromSaved,
  offeredOptions,
  requiredIds,
  selectionKey,
  withValue,
  type CatalogueAttribute,
  type Selection,
} from './selection.ts';

let nextOption = 1;
const o = (value: string, name: string, parentId?: number) => ({ id: nextOption++, value, name, parentId: parentId ?? null });
const a = (over: Partial<CatalogueAttribute> & { id: number; type: AttributeType }): CatalogueAttribute => ({
  category: 'Cat',
  businessName: `A${over.id}`,
  technicalName: `a${over.id}`,
  options: [],
  dependent: [],
  requiredAnd: [],
  requiredOr: [],
  ...over,
});
// Shaped like the GraphQL catalogue: options carry value and name only (no warehouse bands).
const region = a({ id: 1, type: 'MULTI_SELECT', businessName: 'Región', category: 'Ubicación', options: [o('7', 'RM'), o('6', 'V')] });
const commune = a({
  id: 2,
  type: 'MULTI_SELECT',
  businessName: 'Comuna',
  options: [o('71', 'Santiago', 7), o('61', 'Valparaíso', 6)],
  dependent: [{ attributeId: 1, orCondition: false }],
});
const email = a({ id: 3, type: 'BOOLEAN', businessName: 'Correo', options: [o('1', 'Sí'), o('0', 'No')] });
const age = a({ id: 4, type: 'RANGE', businessName: 'Edad', min: 18, max: 90 });
const buys = a({ id: 5, type: 'INPUT_COMPARE', businessName: 'Compras', min: 0, max: 500, requiredAnd: [3] });
const ageBand = a({ id: 6, type: 'SELECT_RANGE', businessName: 'Tramo de edad', options: [o('18-24', '18 a 24'), o('25-34', '25 a 34')] });
const zone = a({ id: 7, type: 'SELECT', businessName: 'Zona', options: [o('1', 'Norte'), o('2', 'Centro')] });
const bought = a({ id: 8, type: 'MASKED_MULTI_SELECT', businessName: 'Categorías', options: [o('1', 'Electro'), o('2', 'Vestuario')] });
const catalogue = [region, commune, email, age, buys, ageBand, zone, bought];

describe('builder selection', () => {
  it('a false boolean, an emptied list or an emptied select removes the attribute', () => {
    let s: Selection = [];
    s = withValue(s, email, { id: 3, value: '1' }, catalogue);
    expect(s).toEqual([{ id: 3, value: '1' }]);
    s = withValue(s, email, { id: 3, value: '0' }, catalogue);
    expect(s).toEqual([]);
    s = withValue(s, region, { id: 1, values: ['7'] }, catalogue);
    s = withValue(s, region, { id: 1, values: [] }, catalogue);
    s = withValue(s, zone, { id: 7, value: '' }, catalogue);
    expect(s).toEqual([]);
  });

  it('children follow the chosen parents and lose values no longer offered', () => {
    let s = withValue([], region, { id: 1, values: ['7', '6'] }, catalogue);
    s = withValue(s, commune, { id: 2, values: ['71', '61'] }, catalogue);
    expect(offeredOptions(commune, s, catalogue).map((x) => x.value)).toEqual(['71', '61']);
    s = withValue(s, region, { id: 1, values: ['7'] }, catalogue);
    expect(s.find((x) => x.id === 2)).toEqual({ id: 2, values: ['71'] });
  });

  it('dependencies become required, with the spec messages of the shared validator', () => {
    const s = withValue([], commune, { id: 2, values: ['71'] }, catalogue);
    expect(requiredIds(s, catalogue)).toEqual(new Set([1]));
    expect(selectionProblem(catalogue, s)).toBe('El atributo Comuna, requiere un valor para el atributo (Ubicación: Región).');
    expect(selectionProblem(catalogue, withValue([], buys, { id: 5, value: '2', symbol: 'GE' }, catalogue))).toBe(
      'Los siguientes atributos son necesarios: Correo.',
    );
    expect(selectionProblem(catalogue, [])).toBe('Seleccione por lo menos un attributo.');
    expect(selectionProblem(catalogue, withValue([], age, { id: 4, lower: 10, upper: 20 }, catalogue))).toBe(
      'El rango de valores para Edad debe ser mayor a 18. ',
    );
  });

  it('a selection of every attribute type, as the builder holds it, passes the shared validator (defect 1: SELECT_RANGE)', () => {
    let s: Selection = [];
    s = withValue(s, region, { id: 1, values: ['7'] }, catalogue);
    s = withValue(s, commune, { id: 2, values: ['71'] }, catalogue);
    s = withValue(s, email, { id: 3, value: '1' }, catalogue);
    s = withValue(s, age, { id: 4, lower: 20, upper: 30 }, catalogue);
    s = withValue(s, buys, { id: 5, value: '3', symbol: 'LT' }, catalogue);
    s = withValue(s, ageBand, { id: 6, value: '18-24' }, catalogue);
    s = withValue(s, zone, { id: 7, value: '2' }, catalogue);
    s = withValue(s, bought, { id: 8, values: ['2'] }, catalogue);
    expect(new Set(s.map((x) => catalogue.find((c) => c.id === x.id)!.type))).toEqual(new Set(catalogue.map((c) => c.type)));
    expect(selectionProblem(catalogue, s)).toBeUndefined();
    expect(selectionProblem(catalogue, withValue([], ageBand, { id: 6, value: '99-100' }, catalogue))).toBe(
      'La opción «99-100» no existe para Tramo de edad.',
    );
  });

  it('round-trips through the saved form; the key follows the selection', () => {
    let s: Selection = [];
    s = withValue(s, buys, { id: 5, value: '3', symbol: 'LT' }, catalogue);
    s = withValue(s, email, { id: 3, value: '1' }, catalogue);
    s = withValue(s, age, { id: 4, lower: 20, upper: 30 }, catalogue);
    expect(s.map((x) => x.id)).toEqual([3, 4, 5]);
    const saved = s.map((x) => ({
      __typename: 'SelectedAttribute' as const,
      values: null,
      value: null,
      lower: null,
      upper: null,
      symbol: null,
      ...x,
    }));
    expect(fromSaved(saved, catalogue)).toEqual(s);
    expect(describeValue(buys, s[2]!)).toBe('< 3');
    expect(describeValue(age, s[1]!)).toBe('20 a 30');
    expect(selectionKey('022', s)).not.toBe(selectionKey('022', withValue(s, age, { id: 4, lower: 20, upper: 31 }, catalogue)));
  });
});
