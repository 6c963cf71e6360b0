import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@inca/activation';
import { createMetaConnector, metaSessionId } from './meta.ts';
import { PlatformError } from './http.ts';
import type { AccountConfig, Member } from './connector.ts';
import { usersRequestProblem } from './definitions/meta.ts';
import { simulatorsForTests } from './simulatorsForTests.ts';

const sims = simulatorsForTests();

function config(overrides: Partial<AccountConfig> = {}): AccountConfig {
  return {
    baseUrl: `${sims.url}/meta`,
    accountId: '1234567890',
    credentials: { accessToken: 'sim-token' },
    http: { baseDelayMs: 5, timeoutMs: 2_000, maxAttempts: 4 },
    ...overrides,
  };
}

const emails = (n: number, from = 0): Member[] =>
  Array.from({ length: n }, (_, i) => ({ email: sha256Hex(`user${i + from}@example.com`) }));

const fault = (body: Record<string, unknown>) => sims.fault('meta', body);

describe('Meta connector against the Meta simulator', () => {
  it('creates the audience once and finds it by name afterwards', async () => {
    const meta = createMetaConnector(config());
    const first = await meta.ensureAudience('INCA_clientes_vip');
    const second = await meta.ensureAudience('INCA_clientes_vip');
    expect(first.externalId).toMatch(/^\d+$/);
    expect(second.externalId).toBe(first.externalId);
    const audiences = (await sims.get('/meta/audiences')) as { id: string; name: string; memberCount: number }[];
    expect(audiences).toEqual([{ id: first.externalId, name: 'INCA_clientes_vip', memberCount: 0 }]);
  });

  it('adds and removes hashed members with payload {schema, data}', async () => {
    const meta = createMetaConnector(config());
    const { externalId } = await meta.ensureAudience('INCA_add_remove');
    const members = emails(250);
    const added = await meta.addMembers(externalId, members, 'run-1:add:0');
    expect(added).toEqual({ accepted: 250, rejected: [] });
    const removed = await meta.removeMembers(externalId, members.slice(0, 50), 'run-1:remove:0');
    expect(removed).toEqual({ accepted: 50, rejected: [] });
    const audiences = (await sims.get('/meta/audiences')) as { memberCount: number }[];
    expect(audiences[0]?.memberCount).toBe(200);
    const requests = (await sims.get('/meta/requests')) as {
      method: string;
      path: string;
      members: number;
      audienceId: string;
      idempotencyKey: string;
      status: number;
    }[];
    const uploads = requests.filter((r) => r.path.endsWith('/users'));
    expect(uploads.map((r) => [r.method, r.members, r.status])).toEqual([
      ['POST', 250, 200],
      ['DELETE', 50, 200],
    ]);
    expect(uploads[0]?.path).toBe(`/meta/v25.0/${externalId}/users`);
    expect(uploads[0]?.audienceId).toBe(externalId);
    expect(uploads[0]?.idempotencyKey).toBe(`${metaSessionId('run-1:add:0')}/1`);
  });

  it('sends each customer as one multi-key row: e-mail and phone under their own keys, never a phone as an e-mail', async () => {
    const meta = createMetaConnector(config());
    const { externalId } = await meta.ensureAudience('INCA_multikey');
    const both = { email: sha256Hex('a@x.com'), phone: sha256Hex('56911111111') };
    const phoneOnly = { phone: sha256Hex('56922222222') };
    const result = await meta.addMembers(externalId, [both, phoneOnly, { email: sha256Hex('b@x.com') }, {}], 'mk');
    expect(result.accepted).toBe(3);
    expect(result.rejected).toEqual([{ member: {}, reason: 'no e-mail or phone' }]);
    const stored = [...(sims.state.get('meta').getAudience(externalId)?.members ?? [])].sort();
    expect(stored).toEqual([`${both.email}\t${both.phone}`, `\t${phoneOnly.phone}`, `${sha256Hex('b@x.com')}\t`].sort());
  });

  it("builds /users bodies that Meta's definition accepts, with the schema EMAIL_SHA256 + PHONE_SHA256 or MADID", async () => {
    const bodies: { method: string; body: Record<string, unknown> }[] = [];
    const capture = async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/users'))
        bodies.push({ method: init?.method ?? 'GET', body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return fetch(input, init);
    };
    const contact = createMetaConnector({ ...config(), http: { ...config().http, fetch: capture } });
    const { externalId } = await contact.ensureAudience('INCA_schema');
    await contact.addMembers(externalId, [{ phone: sha256Hex('56933333333') }], 'schema-contact');
    const mobile = createMetaConnector(
      { ...config(), http: { ...config().http, fetch: capture } },
      { identifiers: 'MOBILE_ADVERTISING_ID' },
    );
    const { externalId: mobileId } = await mobile.ensureAudience('INCA_schema_maid');
    const madid = 'a1b2c3d4-0000-4000-8000-0123456789ab';
    await mobile.addMembers(mobileId, [{ madid, email: sha256Hex('x@y.cl') }], 'schema-mobile');
    expect(bodies.map((b) => (b.body.payload as { schema: unknown }).schema)).toEqual([['EMAIL_SHA256', 'PHONE_SHA256'], ['MADID']]);
    expect(bodies.map((b) => (b.body.payload as { data: unknown }).data)).toEqual([[['', sha256Hex('56933333333')]], [[madid]]]);
    for (const { body } of bodies) expect(usersRequestProblem(body)).toMatchObject({ multiKey: true });
  });

  it('splits more than 10,000 members into batches of one session', async () => {
    const meta = createMetaConnector(config());
    const { externalId } = await meta.ensureAudience('INCA_batches');
    const result = await meta.addMembers(externalId, emails(10_050), 'big');
    expect(result.accepted).toBe(10_050);
    const requests = (await sims.get('/meta/requests')) as { members: number; idempotencyKey: string; path: string }[];
    const uploads = requests.filter((r) => r.path.endsWith('/users'));
    expect(uploads.map((r) => r.members)).toEqual([10_000, 50]);
    expect(uploads.map((r) => r.idempotencyKey)).toEqual([`${metaSessionId('big')}/1`, `${metaSessionId('big')}/2`]);
  });

  it('applies a repeated idempotency key once', async () => {
    const meta = createMetaConnector(config());
    const { externalId } = await meta.ensureAudience('INCA_idem');
    const members = emails(120);
    await meta.addMembers(externalId, members, 'same-key');
    // The remove under a new key, then the add replayed under the old key: the replay must not re-add.
    await meta.removeMembers(externalId, members.slice(0, 20), 'remove-key');
    const replay = await meta.addMembers(externalId, members, 'same-key');
    expect(replay.accepted).toBe(120);
    const audience = sims.state.get('meta').getAudience(externalId);
    expect(audience?.members.size).toBe(100);
    const requests = (await sims.get('/meta/requests')) as { method: string; path: string; idempotencyKey: string }[];
    expect(requests.filter((r) => r.method === 'POST' && r.path.endsWith('/users')).length).toBe(2);
  });

  it('waits for Retry-After on 429 and then succeeds', async () => {
    const meta = createMetaConnector(config());
    const { externalId } = await meta.ensureAudience('INCA_429');
    await fault({ status: 429, count: 1, retryAfterSeconds: 1 });
    const started = Date.now();
    const result = await meta.addMembers(externalId, emails(10), 'k429');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(result.accepted).toBe(10);
    const requests = (await sims.get('/meta/requests')) as { status: number; path: string }[];
    expect(requests.filter((r) => r.path.endsWith('/users')).map((r) => r.status)).toEqual([429, 200]);
    expect(sims.state.get('meta').getAudience(externalId)?.members.size).toBe(10);
  });

  it('retries a 500 and then succeeds; gives up after the bounded attempts', async () => {
    const meta = createMetaConnector(config());
    const { externalId } = await meta.ensureAudience('INCA_500');
    await fault({ status: 500, count: 1 });
    expect((await meta.addMembers(externalId, emails(5), 'k500')).accepted).toBe(5);

    await fault({ status: 503, count: 10 });
    const error = await meta.addMembers(externalId, emails(5, 100), 'k503').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ status: 503, kind: 'SERVER', retryable: true, attempts: 4 });
    expect(sims.state.get('meta').getAudience(externalId)?.members.size).toBe(5);
  });

  it('times out a slow answer and retries it', async () => {
    const meta = createMetaConnector(config({ http: { baseDelayMs: 5, timeoutMs: 300, maxAttempts: 3 } }));
    const { externalId } = await meta.ensureAudience('INCA_timeout');
    await fault({ delayMs: 1_000, count: 1 });
    const result = await meta.addMembers(externalId, emails(7), 'kslow');
    expect(result.accepted).toBe(7);

    await fault({ delayMs: 1_000, count: 5 });
    const error = await meta.addMembers(externalId, emails(3, 50), 'kslow2').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'TIMEOUT', status: 0, attempts: 3 });
  });

  it('reports partial row rejections with their members', async () => {
    const meta = createMetaConnector(config());
    const { externalId } = await meta.ensureAudience('INCA_reject');
    await fault({ rejectRate: 0.3 });
    const members = emails(1_000);
    const result = await meta.addMembers(externalId, members, 'krej');
    expect(result.rejected.length).toBeGreaterThan(200);
    expect(result.rejected.length).toBeLessThan(400);
    expect(result.accepted + result.rejected.length).toBe(1_000);
    expect(members).toContain(result.rejected[0]?.member);
    expect(members.indexOf(result.rejected[0]!.member)).toBeGreaterThanOrEqual(0);
    expect(result.rejected[0]?.reason).toBeTruthy();
    expect(sims.state.get('meta').getAudience(externalId)?.members.size).toBe(result.accepted);
  });

  it('answers the match size as {lower_bound, upper_bound} once processed', async () => {
    const meta = createMetaConnector(config());
    const { externalId } = await meta.ensureAudience('INCA_match');
    sims.state.matchDelayMs = 60_000;
    await meta.addMembers(externalId, emails(1_000), 'kmatch');
    expect(await meta.matchSize(externalId)).toBeNull();
    sims.state.matchDelayMs = 0;
    const match = await meta.matchSize(externalId);
    expect(match).not.toBeNull();
    // 60 % of members match by default (deterministic), with some spread either side.
    expect(match!.lower_bound).toBeGreaterThan(500);
    expect(match!.lower_bound).toBeLessThan(700);
    expect(match!.upper_bound).toBeGreaterThanOrEqual(match!.lower_bound);
  });

  it('verifies the account: OK, CREDENTIALS, VERSION, DATA_USE_CHECKUP, APP_DELETED', async () => {
    expect(await createMetaConnector(config()).verifyAccount()).toEqual({ ok: true, errorKind: 'OK', message: 'ok' });
    const expired = await createMetaConnector(config({ credentials: { accessToken: 'expired-token' } })).verifyAccount();
    expect(expired).toMatchObject({ ok: false, errorKind: 'CREDENTIALS' });
    expect(expired.message).toContain('Error validating access token');
    const old = await createMetaConnector(config(), { apiVersion: 'v19.0' }).verifyAccount();
    expect(old).toMatchObject({ ok: false, errorKind: 'VERSION' });
    const checkup = await createMetaConnector(config({ credentials: { accessToken: 'checkup-1' } })).verifyAccount();
    expect(checkup).toMatchObject({ ok: false, errorKind: 'DATA_USE_CHECKUP' });
    const deleted = await createMetaConnector(config({ credentials: { accessToken: 'appdeleted-1' } })).verifyAccount();
    expect(deleted).toMatchObject({ ok: false, errorKind: 'APP_DELETED' });
  });

  it('answers errors in Meta shape {error: {message, type, code, fbtrace_id}}', async () => {
    await fault({ status: 429, count: 1 });
    const res = await fetch(`${sims.url}/meta/v25.0/act_1?access_token=x`);
    expect(res.status).toBe(429);
    const body = (await res.json()) as { error: Record<string, unknown> };
    expect(Object.keys(body.error).sort()).toEqual(['code', 'fbtrace_id', 'message', 'type']);
    const missing = await fetch(`${sims.url}/meta/v25.0/999/users?access_token=x`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payload: { schema: 'EMAIL_SHA256', data: [] } }),
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { code: number } }).error.code).toBe(100);
  });
});
