import { describe, expect, it } from 'vitest';
import { EMPTY_GROUP_FILTER, groupFilterOf, groupFilterSchema } from './groupFilter.ts';

const messages = (values: object) => {
  const parsed = groupFilterSchema.safeParse({ ...EMPTY_GROUP_FILTER, ...values });
  return parsed.success ? undefined : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('variable groups filter form', () => {
  it('needs at least one value, in Spanish', () => {
    expect(messages({})).toEqual(['name: Ingrese al menos un valor para filtrar.']);
    expect(messages({ name: '  ' })).toEqual(['name: Ingrese al menos un valor para filtrar.']);
    expect(messages({ createdTo: '2026-01-01' })).toBeUndefined();
  });

  it('refuses a "desde" after its "hasta", in Spanish', () => {
    expect(messages({ createdFrom: '2026-05-01', createdTo: '2026-01-01' })).toEqual([
      'createdTo: La fecha de creación inicial debe ser anterior a la final.',
    ]);
    expect(messages({ createdFrom: '2026-05-01', createdTo: '2026-05-01' })).toBeUndefined();
  });

  it('asks the service for the trimmed name and the set dates only', () => {
    expect(groupFilterOf({ name: ' ventas ', createdFrom: '', createdTo: '2026-01-01' })).toEqual({
      name: 'ventas',
      createdFrom: null,
      createdTo: '2026-01-01',
    });
  });
});
