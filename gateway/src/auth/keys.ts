import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import { INTERNAL_AUDIENCE, INTERNAL_ISSUER, type InternalClaims } from '@inca/auth';
import type { Identity } from '@inca/domain';

export type SigningKeys = {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
};

/**
 * The gateway's ES256 key pair, kept in the data folder so sessions survive a restart. Created on
 * first start with owner-only permissions.
 */
export async function loadOrCreateKeys(dataDir: string): Promise<SigningKeys> {
  const file = path.join(dataDir, 'keys', 'gateway-es256.jwk.json');
  let privateJwk: JWK;
  try {
    privateJwk = JSON.parse(await readFile(file, 'utf8')) as JWK;
  } catch {
    const pair = await generateKeyPair('ES256', { extractable: true });
    privateJwk = { ...(await exportJWK(pair.privateKey)), kid: `inca-${Date.now().toString(36)}`, alg: 'ES256', use: 'sig' };
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, JSON.stringify(privateJwk), { mode: 0o600 });
  }
  const { d: _d, ...publicJwk } = privateJwk;
  return {
    kid: privateJwk.kid!,
    privateKey: (await importJWK(privateJwk, 'ES256')) as CryptoKey,
    publicKey: (await importJWK(publicJwk, 'ES256')) as CryptoKey,
    publicJwk,
  };
}

/**
 * A token for one session: its id in `sid`, valid for `ttlSeconds` but never past the session's
 * absolute end.
 */
export async function signSessionToken(
  keys: SigningKeys,
  identity: Identity,
  session: { id: string; expiresAt: Date },
  ttlSeconds: number,
): Promise<string> {
  const claims: Omit<InternalClaims, 'sub'> = {
    email: identity.email,
    name: identity.name,
    company: identity.companyCode,
    roles: identity.roles,
    sid: session.id,
  };
  const exp = Math.min(Math.floor(Date.now() / 1000) + ttlSeconds, Math.floor(session.expiresAt.getTime() / 1000));
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setSubject(identity.sub)
    .setIssuer(INTERNAL_ISSUER)
    .setAudience(INTERNAL_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(exp)
    .setJti(crypto.randomUUID())
    .sign(keys.privateKey);
}
