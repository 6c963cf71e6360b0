import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, dropDatabase, startEmbeddedPostgres } from '@inca/db/embedded';

/**
 * The test server: `TEST_DATABASE_URL` when set (any PostgreSQL), otherwise the same embedded
 * PostgreSQL `npm start` runs, in a throwaway folder, so the suite runs on the engine users get.
 */
export async function startTestServer(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) return { adminUrl: process.env.TEST_DATABASE_URL, stop: async () => undefined };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-pg-'));
  // A throwaway cluster: durability settings off make migrations and seeds several times faster.
  const server = await startEmbeddedPostgres({ dataDir, settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } });
  return {
    adminUrl: server.url,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates a fresh database on the test server and returns its URL and a dropper. */
export async function createFreshDatabase(adminUrl: string, prefix = 'inca_test') {
  const name = `${prefix}_${Date.now().toString(36)}_${process.pid}`;
  const url = await createDatabase(adminUrl, name);
  return {
    name,
    url,
    drop: () => dropDatabase(adminUrl, name),
  };
}
