import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeService, subgraphRunner, type FakeAnswer, type FakeRequest } from '@inca/subgraph-kit/testing';
import { audienceSubgraph } from './server.ts';
import type { CouponRowDto } from './rest/CouponsClient.ts';
import type { AdsAccountDto } from './rest/models.ts';

const BASE = '/audience-management';
const NOT_ENABLED = 'No tiene habilitados los cupones.';
const NO_USER_ID = 'Debe seleccionar un segmento que contenga la columna "user_id".';

const account: AdsAccountDto = {
  company_code: '022',
  technical_name: 'retail_loyalty',
  business_name: 'Retail Fidelización',
  it_manager_email: 'ti@retail.demo',
  flag_gads: '0',
  flag_fbk: '0',
  flag_tiktok: '0',
  flag_salesforce: '1',
  flag_talonone: '1',
  flag_criteo: '0',
  flag_adobe: '0',
  errors: [{ talonone_error: 'ok' }],
};

const STATUSES = ['P_NOD', 'P_ENV', 'P_ACT', 'P_PUB', 'E_T1'];

function row(i: number): CouponRowDto {
  return {
    id: 500 + i,
    custom_audience_id: String(500 + i),
    custom_coupons_id: String(70 + i),
    custom_coupons_name: `INCA_cupon_${i}`,
    custom_coupons_description: 'Cupones de prueba',
    company_code: '022',
    company_name: 'Retail Andina S.A.',
    segment_code: 'SEGC',
    segment_name: 'INCA_Clientes',
    segment_type: 2,
    ads_platform_code: 'talonone',
    ads_platform_name: 'Talon One',
    ads_account_code: 'retail_loyalty',
    ads_account_name: 'Retail Fidelización',
    assignment_status_code: STATUSES[i % STATUSES.length]!,
    assignment_status_name: 'Estado',
    assignment_status_date: '2026-03-02T10:00:00Z',
    is_enabled: i % 4 === 3 ? '0' : '1',
    requested: '0',
    frequency: '1_DAY',
    update_date_number: null,
    created_date: '2026-03-01T12:00:00Z',
    last_process_date: i === 0 ? null : '2026-03-02T10:00:00Z',
    start_date: '2026-03-01',
    end_date: '2026-04-30T00:00:00Z',
    usage_limit: '1',
    discount_limit: '1500.50',
    reservation_limit: 2,
    talonone_application_id: 11,
    talonone_campaign_id: 901,
    talonone_campaign: { name: 'Bienvenida', couponSettings: { couponPattern: 'INCA-####', validCharacters: ['A', 'B', '1'] } },
    source_file_row_count: '120',
    segment_size: 130,
    audience_match_count: i % 5 === 3 ? 118 : null,
    match_data: i % 5 === 3 ? { num_received: 118 } : null,
    can_edit: true,
    can_delete: true,
    can_toggle: true,
    can_resend: i % 5 === 0,
    can_update_frequency: false,
  };
}

const ROWS = Array.from({ length: 23 }, (_, i) => row(i));

