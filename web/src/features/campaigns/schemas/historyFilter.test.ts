import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY_FILTER, historyFilterOf, historyFilterSchema } from './historyFilter.ts';

const messages = (values: object) => {
  const parsed = historyFilterSchema.safeParse({ ...EMPTY_HISTORY_FILTER, ...values });
  return parsed.success ? undefined : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('process history filter form', () => {
  it('refuses a "desde" after its "hasta", in Spanish', () => {
    expect(messages({ startDate: '2026-12-31', endDate: '2026-01-01' })).toEqual([
      'endDate: La fecha inicial debe ser anterior a la final.',
    ]);
    expect(messages({ startDate: '2026-01-01', endDate: '2026-01-01' })).toBeUndefined();
    expect(messages({ endDate: '2026-01-01' })).toBeUndefined();
  });

  it('asks the service only for the fields filled in, texts trimmed', () => {
    expect(historyFilterOf(EMPTY_HISTORY_FILTER)).toEqual({
      processName: undefined,
      sourceName: undefined,
      startDate: undefined,
      endDate: undefined,
    });
    expect(historyFilterOf({ ...EMPTY_HISTORY_FILTER, processName: ' carga ', startDate: '2026-01-01' })).toEqual({
      processName: 'carga',
      sourceName: undefined,
      startDate: '2026-01-01',
      endDate: undefined,
    });
  });
});
