import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COUPON_MESSAGES, couponFormErrors, couponPlatformError, couponUpdateErrors, matchCountOf, santiagoToday } from '@inca/domain';
import { gatewayUrl, graphql, login, rest } from '../src/client.ts';

/** The coupon service (coupons-contract.md): demo data, every path, refusals that write nothing, coupon audiences apart. */

type CouponRow = {
  id: number;
  custom_audience_id: string;
  custom_coupons_id: string;
  custom_coupons_name: string;
  custom_coupons_description: string;
  company_code: string;
  company_name: string;
  segment_code: string;
  segment_name: string;
  segment_type: number;
  ads_platform_code: string;
  ads_platform_name: string;
  ads_account_code: string;
  assignment_status_code: string;
  assignment_status_date: string;
  is_enabled: '0' | '1';
  frequency: string;
  created_date: string;
  last_process_date: string | null;
  start_date: string;
  end_date: string;
  usage_limit: number;
  discount_limit: number;
  reservation_limit: number;
  talonone_application_id: string;
  talonone_campaign_id: string;
  talonone_campaign: { id: string; name: string; couponSettings: { couponPattern: string; validCharacters: string[] } };
  source_file_row_count: number;
  segment_size: number;
  audience_match_count: number | null;
  match_data: Record<string, unknown> | null;
  can_edit: boolean;
  can_delete: boolean;
  can_toggle: boolean;
  can_resend: boolean;
  can_update_frequency: boolean;
};
type Day = { day: string; issued: number; reserved: number; redeemed: number };
type Retrieve = CouponRow & {
  rows: CouponRow[];
  estados: {
    assignment_status_code: string;
    assignment_status_date: string;
    ads_platform_code: string;
    segment_row_count_unique: number;
    source_file_row_count: number;
    audience_match_count: number | null;
  }[];
  tracks: { track_date: string }[];
  stats: Day[];
};
type Ok<T> = { status: boolean; data: T; message?: string; total?: number };
type Err = { status: boolean; code: string; message: string };

