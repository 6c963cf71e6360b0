import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COMPANY_BITS, DEMO_CATALOGUE, type Attribute } from './catalogue.ts';
import { SelectionError, validateSelection, type MergeType, type SelectedAttribute } from './compiler.ts';
import { CUSTOMERS_TABLE } from './generate.ts';
import { Warehouse } from './warehouse.ts';

const SIZE = 4_000;
let warehouse: Warehouse;
let customers: Record<string, unknown>[];

beforeAll(async () => {
  warehouse = await Warehouse.open({ size: SIZE });
  customers = await warehouse.query(`SELECT * FROM ${CUSTOMERS_TABLE} ORDER BY customer_id`);
});
afterAll(() => warehouse?.close());

/**
 * The reference: the builder's meaning of a selection, evaluated row by row in JavaScript
 * straight from the catalogue, without the compiler.
 */
function matches(row: Record<string, unknown>, selection: SelectedAttribute[]): boolean {
  return selection.every((item) => {
    const a = DEMO_CATALOGUE.find((x) => x.id === item.id)!;
    const v = Number(row[a.column] === true ? 1 : row[a.column] === false ? 0 : row[a.column]);
    const value = item.value as never;
    switch (a.type) {
      case 'BOOLEAN':
        return v === (value === '1' ? 1 : 0);
      case 'MULTI_SELECT':
        return (value as string[]).map(Number).includes(v);
      case 'MASKED_MULTI_SELECT':
        return (value as string[]).some((bit) => (v & Number(bit)) !== 0);
      case 'SELECT':
        return v === Number(value);
      case 'SELECT_RANGE': {
        const option = a.options.find((o) => o.value === value)!;
        return v >= option.lower! && v <= option.upper!;
      }
      case 'RANGE': {
        const r = value as { lower_bound: number; upper_bound: number };
        return v >= r.lower_bound && v <= r.upper_bound;
      }
      case 'INPUT_COMPARE': {
        const c = value as { value: number; symbol?: string };
        const s = c.symbol ?? '>=';
        return s === '=' ? v === c.value : s === '<' ? v < c.value : s === '>' ? v > c.value : s === '<=' ? v <= c.value : v >= c.value;
      }
    }
  });
}

/** A random valid value for an attribute. */
function valueArb(a: Attribute): fc.Arbitrary<unknown> {
  const values = a.options.map((o) => o.value);
  const min = Number(a.options[0]?.value ?? 1);
  const max = Number(a.options[1]?.value ?? 999_999_999);
  switch (a.type) {
    case 'BOOLEAN':
      return fc.constantFrom('1', '0');
    case 'MULTI_SELECT':
    case 'MASKED_MULTI_SELECT':
      return fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: Math.min(4, values.length) });
    case 'SELECT':
    case 'SELECT_RANGE':
      return fc.constantFrom(...values);
    case 'RANGE':
      return fc
        .tuple(fc.integer({ min: Math.max(1, min), max }), fc.integer({ min: Math.max(1, min), max }))
        .map(([x, y]) => ({ lower_bound: Math.min(x, y), upper_bound: Math.max(x, y) }));
    case 'INPUT_COMPARE':
      return fc.record({
        value: fc.integer({ min: 1, max: Math.max(2, Math.min(max, 400)) }),
        symbol: fc.constantFrom('=', '<', '>', '<=', '>='),
      });
  }
}

/** 1–6 distinct attributes with values; selections breaking dependency rules are filtered out. */
const selectionArb = fc
  .uniqueArray(fc.constantFrom(...DEMO_CATALOGUE), { minLength: 1, maxLength: 6, selector: (a) => a.id })
  .chain((attrs) =>
    fc.tuple(...attrs.map((a) => valueArb(a).map((value) => ({ id: a.id, technical_name: a.technicalName, value }) as SelectedAttribute))),
  )
  .filter((selection) => {
    try {
      validateSelection(DEMO_CATALOGUE, selection);
      return true;
    } catch (error) {
      if (error instanceof SelectionError) return false;
      throw error;
    }
  });

describe('the warehouse', () => {
  it('is deterministic and has identifiers at realistic rates', async () => {
    const again = await Warehouse.open({ size: SIZE });
    const [a] = await warehouse.query(`SELECT sum(hash(customer_id, age, region, companies, category_mask)) AS h FROM ${CUSTOMERS_TABLE}`);
    const [b] = await again.query(`SELECT sum(hash(customer_id, age, region, companies, category_mask)) AS h FROM ${CUSTOMERS_TABLE}`);
    again.close();
    expect(a!.h).toEqual(b!.h);
    const rate = (col: string) => customers.filter((c) => c[col] === true).length / SIZE;
    expect(rate('has_email')).toBeGreaterThan(0.6);
    expect(rate('has_email')).toBeLessThan(0.85);
    expect(rate('has_maid')).toBeGreaterThan(0.3);
    expect(rate('has_maid')).toBeLessThan(0.5);
    for (const bit of Object.values(COMPANY_BITS)) expect(customers.some((c) => (Number(c.companies) & bit) !== 0)).toBe(true);
  });

  it('previews agree with the reference evaluator on hundreds of random selections', async () => {
    await fc.assert(
      fc.asyncProperty(selectionArb, async (selection) => {
        const preview = await warehouse.preview(DEMO_CATALOGUE, selection);
        const chosen = customers.filter((c) => matches(c, selection));
        expect(preview.unique_users).toBe(chosen.length);
        expect(preview.unique_users_w_contact).toBe(chosen.filter((c) => c.has_email === true || c.has_phone === true).length);
        expect(preview.unique_users_w_advertising).toBe(chosen.filter((c) => c.has_maid === true).length);
        for (const [code, bit] of Object.entries(COMPANY_BITS)) {
          expect(preview.by_company[code]).toBe(chosen.filter((c) => (Number(c.companies) & bit) !== 0).length);
        }
      }),
      { numRuns: 300, seed: 20261122 },
    );
  });

  it('merge previews agree with the reference for union, intersection and difference', async () => {
    await fc.assert(
      fc.asyncProperty(
        selectionArb,
        selectionArb,
        fc.constantFrom<MergeType>('UNION', 'INTERSECTION', 'DIFFERENCE'),
        async (a, b, mergeType) => {
          const preview = await warehouse.preview(DEMO_CATALOGUE, {
            kind: 'merge',
            mergeType,
            a: { kind: 'attributes', selection: a },
            b: { kind: 'attributes', selection: b },
          });
          const inA = (c: Record<string, unknown>) => matches(c, a);
          const inB = (c: Record<string, unknown>) => matches(c, b);
          const expected = customers.filter((c) =>
            mergeType === 'UNION' ? inA(c) || inB(c) : mergeType === 'INTERSECTION' ? inA(c) && inB(c) : inA(c) && !inB(c),
          );
          expect(preview.unique_users).toBe(expected.length);
        },
      ),
      { numRuns: 100, seed: 7 },
    );
  });

  it('refuses an invalid selection before touching the data', async () => {
    await expect(warehouse.preview(DEMO_CATALOGUE, [])).rejects.toThrow('Seleccione por lo menos un attributo.');
  });
});
