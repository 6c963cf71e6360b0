import { withTransaction, type Pool } from '@inca/db';
import { SCHEMA } from '../../schema.ts';

/** A coupon Talon.One made for a recipient, as this coupon campaign keeps it. */
export type KeptCoupon = { recipient: string; batchId: string | null; value?: string | null };

/** A batch sent whose answer never arrived (migration 015). */
export type PendingCouponBatch = { id: string; recipients: string[]; startedAt: string };

/**
 * What one coupon campaign made at Talon.One (migration 015): its batches, written before each call and settled with
 * the answer, and its recipients with the Talon.One batch of their coupon. Every statement is a single short one on
 * the pool: no connection or transaction is held while Talon.One is called.
 */
export type CouponLedger = {
  /** Of `recipients`, those already holding a coupon of the campaign. */
  holding(recipients: readonly string[]): Promise<Set<string>>;
  /** Writes a batch about to be sent (PENDING); answers its id. */
  begin(recipients: readonly string[]): Promise<string>;
  /** A batch's answer: the coupons Talon.One made (none: the batch is NONE). */
  settle(batchId: string, coupons: readonly KeptCoupon[]): Promise<void>;
  /** Batches sent whose answer never arrived, oldest first. */
  pending(): Promise<PendingCouponBatch[]>;
  /** The Talon.One batch of each recipient's coupon (null when sent before batches were kept). */
  batchesOf(recipients: readonly string[]): Promise<Map<string, string | null>>;
  /** The recipients whose coupon was deleted. */
  forget(recipients: readonly string[]): Promise<void>;
  /**
   * Recipients holding a coupon of the campaign that its audience does not hold as members: a batch Talon.One answered
   * whose acknowledgement the run could not write before it stopped.
   */
  unacknowledged(): Promise<string[]>;
  /** Recipients holding a coupon of the campaign. */
  count(): Promise<number>;
  /** The Talon.One batches of the campaign's coupons, and whether some coupons were sent before batches were kept. */
  batchIds(): Promise<{ ids: string[]; unbatched: boolean }>;
};

