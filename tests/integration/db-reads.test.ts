import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, readTogether, type Pool } from '@inca/db';

let pool: Pool;

beforeAll(() => {
  pool = createPool(inject('databaseUrl'), { schema: 'public', max: 4 });
});

afterAll(async () => {
  await pool.end();
});

const backend = (db: Pick<Pool, 'query'>) => async () =>
  Number((await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)')).rows[0]!.pid);

describe('readTogether', () => {
  it('runs independent reads of a pool on separate connections at once, and answers in the order asked', async () => {
    const [a, b, n] = await readTogether(pool, backend(pool), backend(pool), async () => (await pool.query('SELECT 7 AS n')).rows[0].n);
    expect(a).not.toBe(b);
    expect(n).toBe(7);
  });

  it("runs a client's reads one after the other on its one session (no concurrent query on a client)", async () => {
    const client = await pool.connect();
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const [a, b] = await readTogether(client, backend(client), backend(client));
      expect(a).toBe(b);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.includes('already executing'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      client.release();
    }
  });
});
