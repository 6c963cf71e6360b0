import { DEFAULT_PORTS } from '@inca/config';
import { runSubgraphFromEnv } from '@inca/subgraph-kit/entry';
import { tableAccessSubgraph } from './server.ts';

await runSubgraphFromEnv(tableAccessSubgraph, {
  port: DEFAULT_PORTS.subgraph['table-access'],
  serviceUrl: `http://127.0.0.1:${DEFAULT_PORTS.service['table-access']}`,
});