function answer(request: FakeRequest): FakeAnswer {
  const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ status: 200, body: { status: true, data, ...extra } });
  const refuse = (status: number, code: string, message: string) => ({ status, body: { status: false, code, message } });
  const { method, path, query, body } = request;
  if (method === 'GET' && path === `${BASE}/coupons/list`) {
    if (query.get('company_code') === '032') return refuse(403, 'FORBIDDEN', NOT_ENABLED);
    const page = Number(query.get('page'));
    const size = Number(query.get('page_size'));
    return ok(ROWS.slice((page - 1) * size, page * size), { total: ROWS.length });
  }
  if (method === 'GET' && path === `${BASE}/coupons/73/retrieve`) {
    const { id: _audienceId, ...campaign } = row(3);
    return ok({
      ...campaign,
      id: 73,
      custom_coupons_name: 'INCA_cupon_3',
      rows: [row(3)],
      estados: [
        {
          assignment_status_code: 'P_NOD',
          assignment_status_date: '2026-03-01T12:00:00Z',
          ads_platform_code: 'talonone',
          segment_row_count_unique: 0,
          source_file_row_count: 0,
          audience_match_count: null,
        },
        {
          assignment_status_code: 'P_PUB',
          assignment_status_date: '2026-03-02T10:00:00Z',
          ads_platform_code: 'talonone',
          segment_row_count_unique: '130',
          source_file_row_count: 120,
          audience_match_count: '118',
        },
        {
          assignment_status_code: 'P_ENV',
          assignment_status_date: '2026-03-02T09:00:00Z',
          ads_platform_code: 'talonone',
          segment_row_count_unique: 130,
          source_file_row_count: 120,
          audience_match_count: null,
        },
      ],
      tracks: [],
      stats: [
        { day: '2026-03-03', issued: 0, reserved: 4, redeemed: 7 },
        { day: '2026-03-02', issued: 118, reserved: 10, redeemed: '3' },
      ],
    });
  }
  if (method === 'GET' && path === `${BASE}/coupons/73/stats`) return ok([{ day: '2026-03-02', issued: 118, reserved: 10, redeemed: 3 }]);
  if (method === 'GET' && /\/coupons\/\d+\/retrieve$/.test(path)) return refuse(404, 'NOT_FOUND', 'La campaña de cupones no existe.');
  if (method === 'GET' && path === `${BASE}/audiences/states/list`)
    return ok([
      { code: 'P_PUB', name: 'Publicada', description: '' },
      { code: 'P_ENV', name: 'Enviada', description: '' },
    ]);
  if (method === 'GET' && path === `${BASE}/ads-accounts/list`) return ok([account]);
  if (method === 'POST' && path === `${BASE}/coupons/check-segmento-coupons`) {
    const segment = (body as { segment_code: string }).segment_code;
    return segment === 'SEGADV' ? refuse(400, 'BAD_USER_INPUT', NO_USER_ID) : ok({ valid: true });
  }
  if (method === 'POST' && path === `${BASE}/coupons/talonone-campaigns`) {
    return ok([
      {
        id: 901,
        applicationId: 11,
        name: 'Bienvenida',
        state: 'enabled',
        couponSettings: { couponPattern: 'INCA-####', validCharacters: 'AB1' },
      },
    ]);
  }
  if (method === 'POST' && path === `${BASE}/coupons/create`) {
    if ((body as { coupons_name: string }).coupons_name.includes('<'))
      return refuse(400, 'BAD_USER_INPUT', 'No se permiten caracteres especiales como <, >, ", \', `');
    return ok({ custom_coupons_id: '73', rows: [row(3)] }, { message: 'Se ha registrado correctamente.' });
  }
  if (method === 'PUT' && path === `${BASE}/coupons/73/update`)
    return ok({ custom_coupons_id: '73' }, { message: 'La audiencia se actualizó correctamente' });
  if (method === 'POST' && path === `${BASE}/coupons/resend`)
    return ok({ custom_coupons_id: '73' }, { message: 'Los cupones se estan reenviado.' });
  return refuse(404, 'NOT_FOUND', 'Ruta no encontrada.');
}

let service: Awaited<ReturnType<typeof fakeService>>;
const run = subgraphRunner(audienceSubgraph, () => service.url);

beforeAll(async () => {
  service = await fakeService(answer);
});
afterAll(() => service.close());

const PAGE = `query($n: Int, $f: CouponFilter) { couponCampaigns(pageSize: $n, filter: $f) { totalCount page pageSize nodes {
  id name startDate endDate usageLimit discountLimit reservationLimit talonOneApplicationId
  talonOneCampaign { id name couponSettings { couponPattern validCharacters } }
  audience { id enabled statusColor matchCount status { code } canResend canDelete }
} } }`;

type Node = {
  id: string;
  endDate: string;
  usageLimit: number;
  discountLimit: number;
  talonOneCampaign: { id: string; couponSettings: { validCharacters: string[] } };
  audience: { id: string; enabled: boolean; statusColor: string; matchCount: number | null; status: { code: string }; canResend: boolean };
};

