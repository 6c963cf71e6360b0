import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeService, subgraphRunner, type FakeAnswer, type FakeRequest } from '@inca/subgraph-kit/testing';
import { audienceSubgraph } from './server.ts';
import type { AdsAccountDto, AudienceDto, MatchShapeDto, SegmentDto } from './rest/models.ts';

const BASE = '/audience-management';

const account: AdsAccountDto = {
  company_code: '022',
  technical_name: 'retail_ads',
  business_name: 'Retail Publicidad',
  it_manager_email: 'ti@retail.demo',
  flag_gads: '1',
  flag_fbk: '1',
  flag_tiktok: '1',
  flag_salesforce: '1',
  flag_talonone: '1',
  flag_criteo: '1',
  flag_adobe: '1',
  errors: [{ gads_error: 'ok', fbk_error: 'invalid_grant' }],
};

/** One platform's shape (§3) and the match count it must give. */
const SHAPES: [string, MatchShapeDto | null, number | null][] = [
  ['gads', { size_for_display: 50_000, size_for_search: 54_000 }, 52_000],
  ['fbk', { lower_bound: 1_000, upper_bound: 2_001 }, 1_501],
  ['tiktok', { cover_num: 777 }, 777],
  ['talonone', { num_received: 12 }, 12],
  ['salesforce', { num_received: 13 }, 13],
  ['adobe', { num_received: 14, message: 'Carga parcial' }, 14],
  ['criteo', { size: 15 }, 15],
  ['gads', null, null],
];
const STATUSES = ['P_ENV', 'P_ACT', 'P_PUB', 'P_NOD', 'E_AUTH'];

function row(i: number): AudienceDto {
  const [platform, shape] = SHAPES[i % SHAPES.length]!;
  return {
    id: 100 + i,
    custom_audience_id: String(100 + i),
    custom_audience_name: `INCA_retail_${i}`,
    custom_audience_description: 'Audiencia de prueba',
    company_code: '022',
    company_name: 'Retail Andina S.A.',
    company_alias: 'Retail',
    segment_code: `SEG${i % 3}`,
    segment_row_count_unique: 1_000 + i,
    segment: {
      code: `SEG${i % 3}`,
      business_name: `INCA_Retail_${i % 3}`,
      segment_type_id: i % 3 === 0 ? 3 : 2,
      segment_type_name: 'SEGMENT_CONTACT',
      owner_company_code: '022',
      row_count_unique: 1_000,
      flag_shared: false,
    },
    ads_platform_code: platform,
    ads_platform_name: platform.toUpperCase(),
    ads_account_code: 'retail_ads',
    ads_account: account,
    assignment_status_code: STATUSES[i % STATUSES.length]!,
    assignment_status_name: 'Estado',
    assignment_status_description: 'Descripción',
    assignment_status_date: '2026-01-02T03:04:05Z',
    is_enabled: i % 4 === 3 ? '0' : '1',
    requested: false,
    to_update: false,
    frequency: '1_WEEK',
    update_date_number: 0,
    start_date: '2026-01-01',
    end_date: '2026-06-30',
    created_date: '2026-01-01T00:00:00Z',
    last_process_date: null,
    source_file_row_count: '900',
    match_data: shape,
    audience_match_count: null,
    recipients: 'a@retail.demo,b@retail.demo',
    audience_type_google: platform === 'gads' ? 'CONTACT_INFO' : null,
    can_edit: true,
    can_delete: true,
    can_toggle: true,
    can_resend: false,
    can_update_frequency: false,
    can_bill: platform === 'gads',
    can_see_images: true,
  };
}

const ROWS = Array.from({ length: 60 }, (_, i) => row(i));
const fullSegment = (code: string): SegmentDto => ({
  code,
  business_name: `INCA_Retail_${code}`,
  description: 'Segmento completo',
  segment_type_id: 2,
  segment_type_name: 'SEGMENT_CONTACT',
  segment_type_label: 'Contacto',
  owner_company_code: '022',
  owner_company_name: 'Retail Andina S.A.',
  owner_company_alias: 'Retail',
  owner_company_domain: 'retail.demo',
  created_by: 'analyst@retail.demo',
  created_date: '2026-01-02T03:04:05Z',
  last_process_date: '2026-01-02T03:04:05Z',
  row_count_unique: 10,
  num_audiences: 2,
  flag_shared: false,
  flag_has_audiences: true,
  requested: false,
  edit_visible: true,
  can_edit: false,
  edit_blocked_by_audiences: 2,
  can_share: true,
  can_delete: false,
  can_duplicate: true,
});

