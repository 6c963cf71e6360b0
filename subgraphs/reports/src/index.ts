import { DEFAULT_PORTS } from '@inca/config';
import { runSubgraphFromEnv } from '@inca/subgraph-kit/entry';
import { reportsSubgraph } from './server.ts';

await runSubgraphFromEnv(reportsSubgraph, {
  port: DEFAULT_PORTS.subgraph.reports,
  serviceUrl: `http://127.0.0.1:${DEFAULT_PORTS.service.reports}`,
});
