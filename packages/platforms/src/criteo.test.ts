import { describe, expect, it } from 'vitest';
import { md5Hex, sha256Hex } from '@inca/activation';
import { CRITEO_INVALID_REASON, createCriteoConnector, type CriteoConnectorOptions } from './criteo.ts';
import { PlatformError } from './http.ts';
import type { AccountConfig, Member } from './connector.ts';
import { simulatorsForTests } from './simulatorsForTests.ts';

const sims = simulatorsForTests();

function config(overrides: Partial<AccountConfig> = {}): AccountConfig {
  return {
    baseUrl: `${sims.url}/criteo`,
    accountId: '1000',
    credentials: { clientId: 'inca-client', clientSecret: 'sim-secret' },
    http: { baseDelayMs: 5, timeoutMs: 2_000, maxAttempts: 4 },
    ...overrides,
  };
}
const criteo = (overrides: Partial<AccountConfig> = {}, options?: CriteoConnectorOptions) =>
  createCriteoConnector(config(overrides), options);

const emails = (n: number, from = 0): Member[] =>
  Array.from({ length: n }, (_, i) => ({ email: sha256Hex(`user${i + from}@example.com`) }));

type LoggedRequest = {
  at: string;
  method: string;
  path: string;
  audienceId: string | null;
  members: number;
  idempotencyKey: string | null;
  status: number;
};

const fault = (body: Record<string, unknown>) => sims.fault('criteo', body);
const contactListRequests = async () =>
  ((await sims.get('/criteo/requests')) as LoggedRequest[]).filter((r) => r.path.endsWith('/contact-list'));

