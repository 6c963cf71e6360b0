import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import { AuthError, bearerToken, createTokenVerifier, type InternalClaims, type TokenVerifier } from '@inca/auth';
import { isRole, type Identity } from '@inca/domain';
import type { GatewayConfig } from '../config.ts';
import type { IdentityStore } from '../identity/store.ts';
import { signSessionToken, type SigningKeys } from './keys.ts';
import type { SessionStore } from './sessionStore.ts';

export const SESSION_COOKIE = 'inca_session';

/** How many tokens' claims the resolver keeps (all are dropped when full, as the token verifier does). */
const CLAIMS_KEPT = 10_000;

/** A request's verified identity, its session id, and the internal token forwarded to subgraphs and services. */
export type Session = { identity: Identity; token: string; sessionId: string };

/**
 * Resolves the caller from the session cookie or `Authorization: Bearer`. Gateway-signed tokens
 * are verified with our own key; in OIDC mode a provider token is verified against the
 * provider's JWKS, its claims mapped, and exchanged for an internal token (cached until expiry)
 * so that every service trusts exactly one issuer.
 */
export class SessionResolver {
  private readonly verifyInternal: TokenVerifier;
  private readonly oidcKeys?: ReturnType<typeof createRemoteJWKSet>;
  private readonly exchanged = new Map<string, { session: Session; expiresAt: number }>();
  /** The claims the gateway reads of a token it verified (session, issue and expiry), decoded once per token. */
  private readonly claims = new Map<string, Pick<InternalClaims, 'sid' | 'iat' | 'exp'>>();

  constructor(
    private readonly config: GatewayConfig,
    private readonly keys: SigningKeys,
    private readonly store: SessionStore,
    private readonly directory: IdentityStore,
  ) {
    this.verifyInternal = createTokenVerifier({ jwks: keys.publicKey, sessionCheck: (sid) => store.isOpen(sid) });
    if (config.oidc) this.oidcKeys = createRemoteJWKSet(new URL(config.oidc.jwksUrl));
  }

  tokenOf(req: Request): string | undefined {
    return bearerToken(req.header('authorization')) ?? (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  }

  async resolve(req: Request): Promise<Session | undefined> {
    const token = this.tokenOf(req);
    if (!token) return undefined;
    try {
      const identity = await this.verifyInternal(token);
      return { identity, token, sessionId: this.claimsOf(token).sid };
    } catch (error) {
      if (!(error instanceof AuthError) || !this.config.oidc) return undefined;
      return this.exchangeOidc(token).catch(() => undefined);
    }
  }

  /** A token's session, issue and expiry claims; read once per token (each request of a session presents the same one). */
  private claimsOf(token: string): Pick<InternalClaims, 'sid' | 'iat' | 'exp'> {
    let claims = this.claims.get(token);
    if (!claims) {
      const { sid, iat, exp } = decodeJwt(token) as Partial<InternalClaims>;
      claims = { sid: sid!, iat, exp };
      if (this.claims.size >= CLAIMS_KEPT) this.claims.clear();
      this.claims.set(token, claims);
    }
    return claims;
  }

  /** Opens a session (login) and its first token. */
  async issue(identity: Identity, maxSeconds = this.config.sessionMaxSeconds): Promise<Session> {
    const session = await this.store.open(identity.email, maxSeconds);
    return { identity, sessionId: session.id, token: await signSessionToken(this.keys, identity, session, this.config.sessionTtlSeconds) };
  }

  /** Ends the request's session (logout): every token of it is refused from now on. */
  async end(req: Request): Promise<void> {
    const session = await this.resolve(req);
    if (session) await this.store.revoke(session.sessionId, 'logout');
  }

  /** Sets the session cookie; renewed on activity once half its life has passed. */
  setCookie(res: Response, token: string): void {
    res.cookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      // Secure whenever the browser reached us over HTTPS (directly or through a trusted proxy).
      secure: (this.config.publicUrl?.startsWith('https://') ?? false) || res.req.secure,
      path: '/',
      maxAge: this.config.sessionTtlSeconds * 1000,
    });
  }

  clearCookie(res: Response): void {
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict' });
  }

  /**
   * Sliding session: past half of its life, the cookie is replaced by a token with the roles the
   * directory holds now, never past the session's absolute end. A user no longer in the directory
   * (or deactivated) loses the session instead.
   */
  async renewIfAging(req: Request, res: Response, session: Session): Promise<void> {
    if (bearerToken(req.header('authorization')) || this.config.authMode !== 'embedded') return;
    const { iat, exp } = this.claimsOf(session.token);
    if (!iat || !exp || Date.now() / 1000 <= iat + (exp - iat) / 2) return;
    const current = await this.directory.current(session.identity.email);
    if (!current) {
      await this.store.revoke(session.sessionId, 'user_deleted');
      this.clearCookie(res);
      return;
    }
    const end = await this.store.expiresAt(session.sessionId);
    if (!end || end.getTime() <= Date.now()) return;
    this.setCookie(
      res,
      await signSessionToken(this.keys, current, { id: session.sessionId, expiresAt: end }, this.config.sessionTtlSeconds),
    );
  }

  private async exchangeOidc(token: string): Promise<Session> {
    const oidc = this.config.oidc!;
    const cacheKey = createHash('sha256').update(token).digest('base64url');
    const cached = this.exchanged.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) return cached.session;
    const { payload } = await jwtVerify(token, this.oidcKeys!, { issuer: oidc.issuer, audience: oidc.audience });
    const identity = identityFromOidc(payload, oidc.claims);
    const providerSeconds = Math.max(60, (payload.exp ?? 0) - Math.floor(Date.now() / 1000));
    const session = await this.issue(identity, Math.min(providerSeconds, this.config.sessionMaxSeconds));
    const expiresAt = Math.min((payload.exp ?? 0) * 1000, Date.now() + this.config.sessionTtlSeconds * 500);
    if (this.exchanged.size > 10_000) this.exchanged.clear();
    this.exchanged.set(cacheKey, { session, expiresAt });
    return session;
  }
}

/** Maps an OIDC provider's claims (names from configuration) to our identity. */
export function identityFromOidc(payload: JWTPayload, claims: { email: string; name: string; company: string; roles: string }): Identity {
  const read = (name: string): unknown =>
    name.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], payload);
  const email = read(claims.email);
  const company = read(claims.company);
  const rawRoles = read(claims.roles);
  const roles = (Array.isArray(rawRoles) ? rawRoles : typeof rawRoles === 'string' ? rawRoles.split(/[ ,]+/) : []).filter(
    (r): r is string => typeof r === 'string',
  );
  if (typeof email !== 'string' || typeof company !== 'string' || !payload.sub) throw new AuthError('OIDC token without the mapped claims');
  const name = read(claims.name);
  return {
    sub: payload.sub,
    email: email.toLowerCase(),
    name: typeof name === 'string' ? name : email,
    companyCode: company,
    roles: roles.map((r) => r.toLowerCase()).filter(isRole),
  };
}
