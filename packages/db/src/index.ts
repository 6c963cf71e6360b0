import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_DATABASE_LIMITS, type DatabaseLimits } from '@inca/config';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
export type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function assertIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`invalid schema name: ${name}`);
  return name;
}

// Dates and bigints come back as text: the API speaks ISO text and exact counts.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v) => v);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (v) => v);
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type PoolOptions = { schema: string; max?: number; applicationName?: string; limits?: Partial<DatabaseLimits> };

/**
 * A pool for one service. SQL is always schema-qualified (`audience_management.segments`). Every
 * session is bounded (DatabaseLimits): a wait for a connection fails fast instead of queueing
 * forever, and the server ends a statement, a lock wait or an idle open transaction that runs past
 * its bound, so one stuck request never holds the others up.
 */
export function createPool(connectionString: string, options: PoolOptions): pg.Pool {
  const schema = assertIdentifier(options.schema);
  const limits = { ...DEFAULT_DATABASE_LIMITS, ...options.limits };
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 5,
    application_name: options.applicationName ?? schema,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    // A dead peer (the database restarted, a cable cut) is noticed by the OS instead of hanging a query.
    keepAlive: true,
  });
  // An idle client whose server went away reports here; the pool drops it and opens a new one when asked.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Independent reads: at once when `db` is a pool (each on its own connection, so the answer waits for
 * the slowest, not the sum), one after the other on a client (a session serves one query at a time).
 */
export async function readTogether<T extends readonly unknown[]>(
  db: Queryable,
  ...reads: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (db instanceof pg.Pool) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

/** SQLSTATEs of a database that cannot be reached or is going away (the request fails fast with 503). */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);

/** Whether an error means the database is unreachable or restarting, not that the request was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; message?: unknown };
  if (
    typeof e.code === 'string' &&
    (UNAVAILABLE_CODES.has(e.code) || ['ECONNREFUSED', 'ENOENT', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(e.code))
  )
    return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|Client has encountered a connection error/i.test(
    message,
  );
}

export async function withTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Applies `migrations/*.sql` in name order, each once, each in its own transaction. An advisory
 * lock per schema lets several replicas start at once.
 */
export async function migrate(pool: pg.Pool, schemaName: string, migrationsDir: string): Promise<string[]> {
  const schema = assertIdentifier(schemaName);
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    // A migration may wait for another replica's (the advisory lock) and may build large indexes:
    // this session alone is unbounded, and it is closed afterwards instead of going back to the pool.
    await client.query('SET statement_timeout = 0; SET lock_timeout = 0; SET idle_in_transaction_session_timeout = 0');
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${schema}`]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${schema}.schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set((await client.query<{ name: string }>(`SELECT name FROM ${schema}.schema_migrations`)).rows.map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(path.join(migrationsDir, file), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query(`INSERT INTO ${schema}.schema_migrations (name) VALUES ($1)`, [file]);
        await client.query('COMMIT');
        applied.push(file);
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${schema}/${file} failed: ${(error as Error).message}`, { cause: error });
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrate:${schema}`]).catch(() => undefined);
    client.release(true);
  }
  return applied;
}

/** Whether the database answers within `timeoutMs` (health checks must answer even when it does not). */
export async function ping(pool: pg.Pool, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answer = pool.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}
