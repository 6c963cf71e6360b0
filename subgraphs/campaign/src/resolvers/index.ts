import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { campaignResolvers } from './campaigns.ts';
import { variableResolvers } from './variables.ts';

const base: Resolvers = {
  Query: {
    variableTypes: (_root, _args, { campaignManagement }) => campaignManagement.variableTypes(),
  },
  VariableType: {
    id: (t) => String(t.id_variable_type),
    name: (t) => t.variable_type_name,
  },
};

/** Merges the resolver maps of each part (type by type). */
function merge(...parts: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
  }
  return merged as Resolvers;
}

export const resolvers: Resolvers = merge(base, variableResolvers, campaignResolvers);
