import { z } from 'zod';
import { parseEnv, publishingEnv } from '@inca/config';
import type { Pool } from '@inca/db';
import type { WarehouseReader } from '@inca/warehouse';
import { verifyHourFrom } from '../configuration/index.ts';
import { mailSettingsFrom } from '../publishing/index.ts';
import { PublishingEngine } from './publishing.ts';

/**
 * The engine as the service starts it (for app.ts): workers and the dispatcher in this process,
 * the queue in pg-boss's schema `audience_publishing` through the service's pool. Its settings come
 * from the service's environment, parsed once when the app is made (publishingConfigFrom):
 * PUBLISHING=off disables it (tests that run their own engine); SIMULATORS_URL (default
 * http://127.0.0.1:4300) for accounts without platform settings; PUBLISH_HOUR (Santiago, default 6);
 * PUBLISH_DISPATCH_MS (how often due audiences are queued, default 5000); PUBLISH_RUN_LEASE_SECONDS;
 * PUBLISH_QUALITY_SAMPLE; VERIFY_HOUR; SMTP_URL, MAIL_FROM and PUBLIC_URL.
 */
export function publishingConfigFrom(env: NodeJS.ProcessEnv) {
  const parsed = parseEnv(z.object(publishingEnv), env);
  return {
    enabled: parsed.PUBLISHING,
    ...(parsed.SIMULATORS_URL ? { simulatorsUrl: parsed.SIMULATORS_URL } : {}),
    hour: parsed.PUBLISH_HOUR,
    leaseSeconds: parsed.PUBLISH_RUN_LEASE_SECONDS,
    dispatchIntervalMs: parsed.PUBLISH_DISPATCH_MS,
    qualitySample: parsed.PUBLISH_QUALITY_SAMPLE,
    verifyHour: verifyHourFrom(env),
    mail: mailSettingsFrom(env),
  };
}

export type PublishingConfig = ReturnType<typeof publishingConfigFrom>;

export async function startPublishing(
  pool: Pool,
  warehouse: () => Promise<WarehouseReader>,
  config: PublishingConfig,
): Promise<PublishingEngine | undefined> {
  const { enabled, ...settings } = config;
  if (!enabled) return undefined;
  return PublishingEngine.start({ pool, warehouse, ...settings });
}
