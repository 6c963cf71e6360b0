import { describe, expect, it } from 'vitest';
import { VARIABLE_MESSAGES } from '@inca/domain';
import { groupMembersProblem, variableGroupInput, variableGroupSchema } from './variableGroup.ts';

const problems = (name: string, priority: string) => {
  const parsed = variableGroupSchema.safeParse({ name, priority });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('variable group form', () => {
  it("checks name and priority with the service's own rule", () => {
    expect(problems('Abcd', 'x')).toEqual([
      `name: ${VARIABLE_MESSAGES.groupNameShort}`,
      `priority: ${VARIABLE_MESSAGES.groupPriorityNumeric}`,
    ]);
    expect(problems('Grupo nuevo', '5')).toEqual([]);
  });

  it('needs at least one variable, and saves the names trimmed with the variables in order', () => {
    expect(groupMembersProblem({ name: 'Grupo nuevo', priority: '5' }, [])).toBe(VARIABLE_MESSAGES.groupVariablesRequired);
    expect(groupMembersProblem({ name: 'Grupo nuevo', priority: '5' }, ['3'])).toBeUndefined();
    expect(variableGroupInput({ name: ' Grupo nuevo ', priority: ' 5 ' }, ['3', '1'])).toEqual({
      name: 'Grupo nuevo',
      priority: '5',
      variableIds: ['3', '1'],
    });
  });
});
