import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@inca/activation';
import { createGoogleConnector, GOOGLE_MESSAGES, type GoogleConnectorOptions } from './google.ts';
import { audienceMembersViolations, userListViolations } from './definitions/google.ts';
import { PlatformError } from './http.ts';
import type { AccountConfig, Member } from './connector.ts';
import { simulatorsForTests } from './simulatorsForTests.ts';

const sims = simulatorsForTests();

function config(overrides: Partial<AccountConfig> = {}): AccountConfig {
  return {
    baseUrl: `${sims.url}/google`,
    accountId: '1234567890',
    credentials: { clientId: 'inca-client', clientSecret: 'sim-secret', refreshToken: 'sim-refresh' },
    http: { baseDelayMs: 5, timeoutMs: 2_000, maxAttempts: 4 },
    ...overrides,
  };
}
const google = (overrides: Partial<AccountConfig> = {}, options?: GoogleConnectorOptions) =>
  createGoogleConnector(config(overrides), options);

const emails = (n: number, from = 0): Member[] =>
  Array.from({ length: n }, (_, i) => ({ email: sha256Hex(`user${i + from}@example.com`) }));

/** The JSON bodies the connector sends, by path, through a fetch that passes them on to the simulator. */
function capturing() {
  const sent: { path: string; body: unknown }[] = [];
  const fetchAndKeep = async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    if (typeof init?.body === 'string' && init.body.startsWith('{')) sent.push({ path, body: JSON.parse(init.body) as unknown });
    return fetch(input, init);
  };
  return { sent, http: { baseDelayMs: 5, timeoutMs: 2_000, maxAttempts: 4, fetch: fetchAndKeep } };
}

type LoggedRequest = {
  at: string;
  method: string;
  path: string;
  audienceId: string | null;
  members: number;
  idempotencyKey: string | null;
  status: number;
};

const fault = (body: Record<string, unknown>) => sims.fault('google', body);
const memberRequests = async () =>
  ((await sims.get('/google/requests')) as LoggedRequest[]).filter((r) => r.path.includes('/v1/audienceMembers:'));

