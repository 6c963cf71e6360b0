import { useQuery } from '@apollo/client/react';
import { CAMPAIGN_INFO } from '../graphql/index.ts';

/** The key and value pairs of a campaign's CSV information (the details modal, §2.1). */
export function useCampaignInfo(campaignId: string) {
  const { data, loading } = useQuery(CAMPAIGN_INFO, { variables: { id: campaignId } });
  return { entries: data?.campaignInfo ?? [], loading };
}
