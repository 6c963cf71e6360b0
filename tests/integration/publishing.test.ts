import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Pool } from '@inca/db';
import { ACCOUNT_ERROR_TEXTS, santiagoToday } from '@inca/domain';
import type { RunningSimulators } from '@inca/simulators';
import {
  ConnectorUnavailable,
  PUBLISH_MESSAGES,
  PublishingRunner,
  runsOf,
  type RunOutcome,
} from '@inca/svc-audience-management/publishing';
import { PublishingEngine } from '@inca/svc-audience-management/jobs';
import { createMetaConnector, type PlatformConnector } from '@inca/platforms';
import { Warehouse } from '@inca/warehouse';
import { graphql, login, rest } from '../src/client.ts';
import { startTestPublishing, type TestPublishing, until } from '../src/publishing.ts';
import { largestSeededSegment } from '../src/seededSegments.ts';

/**
 * The publishing engine against the Meta simulator: a pg-boss queue on the test
 * PostgreSQL, the segment re-evaluated in a warehouse of the same synthetic customers as the
 * platform's (20,000, generated deterministically), members normalized, hashed, diffed and sent.
 */

type SimAudience = { id: string; name: string; memberCount: number };
type SimRequest = {
  method: string;
  path: string;
  audienceId: string | null;
  members: number;
  idempotencyKey: string | null;
  status: number;
};

