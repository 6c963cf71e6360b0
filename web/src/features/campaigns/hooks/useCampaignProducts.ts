import { useQuery } from '@apollo/client/react';
import type { CampaignProductFilter } from '../../../__generated__/graphql.ts';
import { CAMPAIGN_PRODUCTS } from '../graphql/index.ts';

/** One page of a campaign's recommended products (the products tab, §2.3). */
export function useCampaignProducts(campaignId: string, filter: CampaignProductFilter, page: number) {
  const { data, loading } = useQuery(CAMPAIGN_PRODUCTS, { variables: { campaignId, filter, page }, fetchPolicy: 'cache-and-network' });
  return { loaded: data !== undefined, rows: data?.campaignProducts.nodes ?? [], total: data?.campaignProducts.totalCount ?? 0, loading };
}
