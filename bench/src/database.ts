import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, dropDatabase, startEmbeddedPostgres } from '@inca/db/embedded';

export type BenchDatabase = { url: string; drop: () => Promise<void> };

/**
 * The PostgreSQL a benchmark runs on, so that every benchmark runs on a fresh machine as `npm start`
 * does: DATABASE_URL when set (used as it is, nothing dropped); else a new database on the server
 * BENCH_POSTGRES_URL names (dropped at the end); else a throwaway embedded PostgreSQL in a temporary
 * folder (stopped and removed at the end).
 */
export async function benchDatabase(prefix: string): Promise<BenchDatabase> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => undefined };
  const name = `${prefix}_${Date.now()}`;
  const server = process.env.BENCH_POSTGRES_URL;
  if (server) {
    const url = await createDatabase(server, name);
    return {
      url,
      drop: () => dropDatabase(server, name),
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inca-bench-pg-'));
  const embedded = await startEmbeddedPostgres({ dataDir: dir, settings: { fsync: 'off' } });
  return {
    url: await createDatabase(embedded.url, name),
    drop: async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
