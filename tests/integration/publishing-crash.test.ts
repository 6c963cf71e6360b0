import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from '@inca/db';
import { santiagoToday } from '@inca/domain';
import { startSimulators, type RunningSimulators } from '@inca/simulators';
import { PublishingEngine } from '@inca/svc-audience-management/jobs';
import { login, rest } from '../src/client.ts';
import { largestSeededSegment } from '../src/seededSegments.ts';

/**
 * Publishing with real worker processes: a worker killed with SIGKILL while its batches
 * flow is followed by another that resumes after the last acknowledged batch, with no member lost
 * and none sent twice (counted at the Meta simulator); and two workers on one queue never run one
 * audience at once. Each worker is `services/audience-management/src/jobs/worker-main.ts`
 * on the test PostgreSQL, with a warehouse file of its own (the same 20,000 synthetic customers as
 * the platform's) and the simulator's latency control making each batch slow.
 */

type SimAudience = { id: string; name: string; memberCount: number };
type SimRequest = {
  at: string;
  method: string;
  path: string;
  audienceId: string | null;
  members: number;
  idempotencyKey: string | null;
  status: number;
};
type WorkerEvent = {
  event: string;
  pid: number;
  audienceId?: number;
  kind?: string;
  sent?: number;
  removed?: number;
  runId?: string;
  startedAt?: string;
  finishedAt?: string;
};
type RunRow = {
  id: string;
  status: string;
  started_at: string | Date;
  finished_at: string | Date | null;
  batches: number;
  sent: string;
  valid: string;
};

const ROOT = path.resolve(import.meta.dirname, '../..');
const WORKER = path.join(ROOT, 'services/audience-management/src/jobs/worker-main.ts');
const QUEUE_SCHEMA = 'audience_publishing_workers';
// The demo segment holds some 700 usable e-mails among the 20,000 customers: small batches make a run of many.
const BATCH = 40;
const RUN = Date.now().toString(36).slice(-5);
const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

let sims: RunningSimulators;
let pool: Pool;
let db: pg.Client;
let enqueuer: PublishingEngine;
let dir = '';
let token = '';
let segmentCode = '';
const children = new Set<ChildProcess>();

/** What the workers said so far (for a failure's message). */
const told = () =>
  [...workersSeen].map((w) => `worker ${w.child.pid}: ${JSON.stringify(w.events)}\n${w.stderr.slice(-20).join('\n')}`).join('\n');

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 60_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${told()}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

type Worker = { child: ChildProcess; events: WorkerEvent[]; stderr: string[]; exited: Promise<number | null> };
const workersSeen = new Set<Worker>();

/** Starts a worker process; resolves once its workers listen. */
async function startWorker(warehouseFile: string): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: inject('databaseUrl'),
      WAREHOUSE_FILE: warehouseFile,
      WAREHOUSE_CUSTOMERS: '20000',
      SIMULATORS_URL: sims.url,
      PUBLISH_QUEUE_SCHEMA: QUEUE_SCHEMA,
      PUBLISH_DISPATCH_MS: '0',
      PUBLISH_POLL_SECONDS: '0.5',
      PUBLISH_BATCH_SIZE: String(BATCH),
      PUBLISH_RUN_LEASE_SECONDS: '3',
      PUBLISH_BUSY_RETRY_SECONDS: '1',
      PUBLISH_MATCH_POLL_SECONDS: '1',
    },
  });
  children.add(child);
  const worker: Worker = {
    child,
    events: [],
    stderr: [],
    exited: new Promise((resolve) => child.once('exit', (code) => (children.delete(child), resolve(code)))),
  };
  workersSeen.add(worker);
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      worker.events.push(JSON.parse(line) as WorkerEvent);
    } catch {
      worker.stderr.push(line);
    }
  });
  createInterface({ input: child.stderr! }).on('line', (line) => worker.stderr.push(line));
  let exitCode: number | null | undefined;
  void worker.exited.then((code) => (exitCode = code === null ? -1 : code));
  await until(
    'the worker to start',
    async () => {
      if (exitCode !== undefined) throw new Error(`worker exited (${exitCode}): ${worker.stderr.join('\n').slice(-2000)}`);
      return worker.events.some((e) => e.event === 'ready');
    },
    90_000,
  );
  return worker;
}

