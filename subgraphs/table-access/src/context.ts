import type { SubgraphMetrics } from '@inca/subgraph-kit';
import { TableAccessClient } from './rest/TableAccessClient.ts';

export type SubgraphContext = { tableAccess: TableAccessClient };

export function createContext(input: { token: string | undefined; metrics: SubgraphMetrics; serviceUrl: string; timeoutMs: number }): SubgraphContext {
  return {
    tableAccess: new TableAccessClient({
      baseUrl: input.serviceUrl,
      token: input.token,
      timeoutMs: input.timeoutMs,
      service: 'table-access',
      onCall: () => {
        input.metrics.restCalls += 1;
      },
    }),
  };
}