describe('Google Data Manager connector against the Google simulator', () => {
  it('creates the Customer Match list once and finds it by display name afterwards', async () => {
    const connector = google();
    const first = await connector.ensureAudience('INCA_clientes_vip');
    const second = await google().ensureAudience('INCA_clientes_vip');
    expect(first.externalId).toMatch(/^\d+$/);
    expect(second.externalId).toBe(first.externalId);
    expect(await sims.get('/google/audiences')).toEqual([{ id: first.externalId, name: 'INCA_clientes_vip', memberCount: 0 }]);
    const list = sims.state.get('google').getAudience(first.externalId);
    expect(list?.extra).toMatchObject({
      accountType: 'GOOGLE_ADS',
      accountId: '1234567890',
      ingestedUserListInfo: { uploadKeyTypes: ['CONTACT_ID'] },
    });
  });

  it('ingests and removes members with destinations and hashed userData identifiers', async () => {
    const connector = google();
    const { externalId } = await connector.ensureAudience('INCA_add_remove');
    const members = emails(250);
    expect(await connector.addMembers(externalId, members, 'run-1:add:0')).toEqual({ accepted: 250, rejected: [] });
    expect(await connector.removeMembers(externalId, members.slice(0, 50), 'run-1:remove:0')).toEqual({ accepted: 50, rejected: [] });
    expect(((await sims.get('/google/audiences')) as { memberCount: number }[])[0]?.memberCount).toBe(200);
    const uploads = await memberRequests();
    expect(uploads.map((r) => [r.method, r.path, r.members, r.status, r.audienceId, r.idempotencyKey])).toEqual([
      ['POST', '/google/v1/audienceMembers:ingest', 250, 200, externalId, 'run-1:add:0'],
      ['POST', '/google/v1/audienceMembers:remove', 50, 200, externalId, 'run-1:remove:0'],
    ]);
  });

  it('sends the e-mail and phone of one customer as one audience member, each under its own identifier', async () => {
    const connector = google();
    const { externalId } = await connector.ensureAudience('INCA_multi');
    const email = sha256Hex('ana@example.com');
    const phone = sha256Hex('+56912345678');
    expect(await connector.addMembers(externalId, [{ email, phone }], 'multi')).toEqual({ accepted: 1, rejected: [] });
    expect([...sims.state.get('google').getAudience(externalId)!.members]).toEqual([`email_address=${email}|phone_number=${phone}`]);
  });

  it('never sends a phone-only customer as an e-mail: its hash travels as phoneNumber', async () => {
    const { sent, http } = capturing();
    const connector = google({ http });
    const { externalId } = await connector.ensureAudience('INCA_phone_only');
    const phone = sha256Hex('+56987654321');
    expect(await connector.addMembers(externalId, [{ phone }, { madid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' }], 'phone')).toMatchObject({
      accepted: 1,
      rejected: [{ reason: 'no e-mail or phone' }],
    });
    const ingest = sent.find((r) => r.path.endsWith('audienceMembers:ingest'))!.body as { audienceMembers: unknown[] };
    expect(ingest.audienceMembers).toEqual([{ userData: { userIdentifiers: [{ phoneNumber: phone }] } }]);
    expect([...sims.state.get('google').getAudience(externalId)!.members]).toEqual([`phone_number=${phone}`]);
  });

  it('builds every request as the Data Manager protos of @google-ads/datamanager define it', async () => {
    const { sent, http } = capturing();
    const contact = google({ http });
    const { externalId } = await contact.ensureAudience('INCA_definitions');
    await contact.addMembers(
      externalId,
      [{ email: sha256Hex('a@b.cl'), phone: sha256Hex('+56911111111') }, { phone: sha256Hex('+56922222222') }],
      'def-add',
    );
    await contact.removeMembers(externalId, [{ email: sha256Hex('a@b.cl'), phone: sha256Hex('+56911111111') }], 'def-remove');
    const mobile = google({ http }, { audienceType: 'MOBILE_ADVERTISING_ID', appId: 'cl.inca.app', appIdType: 'GOOGLE_PLAY' });
    const { externalId: mobileList } = await mobile.ensureAudience('INCA_definitions_maid');
    await mobile.addMembers(mobileList, [{ madid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' }], 'def-maid');
    const byPath = (suffix: string) => sent.filter((r) => r.path.endsWith(suffix)).map((r) => r.body);
    expect(byPath('/userLists')).toHaveLength(2);
    for (const body of byPath('/userLists')) expect(userListViolations(body)).toEqual([]);
    expect(byPath('audienceMembers:ingest')).toHaveLength(2);
    for (const body of byPath('audienceMembers:ingest')) expect(audienceMembersViolations('ingest', body)).toEqual([]);
    expect(byPath('audienceMembers:remove')).toHaveLength(1);
    for (const body of byPath('audienceMembers:remove')) expect(audienceMembersViolations('remove', body)).toEqual([]);
  });

  it("each setting of the audience's Google tab changes the list it creates", async () => {
    const { sent, http } = capturing();
    const created = async (options: GoogleConnectorOptions, name: string) => {
      await google({ http }, options).ensureAudience(name);
      return (sent.filter((r) => r.path.endsWith('/userLists')).at(-1)!.body as { ingestedUserListInfo: unknown }).ingestedUserListInfo;
    };
    expect(await created({ audienceType: 'CONTACT_INFO' }, 'INCA_tab_contact')).toEqual({
      uploadKeyTypes: ['CONTACT_ID'],
      contactIdInfo: { dataSourceType: 'DATA_SOURCE_TYPE_FIRST_PARTY' },
    });
    expect(
      await created({ audienceType: 'MOBILE_ADVERTISING_ID', appId: 'cl.inca.app', appIdType: 'GOOGLE_PLAY' }, 'INCA_tab_play'),
    ).toEqual({
      uploadKeyTypes: ['MOBILE_ID'],
      mobileIdInfo: { dataSourceType: 'DATA_SOURCE_TYPE_FIRST_PARTY', keySpace: 'ANDROID', appId: 'cl.inca.app' },
    });
    expect(
      await created({ audienceType: 'MOBILE_ADVERTISING_ID', appId: 'id1234567890', appIdType: 'APP_STORE' }, 'INCA_tab_ios'),
    ).toMatchObject({
      mobileIdInfo: { keySpace: 'IOS', appId: '1234567890' },
    });
  });

  it('takes only the account types the Data Manager protos define', () => {
    expect(() => google({ credentials: { accessToken: 'sim', accountType: 'ADWORDS' } })).toThrow(
      'ADWORDS is not a Data Manager account type',
    );
    expect(() => google({ credentials: { accessToken: 'sim', accountType: 'DISPLAY_VIDEO_ADVERTISER' } })).not.toThrow();
  });

  it('refuses to create a mobile-id list without its app, before calling Google', async () => {
    const { sent, http } = capturing();
    const error = await google({ http }, { audienceType: 'MOBILE_ADVERTISING_ID' })
      .ensureAudience('INCA_no_app')
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe(GOOGLE_MESSAGES.mobileListNeedsApp);
    expect(sent.filter((r) => r.path.endsWith('/userLists'))).toEqual([]);
  });

  it('reuses the access token and refreshes it once when Google refuses it', async () => {
    const connector = google();
    const { externalId } = await connector.ensureAudience('INCA_token');
    await connector.addMembers(externalId, emails(3), 't1');
    const tokenCalls = async () =>
      ((await sims.get('/google/requests')) as LoggedRequest[]).filter((r) => r.path === '/google/token').length;
    expect(await tokenCalls()).toBe(1);
    await fault({ status: 401, count: 1 });
    expect((await connector.addMembers(externalId, emails(3, 10), 't2')).accepted).toBe(3);
    expect(await tokenCalls()).toBe(2);
    expect(sims.state.get('google').getAudience(externalId)?.members.size).toBe(6);
  });

  it('splits more than 10,000 members into requests of 10,000', async () => {
    const connector = google();
    const { externalId } = await connector.ensureAudience('INCA_batches');
    const result = await connector.addMembers(externalId, emails(10_050), 'big');
    expect(result).toEqual({ accepted: 10_050, rejected: [] });
    const uploads = await memberRequests();
    expect(uploads.map((r) => [r.members, r.idempotencyKey])).toEqual([
      [10_000, 'big#0'],
      [50, 'big#1'],
    ]);
  });

  it('applies a repeated idempotency key once', async () => {
    const connector = google();
    const { externalId } = await connector.ensureAudience('INCA_idem');
    const members = emails(120);
    await connector.addMembers(externalId, members, 'same-key');
    await connector.removeMembers(externalId, members.slice(0, 20), 'remove-key');
    const replay = await connector.addMembers(externalId, members, 'same-key');
    expect(replay.accepted).toBe(120);
    expect(sims.state.get('google').getAudience(externalId)?.members.size).toBe(100);
    expect((await memberRequests()).map((r) => r.idempotencyKey)).toEqual(['same-key', 'remove-key', 'same-key']);
  });

  it('waits for Retry-After on 429 and then succeeds', async () => {
    const connector = google();
    const { externalId } = await connector.ensureAudience('INCA_429');
    await fault({ status: 429, count: 1, retryAfterSeconds: 1 });
    const started = Date.now();
    const result = await connector.addMembers(externalId, emails(10), 'k429');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(result.accepted).toBe(10);
    expect((await memberRequests()).map((r) => r.status)).toEqual([429, 200]);
    expect(sims.state.get('google').getAudience(externalId)?.members.size).toBe(10);
  });

  it('retries a 500 and then succeeds; gives up after the bounded attempts', async () => {
    const connector = google();
    const { externalId } = await connector.ensureAudience('INCA_500');
    await fault({ status: 500, count: 1 });
    expect((await connector.addMembers(externalId, emails(5), 'k500')).accepted).toBe(5);

    await fault({ status: 503, count: 10 });
    const error = await connector.addMembers(externalId, emails(5, 100), 'k503').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ status: 503, kind: 'SERVER', retryable: true, attempts: 4 });
    expect((error as PlatformError).message).toContain('UNAVAILABLE');
    expect(sims.state.get('google').getAudience(externalId)?.members.size).toBe(5);
  });

  it('times out a slow answer and retries it', async () => {
    const connector = google({ http: { baseDelayMs: 5, timeoutMs: 300, maxAttempts: 3 } });
    const { externalId } = await connector.ensureAudience('INCA_timeout');
    await fault({ delayMs: 1_000, count: 1 });
    expect((await connector.addMembers(externalId, emails(7), 'kslow')).accepted).toBe(7);

    await fault({ delayMs: 1_000, count: 5 });
    const error = await connector.addMembers(externalId, emails(3, 50), 'kslow2').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'TIMEOUT', status: 0, attempts: 3 });
  });

  it('drops the rows named in the field violations and sends the rest again', async () => {
    const connector = google();
    const { externalId } = await connector.ensureAudience('INCA_reject');
    await fault({ rejectRate: 0.3 });
    const notAHash = { email: 'not-a-hash' };
    const members = [...emails(998), notAHash, { email: sha256Hex('x').slice(0, 40) }];
    const result = await connector.addMembers(externalId, members, 'krej');
    expect(result.rejected.length).toBeGreaterThan(200);
    expect(result.rejected.length).toBeLessThan(400);
    expect(result.accepted + result.rejected.length).toBe(1_000);
    const reasons = new Map(result.rejected.map((r) => [r.member, r.reason]));
    expect(reasons.get(notAHash)).toContain('INVALID_SHA256_FORMAT');
    expect([...reasons.values()].some((r) => r.startsWith('INVALID_USER_DATA'))).toBe(true);
    expect(sims.state.get('google').getAudience(externalId)?.members.size).toBe(result.accepted);
    const uploads = await memberRequests();
    expect(uploads.map((r) => [r.status, r.idempotencyKey])).toEqual([
      [400, 'krej'],
      [200, 'krej~1'],
    ]);
  });

  it('answers the match size as {size_for_display, size_for_search} once Google has computed it', async () => {
    const connector = google();
    const { externalId } = await connector.ensureAudience('INCA_match');
    sims.state.matchDelayMs = 60_000;
    await connector.addMembers(externalId, emails(1_000), 'kmatch');
    expect(await connector.matchSize(externalId)).toBeNull();
    sims.state.matchDelayMs = 0;
    const match = await connector.matchSize(externalId);
    expect(match).not.toBeNull();
    expect(Object.keys(match!).sort()).toEqual(['size_for_display', 'size_for_search']);
    expect(match!.size_for_display).toBeGreaterThan(500);
    expect(match!.size_for_display).toBeLessThan(700);
    expect(match!.size_for_search).toBeLessThan(match!.size_for_display);
    expect(match!.size_for_search).toBeGreaterThan(0);
  });

  it('uses mobileData for MOBILE_ADVERTISING_ID lists', async () => {
    const connector = google({}, { audienceType: 'MOBILE_ADVERTISING_ID', appId: 'cl.inca.app', appIdType: 'GOOGLE_PLAY' });
    const { externalId } = await connector.ensureAudience('INCA_maid');
    const ids = ['3f1c2a4e-9b7d-4c1e-8a2b-1d2e3f4a5b6c', 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'];
    // A customer's e-mail never goes into a mobile-id list: only its device id does.
    expect(
      (
        await connector.addMembers(
          externalId,
          ids.map((madid) => ({ madid, email: sha256Hex('x@y.cl') })),
          'maid',
        )
      ).accepted,
    ).toBe(2);
    const list = sims.state.get('google').getAudience(externalId)!;
    expect([...list.members].sort()).toEqual([...ids].sort());
    expect(list.extra.ingestedUserListInfo).toMatchObject({ uploadKeyTypes: ['MOBILE_ID'], mobileIdInfo: { appId: 'cl.inca.app' } });
  });

  it('verifies the account: OK, and CREDENTIALS for a revoked refresh token or a refused access token', async () => {
    expect(await google().verifyAccount()).toEqual({ ok: true, errorKind: 'OK', message: 'ok' });
    const revoked = await google({
      credentials: { clientId: 'inca-client', clientSecret: 's', refreshToken: 'expired-refresh' },
    }).verifyAccount();
    expect(revoked).toMatchObject({ ok: false, errorKind: 'CREDENTIALS' });
    expect(revoked.message).toContain('invalid_grant');
    const refused = await google({ credentials: { accessToken: 'invalid-token' } }).verifyAccount();
    expect(refused).toMatchObject({ ok: false, errorKind: 'CREDENTIALS' });
    expect(refused.message).toContain('UNAUTHENTICATED');
  });

  it('answers errors in Google shape {error: {code, message, status}}', async () => {
    const res = await fetch(`${sims.url}/google/v1/audienceMembers:ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED' });
    const missing = await fetch(`${sims.url}/google/v1/audienceMembers:ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sim' },
      body: JSON.stringify({
        destinations: [{ operatingAccount: { accountType: 'GOOGLE_ADS', accountId: '1' }, productDestinationId: '999' }],
        audienceMembers: [{ userData: { userIdentifiers: [{ emailAddress: sha256Hex('a@b.cl') }] } }],
        encoding: 'HEX',
        termsOfService: { customerMatchTermsOfServiceStatus: 'ACCEPTED' },
      }),
    });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { status: string } }).error.status).toBe('NOT_FOUND');
  });

  it('reports the per-destination status of an ingest request', async () => {
    const connector = google();
    const { externalId } = await connector.ensureAudience('INCA_status');
    await connector.addMembers(externalId, emails(3), 'kstatus');
    const requestId = (sims.state.get('google').appliedKeys.get('kstatus') as { requestId: string }).requestId;
    const res = await fetch(`${sims.url}/google/v1/requestStatus:retrieve?requestId=${requestId}`, {
      headers: { authorization: 'Bearer sim' },
    });
    const body = (await res.json()) as {
      requestStatusPerDestination: {
        requestStatus: string;
        audienceMembersIngestionStatus: { userDataIngestionStatus: { recordCount: string } };
      }[];
    };
    expect(body.requestStatusPerDestination).toHaveLength(1);
    expect(body.requestStatusPerDestination[0]).toMatchObject({
      requestStatus: 'SUCCESS',
      audienceMembersIngestionStatus: { userDataIngestionStatus: { recordCount: '3' } },
    });
  });
});
