import { describe, expect, it } from 'vitest';
import { PlatformError, type CouponDayStats, type PlatformConnector, type RecipientCoupons, type TalonOneConnector } from '@inca/platforms';
import { COUPON_PUBLISH_MESSAGES, couponTargetOf, createCouponConnector, santiagoInstant, type CouponCampaignTarget } from './couponConnector.ts';
import type { PublishTarget } from './repository.ts';

const campaign: CouponCampaignTarget = {
  couponCampaignId: 7,
  applicationId: '1201',
  campaignId: '50101',
  usageLimit: 1,
  discountLimit: 15000,
  reservationLimit: 2,
  startDate: '2026-11-23',
  endDate: '2026-12-31',
  createdDay: '2026-11-20',
  couponSettings: { couponPattern: 'INCA-####', validCharacters: ['A', 'B'] },
};

/** A Talon.One connector that keeps what it was asked (coupons per recipient) in memory. */
function fakeTalon(campaigns: string[] = ['1201:50101']) {
  const created: { coupons: RecipientCoupons; key: string }[] = [];
  const holders = new Set<string>();
  const talon = {
    platform: 'talonone',
    batchSize: 1000,
    async getCampaign(app: number | string, id: number | string) {
      if (!campaigns.includes(`${app}:${id}`)) throw new PlatformError({ message: `Campaign ${id} not found`, status: 404, kind: 'NOT_FOUND' });
      return { id: Number(id), applicationId: Number(app), name: 'x', state: 'enabled' };
    },
    async createCouponsForRecipients(_app: number | string, _id: number | string, coupons: RecipientCoupons, key: string) {
      created.push({ coupons, key });
      for (const r of coupons.recipients) holders.add(r);
      return { created: coupons.recipients.length };
    },
    async deleteCouponsOfRecipients(_app: number | string, _id: number | string, recipients: readonly string[]) {
      for (const r of recipients) holders.delete(r);
      return { deleted: recipients.length };
    },
    async countCoupons() {
      return { total: holders.size, withRecipient: holders.size };
    },
    async campaignAnalytics(): Promise<CouponDayStats[]> {
      return [];
    },
    async verifyAccount() {
      return { ok: true, errorKind: 'OK' as const, message: 'ok' };
    },
  } as unknown as TalonOneConnector;
  return { talon, created, holders };
}

describe('the coupon connector', () => {
  it('checks the campaign and names it applicationId:campaignId; a missing campaign is a Spanish error', async () => {
    const { talon } = fakeTalon();
    expect(await createCouponConnector(talon, campaign).ensureAudience('INCA_CUPONES')).toEqual({ externalId: '1201:50101' });
    const missing = createCouponConnector(talon, { ...campaign, campaignId: '9' });
    await expect(missing.ensureAudience('INCA_CUPONES')).rejects.toThrow(COUPON_PUBLISH_MESSAGES.campaignMissing('1201', '9'));
  });

  it("gives each new member one coupon with the campaign's limits, Santiago dates and code settings; leavers lose theirs", async () => {
    const { talon, created, holders } = fakeTalon();
    const coupons = createCouponConnector(talon, campaign);
    expect(await coupons.addMembers('1201:50101', [{ customerId: '11' }, { customerId: '12' }, { customerId: '13' }], 'key-1')).toEqual({ accepted: 3, rejected: [] });
    expect(created).toEqual([
      {
        key: 'key-1',
        coupons: {
          recipients: ['11', '12', '13'],
          usageLimit: 1,
          discountLimit: 15000,
          reservationLimit: 2,
          startDate: '2026-11-23T03:00:00.000Z',
          expiryDate: '2027-01-01T02:59:59.000Z',
          couponPattern: 'INCA-####',
          validCharacters: ['A', 'B'],
        },
      },
    ]);
    expect(await coupons.removeMembers('1201:50101', [{ customerId: '12' }], 'key-2')).toEqual({ accepted: 1, rejected: [] });
    expect([...holders]).toEqual(['11', '13']);
    expect(await coupons.matchSize('1201:50101')).toEqual({ num_received: 2 });
    expect(await coupons.addMembers('1201:50101', [], 'key-3')).toEqual({ accepted: 0, rejected: [] });
    expect(created).toHaveLength(1);
  });

  it("leaves the code settings to the campaign when the coupon campaign stored none", async () => {
    const { talon, created } = fakeTalon();
    await createCouponConnector(talon, { ...campaign, couponSettings: null }).addMembers('1201:50101', [{ customerId: '1' }], 'k');
    expect(created[0]!.coupons).not.toHaveProperty('couponPattern');
    expect(created[0]!.coupons).not.toHaveProperty('validCharacters');
  });

  it('refuses a connector without coupon calls', () => {
    const plain = { platform: 'talonone', batchSize: 1000 } as unknown as PlatformConnector;
    expect(() => createCouponConnector(plain, campaign)).toThrow(COUPON_PUBLISH_MESSAGES.noCouponConnector);
  });
});

describe('coupon targets and dates', () => {
  it('reads the coupon campaign of a publish target, none for an ordinary audience', () => {
    const base = { start_date: '2026-11-01', end_date: '2026-11-30', coupon_campaign_id: null } as unknown as PublishTarget;
    expect(couponTargetOf(base)).toBeUndefined();
    const target = {
      ...base,
      coupon_campaign_id: '7',
      talonone_application_id: '1201',
      talonone_campaign_id: '50101',
      coupon_usage_limit: 3,
      coupon_discount_limit: 99.5,
      coupon_reservation_limit: 0,
      coupon_start_date: '2026-11-23',
      coupon_end_date: '2026-12-31',
      coupon_created_day: '2026-11-20',
      talonone_campaign: { name: 'Cupón', couponSettings: { couponPattern: 'X-###', validCharacters: ['1'] } },
    } as unknown as PublishTarget;
    expect(couponTargetOf(target)).toEqual({
      couponCampaignId: 7,
      applicationId: '1201',
      campaignId: '50101',
      usageLimit: 3,
      discountLimit: 99.5,
      reservationLimit: 0,
      startDate: '2026-11-23',
      endDate: '2026-12-31',
      createdDay: '2026-11-20',
      couponSettings: { couponPattern: 'X-###', validCharacters: ['1'] },
    });
  });

  it('turns Santiago wall-clock times into UTC instants in summer (-03) and winter (-04)', () => {
    expect(santiagoInstant('2026-12-31', '23:59:59')).toBe('2027-01-01T02:59:59.000Z');
    expect(santiagoInstant('2026-07-01', '00:00:00')).toBe('2026-07-01T04:00:00.000Z');
  });
});
