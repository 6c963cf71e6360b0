import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT_FILTER, productFilterOf, productFilterSchema } from './productFilter.ts';

const messages = (values: object) => {
  const parsed = productFilterSchema.safeParse({ ...EMPTY_PRODUCT_FILTER, ...values });
  return parsed.success ? undefined : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('products filter form', () => {
  it('takes the created time as 1 or 2 digits of hours, in the spec words', () => {
    expect(messages({ createdHours: '123' })).toEqual(['createdHours: Las horas deben ser un número de 1 o 2 dígitos.']);
    expect(messages({ createdHours: '4h' })).toEqual(['createdHours: Las horas deben ser un número de 1 o 2 dígitos.']);
    expect(messages({ createdHours: '48' })).toBeUndefined();
    expect(messages({})).toBeUndefined();
  });

  it('refuses a "desde" after its "hasta", in Spanish', () => {
    expect(messages({ startDate: '2026-12-31', endDate: '2026-01-01' })).toEqual([
      'endDate: La fecha inicial debe ser anterior a la final.',
    ]);
    expect(messages({ startDate: '2026-12-31', endDate: '2026-12-31' })).toBeUndefined();
  });

  it('asks the service only for the fields filled in, texts trimmed', () => {
    expect(productFilterOf(EMPTY_PRODUCT_FILTER)).toEqual({
      itemCode: undefined,
      itemName: undefined,
      createdHours: undefined,
      startDate: undefined,
      endDate: undefined,
    });
    expect(productFilterOf({ ...EMPTY_PRODUCT_FILTER, itemCode: ' SKU-1 ', createdHours: '8', endDate: '2026-12-31' })).toEqual({
      itemCode: 'SKU-1',
      itemName: undefined,
      createdHours: 8,
      startDate: undefined,
      endDate: '2026-12-31',
    });
  });
});