const USERS = ['admin@corp.demo', 'steward@corp.demo', 'analyst@retail.demo', 'user@retail.demo', 'analyst@brand.demo', 'user@brand.demo'];
const tokens: Record<string, string> = {};
let db: pg.Client;
const S = 'audience_management';
beforeAll(async () => {
  for (const email of USERS) tokens[email] = (await login(email)).token;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(async () => db?.end());

const am = <T>(email: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<T>('audience-management', `/audience-management${path}`, { token: tokens[email]!, ...init });
const coupons = <T>(email: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  am<T & Err>(email, `/coupons${path}`, init);
const RUN = Date.now().toString(36).slice(-5);
const today = santiagoToday();
const plusDays = (n: number) => santiagoToday(new Date(Date.now() + n * 86_400_000));

/** Every table a coupon write touches: a refused request leaves them all as they were. */
async function counts() {
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM ${S}.coupon_campaigns) c, (SELECT count(*) FROM ${S}.audiences) a, (SELECT count(*) FROM ${S}.audience_timeline) t,
            (SELECT md5(string_agg(id || custom_coupons_name || start_date || end_date, ',' ORDER BY id)) FROM ${S}.coupon_campaigns) x`,
  );
  return rows[0];
}
async function withFlag<T>(
  company: string,
  flag: 'talonone_coupons' | 'user_id_talonone',
  value: '0' | '1',
  run: () => Promise<T>,
): Promise<T> {
  const before = (await db.query(`SELECT ${flag} AS v FROM ${S}.company_flags WHERE company_code = $1`, [company])).rows[0].v;
  await db.query(`UPDATE ${S}.company_flags SET ${flag} = $2 WHERE company_code = $1`, [company, value]);
  try {
    return await run();
  } finally {
    await db.query(`UPDATE ${S}.company_flags SET ${flag} = $2 WHERE company_code = $1`, [company, before]);
  }
}

let contact = '';
let advertising = '';
let crossTable = '';
beforeAll(async () => {
  const pick = async (type: number, extra = '') =>
    (
      await db.query(
        `SELECT code FROM ${S}.segments WHERE owner_company_code = '022' AND segment_type_id = $1 ${extra} ORDER BY code LIMIT 1`,
        [type],
      )
    ).rows[0]?.code as string;
  contact = await pick(2);
  advertising = await pick(5);
  crossTable = await pick(1);
  expect([contact, advertising, crossTable].every(Boolean)).toBe(true);
});

const payload = (over: Record<string, unknown> = {}) => ({
  segment_code: contact,
  company_code: '022',
  coupons_name: `cupon prueba ${RUN}`,
  coupons_description: 'Cupones de prueba',
  coupons_start_date: today,
  coupons_end_date: `${plusDays(60)}T00:00:00.000Z`,
  usage_limit: 1,
  discount_limit: '5000.50',
  reservation_limit: 2,
  campaign: { application_id: '1201', campaign_id: '50101' },
  platform: ['talonone'],
  ads_account_code: 'retail_loyalty',
  ...over,
});
const create = (email: string, over: Record<string, unknown> = {}) =>
  coupons<Ok<{ custom_coupons_id: string; rows: CouponRow[] }>>(email, '/create', { method: 'POST', body: payload(over) });

describe('demo data: company 022', () => {
  it('has 12 coupon campaigns on its Talon.One account, 10 a page, newest first, every status and one disabled', async () => {
    const first = await coupons<Ok<CouponRow[]>>('analyst@retail.demo', '/list?company_code=022');
    expect(first.status).toBe(200);
    const seeded = async () =>
      (
        await db.query(
          `SELECT count(*)::int AS n FROM ${S}.coupon_campaigns WHERE company_code = '022' AND created_by = 'analyst@retail.demo' AND created_date < now() - interval '1 day'`,
        )
      ).rows[0].n;
    expect(await seeded()).toBe(12);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.total).toBeGreaterThanOrEqual(12);
    const second = await coupons<Ok<CouponRow[]>>('analyst@retail.demo', `/list?company_code=022&page=2`);
    const all = [...first.body.data, ...second.body.data];
    const dates = all.map((r) => Date.parse(r.created_date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const demo = all.filter((r) => r.custom_coupons_name.startsWith('INCA_Cupón '));
    expect(demo).toHaveLength(12);
    for (const r of demo) {
      expect(r.ads_platform_code).toBe('talonone');
      expect(r.ads_account_code).toBe('retail_loyalty');
      expect(r.company_code).toBe('022');
      expect(r.talonone_campaign.couponSettings.couponPattern.length).toBeGreaterThan(0);
    }
    const statuses = new Set(demo.map((r) => r.assignment_status_code));
    for (const code of ['P_NOD', 'P_ENV', 'P_ACT', 'P_PUB']) expect(statuses).toContain(code);
    expect([...statuses].some((s) => s.startsWith('E_'))).toBe(true);
    expect(demo.filter((r) => r.is_enabled === '0')).toHaveLength(1);
    const months = new Set(demo.map((r) => r.created_date.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(4);
  });

  it('every seeded campaign opens, passes the coupon rules and re-saves through the product', async () => {
    const { rows } = await db.query(
      `SELECT cc.custom_coupons_id, cc.custom_coupons_name, cc.custom_coupons_description, cc.segment_code, to_char(cc.start_date, 'YYYY-MM-DD') AS start_date,
              to_char(cc.end_date, 'YYYY-MM-DD') AS end_date, cc.usage_limit, cc.discount_limit, cc.reservation_limit, cc.talonone_application_id,
              cc.talonone_campaign_id, acc.technical_name, acc.flag_talonone
         FROM ${S}.coupon_campaigns cc JOIN ${S}.ads_accounts acc ON acc.id = cc.ads_account_id
        WHERE cc.custom_coupons_name LIKE 'INCA\\_Cupón %' ORDER BY cc.id`,
    );
    expect(rows).toHaveLength(12);
    for (const c of rows) {
      const form = couponFormErrors(
        {
          segmentCode: c.segment_code,
          name: c.custom_coupons_name,
          description: c.custom_coupons_description,
          startDate: c.start_date,
          endDate: c.end_date,
          usageLimit: c.usage_limit,
          discountLimit: c.discount_limit,
          reservationLimit: c.reservation_limit,
          adsAccountCode: c.technical_name,
          applicationId: c.talonone_application_id,
          campaignId: c.talonone_campaign_id,
          platforms: ['talonone'],
        },
        c.start_date,
      );
      expect(form, c.custom_coupons_name).toEqual({});
      expect(couponPlatformError(['talonone'], { flag_talonone: c.flag_talonone })).toBeUndefined();
      expect(couponUpdateErrors({ startDate: c.start_date, endDate: c.end_date }, today)).toEqual({});
      const opened = await coupons<Ok<Retrieve>>('analyst@retail.demo', `/${c.custom_coupons_id}/retrieve`);
      expect(opened.status).toBe(200);
      expect(opened.body.data.custom_coupons_name).toBe(c.custom_coupons_name);
      const check = await coupons<Ok<{ valid: boolean }>>('analyst@retail.demo', '/check-segmento-coupons', {
        method: 'POST',
        body: { segment_code: c.segment_code, company_code: '022', ads_account_code: c.technical_name },
      });
      expect(check.body).toMatchObject({ status: true, data: { valid: true } });
      const resaved = await coupons<Ok<unknown>>('analyst@retail.demo', `/${c.custom_coupons_id}/update`, {
        method: 'PUT',
        body: { start_date: c.start_date, end_date: c.end_date },
      });
      expect(resaved.status, resaved.body.message).toBe(200);
    }
  });

  it('published campaigns: timeline newest first, tracks, and coupons per day (issued ≈ members, redeemed growing)', async () => {
    const { rows } = await db.query(
      `SELECT cc.custom_coupons_id FROM ${S}.coupon_campaigns cc JOIN ${S}.audiences a ON a.coupon_campaign_id = cc.id
        WHERE cc.custom_coupons_name LIKE 'INCA\\_Cupón %' AND a.assignment_status_code = 'P_PUB' ORDER BY cc.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const { custom_coupons_id: id } of rows) {
      const d = (await coupons<Ok<Retrieve>>('analyst@retail.demo', `/${id}/retrieve`)).body.data;
      const times = d.estados.map((e) => Date.parse(e.assignment_status_date));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(d.estados[0]!.assignment_status_code).toBe('P_PUB');
      expect(d.estados.at(-1)!.assignment_status_code).toBe('P_NOD');
      expect(d.estados.every((e) => e.ads_platform_code === 'talonone')).toBe(true);
      expect(d.tracks.length).toBeGreaterThan(0);
      expect(d.stats.length).toBeGreaterThan(1);
      const days = d.stats.map((s) => s.day);
      expect([...days].sort()).toEqual(days);
      const issued = d.stats.reduce((n, s) => n + s.issued, 0);
      const members = matchCountOf('talonone', d.rows[0]!.match_data)!;
      expect(issued).toBeGreaterThan(members * 0.9);
      expect(issued).toBeLessThan(members * 1.1);
      const redeemed = d.stats.reduce((n, s) => n + s.redeemed, 0);
      expect(redeemed).toBeGreaterThan(0);
      expect(redeemed).toBeLessThanOrEqual(issued);
      const window = await coupons<Ok<Day[]>>('analyst@retail.demo', `/${id}/stats?from=${days[1]}&to=${days[1]}`);
      expect(window.body.data).toEqual([d.stats[1]]);
    }
  });
});

