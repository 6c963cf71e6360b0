import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { CAMPAIGN_RULES } from '../graphql/index.ts';

/** A campaign's rules page (§2.3): the campaign's general data and summary, and every parameter of its groups. */
export function useCampaignRules(campaignId: string | undefined) {
  const rules = useQuery(CAMPAIGN_RULES, { variables: { id: campaignId ?? '' }, skip: !campaignId, fetchPolicy: 'cache-and-network' });
  const params = useMemo(() => rules.data?.campaignRules.params ?? [], [rules.data]);
  return {
    campaign: rules.data?.campaignRules.campaign,
    params,
    /** The campaign could not be read (unknown, or not the viewer's), and nothing was read before. */
    missing: !campaignId || (Boolean(rules.error) && !rules.data),
  };
}
