import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { santiagoToday } from '@inca/domain';
import type { PublishingEngine } from '@inca/svc-audience-management/jobs';
import { couponAudiencesToSync, runsOf, type RunOutcome } from '@inca/svc-audience-management/publishing';
import { login, rest } from '../src/client.ts';
import { startTestPublishing, type TestPublishing, until } from '../src/publishing.ts';

/**
 * Coupon campaigns published to Talon.One: a coupon campaign's audience runs through the publishing
 * engine like any audience, and its members become coupons at the Talon.One simulator — one per customer of the
 * segment (integration id = customer id), with the campaign's limits, dates and code pattern. The campaign and its
 * audience are inserted with SQL, as the coupon service stores them. Coupon campaigns sharing one Talon.One campaign
 * each count their own coupons, and a send stopped half-way (its database gone mid-batch) resumes without a second
 * coupon for anyone.
 */

type SimCoupon = {
  value: string;
  recipientIntegrationId: string;
  usageLimit: number;
  discountLimit?: number;
  reservationLimit?: number;
  startDate?: string;
  expiryDate?: string;
};
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
let otherSegmentCode = '';
let accountId = '';
let endDate = '';

const coupons = async (campaign = CAMPAIGN): Promise<SimCoupons> =>
  (
    await fetch(`${publishing!.sims.url}/__sim/talonone/coupons?applicationId=${APPLICATION}&campaignId=${campaign}`)
  ).json() as Promise<SimCoupons>;

async function runOnce(id: number): Promise<RunOutcome> {
  const before = engine.outcomes.length;
  expect(await engine.enqueueRun(id, 'test')).toBeTruthy();
  return until('a run outcome', async () => engine.outcomes.length > before && engine.outcomes[before]);
}

const timeline = async (id: number) =>
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
      [id],
    )
  ).rows;

/** A coupon campaign of company 022 and its Talon.One audience, as the coupon service inserts them. */
async function insertCouponCampaign(
  name: string,
  campaignId: string,
  segment = segmentCode,
): Promise<{ campaign: number; audience: number }> {
  const campaign = await db.query<{ id: string }>(
    `INSERT INTO audience_management.coupon_campaigns (custom_coupons_name, custom_coupons_description, company_code, segment_code, ads_account_id,
            start_date, end_date, usage_limit, discount_limit, reservation_limit, talonone_application_id, talonone_campaign_id, talonone_campaign, created_by)
     VALUES ($1, 'Cupones de prueba del motor', '022', $2, $3, $4, $5, 1, 15000, 2, $6, $7, $8, 'analyst@retail.demo') RETURNING id`,
    [
      name,
      segment,
      accountId,
      santiagoToday(),
      endDate,
      APPLICATION,
      campaignId,
      JSON.stringify({
        name: 'Cupón bienvenida 10%',
        couponSettings: { couponPattern: 'INCA-####-####', validCharacters: [...'ABCDEFGHJKMNPQRSTUVWXYZ23456789'] },
      }),
    ],
  );
  const audience = await db.query<{ id: string }>(
    `INSERT INTO audience_management.audiences (custom_audience_name, custom_audience_description, company_code, segment_code, ads_platform_code,
            ads_account_id, start_date, end_date, frequency, created_by, talonone_application_id, talonone_campaign_id, coupon_campaign_id)
     VALUES ($1, 'Cupones de prueba del motor', '022', $2, 'talonone', $3, $4, $5, '1_DAY', 'analyst@retail.demo', $6, $7, $8) RETURNING id`,
    [name, segment, accountId, santiagoToday(), endDate, APPLICATION, campaignId, campaign.rows[0]!.id],
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
  // A second segment of the company, for a second coupon campaign on the same Talon.One campaign.
  otherSegmentCode = (
    await db.query<{ code: string }>(
      `SELECT code FROM audience_management.segments WHERE owner_company_code = '022' AND segment_type_id = 2 AND code <> $1
        ORDER BY row_count_unique DESC NULLS LAST, code OFFSET 1 LIMIT 1`,
      [segmentCode],
    )
  ).rows[0]!.code;
  accountId = (
    await db.query<{ id: string }>(
      `SELECT id FROM audience_management.ads_accounts WHERE company_code = '022' ORDER BY (flag_talonone = '1') DESC, id LIMIT 1`,
    )
  ).rows[0]!.id;
  endDate = plusDays(30);
  ({ campaign: couponCampaignId, audience: audienceId } = await insertCouponCampaign(`INCA_CUPONES_MOTOR_${RUN}`, CAMPAIGN));
}, 120_000);

