import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';

/**
 * pg-boss 10 on the embedded PGlite behind the launcher's socket server (one PGlite session that
 * the server multiplexes, running one connection's transaction at a time): its migrations, the
 * `stately` policy the engine's run queue uses, and two workers (two pg-boss instances, as two
 * processes would be) sharing the queue without ever working one audience twice at once.
 */
let dir = '';
let db: PGlite;
let server: PGLiteSocketServer;
let url = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pgboss-pglite-'));
  db = await PGlite.create(path.join(dir, 'db'));
  server = new PGLiteSocketServer({ db, path: path.join(dir, '.s.PGSQL.5432'), maxConnections: 100 });
  await server.start();
  url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`;
});
afterAll(async () => {
  await server?.stop();
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

it('pg-boss runs on PGlite: two workers share a stately queue, one job per key at a time', async () => {
  const bosses = [0, 1].map(() => new PgBoss({ connectionString: url, schema: 'audience_publishing', max: 3 }));
  const errors: Error[] = [];
  for (const b of bosses) b.on('error', (e) => errors.push(e));
  for (const b of bosses) await b.start();
  await bosses[0]!.createQueue('runs', { name: 'runs', policy: 'stately' });
  const active = new Map<string, number>();
  let maxActive = 0;
  const done: string[] = [];
  for (const [i, b] of bosses.entries()) {
    await b.work<{ audience: number; n: number }>('runs', { pollingIntervalSeconds: 0.5, batchSize: 1 }, async ([job]) => {
      const key = String(job!.data.audience);
      active.set(key, (active.get(key) ?? 0) + 1);
      maxActive = Math.max(maxActive, active.get(key)!);
      await new Promise((r) => setTimeout(r, 150));
      active.set(key, active.get(key)! - 1);
      done.push(`${i}:${key}`);
    });
  }
  let queued = 0;
  for (let round = 0; round < 3; round++) {
    for (const audience of [1, 2, 3]) if (await bosses[round % 2]!.send('runs', { audience, n: round }, { singletonKey: String(audience) })) queued++;
    await new Promise((r) => setTimeout(r, 700));
  }
  const deadline = Date.now() + 20_000;
  while (done.length < queued && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const b of bosses) await b.stop({ graceful: true, wait: true, timeout: 5000 });
  expect(queued).toBeGreaterThanOrEqual(3);
  expect(done.length).toBe(queued);
  expect(new Set(done.map((d) => d.split(':')[1]))).toEqual(new Set(['1', '2', '3']));
  expect(maxActive).toBe(1);
  expect(errors).toEqual([]);
});
