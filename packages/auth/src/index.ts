import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey, type CryptoKey, type KeyObject } from 'jose';
import { isRole, type Identity, type Role } from '@inca/domain';

/** Issuer and audience of the tokens the gateway signs for the subgraphs and services. */
export const INTERNAL_ISSUER = 'inca-gateway';
export const INTERNAL_AUDIENCE = 'inca-services';

/** Claims the gateway puts in every token, beside sub/iat/exp. */
export type InternalClaims = JWTPayload & {
  email: string;
  name: string;
  company: string;
  roles: Role[];
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
};

/** Verifies a gateway-signed ES256 token and returns the caller's identity. */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  const key = typeof options.jwks === 'string' ? createRemoteJWKSet(new URL(options.jwks), { cooldownDuration: 5_000 }) : options.jwks;
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, key as JWTVerifyGetKey, {
        issuer: options.issuer ?? INTERNAL_ISSUER,
        audience: options.audience ?? INTERNAL_AUDIENCE,
        algorithms: ['ES256'],
      });
      return identityFromClaims(payload);
    } catch (error) {
      throw new AuthError(error instanceof Error ? error.message : 'invalid token');
    }
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
