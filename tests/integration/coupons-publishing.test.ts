import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { santiagoToday } from '@inca/domain';
import { couponAudiencesToSync, runsOf, type PublishingEngine, type RunOutcome } from '@inca/svc-audience-management/publishing';
import { startTestPublishing, type TestPublishing, until } from '../src/publishing.ts';

/**
 * Coupon campaigns published to Talon.One (issue 11): a coupon campaign's audience runs through the publishing
 * engine like any audience, and its members become coupons at the Talon.One simulator — one per customer of the
 * segment (integration id = customer id), with the campaign's limits, dates and code pattern. The campaign and its
 * audience are inserted with SQL, as the coupon service stores them.
 */

type SimCoupon = { value: string; recipientIntegrationId: string; usageLimit: number; discountLimit?: number; reservationLimit?: number; startDate?: string; expiryDate?: string };
type SimCoupons = { count: number; recipients: number; coupons: SimCoupon[] };

const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const APPLICATION = '1201';
const CAMPAIGN = '50101';
const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

let publishing: TestPublishing | undefined;
let engine: PublishingEngine;
let db: pg.Client;
let audienceId = 0;
let couponCampaignId = 0;
let segmentCode = '';
let accountId = '';
let endDate = '';


const coupons = async (campaign = CAMPAIGN): Promise<SimCoupons> =>
  (await fetch(`${publishing!.sims.url}/__sim/talonone/coupons?applicationId=${APPLICATION}&campaignId=${campaign}`)).json() as Promise<SimCoupons>;

async function runOnce(id: number): Promise<RunOutcome> {
  const before = engine.outcomes.length;
  expect(await engine.enqueueRun(id, 'test')).toBeTruthy();
  return until('a run outcome', async () => engine.outcomes.length > before && engine.outcomes[before]);
}

const timeline = async (id: number) =>
  (
    await db.query<{ assignment_status_code: string; segment_row_count_unique: string; source_file_row_count: string; match_data: Record<string, number> | null; audience_match_count: string | null; message: string | null }>(
      `SELECT assignment_status_code, segment_row_count_unique, source_file_row_count, match_data, audience_match_count, message
         FROM audience_management.audience_timeline WHERE audience_id = $1 ORDER BY assignment_status_date, id`,
      [id],
    )
  ).rows;

/** A coupon campaign of company 022 and its Talon.One audience, as the coupon service inserts them. */
async function insertCouponCampaign(name: string, campaignId: string): Promise<{ campaign: number; audience: number }> {
  const campaign = await db.query<{ id: string }>(
    `INSERT INTO audience_management.coupon_campaigns (custom_coupons_name, custom_coupons_description, company_code, segment_code, ads_account_id,
            start_date, end_date, usage_limit, discount_limit, reservation_limit, talonone_application_id, talonone_campaign_id, talonone_campaign, created_by)
     VALUES ($1, 'Cupones de prueba del motor', '022', $2, $3, $4, $5, 1, 15000, 2, $6, $7, $8, 'analyst@retail.demo') RETURNING id`,
    [
      name,
      segmentCode,
      accountId,
      santiagoToday(),
      endDate,
      APPLICATION,
      campaignId,
      JSON.stringify({ name: 'Cupón bienvenida 10%', couponSettings: { couponPattern: 'INCA-####-####', validCharacters: [...'ABCDEFGHJKMNPQRSTUVWXYZ23456789'] } }),
    ],
  );
  const audience = await db.query<{ id: string }>(
    `INSERT INTO audience_management.audiences (custom_audience_name, custom_audience_description, company_code, segment_code, ads_platform_code,
            ads_account_id, start_date, end_date, frequency, created_by, talonone_application_id, talonone_campaign_id, coupon_campaign_id)
     VALUES ($1, 'Cupones de prueba del motor', '022', $2, 'talonone', $3, $4, $5, '1_DAY', 'analyst@retail.demo', $6, $7, $8) RETURNING id`,
    [name, segmentCode, accountId, santiagoToday(), endDate, APPLICATION, campaignId, campaign.rows[0]!.id],
  );
  return { campaign: Number(campaign.rows[0]!.id), audience: Number(audience.rows[0]!.id) };
}

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  publishing = await startTestPublishing({ queueSchema: 'coupon_publishing_test', chunkSize: 1000 });
  engine = publishing.engine;
  segmentCode = (
    await db.query<{ code: string }>(
      `SELECT code FROM audience_management.segments WHERE owner_company_code = '022' AND segment_type_id = 2 ORDER BY row_count_unique DESC NULLS LAST, code LIMIT 1`,
    )
  ).rows[0]!.code;
  accountId = (
    await db.query<{ id: string }>(`SELECT id FROM audience_management.ads_accounts WHERE company_code = '022' ORDER BY (flag_talonone = '1') DESC, id LIMIT 1`)
  ).rows[0]!.id;
  endDate = plusDays(30);
  ({ campaign: couponCampaignId, audience: audienceId } = await insertCouponCampaign(`INCA_CUPONES_MOTOR_${RUN}`, CAMPAIGN));
}, 120_000);

