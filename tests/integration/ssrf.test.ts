import { createServer, type Server } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, login } from '../src/client.ts';

/*
 * Server-side request forgery through an ads account (admin): the platform calls the endpoint and the
 * token URLs an admin types. Internal addresses (loopback, link-local metadata, private, mapped IPv6, numeric
 * forms) are refused at save and never connected to at call time; a stored credential never follows a
 * changed endpoint; a failed verification says the §8 text, never the address or the network error.
 * The test platform's simulators run on 127.0.0.1 and stay reachable (their configured origin only).
 */

const RUN = Date.now().toString(36).slice(-5);
const SAVE = `mutation($id: ID, $i: AdsAccountInput!) { saveAdsAccount(id: $id, input: $i) { id technicalName channels { platform endpoint secretSet } } }`;
const VERIFY = `mutation($c: ID!, $a: ID) { verifyAdsAccounts(companyCode: $c, adsAccountCode: $a, force: true) { apiHealth { platform state errorKind error } } }`;
const VERIFY_FAILED = 'No se ha podido verificar la cuenta.';
const NOT_ALLOWED = 'La dirección de Facebook no está permitida: use la dirección pública https:// de la plataforma.';
const GOOGLE_NOT_ALLOWED = 'La dirección de Google no está permitida: use la dirección pública https:// de la plataforma.';

let db: pg.Client;
let admin: string;
const made: string[] = [];

const channels = (over: Record<string, Record<string, unknown>> = {}) =>
  ['GADS', 'FBK', 'TIKTOK', 'SALESFORCE', 'TALONONE', 'CRITEO', 'ADOBE'].map((platform) => ({
    platform,
    enabled: false,
    ...(over[platform] ?? {}),
  }));
let n = 0;
const input = (fbk: Record<string, unknown>, over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    companyCode: '024',
    businessName: `SSRF prueba ${RUN} ${n}`,
    technicalName: `ssrf_prueba_${RUN}_${n}`,
    itManagerEmail: 'ti@brand.demo',
    sendNotification: false,
    channels: channels({ FBK: { enabled: true, accountId: '1234567890', ...fbk } }),
    ...over,
  };
};
type Saved = {
  saveAdsAccount: { id: string; technicalName: string; channels: { platform: string; endpoint: string | null; secretSet: boolean }[] };
};
const save = async (variables: Record<string, unknown>) => {
  const r = await graphql<Saved>(SAVE, { token: admin, variables });
  if (r.data) made.push(r.data.saveAdsAccount.id);
  return r;
};
const accounts = async () =>
  Number((await db.query("SELECT count(*) FROM audience_management.ads_accounts WHERE company_code = '024'")).rows[0].count);
const health = async (technicalName: string) =>
  (
    await graphql<{
      verifyAdsAccounts: { apiHealth: { platform: string; state: string; errorKind: string | null; error: string | null }[] }[];
    }>(VERIFY, {
      token: admin,
      variables: { c: '024', a: technicalName },
    })
  ).data!.verifyAdsAccounts[0]!.apiHealth;

/** A TCP listener on loopback that counts who connects (the internal service an attacker would probe). */
let listener: Server;
let connections = 0;
let port = 0;

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  admin = (await login('admin@corp.demo')).token;
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as { port: number }).port;
});
afterAll(async () => {
  if (made.length) {
    await db.query('DELETE FROM audience_management.ads_account_validations WHERE ads_account_id = ANY($1::bigint[])', [made]);
    await db.query('DELETE FROM audience_management.ads_accounts WHERE id = ANY($1::bigint[])', [made]);
  }
  await db?.end();
  await new Promise((resolve) => listener?.close(resolve));
});

