import type { Pool } from '@inca/db';
import { santiagoOffsetMs } from '@inca/domain';
import {
  PlatformError,
  TALONONE_BATCH_SIZE,
  type Member,
  type PlatformConnector,
  type TalonOneConnector,
  type TalonOneCoupon,
} from '@inca/platforms';
import { couponLedgerOf, replaceCouponDailyStats, type CouponLedger, type KeptCoupon, type PublishTarget } from './repository/index.ts';
import { PublishRefusal } from './runFailure.ts';

/**
 * Coupon audiences: a coupon campaign's Talon.One audience publishes through the publishing engine as
 * any audience does (segment → members → diff → batches → P_ENV → P_ACT → P_PUB), but its "audience" at the platform
 * is the Talon.One campaign and its members are coupons: each member that joins gets one coupon (created for its
 * integration id, with the campaign's limits, dates and code settings), each member that leaves loses its coupon,
 * and the match size is the recipients holding one of this coupon campaign's coupons. Several coupon campaigns may
 * send to one Talon.One campaign: each keeps what it made (its batches and recipients, repository/couponLedger.ts), so its
 * figures and deletions are its own, and a run stopped half-way resumes without giving anyone a second coupon. After
 * each run the figures per day of its own coupons (issued, reserved, redeemed) are copied into coupon_daily_stats.
 */

export const COUPON_PUBLISH_MESSAGES = {
  campaignMissing: (applicationId: string, campaignId: string) =>
    `La campaña ${campaignId} no existe en la aplicación ${applicationId} de Talon One.`,
  notCoupon: 'La audiencia no pertenece a una campaña de cupones.',
  noCouponConnector: 'El conector de Talon One no permite crear cupones.',
};

/** What publishing a coupon audience needs of its coupon campaign. */
export type CouponCampaignTarget = {
  couponCampaignId: number;
  applicationId: string;
  campaignId: string;
  usageLimit: number;
  discountLimit: number;
  reservationLimit: number;
  /** YYYY-MM-DD, the coupon campaign's own dates (America/Santiago). */
  startDate: string;
  endDate: string;
  /** The coupon campaign's day of creation: its daily figures are read from the earlier of it and the start date. */
  createdDay: string;
  couponSettings?: { couponPattern?: string | null; validCharacters?: readonly string[] | null } | null;
};

/** The Talon.One campaign of a coupon audience, as the engine stores it (audiences.external_audience_id). */
export const couponExternalId = (applicationId: string, campaignId: string): string => `${applicationId}:${campaignId}`;

const dayText = (value: string | null | undefined) => (value ? String(value).slice(0, 10) : '');

/** The coupon campaign of a publish target, or undefined for an ordinary audience. */
export function couponTargetOf(target: PublishTarget): CouponCampaignTarget | undefined {
  if (!target.coupon_campaign_id) return undefined;
  return {
    couponCampaignId: Number(target.coupon_campaign_id),
    applicationId: String(target.talonone_application_id ?? ''),
    campaignId: String(target.talonone_campaign_id ?? ''),
    usageLimit: Number(target.coupon_usage_limit ?? 0),
    discountLimit: Number(target.coupon_discount_limit ?? 0),
    reservationLimit: Number(target.coupon_reservation_limit ?? 0),
    startDate: dayText(target.coupon_start_date ?? target.start_date),
    endDate: dayText(target.coupon_end_date ?? target.end_date),
    createdDay: dayText(target.coupon_created_day ?? target.coupon_start_date ?? target.start_date),
    couponSettings: target.talonone_campaign?.couponSettings ?? null,
  };
}

/** The instant (RFC3339, UTC) of a wall-clock time in America/Santiago on `day`. */
export function santiagoInstant(day: string, time: string): string {
  const asIfUtc = Date.parse(`${day}T${time}Z`);
  // Santiago's offset at that moment (-03:00 or -04:00): the wall time there is `time` when UTC is asIfUtc − offset.
  return new Date(asIfUtc - santiagoOffsetMs(asIfUtc)).toISOString();
}

/** A coupon's recipient: the customer's Talon.One integration id. */
const recipientsOf = (members: readonly Member[]): string[] => members.flatMap((m) => (m.customerId ? [m.customerId] : []));

