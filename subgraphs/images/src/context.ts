import type { SubgraphMetrics } from '@inca/subgraph-kit';
import { AudienceImagesClient } from './rest/AudienceImagesClient.ts';

export type SubgraphContext = { audienceImages: AudienceImagesClient };

export function createContext(input: { token: string | undefined; metrics: SubgraphMetrics; serviceUrl: string; timeoutMs: number }): SubgraphContext {
  return {
    audienceImages: new AudienceImagesClient({
      baseUrl: input.serviceUrl,
      token: input.token,
      timeoutMs: input.timeoutMs,
      service: 'audience-images',
      onCall: () => {
        input.metrics.restCalls += 1;
      },
    }),
  };
}