let createMode: 'partial' | 'none' | 'refused' = 'partial';

function answer(request: FakeRequest): FakeAnswer {
  const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ status: 200, body: { status: true, data, ...extra } });
  const { method, path, query } = request;
  if (method === 'GET' && path === `${BASE}/audiences/list`) {
    const page = Number(query.get('page'));
    const size = Number(query.get('page_size'));
    return ok(ROWS.slice((page - 1) * size, page * size), { total: ROWS.length });
  }
  if (method === 'GET' && path === `${BASE}/audiences/by-ids`) {
    const ids = query.get('ids')!.split(',');
    return ok(ROWS.filter((r) => ids.includes(String(r.id))));
  }
  if (method === 'GET' && path === `${BASE}/audiences/by-segments`) {
    const codes = query.get('codes')!.split(',');
    return ok(ROWS.filter((r) => codes.includes(r.segment_code)));
  }
  if (method === 'GET' && path === `${BASE}/segments/list`)
    return ok({ rows: ['SEG0', 'SEG1', 'SEG2', 'SEG9'].map(fullSegment), total: 4 });
  if (method === 'GET' && path === `${BASE}/segments/by-code`) return ok(query.get('codes')!.split(',').map(fullSegment));
  if (method === 'GET' && path === `${BASE}/audiences/timeline/by-ids`) {
    const rows = [
      {
        assignment_status_code: 'P_PUB',
        assignment_status_name: 'Publicada',
        assignment_status_date: '2026-02-01T00:00:00Z',
        match_data: { lower_bound: 10, upper_bound: 30 },
        segment_row_count_unique: 50,
        source_file_row_count: 40,
        message: null,
      },
      {
        assignment_status_code: 'X_NEW',
        assignment_status_name: null,
        assignment_status_date: '2026-01-01T00:00:00Z',
        match_data: null,
        segment_row_count_unique: '45',
        source_file_row_count: 0,
      },
    ];
    return ok(
      query
        .get('ids')!
        .split(',')
        .map((id) => ({ audience_id: Number(id), rows: id === '101' ? rows : [], total: id === '101' ? 12 : 0 })),
    );
  }
  if (method === 'POST' && path === `${BASE}/audiences/billing/list/by-ids`) {
    const rows = [
      {
        company_name: 'Corporación',
        process_date: '2026-02-01',
        platform_name: 'Google Ads',
        ads_platform_code: 'gads',
        status: 'P_PUB',
        assignment_status_date: '2026-02-01T00:00:00Z',
        source_file_row_count: 10,
        total_match: 300,
        percentage: 0,
      },
      {
        company_name: 'Corporación',
        process_date: '2026-02-01',
        platform_name: 'Google Ads',
        ads_platform_code: 'gads',
        status: 'P_PUB',
        assignment_status_date: '2026-01-01T00:00:00Z',
        source_file_row_count: 10,
        total_match: '100',
        percentage: 0,
      },
    ];
    const { ads_audience_ids: ids } = request.body as { ads_audience_ids: string[] };
    return ok(ids.map((id) => ({ audience_id: Number(id), rows: id === '100' ? rows : [] })));
  }
  if (method === 'POST' && path === `${BASE}/audiences/create`) {
    if (createMode === 'refused') {
      return {
        status: 400,
        body: { status: false, code: 'BAD_USER_INPUT', message: 'La cuenta publicitaria no tiene habilitada la plataforma Criteo.' },
      };
    }
    const error = { platform: 'fbk', platform_name: 'Meta', message: 'Ya existe una audiencia llamada INCA_x en la plataforma Meta.' };
    return ok({ list_audience_data: createMode === 'partial' ? [row(0)] : [], list_audience_data_errors: [error] });
  }
  if (method === 'PUT' && path === `${BASE}/audiences/bulkUpdateAudiences`) {
    const ids = (request.body as { custom_audience_ids: string[] }).custom_audience_ids;
    return {
      status: 200,
      body: {
        status: true,
        message: `Se han actualizado ${ids.length} audiencias correctamente.`,
        data: { updated: ids.length, ids: ids.map(Number) },
      },
    };
  }
  if (method === 'PUT' && /^\/audience-management\/audiences\/\d+\/(activate|deactivate)$/.test(path)) {
    return {
      status: 200,
      body: { status: true, message: 'La audiencia se ha desactivado correctamente.', data: { id: 101, is_enabled: '0' } },
    };
  }
  if (method === 'PUT' && path === `${BASE}/audiences/105/edit`) {
    if (request.body && (request.body as { custom_audience_name: string }).custom_audience_name.includes('<')) {
      return {
        status: 400,
        body: { status: false, code: 'BAD_USER_INPUT', message: 'No se permiten caracteres especiales como <, >, ", \', `' },
      };
    }
    return ok({ ...row(5), custom_audience_name: 'INCA_editada' }, { message: 'La audiencia se actualizó correctamente' });
  }
  return { status: 404, body: { status: false, code: 'NOT_FOUND', message: 'Ruta no encontrada.' } };
}

