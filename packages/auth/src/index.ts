import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey, type CryptoKey, type KeyObject } from 'jose';
import { isRole, type Identity, type Role } from '@inca/domain';
import { serviceFetch } from '@inca/rest-client/http';

/** Issuer and audience of the tokens the gateway signs for the subgraphs and services. */
export const INTERNAL_ISSUER = 'inca-gateway';
export const INTERNAL_AUDIENCE = 'inca-services';

/** Claims the gateway puts in every token, beside sub/iat/exp. */
export type InternalClaims = JWTPayload & {
  email: string;
  name: string;
  company: string;
  roles: Role[];
  /** The session the token belongs to; a revoked session refuses all its tokens. */
  sid: string;
};

export class AuthError extends Error {
  override name = 'AuthError';
}

export type TokenVerifier = (token: string) => Promise<Identity>;

export type VerifierOptions = {
  /** Where the gateway publishes its public keys; or a key set / key for tests. */
  jwks: string | JWTVerifyGetKey | CryptoKey | KeyObject;
  issuer?: string;
  audience?: string;
  /**
   * Whether a session is still open. Default with a JWKS URL: ask the gateway that published it
   * (`GET /auth/sessions/{sid}` on the same origin), each answer kept for a few seconds.
   */
  sessionCheck?: SessionCheck;
};

/** True while the session is open (not logged out, not revoked, not past its absolute end). */
export type SessionCheck = (sid: string) => Promise<boolean>;

/**
 * Asks the gateway whether a session is open, remembering each answer for `cacheMs`, so a
 * revocation reaches this process within that time at the cost of one small call per session.
 */
export function remoteSessionCheck(baseUrl: string, cacheMs = 1_000): SessionCheck {
  const cache = new Map<string, { open: boolean; at: number }>();
  return async (sid) => {
    const cached = cache.get(sid);
    if (cached && Date.now() - cached.at < cacheMs) return cached.open;
    const response = await serviceFetch(new URL(`/auth/sessions/${encodeURIComponent(sid)}`, baseUrl), {
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok && response.status !== 404) throw new AuthError(`session check failed: ${response.status}`);
    const open = response.ok && ((await response.json()) as { open?: boolean }).open === true;
    if (cache.size > 50_000) cache.clear();
    cache.set(sid, { open, at: Date.now() });
    return open;
  };
}

/** Most verified tokens a verifier remembers; past it the memory starts over. */
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * Verifies a gateway-signed ES256 token and returns the caller's identity. A token whose
 * signature and claims passed is remembered until its own expiry, so each hop pays the signature
 * check once per token rather than once per request; the session check still runs on every call
 * (answered from its own short cache), so a revocation is refused as soon as that cache learns it.
 */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  const key = typeof options.jwks === 'string' ? createRemoteJWKSet(new URL(options.jwks), { cooldownDuration: 5_000 }) : options.jwks;
  const sessionOpen = options.sessionCheck ?? (typeof options.jwks === 'string' ? remoteSessionCheck(options.jwks) : undefined);
  const verified = new Map<string, { identity: Identity; sid: unknown; expiresAt: number }>();
  const verify = async (token: string) => {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) return known;
    if (known) verified.delete(token);
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, key as JWTVerifyGetKey, {
        issuer: options.issuer ?? INTERNAL_ISSUER,
        audience: options.audience ?? INTERNAL_AUDIENCE,
        algorithms: ['ES256'],
      }));
    } catch (error) {
      throw new AuthError(error instanceof Error ? error.message : 'invalid token');
    }
    const entry = {
      identity: identityFromClaims(payload),
      sid: (payload as Partial<InternalClaims>).sid,
      expiresAt: (payload.exp ?? 0) * 1000,
    };
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_TOKENS_MAX) verified.clear();
      verified.set(token, entry);
    }
    return entry;
  };
  return async (token) => {
    const { identity, sid } = await verify(token);
    if (sessionOpen) {
      if (typeof sid !== 'string' || !(await sessionOpen(sid))) throw new AuthError('session ended');
    }
    return { ...identity, roles: [...identity.roles] };
  };
}

export function identityFromClaims(payload: JWTPayload): Identity {
  const { sub, email, name, company, roles } = payload as Partial<InternalClaims>;
  if (!sub || typeof email !== 'string' || typeof company !== 'string' || !Array.isArray(roles)) {
    throw new AuthError('token without identity claims');
  }
  return {
    sub,
    email,
    name: typeof name === 'string' ? name : email,
    companyCode: company,
    roles: roles.filter((r): r is Role => typeof r === 'string' && isRole(r)),
  };
}

/** Reads `Authorization: Bearer <token>`; undefined when absent or malformed. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/.exec(header.trim());
  return match?.[1];
}
