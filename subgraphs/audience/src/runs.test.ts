import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeService, subgraphRunner, type FakeAnswer, type FakeRequest } from '@inca/subgraph-kit/testing';
import { audienceSubgraph } from './server.ts';
import type { AudienceDto, AudienceRunDto } from './rest/models.ts';

const BASE = '/audience-management';

function row(id: number): AudienceDto {
  return {
    id,
    custom_audience_id: String(id),
    custom_audience_name: `INCA_retail_${id}`,
    custom_audience_description: 'Audiencia de prueba',
    company_code: '022',
    company_name: 'Retail Andina S.A.',
    company_alias: 'Retail',
    segment_code: 'SEG1',
    segment_row_count_unique: 1_000,
    segment: {
      code: 'SEG1',
      business_name: 'INCA_Retail_1',
      segment_type_id: 2,
      segment_type_name: 'SEGMENT_CONTACT',
      owner_company_code: '022',
      row_count_unique: 1_000,
      flag_shared: false,
    },
    ads_platform_code: 'fbk',
    ads_platform_name: 'Meta',
    ads_account_code: 'retail_ads',
    ads_account: null,
    assignment_status_code: 'P_PUB',
    assignment_status_name: 'Publicada',
    assignment_status_description: 'Descripción',
    assignment_status_date: '2026-01-02T03:04:05Z',
    is_enabled: '1',
    requested: false,
    to_update: false,
    frequency: '1_WEEK',
    update_date_number: 0,
    start_date: '2026-01-01',
    end_date: '2026-06-30',
    created_date: '2026-01-01T00:00:00Z',
    last_process_date: null,
    source_file_row_count: '900',
    match_data: null,
    audience_match_count: null,
    recipients: 'a@retail.demo',
    audience_type_google: null,
    can_edit: true,
    can_delete: true,
    can_toggle: true,
    can_resend: false,
    can_update_frequency: false,
    can_bill: false,
    can_see_images: true,
  } as AudienceDto;
}

/** Audience 201 has two runs (newest first, as the service answers), 202 none. */
const RUNS: Record<string, AudienceRunDto[]> = {
  '201': [
    {
      id: 9,
      status: 'SENT',
      trigger: 'resend',
      started_at: '2026-03-02T10:00:00Z',
      finished_at: '2026-03-02T10:00:05Z',
      rows_read: 120,
      valid: 100,
      rejected: 20,
      rejected_by_reason: { invalid_email: 5, phone_unusable: 15, placeholder: 0 },
      platform_rejected_by_reason: {},
      batches: 2,
      sent: 80,
      removed: '3',
      bytes: 4096,
      duration_ms: '5000',
      error: null,
    },
    {
      id: 8,
      status: 'RUNNING',
      trigger: 'schedule',
      started_at: '2026-03-01T10:00:00Z',
      finished_at: null,
      rows_read: 0,
      valid: 0,
      rejected: 0,
      rejected_by_reason: {},
      platform_rejected_by_reason: {},
      batches: 0,
      sent: 0,
      removed: 0,
      bytes: 0,
      duration_ms: null,
      error: null,
    },
  ],
  '202': [],
};

function answer(request: FakeRequest): FakeAnswer {
  const ok = (data: unknown) => ({ status: 200, body: { status: true, data } });
  const { method, path, query } = request;
  if (method === 'GET' && path === `${BASE}/audiences/by-ids`)
    return ok(
      query
        .get('ids')!
        .split(',')
        .filter((id) => id in RUNS)
        .map((id) => row(Number(id))),
    );
  if (method === 'GET' && path === `${BASE}/audiences/runs/by-ids`) {
    const ids = query.get('ids')!.split(',');
    if (!ids.every((id) => id in RUNS))
      return { status: 404, body: { status: false, code: 'NOT_FOUND', message: 'La audiencia no existe.' } };
    return ok(ids.map((id) => ({ audience_id: Number(id), runs: RUNS[id] })));
  }
  return { status: 404, body: { status: false, code: 'NOT_FOUND', message: 'Ruta no encontrada.' } };
}

let service: Awaited<ReturnType<typeof fakeService>>;
const run = subgraphRunner(audienceSubgraph, () => service.url);

beforeAll(async () => {
  service = await fakeService(answer);
});
afterAll(() => service.close());

const RUN_FIELDS =
  'id status startedAt finishedAt sent removed rejected valid rowsRead batches durationMs error rejectedByReason { reason count }';

describe('audience subgraph: publishing runs', () => {
  it('runs come newest first in the graph shape, reasons largest first and empty ones dropped', async () => {
    service.calls.length = 0;
    const { result } = await run(`{ audience(id: "201") { runs { ${RUN_FIELDS} } } }`);
    expect(result.errors).toBeUndefined();
    const { runs } = (result.data as { audience: { runs: Record<string, unknown>[] } }).audience;
    expect(runs).toHaveLength(2);
    expect(runs[0]).toEqual({
      id: '9',
      status: 'SENT',
      startedAt: '2026-03-02T10:00:00.000Z',
      finishedAt: '2026-03-02T10:00:05.000Z',
      sent: 80,
      removed: 3,
      rejected: 20,
      valid: 100,
      rowsRead: 120,
      batches: 2,
      durationMs: 5000,
      error: null,
      rejectedByReason: [
        { reason: 'phone_unusable', count: 15 },
        { reason: 'invalid_email', count: 5 },
      ],
    });
    expect(runs[1]).toMatchObject({ id: '8', status: 'RUNNING', finishedAt: null, durationMs: null, rejectedByReason: [] });
    expect(service.calls.filter((c) => c.path === `${BASE}/audiences/runs/by-ids`).map((c) => c.query.get('ids'))).toEqual(['201']);
  });

  it('runs and lastRun together cost one runs call per audience; lastRun is the newest', async () => {
    service.calls.length = 0;
    const { result } = await run(`{ audience(id: "201") { lastRun { id status sent } runs { id } } }`);
    expect(result.errors).toBeUndefined();
    const audience = (result.data as { audience: { lastRun: unknown; runs: { id: string }[] } }).audience;
    expect(audience.lastRun).toEqual({ id: '9', status: 'SENT', sent: 80 });
    expect(audience.runs.map((r) => r.id)).toEqual(['9', '8']);
    expect(service.calls.filter((c) => c.path.includes('/runs')).map((c) => c.path)).toEqual([`${BASE}/audiences/runs/by-ids`]);
  });

  it('runs and lastRun of several audiences cost one runs call for all of them', async () => {
    service.calls.length = 0;
    const { result } = await run(
      `{ a: audience(id: "201") { lastRun { id } runs { id } } b: audience(id: "202") { lastRun { id } runs { id } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ a: { lastRun: { id: '9' }, runs: [{ id: '9' }, { id: '8' }] }, b: { lastRun: null, runs: [] } });
    expect(service.calls.filter((c) => c.path.includes('/runs')).map((c) => `${c.path}?ids=${c.query.get('ids')}`)).toEqual([
      `${BASE}/audiences/runs/by-ids?ids=201,202`,
    ]);
  });

  it('an audience without runs has an empty list and a null lastRun', async () => {
    const { result } = await run(`{ audience(id: "202") { runs { id } lastRun { id } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ audience: { runs: [], lastRun: null } });
  });
});
