import { describe, expect, it } from 'vitest';
import { EMPTY_BUILT_IN_FILTER, builtInFilterOf, builtInFilterSchema } from './builtInFilter.ts';

const messages = (values: object) => {
  const parsed = builtInFilterSchema.safeParse({ ...EMPTY_BUILT_IN_FILTER, ...values });
  return parsed.success ? undefined : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('built-in report filter form', () => {
  it('refuses a "desde" after its "hasta", in Spanish', () => {
    expect(messages({ from: '2026-06-01', to: '2026-01-01' })).toEqual(['to: La fecha inicial debe ser anterior a la final.']);
    expect(messages({ from: '2026-06-01', to: '2026-06-01' })).toBeUndefined();
    expect(messages({ from: '2026-06-01' })).toBeUndefined();
  });

  it('asks the service only for the fields chosen', () => {
    expect(builtInFilterOf(EMPTY_BUILT_IN_FILTER)).toEqual({});
    expect(builtInFilterOf({ ...EMPTY_BUILT_IN_FILTER, companyCode: '022', platform: 'gads' })).toEqual({
      companyCode: '022',
      platform: 'gads',
    });
  });
});