describe('list', () => {
  it('filters by name (case and accents), status and enabled', async () => {
    const byName = await coupons<Ok<CouponRow[]>>(
      'analyst@retail.demo',
      `/list?company_code=022&name=${encodeURIComponent('cupon BIENVENIDA')}`,
    );
    expect(byName.body.data.map((r) => r.custom_coupons_name)).toEqual(['INCA_Cupón Bienvenida socios']);
    const published = await coupons<Ok<CouponRow[]>>('analyst@retail.demo', '/list?company_code=022&status=P_PUB&page_size=50');
    expect(published.body.data.length).toBeGreaterThan(0);
    expect(published.body.data.every((r) => r.assignment_status_code === 'P_PUB')).toBe(true);
    const disabled = await coupons<Ok<CouponRow[]>>('analyst@retail.demo', '/list?company_code=022&enabled=false');
    expect(disabled.body.data.every((r) => r.is_enabled === '0')).toBe(true);
    expect(disabled.body.data.length).toBeGreaterThanOrEqual(1);
  });

  it('the admin sees any flagged company; a foreign company is 403; the flag off is 403', async () => {
    expect((await coupons<Ok<CouponRow[]>>('admin@corp.demo', '/list?company_code=022')).body.total).toBeGreaterThanOrEqual(12);
    const foreign = await coupons<Ok<CouponRow[]>>('user@brand.demo', '/list?company_code=022');
    expect([foreign.status, foreign.body.message]).toEqual([403, COUPON_MESSAGES.companyForbidden]);
    const off = await coupons<Ok<CouponRow[]>>('admin@corp.demo', '/list?company_code=011');
    expect([off.status, off.body.message]).toEqual([403, COUPON_MESSAGES.flagOff]);
    // Without company_code: the caller's flagged companies (024 has the flag and no campaigns).
    const own = await coupons<Ok<CouponRow[]>>('user@brand.demo', '/list');
    expect([own.status, own.body.total]).toEqual([200, 0]);
  });
});

