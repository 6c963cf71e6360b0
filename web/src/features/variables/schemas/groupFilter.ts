import { z } from 'zod';
import { filterHasValue } from '@inca/domain';
import type { VariableGroupFilter } from '../../../__generated__/graphql.ts';
import { variables as t } from '../../../i18n/variables.ts';

/**
 * The variable groups' filter (§2.5): name and creation range as typed, at least one of them
 * (filter_required); dates are aaaa-mm-dd, so a backwards range shows as "desde" comparing greater.
 */
export const groupFilterSchema = z.object({ name: z.string(), createdFrom: z.string(), createdTo: z.string() }).superRefine((v, ctx) => {
  if (!filterHasValue(v)) ctx.addIssue({ code: 'custom', path: ['name'], message: t.messages.filter_required });
  else if (v.createdFrom && v.createdTo && v.createdFrom > v.createdTo)
    ctx.addIssue({ code: 'custom', path: ['createdTo'], message: t.groups.createdBackwards });
});
export type GroupFilterValues = z.infer<typeof groupFilterSchema>;

export const EMPTY_GROUP_FILTER: GroupFilterValues = { name: '', createdFrom: '', createdTo: '' };

/** What the list asks the service for: the name trimmed, unset fields null. */
export const groupFilterOf = (v: GroupFilterValues): VariableGroupFilter => ({
  name: v.name.trim() || null,
  createdFrom: v.createdFrom || null,
  createdTo: v.createdTo || null,
});
