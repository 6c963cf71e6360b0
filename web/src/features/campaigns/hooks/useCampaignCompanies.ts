import { useQuery } from '@apollo/client/react';
import { CAMPAIGN_COMPANIES } from '../graphql/index.ts';

/** The companies the campaign filter offers (§2.1; shown only to the roles that see the company column). */
export function useCampaignCompanies() {
  const { data } = useQuery(CAMPAIGN_COMPANIES);
  return data?.campaignCompanies ?? [];
}
