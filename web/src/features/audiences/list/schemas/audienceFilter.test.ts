import { describe, expect, it } from 'vitest';
import { EMPTY_AUDIENCE_FILTER } from '../listState.ts';
import { audienceFilterSchema } from './audienceFilter.ts';

const messages = (values: object) => {
  const parsed = audienceFilterSchema.safeParse({ ...EMPTY_AUDIENCE_FILTER, ...values });
  return parsed.success ? undefined : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('audience filter form', () => {
  it('refuses a creation "desde" after its "hasta", in Spanish', () => {
    expect(messages({ createdFrom: '2026-05-01', createdTo: '2026-01-01' })).toEqual([
      'createdTo: La fecha de creación inicial debe ser anterior a la final.',
    ]);
  });

  it('accepts an empty form, a one-sided range, a single day and any platform of the list', () => {
    expect(messages({})).toBeUndefined();
    expect(messages({ createdTo: '2026-01-01' })).toBeUndefined();
    expect(messages({ createdFrom: '2026-05-01', createdTo: '2026-05-01' })).toBeUndefined();
    expect(messages({ platform: 'TIKTOK', enabled: 'DISABLED' })).toBeUndefined();
  });
});
