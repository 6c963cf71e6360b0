import { useQuery } from '@apollo/client/react';
import type { ProcessHistoryFilter } from '../../../__generated__/graphql.ts';
import { PROCESS_HISTORY } from '../graphql/index.ts';

/** One page of the process history (§2.2), all of it or one campaign's (`filter.campaignId`). */
export function useProcessHistory(filter: ProcessHistoryFilter, page: number) {
  const { data, loading } = useQuery(PROCESS_HISTORY, { variables: { filter, page }, fetchPolicy: 'cache-and-network' });
  return { loaded: data !== undefined, rows: data?.processHistory.nodes ?? [], total: data?.processHistory.totalCount ?? 0, loading };
}
