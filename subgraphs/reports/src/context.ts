import { restOptions, type ContextInput } from '@inca/subgraph-kit';
import { ReportsClient } from './rest/ReportsClient.ts';

export type SubgraphContext = { reports: ReportsClient };

export function createContext(input: ContextInput): SubgraphContext {
  return { reports: new ReportsClient(restOptions(input, 'reports')) };
}