let service: Awaited<ReturnType<typeof fakeService>>;
const run = subgraphRunner(audienceSubgraph, () => service.url);

beforeAll(async () => {
  service = await fakeService(answer);
});
afterAll(() => service.close());

const PAGE = `query($n: Int) { audiences(pageSize: $n) { totalCount nodes {
  id name statusColor matchCount matchMessage enabled status { code name date } platform { code name }
  company { code name } segment { code name screen uniqueUsers shared }
  adsAccount { technicalName platforms apiHealth { platform state errorKind } } frequency updateDay recipients
  canEdit canSeeImages } } }`;

type Node = {
  id: string;
  statusColor: string;
  matchCount: number | null;
  matchMessage: string | null;
  enabled: boolean;
  status: { code: string };
  platform: { code: string };
  segment: { code: string; screen: string };
  adsAccount: { apiHealth: { platform: string; state: string; errorKind: string | null }[] };
  frequency: string;
  recipients: string[];
};

describe('audience subgraph: a page of audiences', () => {
  it('costs one REST call at page sizes 5 and 50, segments and ads accounts included', async () => {
    for (const n of [5, 50]) {
      service.calls.length = 0;
      const { result, restCalls } = await run(PAGE, { n });
      expect(result.errors).toBeUndefined();
      const nodes = (result.data as { audiences: { nodes: Node[]; totalCount: number } }).audiences.nodes;
      expect(nodes).toHaveLength(n);
      expect(restCalls).toBe(1);
      expect(service.calls.map((c) => c.path)).toEqual([`${BASE}/audiences/list`]);
      expect(service.calls[0]!.query.get('sort')).toBe('created_date');
      expect(service.calls[0]!.query.get('order')).toBe('desc');
    }
  });

  it("computes matchCount from each platform's shape and the status colour", async () => {
    const { result } = await run(PAGE, { n: 50 });
    const nodes = (result.data as { audiences: { nodes: Node[] } }).audiences.nodes;
    expect(nodes.length).toBeGreaterThan(SHAPES.length);
    nodes.forEach((node, i) => {
      const [platform, , expected] = SHAPES[i % SHAPES.length]!;
      expect(node.platform.code).toBe(platform.toUpperCase());
      expect(node.matchCount, `${platform} #${i}`).toBe(expected);
      const enabled = i % 4 !== 3;
      const colour = { P_ENV: 'BLUE', P_ACT: 'ORANGE', P_PUB: 'GREEN' }[node.status.code] ?? 'RED';
      expect(node.enabled).toBe(enabled);
      expect(node.statusColor).toBe(enabled ? colour : 'GREY');
    });
    expect(nodes.find((n) => n.platform.code === 'ADOBE')!.matchMessage).toBe('Carga parcial');
    expect(nodes[0]!.frequency).toBe('WEEKLY');
    expect(nodes[0]!.recipients).toEqual(['a@retail.demo', 'b@retail.demo']);
    expect(nodes[0]!.segment.screen).toBe('MERGE_SEGMENT');
    expect(nodes[1]!.segment.screen).toBe('SEGMENT');
    const health = nodes[0]!.adsAccount.apiHealth;
    expect(health).toHaveLength(7);
    expect(health.find((h) => h.platform === 'GADS')).toEqual({ platform: 'GADS', state: 'AVAILABLE', errorKind: 'OK' });
    expect(health.find((h) => h.platform === 'FBK')).toEqual({ platform: 'FBK', state: 'UNAVAILABLE', errorKind: 'CREDENTIALS' });
    expect(health.find((h) => h.platform === 'TIKTOK')!.state).toBe('UNVERIFIED');
  });

  it("a segment field beyond the embedded ones loads the page's segments in one batch call", async () => {
    service.calls.length = 0;
    const { result, restCalls } = await run(
      '{ audiences(pageSize: 30) { nodes { segment { code description canEdit type { label } } } } }',
    );
    expect(result.errors).toBeUndefined();
    const nodes = (result.data as { audiences: { nodes: { segment: { description: string; type: { label: string } } }[] } }).audiences
      .nodes;
    expect(nodes).toHaveLength(30);
    expect(nodes.every((n) => n.segment.description === 'Segmento completo' && n.segment.type.label === 'Contacto')).toBe(true);
    expect(restCalls).toBe(2);
    const byCode = service.calls.filter((c) => c.path === `${BASE}/segments/by-code`);
    expect(byCode).toHaveLength(1);
    expect(byCode[0]!.query.get('codes')!.split(',').sort()).toEqual(['SEG0', 'SEG1', 'SEG2']);
  });

  it('Segment.audiences resolves Audience entities for a page of segments in one call', async () => {
    service.calls.length = 0;
    const { result, restCalls } = await run(
      '{ segments(pageSize: 4) { nodes { code audiences { id name matchCount platform { code } } } } }',
    );
    expect(result.errors).toBeUndefined();
    const nodes = (result.data as { segments: { nodes: { code: string; audiences: { id: string; matchCount: number | null }[] }[] } })
      .segments.nodes;
    expect(nodes.find((n) => n.code === 'SEG0')!.audiences).toHaveLength(20);
    expect(nodes.find((n) => n.code === 'SEG9')!.audiences).toEqual([]);
    expect(nodes.find((n) => n.code === 'SEG0')!.audiences[0]).toEqual({
      id: '100',
      name: 'INCA_retail_0',
      matchCount: 52_000,
      platform: { code: 'GADS' },
    });
    expect(restCalls).toBe(2);
    expect(service.calls.filter((c) => c.path === `${BASE}/audiences/by-segments`)).toHaveLength(1);
  });

  it('refuses a page size out of range without calling the service', async () => {
    service.calls.length = 0;
    const { result } = await run('{ audiences(pageSize: 5001) { totalCount } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(service.calls).toHaveLength(0);
  });
});

describe('audience subgraph: detail, timeline and billing', () => {
  it("timeline names unknown codes INICIO and computes each entry's match on the audience's platform", async () => {
    const { result } = await run(
      '{ audience(id: "101") { platform { code } timeline(page: 2, pageSize: 2) { totalCount page pageSize nodes { statusCode statusName matchCount segmentUniqueUsers } } } }',
    );
    expect(result.errors).toBeUndefined();
    const { audience } = result.data as {
      audience: { platform: { code: string }; timeline: { totalCount: number; page: number; nodes: unknown[] } };
    };
    expect(audience.platform.code).toBe('FBK');
    expect(audience.timeline.totalCount).toBe(12);
    expect(audience.timeline.page).toBe(2);
    expect(audience.timeline.nodes).toEqual([
      { statusCode: 'P_PUB', statusName: 'Publicada', matchCount: 20, segmentUniqueUsers: 50 },
      { statusCode: 'X_NEW', statusName: 'INICIO', matchCount: null, segmentUniqueUsers: 45 },
    ]);
    const call = service.calls.findLast((c) => c.path === `${BASE}/audiences/timeline/by-ids`)!;
    expect([call.query.get('ids'), call.query.get('page'), call.query.get('page_size')]).toEqual(['101', '2', '2']);
  });

  it('billing rows carry their share of the summed totals', async () => {
    const { result } = await run('{ audience(id: "100") { billing { totalMatch percentage statusDate } } }');
    expect(result.errors).toBeUndefined();
    expect((result.data as { audience: { billing: unknown[] } }).audience.billing).toEqual([
      { totalMatch: 300, percentage: 75, statusDate: '2026-02-01T00:00:00.000Z' },
      { totalMatch: 100, percentage: 25, statusDate: '2026-01-01T00:00:00.000Z' },
    ]);
  });

  it('a page reads the timeline of every row in one call', async () => {
    service.calls.length = 0;
    const { result } = await run('{ audiences(pageSize: 8) { nodes { id timeline(pageSize: 2) { totalCount } } } }');
    expect(result.errors).toBeUndefined();
    expect(
      (result.data as { audiences: { nodes: { timeline: { totalCount: number } }[] } }).audiences.nodes.map((n) => n.timeline.totalCount),
    ).toEqual([0, 12, 0, 0, 0, 0, 0, 0]);
    const calls = service.calls.filter((c) => c.path.includes('/timeline'));
    expect(calls.map((c) => [c.path, c.query.get('ids'), c.query.get('page_size')])).toEqual([
      [`${BASE}/audiences/timeline/by-ids`, '100,101,102,103,104,105,106,107', '2'],
    ]);
  });

  it('billing of several audiences is one call; of an audience that cannot be billed FORBIDDEN without a call', async () => {
    service.calls.length = 0;
    const both = await run('{ a: audience(id: "100") { billing { totalMatch } } b: audience(id: "107") { billing { totalMatch } } }');
    expect(both.result.errors).toBeUndefined();
    expect(both.result.data).toEqual({ a: { billing: [{ totalMatch: 300 }, { totalMatch: 100 }] }, b: { billing: [] } });
    expect(service.calls.filter((c) => c.path.includes('/billing/')).map((c) => [c.path, c.body])).toEqual([
      [`${BASE}/audiences/billing/list/by-ids`, { ads_audience_ids: ['100', '107'] }],
    ]);

    service.calls.length = 0;
    const refused = await run('{ audience(id: "101") { billing { totalMatch } } }');
    expect([refused.result.errors?.[0]?.extensions?.code, refused.result.errors?.[0]?.message]).toEqual([
      'FORBIDDEN',
      'No tiene permisos para ver la facturación de esta audiencia.',
    ]);
    expect(service.calls.filter((c) => c.path.includes('/billing/'))).toEqual([]);
  });

  it('an audience the service does not answer is NOT_FOUND', async () => {
    const { result } = await run('{ audience(id: "9999") { id } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(result.errors?.[0]?.message).toBe('La audiencia no existe.');
  });
});

const CREATE = `mutation($i: CreateAudienceInput!) { createAudiences(input: $i) { created { id name platform { code } } errors { platform message } } }`;
const INPUT = {
  companyCode: '022',
  segmentCode: 'SEG1',
  name: 'retail compradores',
  description: 'Prueba',
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2026-06-30',
  frequency: 'MONTHLY',
  updateDay: 5,
  adsAccountCode: 'retail_ads',
  platforms: ['GADS', 'FBK', 'ADOBE'],
  recipients: [' a@retail.demo ', 'b@retail.demo'],
  google: { audienceType: 'CONTACT_INFO' },
  adobe: { dataset: 'ventas', table: 'clientes', flagVariable: 'a.b.c' },
};

describe('audience subgraph: creating audiences', () => {
  it('sends the §7 payload and answers a partial success with the failed platform', async () => {
    createMode = 'partial';
    service.calls.length = 0;
    const { result } = await run(CREATE, { i: INPUT });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      createAudiences: {
        created: [{ id: '100', name: 'INCA_retail_0', platform: { code: 'GADS' } }],
        errors: [{ platform: 'FBK', message: 'Ya existe una audiencia llamada INCA_x en la plataforma Meta.' }],
      },
    });
    const body = service.calls.find((c) => c.path === `${BASE}/audiences/create`)!.body as { payload: Record<string, unknown> };
    expect(body.payload).toMatchObject({
      segment_code: 'SEG1',
      company_code: '022',
      audience_name: 'retail compradores',
      audience_frequency_code: '1_MONTH',
      audience_update_date_number: 5,
      audience_start_date: '2026-01-01',
      audience_end_date: '2026-06-30',
      platform: ['gads', 'fbk', 'adobe'],
      recipients: 'a@retail.demo,b@retail.demo',
      audience_type_google: 'CONTACT_INFO',
      table_adobe: 't_inca_rel_clientes',
      nombre_var_adobe: 'a.b.c',
    });
  });

  it('when no platform was created the mutation fails with the errors (errors are only for partial success)', async () => {
    createMode = 'none';
    const { result } = await run(CREATE, { i: INPUT });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(result.errors?.[0]?.message).toBe('Ya existe una audiencia llamada INCA_x en la plataforma Meta.');
  });

  it("a rule broken by the input is BAD_USER_INPUT with the service's Spanish message", async () => {
    createMode = 'refused';
    const { result } = await run(CREATE, { i: { ...INPUT, platforms: ['CRITEO'] } });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('La cuenta publicitaria no tiene habilitada la plataforma Criteo.');
  });
});

