import { describe, expect, it } from 'vitest';
import { createTalonOneConnector } from './talonone.ts';
import { PlatformError } from './http.ts';
import type { AccountConfig, Member } from './connector.ts';
import { simulatorsForTests } from './simulatorsForTests.ts';

const waits: number[] = [];
const sims = simulatorsForTests(() => {
  waits.length = 0;
});

function config(overrides: Partial<AccountConfig['credentials']> = {}, http: AccountConfig['http'] = {}): AccountConfig {
  return {
    baseUrl: `${sims.url}/talonone`,
    credentials: { apiKey: 'int-key-123', managementKey: 'mgmt-key-456', ...overrides },
    http: {
      baseDelayMs: 1,
      timeoutMs: 2_000,
      sleep: async (ms) => {
        waits.push(ms);
      },
      ...http,
    },
  };
}

type SimAudienceRow = { id: string; name: string; memberCount: number };
type SimRequestRow = {
  method: string;
  path: string;
  audienceId: string | null;
  members: number;
  idempotencyKey: string | null;
  status: number;
};

const audiences = () => sims.control('GET', '/talonone/audiences') as Promise<SimAudienceRow[]>;
const requests = () => sims.control('GET', '/talonone/requests') as Promise<SimRequestRow[]>;
type SimCoupons = {
  count: number;
  recipients: number;
  coupons: {
    value: string;
    recipientIntegrationId: string;
    usageLimit: number;
    discountLimit?: number;
    reservationLimit?: number;
    startDate?: string;
    expiryDate?: string;
  }[];
};
const couponsAt = (applicationId: number, campaignId: number) =>
  sims.control('GET', `/talonone/coupons?applicationId=${applicationId}&campaignId=${campaignId}`) as Promise<SimCoupons>;
