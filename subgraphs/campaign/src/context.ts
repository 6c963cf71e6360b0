import { restOptions, type ContextInput } from '@inca/subgraph-kit';
import { CampaignManagementClient } from './rest/CampaignManagementClient.ts';
import { CampaignsClient } from './rest/CampaignsClient.ts';

export type SubgraphContext = { campaignManagement: CampaignManagementClient; campaigns: CampaignsClient };

export function createContext(input: ContextInput): SubgraphContext {
  return {
    campaignManagement: new CampaignManagementClient(restOptions(input, 'campaign-management')),
    campaigns: new CampaignsClient(restOptions(input, 'campaign-management')),
  };
}
