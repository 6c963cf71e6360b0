import { useQuery } from '@apollo/client/react';
import type { SegmentFilter } from '../../../__generated__/graphql.ts';
import { SEGMENTS_FOR_CAMPAIGN } from '../graphql/index.ts';

/**
 * One page of the segments a campaign's company may use (§2.4), searched and paged by the service.
 * The rows shown stay until the next page or search answers (no flash of an empty grid).
 */
export function useSegmentsForCampaign(filter: SegmentFilter, page: number) {
  const segments = useQuery(SEGMENTS_FOR_CAMPAIGN, { variables: { filter, page }, fetchPolicy: 'cache-and-network' });
  const shown = segments.data ?? segments.previousData;
  return {
    loaded: shown !== undefined,
    rows: shown?.segments.nodes ?? [],
    total: shown?.segments.totalCount ?? 0,
    types: shown?.segmentTypes ?? [],
    loading: segments.loading,
  };
}
