import { z } from 'zod';
import { envelope } from './envelope.ts';
import { operation } from './operation.ts';

/** A short-lived signed link for one file call: `/signed-files/<service>/<token>`. */
export const signedLinkDto = z.object({ url: z.string(), expires_at: z.string(), method: z.string() });
export type SignedLinkDto = z.output<typeof signedLinkDto>;

/** `POST /<service>/files/link`: a signed link for one file call (download or upload) of that service. */
export const fileLinkOperation = (service: string) =>
  operation({
    method: 'POST',
    path: `/${service}/files/link`,
    body: z.object({ method: z.enum(['GET', 'POST']), path: z.string(), query: z.record(z.string(), z.string()) }),
    response: envelope(signedLinkDto),
  });
