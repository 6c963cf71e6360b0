import PgBoss from 'pg-boss';
import type { Pool } from '@inca/db';

/** A queue a service works: its name and pg-boss's policy, retries and expiry for its jobs. */
export type QueueSpec = { name: string } & Omit<PgBoss.Queue, 'name'>;

export type JobKitOptions = {
  /** The service's name in logs ("[campaign-management] cola …"). */
  service: string;
  /** pg-boss's own schema for this service's queues. */
  schema: string;
  /** The service's pool: pg-boss runs its statements through it unless `databaseUrl` is given. */
  pool: Pool;
  /** A PostgreSQL URL for a small pool of pg-boss's own (a busy worker process keeps its polls off the service's pool). */
  databaseUrl?: string;
  /** Size of that pool (default 3). */
  max?: number;
  queues: readonly QueueSpec[];
};

export type WorkOptions = { pollingIntervalSeconds?: number };

/** One job as a worker sees it: its data and which attempt this is (0 first). */
export type Job<T> = { id: string; data: T; retryCount: number; retryLimit: number };

/**
 * The one pg-boss set-up of every service: a queue schema per service, the queues created with
 * their policies at start, one job per fetch (a worker holds at most one job at a time, so a slow
 * job never keeps others fetched and waiting), errors logged with the service's name, and a
 * graceful stop that lets running jobs finish (for up to ten seconds unless told otherwise).
 */
export class JobKit {
  private constructor(
    readonly boss: PgBoss,
    private readonly service: string,
  ) {}

  static async start(options: JobKitOptions): Promise<JobKit> {
    const boss = options.databaseUrl
      ? new PgBoss({
          connectionString: options.databaseUrl,
          schema: options.schema,
          max: options.max ?? 3,
          application_name: options.service,
        })
      : new PgBoss({ schema: options.schema, db: { executeSql: (text: string, values: unknown[]) => options.pool.query(text, values) } });
    boss.on('error', (error) => console.error(`[${options.service}] cola`, error));
    await boss.start();
    for (const queue of options.queues) await boss.createQueue(queue.name, queue);
    return new JobKit(boss, options.service);
  }

  /** Works jobs of one queue, one at a time per fetch; what the handler returns is kept as the job's output. */
  async work<T extends object | null>(queue: string, options: WorkOptions, handler: (job: Job<T>) => Promise<unknown>): Promise<string> {
    return this.boss.work<T>(
      queue,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1, includeMetadata: true },
      async ([job]) => {
        const { id, data, retryCount, retryLimit } = job!;
        return handler({ id, data, retryCount, retryLimit });
      },
    );
  }

  send<T extends object | null>(queue: string, data: T, options: PgBoss.SendOptions = {}): Promise<string | null> {
    return this.boss.send(queue, data as object, options);
  }

  /** A cron schedule kept by pg-boss in its schema, so every process of the service agrees on one. */
  schedule(queue: string, cron: string, data: object, timeZone: string): Promise<void> {
    return this.boss.schedule(queue, cron, data, { tz: timeZone });
  }

  /** Stops fetching and lets running jobs finish for up to `timeoutMs` (a job cut short is expired and retried, as after a crash). */
  stop(timeoutMs = 10_000): Promise<void> {
    return this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs }).catch((error: unknown) => {
      console.error(`[${this.service}] cola al detener`, error);
    });
  }
}
