import { describe, expect, it } from 'vitest';
import { createSalesforceConnector } from './salesforce.ts';
import { PlatformError } from './http.ts';
import type { AccountConfig, Member } from './connector.ts';
import { simulatorsForTests } from './simulatorsForTests.ts';

const waits: number[] = [];
const sims = simulatorsForTests(() => {
  waits.length = 0;
});

function config(overrides: Partial<AccountConfig['credentials']> = {}, http: AccountConfig['http'] = {}): AccountConfig {
  return {
    baseUrl: `${sims.url}/salesforce`,
    credentials: { clientId: 'inca-client', clientSecret: 'inca-secret', accountId: '514000123', ...overrides },
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
type SimRequestRow = { method: string; path: string; members: number; idempotencyKey: string | null; status: number };

const audiences = () => sims.control('GET', '/salesforce/audiences') as Promise<SimAudienceRow[]>;
const requests = () => sims.control('GET', '/salesforce/requests') as Promise<SimRequestRow[]>;
const members = (prefix: string, n: number): Member[] =>
  Array.from({ length: n }, (_, i) => ({ customerId: `${prefix}-${i}`, email: `${prefix}-${i}@example.cl` }));

describe('Salesforce Marketing Cloud connector against its simulator', () => {
  it('creates the data extension once, adds and removes rows through the async API', async () => {
    const sfmc = createSalesforceConnector(config());
    const { externalId } = await sfmc.ensureAudience('INCA_CLIENTES_VIP');
    expect(externalId).toBe('INCA_CLIENTES_VIP');
    expect((await sfmc.ensureAudience('INCA_CLIENTES_VIP')).externalId).toBe(externalId);
    let list = await audiences();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'INCA_CLIENTES_VIP', memberCount: 0 });

    const people = members('vip', 10);
    expect(await sfmc.addMembers(externalId, people, 'run1-add-0')).toEqual({ accepted: 10, rejected: [] });
    expect(await sfmc.removeMembers(externalId, people.slice(0, 3), 'run1-rem-0')).toEqual({ accepted: 3, rejected: [] });
    list = await audiences();
    expect(list[0]?.memberCount).toBe(7);

    const puts = (await requests()).filter((r) => r.method === 'PUT');
    expect(puts.map((r) => [r.path, r.members, r.idempotencyKey, r.status])).toEqual([
      ['/salesforce/data/v1/async/dataextensions/key:INCA_CLIENTES_VIP/rows', 10, 'run1-add-0', 202],
      ['/salesforce/data/v1/async/dataextensions/key:INCA_CLIENTES_VIP/rows', 3, 'run1-rem-0', 202],
    ]);
    expect(await sfmc.matchSize(externalId)).toEqual({ num_received: 7 });
  });

  it('applies a repeated idempotency key only once', async () => {
    const sfmc = createSalesforceConnector(config());
    const { externalId } = await sfmc.ensureAudience('INCA_IDEMPOTENTE');
    const people = members('idem', 4);
    await sfmc.addMembers(externalId, people, 'batch-1');
    await sfmc.removeMembers(externalId, people.slice(0, 2), 'batch-2');
    // A retried batch-1 (worker resumed) must not bring back the two removed members.
    await sfmc.addMembers(externalId, people, 'batch-1');
    expect((await audiences())[0]?.memberCount).toBe(2);
    const keyed = (await requests()).filter((r) => r.idempotencyKey === 'batch-1');
    expect(keyed).toHaveLength(2);
  });

  it('waits the Retry-After of a 429 and then succeeds', async () => {
    const sfmc = createSalesforceConnector(config());
    const { externalId } = await sfmc.ensureAudience('INCA_RATE');
    await sims.control('POST', '/faults', { platform: 'salesforce', status: 429, count: 1, retryAfterSeconds: 3 });
    expect(await sfmc.addMembers(externalId, members('r', 5), 'rate-1')).toEqual({ accepted: 5, rejected: [] });
    expect(waits).toContain(3000);
    const log = await requests();
    expect(log.filter((r) => r.status === 429)).toHaveLength(1);
    expect((await audiences())[0]?.memberCount).toBe(5);
  });

  it('retries 500s and then succeeds', async () => {
    const sfmc = createSalesforceConnector(config());
    const { externalId } = await sfmc.ensureAudience('INCA_500');
    await sims.control('POST', '/faults', { platform: 'salesforce', status: 500, count: 2 });
    expect(await sfmc.addMembers(externalId, members('s', 6), 'five-1')).toEqual({ accepted: 6, rejected: [] });
    expect((await requests()).filter((r) => r.status === 500)).toHaveLength(2);
    expect((await audiences())[0]?.memberCount).toBe(6);
  });

  it('gives up on a 500 that does not end, as a retryable PlatformError', async () => {
    const sfmc = createSalesforceConnector(config({}, { maxAttempts: 3 }));
    const { externalId } = await sfmc.ensureAudience('INCA_500_FIN');
    await sims.control('POST', '/faults', { platform: 'salesforce', status: 503, count: 10 });
    const error = await sfmc.addMembers(externalId, members('x', 2), 'down-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'SERVER', status: 503, retryable: true, attempts: 3 });
  });

  it('times out a held request and succeeds on the retry', async () => {
    const sfmc = createSalesforceConnector(config({}, { timeoutMs: 150 }));
    const { externalId } = await sfmc.ensureAudience('INCA_LENTO');
    await sims.control('POST', '/faults', { platform: 'salesforce', delayMs: 1_000, count: 1 });
    expect(await sfmc.addMembers(externalId, members('t', 3), 'slow-1')).toEqual({ accepted: 3, rejected: [] });
    expect((await audiences())[0]?.memberCount).toBe(3);

    const once = createSalesforceConnector(config({}, { timeoutMs: 150, maxAttempts: 1 }));
    await sims.control('POST', '/faults', { platform: 'salesforce', delayMs: 1_000, count: 1 });
    await expect(once.verifyAccount()).resolves.toMatchObject({ ok: false, errorKind: 'UNKNOWN' });
  });

  it('keys rows by the customer id, with the e-mail and the mobile number each in its own field (a phone is never an e-mail)', async () => {
    const items: Record<string, unknown>[] = [];
    const capture = async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input).endsWith('/rows') && typeof init?.body === 'string')
        items.push(...(JSON.parse(init.body) as { items: Record<string, unknown>[] }).items);
      return fetch(input, init);
    };
    const sfmc = createSalesforceConnector(config({}, { fetch: capture }));
    const { externalId } = await sfmc.ensureAudience('INCA_TIPOS');
    const phoneOnly = { customerId: '2', phone: '56987654321' };
    const noContact = { customerId: '3' };
    const result = await sfmc.addMembers(
      externalId,
      [{ customerId: '1', email: 'ana@example.cl', phone: '56912345678' }, phoneOnly, noContact],
      'tipos-1',
    );
    expect(result).toEqual({ accepted: 2, rejected: [{ member: noContact, reason: 'no e-mail or mobile number' }] });
    expect(items).toEqual([
      { SubscriberKey: '1', EmailAddress: 'ana@example.cl', MobileNumber: '56912345678', InAudience: true },
      { SubscriberKey: '2', EmailAddress: null, MobileNumber: '56987654321', InAudience: true },
    ]);
  });

  it('reports the rows the platform rejects, with the reason', async () => {
    const sfmc = createSalesforceConnector(config());
    const { externalId } = await sfmc.ensureAudience('INCA_RECHAZOS');
    await sims.control('POST', '/faults', { platform: 'salesforce', rejectRate: 0.3 });
    const people = members('p', 60);
    const result = await sfmc.addMembers(externalId, people, 'rej-1');
    expect(result.rejected.length).toBeGreaterThan(0);
    expect(result.rejected.length).toBeLessThan(60);
    expect(result.accepted + result.rejected.length).toBe(60);
    for (const r of result.rejected) {
      expect(people).toContain(r.member);
      expect(r.reason).toMatch(/not valid/);
    }
    expect((await audiences())[0]?.memberCount).toBe(result.accepted);
  });

  it('answers no match size while the async request is pending, then num_received', async () => {
    const sfmc = createSalesforceConnector(config());
    const { externalId } = await sfmc.ensureAudience('INCA_MATCH');
    sims.state.matchDelayMs = 60_000;
    await sfmc.addMembers(externalId, members('m', 12), 'match-1');
    expect(await sfmc.matchSize(externalId)).toBeNull();
    sims.state.matchDelayMs = 0;
    expect(await sfmc.matchSize(externalId)).toEqual({ num_received: 12 });
  });

  it('verifies the account: OK with good credentials, CREDENTIALS with a bad secret', async () => {
    expect(await createSalesforceConnector(config()).verifyAccount()).toEqual({ ok: true, errorKind: 'OK', message: 'ok' });
    const bad = await createSalesforceConnector(config({ clientSecret: 'invalid-secret' })).verifyAccount();
    expect(bad).toMatchObject({ ok: false, errorKind: 'CREDENTIALS' });
    expect(bad.message).toMatch(/invalid_client/);
  });
});

describe('Salesforce automation flow for the audience form', () => {
  it('creates the automation named as the audience once, and finds it again', async () => {
    const sfmc = createSalesforceConnector(config());
    expect(await sfmc.findAutomation('INCA_FLUJO')).toBeNull();
    const created = await sfmc.createAutomation('INCA_FLUJO');
    expect(created).toMatchObject({ name: 'INCA_FLUJO', audienceName: 'INCA_FLUJO', key: 'INCA_FLUJO', status: 'Ready' });
    expect(created.id).not.toBe('');
    expect(await sfmc.createAutomation('INCA_FLUJO')).toEqual(created);
    expect(await sfmc.findAutomation('INCA_FLUJO')).toEqual(created);
    expect(await sfmc.findAutomation('INCA_OTRO')).toBeNull();
    const posts = (await requests()).filter((r) => r.method === 'POST' && r.path === '/salesforce/automation/v1/automations');
    expect(posts).toHaveLength(1);
  });
});
