import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from '@inca/db';
import { JobKit } from '@inca/service-kit/jobs';

let pool: Pool;
let kit: JobKit | undefined;

beforeAll(() => {
  pool = createPool(inject('databaseUrl'), { schema: 'public', max: 2, applicationName: 'jobs-kit-test' });
});
afterAll(async () => {
  await kit?.stop();
  await pool.query('DROP SCHEMA IF EXISTS jobs_kit_test CASCADE');
  await pool.end();
});

describe('the shared job kit', () => {
  it('creates its queues, works one job at a time, retries a failed job with its attempt number, and stops', async () => {
    kit = await JobKit.start({
      service: 'prueba',
      schema: 'jobs_kit_test',
      pool,
      queues: [{ name: 'kit-test', policy: 'standard', retryLimit: 1, retryDelay: 0 }],
    });
    const seen: { n: number; attempt: number }[] = [];
    let running = 0;
    let most = 0;
    await kit.work<{ n: number }>('kit-test', { pollingIntervalSeconds: 0.5 }, async (job) => {
      running += 1;
      most = Math.max(most, running);
      seen.push({ n: job.data.n, attempt: job.retryCount });
      await new Promise((r) => setTimeout(r, 20));
      running -= 1;
      if (job.data.n === 2 && job.retryCount === 0) throw new Error('falla la primera vez');
      return { done: job.data.n };
    });
    for (const n of [1, 2, 3]) expect(await kit.send('kit-test', { n })).toBeTruthy();
    await expect.poll(() => seen.length, { timeout: 20_000 }).toBe(4);
    expect(seen.filter((s) => s.n === 2).map((s) => s.attempt)).toEqual([0, 1]);
    expect(most).toBe(1);
    // A job is marked completed once its handler has returned: the last one a moment after it was seen.
    const completed = async () =>
      (await pool.query(`SELECT count(*)::int AS n FROM jobs_kit_test.job WHERE name = 'kit-test' AND state = 'completed'`)).rows[0].n;
    await expect.poll(completed, { timeout: 10_000 }).toBe(3);
  });
});
