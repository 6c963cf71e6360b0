import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '../listState.ts';
import { segmentFilterSchema } from './segmentFilter.ts';

const messages = (values: object) => {
  const parsed = segmentFilterSchema.safeParse({ ...EMPTY_FILTER, ...values });
  return parsed.success ? undefined : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('segment filter form', () => {
  it('refuses a "desde" after its "hasta", in Spanish, on each range', () => {
    expect(messages({ createdFrom: '2026-05-01', createdTo: '2026-01-01' })).toEqual([
      'createdTo: La fecha de creación inicial debe ser anterior a la final.',
    ]);
    expect(messages({ modifiedFrom: '2026-05-01', modifiedTo: '2026-01-01' })).toEqual([
      'modifiedTo: La fecha de modificación inicial debe ser anterior a la final.',
    ]);
  });

  it('accepts an empty form, a one-sided range and a single day', () => {
    expect(messages({})).toBeUndefined();
    expect(messages({ createdFrom: '2026-05-01' })).toBeUndefined();
    expect(messages({ modifiedTo: '2026-01-01' })).toBeUndefined();
    expect(messages({ createdFrom: '2026-05-01', createdTo: '2026-05-01' })).toBeUndefined();
  });
});
