import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, login, rest } from '../src/client.ts';

/*
 * Coupon redemptions in the built-in reports: couponsByDay adds up each company's coupon
 * campaigns per day from coupon_daily_stats, only for the caller's companies, within the date range,
 * and only when the platform filter is Talon.One or absent. The rows are this test's own, on days in
 * 2019 that no demo campaign reaches.
 */

const RUN = Date.now().toString(36).slice(-5);
let db: pg.Client;
let admin = '';
let retail = '';
const campaigns: string[] = [];

type CouponDay = { day: string; companyCode: string; companyName: string; issued: number; reserved: number; redeemed: number };
const QUERY = `query($p: String!, $f: BuiltInReportFilter) { builtInReport(report: PERFORMANCE, params: $p, filter: $f) {
  couponsByDay { day companyCode companyName issued reserved redeemed } } }`;
const FROM = '2019-03-01';
const TO = '2019-03-31';

async function campaign(company: string, name: string, stats: [string, number, number, number][]): Promise<void> {
  const segment = (
    await db.query<{ code: string }>('SELECT code FROM audience_management.segments WHERE owner_company_code = $1 ORDER BY code LIMIT 1', [
      company,
    ])
  ).rows[0]!.code;
  const account = (
    await db.query<{ id: string }>('SELECT id::text FROM audience_management.ads_accounts WHERE company_code = $1 ORDER BY id LIMIT 1', [
      company,
    ])
  ).rows[0]!.id;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO audience_management.coupon_campaigns (custom_coupons_name, custom_coupons_description, company_code, segment_code, ads_account_id, start_date, end_date,
       usage_limit, discount_limit, reservation_limit, talonone_application_id, talonone_campaign_id, talonone_campaign, created_by)
     VALUES ($1, 'Campaña de prueba del reporte', $2, $3, $4, '2019-03-01', '2019-03-31', 1, 0, 1, '1', '1', '{"name": "prueba"}', 'test') RETURNING id::text`,
    [`INCA_${name}_${RUN}`, company, segment, account],
  );
  campaigns.push(rows[0]!.id);
  for (const [day, issued, reserved, redeemed] of stats) {
    await db.query(
      'INSERT INTO audience_management.coupon_daily_stats (coupon_campaign_id, day, issued, reserved, redeemed) VALUES ($1, $2, $3, $4, $5)',
      [rows[0]!.id, day, issued, reserved, redeemed],
    );
  }
}

const frameParams = async (token: string) =>
  (
    await graphql<{ analyticsReport: { frame: { params: string } | null } }>(
      '{ analyticsReport(report: PERFORMANCE) { frame { params } } }',
      { token },
    )
  ).data!.analyticsReport.frame!.params;
const couponsOf = async (token: string, filter: Record<string, string> = {}) => {
  const r = await graphql<{ builtInReport: { couponsByDay: CouponDay[] } }>(QUERY, {
    token,
    variables: { p: await frameParams(token), f: { from: FROM, to: TO, ...filter } },
  });
  expect(r.errors).toBeUndefined();
  return r.data!.builtInReport.couponsByDay;
};

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  [admin, retail] = (await Promise.all(['admin@corp.demo', 'analyst@retail.demo'].map(async (e) => (await login(e)).token))) as [
    string,
    string,
  ];
  await campaign('022', 'CUPONES_A', [
    ['2019-03-01', 1000, 0, 0],
    ['2019-03-02', 0, 30, 12],
    ['2019-04-01', 0, 1, 1],
  ]);
  await campaign('022', 'CUPONES_B', [['2019-03-02', 200, 5, 3]]);
  await campaign('024', 'CUPONES_C', [['2019-03-02', 50, 4, 2]]);
});

afterAll(async () => {
  if (db) {
    await db.query('DELETE FROM audience_management.coupon_campaigns WHERE id = ANY ($1::bigint[])', [campaigns]);
    await db.end();
  }
});

describe('coupon redemptions in the built-in reports', () => {
  it("adds up a company's campaigns per day within the range, for the caller's companies only", async () => {
    const retailName = (await db.query("SELECT name FROM audience_management.companies WHERE code = '022'")).rows[0].name as string;
    expect(await couponsOf(retail)).toEqual([
      { day: '2019-03-01', companyCode: '022', companyName: retailName, issued: 1000, reserved: 0, redeemed: 0 },
      { day: '2019-03-02', companyCode: '022', companyName: retailName, issued: 200, reserved: 35, redeemed: 15 },
    ]);
    // The admin reaches every company: 024's day too.
    const all = await couponsOf(admin);
    expect(all.filter((c) => c.companyCode === '024')).toEqual([
      expect.objectContaining({ day: '2019-03-02', issued: 50, reserved: 4, redeemed: 2 }),
    ]);
    expect(all.filter((c) => c.companyCode === '022')).toHaveLength(2);
  });

  it('keeps to Talon.One: another platform leaves no coupons', async () => {
    expect(await couponsOf(retail, { platform: 'fbk' })).toEqual([]);
    expect(await couponsOf(retail, { platform: 'talonone' })).toHaveLength(2);
  });

  it("refuses another company's figures at the service", async () => {
    const direct = await rest<{ data: { couponsByDay: unknown[] } }>(
      'audience-management',
      `/audience-management/analytics/report-data?company_code=024&from=${FROM}&to=${TO}`,
      { token: retail },
    );
    expect(direct.status).toBe(403);
    const own = await rest<{ data: { couponsByDay: { company_code: string }[] } }>(
      'audience-management',
      `/audience-management/analytics/report-data?company_code=022&from=${FROM}&to=${TO}`,
      { token: retail },
    );
    expect(own.status).toBe(200);
    expect(new Set(own.body.data.couponsByDay.map((c) => c.company_code))).toEqual(new Set(['022']));
  });
});