const simGet = async <T>(p: string): Promise<T> => (await fetch(`${sims.url}${p}`)).json() as Promise<T>;
const slowBatches = async (delayMs: number) => {
  const r = await fetch(`${sims.url}/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform: 'meta', delayMs, count: 100_000 }),
  });
  expect(r.status).toBe(204);
};
const clearFaults = () => fetch(`${sims.url}/__sim/faults`, { method: 'DELETE' });

async function createAudience(name: string): Promise<{ id: number; name: string }> {
  const created = await rest<{ data: { list_audience_data: { id: number; custom_audience_name: string }[] } }>(
    'audience-management',
    '/audience-management/audiences/create',
    {
      token,
      method: 'POST',
      body: {
        payload: {
          segment_code: segmentCode,
          company_code: '022',
          audience_name: name,
          audience_description: 'Audiencia publicada por procesos de trabajo',
          audience_frequency_code: '1_DAY',
          audience_start_date: santiagoToday(),
          audience_end_date: plusDays(30),
          platform: ['fbk'],
          ads_account_code: 'retail_ads',
        },
      },
    },
  );
  expect(created.status).toBe(200);
  const row = created.body.data.list_audience_data[0]!;
  return { id: row.id, name: row.custom_audience_name };
}

const runsOf = async (audienceId: number) =>
  (
    await db.query<RunRow>(
      `SELECT id, status, started_at, finished_at, batches, sent, valid FROM audience_management.publish_runs WHERE audience_id = $1 ORDER BY id`,
      [audienceId],
    )
  ).rows;

/** The add requests the simulator answered for an audience, in arrival order. */
const addsAt = async (externalId: string) =>
  (await simGet<SimRequest[]>('/__sim/meta/requests')).filter(
    (r) => r.audienceId === externalId && r.method === 'POST' && r.members > 0 && r.status === 200,
  );

beforeAll(async () => {
  token = (await login('analyst@retail.demo')).token;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  pool = createPool(inject('databaseUrl'), { schema: 'audience_management', max: 2 });
  sims = await startSimulators({ port: 0, matchDelayMs: 0 });
  dir = await mkdtemp(path.join(os.tmpdir(), 'inca-workers-'));
  // This process only queues runs (no workers here): the queue schema exists before the workers start.
  enqueuer = await PublishingEngine.start({
    pool,
    queueSchema: QUEUE_SCHEMA,
    warehouse: () => Promise.reject(new Error('the test process runs no publishing work')),
    workers: false,
    dispatchIntervalMs: 0,
  });
  const offered = (
    await rest<{ data: { code: string; owner_company_code: string; segment_type_name: string }[] }>(
      'audience-management',
      '/audience-management/audiences/segments?company_code=022',
      { token },
    )
  ).body.data;
  // The largest: a run of it spans enough batches to be killed half-way.
  segmentCode = await largestSeededSegment(
    db,
    offered.filter((s) => s.owner_company_code === '022' && s.segment_type_name === 'SEGMENT_CONTACT').map((s) => s.code),
  );
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await enqueuer?.stop();
  await sims?.close();
  await pool?.end();
  await db?.end();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('publishing workers as processes', () => {
  it('a worker killed mid-run is followed by one that resumes after the last acknowledged batch: no member lost, none sent twice', async () => {
    const audience = await createAudience(`proceso caido ${RUN}`);
    await slowBatches(250);
    const first = await startWorker(path.join(dir, 'warehouse-a.duckdb'));
    expect(await enqueuer.enqueueRun(audience.id, 'test')).toBeTruthy();
    // Kill it (SIGKILL: no cleanup at all) once a few batches were acknowledged and more are flowing.
    const running = await until(
      'batches to flow',
      async () => {
        const [run] = await runsOf(audience.id);
        return run?.status === 'RUNNING' && run.batches >= 3 && run;
      },
      90_000,
      20,
    );
    first.child.kill('SIGKILL');
    await first.exited;
    const [killed] = await runsOf(audience.id);
    expect(killed!.status).toBe('RUNNING');
    // What the platform acknowledged: the diff base the next run starts from.
    const acknowledged = Number(
      (await db.query(`SELECT count(*) AS n FROM audience_management.publish_members WHERE audience_id = $1`, [audience.id])).rows[0].n,
    );
    const acknowledgedBatches = acknowledged / BATCH;
    const valid = Number(killed!.valid);
    expect(Number.isInteger(acknowledgedBatches)).toBe(true);
    expect(acknowledgedBatches).toBeGreaterThanOrEqual(killed!.batches);
    expect(valid).toBeGreaterThan(acknowledged + BATCH);
    expect(running.batches).toBeLessThanOrEqual(acknowledgedBatches);
    const externalId = (await db.query(`SELECT external_audience_id FROM audience_management.audiences WHERE id = $1`, [audience.id]))
      .rows[0].external_audience_id as string;
    expect(externalId).toBeTruthy();
    const addsBeforeKill = (await addsAt(externalId)).length;
    const atKill = (await simGet<SimAudience[]>('/__sim/meta/audiences')).find((a) => a.name === audience.name)!.memberCount;
    expect(atKill).toBeLessThan(valid);

    // A second worker: the dead one's lease lapses (3 s), its run is abandoned, the new run resumes.
    const second = await startWorker(path.join(dir, 'warehouse-a.duckdb'));
    await enqueuer.enqueueRun(audience.id, 'test');
    const resumed = await until(
      'the resumed run',
      async () => second.events.find((e) => e.event === 'run' && e.audienceId === audience.id && e.kind !== 'busy'),
      90_000,
    );
    await clearFaults();
    expect(resumed.kind).toBe('sent');
    const runs = await runsOf(audience.id);
    expect(runs.map((r) => r.status)).toEqual(['ABANDONED', expect.stringMatching(/^(SENT|PUBLISHED)$/)]);
    const resumedRun = runs[1]!;
    expect(Number(resumedRun.valid)).toBe(valid);
    // Nothing acknowledged is sent again: the resumed run sends exactly what the platform did not hold.
    expect(resumed.sent).toBe(valid - acknowledged);
    expect(Number(resumedRun.sent)).toBe(valid - acknowledged);

    const memberCount = (await simGet<SimAudience[]>('/__sim/meta/audiences')).find((a) => a.name === audience.name)!.memberCount;
    expect(memberCount).toBe(valid);
    const adds = await addsAt(externalId);
    const byKey = new Map<string, number>();
    for (const r of adds) byKey.set(r.idempotencyKey!, r.members);
    const distinctMembers = [...byKey.values()].reduce((a, b) => a + b, 0);
    // Every member once: the members of the distinct batches add up to the audience (a member under two keys would exceed it).
    expect(distinctMembers).toBe(valid);
    const repeatedKeys = adds.length - byKey.size;
    // The only repeat allowed is the batch in flight at the kill, replayed under its own key (the platform applies it once).
    expect(repeatedKeys).toBeLessThanOrEqual(1);
    const firstResumedKey = adds[addsBeforeKill]?.idempotencyKey;
    const resumedFromBatch = [...byKey.keys()].indexOf(firstResumedKey!) + 1;
    expect(resumedFromBatch).toBe(acknowledgedBatches + 1);
    console.log(
      `[publishing-crash] valid=${valid} killed_after_batches=${acknowledgedBatches} acknowledged=${acknowledged} at_platform_when_killed=${atKill} ` +
        `resumed_from_batch=${resumedFromBatch} resumed_sent=${resumed.sent} platform_members=${memberCount} requests=${adds.length} distinct_keys=${byKey.size} ` +
        `replayed_keys=${repeatedKeys} members_sent_twice=${distinctMembers - memberCount}`,
    );
    second.child.kill('SIGTERM');
    await second.exited;
  }, 240_000);

  it('two workers on one queue never run one audience at once: the second finds it busy and runs it after', async () => {
    const audience = await createAudience(`dos procesos ${RUN}`);
    await slowBatches(100);
    const workers = await Promise.all([
      startWorker(path.join(dir, 'warehouse-b1.duckdb')),
      startWorker(path.join(dir, 'warehouse-b2.duckdb')),
    ]);
    expect(await enqueuer.enqueueRun(audience.id, 'test')).toBeTruthy();
    await until('the first run', async () => (await runsOf(audience.id))[0]?.status === 'RUNNING', 90_000, 20);
    // While it runs, the audience is queued again and again: the idle worker takes each job and must find the audience busy.
    let queuedWhileRunning = 0;
    while ((await runsOf(audience.id))[0]?.status === 'RUNNING') {
      if (await enqueuer.enqueueRun(audience.id, 'test')) queuedWhileRunning += 1;
      await new Promise((r) => setTimeout(r, 300));
    }
    await clearFaults();
    const events = () => workers.flatMap((w) => w.events.filter((e) => e.event === 'run' && e.audienceId === audience.id));
    await until('a run after the first', async () => events().some((e) => e.kind === 'nothing'), 60_000);
    const all = events();
    expect(
      all.map((e) => e.kind),
      told(),
    ).toContain('sent');
    const sentBy = all.find((e) => e.kind === 'sent')!.pid;
    const busy = all.filter((e) => e.kind === 'busy');
    expect(queuedWhileRunning).toBeGreaterThan(0);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((e) => e.pid !== sentBy)).toBe(true);
    expect(new Set(all.map((e) => e.pid)).size).toBe(2);

    // The runs of the audience, in time: each starts after the one before it ended.
    const runs = await runsOf(audience.id);
    expect(runs.map((r) => r.status)).toEqual([expect.stringMatching(/^(SENT|PUBLISHED)$/), 'NOTHING']);
    const time = (t: string | Date | null) => new Date(t!).getTime();
    for (let i = 1; i < runs.length; i++) expect(time(runs[i]!.started_at)).toBeGreaterThanOrEqual(time(runs[i - 1]!.finished_at));
    // At the platform: every batch once, every member once.
    const valid = Number(runs[0]!.valid);
    const externalId = (await db.query(`SELECT external_audience_id FROM audience_management.audiences WHERE id = $1`, [audience.id]))
      .rows[0].external_audience_id as string;
    const adds = await addsAt(externalId);
    expect(new Set(adds.map((r) => r.idempotencyKey)).size).toBe(adds.length);
    expect(adds.reduce((n, r) => n + r.members, 0)).toBe(valid);
    expect((await simGet<SimAudience[]>('/__sim/meta/audiences')).find((a) => a.name === audience.name)!.memberCount).toBe(valid);
    console.log(
      `[publishing-crash] two workers: valid=${valid} batches=${adds.length} busy_answers=${busy.length} queued_while_running=${queuedWhileRunning} runs=${runs.map((r) => r.status).join(',')}`,
    );
    for (const w of workers) w.child.kill('SIGTERM');
    await Promise.all(workers.map((w) => w.exited));
  }, 240_000);
});