export function couponLedgerOf(pool: Pool, couponCampaignId: number): CouponLedger {
  const campaign = couponCampaignId;
  return {
    async holding(recipients) {
      if (recipients.length === 0) return new Set();
      const { rows } = await pool.query<{ recipient: string }>(
        `SELECT recipient FROM ${SCHEMA}.coupon_recipients WHERE coupon_campaign_id = $1 AND recipient = ANY($2::text[])`,
        [campaign, recipients],
      );
      return new Set(rows.map((r) => r.recipient));
    },

    async begin(recipients) {
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO ${SCHEMA}.coupon_batches (coupon_campaign_id, recipients) VALUES ($1, $2::text[]) RETURNING id`,
        [campaign, recipients],
      );
      return rows[0]!.id;
    },

    async settle(batchId, coupons) {
      await withTransaction(pool, async (db) => {
        if (coupons.length > 0) {
          await db.query(
            `INSERT INTO ${SCHEMA}.coupon_recipients (coupon_campaign_id, recipient, talonone_batch_id, coupon_value)
             SELECT $1, c.recipient, c.batch, c.value FROM unnest($2::text[], $3::text[], $4::text[]) AS c(recipient, batch, value)
             ON CONFLICT (coupon_campaign_id, recipient) DO NOTHING`,
            [campaign, coupons.map((c) => c.recipient), coupons.map((c) => c.batchId), coupons.map((c) => c.value ?? null)],
          );
        }
        await db.query(
          `UPDATE ${SCHEMA}.coupon_batches SET state = $3, created = $4, finished_at = now() WHERE id = $1 AND coupon_campaign_id = $2`,
          [batchId, campaign, coupons.length > 0 ? 'DONE' : 'NONE', coupons.length],
        );
      });
    },

    async pending() {
      const { rows } = await pool.query<{ id: string; recipients: string[]; started_at: Date }>(
        `SELECT id, recipients, started_at FROM ${SCHEMA}.coupon_batches WHERE coupon_campaign_id = $1 AND state = 'PENDING' ORDER BY id`,
        [campaign],
      );
      return rows.map((r) => ({ id: r.id, recipients: r.recipients, startedAt: new Date(r.started_at).toISOString() }));
    },

    async batchesOf(recipients) {
      if (recipients.length === 0) return new Map();
      const { rows } = await pool.query<{ recipient: string; talonone_batch_id: string | null }>(
        `SELECT recipient, talonone_batch_id FROM ${SCHEMA}.coupon_recipients WHERE coupon_campaign_id = $1 AND recipient = ANY($2::text[])`,
        [campaign, recipients],
      );
      return new Map(rows.map((r) => [r.recipient, r.talonone_batch_id]));
    },

    async forget(recipients) {
      if (recipients.length === 0) return;
      await pool.query(`DELETE FROM ${SCHEMA}.coupon_recipients WHERE coupon_campaign_id = $1 AND recipient = ANY($2::text[])`, [
        campaign,
        recipients,
      ]);
    },

    async unacknowledged() {
      // A member is the text publishing keeps ({"customerId":"…"}; the bare id in rows older than that).
      const { rows } = await pool.query<{ recipient: string }>(
        `SELECT r.recipient FROM ${SCHEMA}.coupon_recipients r
          WHERE r.coupon_campaign_id = $1
            AND NOT EXISTS (SELECT 1 FROM ${SCHEMA}.publish_members m JOIN ${SCHEMA}.audiences a ON a.id = m.audience_id
                             WHERE a.coupon_campaign_id = $1 AND m.member IN ('{"customerId":' || to_json(r.recipient)::text || '}', r.recipient))
          ORDER BY r.recipient`,
        [campaign],
      );
      return rows.map((r) => r.recipient);
    },

    async count() {
      const { rows } = await pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${SCHEMA}.coupon_recipients WHERE coupon_campaign_id = $1`,
        [campaign],
      );
      return Number(rows[0]?.n ?? 0);
    },

    async batchIds() {
      const { rows } = await pool.query<{ id: string | null }>(
        `SELECT DISTINCT talonone_batch_id AS id FROM ${SCHEMA}.coupon_recipients WHERE coupon_campaign_id = $1`,
        [campaign],
      );
      return { ids: rows.flatMap((r) => (r.id ? [r.id] : [])), unbatched: rows.some((r) => r.id === null) };
    },
  };
}

/**
 * A coupon campaign's figures per day, as read from its own coupons: the days given replace the stored ones; the other
 * days are deleted too unless `keepOtherDays` (coupons sent before batches were kept, whose days cannot be read again).
 */
export async function replaceCouponDailyStats(
  pool: Pool,
  couponCampaignId: number,
  days: readonly { day: string; issued: number; reserved: number; redeemed: number }[],
  options: { keepOtherDays: boolean },
): Promise<void> {
  await withTransaction(pool, async (db) => {
    if (!options.keepOtherDays) {
      await db.query(`DELETE FROM ${SCHEMA}.coupon_daily_stats WHERE coupon_campaign_id = $1 AND NOT (day = ANY($2::date[]))`, [
        couponCampaignId,
        days.map((d) => d.day),
      ]);
    }
    if (days.length === 0) return;
    await db.query(
      `INSERT INTO ${SCHEMA}.coupon_daily_stats (coupon_campaign_id, day, issued, reserved, redeemed, synced_at)
       SELECT $1, d.day, d.issued, d.reserved, d.redeemed, now()
         FROM unnest($2::date[], $3::int[], $4::int[], $5::int[]) AS d(day, issued, reserved, redeemed)
       ON CONFLICT (coupon_campaign_id, day) DO UPDATE
          SET issued = EXCLUDED.issued, reserved = EXCLUDED.reserved, redeemed = EXCLUDED.redeemed, synced_at = EXCLUDED.synced_at`,
      [couponCampaignId, days.map((d) => d.day), days.map((d) => d.issued), days.map((d) => d.reserved), days.map((d) => d.redeemed)],
    );
  });
}
