import type { SubgraphMetrics } from '@inca/subgraph-kit';
import { AudienceManagementClient } from './rest/AudienceManagementClient.ts';

export type SubgraphContext = { audienceManagement: AudienceManagementClient };

export function createContext(input: { token: string | undefined; metrics: SubgraphMetrics; serviceUrl: string; timeoutMs: number }): SubgraphContext {
  return {
    audienceManagement: new AudienceManagementClient({
      baseUrl: input.serviceUrl,
      token: input.token,
      timeoutMs: input.timeoutMs,
      service: 'audience-management',
      onCall: () => {
        input.metrics.restCalls += 1;
      },
    }),
  };
}