afterAll(async () => {
  await publishing?.stop();
  if (db) {
    // The campaigns and their audiences go (runs, members and figures with them), and the segment's audience count is the segment's again.
    await db.query(`DELETE FROM audience_management.coupon_campaigns WHERE custom_coupons_name LIKE $1`, [`INCA_CUPONES_%_${RUN}`]);
    await db.query(`UPDATE audience_management.segments s SET num_audiences = (SELECT count(*) FROM audience_management.audiences a WHERE a.segment_code = s.code) WHERE s.code = $1`, [segmentCode]);
    await db.end();
  }
});

describe('publishing a coupon campaign to Talon.One', () => {
  it("gives every member of the segment one coupon with the campaign's settings, then P_ENV → P_ACT → P_PUB with the coupon count", async () => {
    const outcome = await runOnce(audienceId);
    expect(outcome.kind).toBe('sent');
    const [run] = await runsOf(publishing!.pool, audienceId);
    const at = await coupons();
    console.info(`[coupons-publishing] coupons at the Talon.One simulator: ${at.count} for ${at.recipients} recipients (run sent ${run!.sent})`);

    // Every customer of the segment (each has a user id: the integration id is the customer id) holds one coupon.
    expect(at.count).toBeGreaterThan(100);
    expect(at.recipients).toBe(at.count);
    expect(at.count).toBe(Number(run!.sent));
    expect(Number(run!.valid)).toBe(Number(run!.rows_read));
    expect(at.coupons.every((c) => /^\d+$/.test(c.recipientIntegrationId))).toBe(true);
    expect(at.coupons.every((c) => /^INCA-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/.test(c.value))).toBe(true);
    expect(at.coupons[0]).toMatchObject({ usageLimit: 1, discountLimit: 15000, reservationLimit: 2 });
    // Valid from the campaign's first day to its last, Santiago time.
    expect(at.coupons[0]!.startDate).toMatch(new RegExp(`^${santiagoToday()}T0[34]:00:00`));
    expect(at.coupons[0]!.expiryDate!.slice(0, 10)).toBe(plusDays(31));

    const entries = await until('P_PUB', async () => {
      const rows = await timeline(audienceId);
      return rows.some((r) => r.assignment_status_code === 'P_PUB') && rows;
    });
    expect(entries.map((e) => e.assignment_status_code).slice(-3)).toEqual(['P_ENV', 'P_ACT', 'P_PUB']);
    const env = entries.find((e) => e.assignment_status_code === 'P_ENV')!;
    // The segment's own count (a separate query of the warehouse) is the number of coupons.
    expect(Number(env.segment_row_count_unique)).toBe(at.count);
    expect(Number(env.source_file_row_count)).toBe(at.count);
    const pub = entries.at(-1)!;
    expect(pub.match_data).toEqual({ num_received: at.count });
    expect(Number(pub.audience_match_count)).toBe(at.count);

    const audience = (await db.query(`SELECT assignment_status_code, audience_match_count, external_audience_id FROM audience_management.audiences WHERE id = $1`, [audienceId])).rows[0];
    expect(audience).toMatchObject({ assignment_status_code: 'P_PUB', external_audience_id: `${APPLICATION}:${CAMPAIGN}` });
    expect(Number(audience.audience_match_count)).toBe(at.count);

    // The campaign's figures per day, as Talon.One reports them: today's coupons issued, none redeemed yet.
    const stats = (
      await db.query<{ day: string; issued: number; reserved: number; redeemed: number }>(
        `SELECT day, issued, reserved, redeemed FROM audience_management.coupon_daily_stats WHERE coupon_campaign_id = $1 ORDER BY day`,
        [couponCampaignId],
      )
    ).rows;
    const today = stats.find((s) => s.day === santiagoToday());
    expect(today).toMatchObject({ issued: at.count, redeemed: 0 });
    expect(today!.reserved).toBeLessThan(at.count);
    expect(stats.reduce((n, s) => n + s.issued, 0)).toBe(at.count);
  });

  it('a resend with the segment unchanged creates no coupon and keeps the campaign published', async () => {
    const before = await coupons();
    const posts = async () =>
      ((await (await fetch(`${publishing!.sims.url}/__sim/talonone/requests`)).json()) as { path: string }[]).filter((r) => r.path.endsWith('/coupons_with_recipients')).length;
    const postsBefore = await posts();
    const outcome = await runOnce(audienceId);
    expect(outcome.kind).toBe('nothing');
    expect((await coupons()).count).toBe(before.count);
    expect(await posts()).toBe(postsBefore);
    const status = (await db.query(`SELECT assignment_status_code FROM audience_management.audiences WHERE id = $1`, [audienceId])).rows[0].assignment_status_code;
    expect(status).toBe('P_PUB');
    const synced = (await db.query(`SELECT count(*)::int AS n FROM audience_management.coupon_daily_stats WHERE coupon_campaign_id = $1`, [couponCampaignId])).rows[0].n;
    expect(synced).toBeGreaterThan(0);
  });

  it("the daily pass refreshes a sent campaign's figures until 30 days after its end", async () => {
    expect(await couponAudiencesToSync(db)).toContain(audienceId);
    const { s: start, e: end } = (await db.query(`SELECT start_date::text AS s, end_date::text AS e FROM audience_management.coupon_campaigns WHERE id = $1`, [couponCampaignId])).rows[0];
    try {
      // Days in Chile, as the service counts them (at 01:00 UTC it is still yesterday there).
      const chileToday = `(now() AT TIME ZONE 'America/Santiago')::date`;
      await db.query(`UPDATE audience_management.coupon_campaigns SET start_date = ${chileToday} - 60, end_date = ${chileToday} - 31 WHERE id = $1`, [couponCampaignId]);
      expect(await couponAudiencesToSync(db)).not.toContain(audienceId);
      await db.query(`UPDATE audience_management.coupon_campaigns SET end_date = ${chileToday} - 29 WHERE id = $1`, [couponCampaignId]);
      expect(await couponAudiencesToSync(db)).toContain(audienceId);
    } finally {
      await db.query(`UPDATE audience_management.coupon_campaigns SET start_date = $2::date, end_date = $3::date WHERE id = $1`, [couponCampaignId, start, end]);
    }
  });

  it('a customer that left the segment loses its coupon at the next run', async () => {
    const before = await coupons();
    // A customer that held a coupon and is no longer in the segment.
    const gone = '999999999';
    await fetch(`${publishing!.sims.url}/talonone/v1/applications/${APPLICATION}/campaigns/${CAMPAIGN}/coupons_with_recipients`, {
      method: 'POST',
      headers: { authorization: 'ManagementKey-v1 test-key', 'content-type': 'application/json' },
      body: JSON.stringify({ recipientsIntegrationIds: [gone], usageLimit: 1 }),
    });
    await db.query(`INSERT INTO audience_management.publish_members (audience_id, member) VALUES ($1, $2)`, [audienceId, gone]);
    expect((await coupons()).count).toBe(before.count + 1);

    const outcome = await runOnce(audienceId);
    expect(outcome).toMatchObject({ kind: 'sent', sent: 0, removed: 1 });
    const after = await coupons();
    expect(after.count).toBe(before.count);
    expect(after.coupons.some((c) => c.recipientIntegrationId === gone)).toBe(false);
    await until('P_PUB again', async () => (await timeline(audienceId)).at(-1)?.assignment_status_code === 'P_PUB');
  });

  it('a coupon campaign whose Talon.One campaign does not exist ends in error with a Spanish message and no coupon', async () => {
    const missing = await insertCouponCampaign(`INCA_CUPONES_SIN_CAMPANA_${RUN}`, '424242');
    const outcome = await runOnce(missing.audience);
    expect(outcome.kind).toBe('failed');
    const last = (await timeline(missing.audience)).at(-1)!;
    expect(last.assignment_status_code).toBe('E_ENV');
    expect(last.message).toBe('No se pudo publicar la audiencia: La campaña 424242 no existe en la aplicación 1201 de Talon One.');
    expect((await coupons('424242')).count).toBe(0);
  });
});
