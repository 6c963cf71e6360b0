import type { ApolloClient } from '@apollo/client';
import { SEGMENT_LIST, SEGMENT_LIST_OPTIONS } from './graphql.ts';
import { loadListState, segmentListVariables } from './listState.ts';

/**
 * Asks the segment list's first page and its options as the app opens on the list, while the shell
 * still asks who is signed in: the page then finds them in the cache (or joins the request still
 * under way) instead of asking only once it is shown. A failure is left to the page, which asks again.
 */
export function prefetchSegmentList(client: ApolloClient): void {
  const variables = segmentListVariables(loadListState());
  const context = { quietErrors: true };
  client.query({ query: SEGMENT_LIST, variables, context }).catch(() => undefined);
  client.query({ query: SEGMENT_LIST_OPTIONS, context }).catch(() => undefined);
}