const hasCouponCalls = (c: PlatformConnector): c is TalonOneConnector =>
  typeof (c as Partial<TalonOneConnector>).createCouponsForRecipients === 'function' &&
  typeof (c as Partial<TalonOneConnector>).deleteCouponsOfRecipients === 'function';

/** Talon.One's clock and ours may differ: a lost call's coupons are looked for this long before and after it began. */
const LOST_CALL_MARGIN_MS = 10 * 60_000;
/** A call (its attempts, timeouts and waits included) ends within this long of its start. */
const LOST_CALL_SPAN_MS = 30 * 60_000;

/** A coupon campaign as the engine publishes it (see createCouponConnector). */
export type CouponConnector = PlatformConnector<'talonone'> & {
  /**
   * Settles the batches a stopped run sent without hearing Talon.One's answer (what Talon.One made of them is kept, a
   * second coupon for one recipient deleted) and answers every recipient holding a coupon of the campaign that its
   * audience does not hold yet, so the run acknowledges them before its diff: none is sent again, and one that left
   * the segment meanwhile loses its coupon.
   */
  recoverLostBatches(): Promise<Member[]>;
};

export const isCouponConnector = (c: PlatformConnector): c is CouponConnector =>
  typeof (c as Partial<CouponConnector>).recoverLostBatches === 'function';

/**
 * The coupon campaign as a PlatformConnector for the engine: ensureAudience checks the campaign exists (its id is
 * `applicationId:campaignId`); addMembers gives each member that holds none of the campaign's coupons one coupon,
 * writing the batch before the call and the coupons Talon.One answered after it (the ledger); removeMembers deletes
 * the coupons of the members that left, only those of this coupon campaign's batches; matchSize is
 * `{ num_received: recipients holding a coupon of this coupon campaign }`, whatever other coupon campaigns sent to
 * the same Talon.One campaign.
 */
