import type { Resolvers } from '../__generated__/resolvers-types.ts';

export const resolvers: Resolvers = {
  Query: {
    variableTypes: (_root, _args, { campaignManagement }) => campaignManagement.variableTypes(),
  },
  VariableType: {
    id: (t) => String(t.id_variable_type),
    name: (t) => t.variable_type_name,
  },
};
