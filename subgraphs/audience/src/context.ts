import type { SubgraphMetrics } from '@inca/subgraph-kit';
import type { RestClientOptions } from '@inca/rest-client';
import { AudienceManagementClient } from './rest/AudienceManagementClient.ts';
import { SegmentsClient } from './rest/SegmentsClient.ts';

export type SubgraphContext = { audienceManagement: AudienceManagementClient; segments: SegmentsClient };

export function createContext(input: { token: string | undefined; metrics: SubgraphMetrics; serviceUrl: string; timeoutMs: number }): SubgraphContext {
  const options: RestClientOptions = {
    baseUrl: input.serviceUrl,
    token: input.token,
    timeoutMs: input.timeoutMs,
    service: 'audience-management',
    onCall: () => {
      input.metrics.restCalls += 1;
    },
  };
  return { audienceManagement: new AudienceManagementClient(options), segments: new SegmentsClient(options) };
}
