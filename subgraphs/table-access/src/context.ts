import { restOptions, type ContextInput } from '@inca/subgraph-kit';
import { TableAccessClient } from './rest/TableAccessClient.ts';

export type SubgraphContext = { tableAccess: TableAccessClient };

export function createContext(input: ContextInput): SubgraphContext {
  return { tableAccess: new TableAccessClient(restOptions(input, 'table-access')) };
}
