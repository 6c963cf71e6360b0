import { z } from 'zod';
import { boolFlag, parseEnv, port, url } from '@inca/config';
import { namePart } from '@inca/telemetry';
import { runSubgraph, type SubgraphModule } from './index.ts';

/** Entry point of a subgraph run as its own process (production). */
export async function runSubgraphFromEnv(module: SubgraphModule, defaults: { port: number; serviceUrl: string }) {
  const env = parseEnv(
    z.object({
      PORT: port(defaults.port),
      HOST: z.string().default('0.0.0.0'),
      SERVICE_URL: url().default(defaults.serviceUrl),
      GATEWAY_SECRET: z.string().min(16, 'debe tener al menos 16 caracteres'),
      REST_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
      PRODUCTION: boolFlag(true),
    }),
  );
  const running = await runSubgraph(module, {
    serviceUrl: env.SERVICE_URL,
    gatewaySecret: env.GATEWAY_SECRET,
    port: env.PORT,
    host: env.HOST,
    timeoutMs: env.REST_TIMEOUT_MS,
    production: env.PRODUCTION,
  });
  namePart(running.server, `subgraph-${module.name}`);
  console.log(`subgraph ${module.name} listening on ${running.url}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
