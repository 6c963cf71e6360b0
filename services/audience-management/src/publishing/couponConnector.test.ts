import { describe, expect, it } from 'vitest';
import { PlatformError, type CouponDayStats, type PlatformConnector, type RecipientCoupons, type TalonOneConnector } from '@inca/platforms';
import {
  COUPON_PUBLISH_MESSAGES,
  couponTargetOf,
  createCouponConnector,
  santiagoInstant,
  type CouponCampaignTarget,
} from './couponConnector.ts';
import type { CouponLedger, KeptCoupon, PendingCouponBatch, PublishTarget } from './repository/index.ts';

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

/** The ledger of repository/couponLedger.ts in memory. */
function memoryLedger() {
  const holders = new Map<string, KeptCoupon>();
  const batches = new Map<string, PendingCouponBatch & { state: string }>();
  const ledger: CouponLedger = {
    holding: async (recipients) => new Set(recipients.filter((r) => holders.has(r))),
    async begin(recipients) {
      const id = String(batches.size + 1);
      batches.set(id, { id, recipients: [...recipients], startedAt: new Date().toISOString(), state: 'PENDING' });
      return id;
    },
    async settle(id, coupons) {
      for (const c of coupons) if (!holders.has(c.recipient)) holders.set(c.recipient, c);
      batches.get(id)!.state = coupons.length > 0 ? 'DONE' : 'NONE';
    },
    pending: async () => [...batches.values()].filter((b) => b.state === 'PENDING'),
    batchesOf: async (recipients) => new Map(recipients.flatMap((r) => (holders.has(r) ? [[r, holders.get(r)!.batchId] as const] : []))),
    async forget(recipients) {
      for (const r of recipients) holders.delete(r);
    },
    // In memory no acknowledgement is lost: the engine holds every member the ledger answers.
    unacknowledged: async () => [...holders.keys()],
    count: async () => holders.size,
    batchIds: async () => ({
      ids: [...new Set([...holders.values()].flatMap((c) => (c.batchId ? [c.batchId] : [])))],
      unbatched: [...holders.values()].some((c) => !c.batchId),
    }),
  };
  return { ledger, holders, batches };
}

type FakeCoupon = { recipientIntegrationId: string; batchId: string; value: string; created: string; id: number };