export function createCouponConnector(platform: PlatformConnector, campaign: CouponCampaignTarget, ledger: CouponLedger): CouponConnector {
  if (!hasCouponCalls(platform)) throw new PublishRefusal(COUPON_PUBLISH_MESSAGES.noCouponConnector);
  const talon = platform;
  const { applicationId, campaignId } = campaign;
  const settings = campaign.couponSettings ?? {};
  return {
    platform: 'talonone',
    batchSize: TALONONE_BATCH_SIZE,

    async ensureAudience() {
      try {
        await talon.getCampaign(applicationId, campaignId);
      } catch (error) {
        if (error instanceof PlatformError && error.kind === 'NOT_FOUND')
          throw new PublishRefusal(COUPON_PUBLISH_MESSAGES.campaignMissing(applicationId, campaignId));
        throw error;
      }
      return { externalId: couponExternalId(applicationId, campaignId) };
    },

    async addMembers(_externalId, members, idempotencyKey) {
      const recipients = [...new Set(recipientsOf(members))];
      const unkeyed = members.filter((m) => !m.customerId).map((member) => ({ member, reason: 'no integration id' }));
      if (recipients.length === 0) return { accepted: 0, rejected: unkeyed };
      // A recipient that already holds one of the campaign's coupons (a batch answered before its acknowledgement was lost) gets no other.
      const holding = await ledger.holding(recipients);
      const fresh = recipients.filter((r) => !holding.has(r));
      const made = new Set<string>();
      if (fresh.length > 0) {
        const batch = await ledger.begin(fresh);
        const answer = await talon.createCouponsForRecipients(
          applicationId,
          campaignId,
          {
            recipients: fresh,
            usageLimit: campaign.usageLimit,
            discountLimit: campaign.discountLimit,
            reservationLimit: campaign.reservationLimit,
            startDate: santiagoInstant(campaign.startDate, '00:00:00'),
            expiryDate: santiagoInstant(campaign.endDate, '23:59:59'),
            ...(settings.couponPattern ? { couponPattern: settings.couponPattern } : {}),
            ...(settings.validCharacters && settings.validCharacters.length > 0 ? { validCharacters: settings.validCharacters } : {}),
          },
          idempotencyKey,
        );
        const wanted = new Set(fresh);
        let kept: KeptCoupon[] = answer.coupons
          .filter((c) => wanted.has(c.recipientIntegrationId))
          .map((c) => ({ recipient: c.recipientIntegrationId, batchId: c.batchId, value: c.value }));
        // An answer without its coupons (a silent one): every recipient has one, from a batch we cannot name.
        if (answer.coupons.length === 0 && answer.created > 0) kept = fresh.map((recipient) => ({ recipient, batchId: null }));
        await ledger.settle(batch, kept);
        for (const c of kept) made.add(c.recipient);
      }
      // Recipients Talon.One made no coupon for are not held: the next run tries them again.
      const held = (m: Member) => Boolean(m.customerId && (holding.has(m.customerId) || made.has(m.customerId)));
      const missing = members.filter((m) => m.customerId && !held(m)).map((member) => ({ member, reason: 'sin cupón' }));
      return { accepted: members.filter(held).length, rejected: [...unkeyed, ...missing] };
    },

    async removeMembers(_externalId, members) {
      const recipients = recipientsOf(members);
      if (recipients.length === 0) return { accepted: 0, rejected: [] };
      const batches = await ledger.batchesOf(recipients);
      const { deleted } = await talon.deleteCouponsOfRecipients(
        applicationId,
        campaignId,
        recipients.map((recipient) => ({ recipient, batchId: batches.get(recipient) ?? null })),
      );
      await ledger.forget(recipients);
      return { accepted: deleted, rejected: [] };
    },

    async matchSize() {
      return { num_received: await ledger.count() };
    },

    verifyAccount: () => talon.verifyAccount(),

    async recoverLostBatches() {
      for (const lost of await ledger.pending()) {
        const began = Date.parse(lost.startedAt);
        const wanted = new Set(lost.recipients);
        const byBatch = new Map<string, TalonOneCoupon[]>();
        const around = await talon.couponsCreatedBetween(
          applicationId,
          campaignId,
          new Date(began - LOST_CALL_MARGIN_MS).toISOString(),
          new Date(began + LOST_CALL_SPAN_MS + LOST_CALL_MARGIN_MS).toISOString(),
        );
        for (const c of around) if (c.batchId) byBatch.set(c.batchId, [...(byBatch.get(c.batchId) ?? []), c]);
        // The lost call's Talon.One batches hold only its recipients (another sender's batch holds its own customers);
        // a call repeated by a retry made two: the first coupon of each recipient is kept, the other deleted.
        const kept = new Map<string, KeptCoupon>();
        const extra: { recipient: string; batchId: string }[] = [];
        for (const [batchId, coupons] of byBatch) {
          if (!coupons.every((c) => c.recipientIntegrationId && wanted.has(c.recipientIntegrationId))) continue;
          for (const c of coupons) {
            const recipient = c.recipientIntegrationId!;
            if (kept.has(recipient)) extra.push({ recipient, batchId });
            else kept.set(recipient, { recipient, batchId, value: c.value });
          }
        }
        if (extra.length > 0) await talon.deleteCouponsOfRecipients(applicationId, campaignId, extra);
        await ledger.settle(lost.id, [...kept.values()]);
      }
      // Those, and the batches answered whose acknowledgement was lost, are held by the campaign already.
      return (await ledger.unacknowledged()).map((customerId) => ({ customerId }));
    },
  };
}

/**
 * Copies the coupon campaign's own figures per day (coupons issued, reserved and redeemed, by day of issue in the
 * application's timezone) into coupon_daily_stats: read from the coupons of its own Talon.One batches, never from
 * the Talon.One campaign's analytics, which add up every coupon campaign sending to it. A campaign that kept no batch
 * keeps its figures as they are. Answers the days written.
 */
export async function syncCouponStats(
  pool: Pool,
  platform: PlatformConnector,
  campaign: CouponCampaignTarget,
  ledger: CouponLedger = couponLedgerOf(pool, campaign.couponCampaignId),
): Promise<number> {
  if (!hasCouponCalls(platform)) throw new PublishRefusal(COUPON_PUBLISH_MESSAGES.noCouponConnector);
  const { ids, unbatched } = await ledger.batchIds();
  if (ids.length === 0) return 0;
  const days = await platform.batchAnalytics(campaign.applicationId, campaign.campaignId, ids);
  // Coupons sent before batches were kept cannot be read again: their days stay as they were synced.
  await replaceCouponDailyStats(pool, campaign.couponCampaignId, days, { keepOtherDays: unbatched });
  return days.length;
}
