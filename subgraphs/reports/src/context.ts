import type { SubgraphMetrics } from '@inca/subgraph-kit';
import { ReportsClient } from './rest/ReportsClient.ts';

export type SubgraphContext = { reports: ReportsClient };

export function createContext(input: { token: string | undefined; metrics: SubgraphMetrics; serviceUrl: string; timeoutMs: number }): SubgraphContext {
  return {
    reports: new ReportsClient({
      baseUrl: input.serviceUrl,
      token: input.token,
      timeoutMs: input.timeoutMs,
      service: 'reports',
      onCall: () => {
        input.metrics.restCalls += 1;
      },
    }),
  };
}