/** A Talon.One connector that keeps what it was asked (coupons per recipient, each call a batch) in memory. */
function fakeTalon(campaigns: string[] = ['1201:50101']) {
  const created: { coupons: RecipientCoupons; key: string }[] = [];
  const holders = new Set<string>();
  const coupons: FakeCoupon[] = [];
  const deletes: { recipient: string; batchId?: string | null }[] = [];
  let failNext = false;
  const talon = {
    platform: 'talonone',
    batchSize: 1000,
    async getCampaign(app: number | string, id: number | string) {
      if (!campaigns.includes(`${app}:${id}`))
        throw new PlatformError({ message: `Campaign ${id} not found`, status: 404, kind: 'NOT_FOUND' });
      return { id: Number(id), applicationId: Number(app), name: 'x', state: 'enabled' };
    },
    async createCouponsForRecipients(_app: number | string, _id: number | string, asked: RecipientCoupons, key: string) {
      created.push({ coupons: asked, key });
      const batchId = `batch-${created.length}`;
      const made = asked.recipients.map((r) => ({
        recipientIntegrationId: r,
        batchId,
        value: `V-${coupons.length}-${r}`,
        created: new Date().toISOString(),
        id: coupons.length + 1,
      }));
      coupons.push(...made);
      for (const r of asked.recipients) holders.add(r);
      // The coupons are made, the answer never arrives.
      if (failNext) {
        failNext = false;
        throw new PlatformError({ message: 'socket hang up', status: 0, kind: 'NETWORK' });
      }
      return { created: asked.recipients.length, coupons: made };
    },
    async deleteCouponsOfRecipients(
      _app: number | string,
      _id: number | string,
      recipients: readonly (string | { recipient: string; batchId?: string | null })[],
    ) {
      for (const r of recipients) {
        const target = typeof r === 'string' ? { recipient: r } : r;
        deletes.push(target);
        for (let i = coupons.length - 1; i >= 0; i--) {
          const c = coupons[i]!;
          if (c.recipientIntegrationId === target.recipient && (!target.batchId || c.batchId === target.batchId)) coupons.splice(i, 1);
        }
        if (!coupons.some((c) => c.recipientIntegrationId === target.recipient)) holders.delete(target.recipient);
      }
      return { deleted: recipients.length };
    },
    async couponsCreatedBetween() {
      return coupons.map((c) => ({ ...c, campaignId: 50101, usageLimit: 1, usageCounter: 0 }));
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
  return {
    talon,
    created,
    holders,
    coupons,
    deletes,
    failNextAnswer: () => {
      failNext = true;
    },
  };
}

describe('the coupon connector', () => {
  it('checks the campaign and names it applicationId:campaignId; a missing campaign is a Spanish error', async () => {
    const { talon } = fakeTalon();
    expect(await createCouponConnector(talon, campaign, memoryLedger().ledger).ensureAudience('INCA_CUPONES')).toEqual({
      externalId: '1201:50101',
    });
    const missing = createCouponConnector(talon, { ...campaign, campaignId: '9' }, memoryLedger().ledger);
    await expect(missing.ensureAudience('INCA_CUPONES')).rejects.toThrow(COUPON_PUBLISH_MESSAGES.campaignMissing('1201', '9'));
  });

  it("gives each new member one coupon with the campaign's limits, Santiago dates and code settings; leavers lose theirs", async () => {
    const { talon, created, holders } = fakeTalon();
    const coupons = createCouponConnector(talon, campaign, memoryLedger().ledger);
    expect(await coupons.addMembers('1201:50101', [{ customerId: '11' }, { customerId: '12' }, { customerId: '13' }], 'key-1')).toEqual({
      accepted: 3,
      rejected: [],
    });
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

  it('leaves the code settings to the campaign when the coupon campaign stored none', async () => {
    const { talon, created } = fakeTalon();
    await createCouponConnector(talon, { ...campaign, couponSettings: null }, memoryLedger().ledger).addMembers(
      '1201:50101',
      [{ customerId: '1' }],
      'k',
    );
    expect(created[0]!.coupons).not.toHaveProperty('couponPattern');
    expect(created[0]!.coupons).not.toHaveProperty('validCharacters');
  });

  it('counts only its own recipients and deletes only the coupons of its own batches', async () => {
    const { talon, coupons: made, deletes } = fakeTalon();
    // Another coupon campaign on the same Talon.One campaign gave customers 11 and 20 a coupon first.
    const other = createCouponConnector(talon, campaign, memoryLedger().ledger);
    await other.addMembers('1201:50101', [{ customerId: '11' }, { customerId: '20' }], 'other');
    const own = createCouponConnector(talon, campaign, memoryLedger().ledger);
    await own.addMembers('1201:50101', [{ customerId: '11' }, { customerId: '12' }], 'own');
    expect(await own.matchSize('1201:50101')).toEqual({ num_received: 2 });
    expect(await other.matchSize('1201:50101')).toEqual({ num_received: 2 });

    await own.removeMembers('1201:50101', [{ customerId: '11' }], 'rm');
    expect(deletes).toEqual([{ recipient: '11', batchId: 'batch-2' }]);
    // The other campaign's coupon for customer 11 is still there.
    expect(made.filter((c) => c.recipientIntegrationId === '11').map((c) => c.batchId)).toEqual(['batch-1']);
    expect(await own.matchSize('1201:50101')).toEqual({ num_received: 1 });
  });

  it('gives no second coupon to recipients of a batch whose answer was lost, and sends the rest', async () => {
    const { talon, coupons: made, created, failNextAnswer } = fakeTalon();
    const { ledger } = memoryLedger();
    const first = createCouponConnector(talon, campaign, ledger);
    failNextAnswer();
    await expect(first.addMembers('1201:50101', [{ customerId: '1' }, { customerId: '2' }], 'k-1')).rejects.toThrow('socket hang up');
    expect(await ledger.pending()).toHaveLength(1);

    // The next run: the lost batch is found at Talon.One and held; a batch with other boundaries gives coupons only to the others.
    const next = createCouponConnector(talon, campaign, ledger);
    expect(await next.recoverLostBatches()).toEqual([{ customerId: '1' }, { customerId: '2' }]);
    expect(await ledger.pending()).toEqual([]);
    expect(await next.addMembers('1201:50101', [{ customerId: '2' }, { customerId: '3' }], 'k-2')).toEqual({ accepted: 2, rejected: [] });
    expect(created.at(-1)!.coupons.recipients).toEqual(['3']);
    expect(made.map((c) => c.recipientIntegrationId).sort()).toEqual(['1', '2', '3']);
    expect(await next.matchSize('1201:50101')).toEqual({ num_received: 3 });
  });

  it('keeps one coupon per recipient when a lost call was made twice', async () => {
    const { talon, coupons: made, failNextAnswer } = fakeTalon();
    const { ledger } = memoryLedger();
    const first = createCouponConnector(talon, campaign, ledger);
    failNextAnswer();
    await expect(first.addMembers('1201:50101', [{ customerId: '7' }, { customerId: '8' }], 'k')).rejects.toThrow();
    // The same call again (a retry Talon.One did not recognise): a second batch for the same recipients.
    await talon.createCouponsForRecipients('1201', '50101', { recipients: ['7', '8'], usageLimit: 1 }, 'k');
    expect(made).toHaveLength(4);
    await createCouponConnector(talon, campaign, ledger).recoverLostBatches();
    expect(made.map((c) => [c.recipientIntegrationId, c.batchId])).toEqual([
      ['7', 'batch-1'],
      ['8', 'batch-1'],
    ]);
  });

  it('refuses a connector without coupon calls', () => {
    const plain = { platform: 'talonone', batchSize: 1000 } as unknown as PlatformConnector;
    expect(() => createCouponConnector(plain, campaign, memoryLedger().ledger)).toThrow(COUPON_PUBLISH_MESSAGES.noCouponConnector);
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