describe('ads account addresses the platform calls', () => {
  it('refuses loopback, metadata, private, mapped-IPv6 and numeric endpoints at save, in Spanish, writing nothing', async () => {
    const before = await accounts();
    for (const endpoint of [
      'https://localhost:4101/',
      `https://127.0.0.1:${port}/`,
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]:4101/',
      'https://[::ffff:127.0.0.1]:4101/',
      'https://2130706433/',
      'https://0177.0.0.1/',
      'https://10.0.0.8/',
      'https://[fd00:ec2::254]/',
    ]) {
      const r = await save({ i: input({ endpoint, secret: `token-${RUN}` }) });
      expect(r.errors?.[0]?.message, endpoint).toBe(NOT_ALLOWED);
      expect(r.errors?.[0]?.extensions?.code, endpoint).toBe('BAD_USER_INPUT');
    }
    // A token URL inside the credentials is an address the platform calls too.
    const token = await save({
      i: input(
        {},
        {
          channels: channels({
            GADS: {
              enabled: true,
              accountId: '123-456-7890',
              secret: JSON.stringify({ accessToken: 'x', refreshToken: 'y', tokenUrl: 'https://169.254.169.254/token' }),
            },
          }),
        },
      ),
    });
    expect(token.errors?.[0]?.message).toBe(GOOGLE_NOT_ALLOWED);
    expect(await accounts()).toBe(before);
    expect(connections).toBe(0);
  });

  it('keeps a stored credential for the endpoint it was typed for: a changed endpoint needs the secret again', async () => {
    const first = await save({ i: input({ secret: `token-${RUN}` }) });
    expect(first.errors).toBeUndefined();
    const { id, technicalName } = first.data!.saveAdsAccount;
    const sealed = async () =>
      (await db.query('SELECT platform_config FROM audience_management.ads_accounts WHERE id = $1', [id])).rows[0].platform_config.fbk;
    const stored = await sealed();

    const moved = await graphql<Saved>(SAVE, {
      token: admin,
      variables: { id, i: { ...input({ endpoint: 'https://graph.facebook.com' }), technicalName } },
    });
    expect(moved.errors?.[0]?.message).toBe('Cambió el endpoint de Facebook: ingrese nuevamente la credencial.');
    expect(await sealed()).toEqual(stored);

    const withSecret = await graphql<Saved>(SAVE, {
      token: admin,
      variables: { id, i: { ...input({ endpoint: 'https://graph.facebook.com', secret: `otro-${RUN}` }), technicalName } },
    });
    expect(withSecret.errors).toBeUndefined();
    const after = await sealed();
    expect(after.baseUrl).toBe('https://graph.facebook.com');
    expect(after.sealedCredentials).not.toEqual(stored.sealedCredentials);
  });

  it('never connects to an internal address stored on an account, and its verification answers the §8 text only', async () => {
    const r = await save({ i: input({ secret: `token-${RUN}` }) });
    expect(r.errors).toBeUndefined();
    const { id, technicalName } = r.data!.saveAdsAccount;
    // As an account saved before this rule, or a name whose address changed since it was saved.
    for (const baseUrl of [`https://127.0.0.1:${port}`, `https://[::ffff:127.0.0.1]:${port}`, 'https://nowhere.invalid']) {
      await db.query(
        `UPDATE audience_management.ads_accounts SET platform_config = jsonb_set(platform_config, '{fbk,baseUrl}', to_jsonb($2::text)) WHERE id = $1`,
        [id, baseUrl],
      );
      const [fbk] = await health(technicalName);
      expect(fbk, baseUrl).toMatchObject({ platform: 'FBK', state: 'UNAVAILABLE', error: VERIFY_FAILED });
      const stored = JSON.stringify(
        (await db.query('SELECT api_errors FROM audience_management.ads_accounts WHERE id = $1', [id])).rows[0].api_errors,
      );
      expect(stored).not.toContain(String(port));
      expect(stored).not.toMatch(/fetch|ECONNREFUSED|ENOTFOUND|nowhere|127\.0\.0\.1/);
    }
    expect(connections).toBe(0);
  });

  it("still reaches the test platform's simulators on 127.0.0.1 (their configured origin)", async () => {
    const r = await save({
      i: input({}, { channels: channels({ TALONONE: { enabled: true, accountId: '7', secret: `int-${RUN} mgmt-${RUN}` } }) }),
    });
    expect(r.errors).toBeUndefined();
    expect(await health(r.data!.saveAdsAccount.technicalName)).toMatchObject([
      { platform: 'TALONONE', state: 'AVAILABLE', errorKind: 'OK' },
    ]);
  });
});
