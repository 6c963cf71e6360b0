import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@inca/activation';
import { createTiktokConnector, tiktokCodeStatus } from './tiktok.ts';
import { PlatformError } from './http.ts';
import type { AccountConfig, Member } from './connector.ts';
import { simulatorsForTests } from './simulatorsForTests.ts';

const sims = simulatorsForTests();

function config(overrides: Partial<AccountConfig> = {}): AccountConfig {
  return {
    baseUrl: `${sims.url}/tiktok`,
    accountId: '7012345678901234567',
    credentials: { accessToken: 'sim-token' },
    http: { baseDelayMs: 5, timeoutMs: 2_000, maxAttempts: 4 },
    ...overrides,
  };
}

const emails = (n: number, from = 0): Member[] => Array.from({ length: n }, (_, i) => ({ email: sha256Hex(`tt${i + from}@example.com`) }));

type Req = { method: string; path: string; audienceId: string | null; members: number; idempotencyKey: string | null; status: number };

const fault = (body: Record<string, unknown>) => sims.fault('tiktok', body);
const updates = async () => (await sims.get<Req[]>('/tiktok/requests')).filter((r) => r.path.endsWith('/custom_audience/update/'));

describe('TikTok connector against the TikTok simulator', () => {
  it('creates the audience from an empty file once, then finds it by name', async () => {
    const tiktok = createTiktokConnector(config());
    const first = await tiktok.ensureAudience('INCA_tiktok_vip');
    const again = await tiktok.ensureAudience('INCA_tiktok_vip');
    expect(again.externalId).toBe(first.externalId);
    expect(await sims.get('/tiktok/audiences')).toEqual([{ id: first.externalId, name: 'INCA_tiktok_vip', memberCount: 0 }]);
    const paths = (await sims.get<Req[]>('/tiktok/requests')).map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('POST /tiktok/open_api/v1.3/dmp/custom_audience/file/upload/');
    expect(paths.filter((p) => p.endsWith('/custom_audience/create/'))).toHaveLength(1);
  });

  it('uploads a file per batch and appends / deletes it', async () => {
    const tiktok = createTiktokConnector(config());
    const { externalId } = await tiktok.ensureAudience('INCA_tiktok_add');
    expect(await tiktok.addMembers(externalId, emails(300), 'run-1:add')).toEqual({ accepted: 300, rejected: [] });
    expect(await tiktok.removeMembers(externalId, emails(100), 'run-1:remove')).toEqual({ accepted: 100, rejected: [] });
    expect(sims.state.get('tiktok').getAudience(externalId)?.members.size).toBe(200);
    const applied = await updates();
    expect(applied.map((r) => [r.audienceId, r.members, r.idempotencyKey, r.status])).toEqual([
      [externalId, 300, 'run-1:add', 200],
      [externalId, 100, 'run-1:remove', 200],
    ]);
  });

  it('splits members into files of batchSize', async () => {
    const tiktok = createTiktokConnector(config(), { batchSize: 100 });
    const { externalId } = await tiktok.ensureAudience('INCA_tiktok_batches');
    const result = await tiktok.addMembers(externalId, emails(250), 'k');
    expect(result.accepted).toBe(250);
    expect((await updates()).map((r) => r.members)).toEqual([100, 100, 50]);
    expect(sims.state.get('tiktok').getAudience(externalId)?.members.size).toBe(250);
  });

  it('applies a repeated idempotency key once', async () => {
    const tiktok = createTiktokConnector(config());
    const { externalId } = await tiktok.ensureAudience('INCA_tiktok_idem');
    const members = emails(50);
    await tiktok.addMembers(externalId, members, 'same');
    await tiktok.removeMembers(externalId, members.slice(0, 10), 'rm');
    await tiktok.addMembers(externalId, members, 'same');
    expect(sims.state.get('tiktok').getAudience(externalId)?.members.size).toBe(40);
    // A new key is a new change and is applied.
    await tiktok.addMembers(externalId, members, 'other');
    expect(sims.state.get('tiktok').getAudience(externalId)?.members.size).toBe(50);
  });

  it('honours Retry-After on 429 and retries a 500', async () => {
    const tiktok = createTiktokConnector(config());
    const { externalId } = await tiktok.ensureAudience('INCA_tiktok_faults');
    await fault({ status: 429, count: 1, retryAfterSeconds: 1 });
    const started = Date.now();
    expect((await tiktok.addMembers(externalId, emails(5), 'a')).accepted).toBe(5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await fault({ status: 500, count: 2 });
    expect((await tiktok.addMembers(externalId, emails(5, 5), 'b')).accepted).toBe(5);
    const statuses = (await sims.get<Req[]>('/tiktok/requests')).map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.filter((s) => s === 500)).toHaveLength(2);
    expect(sims.state.get('tiktok').getAudience(externalId)?.members.size).toBe(10);
  });

  it('treats code 40100 in an HTTP 200 body as a rate limit', () => {
    expect(tiktokCodeStatus(40100)).toBe(429);
    expect(tiktokCodeStatus(40105)).toBe(401);
    expect(tiktokCodeStatus(51000)).toBe(500);
    expect(tiktokCodeStatus(40002)).toBe(400);
  });

  it('times out a slow answer, retries it, and gives up after the bounded attempts', async () => {
    const tiktok = createTiktokConnector(config({ http: { baseDelayMs: 5, timeoutMs: 300, maxAttempts: 2 } }));
    const { externalId } = await tiktok.ensureAudience('INCA_tiktok_slow');
    await fault({ delayMs: 1_000, count: 1 });
    expect((await tiktok.addMembers(externalId, emails(4), 'slow')).accepted).toBe(4);
    await fault({ delayMs: 1_000, count: 4 });
    const error = await tiktok.addMembers(externalId, emails(4, 10), 'slow2').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'TIMEOUT', attempts: 2 });
  });

  it('rejects unusable rows before sending; simulated platform rejections lower the stored count', async () => {
    const tiktok = createTiktokConnector(config());
    const { externalId } = await tiktok.ensureAudience('INCA_tiktok_reject');
    const result = await tiktok.addMembers(externalId, [...emails(3), { email: '  ' }], 'r1');
    expect(result).toEqual({ accepted: 3, rejected: [{ member: { email: '  ' }, reason: 'no hashed email for EMAIL_SHA256' }] });

    await fault({ rejectRate: 0.5 });
    await tiktok.addMembers(externalId, emails(400, 100), 'r2');
    const stored = sims.state.get('tiktok').getAudience(externalId)?.members.size ?? 0;
    expect(stored).toBeGreaterThan(3 + 100);
    expect(stored).toBeLessThan(3 + 300);
  });

  it('never puts a phone into the EMAIL_SHA256 file: a phone-only customer is refused, not sent as an e-mail', async () => {
    const files: { type: string; rows: string[] }[] = [];
    const capture = async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input).endsWith('/file/upload/') && init?.body instanceof FormData) {
        const file = init.body.get('file') as Blob;
        files.push({ type: String(init.body.get('calculate_type')), rows: (await file.text()).split('\n').filter(Boolean) });
      }
      return fetch(input, init);
    };
    const tiktok = createTiktokConnector(config({ http: { baseDelayMs: 5, timeoutMs: 2_000, maxAttempts: 4, fetch: capture } }));
    const { externalId } = await tiktok.ensureAudience('INCA_tiktok_kinds');
    const email = sha256Hex('ana@example.com');
    const phoneOnly = { phone: sha256Hex('56912345678') };
    const result = await tiktok.addMembers(externalId, [{ email, phone: sha256Hex('56987654321') }, phoneOnly], 'kinds');
    expect(result).toEqual({ accepted: 1, rejected: [{ member: phoneOnly, reason: 'no hashed email for EMAIL_SHA256' }] });
    expect(files.at(-1)).toEqual({ type: 'EMAIL_SHA256', rows: [email] });
    expect([...sims.state.get('tiktok').getAudience(externalId)!.members]).toEqual([email]);
  });

  it("an audience of mobile ids uploads the ids under the account's mobile calculate type", async () => {
    const types: string[] = [];
    const capture = async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input).endsWith('/file/upload/') && init?.body instanceof FormData) types.push(String(init.body.get('calculate_type')));
      return fetch(input, init);
    };
    const http = { baseDelayMs: 5, timeoutMs: 2_000, maxAttempts: 4, fetch: capture };
    const idfa = createTiktokConnector(config({ http }), { identifiers: 'MOBILE_ADVERTISING_ID', calculateType: 'IDFA_SHA256' });
    const { externalId } = await idfa.ensureAudience('INCA_tiktok_idfa');
    expect(
      (
        await idfa.addMembers(
          externalId,
          [{ madid: sha256Hex('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'), email: sha256Hex('x@y.cl') }],
          'idfa',
        )
      ).accepted,
    ).toBe(1);
    const gaid = createTiktokConnector(config({ http }), { identifiers: 'MOBILE_ADVERTISING_ID' });
    await gaid.ensureAudience('INCA_tiktok_gaid');
    expect(types).toEqual(['IDFA_SHA256', 'IDFA_SHA256', 'GAID_SHA256']);
  });

  it('answers the match size as {cover_num} once computed', async () => {
    const tiktok = createTiktokConnector(config());
    const { externalId } = await tiktok.ensureAudience('INCA_tiktok_match');
    sims.state.matchDelayMs = 60_000;
    await tiktok.addMembers(externalId, emails(2_000), 'm');
    expect(await tiktok.matchSize(externalId)).toBeNull();
    sims.state.matchDelayMs = 0;
    const match = await tiktok.matchSize(externalId);
    expect(match).not.toBeNull();
    expect(match!.cover_num).toBeGreaterThan(1_000);
    expect(match!.cover_num).toBeLessThan(1_400);
  });

  it('verifies the account: OK and CREDENTIALS', async () => {
    expect(await createTiktokConnector(config()).verifyAccount()).toEqual({ ok: true, errorKind: 'OK', message: 'ok' });
    const bad = await createTiktokConnector(config({ credentials: { accessToken: 'invalid-token' } })).verifyAccount();
    expect(bad).toMatchObject({ ok: false, errorKind: 'CREDENTIALS' });
    expect(bad.message).toContain('40105');
  });
});
