import type { SubgraphMetrics } from '@inca/subgraph-kit';
import { CampaignManagementClient } from './rest/CampaignManagementClient.ts';

export type SubgraphContext = { campaignManagement: CampaignManagementClient };

export function createContext(input: { token: string | undefined; metrics: SubgraphMetrics; serviceUrl: string; timeoutMs: number }): SubgraphContext {
  return {
    campaignManagement: new CampaignManagementClient({
      baseUrl: input.serviceUrl,
      token: input.token,
      timeoutMs: input.timeoutMs,
      service: 'campaign-management',
      onCall: () => {
        input.metrics.restCalls += 1;
      },
    }),
  };
}
