import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { AudienceImage } from './AudienceImage.ts';
import { audienceIdArg, companyCodeArg, generationIdArg, imageIdArg } from './ids.ts';

const stateNumber = (state: 'SELECTED' | 'CANDIDATE' | null | undefined): 1 | 2 => (state === 'CANDIDATE' ? 2 : 1);

export const resolvers: Resolvers = {
  Company: {
    __resolveReference: (reference) => ({ code: reference.code }),
    imageCount: (company, _args, { audienceImages }) => audienceImages.imageCountByCompany.load(company.code),
  },
  AudienceImage,
  FileLink: {
    url: (l) => l.url,
    expiresAt: (l) => l.expires_at,
    method: (l) => l.method,
  },
  AudienceImagePage: {
    hasMore: (page) => page.offset + page.items.length < page.total,
  },
  ImageGeneration: {
    id: (g) => g.id,
    audienceId: (g) => String(g.audience_id),
    description: (g) => g.description,
    maxAttempts: (g) => g.max_attempts,
    createdAt: (g) => new Date(g.creation_date).toISOString(),
  },
  Query: {
    audienceImages: (_root, args, { audienceImages }) =>
      audienceImages.list(
        companyCodeArg(args.companyCode),
        audienceIdArg(args.audienceId),
        Math.max(0, args.offset ?? 0),
        args.limit ?? undefined,
        stateNumber(args.state),
      ),
    imageGeneration: (_root, { id }, { audienceImages }) => audienceImages.generation(generationIdArg(id)),
  },
  Mutation: {
    generateAudienceImages: (_root, { input }, { audienceImages }) =>
      audienceImages.generate({
        audienceId: audienceIdArg(input.audienceId),
        companyCode: companyCodeArg(input.companyCode),
        description: input.description,
      }),
    cancelImageGeneration: (_root, { id }, { audienceImages }) => audienceImages.cancelGeneration(generationIdArg(id)),
    setAudienceImageState: (_root, args, { audienceImages }) =>
      audienceImages.setState(
        companyCodeArg(args.companyCode),
        audienceIdArg(args.audienceId),
        imageIdArg(args.imageId),
        stateNumber(args.state),
      ),
    audienceImageDownloadLink: (_root, args, { audienceImages }) => audienceImages.downloadLink(imageIdArg(args.imageId)),
    audienceImageUploadLink: (_root, args, { audienceImages }) =>
      audienceImages.uploadLink(companyCodeArg(args.companyCode), audienceIdArg(args.audienceId), args.description),
    deleteAudienceImage: (_root, args, { audienceImages }) =>
      audienceImages.remove(companyCodeArg(args.companyCode), audienceIdArg(args.audienceId), imageIdArg(args.imageId)),
  },
};
