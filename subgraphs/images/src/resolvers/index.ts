import type { Resolvers } from '../__generated__/resolvers-types.ts';

export const resolvers: Resolvers = {
  Company: {
    __resolveReference: (reference) => ({ code: reference.code }),
    imageCount: (company, _args, { audienceImages }) => audienceImages.imageCountByCompany.load(company.code),
  },
};
