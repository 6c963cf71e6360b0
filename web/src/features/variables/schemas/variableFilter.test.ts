import { describe, expect, it } from 'vitest';
import { EMPTY_VARIABLE_FILTER, variableFilterSchema } from './variableFilter.ts';

const messages = (values: object) => {
  const parsed = variableFilterSchema.safeParse({ ...EMPTY_VARIABLE_FILTER, ...values });
  return parsed.success ? undefined : parsed.error.issues.map((i) => i.message);
};

describe('variables filter form', () => {
  it('needs at least one value, blanks not counting, in Spanish', () => {
    expect(messages({})).toEqual(['Ingrese al menos un valor para filtrar.']);
    expect(messages({ variable_name: '   ' })).toEqual(['Ingrese al menos un valor para filtrar.']);
  });

  it('takes any one of code, name or type', () => {
    expect(messages({ variable_code: 'VAR' })).toBeUndefined();
    expect(messages({ variable_name: 'edad' })).toBeUndefined();
    expect(messages({ id_variable_type: '2' })).toBeUndefined();
  });
});
