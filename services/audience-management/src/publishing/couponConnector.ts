import type { Queryable } from '@inca/db';
import { santiagoOffsetMs, santiagoToday } from '@inca/domain';
import { PlatformError, TALONONE_BATCH_SIZE, type Member, type PlatformConnector, type TalonOneConnector } from '@inca/platforms';
import { upsertCouponDailyStats, type PublishTarget } from './repository.ts';

/**
 * Coupon audiences (issue 11): a coupon campaign's Talon.One audience publishes through the publishing engine as
 * any audience does (segment → members → diff → batches → P_ENV → P_ACT → P_PUB), but its "audience" at the platform
 * is the Talon.One campaign and its members are coupons: each member that joins gets one coupon (created for its
 * integration id, with the campaign's limits, dates and code settings), each member that leaves loses its coupons,
 * and the match size is the campaign's coupons that have a recipient. After each run the campaign's coupons issued,
 * reserved and redeemed per day are copied into coupon_daily_stats.
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

/**
 * The coupon campaign as a PlatformConnector for the engine: ensureAudience checks the campaign exists (its id is
 * `applicationId:campaignId`), addMembers creates one coupon per member, removeMembers deletes the coupons of the
 * members that left, matchSize is `{ num_received: coupons with a recipient }`.
 */
export function createCouponConnector(platform: PlatformConnector, campaign: CouponCampaignTarget): PlatformConnector<'talonone'> {
  if (!hasCouponCalls(platform)) throw new Error(COUPON_PUBLISH_MESSAGES.noCouponConnector);
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
        if (error instanceof PlatformError && error.kind === 'NOT_FOUND') throw new Error(COUPON_PUBLISH_MESSAGES.campaignMissing(applicationId, campaignId));
        throw error;
      }
      return { externalId: couponExternalId(applicationId, campaignId) };
    },

    async addMembers(_externalId, members, idempotencyKey) {
      const recipients = recipientsOf(members);
      if (recipients.length === 0) return { accepted: 0, rejected: members.map((member) => ({ member, reason: 'no integration id' })) };
      const { created } = await talon.createCouponsForRecipients(
        applicationId,
        campaignId,
        {
          recipients,
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
      const keyed = new Set(recipients);
      return { accepted: created, rejected: members.filter((m) => !m.customerId || !keyed.has(m.customerId)).map((member) => ({ member, reason: 'no integration id' })) };
    },

    async removeMembers(_externalId, members) {
      if (members.length === 0) return { accepted: 0, rejected: [] };
      const { deleted } = await talon.deleteCouponsOfRecipients(applicationId, campaignId, recipientsOf(members));
      return { accepted: deleted, rejected: [] };
    },

    async matchSize() {
      const { withRecipient } = await talon.countCoupons(applicationId, campaignId);
      return { num_received: withRecipient };
    },

    verifyAccount: () => talon.verifyAccount(),
  };
}

/** At most this many days are read from the campaign analytics at a time (the newest ones). */
export const COUPON_STATS_MAX_DAYS = 366;

/**
 * Copies the coupon campaign's figures per day from Talon.One's campaign analytics into coupon_daily_stats, from
 * the earlier of its creation and start day to today (days in Chile, as the application counts them; at most
 * COUPON_STATS_MAX_DAYS). Answers the days read.
 */
export async function syncCouponStats(db: Queryable, platform: PlatformConnector, campaign: CouponCampaignTarget, now = new Date()): Promise<number> {
  if (!hasCouponCalls(platform)) throw new Error(COUPON_PUBLISH_MESSAGES.noCouponConnector);
  const to = santiagoToday(now);
  const earliest = santiagoToday(new Date(now.getTime() - (COUPON_STATS_MAX_DAYS - 1) * 86_400_000));
  let from = [campaign.createdDay, campaign.startDate].filter(Boolean).sort()[0] ?? to;
  if (from < earliest) from = earliest;
  if (from > to) from = to;
  const days = await platform.campaignAnalytics(campaign.applicationId, campaign.campaignId, from, to);
  await upsertCouponDailyStats(db, campaign.couponCampaignId, days);
  return days.length;
}