afterAll(async () => {
  await publishing?.stop();
  if (db) {
    // The campaigns and their audiences go (runs, members and figures with them), and the segment's audience count is the segment's again.
    await db.query(`DELETE FROM audience_management.coupon_campaigns WHERE custom_coupons_name LIKE $1`, [`INCA_CUPONES_%_${RUN}`]);
    await db.query(
      `UPDATE audience_management.segments s SET num_audiences = (SELECT count(*) FROM audience_management.audiences a WHERE a.segment_code = s.code) WHERE s.code = ANY($1::text[])`,
      [[segmentCode, otherSegmentCode]],
    );
    await db.end();
  }
});

describe('publishing a coupon campaign to Talon.One', () => {
  it("gives every member of the segment one coupon with the campaign's settings, then P_ENV → P_ACT → P_PUB with the coupon count", async () => {
    const outcome = await runOnce(audienceId);
    expect(outcome.kind).toBe('sent');
    const [run] = await runsOf(publishing!.pool, audienceId);
    const at = await coupons();
    console.info(
      `[coupons-publishing] coupons at the Talon.One simulator: ${at.count} for ${at.recipients} recipients (run sent ${run!.sent})`,
    );

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

    const audience = (
      await db.query(
        `SELECT assignment_status_code, audience_match_count, external_audience_id FROM audience_management.audiences WHERE id = $1`,
        [audienceId],
      )
    ).rows[0];
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
      ((await (await fetch(`${publishing!.sims.url}/__sim/talonone/requests`)).json()) as { path: string }[]).filter((r) =>
        r.path.endsWith('/coupons_with_recipients'),
      ).length;
    const postsBefore = await posts();
    const outcome = await runOnce(audienceId);
    expect(outcome.kind).toBe('nothing');
    expect((await coupons()).count).toBe(before.count);
    expect(await posts()).toBe(postsBefore);
    const status = (await db.query(`SELECT assignment_status_code FROM audience_management.audiences WHERE id = $1`, [audienceId])).rows[0]
      .assignment_status_code;
    expect(status).toBe('P_PUB');
    const synced = (
      await db.query(`SELECT count(*)::int AS n FROM audience_management.coupon_daily_stats WHERE coupon_campaign_id = $1`, [
        couponCampaignId,
      ])
    ).rows[0].n;
    expect(synced).toBeGreaterThan(0);
  });

  it("the daily pass refreshes a sent campaign's figures until 30 days after its end", async () => {
    expect(await couponAudiencesToSync(db)).toContain(audienceId);
    const { s: start, e: end } = (
      await db.query(`SELECT start_date::text AS s, end_date::text AS e FROM audience_management.coupon_campaigns WHERE id = $1`, [
        couponCampaignId,
      ])
    ).rows[0];
    try {
      // Days in Chile, as the service counts them (at 01:00 UTC it is still yesterday there).
      const chileToday = `(now() AT TIME ZONE 'America/Santiago')::date`;
      await db.query(
        `UPDATE audience_management.coupon_campaigns SET start_date = ${chileToday} - 60, end_date = ${chileToday} - 31 WHERE id = $1`,
        [couponCampaignId],
      );
      expect(await couponAudiencesToSync(db)).not.toContain(audienceId);
      await db.query(`UPDATE audience_management.coupon_campaigns SET end_date = ${chileToday} - 29 WHERE id = $1`, [couponCampaignId]);
      expect(await couponAudiencesToSync(db)).toContain(audienceId);
    } finally {
      await db.query(`UPDATE audience_management.coupon_campaigns SET start_date = $2::date, end_date = $3::date WHERE id = $1`, [
        couponCampaignId,
        start,
        end,
      ]);
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

type Retrieved = {
  data: {
    rows: { match_data: { num_received?: number } | null }[];
    stats: { day: string; issued: number; reserved: number; redeemed: number }[];
  };
};

/** The coupon campaign's detail as its user opens it (the REST call behind "Calce total" and "Cupones emitidos"). */
async function detailOf(couponCampaign: number) {
  const { token } = await login('analyst@retail.demo');
  const { status, body } = await rest<Retrieved>('audience-management', `/audience-management/coupons/${couponCampaign}/retrieve`, {
    token,
  });
  expect(status).toBe(200);
  const sum = (key: 'issued' | 'reserved' | 'redeemed') => body.data.stats.reduce((n, d) => n + d[key], 0);
  return { match: body.data.rows[0]?.match_data?.num_received ?? 0, issued: sum('issued'), reserved: sum('reserved') };
}

const matchOf = async (audience: number) =>
  Number(
    (await db.query(`SELECT audience_match_count FROM audience_management.audiences WHERE id = $1`, [audience])).rows[0]
      .audience_match_count ?? 0,
  );

describe('coupon campaigns sharing a Talon.One campaign, and sends that stop half-way', () => {
  it('two coupon campaigns on one Talon.One campaign each show the coupons they created, not the campaign total', async () => {
    const firstHeld = (await coupons()).count;
    const second = await insertCouponCampaign(`INCA_CUPONES_SEGUNDA_${RUN}`, CAMPAIGN, otherSegmentCode);
    const outcome = await runOnce(second.audience);
    expect(outcome.kind).toBe('sent');
    const sent = outcome.kind === 'sent' ? outcome.sent : 0;
    expect(sent).toBeGreaterThan(0);
    // Talon.One's campaign holds both campaigns' coupons.
    expect((await coupons()).count).toBe(firstHeld + sent);

    await until('the second campaign published', async () => (await timeline(second.audience)).at(-1)?.assignment_status_code === 'P_PUB');
    // The first campaign's figures are read again now that the Talon.One campaign holds the second one's coupons too.
    expect(await engine.runner.syncCouponStats(audienceId)).toBe(true);

    const own = await detailOf(second.campaign);
    const first = await detailOf(couponCampaignId);
    console.info(`[coupons-publishing] one Talon.One campaign: first ${JSON.stringify(first)}, second ${JSON.stringify(own)}`);
    expect(own).toMatchObject({ match: sent, issued: sent });
    expect(first).toMatchObject({ match: firstHeld, issued: firstHeld });
    expect(await matchOf(second.audience)).toBe(sent);
    expect(own.reserved).toBeLessThanOrEqual(sent);
    expect(first.reserved).toBeLessThanOrEqual(firstHeld);
  });

  it('holds no database connection or transaction while Talon.One takes its time to answer', async () => {
    const slow = await insertCouponCampaign(`INCA_CUPONES_LENTA_${RUN}`, '50103', otherSegmentCode);
    const sims = publishing!.sims.url;
    // Talon.One answers the campaign check and the first coupon batch two seconds late.
    await fetch(`${sims}/__sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ platform: 'talonone', delayMs: 2000, count: 2 }),
    });
    const before = engine.outcomes.length;
    expect(await engine.enqueueRun(slow.audience, 'test')).toBeTruthy();
    // Once the segment is staged, the run is waiting on Talon.One.
    await until('the run staged', async () => Number((await runsOf(publishing!.pool, slow.audience))[0]?.valid ?? 0) > 0);
    // Sampled until the run ends: a client of the run's pool checked out, and transactions left open, for over a second.
    let longestHoldMs = 0;
    let heldSince: number | null = null;
    let longTransactions = 0;
    while (engine.outcomes.length === before) {
      const now = Date.now();
      if (publishing!.pool.totalCount - publishing!.pool.idleCount > 0) {
        heldSince ??= now;
        longestHoldMs = Math.max(longestHoldMs, now - heldSince);
      } else heldSince = null;
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE state LIKE 'idle in transaction%' AND xact_start < now() - interval '1 second'`,
      );
      longTransactions = Math.max(longTransactions, rows[0]!.n);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(engine.outcomes[before]!.kind).toBe('sent');
    expect(longTransactions).toBe(0);
    // The queue's own polls take a connection for a moment now and then; the run holds none while it waits.
    expect(longestHoldMs).toBeLessThan(1000);
  });

  it('a send stopped half-way resumes where it stopped: every customer holds exactly one coupon, and the user reads Spanish', async () => {
    const TALON_CAMPAIGN = '50102';
    const stopped = await insertCouponCampaign(`INCA_CUPONES_CORTADA_${RUN}`, TALON_CAMPAIGN);
    const pool = publishing!.pool;
    const holdersAt = async () => (await coupons(TALON_CAMPAIGN)).coupons.map((c) => c.recipientIntegrationId);
    const heldMembers = async () =>
      (
        await db.query<{ member: string }>(`SELECT member FROM audience_management.publish_members WHERE audience_id = $1`, [
          stopped.audience,
        ])
      ).rows.map((r) => (JSON.parse(r.member) as { customerId: string }).customerId);
    /** Runs the audience once while the database fails once, as the send did, where `fails` says. */
    async function runFailingOnce(fails: { connectCall?: number; acknowledgement?: number }): Promise<RunOutcome> {
      const { connect, query } = pool;
      let connects = 0;
      let acknowledgements = 0;
      pool.connect = function (this: unknown, ...args: unknown[]) {
        // Only a transaction of the run's own asks for a client without a callback (pg's pool.query passes one).
        if (args.length === 0 && ++connects === fails.connectCall)
          return Promise.reject(new Error('timeout exceeded when trying to connect'));
        return (connect as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof pool.connect;
      pool.query = function (this: unknown, ...args: unknown[]) {
        const [text, values] = args as [unknown, unknown[] | undefined];
        const acknowledging =
          typeof text === 'string' &&
          text.includes('INSERT INTO audience_management.publish_members') &&
          Number(values?.[0]) === stopped.audience;
        if (acknowledging && ++acknowledgements === fails.acknowledgement)
          return Promise.reject(new Error('Connection terminated due to connection timeout'));
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof pool.query;
      try {
        return await runOnce(stopped.audience);
      } finally {
        pool.connect = connect;
        pool.query = query;
      }
    }
    const expectSpanishFailure = async () => {
      const failed = (await timeline(stopped.audience)).at(-1)!;
      expect(failed.assignment_status_code).toBe('E_ENV');
      expect(failed.message).toMatch(/^No se pudo publicar la audiencia: /);
      expect(failed.message).not.toMatch(/connection|terminated|timeout|connect/i);
      const [run] = await runsOf(publishing!.pool, stopped.audience);
      expect([run!.status, run!.error]).toEqual(['FAILED', failed.message]);
    };

    // 1. Talon.One makes the second batch's coupons, then the database is gone before the run notes them: that answer is lost.
    expect((await runFailingOnce({ connectCall: 2 })).kind).toBe('failed');
    await expectSpanishFailure();
    expect(await heldMembers()).toHaveLength(1000);
    const afterFirst = await holdersAt();
    expect(afterFirst).toHaveLength(2000);
    const lostAnswer = afterFirst.slice(1000);

    // 2. The resend takes the lost batch as made and sends on; the database goes again once the fourth batch is made
    // and noted, before the audience holds it (the way the 499,859-customer send failed).
    expect((await runFailingOnce({ acknowledgement: 3 })).kind).toBe('failed');
    await expectSpanishFailure();
    expect(await heldMembers()).toHaveLength(3000);
    const afterSecond = await holdersAt();
    expect(afterSecond).toHaveLength(4000);
    expect(new Set(afterSecond).size).toBe(4000);
    const unacknowledged = afterSecond.slice(3000);

    // Before the next resend a customer of each of those batches leaves the segment: the next batches are cut differently.
    const leavers = [lostAnswer[10]!, unacknowledged[10]!];
    for (const leaver of leavers) await publishing!.warehouse.run(`DELETE FROM customers WHERE customer_id = ${Number(leaver)}`);

    // 3. The resend finishes: exactly one coupon per customer of the segment, none for the leavers.
    const resumed = await runOnce(stopped.audience);
    const after = await coupons(TALON_CAMPAIGN);
    console.info(
      `[coupons-publishing] stopped send: 2000 then 4000 coupons at the stops, ${after.count} after the resend (${JSON.stringify(resumed)})`,
    );
    expect(resumed).toMatchObject({ kind: 'sent', removed: 2 });
    expect(after.count).toBe(after.recipients);
    expect(after.coupons.filter((c) => leavers.includes(c.recipientIntegrationId))).toEqual([]);
    const last = (await runsOf(publishing!.pool, stopped.audience))[0]!;
    expect(after.count).toBe(Number(last.valid));
    // The resend completed the fourth batch (made, never acknowledged) and sent the rest.
    expect(after.count).toBe(3000 - 2 + (resumed.kind === 'sent' ? resumed.sent : 0));
    expect(new Set(await heldMembers())).toEqual(new Set(after.coupons.map((c) => c.recipientIntegrationId)));

    await until(
      'the resumed campaign published',
      async () => (await timeline(stopped.audience)).at(-1)?.assignment_status_code === 'P_PUB',
    );
    expect(await matchOf(stopped.audience)).toBe(after.count);
    expect((await detailOf(stopped.campaign)).issued).toBe(after.count);
  });
});
