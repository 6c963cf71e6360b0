import type { Pool } from '@inca/db';
import type { Warehouse } from '@inca/warehouse';
import { PublishingEngine } from './queue.ts';

/**
 * The engine as the service starts it (for app.ts): workers and the dispatcher in this process,
 * the queue in pg-boss's schema `audience_publishing` through the service's pool. Environment:
 * PUBLISHING=off disables it (tests that run their own engine); SIMULATORS_URL (default
 * http://127.0.0.1:4300) for accounts without platform settings; PUBLISH_HOUR (Santiago, default 6);
 * PUBLISH_DISPATCH_MS (how often due audiences are queued, default 5000).
 */
export async function startPublishing(pool: Pool, warehouse: () => Promise<Warehouse>, env: NodeJS.ProcessEnv = process.env): Promise<PublishingEngine | undefined> {
  if ((env.PUBLISHING ?? '').toLowerCase() === 'off') return undefined;
  return PublishingEngine.start({
    pool,
    warehouse,
    ...(env.SIMULATORS_URL ? { simulatorsUrl: env.SIMULATORS_URL } : {}),
    ...(env.PUBLISH_HOUR ? { hour: Number(env.PUBLISH_HOUR) } : {}),
    dispatchIntervalMs: Number(env.PUBLISH_DISPATCH_MS ?? 5000),
  });
}
