import { DEFAULT_PORTS } from '@inca/config';
import { runSubgraphFromEnv } from '@inca/subgraph-kit/entry';
import { imagesSubgraph } from './server.ts';

await runSubgraphFromEnv(imagesSubgraph, {
  port: DEFAULT_PORTS.subgraph.images,
  serviceUrl: `http://127.0.0.1:${DEFAULT_PORTS.service['audience-images']}`,
});
