import { z } from 'zod';
import { filterHasValue } from '@inca/domain';
import { variables as t } from '../../../i18n/variables.ts';

/** The variables grid's filter (§2.5): code, name and type as typed; at least one of them (filter_required). */
export const variableFilterSchema = z
  .object({ variable_code: z.string(), variable_name: z.string(), id_variable_type: z.string() })
  .superRefine((v, ctx) => {
    if (!filterHasValue(v)) ctx.addIssue({ code: 'custom', path: ['variable_code'], message: t.messages.filter_required });
  });
export type VariableFilterValue = z.infer<typeof variableFilterSchema>;

export const EMPTY_VARIABLE_FILTER: VariableFilterValue = { variable_code: '', variable_name: '', id_variable_type: '' };
