import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Pool } from '@inca/db';
import { santiagoToday } from '@inca/domain';
import { PublishingEngine } from '@inca/svc-audience-management/jobs';
import { PublishingRunner, QUALITY_REASONS, runsOf, type RunOutcome } from '@inca/svc-audience-management/publishing';
import { Warehouse } from '@inca/warehouse';
import { graphql, login, rest } from '../src/client.ts';
import { startTestPublishing, type TestPublishing, until } from '../src/publishing.ts';
import { largestSeededSegment } from '../src/seededSegments.ts';

/**
 * Publishing as the user sees it: a run's normalization quality report, the match it
 * predicted and how far the platform's answer was, the match predicted in the audience form before
 * anything is sent, and the e-mails that tell the audience's recipients how a run ended (kept in the
 * outbox, the embedded default), through the service and the gateway. An engine of this test's own
 * publishes to simulators of its own, as in publishing.test.ts.
 */

const RUN = Date.now().toString(36).slice(-5);
const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const RECIPIENTS = ['analyst@retail.demo', `jefa.${RUN}@retail.demo`];
const tokens: Record<string, string> = {};
const am = <T>(email: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<T>('audience-management', `/audience-management${path}`, { token: tokens[email]!, ...init });

type Quality = {
  run_id: number;
  rows_read: number;
  valid: number;
  segment_size: number;
  sampled: boolean;
  sample_size: number;
  identifiers: {
    key: string;
    type: string;
    sent_as_member: boolean;
    total: number;
    usable: number;
    share: number;
    reasons: { reason: string; count: number }[];
  }[];
};
type Prediction = {
  platform: string;
  predicted_match: number;
  basis: string;
  segment_size: number;
  identifiers: { key: string; usable: number; rate: number; predicted_match: number }[];
};
type Mail = { id: number; audience_id: number; run_id: number; recipient: string; subject: string; body: string; delivery: string };

let pool: Pool;
let db: pg.Client;
let warehouse: Warehouse;
let engine: PublishingEngine;
let publishing: TestPublishing | undefined;
let audienceId = 0;
let audienceName = '';
let segmentCode = '';
let createPayload: Record<string, unknown> = {};

const outbox = async (email = 'admin@corp.demo', page = 1, size = 100) =>
  am<{ data: { total: number; rows: Mail[] } }>(email, `/mail/outbox?page=${page}&page_size=${size}`);

beforeAll(async () => {
  // This process's engine measures quality on a sample of 300 customers (the segment holds about a thousand): the report scales it.
  for (const email of ['analyst@retail.demo', 'admin@corp.demo', 'user@brand.demo']) tokens[email] = (await login(email)).token;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  publishing = await startTestPublishing({ queueSchema: 'audience_publishing_visible', chunkSize: 1000, qualitySample: 300 });
  ({ pool, warehouse, engine } = publishing);
  const offered = (
    await am<{ data: { code: string; owner_company_code: string; segment_type_name: string }[] }>(
      'analyst@retail.demo',
      '/audiences/segments?company_code=022',
    )
  ).body.data;
  // The largest: its members show every kind of identifier problem in the quality report.
  segmentCode = await largestSeededSegment(
    db,
    offered.filter((s) => s.owner_company_code === '022' && s.segment_type_name === 'SEGMENT_CONTACT').map((s) => s.code),
  );
  createPayload = {
    segment_code: segmentCode,
    company_code: '022',
    audience_name: `visible ${RUN}`,
    audience_description: 'Audiencia que avisa a sus destinatarios',
    audience_frequency_code: '1_DAY',
    audience_start_date: santiagoToday(),
    audience_end_date: plusDays(30),
    platform: ['fbk'],
    ads_account_code: 'retail_ads',
    recipients: RECIPIENTS.join(','),
  };
  const created = await am<{ data: { list_audience_data: { id: number; custom_audience_name: string }[] } }>(
    'analyst@retail.demo',
    '/audiences/create',
    {
      method: 'POST',
      body: { payload: createPayload },
    },
  );
  expect(created.status).toBe(200);
  audienceId = created.body.data.list_audience_data[0]!.id;
  audienceName = created.body.data.list_audience_data[0]!.custom_audience_name;
}, 120_000);

afterAll(async () => {
  await publishing?.stop();
  await db?.end();
});

describe('publishing as the user sees it', () => {
  it('before any run: no quality report, and the form predicts the match from the segment and default or past rates', async () => {
    const quality = await am<{ data: Quality | null }>('analyst@retail.demo', `/audiences/${audienceId}/quality`);
    expect(quality.status).toBe(200);
    expect(quality.body.data).toBeNull();

    const predicted = await am<{ data: Prediction[] }>(
      'analyst@retail.demo',
      `/audiences/match-prediction?segment_code=${segmentCode}&platforms=fbk,gads`,
    );
    expect(predicted.status).toBe(200);
    expect(predicted.body.data.map((p) => p.platform)).toEqual(['fbk', 'gads']);
    const [meta, google] = predicted.body.data;
    // Meta and Google both take e-mails and phones, each under its own key: a phone-only customer counts as a phone.
    expect(meta!.identifiers.map((i) => i.key)).toEqual(['em', 'ph']);
    expect(google!.identifiers.map((i) => i.key)).toEqual(['email_address', 'phone_number']);
    const usable = (p: Prediction) => p.identifiers.reduce((n, i) => n + i.usable, 0);
    expect(usable(meta!)).toBeGreaterThan(0);
    expect(usable(meta!)).toBeLessThan(meta!.segment_size);
    expect(meta!.identifiers[1]!.usable).toBeGreaterThan(0);
    for (const p of predicted.body.data) {
      expect(['default', 'history']).toContain(p.basis);
      expect(p.predicted_match).toBe(Math.round(p.identifiers.reduce((n, i) => n + i.usable * i.rate, 0)));
      expect(p.predicted_match).toBeGreaterThan(0);
      expect(p.predicted_match).toBeLessThanOrEqual(usable(p));
    }

    // Bad input: 400 with a Spanish message; a segment the caller cannot see: 404.
    const bad = await am<{ message: string }>(
      'analyst@retail.demo',
      `/audiences/match-prediction?segment_code=${segmentCode}&platforms=myspace`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Plataforma desconocida.');
    const hidden = await am('user@brand.demo', `/audiences/match-prediction?segment_code=${segmentCode}&platforms=fbk`);
    expect(hidden.status).toBe(404);
  });

  it('a published run records its quality and prediction, and each recipient is told once in the outbox', async () => {
    const before = engine.outcomes.length;
    await engine.enqueueRun(audienceId, 'test');
    const outcome = await until<RunOutcome>('the run', async () => engine.outcomes.length > before && engine.outcomes[before]);
    expect(outcome.kind).toBe('sent');
    const [run] = await until('PUBLISHED', async () => {
      const runs = await runsOf(pool, audienceId);
      return runs[0]?.status === 'PUBLISHED' && runs[0]?.actual_match != null && runs;
    });

    // The prediction was made before the platform answered; the answer and the error are on the run.
    const match = Number(
      (await db.query(`SELECT audience_match_count FROM audience_management.audiences WHERE id = $1`, [audienceId])).rows[0]
        .audience_match_count,
    );
    expect(match).toBeGreaterThan(0);
    expect(run!.prediction!.predicted).toBeGreaterThan(0);
    expect(Number(run!.actual_match)).toBe(match);
    expect(run!.prediction_error).toBeCloseTo((run!.prediction!.predicted - match) / match, 6);

    // The quality report: e-mail is Meta's member; shares and reasons add up to the segment.
    const quality = (await am<{ data: Quality }>('analyst@retail.demo', `/audiences/${audienceId}/quality`)).body.data;
    expect(quality.run_id).toBe(Number(run!.id));
    expect(quality.valid).toBe(Number(run!.valid));
    expect(quality.rows_read).toBe(Number(run!.rows_read));
    expect(quality.sampled).toBe(true);
    expect(quality.sample_size).toBe(300);
    expect(quality.segment_size).toBeGreaterThan(300);
    const em = quality.identifiers[0]!;
    expect(em).toMatchObject({ key: 'em', type: 'email', sent_as_member: true });
    for (const line of quality.identifiers) {
      expect(line.total).toBe(quality.segment_size);
      expect(line.usable + line.reasons.reduce((n, r) => n + r.count, 0)).toBe(line.total);
      expect(line.share).toBeGreaterThanOrEqual(0);
      expect(line.share).toBeLessThanOrEqual(1);
    }
    // Synthetic CRM data has 'sin correo' placeholders and customers without e-mail; a 300-customer sample
    // of whichever segment the run uses holds at least one of them, and nothing outside the known reasons.
    expect(em.reasons.length).toBeGreaterThan(0);
    for (const r of em.reasons) expect(QUALITY_REASONS).toContain(r.reason);
    expect(em.usable).toBeGreaterThan(0);
    expect(quality.identifiers.some((l) => l.type === 'phone')).toBe(true);
    const hidden = await am('user@brand.demo', `/audiences/${audienceId}/quality`);
    expect(hidden.status).toBe(404);

    // One e-mail per recipient, about this run: the audience, the platform, the counts and the link.
    const mails = await until('the e-mails', async () => {
      const rows = (await outbox()).body.data.rows.filter((m) => m.run_id === Number(run!.id));
      return rows.length === RECIPIENTS.length && rows;
    });
    expect(mails.map((m) => m.recipient).sort()).toEqual([...RECIPIENTS].sort());
    for (const m of mails) {
      expect(m.delivery).toBe('OUTBOX');
      expect(m.subject).toBe(`Audiencia ${audienceName} publicada en ${m.subject.split(' publicada en ')[1]}`);
      expect(m.body).toContain(`Clientes enviados a la plataforma: ${Number(run!.sent).toLocaleString('en-US')}`);
      expect(m.body).toContain(`: ${match.toLocaleString('en-US')}`);
      expect(m.body).toContain(`/audiences/${audienceId}`);
    }
    // Only the audience admin reads the outbox.
    expect((await outbox('analyst@retail.demo')).status).toBe(403);
    expect((await outbox('user@brand.demo')).status).toBe(403);
    expect((await am<{ message: string }>('admin@corp.demo', '/mail/outbox?page_size=500')).status).toBe(400);
  });

  it('a run that fails tells the recipients why; a run with nothing new tells no one', async () => {
    const mailsBefore = (await outbox()).body.data.total;
    const nothing = await engine.runner.run(audienceId, 'test');
    expect(nothing.kind).toBe('nothing');
    expect((await outbox()).body.data.total).toBe(mailsBefore);

    const failing = new PublishingRunner({
      pool,
      warehouse: async () => warehouse,
      connectorFor: async () => {
        throw new Error('la plataforma no responde');
      },
    });
    const failed = await failing.run(audienceId, 'test');
    expect(failed.kind).toBe('failed');
    if (failed.kind !== 'failed') return;
    const mails = (await outbox()).body.data.rows.filter((m) => m.run_id === Number(failed.runId));
    expect(mails).toHaveLength(RECIPIENTS.length);
    expect(mails[0]!.subject).toContain(`No se pudo publicar la audiencia ${audienceName}`);
    expect(mails[0]!.body).toContain('Resultado: fallida');
    // The recipients read the Spanish reason; the platform's own words stay in the run record for the operator.
    expect(mails[0]!.body).toContain('Error desconocido.');
    expect(mails[0]!.body).not.toContain('la plataforma no responde');
  });

  it('through the gateway: the detail reads the quality report and the runs their predictions; the admin pages the outbox', async () => {
    const detail = await graphql<{
      audience: {
        qualityReport: {
          sampled: boolean;
          identifiers: { key: string; type: string; sentAsMember: boolean; reasons: { reason: string }[] }[];
        };
        runs: { status: string; predictedMatch: number | null; actualMatch: number | null; predictionError: number | null }[];
      };
    }>(
      'query($id: ID!) { audience(id: $id) { qualityReport { sampled identifiers { key type sentAsMember reasons { reason } } } runs { status predictedMatch actualMatch predictionError } } }',
      { token: tokens['analyst@retail.demo'], variables: { id: String(audienceId) } },
    );
    expect(detail.errors).toBeUndefined();
    expect(detail.data!.audience.qualityReport.identifiers[0]).toMatchObject({ key: 'em', type: 'EMAIL', sentAsMember: true });
    expect(detail.data!.audience.qualityReport.sampled).toBe(true);
    expect(detail.data!.audience.qualityReport.identifiers[0]!.reasons.map((r) => r.reason)).toContain('PLACEHOLDER');
    const published = detail.data!.audience.runs.find((r) => r.status === 'PUBLISHED')!;
    expect(published.predictedMatch).toBeGreaterThan(0);
    expect(published.actualMatch).toBeGreaterThan(0);
    expect(typeof published.predictionError).toBe('number');

    const prediction = await graphql<{
      audienceMatchPrediction: { platform: string; predictedMatch: number; basis: string; identifiers: { type: string }[] }[];
    }>(
      'query($c: ID!) { audienceMatchPrediction(segmentCode: $c, platforms: [FBK]) { platform predictedMatch basis identifiers { type } } }',
      { token: tokens['analyst@retail.demo'], variables: { c: segmentCode } },
    );
    expect(prediction.errors).toBeUndefined();
    // This run's answer is history now: the platform's rate comes from it.
    expect(prediction.data!.audienceMatchPrediction[0]).toMatchObject({
      platform: 'FBK',
      basis: 'HISTORY',
      identifiers: [{ type: 'EMAIL' }, { type: 'PHONE' }],
    });

    const page = await graphql<{
      mailOutbox: { totalCount: number; nodes: { audienceId: string; audienceName: string; recipient: string; delivery: string }[] };
    }>('{ mailOutbox(page: 1, pageSize: 10) { totalCount nodes { audienceId audienceName recipient delivery } } }', {
      token: tokens['admin@corp.demo'],
    });
    expect(page.errors).toBeUndefined();
    expect(page.data!.mailOutbox.nodes.length).toBe(Math.min(10, page.data!.mailOutbox.totalCount));
    // Newest first: the failure e-mails of the last test are on the first page.
    expect(page.data!.mailOutbox.nodes).toEqual(
      expect.arrayContaining([expect.objectContaining({ audienceId: String(audienceId), audienceName, delivery: 'OUTBOX' })]),
    );
    const refused = await graphql('{ mailOutbox { totalCount } }', { token: tokens['analyst@retail.demo'] });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
