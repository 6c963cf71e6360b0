import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../../__generated__/gql.ts';
import type { AudienceFilter, AudienceSort } from '../../../__generated__/graphql.ts';
import { downloadSignedFile, FileLinkError } from '../../../ui/files.ts';

export const AUDIENCES_FILE_NAME = 'lista_audiencias.xlsx';

export const AUDIENCE_LIST_FILE_LINK = graphql(`
  mutation AudienceListFileLink($filter: AudienceFilter, $sort: AudienceSort) {
    audienceListFileLink(filter: $filter, sort: $sort) {
      url
    }
  }
`);

/** A refused download: the service's Spanish message, or `HTTP <status>` when it gave none. */
export class DownloadError extends Error {}

/**
 * Downloads lista_audiencias.xlsx for the list's filter and sort (the whole filtered list, not the
 * page on screen) through a signed link and saves it; the service builds and streams the file.
 * Answers how many audiences it holds.
 */
export async function downloadAudiences(
  client: ApolloClient,
  filter: AudienceFilter,
  sort: AudienceSort,
  fetcher: typeof fetch = fetch,
): Promise<number> {
  const { data } = await client.mutate({ mutation: AUDIENCE_LIST_FILE_LINK, variables: { filter, sort }, context: { quietErrors: true } });
  // No link and no GraphQL error: the generic message.
  if (!data) throw new Error('no link');
  try {
    const headers = await downloadSignedFile(data.audienceListFileLink.url, AUDIENCES_FILE_NAME, fetcher);
    const total = Number(headers.get('x-total-count') ?? Number.NaN);
    return Number.isFinite(total) ? total : 0;
  } catch (error) {
    throw error instanceof FileLinkError ? new DownloadError(error.message) : error;
  }
}
