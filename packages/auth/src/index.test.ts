import { generateKeyPair, SignJWT, type CryptoKey, type JWTVerifyGetKey } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthError, createTokenVerifier, INTERNAL_AUDIENCE, INTERNAL_ISSUER } from './index.ts';

let privateKey: CryptoKey;
let publicKey: CryptoKey;

beforeAll(async () => {
  ({ privateKey, publicKey } = await generateKeyPair('ES256'));
});

afterEach(() => {
  vi.useRealTimers();
});

const sign = (seconds: number, sid = 'session-1') =>
  new SignJWT({ email: 'ana@corp.demo', name: 'Ana', company: '032', roles: ['audience_admin'], sid })
    .setProtectedHeader({ alg: 'ES256' })
    .setSubject('ana')
    .setIssuer(INTERNAL_ISSUER)
    .setAudience(INTERNAL_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(privateKey);

/** A key source that counts how often a signature had to be checked. */
function countingKey() {
  const calls = { count: 0 };
  const key: JWTVerifyGetKey = async () => {
    calls.count += 1;
    return publicKey;
  };
  return { key, calls };
}

describe('token verifier', () => {
  it('checks the signature of a token once and answers its later requests from memory', async () => {
    const { key, calls } = countingKey();
    const verify = createTokenVerifier({ jwks: key, sessionCheck: async () => true });
    const token = await sign(600);
    const first = await verify(token);
    const second = await verify(token);
    expect(second).toEqual(first);
    expect(first.companyCode).toBe('032');
    expect(calls.count).toBe(1);
    first.roles.push('audience_user');
    expect((await verify(token)).roles).toEqual(['audience_admin']);
  });

  it('still asks whether the session is open on every request, so a revoked session is refused at once', async () => {
    let open = true;
    const asked: string[] = [];
    const verify = createTokenVerifier({
      jwks: publicKey,
      sessionCheck: async (sid) => {
        asked.push(sid);
        return open;
      },
    });
    const token = await sign(600);
    await verify(token);
    open = false;
    await expect(verify(token)).rejects.toBeInstanceOf(AuthError);
    expect(asked).toEqual(['session-1', 'session-1']);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const verify = createTokenVerifier({ jwks: publicKey, sessionCheck: async () => true });
    const token = await sign(60);
    await verify(token);
    vi.setSystemTime(Date.now() + 61_000);
    await expect(verify(token)).rejects.toBeInstanceOf(AuthError);
  });

  it('verifies every other token on its own: a forged signature is never taken for a remembered one', async () => {
    const { key, calls } = countingKey();
    const verify = createTokenVerifier({ jwks: key, sessionCheck: async () => true });
    const token = await sign(600);
    await verify(token);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    await expect(verify(forged)).rejects.toBeInstanceOf(AuthError);
    expect(calls.count).toBe(2);
  });
});