describe('audience subgraph: acting on audiences', () => {
  it('bulkUpdateAudiences sends the §7 body and reads the updated audiences back in one call', async () => {
    service.calls.length = 0;
    const { result, restCalls } = await run(
      'mutation($i: BulkUpdateAudiencesInput!) { bulkUpdateAudiences(input: $i) { updatedCount message audiences { id frequency } } }',
      { i: { ids: ['101', '102', '103'], endDate: '2030-01-31T00:00:00Z', frequency: 'MONTHLY', updateDay: 28 } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      bulkUpdateAudiences: {
        updatedCount: 3,
        message: 'Se han actualizado 3 audiencias correctamente.',
        audiences: [
          { id: '101', frequency: 'WEEKLY' },
          { id: '102', frequency: 'WEEKLY' },
          { id: '103', frequency: 'WEEKLY' },
        ],
      },
    });
    expect(service.calls.find((c) => c.path.endsWith('/bulkUpdateAudiences'))!.body).toEqual({
      custom_audience_ids: ['101', '102', '103'],
      end_date: '2030-01-31',
      frequency: '1_MONTH',
      audience_update_date_number: 28,
    });
    expect(restCalls).toBe(2);
  });

  it('setAudienceEnabled(false) deactivates and answers the message with the audience', async () => {
    service.calls.length = 0;
    const { result } = await run('mutation { setAudienceEnabled(id: "101", enabled: false) { message audience { id } } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      setAudienceEnabled: { message: 'La audiencia se ha desactivado correctamente.', audience: { id: '101' } },
    });
    expect(service.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `PUT ${BASE}/audiences/101/deactivate`,
      `GET ${BASE}/audiences/by-ids`,
    ]);
  });

  it('updateAudience sends only the §4 edit fields and passes a refusal through with its message', async () => {
    service.calls.length = 0;
    const input = {
      name: 'editada',
      description: 'd',
      startDate: '2026-01-01',
      endDate: '2026-02-01',
      frequency: 'DAILY',
      recipients: ['x@y.cl'],
    };
    const { result } = await run('mutation($i: UpdateAudienceInput!) { updateAudience(id: "105", input: $i) { id name } }', { i: input });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ updateAudience: { id: '105', name: 'INCA_editada' } });
    expect(service.calls[0]!.body).toEqual({
      custom_audience_name: 'editada',
      custom_audience_description: 'd',
      start_date: '2026-01-01',
      end_date: '2026-02-01',
      frequency: '1_DAY',
      update_date_number: null,
      recipients: 'x@y.cl',
    });
    const refused = await run('mutation($i: UpdateAudienceInput!) { updateAudience(id: "105", input: $i) { id } }', {
      i: { ...input, name: '<b>' },
    });
    expect(refused.result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.result.errors?.[0]?.message).toBe('No se permiten caracteres especiales como <, >, ", \', `');
  });
});
