import type { AudienceImageResolvers } from '../__generated__/resolvers-types.ts';

/** Image bytes are served by the gateway under /files with the user's session (never base64 in GraphQL). */
export const GATEWAY_FILES_PREFIX = '/files';

const iso = (value: string | Date) => new Date(value).toISOString();

export const AudienceImage: AudienceImageResolvers = {
  id: (i) => String(i.id),
  audienceId: (i) => String(i.audience_id),
  companyCode: (i) => i.company_code,
  filename: (i) => i.filename_storage,
  description: (i) => i.description,
  state: (i) => (Number(i.state) === 1 ? 'SELECTED' : 'CANDIDATE'),
  url: (i) => `${GATEWAY_FILES_PREFIX}${i.src}`,
  downloadUrl: (i) => `${GATEWAY_FILES_PREFIX}${i.download}`,
  contentType: (i) => i.content_type,
  origin: (i) => i.origin,
  createdBy: (i) => i.creation_user,
  createdAt: (i) => iso(i.creation_date),
};
