import { DEFAULT_PORTS } from '@inca/config';
import { runSubgraphFromEnv } from '@inca/subgraph-kit/entry';
import { audienceSubgraph } from './server.ts';

await runSubgraphFromEnv(audienceSubgraph, {
  port: DEFAULT_PORTS.subgraph.audience,
  serviceUrl: `http://127.0.0.1:${DEFAULT_PORTS.service['audience-management']}`,
});
