import { z } from 'zod';
import { variableGroupErrors } from '@inca/domain';
import type { VariableGroupInput } from '../../../__generated__/graphql.ts';

/**
 * The group form's name and priority (§2.5, §5): @inca/domain's `variableGroupErrors`, the service's
 * own rule. The members are checked apart (`groupMembersProblem`): they live outside the form.
 */
export const variableGroupSchema = z.object({ name: z.string(), priority: z.string() }).superRefine((v, ctx) => {
  for (const e of variableGroupErrors({ variable_group_name: v.name, variable_group_priority: v.priority, id_variables: [0] })) {
    const field = e.field === 'variable_group_name' ? 'name' : e.field === 'variable_group_priority' ? 'priority' : undefined;
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: e.message });
  }
});
export type VariableGroupValues = z.infer<typeof variableGroupSchema>;

/** Why the group's variables cannot be saved (at least one is needed), if they cannot. */
export const groupMembersProblem = (v: VariableGroupValues, members: readonly string[]): string | undefined =>
  variableGroupErrors({ variable_group_name: v.name, variable_group_priority: v.priority, id_variables: members.map(Number) }).find(
    (e) => e.field === 'variables',
  )?.message;

export const variableGroupInput = (v: VariableGroupValues, members: readonly string[]): VariableGroupInput => ({
  name: v.name.trim(),
  priority: v.priority.trim(),
  variableIds: [...members],
});
