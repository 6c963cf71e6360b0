import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSimulatorApp, startSimulators, type RunningSimulators } from '../server.ts';
import { SimState } from '../state.ts';

let sims: RunningSimulators;
beforeAll(async () => {
  sims = await startSimulators({ port: 0, matchDelayMs: 0 });
});
afterAll(async () => {
  await sims.close();
});
beforeEach(() => {
  sims.state.reset();
  sims.state.matchDelayMs = 0;
});

const INTEGRATION = 'ApiKey-v1 key-1';
const MANAGEMENT = 'ManagementKey-v1 key-2';

const call = (auth: string, method: string, path: string, body?: unknown) =>
  fetch(`${sims.url}/talonone${path}`, {
    method,
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function createAudience(name: string): Promise<number> {
  const res = await call(INTEGRATION, 'POST', '/v2/audiences', { name });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { id: number; name: string; accountId: number };
  expect(body.name).toBe(name);
  return body.id;
}

describe('Talon.One simulator routes', () => {
  it('wants the right key kind for each API, and answers 401 in the Talon.One shape', async () => {
    const wrongKind = await call(MANAGEMENT, 'POST', '/v2/audiences', { name: 'INCA_X' });
    expect(wrongKind.status).toBe(401);
    expect(await wrongKind.json()).toMatchObject({ message: 'Invalid API key', StatusCode: 401 });
    expect((await call(INTEGRATION, 'GET', '/v1/applications')).status).toBe(401);
    expect((await call('ManagementKey-v1 invalid-key', 'GET', '/v1/applications')).status).toBe(401);
  });

  it('refuses a 409 duplicate integrationId and a missing name', async () => {
    expect((await call(INTEGRATION, 'POST', '/v2/audiences', { name: 'A', integrationId: 'ext-1' })).status).toBe(201);
    expect((await call(INTEGRATION, 'POST', '/v2/audiences', { name: 'B', integrationId: 'ext-1' })).status).toBe(409);
    expect((await call(INTEGRATION, 'POST', '/v2/audiences', {})).status).toBe(400);
  });

  it('validates the whole customer_audiences request before applying any item', async () => {
    const id = await createAudience('INCA_T');
    const bad = await call(INTEGRATION, 'POST', '/v2/customer_audiences', {
      data: [
        { action: 'add', profileIntegrationId: 'p1', audienceId: id },
        { action: 'add', profileIntegrationId: 'p2', audienceId: 424242 },
      ],
    });
    expect(bad.status).toBe(404);
    expect(sims.state.get('talonone').getAudience(String(id))?.members.size).toBe(0);
    const wrongAction = await call(INTEGRATION, 'POST', '/v2/customer_audiences', {
      data: [{ action: 'replace', profileIntegrationId: 'p1', audienceId: id }],
    });
    expect(wrongAction.status).toBe(400);
    const tooMany = Array.from({ length: 1001 }, (_, i) => ({ action: 'add', profileIntegrationId: `p${i}`, audienceId: id }));
    expect((await call(INTEGRATION, 'POST', '/v2/customer_audiences', { data: tooMany })).status).toBe(400);

    const ok = await call(INTEGRATION, 'POST', '/v2/customer_audiences', {
      data: [
        { action: 'add', profileIntegrationId: 'p1', audienceId: id },
        { action: 'add', profileIntegrationId: 'p2', audienceId: id },
        { action: 'delete', profileIntegrationId: 'p1', audienceId: id },
      ],
    });
    expect(ok.status).toBe(204);
    expect([...(sims.state.get('talonone').getAudience(String(id))?.members ?? [])]).toEqual(['p2']);
  });

  it('leaves an audience out of the analytics until its memberships settle', async () => {
    const id = await createAudience('INCA_AN');
    sims.state.matchDelayMs = 60_000;
    await call(INTEGRATION, 'POST', '/v2/customer_audiences', { data: [{ action: 'add', profileIntegrationId: 'p1', audienceId: id }] });
    const pending = (await (await call(MANAGEMENT, 'GET', `/v1/audiences/analytics?audienceIds=${id}`)).json()) as { data: unknown[] };
    expect(pending.data).toEqual([]);
    sims.state.matchDelayMs = 0;
    const ready = (await (await call(MANAGEMENT, 'GET', `/v1/audiences/analytics?audienceIds=${id}`)).json()) as { data: unknown[] };
    expect(ready.data).toEqual([{ audienceId: id, membersCount: 1 }]);
    expect((await call(MANAGEMENT, 'GET', '/v1/audiences/analytics')).status).toBe(400);
  });

  it('lists applications and campaigns', async () => {
    const apps = (await (await call(MANAGEMENT, 'GET', '/v1/applications')).json()) as { totalResultSize: number; data: { id: number }[] };
    expect(apps.totalResultSize).toBe(apps.data.length);
    expect(apps.data.length).toBeGreaterThan(0);
    const campaigns = (await (await call(MANAGEMENT, 'GET', `/v1/applications/${apps.data[0]!.id}/campaigns`)).json()) as {
      data: { applicationId: number; state: string }[];
    };
    expect(campaigns.data.length).toBeGreaterThan(0);
    expect(campaigns.data.every((c) => c.applicationId === apps.data[0]!.id)).toBe(true);
    expect((await call(MANAGEMENT, 'GET', '/v1/applications/1/campaigns')).status).toBe(404);
  });
});

type SimCouponJson = {
  id: number;
  created: string;
  campaignId: number;
  value: string;
  usageLimit: number;
  discountLimit?: number;
  reservationLimit?: number;
  startDate?: string;
  expiryDate?: string;
  usageCounter: number;
  reservationCounter: number;
  recipientIntegrationId: string;
};
type CouponControl = { count: number; recipients: number; coupons: SimCouponJson[] };

const couponsPath = (app: number, campaign: number) => `/v1/applications/${app}/campaigns/${campaign}`;
const withKey = (key: string, method: string, path: string, body: unknown) =>
  fetch(`${sims.url}/talonone${path}`, {
    method,
    headers: { authorization: MANAGEMENT, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
const controlCoupons = async (app: number, campaign: number) =>
  (await (await fetch(`${sims.url}/__sim/talonone/coupons?applicationId=${app}&campaignId=${campaign}`)).json()) as CouponControl;
const recipients = (n: number, prefix = 'c') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

describe('Talon.One simulator coupons', () => {
  it('answers one campaign with its coupon settings, and 404 for an unknown campaign or application', async () => {
    const res = await call(MANAGEMENT, 'GET', couponsPath(1201, 50101));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 50101, applicationId: 1201, couponSettings: { couponPattern: 'BIENV-####-####' } });
    const listed = (await (await call(MANAGEMENT, 'GET', '/v1/applications/1202/campaigns')).json()) as {
      data: { couponSettings: { validCharacters: string[] } }[];
    };
    expect(listed.data[0]!.couponSettings.validCharacters.length).toBeGreaterThan(0);
    const missing = await call(MANAGEMENT, 'GET', couponsPath(1201, 1));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Campaign 1 not found' });
    expect((await call(MANAGEMENT, 'GET', couponsPath(1, 50101))).status).toBe(404);
    expect((await call(INTEGRATION, 'GET', couponsPath(1201, 50101))).status).toBe(401);
  });

  it('creates one coupon per recipient from the pattern and valid characters, with the limits and dates', async () => {
    const res = await call(MANAGEMENT, 'POST', `${couponsPath(1201, 50101)}/coupons_with_recipients?silent=no`, {
      recipientsIntegrationIds: recipients(30),
      usageLimit: 1,
      discountLimit: 5000,
      reservationLimit: 2,
      startDate: '2026-11-01T03:00:00Z',
      expiryDate: '2026-12-31T03:00:00Z',
      couponPattern: 'INCA-####-####',
      validCharacters: ['A', 'B', '7'],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { totalResultSize: number; data: SimCouponJson[] };
    expect(body.totalResultSize).toBe(30);
    expect(body.data.map((c) => c.recipientIntegrationId)).toEqual(recipients(30));
    expect(body.data.every((c) => /^INCA-[AB7]{4}-[AB7]{4}$/.test(c.value))).toBe(true);
    expect(new Set(body.data.map((c) => c.value)).size).toBe(30);
    expect(body.data[0]).toMatchObject({
      usageLimit: 1,
      discountLimit: 5000,
      reservationLimit: 2,
      expiryDate: '2026-12-31T03:00:00Z',
      campaignId: 50101,
    });

    // Without a pattern, the campaign's coupon settings; silent answers 204 and the coupons are there.
    expect(
      (
        await call(MANAGEMENT, 'POST', `${couponsPath(1201, 50102)}/coupons_with_recipients`, {
          recipientsIntegrationIds: ['x'],
          usageLimit: 0,
        })
      ).status,
    ).toBe(204);
    expect((await controlCoupons(1201, 50102)).coupons[0]!.value).toMatch(/^ANIV-\d{6}$/);
    expect((await controlCoupons(1201, 50101)).count).toBe(30);
  });

  it('applies a repeated Idempotency-Key once and refuses invalid bodies without creating anything', async () => {
    const path = `${couponsPath(1201, 50101)}/coupons_with_recipients`;
    const body = { recipientsIntegrationIds: recipients(5), usageLimit: 1 };
    expect((await withKey('k-1', 'POST', path, body)).status).toBe(204);
    expect((await withKey('k-1', 'POST', path, body)).status).toBe(204);
    expect((await controlCoupons(1201, 50101)).count).toBe(5);
    expect((await withKey('k-2', 'POST', path, body)).status).toBe(204);
    expect((await controlCoupons(1201, 50101)).count).toBe(10);

    const refused = [
      { recipientsIntegrationIds: [], usageLimit: 1 },
      { recipientsIntegrationIds: recipients(1001), usageLimit: 1 },
      { recipientsIntegrationIds: ['a'] },
      { recipientsIntegrationIds: ['a'], usageLimit: 1, reservationLimit: 1000 },
      { recipientsIntegrationIds: ['a'], usageLimit: 1, couponPattern: 'AB#' },
      { recipientsIntegrationIds: ['a'], usageLimit: 1, startDate: '2026-12-01T00:00:00Z', expiryDate: '2026-11-01T00:00:00Z' },
    ];
    for (const bad of refused) expect((await call(MANAGEMENT, 'POST', path, bad)).status).toBe(400);
    expect((await call(MANAGEMENT, 'POST', `${couponsPath(1201, 9)}/coupons_with_recipients`, body)).status).toBe(404);
    expect((await controlCoupons(1201, 50101)).count).toBe(10);
  });

  it('lists coupons by recipient and deletes a recipient’s coupons', async () => {
    const path = couponsPath(1202, 50201);
    await call(MANAGEMENT, 'POST', `${path}/coupons_with_recipients`, { recipientsIntegrationIds: recipients(4), usageLimit: 1 });
    const one = (await (await call(MANAGEMENT, 'GET', `${path}/coupons/no_total?recipientIntegrationId=c2`)).json()) as {
      hasMore: boolean;
      data: SimCouponJson[];
    };
    expect(one).toMatchObject({ hasMore: false });
    expect(one.data).toHaveLength(1);
    expect(one.data[0]!.value).toMatch(/^SOCIO-/);
    // The listing with a total was removed from the API.
    expect((await call(MANAGEMENT, 'GET', `${path}/coupons?recipientIntegrationId=c2`)).status).toBe(404);
    const page = (await (await call(MANAGEMENT, 'GET', `${path}/coupons/no_total?pageSize=3`)).json()) as {
      hasMore: boolean;
      data: unknown[];
    };
    expect(page).toMatchObject({ hasMore: true });
    expect(page.data).toHaveLength(3);

    expect((await call(MANAGEMENT, 'DELETE', `${path}/coupons?recipientIntegrationId=c2`)).status).toBe(204);
    const left = await controlCoupons(1202, 50201);
    expect(left.count).toBe(3);
    expect(left.coupons.map((c) => c.recipientIntegrationId)).toEqual(['c1', 'c3', 'c4']);
  });

  it('refuses, in its error shape, what its OpenAPI does not allow, applying nothing', async () => {
    const audience = (await (await call(INTEGRATION, 'POST', '/v2/audiences', { name: 'INCA_strict' })).json()) as { id: number };
    const item = { action: 'add', profileIntegrationId: 'c1', audienceId: audience.id };
    const cases: [string, string, unknown, string][] = [
      [INTEGRATION, '/v2/customer_audiences', { data: [{ ...item, source: 'inca' }] }, 'unknown field "source"'],
      [INTEGRATION, '/v2/customer_audiences', { data: [{ ...item, action: 'remove' }] }, 'action'],
      [
        INTEGRATION,
        '/v2/customer_audiences',
        { data: [{ ...item, profileIntegrationId: undefined }] },
        "required property 'profileIntegrationId'",
      ],
      [
        INTEGRATION,
        '/v2/customer_audiences',
        { data: Array.from({ length: 1001 }, (_, i) => ({ ...item, profileIntegrationId: `c${i}` })) },
        'data',
      ],
      [INTEGRATION, '/v2/customer_audiences', { data: [{ ...item, audienceId: String(audience.id) }] }, 'audienceId'],
      [INTEGRATION, '/v2/audiences', { name: '' }, 'name'],
      [
        MANAGEMENT,
        `${couponsPath(1201, 50101)}/coupons_with_recipients`,
        { recipientsIntegrationIds: ['a'], usageLimit: 1, recipients: ['a'] },
        'unknown field "recipients"',
      ],
    ];
    for (const [key, path, body, expected] of cases) {
      const res = await call(key, 'POST', path, body);
      expect(res.status, expected).toBe(400);
      const answer = (await res.json()) as { errors: { details: string }[]; StatusCode: number };
      expect(answer.StatusCode).toBe(400);
      expect(answer.errors.map((e) => e.details).join(' ')).toContain(expected);
    }
    const listed = await call(MANAGEMENT, 'GET', `${couponsPath(1201, 50101)}/coupons/no_total?pageSize=5000`);
    expect(listed.status).toBe(400);
    expect(sims.state.get('talonone').getAudience(String(audience.id))?.members.size).toBe(0);
    expect((await controlCoupons(1201, 50101)).count).toBe(0);
  });

  it('refuses analytics without a valid range, and empties the coupons on reset', async () => {
    const path = couponsPath(1201, 50101);
    expect((await call(MANAGEMENT, 'GET', `${path}/analytics`)).status).toBe(400);
    expect(
      (
        await call(
          MANAGEMENT,
          'GET',
          `${path}/analytics?rangeStart=2026-01-01T00:00:00Z&rangeEnd=2026-01-02T00:00:00Z&granularity=1%20hour`,
        )
      ).status,
    ).toBe(400);
    await call(MANAGEMENT, 'POST', `${path}/coupons_with_recipients`, { recipientsIntegrationIds: ['a'], usageLimit: 1 });
    expect((await fetch(`${sims.url}/__sim/reset`, { method: 'POST' })).status).toBe(204);
    expect((await controlCoupons(1201, 50101)).count).toBe(0);
    expect((await fetch(`${sims.url}/__sim/talonone/audiences`)).status).toBe(200);
  });
});

describe('Talon.One simulator coupon analytics on its own clock', () => {
  const DAY = 86_400_000;
  const day0 = Date.parse('2026-11-02T15:00:00Z');
  let clock = day0;
  let server: Server;
  let url = '';
  beforeAll(async () => {
    const app = createSimulatorApp(new SimState({ matchDelayMs: 0, now: () => clock }));
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const analytics = async (from: string, to: string) => {
    const res = await fetch(
      `${url}/talonone/v1/applications/1201/campaigns/50103/analytics?rangeStart=${from}&rangeEnd=${to}&granularity=1%20day`,
      {
        headers: { authorization: MANAGEMENT },
      },
    );
    expect(res.status).toBe(200);
    return (
      (await res.json()) as { data: { date: string; couponsCreated: number; couponRedemptions: number; totalCouponRedemptions: number }[] }
    ).data;
  };

  it('reports coupons created per day and redemptions on later days as the clock reaches them, the same every time', async () => {
    const created = await fetch(`${url}/talonone/v1/applications/1201/campaigns/50103/coupons_with_recipients`, {
      method: 'POST',
      headers: { authorization: MANAGEMENT, 'content-type': 'application/json' },
      body: JSON.stringify({ recipientsIntegrationIds: recipients(400), usageLimit: 1 }),
    });
    expect(created.status).toBe(204);

    // Days of the application's timezone (America/Santiago, UTC-3 in November): each starts at its local midnight.
    const today = await analytics('2026-11-02T03:00:00Z', '2026-11-10T03:00:00Z');
    expect(today).toHaveLength(9);
    expect(today[0]).toMatchObject({ date: '2026-11-02T03:00:00.000Z', couponsCreated: 400, couponRedemptions: 0 });
    expect(today[1]!.date).toBe('2026-11-03T03:00:00.000Z');
    expect(today.reduce((n, d) => n + d.couponRedemptions, 0)).toBe(0);

    clock = day0 + 10 * DAY;
    const later = await analytics('2026-11-02T03:00:00Z', '2026-11-10T03:00:00Z');
    const redeemed = later.reduce((n, d) => n + d.couponRedemptions, 0);
    // About 35 % of the codes are redeemed, each 1 to 7 days after it was issued.
    expect(redeemed).toBeGreaterThan(100);
    expect(redeemed).toBeLessThan(180);
    expect(later[0]!.couponRedemptions).toBe(0);
    expect(later.at(-1)!.totalCouponRedemptions).toBe(redeemed);
    expect(await analytics('2026-11-02T03:00:00Z', '2026-11-10T03:00:00Z')).toEqual(later);

    const list = (await (
      await fetch(`${url}/talonone/v1/applications/1201/campaigns/50103/coupons/no_total`, { headers: { authorization: MANAGEMENT } })
    ).json()) as {
      data: { usageCounter: number; reservationCounter: number }[];
    };
    expect(list.data.reduce((n, c) => n + c.usageCounter, 0)).toBe(redeemed);
    expect(list.data.filter((c) => c.reservationCounter > 0).length).toBeGreaterThan(40);
  });
});