const profiles = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(6, '0')}`);
/** Customers as the engine hands them: keyed by their integration id (the customer id). */
const customers = (prefix: string, n: number): Member[] => profiles(prefix, n).map((customerId) => ({ customerId }));

describe('Talon.One connector against its simulator', () => {
  it('creates the audience once and adds and removes customer profiles by integration id', async () => {
    const talon = createTalonOneConnector(config());
    const { externalId } = await talon.ensureAudience('INCA_CUPONES');
    expect(externalId).toMatch(/^\d+$/);
    expect((await talon.ensureAudience('INCA_CUPONES')).externalId).toBe(externalId);
    let list = await audiences();
    expect(list).toEqual([{ id: externalId, name: 'INCA_CUPONES', memberCount: 0 }]);

    const ids = customers('cli', 25);
    expect(await talon.addMembers(externalId, ids, 'run1-add-0')).toEqual({ accepted: 25, rejected: [] });
    expect(await talon.removeMembers(externalId, ids.slice(0, 5), 'run1-rem-0')).toEqual({ accepted: 5, rejected: [] });
    list = await audiences();
    expect(list[0]?.memberCount).toBe(20);

    const posts = (await requests()).filter((r) => r.path === '/talonone/v2/customer_audiences');
    expect(posts.map((r) => [r.audienceId, r.members, r.idempotencyKey, r.status])).toEqual([
      [externalId, 25, 'run1-add-0', 204],
      [externalId, 5, 'run1-rem-0', 204],
    ]);
    expect(await talon.matchSize(externalId)).toEqual({ num_received: 20 });
  });

  it('splits more than 1000 profiles into keyed requests of at most 1000', async () => {
    const talon = createTalonOneConnector(config());
    const { externalId } = await talon.ensureAudience('INCA_GRANDE');
    expect(await talon.addMembers(externalId, customers('g', 2500), 'big')).toEqual({ accepted: 2500, rejected: [] });
    const posts = (await requests()).filter((r) => r.path === '/talonone/v2/customer_audiences');
    expect(posts.map((r) => [r.members, r.idempotencyKey])).toEqual([
      [1000, 'big:0'],
      [1000, 'big:1'],
      [500, 'big:2'],
    ]);
    expect((await audiences())[0]?.memberCount).toBe(2500);
  });

  it('applies a repeated idempotency key only once', async () => {
    const talon = createTalonOneConnector(config());
    const { externalId } = await talon.ensureAudience('INCA_IDEMPOTENTE');
    const ids = customers('i', 4);
    await talon.addMembers(externalId, ids, 'batch-1');
    await talon.removeMembers(externalId, ids.slice(0, 2), 'batch-2');
    await talon.addMembers(externalId, ids, 'batch-1');
    expect((await audiences())[0]?.memberCount).toBe(2);
    expect((await requests()).filter((r) => r.idempotencyKey === 'batch-1')).toHaveLength(2);
  });

  it('waits the Retry-After of a 429 and then succeeds', async () => {
    const talon = createTalonOneConnector(config());
    const { externalId } = await talon.ensureAudience('INCA_RATE');
    await sims.control('POST', '/faults', { platform: 'talonone', status: 429, count: 1, retryAfterSeconds: 2 });
    expect(await talon.addMembers(externalId, customers('r', 5), 'rate-1')).toEqual({ accepted: 5, rejected: [] });
    expect(waits).toContain(2000);
    expect((await requests()).filter((r) => r.status === 429)).toHaveLength(1);
    expect((await audiences())[0]?.memberCount).toBe(5);
  });

  it('retries 500s and then succeeds; an endless 503 ends as a retryable PlatformError', async () => {
    const talon = createTalonOneConnector(config({}, { maxAttempts: 4 }));
    const { externalId } = await talon.ensureAudience('INCA_500');
    await sims.control('POST', '/faults', { platform: 'talonone', status: 500, count: 2 });
    expect(await talon.addMembers(externalId, customers('s', 3), 'five-1')).toEqual({ accepted: 3, rejected: [] });
    expect((await requests()).filter((r) => r.status === 500)).toHaveLength(2);

    await sims.control('POST', '/faults', { platform: 'talonone', status: 503, count: 10 });
    const error = await talon.addMembers(externalId, customers('z', 2), 'down-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'SERVER', status: 503, retryable: true, attempts: 4 });
    expect((await audiences())[0]?.memberCount).toBe(3);
  });

  it('times out a held request and succeeds on the retry', async () => {
    const talon = createTalonOneConnector(config({}, { timeoutMs: 150 }));
    const { externalId } = await talon.ensureAudience('INCA_LENTO');
    await sims.control('POST', '/faults', { platform: 'talonone', delayMs: 1_000, count: 1 });
    expect(await talon.addMembers(externalId, customers('t', 3), 'slow-1')).toEqual({ accepted: 3, rejected: [] });
    const timedOut = (await requests()).filter((r) => r.idempotencyKey === 'slow-1');
    expect(timedOut.length).toBeGreaterThanOrEqual(1);
    expect((await audiences())[0]?.memberCount).toBe(3);
  });

  it('sends each customer by its integration id only: never an e-mail or phone as the profile id', async () => {
    const bodies: unknown[] = [];
    const capture = async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input).endsWith('/v2/customer_audiences')) bodies.push(JSON.parse(String(init?.body)));
      return fetch(input, init);
    };
    const talon = createTalonOneConnector(config({}, { fetch: capture }));
    const { externalId } = await talon.ensureAudience('INCA_IDS');
    const phoneOnly = { phone: '+56912345678' };
    const result = await talon.addMembers(externalId, [{ customerId: '101', email: 'ana@example.cl' }, phoneOnly], 'ids-1');
    expect(result).toEqual({ accepted: 1, rejected: [{ member: phoneOnly, reason: 'no integration id' }] });
    expect(bodies).toEqual([{ data: [{ action: 'add', profileIntegrationId: '101', audienceId: Number(externalId) }] }]);
  });

  it('reports the profiles the platform rejects, with the reason', async () => {
    const talon = createTalonOneConnector(config());
    const { externalId } = await talon.ensureAudience('INCA_RECHAZOS');
    await sims.control('POST', '/faults', { platform: 'talonone', rejectRate: 0.25 });
    const ids = customers('p', 80);
    const result = await talon.addMembers(externalId, ids, 'rej-1');
    expect(result.rejected.length).toBeGreaterThan(0);
    expect(result.rejected.length).toBeLessThan(80);
    expect(result.accepted + result.rejected.length).toBe(80);
    for (const r of result.rejected) {
      expect(ids).toContain(r.member);
      expect(r.reason).toContain(r.member.customerId);
    }
    expect((await audiences())[0]?.memberCount).toBe(result.accepted);
  });

  it('has no match size while the memberships settle, then num_received', async () => {
    const talon = createTalonOneConnector(config());
    const { externalId } = await talon.ensureAudience('INCA_MATCH');
    sims.state.matchDelayMs = 60_000;
    await talon.addMembers(externalId, customers('m', 9), 'match-1');
    expect(await talon.matchSize(externalId)).toBeNull();
    sims.state.matchDelayMs = 0;
    expect(await talon.matchSize(externalId)).toEqual({ num_received: 9 });
  });

  it('lists applications and the campaigns of one application for the audience form', async () => {
    const talon = createTalonOneConnector(config());
    const apps = await talon.listApplications();
    expect(apps.length).toBeGreaterThan(0);
    expect(apps[0]).toMatchObject({ id: 1201, name: 'INCA Retail Chile' });
    const campaigns = await talon.listCampaigns(apps[0]!.id);
    expect(campaigns.length).toBeGreaterThan(0);
    expect(campaigns.every((c) => c.applicationId === 1201 && typeof c.name === 'string')).toBe(true);
    await expect(talon.listCampaigns(999)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });

  it('verifies the account: OK with good keys, CREDENTIALS with a bad management key', async () => {
    expect(await createTalonOneConnector(config()).verifyAccount()).toEqual({ ok: true, errorKind: 'OK', message: 'ok' });
    const bad = await createTalonOneConnector(config({ managementKey: 'expired-key' })).verifyAccount();
    expect(bad).toMatchObject({ ok: false, errorKind: 'CREDENTIALS' });
  });
  it('reads a campaign with its coupon settings, and answers NOT_FOUND and AUTH errors as PlatformErrors', async () => {
    const talon = createTalonOneConnector(config());
    expect(await talon.getCampaign(1201, 50101)).toEqual({
      id: 50101,
      applicationId: 1201,
      name: 'Cupón bienvenida 10%',
      state: 'enabled',
      couponSettings: { couponPattern: 'BIENV-####-####', validCharacters: expect.arrayContaining(['A', '9']) },
    });
    const listed = await talon.listCampaigns(1201);
    expect(listed.every((c) => typeof c.couponSettings?.couponPattern === 'string')).toBe(true);
    await expect(talon.getCampaign(1201, 424242)).rejects.toMatchObject({
      kind: 'NOT_FOUND',
      status: 404,
      message: 'Campaign 424242 not found',
    });
    await expect(talon.campaignAnalytics(1201, 424242, '2026-11-01', '2026-11-02')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    const expired = createTalonOneConnector(config({ managementKey: 'expired-key' }));
    await expect(expired.getCampaign(1201, 50101)).rejects.toMatchObject({ kind: 'AUTH', status: 401, retryable: false });
    await expect(expired.createCouponsForRecipients(1201, 50101, { recipients: ['a'], usageLimit: 1 }, 'k')).rejects.toMatchObject({
      kind: 'AUTH',
    });
    expect((await couponsAt(1201, 50101)).count).toBe(0);
  });

  it('creates one coupon per recipient in keyed calls of at most 1000, with the pattern, limits and dates', async () => {
    const talon = createTalonOneConnector(config());
    const recipients = profiles('cliente', 2500);
    const coupons = {
      recipients,
      usageLimit: 1,
      discountLimit: 15000,
      reservationLimit: 2,
      startDate: '2026-11-01T03:00:00.000Z',
      expiryDate: '2026-12-01T02:59:59.000Z',
      couponPattern: 'INCA-####-####',
      validCharacters: ['X', 'Y', 'Z', '1', '2'],
    };
    const answer = await talon.createCouponsForRecipients(1201, 50101, coupons, 'cup');
    expect(answer.created).toBe(2500);
    // The answer names each coupon with its recipient and its batch: one batch per call.
    expect(answer.coupons.map((c) => c.recipientIntegrationId)).toEqual(recipients);
    expect(new Set(answer.coupons.map((c) => c.batchId)).size).toBe(3);
    const posts = (await requests()).filter((r) => r.path.endsWith('/coupons_with_recipients'));
    expect(posts.map((r) => [r.members, r.idempotencyKey, r.status])).toEqual([
      [1000, 'cup:0', 200],
      [1000, 'cup:1', 200],
      [500, 'cup:2', 200],
    ]);
    const at = await couponsAt(1201, 50101);
    expect(at.count).toBe(2500);
    expect(at.recipients).toBe(2500);
    expect(at.coupons.every((c) => /^INCA-[XYZ12]{4}-[XYZ12]{4}$/.test(c.value))).toBe(true);
    expect(at.coupons[0]).toMatchObject({
      usageLimit: 1,
      discountLimit: 15000,
      reservationLimit: 2,
      startDate: coupons.startDate,
      expiryDate: coupons.expiryDate,
    });

    // A retried call (same keys) creates nothing more; the campaign's own settings apply without a pattern.
    await talon.createCouponsForRecipients(1201, 50101, coupons, 'cup');
    expect((await couponsAt(1201, 50101)).count).toBe(2500);
    await talon.createCouponsForRecipients(1201, 50102, { recipients: ['r1'], usageLimit: 0 }, 'own');
    expect((await couponsAt(1201, 50102)).coupons[0]!.value).toMatch(/^ANIV-\d{6}$/);
    expect(await talon.countCoupons(1201, 50101)).toEqual({ total: 2500, withRecipient: 2500 });
  });

  it('deletes the coupons of the recipients that left, and only theirs', async () => {
    const talon = createTalonOneConnector(config());
    const recipients = profiles('d', 12);
    await talon.createCouponsForRecipients(1202, 50201, { recipients, usageLimit: 1 }, 'del-1');
    expect(await talon.deleteCouponsOfRecipients(1202, 50201, recipients.slice(0, 5))).toEqual({ deleted: 5 });
    const left = await couponsAt(1202, 50201);
    expect(left.count).toBe(7);
    expect(left.coupons.map((c) => c.recipientIntegrationId).sort()).toEqual(recipients.slice(5));
    const deletes = (await requests()).filter((r) => r.method === 'DELETE');
    expect(deletes).toHaveLength(5);
    expect(await talon.deleteCouponsOfRecipients(1202, 50201, [])).toEqual({ deleted: 0 });
  });

  it("reads one batch's coupons and its figures, and deletes a recipient's coupon of one batch only", async () => {
    const talon = createTalonOneConnector(config());
    const first = await talon.createCouponsForRecipients(1202, 50201, { recipients: profiles('b', 1500), usageLimit: 1 }, 'b-1');
    const second = await talon.createCouponsForRecipients(1202, 50201, { recipients: profiles('b', 3), usageLimit: 1 }, 'b-2');
    const [batchA, batchB] = [first.coupons[0]!.batchId, first.coupons[1200]!.batchId];
    const batchC = second.coupons[0]!.batchId;
    expect((await talon.couponsOfBatch(1202, 50201, batchA)).length).toBe(1000);
    expect((await talon.couponsOfBatch(1202, 50201, batchB)).length).toBe(500);
    expect(await talon.couponsOfBatch(1202, 50201, '')).toEqual([]);

    // The figures of batches A and C only, whatever else the campaign holds.
    const days = await talon.batchAnalytics(1202, 50201, [batchA, batchC]);
    expect(days.reduce((n, d) => n + d.issued, 0)).toBe(1003);
    expect(days.every((d) => d.reserved <= d.issued && d.redeemed <= d.issued)).toBe(true);
    expect(await talon.batchAnalytics(1202, 50201, [])).toEqual([]);

    // Customer b-000000 holds a coupon of batch A and one of batch C: deleting C's leaves A's.
    await talon.deleteCouponsOfRecipients(1202, 50201, [{ recipient: 'b-000000', batchId: batchC }]);
    const left = (await couponsAt(1202, 50201)).coupons.filter((c) => c.recipientIntegrationId === 'b-000000');
    expect(left).toHaveLength(1);
    expect(left[0]!.value).toBe(first.coupons[0]!.value);
  });

  it('answers coupons issued, reserved and redeemed per day from the campaign analytics', async () => {
    const talon = createTalonOneConnector(config());
    await talon.createCouponsForRecipients(1201, 50103, { recipients: profiles('a', 3000), usageLimit: 1 }, 'an-1');
    // Days as the application counts them, in its timezone (America/Santiago), whatever the UTC day.
    const chileDay = (ms: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
    const today = chileDay(Date.now());
    const yesterday = chileDay(Date.parse(`${today}T12:00:00Z`) - 86_400_000);
    const days = await talon.campaignAnalytics(1201, 50103, yesterday, today);
    expect(days.map((d) => d.day)).toEqual([yesterday, today]);
    expect(days[0]).toEqual({ day: yesterday, issued: 0, reserved: 0, redeemed: 0 });
    // Redemptions come on later days; some coupons are reserved the day they are issued.
    expect(days[1]).toMatchObject({ day: today, issued: 3000, redeemed: 0 });
    expect(days[1]!.reserved).toBeGreaterThan(0);
    expect(days[1]!.reserved).toBeLessThan(300);
    const analytics = (await requests()).find((r) => r.path.endsWith('/analytics'));
    expect(analytics?.status).toBe(200);
    await expect(talon.campaignAnalytics(1201, 50103, '2026-11', today)).rejects.toThrow('Rango de días inválido');
  });
});