const RUN = Date.now().toString(36).slice(-5);
const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const tokens: Record<string, string> = {};
const am = <T>(email: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<T>('audience-management', `/audience-management${path}`, { token: tokens[email]!, ...init });

let sims: RunningSimulators;
let pool: Pool;
let db: pg.Client;
let warehouse: Warehouse;
let engine: PublishingEngine;
let publishing: TestPublishing | undefined;
let audienceId = 0;
let audienceName = '';
let createPayload: Record<string, unknown> = {};

const simGet = async <T>(path: string): Promise<T> => (await fetch(`${sims.url}${path}`)).json() as Promise<T>;

const outcomeAfter = (count: number) =>
  until<RunOutcome>('a run outcome', async () => engine.outcomes.length > count && engine.outcomes[count]);
const timeline = async () =>
  (
    await db.query<{
      assignment_status_code: string;
      segment_row_count_unique: string;
      source_file_row_count: string;
      match_data: Record<string, number> | null;
      audience_match_count: string | null;
      message: string | null;
    }>(
      `SELECT assignment_status_code, segment_row_count_unique, source_file_row_count, match_data, audience_match_count, message
         FROM audience_management.audience_timeline WHERE audience_id = $1 ORDER BY assignment_status_date, id`,
      [audienceId],
    )
  ).rows;

beforeAll(async () => {
  for (const email of ['analyst@retail.demo', 'admin@corp.demo', 'user@brand.demo']) tokens[email] = (await login(email)).token;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  publishing = await startTestPublishing({ queueSchema: 'audience_publishing_test', chunkSize: 1000 });
  ({ pool, sims, warehouse, engine } = publishing);
  const offered = (
    await am<{ data: { code: string; owner_company_code: string; segment_type_name: string }[] }>(
      'analyst@retail.demo',
      '/audiences/segments?company_code=022',
    )
  ).body.data;
  // The largest: a run of it spans several batches of the simulator.
  const segment = await largestSeededSegment(
    db,
    offered.filter((s) => s.owner_company_code === '022' && s.segment_type_name === 'SEGMENT_CONTACT').map((s) => s.code),
  );
  createPayload = {
    segment_code: segment,
    company_code: '022',
    audience_name: `publicacion ${RUN}`,
    audience_description: 'Audiencia publicada por el motor',
    audience_frequency_code: '1_DAY',
    audience_start_date: santiagoToday(),
    audience_end_date: plusDays(30),
    platform: ['fbk'],
    ads_account_code: 'retail_ads',
  };
  const created = await am<{
    data: { list_audience_data: { id: number; custom_audience_name: string; assignment_status_code: string }[] };
  }>('analyst@retail.demo', '/audiences/create', {
    method: 'POST',
    body: { payload: createPayload },
  });
  expect(created.status).toBe(200);
  audienceId = created.body.data.list_audience_data[0]!.id;
  audienceName = created.body.data.list_audience_data[0]!.custom_audience_name;
}, 120_000);

afterAll(async () => {
  await publishing?.stop();
  await db?.end();
});

describe('publishing engine', () => {
  it('a first run sends every valid member to the Meta simulator, then P_ENV → P_ACT → P_PUB with the match count', async () => {
    const before = engine.outcomes.length;
    expect(await engine.enqueueRun(audienceId, 'test')).toBeTruthy();
    const outcome = await outcomeAfter(before);
    expect(outcome.kind).toBe('sent');
    if (outcome.kind !== 'sent') return;

    const [run] = await runsOf(pool, audienceId);
    expect(Number(run!.rows_read)).toBeGreaterThan(100);
    expect(Number(run!.valid)).toBeGreaterThan(0);
    // Synthetic CRM data holds placeholders ('sin correo') and phone-only customers: some rows are not usable for Meta's e-mail key.
    expect(Number(run!.valid)).toBeLessThan(Number(run!.rows_read));
    expect(Object.values(run!.rejected).reduce((a, b) => a + b, 0)).toBe(Number(run!.rows_read) - Number(run!.valid));
    expect(Number(run!.sent)).toBe(Number(run!.valid));
    expect(run!.batches).toBeGreaterThan(0);

    const audiences = await simGet<SimAudience[]>('/__sim/meta/audiences');
    const atMeta = audiences.find((a) => a.name === audienceName);
    expect(atMeta).toBeDefined();
    expect(atMeta!.memberCount).toBe(Number(run!.valid));

    const entries = await until('P_PUB', async () => {
      const rows = await timeline();
      return rows.some((r) => r.assignment_status_code === 'P_PUB') && rows;
    });
    const codes = entries.map((e) => e.assignment_status_code);
    expect(codes.slice(-3)).toEqual(['P_ENV', 'P_ACT', 'P_PUB']);
    const env = entries.find((e) => e.assignment_status_code === 'P_ENV')!;
    expect(Number(env.source_file_row_count)).toBe(Number(run!.valid));
    expect(Number(env.segment_row_count_unique)).toBeGreaterThanOrEqual(Number(run!.rows_read));
    const pub = entries.at(-1)!;
    expect(pub.match_data).toEqual({ lower_bound: expect.any(Number), upper_bound: expect.any(Number) });
    expect(Number(pub.audience_match_count)).toBeGreaterThan(0);
    expect(Number(pub.audience_match_count)).toBeLessThanOrEqual(Number(run!.valid));

    const row = (
      await db.query(
        `SELECT assignment_status_code, audience_match_count, external_audience_id, source_file_row_count FROM audience_management.audiences WHERE id = $1`,
        [audienceId],
      )
    ).rows[0];
    expect(row.assignment_status_code).toBe('P_PUB');
    expect(row.external_audience_id).toBe(atMeta!.id);
    expect(Number(row.audience_match_count)).toBe(Number(pub.audience_match_count));

    const [published] = await until('the run published', async () => {
      const runs = await runsOf(pool, audienceId);
      return runs[0]?.status === 'PUBLISHED' && runs;
    });
    expect(published!.finished_at).not.toBeNull();
  });

  it('a second run with no change sends nothing and keeps the audience at P_PUB', async () => {
    const requestsBefore = (await simGet<SimRequest[]>('/__sim/meta/requests')).length;
    const entriesBefore = (await timeline()).length;
    const before = engine.outcomes.length;
    await engine.enqueueRun(audienceId, 'test');
    const outcome = await outcomeAfter(before);
    expect(outcome.kind).toBe('nothing');
    const [run] = await runsOf(pool, audienceId);
    expect(run!.status).toBe('NOTHING');
    expect(Number(run!.sent)).toBe(0);
    expect(Number(run!.removed)).toBe(0);
    expect(run!.finished_at).not.toBeNull();
    const sentRequests = (await simGet<SimRequest[]>('/__sim/meta/requests')).slice(requestsBefore).filter((r) => r.members > 0);
    expect(sentRequests).toEqual([]);
    expect((await timeline()).length).toBe(entriesBefore);
    const status = (await db.query(`SELECT assignment_status_code FROM audience_management.audiences WHERE id = $1`, [audienceId])).rows[0]
      .assignment_status_code;
    expect(status).toBe('P_PUB');
    // The runs as the service shows them, newest first: nothing now, everything the first time.
    const runs = await am<{ data: { status: string; sent: number; valid: number; finished_at: string | null }[] }>(
      'admin@corp.demo',
      `/audiences/${audienceId}/runs`,
    );
    expect(runs.status).toBe(200);
    expect(runs.body.data.slice(0, 2).map((r) => [r.status, r.sent > 0])).toEqual([
      ['NOTHING', false],
      [runs.body.data[1]!.status, true],
    ]);
    expect(runs.body.data[1]!.sent).toBe(runs.body.data[1]!.valid);
    const hidden = await am('user@brand.demo', `/audiences/${audienceId}/runs`);
    expect([403, 404]).toContain(hidden.status);
    // The same runs through the gateway, as the audience detail reads them.
    const viaGraph = await graphql<{ audience: { runs: { status: string; sent: number }[]; lastRun: { status: string } } }>(
      'query($id: ID!) { audience(id: $id) { runs { status sent } lastRun { status } } }',
      { token: tokens['admin@corp.demo'], variables: { id: String(audienceId) } },
    );
    expect(viaGraph.errors).toBeUndefined();
    expect(viaGraph.data!.audience.lastRun.status).toBe('NOTHING');
    expect(viaGraph.data!.audience.runs.map((r) => r.sent)).toEqual(runs.body.data.map((r) => r.sent));
  });

  it('resend through the REST path is dispatched as a run; a published audience with nothing new returns to P_PUB', async () => {
    const resent = await am<{ data: { assignment_status_code: string } }>('admin@corp.demo', '/audiences/resend', {
      method: 'POST',
      body: { custom_audience_id: audienceId },
    });
    expect(resent.status).toBe(200);
    expect(resent.body.data.assignment_status_code).toBe('P_NOD');
    const before = engine.outcomes.length;
    expect(await engine.dispatchDue([audienceId])).toBe(1);
    const outcome = await until('this audience run', async () =>
      engine.outcomes.slice(before).find((o) => o.kind !== 'missing' && 'runId' in o && o.runId !== undefined),
    );
    expect(outcome.kind).toBe('nothing');
    const entries = await timeline();
    expect(entries.slice(-2).map((e) => e.assignment_status_code)).toEqual(['P_NOD', 'P_PUB']);
    expect(Number(entries.at(-1)!.audience_match_count)).toBeGreaterThan(0);
    // The next scheduled run is set from the daily frequency (06:00 Santiago).
    const next = (await db.query(`SELECT next_run_at FROM audience_management.audiences WHERE id = $1`, [audienceId])).rows[0].next_run_at;
    expect(next).not.toBeNull();
  });

  it('two runs of one audience never overlap: the second is refused while the first holds the audience', async () => {
    const [first, second] = await Promise.all([engine.runner.run(audienceId, 'a'), engine.runner.run(audienceId, 'b')]);
    expect([first.kind, second.kind].sort()).toEqual(['busy', 'nothing']);
  });

  it('a segment change sends exactly the removals, then the additions, each batch under its own idempotency key', async () => {
    const memberCount = async () =>
      (await simGet<SimAudience[]>('/__sim/meta/audiences')).find((a) => a.name === audienceName)!.memberCount;
    const full = await memberCount();
    expect(full).toBeGreaterThan(0);
    const requestsBefore = (await simGet<SimRequest[]>('/__sim/meta/requests')).length;
    // 022 (the segment's owner) may no longer reach customers of 024: those only in 024 (and 011, restricted already) leave the segment.
    await db.query(
      `INSERT INTO audience_management.company_restrictions (company_code, restricted_company_code) VALUES ('022', '024') ON CONFLICT DO NOTHING`,
    );
    let removed: number;
    try {
      const before = engine.outcomes.length;
      await engine.enqueueRun(audienceId, 'test');
      const shrink = await outcomeAfter(before);
      expect(shrink.kind).toBe('sent');
      if (shrink.kind !== 'sent') return;
      expect(shrink.sent).toBe(0);
      expect(shrink.removed).toBeGreaterThan(0);
      removed = shrink.removed;
      expect(await memberCount()).toBe(full - removed);
    } finally {
      await db.query(`DELETE FROM audience_management.company_restrictions WHERE company_code = '022' AND restricted_company_code = '024'`);
    }
    await until('P_PUB after the shrink', async () => (await runsOf(pool, audienceId))[0]?.status === 'PUBLISHED');
    const before = engine.outcomes.length;
    await engine.enqueueRun(audienceId, 'test');
    const grow = await outcomeAfter(before);
    expect(grow.kind).toBe('sent');
    if (grow.kind !== 'sent') return;
    expect(grow.sent).toBe(removed);
    expect(grow.removed).toBe(0);
    expect(await memberCount()).toBe(full);
    const requests = (await simGet<SimRequest[]>('/__sim/meta/requests')).slice(requestsBefore).filter((r) => r.members > 0);
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(requests.reduce((n, r) => n + r.members, 0)).toBe(2 * removed);
    const keys = requests.map((r) => r.idempotencyKey);
    expect(keys.every((k) => typeof k === 'string' && k.length > 0)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    await until('P_PUB after the growth', async () => (await runsOf(pool, audienceId))[0]?.status === 'PUBLISHED');
  });

  it('a platform without a connector ends its run with an error entry, not a crash', async () => {
    const runner = new PublishingRunner({
      pool,
      warehouse: async () => warehouse,
      connectorFor: async (code) => {
        throw new ConnectorUnavailable(code);
      },
    });
    const outcome = await runner.run(audienceId, 'test');
    expect(outcome.kind).toBe('failed');
    const [run] = await runsOf(pool, audienceId);
    expect(run!.status).toBe('FAILED');
    expect(run!.error).toBe(PUBLISH_MESSAGES.noConnector('fbk'));
    const last = (await timeline()).at(-1)!;
    expect(last.assignment_status_code).toBe('E_ENV');
    expect(last.message).toBe(PUBLISH_MESSAGES.noConnector('fbk'));
  });

  it('a run that dies after the platform applied a batch but before acknowledging it resumes: no member lost, none counted twice', async () => {
    const created = await am<{ data: { list_audience_data: { id: number; custom_audience_name: string }[] } }>(
      'analyst@retail.demo',
      '/audiences/create',
      {
        method: 'POST',
        body: { payload: { ...createPayload, audience_name: `reanudacion ${RUN}` } },
      },
    );
    expect(created.status).toBe(200);
    const id = created.body.data.list_audience_data[0]!.id;
    const name = created.body.data.list_audience_data[0]!.custom_audience_name;
    let adds = 0;
    // Small batches, and a worker that "crashes" right after the platform applied its third batch.
    const crashing =
      (crashAt: number) =>
      async (_code: string, config: Parameters<typeof createMetaConnector>[0]): Promise<PlatformConnector> => {
        const real = createMetaConnector(config);
        return {
          ...real,
          platform: real.platform,
          batchSize: 100,
          ensureAudience: (n) => real.ensureAudience(n),
          removeMembers: (e, m, k) => real.removeMembers(e, m, k),
          matchSize: (e) => real.matchSize(e),
          verifyAccount: () => real.verifyAccount(),
          addMembers: async (externalId, members, key) => {
            const answer = await real.addMembers(externalId, members, key);
            adds += 1;
            if (adds === crashAt) throw new Error('worker lost');
            return answer;
          },
        };
      };
    const first = await new PublishingRunner({
      pool,
      warehouse: async () => warehouse,
      simulatorsUrl: sims.url,
      connectorFor: crashing(3),
    }).run(id, 'test');
    expect(first.kind).toBe('failed');
    const runs = await runsOf(pool, id);
    expect(runs[0]!.status).toBe('FAILED');
    // Users read the §4 text; what the process said is kept for operators on the run record.
    expect(runs[0]!.error).toBe(PUBLISH_MESSAGES.failed(ACCOUNT_ERROR_TEXTS.UNKNOWN));
    expect(
      (
        await pool.query<{ platform_error: string }>(`SELECT platform_error FROM audience_management.publish_runs WHERE id = $1`, [
          runs[0]!.id,
        ])
      ).rows[0]!.platform_error,
    ).toBe('Error: worker lost');
    expect(Number(runs[0]!.sent)).toBe(200);
    const valid = Number(runs[0]!.valid);
    expect(valid).toBeGreaterThan(300);
    const count = async () => (await simGet<SimAudience[]>('/__sim/meta/audiences')).find((a) => a.name === name)!.memberCount;
    expect(await count()).toBe(300);

    const second = await new PublishingRunner({
      pool,
      warehouse: async () => warehouse,
      simulatorsUrl: sims.url,
      connectorFor: crashing(0),
    }).run(id, 'test');
    expect(second.kind).toBe('sent');
    if (second.kind !== 'sent') return;
    // The unacknowledged third batch goes again, under the same idempotency key: the platform applies it once.
    expect(second.sent).toBe(valid - 200);
    expect(await count()).toBe(valid);
    const requests = (await simGet<SimRequest[]>('/__sim/meta/requests')).filter(
      (r) => r.audienceId === second.externalId && r.members > 0,
    );
    const keys = requests.map((r) => r.idempotencyKey);
    expect(keys.length).toBe(new Set(keys).size + 1);
  });
});