describe('audience subgraph: coupon campaigns list', () => {
  it('a page of 10 costs one REST call, the Talon.One audience of each row included', async () => {
    service.calls.length = 0;
    const { result, restCalls } = await run(PAGE, { n: 10, f: { name: ' cupon ', enabled: false, companyCode: '022', status: 'P_PUB' } });
    expect(result.errors).toBeUndefined();
    const page = (result.data as { couponCampaigns: { totalCount: number; nodes: Node[] } }).couponCampaigns;
    expect(page.totalCount).toBe(23);
    expect(page.nodes).toHaveLength(10);
    expect(restCalls).toBe(1);
    const query = service.calls[0]!.query;
    expect([query.get('name'), query.get('enabled'), query.get('company_code'), query.get('status'), query.get('page_size')]).toEqual([
      'cupon',
      '0',
      '022',
      'P_PUB',
      '10',
    ]);
  });

  it('each campaign carries its audience status colour (DESACTIVADO grey), match and limits', async () => {
    const { result } = await run(PAGE, { n: 10 });
    const nodes = (result.data as { couponCampaigns: { nodes: Node[] } }).couponCampaigns.nodes;
    nodes.forEach((node, i) => {
      const enabled = i % 4 !== 3;
      const colour = { P_ENV: 'BLUE', P_ACT: 'ORANGE', P_PUB: 'GREEN' }[STATUSES[i % 5]!] ?? 'RED';
      expect(node.id).toBe(String(70 + i));
      expect(node.audience.id).toBe(String(500 + i));
      expect(node.audience.statusColor, `row ${i}`).toBe(enabled ? colour : 'GREY');
      expect(node.audience.matchCount).toBe(i % 5 === 3 ? 118 : null);
      expect(node.audience.canResend).toBe(i % 5 === 0);
    });
    expect(nodes[0]).toMatchObject({
      endDate: '2026-04-30',
      usageLimit: 1,
      discountLimit: 1500.5,
      talonOneCampaign: { id: '901', couponSettings: { validCharacters: ['A', 'B', '1'] } },
    });
  });

  it('a company without coupons is FORBIDDEN with the service message', async () => {
    const { result } = await run(PAGE, { n: 10, f: { companyCode: '032' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(result.errors?.[0]?.message).toBe(NOT_ENABLED);
  });

  it('refuses a page size over 100 without calling the service', async () => {
    service.calls.length = 0;
    const { result } = await run(PAGE, { n: 101 });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(service.calls).toHaveLength(0);
  });
});

describe('audience subgraph: one coupon campaign', () => {
  const DETAIL = `{ couponCampaign(id: "73") { id name description segmentSize sourceFileRowCount
    adsAccount { technicalName platforms }
    timeline { statusCode statusName platform uploadSize matchSize }
    dailyStats { day issued reserved redeemed } couponsIssued couponsReserved couponsRedeemed
    audience { id name matchCount } } }`;

  it('timeline newest first with status names, stats oldest first and their sums', async () => {
    service.calls.length = 0;
    const { result } = await run(DETAIL);
    expect(result.errors).toBeUndefined();
    const c = (result.data as { couponCampaign: Record<string, unknown> }).couponCampaign;
    expect(c).toMatchObject({
      id: '73',
      name: 'INCA_cupon_3',
      segmentSize: 130,
      sourceFileRowCount: 120,
      adsAccount: { technicalName: 'retail_loyalty', platforms: ['SALESFORCE', 'TALONONE'] },
    });
    expect(c.timeline).toEqual([
      { statusCode: 'P_PUB', statusName: 'Publicada', platform: 'TALONONE', uploadSize: 130, matchSize: 118 },
      { statusCode: 'P_ENV', statusName: 'Enviada', platform: 'TALONONE', uploadSize: 130, matchSize: null },
      { statusCode: 'P_NOD', statusName: 'INICIO', platform: 'TALONONE', uploadSize: 0, matchSize: null },
    ]);
    expect(c.dailyStats).toEqual([
      { day: '2026-03-02', issued: 118, reserved: 10, redeemed: 3 },
      { day: '2026-03-03', issued: 0, reserved: 4, redeemed: 7 },
    ]);
    expect([c.couponsIssued, c.couponsReserved, c.couponsRedeemed]).toEqual([118, 14, 10]);
    expect(c.audience).toEqual({ id: '503', name: 'INCA_cupon_3', matchCount: 118 });
    expect(service.calls.filter((call) => call.path.endsWith('/retrieve'))).toHaveLength(1);
  });

  it('dailyStats between two days asks the stats path with them', async () => {
    service.calls.length = 0;
    const { result } = await run(
      '{ couponCampaign(id: "73") { dailyStats(from: "2026-03-02", to: "2026-03-02T23:00:00Z") { day issued } } }',
    );
    expect(result.errors).toBeUndefined();
    expect((result.data as { couponCampaign: { dailyStats: unknown[] } }).couponCampaign.dailyStats).toEqual([
      { day: '2026-03-02', issued: 118 },
    ]);
    const call = service.calls.find((c) => c.path.endsWith('/stats'))!;
    expect([call.query.get('from'), call.query.get('to')]).toEqual(['2026-03-02', '2026-03-02']);
  });

  it('a campaign the service does not answer is NOT_FOUND', async () => {
    const { result } = await run('{ couponCampaign(id: "999") { id } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('resolves CouponCampaign entities by id', async () => {
    const { result } = await run('query($r: [_Any!]!) { _entities(representations: $r) { ... on CouponCampaign { id name } } }', {
      r: [{ __typename: 'CouponCampaign', id: '73' }],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ _entities: [{ id: '73', name: 'INCA_cupon_3' }] });
  });
});

describe('audience subgraph: the coupon form calls', () => {
  it("couponSegmentCheck answers the rule's refusal as valid false with the message", async () => {
    const q =
      'query($s: ID!) { couponSegmentCheck(companyCode: "022", segmentCode: $s, adsAccountCode: "retail_loyalty") { valid message } }';
    expect((await run(q, { s: 'SEGC' })).result.data).toEqual({ couponSegmentCheck: { valid: true, message: null } });
    expect((await run(q, { s: 'SEGADV' })).result.data).toEqual({ couponSegmentCheck: { valid: false, message: NO_USER_ID } });
    expect(service.calls.findLast((c) => c.path.endsWith('/check-segmento-coupons'))!.body).toEqual({
      segment_code: 'SEGADV',
      company_code: '022',
      ads_account_code: 'retail_loyalty',
    });
  });

  it("talonOneCouponCampaigns carries each campaign's coupon pattern", async () => {
    const { result } = await run(
      '{ talonOneCouponCampaigns(companyCode: "022", adsAccountCode: "retail_loyalty", applicationId: "11") { id applicationId name state couponSettings { couponPattern validCharacters } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      talonOneCouponCampaigns: [
        {
          id: '901',
          applicationId: '11',
          name: 'Bienvenida',
          state: 'enabled',
          couponSettings: { couponPattern: 'INCA-####', validCharacters: ['A', 'B', '1'] },
        },
      ],
    });
    expect(service.calls.findLast((c) => c.path.endsWith('/talonone-campaigns'))!.body).toEqual({
      company_code: '022',
      platform: 'talonone',
      ads_account_code: 'retail_loyalty',
      application_id: '11',
    });
  });

  const CREATE = 'mutation($i: CreateCouponCampaignInput!) { createCouponCampaign(input: $i) { id name audience { id status { code } } } }';
  const INPUT = {
    companyCode: '022',
    segmentCode: 'SEGC',
    name: 'bienvenida',
    description: 'Cupón de bienvenida',
    startDate: '2026-03-01T00:00:00.000Z',
    endDate: '2026-04-30',
    usageLimit: 1,
    discountLimit: 1500.5,
    reservationLimit: 2,
    adsAccountCode: 'retail_loyalty',
    platforms: ['TALONONE'],
    talonOneApplicationId: '11',
    talonOneCampaignId: '901',
  };

  it('createCouponCampaign sends the §7 body and answers the created campaign', async () => {
    service.calls.length = 0;
    const { result } = await run(CREATE, { i: INPUT });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      createCouponCampaign: { id: '73', name: 'INCA_cupon_3', audience: { id: '503', status: { code: 'P_PUB' } } },
    });
    expect(service.calls.find((c) => c.path.endsWith('/coupons/create'))!.body).toEqual({
      segment_code: 'SEGC',
      company_code: '022',
      coupons_name: 'bienvenida',
      coupons_description: 'Cupón de bienvenida',
      coupons_start_date: '2026-03-01',
      coupons_end_date: '2026-04-30',
      usage_limit: 1,
      discount_limit: 1500.5,
      reservation_limit: 2,
      campaign: { application_id: '11', campaign_id: '901' },
      platform: ['talonone'],
      ads_account_code: 'retail_loyalty',
    });
  });

  it("a refused create is BAD_USER_INPUT with the service's Spanish message", async () => {
    const { result } = await run(CREATE, { i: { ...INPUT, name: '<b>' } });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('No se permiten caracteres especiales como <, >, ", \', `');
  });

  it('updateCouponCampaignDates sends only the dates; resend sends the campaign id', async () => {
    service.calls.length = 0;
    const { result } = await run(
      'mutation { updateCouponCampaignDates(id: "73", startDate: "2026-03-05T00:00:00Z", endDate: "2026-05-01") { id endDate } }',
    );
    expect(result.errors).toBeUndefined();
    expect(service.calls[0]!.body).toEqual({ start_date: '2026-03-05', end_date: '2026-05-01' });
    service.calls.length = 0;
    const resent = await run('mutation { resendCouponCampaign(id: "73") { id } }');
    expect(resent.result.errors).toBeUndefined();
    expect(service.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${BASE}/coupons/resend`, `GET ${BASE}/coupons/73/retrieve`]);
    expect(service.calls[0]!.body).toEqual({ custom_coupons_id: '73' });
  });
});
