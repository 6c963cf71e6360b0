/**
 * audience-management's one worker entry, a process of its own (several workers in several processes
 * share the queue): `npx tsx services/audience-management/src/jobs/worker-main.ts`. It works the
 * publishing runs, match polls and daily account checks (and, unless PUBLISH_DISPATCH_MS=0, runs the
 * dispatcher that queues due audiences) against the services' PostgreSQL, a warehouse file and the
 * platforms' (or simulators') address.
 *
 * Environment (publishingWorkerEnv in @inca/config; a bad value stops it with exit code 2):
 * - DATABASE_URL (required): the services' PostgreSQL (schema audience_management migrated).
 * - WAREHOUSE_FILE, WAREHOUSE_CUSTOMERS: the DuckDB file and its synthetic size (the file is
 *   generated when its size differs; a file is held by one process, so each worker needs its own).
 * - WAREHOUSE=bigquery with BIGQUERY_PROJECT, BIGQUERY_LOCATION, BIGQUERY_DATASET, BIGQUERY_MAX_BYTES_BILLED,
 *   GOOGLE_APPLICATION_CREDENTIALS, BIGQUERY_API_ENDPOINT: segments are read from BigQuery instead (no DuckDB file).
 * - SIMULATORS_URL: where accounts without platform settings publish; SECRETS_KEY opens their sealed credentials.
 * - PUBLISH_QUEUE_SCHEMA (default audience_publishing), PUBLISH_DISPATCH_MS (default 5000, 0: workers
 *   only), PUBLISH_POLL_SECONDS (default 2), PUBLISH_BATCH_SIZE (members per call, default the
 *   platform's), PUBLISH_CHUNK_SIZE (customers per warehouse read), PUBLISH_RUN_LEASE_SECONDS,
 *   PUBLISH_BUSY_RETRY_SECONDS, PUBLISH_MATCH_POLL_SECONDS, PUBLISH_HOUR.
 * - VERIFY_HOUR (0–23, America/Santiago, default 6; read by the engine): when the daily verification
 *   of the ads accounts runs (a pg-boss schedule on the same queue; whichever worker takes it e-mails
 *   the IT managers through SMTP_URL / MAIL_FROM / PUBLIC_URL, else keeps the messages in the outbox).
 *
 * It writes one JSON line per event on standard output: `{"event":"ready","pid"}` once the workers
 * listen, `{"event":"run","pid","audienceId","kind",…}` when a run ends. SIGTERM/SIGINT stop it
 * gracefully (the current run finishes first).
 */
import { z } from 'zod';
import { ConfigError, connectorsConfigFrom, parseEnv, publishingWorkerEnv, warehouseChoiceFrom } from '@inca/config';
import { createPool } from '@inca/db';
import { Warehouse, bigQueryWarehouse, type WarehouseReader } from '@inca/warehouse';
import { SCHEMA } from '../schema.ts';
import { verifyHourFrom } from '../configuration/index.ts';
import { configureConnectors } from '../connectors/index.ts';
import { mailSettingsFrom } from '../publishing/index.ts';
import { PublishingEngine } from './publishing.ts';

const parsed = (() => {
  try {
    const env = parseEnv(z.object(publishingWorkerEnv));
    return { env, choice: warehouseChoiceFrom(env) };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return process.exit(2);
  }
})();
const { env, choice } = parsed;
const say = (event: Record<string, unknown>) => process.stdout.write(`${JSON.stringify({ ...event, pid: process.pid })}\n`);

configureConnectors(connectorsConfigFrom(env));
const pool = createPool(env.DATABASE_URL, { schema: SCHEMA, max: 4, applicationName: 'audience-publishing-worker' });
let opening: Promise<Warehouse> | undefined;
const warehouse: () => Promise<WarehouseReader> =
  choice.kind === 'bigquery'
    ? bigQueryWarehouse(choice)
    : () => (opening ??= Warehouse.open({ ...(env.WAREHOUSE_FILE ? { file: env.WAREHOUSE_FILE } : {}), size: env.WAREHOUSE_CUSTOMERS }));
// Open (or generate) the warehouse before taking jobs, so the first run does not wait for it.
await warehouse();

const optional = <K extends string>(key: K, value: number | undefined) =>
  value === undefined ? {} : ({ [key]: value } as Record<K, number>);
const engine = await PublishingEngine.start({
  pool,
  warehouse,
  databaseUrl: env.DATABASE_URL,
  queueSchema: env.PUBLISH_QUEUE_SCHEMA,
  dispatchIntervalMs: env.PUBLISH_DISPATCH_MS ?? 5000,
  pollingIntervalSeconds: env.PUBLISH_POLL_SECONDS ?? 2,
  ...(env.SIMULATORS_URL ? { simulatorsUrl: env.SIMULATORS_URL } : {}),
  ...optional('batchSize', env.PUBLISH_BATCH_SIZE),
  ...optional('chunkSize', env.PUBLISH_CHUNK_SIZE),
  ...optional('leaseSeconds', env.PUBLISH_RUN_LEASE_SECONDS),
  ...optional('busyRetrySeconds', env.PUBLISH_BUSY_RETRY_SECONDS),
  ...optional('matchPollSeconds', env.PUBLISH_MATCH_POLL_SECONDS),
  ...optional('hour', env.PUBLISH_HOUR),
  ...optional('qualitySample', env.PUBLISH_QUALITY_SAMPLE),
  verifyHour: verifyHourFrom(process.env),
  mail: mailSettingsFrom(process.env),
  onOutcome: (outcome, job) =>
    say({
      event: 'run',
      audienceId: job.audienceId,
      trigger: job.trigger,
      startedAt: job.startedAt.toISOString(),
      finishedAt: job.finishedAt.toISOString(),
      ...outcome,
    }),
});
say({ event: 'ready' });

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await engine.stop();
  await pool.end();
  (await opening)?.close();
  say({ event: 'stopped' });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
