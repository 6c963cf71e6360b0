import { DEFAULT_PORTS } from '@inca/config';
import { runSubgraphFromEnv } from '@inca/subgraph-kit/entry';
import { campaignSubgraph } from './server.ts';

await runSubgraphFromEnv(campaignSubgraph, {
  port: DEFAULT_PORTS.subgraph.campaign,
  serviceUrl: `http://127.0.0.1:${DEFAULT_PORTS.service['campaign-management']}`,
});