describe('Criteo connector against the Criteo simulator', () => {
  it('creates the contact-list segment once and finds it by name afterwards', async () => {
    const first = await criteo().ensureAudience('INCA_clientes_vip');
    const second = await criteo().ensureAudience('INCA_clientes_vip');
    expect(first.externalId).toMatch(/^\d+$/);
    expect(second.externalId).toBe(first.externalId);
    expect(await sims.get('/criteo/audiences')).toEqual([{ id: first.externalId, name: 'INCA_clientes_vip', memberCount: 0 }]);
    expect(sims.state.get('criteo').getAudience(first.externalId)?.extra.advertiserId).toBe('1000');
    const paths = ((await sims.get('/criteo/requests')) as LoggedRequest[]).map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual([
      'POST /criteo/oauth2/token',
      'POST /criteo/2026-07/marketing-solutions/audience-segments/search',
      'POST /criteo/2026-07/marketing-solutions/audience-segments/create',
      'POST /criteo/oauth2/token',
      'POST /criteo/2026-07/marketing-solutions/audience-segments/search',
    ]);
  });

  it('finds an existing segment past the first search page (100 per page)', async () => {
    const sim = sims.state.get('criteo');
    for (let i = 0; i < 130; i++) sim.createAudience(`INCA_old_${i}`, { advertiserId: '1000' });
    const target = sim.findAudienceByName('INCA_old_125')!;
    expect(await criteo().ensureAudience('INCA_old_125')).toEqual({ externalId: target.id });
    expect(sim.audiences.size).toBe(130);
    const searches = ((await sims.get('/criteo/requests')) as LoggedRequest[]).filter((r) => r.path.endsWith('/search'));
    expect(searches.length).toBe(2);
  });

  it('adds and removes e-mails with ContactlistAmendment add/remove', async () => {
    const connector = criteo();
    const { externalId } = await connector.ensureAudience('INCA_add_remove');
    const members = emails(250);
    expect(await connector.addMembers(externalId, members, 'run-1:add:0')).toEqual({ accepted: 250, rejected: [] });
    expect(await connector.removeMembers(externalId, members.slice(0, 50), 'run-1:remove:0')).toEqual({ accepted: 50, rejected: [] });
    expect(((await sims.get('/criteo/audiences')) as { memberCount: number }[])[0]?.memberCount).toBe(200);
    const uploads = await contactListRequests();
    expect(uploads.map((r) => [r.method, r.path, r.members, r.status, r.audienceId, r.idempotencyKey])).toEqual([
      ['PATCH', `/criteo/2026-07/marketing-solutions/audience-segments/${externalId}/contact-list`, 250, 200, externalId, 'run-1:add:0'],
      ['PATCH', `/criteo/2026-07/marketing-solutions/audience-segments/${externalId}/contact-list`, 50, 200, externalId, 'run-1:remove:0'],
    ]);
  });

  it('accepts plain, MD5, SHA-256 and SHA-256-of-MD5 e-mails', async () => {
    const connector = criteo();
    const { externalId } = await connector.ensureAudience('INCA_hashes');
    const values = ['ana.perez@gmail.com', md5Hex('b@example.com'), sha256Hex('c@example.com'), sha256Hex(md5Hex('d@example.com'))];
    expect(
      await connector.addMembers(
        externalId,
        values.map((email) => ({ email })),
        'k',
      ),
    ).toEqual({ accepted: 4, rejected: [] });
    expect([...sims.state.get('criteo').getAudience(externalId)!.members].sort()).toEqual([...values].sort());
  });

  it('sends each kind under its own identifierType: a phone-only customer travels as phoneNumber, never as email', async () => {
    const bodies: { identifierType: string; identifiers: string[]; key: string | null }[] = [];
    const capture = async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input).endsWith('/contact-list')) {
        const { attributes } = (
          JSON.parse(String(init?.body)) as { data: { attributes: { identifierType: string; identifiers: string[] } } }
        ).data;
        bodies.push({
          identifierType: attributes.identifierType,
          identifiers: attributes.identifiers,
          key: new Headers(init?.headers).get('idempotency-key'),
        });
      }
      return fetch(input, init);
    };
    const connector = criteo({ http: { baseDelayMs: 5, timeoutMs: 2_000, maxAttempts: 4, fetch: capture } });
    const { externalId } = await connector.ensureAudience('INCA_kinds');
    const email = sha256Hex('ana@example.com');
    const phone = sha256Hex('+56912345678');
    const phoneOnly = sha256Hex('+56987654321');
    expect(await connector.addMembers(externalId, [{ email, phone }, { phone: phoneOnly }, {}], 'kinds')).toEqual({
      accepted: 2,
      rejected: [{ member: {}, reason: 'no e-mail or phone' }],
    });
    expect(bodies).toEqual([
      { identifierType: 'email', identifiers: [email], key: 'kinds' },
      { identifierType: 'phoneNumber', identifiers: [phone, phoneOnly], key: 'kinds:phoneNumber' },
    ]);
  });

  it('an audience of mobile ids sends them as madid and nothing else', async () => {
    const types: string[] = [];
    const capture = async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input).endsWith('/contact-list'))
        types.push((JSON.parse(String(init?.body)) as { data: { attributes: { identifierType: string } } }).data.attributes.identifierType);
      return fetch(input, init);
    };
    const connector = criteo(
      { http: { baseDelayMs: 5, timeoutMs: 2_000, maxAttempts: 4, fetch: capture } },
      { identifiers: 'MOBILE_ADVERTISING_ID' },
    );
    const { externalId } = await connector.ensureAudience('INCA_madid');
    const madid = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    expect((await connector.addMembers(externalId, [{ madid, email: sha256Hex('x@y.cl') }], 'maid')).accepted).toBe(1);
    expect(types).toEqual(['madid']);
    expect([...sims.state.get('criteo').getAudience(externalId)!.members]).toEqual([madid]);
  });

  it('applies a repeated idempotency key once', async () => {
    const connector = criteo();
    const { externalId } = await connector.ensureAudience('INCA_idem');
    const members = emails(120);
    await connector.addMembers(externalId, members, 'same-key');
    await connector.removeMembers(externalId, members.slice(0, 20), 'remove-key');
    const replay = await connector.addMembers(externalId, members, 'same-key');
    expect(replay.accepted).toBe(120);
    expect(sims.state.get('criteo').getAudience(externalId)?.members.size).toBe(100);
    expect((await contactListRequests()).map((r) => r.idempotencyKey)).toEqual(['same-key', 'remove-key', 'same-key']);
  });

  it('waits for Retry-After on 429 and then succeeds', async () => {
    const connector = criteo();
    const { externalId } = await connector.ensureAudience('INCA_429');
    await fault({ status: 429, count: 1, retryAfterSeconds: 1 });
    const started = Date.now();
    const result = await connector.addMembers(externalId, emails(10), 'k429');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(result.accepted).toBe(10);
    expect((await contactListRequests()).map((r) => r.status)).toEqual([429, 200]);
    expect(sims.state.get('criteo').getAudience(externalId)?.members.size).toBe(10);
  });

  it('retries a 500 and then succeeds; gives up after the bounded attempts', async () => {
    const connector = criteo();
    const { externalId } = await connector.ensureAudience('INCA_500');
    await fault({ status: 500, count: 1 });
    expect((await connector.addMembers(externalId, emails(5), 'k500')).accepted).toBe(5);

    await fault({ status: 503, count: 10 });
    const error = await connector.addMembers(externalId, emails(5, 100), 'k503').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ status: 503, kind: 'SERVER', retryable: true, attempts: 4 });
    expect((error as PlatformError).message).toContain('internal-error');
    expect(sims.state.get('criteo').getAudience(externalId)?.members.size).toBe(5);
  });

  it('times out a slow answer and retries it', async () => {
    const connector = criteo({ http: { baseDelayMs: 5, timeoutMs: 300, maxAttempts: 3 } });
    const { externalId } = await connector.ensureAudience('INCA_timeout');
    await fault({ delayMs: 1_000, count: 1 });
    expect((await connector.addMembers(externalId, emails(7), 'kslow')).accepted).toBe(7);

    await fault({ delayMs: 1_000, count: 5 });
    const error = await connector.addMembers(externalId, emails(3, 50), 'kslow2').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'TIMEOUT', status: 0, attempts: 3 });
  });

  it('reports the invalid identifiers of a partly rejected call', async () => {
    const connector = criteo();
    const { externalId } = await connector.ensureAudience('INCA_reject');
    await fault({ rejectRate: 0.3 });
    const notAnEmail = { email: 'not an e-mail' };
    const members = [...emails(999), notAnEmail];
    const result = await connector.addMembers(externalId, members, 'krej');
    expect(result.rejected.length).toBeGreaterThan(200);
    expect(result.rejected.length).toBeLessThan(400);
    expect(result.accepted + result.rejected.length).toBe(1_000);
    expect(result.rejected.map((r) => r.member)).toContain(notAnEmail);
    expect(result.rejected.every((r) => r.reason === CRITEO_INVALID_REASON && members.includes(r.member))).toBe(true);
    expect(sims.state.get('criteo').getAudience(externalId)?.members.size).toBe(result.accepted);
  });

  it('answers the match size as {size} once the segment size is computed', async () => {
    const connector = criteo();
    const { externalId } = await connector.ensureAudience('INCA_match');
    sims.state.matchDelayMs = 60_000;
    await connector.addMembers(externalId, emails(1_000), 'kmatch');
    expect(await connector.matchSize(externalId)).toBeNull();
    sims.state.matchDelayMs = 0;
    const match = await connector.matchSize(externalId);
    expect(match).not.toBeNull();
    expect(Object.keys(match!)).toEqual(['size']);
    expect(match!.size).toBeGreaterThan(500);
    expect(match!.size).toBeLessThan(700);
  });

  it('verifies the account: OK, CREDENTIALS (bad secret, advertiser outside the portfolio), VERSION', async () => {
    expect(await criteo().verifyAccount()).toEqual({ ok: true, errorKind: 'OK', message: 'ok' });
    const badSecret = await criteo({ credentials: { clientId: 'inca-client', clientSecret: 'invalid-secret' } }).verifyAccount();
    expect(badSecret).toMatchObject({ ok: false, errorKind: 'CREDENTIALS' });
    expect(badSecret.message).toContain('invalid_client');
    const otherAdvertiser = await criteo({ accountId: '4242' }).verifyAccount();
    expect(otherAdvertiser).toMatchObject({ ok: false, errorKind: 'CREDENTIALS' });
    const old = await criteo({ credentials: { clientId: 'inca-client', clientSecret: 's', apiVersion: '2024-04' } }).verifyAccount();
    expect(old).toMatchObject({ ok: false, errorKind: 'VERSION' });
  });

  it('gets a new token when the 15-minute token is refused', async () => {
    const connector = criteo();
    const { externalId } = await connector.ensureAudience('INCA_token');
    // The simulator forgets every token it issued, as if they had expired.
    sims.state.get('criteo').reset();
    sims.state.get('criteo').createAudience('INCA_token', { advertiserId: '1000' }, externalId);
    await fault({ status: 401, count: 1 });
    expect((await connector.addMembers(externalId, emails(4), 'ktok')).accepted).toBe(4);
    const tokens = ((await sims.get('/criteo/requests')) as LoggedRequest[]).filter((r) => r.path === '/criteo/oauth2/token');
    expect(tokens.length).toBe(1);
  });

  it('answers errors in Criteo shape {errors: [{traceIdentifier, type, code, title, detail}]}', async () => {
    const res = await fetch(`${sims.url}/criteo/2026-07/marketing-solutions/audience-segments/1/contact-list`, { method: 'PATCH' });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { errors: Record<string, unknown>[] };
    expect(body.errors[0]).toMatchObject({ type: 'authorization', code: 'authorization-token-invalid' });
    const missing = await fetch(`${sims.url}/criteo/2026-07/marketing-solutions/audience-segments/999/contact-list`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sim' },
      body: JSON.stringify({
        data: { type: 'ContactlistAmendment', attributes: { operation: 'add', identifierType: 'email', identifiers: ['a@b.cl'] } },
      }),
    });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('segment-not-found');
  });
});