describe('flag refusal: talonone_coupons "0"', () => {
  it('refuses every path with 403 and writes nothing', async () => {
    const id = (await db.query(`SELECT custom_coupons_id FROM ${S}.coupon_campaigns WHERE company_code = '022' ORDER BY id LIMIT 1`))
      .rows[0].custom_coupons_id;
    await withFlag('022', 'talonone_coupons', '0', async () => {
      const before = await counts();
      const calls = [
        coupons('analyst@retail.demo', '/list?company_code=022'),
        coupons('analyst@retail.demo', '/list'),
        create('analyst@retail.demo', { coupons_name: `apagado ${RUN}` }),
        coupons('analyst@retail.demo', `/${id}/retrieve`),
        coupons('analyst@retail.demo', `/${id}/stats`),
        coupons('analyst@retail.demo', `/${id}/update`, { method: 'PUT', body: { start_date: today, end_date: plusDays(10) } }),
        coupons('analyst@retail.demo', '/resend', { method: 'POST', body: { custom_coupons_id: id } }),
        coupons('analyst@retail.demo', '/talonone-applications', {
          method: 'POST',
          body: { company_code: '022', platform: 'talonone', ads_account_code: 'retail_loyalty' },
        }),
        coupons('analyst@retail.demo', '/talonone-campaigns', {
          method: 'POST',
          body: { company_code: '022', platform: 'talonone', ads_account_code: 'retail_loyalty', application_id: '1201' },
        }),
        coupons('analyst@retail.demo', '/check-segmento-coupons', {
          method: 'POST',
          body: { company_code: '022', segment_code: contact, ads_account_code: 'retail_loyalty' },
        }),
      ];
      for (const answer of await Promise.all(calls)) expect([answer.status, answer.body.message]).toEqual([403, COUPON_MESSAGES.flagOff]);
      expect(await counts()).toEqual(before);
    });
    const admin011 = await create('admin@corp.demo', { company_code: '011', ads_account_code: 'finance_coupons' });
    expect([admin011.status, admin011.body.message]).toEqual([403, COUPON_MESSAGES.flagOff]);
  });
});

