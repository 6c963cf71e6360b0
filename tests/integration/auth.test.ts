import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { SignJWT, generateKeyPair, decodeJwt, importJWK, type JWK } from 'jose';
import { DEMO_USERS } from '@inca/demo-data';
import { gatewayUrl, graphql, login } from '../src/client.ts';

const VIEWER = '{ viewer { email } }';

describe('login and sessions', () => {
  it('answers a token and user and sets an HttpOnly SameSite=Strict cookie', async () => {
    const result = await login('admin@corp.demo');
    expect(result.user).toMatchObject({ email: 'admin@corp.demo', companyCode: '032', roles: ['audience_admin'] });
    expect(result.cookie).toMatch(/HttpOnly/i);
    expect(result.cookie).toMatch(/SameSite=Strict/i);
    const claims = decodeJwt(result.token);
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(3600);
  });

  it('logs in every demo user', async () => {
    for (const user of DEMO_USERS) {
      const result = await login(user.email);
      expect(result.user.companyCode).toBe(user.companyCode);
    }
  });

  it('refuses a wrong password with the Spanish message and no session', async () => {
    const response = await fetch(`${gatewayUrl()}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@corp.demo', password: 'wrong-password' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Usuario o contraseña incorrectos.' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('gives the same answer for an unknown user', async () => {
    const response = await fetch(`${gatewayUrl()}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@corp.demo', password: 'demo1234' }),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe('Usuario o contraseña incorrectos.');
  });

  it('accepts the session cookie and the bearer token for GraphQL', async () => {
    const { token, cookie } = await login('user@brand.demo');
    expect((await graphql<{ viewer: { email: string } }>(VIEWER, { cookie })).data?.viewer.email).toBe('user@brand.demo');
    expect((await graphql<{ viewer: { email: string } }>(VIEWER, { token })).data?.viewer.email).toBe('user@brand.demo');
  });

  it('refuses GraphQL without a session, with a forged token and with an expired one', async () => {
    const anonymous = await graphql(VIEWER);
    expect(anonymous.status).toBe(401);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ email: 'admin@corp.demo', name: 'x', company: '032', roles: ['audience_admin'] })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject('admin@corp.demo')
      .setIssuer('inca-gateway')
      .setAudience('inca-services')
      .setExpirationTime('10m')
      .sign(privateKey);
    const withForged = await graphql(VIEWER, { token: forged });
    expect(withForged.status).toBe(401);
    expect(withForged.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const { token } = await login('admin@corp.demo');
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...decodeJwt(token), exp: 1 })).toString('base64url')}.${signature}`;
    expect((await graphql(VIEWER, { token: tampered })).status).toBe(401);

    // Signed with the gateway's real key, but past its expiry.
    const jwk = JSON.parse(await readFile(path.join(inject('dataDir'), 'keys', 'gateway-es256.jwk.json'), 'utf8')) as JWK;
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ email: 'admin@corp.demo', name: 'x', company: '032', roles: ['audience_admin'] })
      .setProtectedHeader({ alg: 'ES256', kid: jwk.kid })
      .setSubject('admin@corp.demo')
      .setIssuer('inca-gateway')
      .setAudience('inca-services')
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(await importJWK(jwk, 'ES256'));
    const withExpired = await graphql(VIEWER, { token: expired });
    expect(withExpired.status).toBe(401);
    expect(withExpired.errors?.[0]?.message).toBe('Sesión no válida o expirada.');
    // The services refuse it too, not only the gateway.
    const direct = await fetch(`${inject('serviceUrls')['audience-management']}/audience-management/users/me`, {
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(direct.status).toBe(401);
  });

  it('publishes the public key as a JWKS without the private part', async () => {
    const response = await fetch(`${gatewayUrl()}/.well-known/jwks.json`);
    const { keys } = (await response.json()) as { keys: Record<string, string>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('logout clears the cookie', async () => {
    const response = await fetch(`${gatewayUrl()}/auth/logout`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/inca_session=;.*Expires=Thu, 01 Jan 1970/i);
  });
});
