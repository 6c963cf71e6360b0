import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeService, subgraphRunner, type FakeAnswer, type FakeRequest } from '@inca/subgraph-kit/testing';
import { audienceSubgraph } from './server.ts';

/** Audience.qualityReport, AudienceRun's prediction fields, audienceMatchPrediction and mailOutbox over a fake audience-management. */

const BASE = '/audience-management';

const audience = (id: number) => ({
  id,
  custom_audience_id: String(id),
  custom_audience_name: `INCA_retail_${id}`,
  custom_audience_description: 'Audiencia',
  company_code: '022',
  company_name: 'Retail',
  company_alias: 'Retail',
  segment_code: 'SEG1',
  segment_row_count_unique: 1000,
  segment: null,
  ads_platform_code: 'fbk',
  ads_platform_name: 'Meta',
  ads_account_code: 'retail_ads',
  ads_account: null,
  assignment_status_code: 'P_PUB',
  assignment_status_date: '2026-01-02T03:04:05Z',
  is_enabled: '1',
  frequency: '1_WEEK',
  update_date_number: 0,
  start_date: '2026-01-01',
  end_date: '2026-06-30',
  created_date: '2026-01-01T00:00:00Z',
  recipients: '',
  match_data: null,
});

const QUALITY = {
  run_id: 9,
  run_status: 'PUBLISHED',
  started_at: '2026-03-02T10:00:00Z',
  finished_at: '2026-03-02T10:00:05Z',
  rows_read: 900,
  valid: 800,
  rejected: 100,
  segment_size: 1000,
  sampled: true,
  sample_size: 500,
  identifiers: [
    {
      key: 'em',
      type: 'email',
      sent_as_member: true,
      total: 1000,
      usable: 800,
      share: 0.8,
      reasons: [
        { reason: 'missing', count: 150 },
        { reason: 'email_format', count: 50 },
      ],
    },
    {
      key: 'ph',
      type: 'phone',
      sent_as_member: false,
      total: 1000,
      usable: 600,
      share: 0.6,
      reasons: [{ reason: 'phone_old', count: 400 }],
    },
  ],
};

function answer(request: FakeRequest): FakeAnswer {
  const ok = (data: unknown) => ({ status: 200, body: { status: true, data } });
  const { method, path, query } = request;
  if (method === 'GET' && path === `${BASE}/audiences/by-ids`)
    return ok(
      query
        .get('ids')!
        .split(',')
        .map((id) => audience(Number(id))),
    );
  const ids = () => query.get('ids')!.split(',');
  if (method === 'GET' && path === `${BASE}/audiences/quality/by-ids`)
    return ok(ids().map((id) => ({ audience_id: Number(id), quality: id === '301' ? QUALITY : null })));
  if (method === 'GET' && path === `${BASE}/audiences/runs/by-ids`)
    return ok(
      ids().map((id) => ({
        audience_id: Number(id),
        runs:
          id === '301'
            ? [
                {
                  id: 9,
                  status: 'PUBLISHED',
                  trigger: 'resend',
                  started_at: '2026-03-02T10:00:00Z',
                  finished_at: '2026-03-02T10:00:05Z',
                  rows_read: 900,
                  valid: 800,
                  rejected: 100,
                  rejected_by_reason: {},
                  platform_rejected_by_reason: {},
                  batches: 1,
                  sent: 800,
                  removed: 0,
                  bytes: 1,
                  duration_ms: 5000,
                  error: null,
                  predicted_match: 480,
                  prediction_basis: 'default',
                  actual_match: '500',
                  prediction_error: -0.04,
                },
              ]
            : [],
      })),
    );
  if (method === 'GET' && path === `${BASE}/audiences/match-prediction`) {
    if (query.get('segment_code') !== 'SEG1')
      return { status: 404, body: { status: false, code: 'NOT_FOUND', message: 'El segmento no existe.' } };
    return ok(
      query
        .get('platforms')!
        .split(',')
        .map((platform) => ({
          platform,
          audience_type: 'CONTACT_INFO',
          segment_size: 1000,
          sampled: false,
          sample_size: 900,
          predicted_match: 480,
          basis: 'default',
          history_runs: 0,
          identifiers: [{ key: 'em', usable: 800, rate: 0.6, predicted_match: 480 }],
        })),
    );
  }
  if (method === 'GET' && path === `${BASE}/mail/outbox`)
    return ok({
      total: 11,
      page: Number(query.get('page')),
      page_size: Number(query.get('page_size')),
      rows: [
        {
          id: 5,
          audience_id: 301,
          audience_name: 'INCA_retail_301',
          run_id: 9,
          company_code: '022',
          recipient: 'a@retail.demo',
          subject: 'Audiencia publicada',
          body: 'Hola',
          delivery: 'OUTBOX',
          error: null,
          created_at: '2026-03-02T10:00:06Z',
        },
      ],
    });
  return { status: 404, body: { status: false, code: 'NOT_FOUND', message: 'Ruta no encontrada.' } };
}

