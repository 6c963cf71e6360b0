import type { QueryResolvers } from '../__generated__/resolvers-types.ts';

export const Query: QueryResolvers = {
  viewer: (_root, _args, { audienceManagement }) => audienceManagement.me(),
  companies: (_root, _args, { audienceManagement }) => audienceManagement.allCompanies(),
};
