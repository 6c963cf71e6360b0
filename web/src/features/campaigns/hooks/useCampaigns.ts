import { useQuery } from '@apollo/client/react';
import type { CampaignFilter } from '../../../__generated__/graphql.ts';
import { CAMPAIGNS_PAGE } from '../graphql/index.ts';

/** Rows a page of the campaign list holds (the service pages by 10). */
export const CAMPAIGNS_PAGE_SIZE = 10;

/**
 * One page of the campaign list (§2.1) with the variable groups a row may take. While another filter
 * or page loads, the rows shown stay (dimmed) instead of an empty grid and "0–0 de 0".
 */
export function useCampaigns(filter: CampaignFilter, page: number) {
  const list = useQuery(CAMPAIGNS_PAGE, { variables: { filter, page }, fetchPolicy: 'cache-and-network' });
  const shown = list.data ?? list.previousData;
  const data = shown?.campaigns;
  return {
    /** A page has answered at least once (the grid or its empty state can show). */
    loaded: data !== undefined,
    rows: data?.nodes ?? [],
    total: data?.totalCount ?? 0,
    showCompany: data?.showCompany ?? false,
    groups: shown?.campaignVariableGroupOptions ?? [],
    loading: list.loading,
    refetch: list.refetch,
  };
}
