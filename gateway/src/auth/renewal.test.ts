import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeJwt } from 'jose';
import type { Request, Response } from 'express';
import type { Identity } from '@inca/domain';
import type { GatewayConfig } from '../config.ts';
import type { IdentityStore } from '../identity/store.ts';
import { loadOrCreateKeys, type SigningKeys } from './keys.ts';
import type { SessionStore } from './sessionStore.ts';
import { SESSION_COOKIE, SessionResolver } from './sessions.ts';

const ana: Identity = { sub: 'ana@retail.demo', email: 'ana@retail.demo', name: 'Ana', companyCode: '022', roles: ['audience_analyst'] };
const config = { authMode: 'embedded', sessionTtlSeconds: 1_800, sessionMaxSeconds: 43_200 } as GatewayConfig;
let dir: string;
let keys: SigningKeys;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'inca-keys-'));
  keys = await loadOrCreateKeys(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

function setup(now: Identity | undefined) {
  const revoked: string[] = [];
  const store = {
    open: async () => ({ id: '7f1d9c9e-8d61-4b4a-9d7e-2a6f0c1b2c3d', expiresAt: new Date(Date.now() + 43_200_000) }),
    isOpen: async () => true,
    expiresAt: async () => new Date(Date.now() + 40_000_000),
    revoke: async (id: string) => void revoked.push(id),
  } as unknown as SessionStore;
  const directory = { current: async () => now } as unknown as IdentityStore;
  const cookies: { name: string; value: string }[] = [];
  const cleared: string[] = [];
  const res = {
    req: { secure: false },
    cookie: (name: string, value: string) => cookies.push({ name, value }),
    clearCookie: (name: string) => cleared.push(name),
  } as unknown as Response;
  const req = { header: () => undefined, cookies: {} } as unknown as Request;
  return { resolver: new SessionResolver(config, keys, store, directory), revoked, cookies, cleared, res, req };
}

describe('sliding renewal re-reads the directory', () => {
  it('past half of its life, the new token carries the roles the directory holds now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { resolver, cookies, res, req } = setup({ ...ana, roles: ['audience_user'] });
    const session = await resolver.issue(ana);
    vi.setSystemTime(Date.now() + 1_000 * 1_000);
    await resolver.renewIfAging(req, res, session);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]!.name).toBe(SESSION_COOKIE);
    const claims = decodeJwt(cookies[0]!.value) as { roles: string[]; sid: string };
    expect(claims.roles).toEqual(['audience_user']);
    expect(claims.sid).toBe(session.sessionId);
  });

  it('does not renew a young token', async () => {
    const { resolver, cookies, res, req } = setup(ana);
    const session = await resolver.issue(ana);
    await resolver.renewIfAging(req, res, session);
    expect(cookies).toEqual([]);
  });

  it('a user no longer in the directory loses the session instead', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { resolver, cookies, cleared, revoked, res, req } = setup(undefined);
    const session = await resolver.issue(ana);
    vi.setSystemTime(Date.now() + 1_000 * 1_000);
    await resolver.renewIfAging(req, res, session);
    expect(cookies).toEqual([]);
    expect(cleared).toEqual([SESSION_COOKIE]);
    expect(revoked).toEqual([session.sessionId]);
  });

  it('sets a Secure cookie when the browser came over HTTPS', async () => {
    const { resolver, res } = setup(ana);
    const options: unknown[] = [];
    (res as unknown as { req: { secure: boolean } }).req.secure = true;
    (res as unknown as { cookie: (...a: unknown[]) => void }).cookie = (...a: unknown[]) => options.push(a[2]);
    resolver.setCookie(res, 'token');
    expect(options[0]).toMatchObject({ secure: true, httpOnly: true, sameSite: 'strict' });
  });
});
