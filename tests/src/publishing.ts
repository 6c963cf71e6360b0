import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { createPool, type Pool } from '@inca/db';
import { startSimulators, type RunningSimulators } from '@inca/simulators';
import { trustSimulatorsOrigin } from '@inca/platforms';
import { configureConnectors, PublishingEngine } from '@inca/svc-audience-management/jobs';
import { Warehouse } from '@inca/warehouse';

/** A publishing engine of a test's own against the test platform's database and fresh simulators. */
export type TestPublishing = { pool: Pool; sims: RunningSimulators; warehouse: Warehouse; engine: PublishingEngine; stop(): Promise<void> };

/**
 * Starts pg-boss in a queue schema of the test's own (through the engine's pool, as the service runs
 * it), the platform simulators, and the warehouse's customers generated in memory (the platform's
 * warehouse file is held by its process). No dispatcher: the test queues its own runs.
 */
export async function startTestPublishing(options: {
  queueSchema: string;
  chunkSize: number;
  matchDelayMs?: number;
  qualitySample?: number;
}): Promise<TestPublishing> {
  const pool = createPool(inject('databaseUrl'), { schema: 'audience_management', max: 4 });
  const sims = await startSimulators({ port: 0, matchDelayMs: options.matchDelayMs ?? 0 });
  trustSimulatorsOrigin(sims.url);
  // The connectors open credentials the platform sealed: with the platform's key (given, or kept in its data folder).
  const key = process.env.SECRETS_KEY ?? (await readFile(path.join(inject('dataDir'), 'secrets-key'), 'utf8')).trim();
  configureConnectors({ simulatorsUrl: sims.url, sealingKey: Buffer.from(key, 'base64url') });
  const warehouse = await Warehouse.open({ size: 20_000 });
  const engine = await PublishingEngine.start({
    pool,
    queueSchema: options.queueSchema,
    warehouse: async () => warehouse,
    simulatorsUrl: sims.url,
    dispatchIntervalMs: 0,
    pollingIntervalSeconds: 0.5,
    matchPollSeconds: 1,
    chunkSize: options.chunkSize,
    ...(options.qualitySample ? { qualitySample: options.qualitySample } : {}),
  });
  return {
    pool,
    sims,
    warehouse,
    engine,
    stop: async () => {
      await engine.stop();
      await sims.close();
      warehouse.close();
      await pool.end();
    },
  };
}

/** Polls `probe` every 250 ms until it answers a value, failing after `timeoutMs` with what was awaited. */
export async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