describe('create', () => {
  let made: CouponRow;
  it('creates the campaign and its Talon.One audience at P_NOD, INCA_ added, the Talon.One campaign read and stored', async () => {
    const before = await counts();
    const created = await create('analyst@retail.demo');
    expect(created.status, created.body.message).toBe(200);
    expect(created.body.message).toBe(COUPON_MESSAGES.registered);
    expect(created.body.data.rows).toHaveLength(1);
    made = created.body.data.rows[0]!;
    expect(made).toMatchObject({
      custom_coupons_id: created.body.data.custom_coupons_id,
      custom_coupons_name: `INCA_cupon prueba ${RUN}`,
      ads_platform_code: 'talonone',
      ads_account_code: 'retail_loyalty',
      assignment_status_code: 'P_NOD',
      is_enabled: '1',
      frequency: '1_DAY',
      start_date: today,
      end_date: plusDays(60),
      usage_limit: 1,
      discount_limit: 5000.5,
      reservation_limit: 2,
      talonone_application_id: '1201',
      talonone_campaign_id: '50101',
      can_delete: true,
    });
    const campaigns = await coupons<Ok<{ id: string; name: string; couponSettings: unknown }[]>>(
      'analyst@retail.demo',
      '/talonone-campaigns',
      {
        method: 'POST',
        body: { company_code: '022', platform: 'talonone', ads_account_code: 'retail_loyalty', application_id: '1201' },
      },
    );
    const talon = campaigns.body.data.find((c) => c.id === '50101')!;
    expect(made.talonone_campaign).toMatchObject({ name: talon.name, couponSettings: talon.couponSettings });
    const after = await counts();
    expect([Number(after.c), Number(after.a), Number(after.t)]).toEqual([Number(before.c) + 1, Number(before.a) + 1, Number(before.t) + 1]);
    const stored = (
      await db.query(`SELECT coupon_campaign_id::text, frequency, talonone_campaign_id FROM ${S}.audiences WHERE id = $1`, [made.id])
    ).rows[0];
    expect(stored).toEqual({ coupon_campaign_id: made.custom_coupons_id, frequency: '1_DAY', talonone_campaign_id: '50101' });
  });

  it('a name already used in the company is refused', async () => {
    const before = await counts();
    const again = await create('analyst@retail.demo', { coupons_name: `INCA_cupon prueba ${RUN}` });
    expect([again.status, again.body.message]).toEqual([409, `Ya existe una campaña de cupones llamada INCA_cupon prueba ${RUN}.`]);
    expect(await counts()).toEqual(before);
  });

  const R = COUPON_MESSAGES.required;
  const refusals: [string, Record<string, unknown>, string][] = [
    ['no segment', { segment_code: null }, R],
    ['no name', { coupons_name: '  ' }, R],
    ['no description', { coupons_description: '' }, R],
    ['no start date', { coupons_start_date: null }, R],
    ['no end date', { coupons_end_date: '' }, R],
    ['no usage limit', { usage_limit: null }, R],
    ['no discount limit', { discount_limit: '' }, R],
    ['no reservation limit', { reservation_limit: undefined }, R],
    ['no ad account', { ads_account_code: null }, R],
    ['no Talon.One campaign', { campaign: { application_id: '1201' } }, R],
    ['a name over 45 with its prefix', { coupons_name: 'c'.repeat(41) }, COUPON_MESSAGES.nameTooLong],
    ['a name with < > " \' `', { coupons_name: 'cupon <b>' }, 'No se permiten caracteres especiales como <, >, ", \', `'],
    ['start after end', { coupons_start_date: plusDays(90) }, COUPON_MESSAGES.datesOrder],
    ['start before today', { coupons_start_date: plusDays(-1) }, COUPON_MESSAGES.startBeforeToday],
    ['a usage limit out of range', { usage_limit: -1 }, COUPON_MESSAGES.usageLimit],
    ['a discount with 3 decimals', { discount_limit: 1.005 }, COUPON_MESSAGES.discountLimit],
    ['a reservation limit over 999', { reservation_limit: 1000 }, COUPON_MESSAGES.reservationLimit],
    ['no platform', { platform: [] }, COUPON_MESSAGES.platformRequired],
    ['another platform', { platform: ['talonone', 'gads'] }, COUPON_MESSAGES.onlyTalonOne],
    ['an account without Talon One', { ads_account_code: 'retail_ads' }, COUPON_MESSAGES.accountWithoutTalonOne],
    ['an account of another company', { ads_account_code: 'finance_coupons' }, COUPON_MESSAGES.accountOfOtherCompany],
    ['an unknown Talon.One application', { campaign: { application_id: '9999', campaign_id: '50101' } }, COUPON_MESSAGES.talonOneNotFound],
    ['a campaign of another application', { campaign: { application_id: '1202', campaign_id: '50101' } }, COUPON_MESSAGES.talonOneNotFound],
    ['an advertising-id segment', { segment_code: '__advertising__' }, COUPON_MESSAGES.userIdSegment],
  ];
  for (const [what, over, message] of refusals) {
    it(`refuses ${what} with 400 and writes nothing`, async () => {
      const before = await counts();
      const fixed = over.segment_code === '__advertising__' ? { ...over, segment_code: advertising } : over;
      const refused = await create('analyst@retail.demo', { coupons_name: `rechazo ${RUN}`, ...fixed });
      expect([refused.status, refused.body.message]).toEqual([400, message]);
      expect(await counts()).toEqual(before);
    });
  }

  it('a foreign company is 403 and writes nothing', async () => {
    const before = await counts();
    const foreign = await create('user@brand.demo', { coupons_name: `ajeno ${RUN}` });
    expect([foreign.status, foreign.body.message]).toEqual([403, COUPON_MESSAGES.companyForbidden]);
    const retrieve = await coupons('user@brand.demo', `/${made.custom_coupons_id}/retrieve`);
    expect([retrieve.status, retrieve.body.message]).toEqual([403, COUPON_MESSAGES.companyForbidden]);
    const resend = await coupons('user@brand.demo', '/resend', { method: 'POST', body: { custom_coupons_id: made.custom_coupons_id } });
    expect(resend.status).toBe(403);
    const update = await coupons('user@brand.demo', `/${made.custom_coupons_id}/update`, {
      method: 'PUT',
      body: { start_date: today, end_date: plusDays(5) },
    });
    expect(update.status).toBe(403);
    expect(await counts()).toEqual(before);
    expect((await coupons('analyst@retail.demo', '/999999999/retrieve')).body.message).toBe(COUPON_MESSAGES.notFound);
  });

  describe('the user_id rule (user_id_talonone)', () => {
    const check = (segment: string) =>
      coupons<Ok<{ valid: boolean }>>('analyst@retail.demo', '/check-segmento-coupons', {
        method: 'POST',
        body: { segment_code: segment, company_code: '022', ads_account_code: 'retail_loyalty', domain: 'retail.demo' },
      });

    it('flag "1": contact segments and tables with customer_id pass; others are refused, on check and on create', async () => {
      await withFlag('022', 'user_id_talonone', '1', async () => {
        expect((await check(contact)).body).toEqual({ status: true, data: { valid: true } });
        const saved = (await db.query(`SELECT definition FROM ${S}.segments WHERE code = $1`, [crossTable])).rows[0].definition;
        try {
          // A cross-table segment whose table is not known (stored without its source) cannot show a customer_id.
          await db.query(`UPDATE ${S}.segments SET definition = '{}'::jsonb WHERE code = $1`, [crossTable]);
          const unknown = await check(crossTable);
          expect([unknown.status, unknown.body.message]).toEqual([400, COUPON_MESSAGES.userIdSegment]);
          const before = await counts();
          const refused = await create('analyst@retail.demo', { coupons_name: `sin user ${RUN}`, segment_code: crossTable });
          expect([refused.status, refused.body.message]).toEqual([400, COUPON_MESSAGES.userIdSegment]);
          expect(await counts()).toEqual(before);
          await db.query(`UPDATE ${S}.segments SET definition = $2 WHERE code = $1`, [
            crossTable,
            JSON.stringify({
              type_name: 'SEGMENT_CONTACT',
              attributes: [],
              cross_table: { sandbox: false, dataset_id: 'retail', table_id: 'compras' },
            }),
          ]);
          expect((await check(crossTable)).body).toEqual({ status: true, data: { valid: true } });
        } finally {
          await db.query(`UPDATE ${S}.segments SET definition = $2 WHERE code = $1`, [crossTable, JSON.stringify(saved)]);
        }
        expect((await check(advertising)).status).toBe(400);
      });
    });

    it('flag "0": any contact segment passes (advertising-id still refused)', async () => {
      await withFlag('022', 'user_id_talonone', '0', async () => {
        expect((await check(crossTable)).body).toEqual({ status: true, data: { valid: true } });
        expect((await check(contact)).body).toEqual({ status: true, data: { valid: true } });
        const ad = await check(advertising);
        expect([ad.status, ad.body.message]).toEqual([400, COUPON_MESSAGES.userIdSegment]);
        const created = await create('analyst@retail.demo', { coupons_name: `tabla ${RUN}`, segment_code: crossTable });
        expect(created.status, created.body.message).toBe(200);
      });
    });
  });

  it('update changes only the dates, of the campaign and its audience', async () => {
    const id = made.custom_coupons_id;
    const refused = await coupons('analyst@retail.demo', `/${id}/update`, {
      method: 'PUT',
      body: { start_date: plusDays(20), end_date: plusDays(10) },
    });
    expect([refused.status, refused.body.message]).toEqual([400, COUPON_MESSAGES.datesOrder]);
    const updated = await coupons<Ok<{ rows: CouponRow[] }>>('analyst@retail.demo', `/${id}/update`, {
      method: 'PUT',
      body: {
        start_date: plusDays(2),
        end_date: `${plusDays(30)}T00:00:00Z`,
        coupons_name: 'otro nombre',
        usage_limit: 99,
        platform: ['gads'],
        frequency: '1_WEEK',
      },
    });
    expect([updated.status, updated.body.message]).toEqual([200, COUPON_MESSAGES.updated]);
    const row = updated.body.data.rows[0]!;
    expect({ ...row, start_date: made.start_date, end_date: made.end_date }).toMatchObject({
      ...made,
      last_process_date: row.last_process_date,
    });
    expect([row.start_date, row.end_date]).toEqual([plusDays(2), plusDays(30)]);
    const stored = (
      await db.query(
        `SELECT to_char(start_date, 'YYYY-MM-DD') s, to_char(end_date, 'YYYY-MM-DD') e, custom_coupons_name, usage_limit FROM ${S}.coupon_campaigns WHERE id = $1`,
        [id],
      )
    ).rows[0];
    expect(stored).toEqual({ s: plusDays(2), e: plusDays(30), custom_coupons_name: made.custom_coupons_name, usage_limit: 1 });
  });

  it('resend marks every enabled audience for the next run', async () => {
    await db.query(`UPDATE ${S}.audiences SET next_run_at = NULL WHERE id = $1`, [made.id]);
    const resent = await coupons<Ok<{ resent: number[] }>>('analyst@retail.demo', '/resend', {
      method: 'POST',
      body: { custom_coupons_id: made.custom_coupons_id },
    });
    expect([resent.status, resent.body.message]).toEqual([200, COUPON_MESSAGES.resent]);
    expect(resent.body.data.resent).toEqual([made.id]);
    const stored = (
      await db.query(`SELECT next_run_at IS NOT NULL AS queued, assignment_status_code FROM ${S}.audiences WHERE id = $1`, [made.id])
    ).rows[0];
    expect(stored).toEqual({ queued: true, assignment_status_code: 'P_NOD' });
    const bad = await coupons('analyst@retail.demo', '/resend', { method: 'POST', body: { custom_coupons_id: 'abc' } });
    expect([bad.status, bad.body.message]).toEqual([400, COUPON_MESSAGES.notFound]);
  });

  it('Talon.One lists: applications and campaigns with their coupon settings; other platforms and accounts refused', async () => {
    const apps = await coupons<Ok<{ id: string; name: string }[]>>('analyst@retail.demo', '/talonone-applications', {
      method: 'POST',
      body: { company_code: '022', platform: 'talonone', ads_account_code: 'retail_loyalty' },
    });
    expect(apps.body.data.map((a) => a.id)).toEqual(expect.arrayContaining(['1201', '1202']));
    const campaigns = await coupons<
      Ok<
        {
          id: string;
          applicationId: string;
          name: string;
          state: string;
          couponSettings: { couponPattern: string; validCharacters: string[] };
        }[]
      >
    >('analyst@retail.demo', '/talonone-campaigns', {
      method: 'POST',
      body: { company_code: '022', platform: ['talonone'], ads_account_code: 'retail_loyalty', application_id: '1201' },
    });
    expect(campaigns.body.data.length).toBeGreaterThan(0);
    for (const c of campaigns.body.data) {
      expect(c.applicationId).toBe('1201');
      expect(c.couponSettings.couponPattern).toContain('#');
      expect(c.couponSettings.validCharacters.length).toBeGreaterThan(0);
    }
    const gads = await coupons('analyst@retail.demo', '/talonone-applications', {
      method: 'POST',
      body: { company_code: '022', platform: 'gads', ads_account_code: 'retail_loyalty' },
    });
    expect([gads.status, gads.body.message]).toEqual([400, COUPON_MESSAGES.onlyTalonOne]);
    const noTalon = await coupons('analyst@retail.demo', '/talonone-applications', {
      method: 'POST',
      body: { company_code: '022', platform: 'talonone', ads_account_code: 'retail_ads' },
    });
    expect([noTalon.status, noTalon.body.message]).toEqual([400, COUPON_MESSAGES.accountWithoutTalonOne]);
  });

  it('coupon audiences are not ordinary audiences, yet the audience operations by id work on them', async () => {
    const name = encodeURIComponent(made.custom_coupons_name);
    const listed = await am<Ok<{ id: number }[]>>('analyst@retail.demo', `/audiences/list?company_code=022&name=${name}`);
    expect([listed.status, listed.body.total, listed.body.data]).toEqual([200, 0, []]);
    const all = await am<Ok<{ id: number; ads_platform_code: string }[]>>(
      'analyst@retail.demo',
      '/audiences/list?company_code=022&platform=talonone',
    );
    const couponIds = new Set(
      (await db.query(`SELECT id::int FROM ${S}.audiences WHERE coupon_campaign_id IS NOT NULL`)).rows.map((r) => r.id),
    );
    expect(all.body.data.length).toBeGreaterThan(0);
    expect(all.body.data.some((r) => couponIds.has(r.id))).toBe(false);
    // A segment's audiences hold its coupon campaigns' too: they count in its audience count and rows of the segment file.
    const bySegments = await am<Ok<{ id: number }[]>>('analyst@retail.demo', `/audiences/by-segments?codes=${made.segment_code}`);
    expect(bySegments.body.data.map((r) => r.id)).toContain(made.id);
    const { cookie } = await login('analyst@retail.demo');
    const link = await graphql<{ audienceListFileLink: { url: string } }>(
      'mutation ($f: AudienceFilter) { audienceListFileLink(filter: $f) { url } }',
      { cookie, variables: { f: { name: made.custom_coupons_name } } },
    );
    expect(link.errors).toBeUndefined();
    const file = await fetch(`${gatewayUrl()}${link.data!.audienceListFileLink.url}`);
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    expect(workbook.worksheets[0]!.actualRowCount).toBe(1);

    const byId = await am<Ok<{ id: number; ads_platform_code: string }>>('analyst@retail.demo', `/audiences/${made.id}/retrieve`);
    expect([byId.status, byId.body.data.ads_platform_code]).toEqual([200, 'talonone']);
    expect((await am<Ok<{ total: number }>>('analyst@retail.demo', `/audiences/${made.id}/timeline`)).status).toBe(200);
    expect((await am<Ok<unknown[]>>('analyst@retail.demo', `/audiences/by-ids?ids=${made.id}`)).body.data).toHaveLength(1);
    // Its name and dates belong to the coupon campaign: the audience edit and bulk update refuse it and change nothing.
    const before = (await db.query(`SELECT custom_audience_name, end_date::text FROM ${S}.audiences WHERE id = $1`, [made.id])).rows[0];
    const edit = await am<Ok<unknown>>('analyst@retail.demo', `/audiences/${made.id}/edit`, {
      method: 'PUT',
      body: { custom_audience_name: 'INCA_OTRO', custom_audience_description: 'Otra descripción', end_date: '2099-12-31' },
    });
    expect([edit.status, edit.body.message]).toEqual([
      400,
      'Esta audiencia pertenece a una campaña de cupones: edítela desde Mis cupones.',
    ]);
    const bulk = await am<Ok<unknown>>('analyst@retail.demo', '/audiences/bulkUpdateAudiences', {
      method: 'PUT',
      body: { custom_audience_ids: [made.id], end_date: '2099-12-31', frequency: '1_DAY', audience_update_date_number: null },
    });
    expect([bulk.status, bulk.body.message]).toEqual([
      400,
      'Esta audiencia pertenece a una campaña de cupones: edítela desde Mis cupones.',
    ]);
    expect((await db.query(`SELECT custom_audience_name, end_date::text FROM ${S}.audiences WHERE id = $1`, [made.id])).rows[0]).toEqual(
      before,
    );
    const off = await am<Ok<unknown>>('analyst@retail.demo', `/audiences/${made.id}/deactivate`, { method: 'PUT' });
    expect(off.status).toBe(200);
    const row = async () => (await coupons<Ok<Retrieve>>('analyst@retail.demo', `/${made.custom_coupons_id}/retrieve`)).body.data.rows[0]!;
    expect((await row()).is_enabled).toBe('0');
    const nothing = await coupons('analyst@retail.demo', '/resend', {
      method: 'POST',
      body: { custom_coupons_id: made.custom_coupons_id },
    });
    expect([nothing.status, nothing.body.message]).toEqual([400, COUPON_MESSAGES.nothingToResend]);
    expect((await am('analyst@retail.demo', `/audiences/${made.id}/activate`, { method: 'PUT' })).status).toBe(200);
    expect((await row()).is_enabled).toBe('1');
    await db.query(`UPDATE ${S}.audiences SET to_update = true WHERE id = $1`, [made.id]);
    expect((await row()).can_update_frequency).toBe(true);
    expect(
      (await am('analyst@retail.demo', '/audiences/frequency-update', { method: 'POST', body: { custom_audience_id: made.id } })).status,
    ).toBe(200);
    const deleted = await am<Ok<unknown>>('analyst@retail.demo', `/audiences/${made.id}/delete`, { method: 'PUT' });
    expect([deleted.status, deleted.body.message]).toEqual([200, COUPON_MESSAGES.deleted]);
    // Its last audience gone, the campaign goes too.
    const gone = await coupons('analyst@retail.demo', `/${made.custom_coupons_id}/retrieve`);
    expect([gone.status, gone.body.message]).toEqual([404, COUPON_MESSAGES.notFound]);
    expect((await db.query(`SELECT count(*)::int AS n FROM ${S}.coupon_campaigns WHERE id = $1`, [made.custom_coupons_id])).rows[0].n).toBe(
      0,
    );
  });
});
