import { describe, expect, it } from 'vitest';
import { VARIABLE_FLAGS, VARIABLE_MESSAGES } from '@inca/domain';
import { dataProblem, variableConfigInput, variableConfigSchema, type VariableConfigValues } from './variableConfig.ts';

const noFlags = Object.fromEntries(VARIABLE_FLAGS.map((f) => [f, false])) as VariableConfigValues['flags'];
const values = (over: Partial<VariableConfigValues> = {}): VariableConfigValues => ({
  code: 'MONTO',
  name: 'Monto',
  description: '',
  typeId: '1',
  flags: noFlags,
  minRange: '',
  maxRange: '',
  parentId: '',
  bigQueryType: '',
  defaultOperator: '',
  ...over,
});
/** The message of each field with a problem (the first one, as the form shows it). */
const problems = (v: VariableConfigValues, data = []) => {
  const parsed = variableConfigSchema(7, data).safeParse(v);
  if (parsed.success) return {};
  const first: Record<string, string> = {};
  for (const issue of parsed.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('variable configuration form', () => {
  it('needs a code in the spec pattern and a name', () => {
    expect(problems(values({ code: ' ', name: '' }))).toEqual({ code: VARIABLE_MESSAGES.required, name: VARIABLE_MESSAGES.required });
    expect(problems(values({ code: 'MONTO TOTAL' })).code).toMatch(/código/i);
    expect(problems(values())).toEqual({});
  });

  it('a range needs numeric min and max, in order', () => {
    const range = { ...noFlags, flag_range: true };
    expect(problems(values({ flags: range, minRange: 'diez', maxRange: '' }))).toEqual({
      minRange: VARIABLE_MESSAGES.numeric,
      maxRange: VARIABLE_MESSAGES.required,
    });
    expect(Object.values(problems(values({ flags: range, minRange: '10', maxRange: '5' })))).toEqual([VARIABLE_MESSAGES.rangeOrder]);
    expect(problems(values({ flags: range, minRange: '1', maxRange: '5' }))).toEqual({});
  });

  it('a selection variable needs data rows (message_grid), checked apart from the fields', () => {
    const select = values({ typeId: '3' });
    expect(problems(select)).toEqual({});
    expect(dataProblem(select, [])).toBe(VARIABLE_MESSAGES.message_grid);
    expect(dataProblem(select, [{ key: 'A', value: 'Alfa', parentKey: '' }])).toBeUndefined();
    expect(dataProblem(values(), [])).toBeUndefined();
  });

  it('saves the code upper-cased, only the flags the type allows, and data only for a selection', () => {
    const input = variableConfigInput(
      values({ code: ' monto ', flags: { ...noFlags, flag_range: true, flag_parent_variable_exists: true }, minRange: '1', maxRange: '9' }),
      [{ key: 'A', value: 'Alfa', parentKey: '' }],
    );
    expect(input).toMatchObject({ code: 'MONTO', range: true, parentVariableExists: false, data: [], parentId: null });
    const select = variableConfigInput(values({ typeId: '3' }), [{ key: ' A ', value: ' Alfa ', parentKey: 'X' }]);
    expect(select.data).toEqual([{ key: 'A', value: 'Alfa', parentKey: null }]);
  });
});