let service: Awaited<ReturnType<typeof fakeService>>;
const run = subgraphRunner(audienceSubgraph, () => service.url);

beforeAll(async () => {
  service = await fakeService(answer);
});
afterAll(() => service.close());

describe('audience subgraph: publishing as the user sees it', () => {
  it('qualityReport: the run it was measured at and one line per identifier, codes as enums', async () => {
    const { result } = await run(
      `{ audience(id: "301") { qualityReport { runId runStatus rowsRead valid rejected segmentSize sampled sampleSize identifiers { key type sentAsMember total usable share reasons { reason count } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    const report = (result.data as { audience: { qualityReport: Record<string, unknown> & { identifiers: unknown[] } } }).audience
      .qualityReport;
    expect(report).toMatchObject({
      runId: '9',
      runStatus: 'PUBLISHED',
      rowsRead: 900,
      valid: 800,
      rejected: 100,
      segmentSize: 1000,
      sampled: true,
      sampleSize: 500,
    });
    expect(report.identifiers[0]).toEqual({
      key: 'em',
      type: 'EMAIL',
      sentAsMember: true,
      total: 1000,
      usable: 800,
      share: 0.8,
      reasons: [
        { reason: 'MISSING', count: 150 },
        { reason: 'EMAIL_FORMAT', count: 50 },
      ],
    });
    expect(report.identifiers[1]).toMatchObject({ key: 'ph', type: 'PHONE', reasons: [{ reason: 'PHONE_OLD', count: 400 }] });
  });

  it('qualityReport is null before the first run', async () => {
    const { result } = await run(`{ audience(id: "302") { qualityReport { runId } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ audience: { qualityReport: null } });
  });

  it('a run carries its prediction, the platform answer and the error', async () => {
    const { result } = await run(`{ audience(id: "301") { runs { id predictedMatch predictionBasis actualMatch predictionError } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      audience: { runs: [{ id: '9', predictedMatch: 480, predictionBasis: 'DEFAULT', actualMatch: 500, predictionError: -0.04 }] },
    });
  });

  it('audienceMatchPrediction asks the service for every platform at once; a segment the viewer cannot see is NOT_FOUND', async () => {
    service.calls.length = 0;
    const { result } = await run(
      `{ audienceMatchPrediction(segmentCode: "SEG1", platforms: [FBK, GADS]) { platform audienceType predictedMatch basis historyRuns sampled identifiers { key type usable rate predictedMatch } } }`,
    );
    expect(result.errors).toBeUndefined();
    const predictions = (result.data as { audienceMatchPrediction: { platform: string; identifiers: unknown[] }[] })
      .audienceMatchPrediction;
    expect(predictions.map((p) => p.platform)).toEqual(['FBK', 'GADS']);
    expect(predictions[0]).toMatchObject({
      audienceType: 'CONTACT_INFO',
      predictedMatch: 480,
      basis: 'DEFAULT',
      historyRuns: 0,
      sampled: false,
    });
    expect(predictions[0]!.identifiers).toEqual([{ key: 'em', type: 'EMAIL', usable: 800, rate: 0.6, predictedMatch: 480 }]);
    expect(service.calls.filter((c) => c.path.endsWith('/match-prediction'))).toHaveLength(1);

    const missing = await run(`{ audienceMatchPrediction(segmentCode: "OTRO", platforms: [FBK]) { predictedMatch } }`);
    expect(missing.result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('mailOutbox pages the messages; a page size out of bounds is BAD_USER_INPUT', async () => {
    const { result } = await run(
      `{ mailOutbox(page: 2) { totalCount page pageSize nodes { id audienceId audienceName runId recipient subject delivery createdAt } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      mailOutbox: {
        totalCount: 11,
        page: 2,
        pageSize: 10,
        nodes: [
          {
            id: '5',
            audienceId: '301',
            audienceName: 'INCA_retail_301',
            runId: '9',
            recipient: 'a@retail.demo',
            subject: 'Audiencia publicada',
            delivery: 'OUTBOX',
            createdAt: '2026-03-02T10:00:06.000Z',
          },
        ],
      },
    });
    const bad = await run(`{ mailOutbox(pageSize: 500) { totalCount } }`);
    expect(bad.result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
