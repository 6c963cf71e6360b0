import { useQuery } from '@apollo/client/react';
import { CAMPAIGN_HEADER } from '../graphql/index.ts';

/** The code of the campaign a history page is about (its title names it); nothing without a campaign. */
export function useCampaignHeader(campaignId: string | undefined) {
  const { data } = useQuery(CAMPAIGN_HEADER, { variables: { id: campaignId ?? '' }, skip: !campaignId });
  return campaignId ? data?.campaign.code : undefined;
}
