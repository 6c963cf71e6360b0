import { restOptions, type ContextInput } from '@inca/subgraph-kit';
import { CampaignManagementClient } from './rest/CampaignManagementClient.ts';

export type SubgraphContext = { campaignManagement: CampaignManagementClient };

export function createContext(input: ContextInput): SubgraphContext {
  return { campaignManagement: new CampaignManagementClient(restOptions(input, 'campaign-management')) };
}
