import { describe, expect, it } from 'vitest';
import { EMPTY_REQUEST_FILTER } from '../requestFilter.ts';
import { requestFilterSchema } from './requestFilter.ts';

const messages = (values: object) => {
  const parsed = requestFilterSchema.safeParse({ ...EMPTY_REQUEST_FILTER, ...values });
  return parsed.success ? undefined : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('requests filter form', () => {
  it('refuses a "desde" after its "hasta", in Spanish, on each range', () => {
    expect(messages({ stateDateFrom: '2026-02-01', stateDateTo: '2026-01-01' })).toEqual([
      'stateDateTo: La fecha inicial debe ser anterior a la final.',
    ]);
    expect(messages({ untilDateFrom: '2026-02-01', untilDateTo: '2026-01-31' })).toEqual([
      'untilDateTo: La fecha inicial debe ser anterior a la final.',
    ]);
  });

  it('accepts an empty form, a single day and a one-sided range', () => {
    expect(messages({})).toBeUndefined();
    expect(messages({ stateDateFrom: '2026-01-01', stateDateTo: '2026-01-01' })).toBeUndefined();
    expect(messages({ untilDateFrom: '2026-02-01', status: 'DECLINED' })).toBeUndefined();
  });
});
