import type { ApolloClient } from '@apollo/client';
import { AUDIENCE_LIST, AUDIENCE_LIST_OPTIONS } from './graphql.ts';
import { audienceListVariables, loadAudienceListState } from './listState.ts';

/**
 * Asks the audience list's first page and its options as the app opens on the list, while the shell
 * still asks who is signed in: the page then finds them in the cache (or joins the request still
 * under way) instead of asking only once it is shown. A failure is left to the page, which asks again.
 */
export function prefetchAudienceList(client: ApolloClient, search: URLSearchParams): void {
  const variables = audienceListVariables(loadAudienceListState(search.get('default')));
  const context = { quietErrors: true };
  client.query({ query: AUDIENCE_LIST, variables, context }).catch(() => undefined);
  client.query({ query: AUDIENCE_LIST_OPTIONS, context }).catch(() => undefined);
}
