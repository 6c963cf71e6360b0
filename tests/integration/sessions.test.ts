import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gatewayUrl, graphql, login } from '../src/client.ts';
import { testDirectory } from '../src/testUsers.ts';

// A user of its own, so that changing its roles never disturbs the demo users other tests sign in as.
const EMAIL = 'sesiones.prueba@retail.demo';
const PASSWORD = 'clave-de-prueba-1';
let directory: Awaited<ReturnType<typeof testDirectory>>;
const analyst = { email: EMAIL, name: 'Sesiones Prueba', companyCode: '022', roles: ['audience_analyst'], password: PASSWORD };

beforeAll(async () => {
  directory = await testDirectory();
  await directory.put(analyst);
});
afterAll(() => directory.close());

const viaGateway = async (token: string) => (await graphql('{ __typename }', { token })).status;
const viaCookie = async (cookie: string) => (await graphql('{ __typename }', { cookie })).status;
/** A service called directly with the user's token, as a subgraph would. */
const viaService = async (token: string) =>
  (
    await fetch(`${inject('serviceUrls')['audience-management']}/audience-management/segments/types`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).status;

describe('sessions can end', () => {
  it('after logout the old token fails as bearer, as cookie and at the services', async () => {
    const session = await login(EMAIL, PASSWORD);
    expect([await viaGateway(session.token), await viaCookie(session.cookie), await viaService(session.token)]).toEqual([200, 200, 200]);
    const out = await fetch(`${gatewayUrl()}/auth/logout`, { method: 'POST', headers: { cookie: session.cookie.split(';')[0]! } });
    expect(out.status).toBe(200);
    expect(await viaGateway(session.token)).toBe(401);
    expect(await viaCookie(session.cookie)).toBe(401);
    // Services keep a session's answer for a few seconds at most.
    await expect.poll(() => viaService(session.token), { timeout: 2_500, interval: 250 }).toBe(401);
  });

  it('a signed file link made before logout no longer downloads a moment after it', async () => {
    const session = await login(EMAIL, PASSWORD);
    const linkOf = async () => {
      const r = await graphql<{ campaignFileLink: { url: string } }>(
        'mutation ($i: CampaignFileInput!) { campaignFileLink(input: $i) { url } }',
        {
          token: session.token,
          variables: { i: { file: 'CAMPAIGNS_CSV', filter: {} } },
        },
      );
      expect(r.errors).toBeUndefined();
      return `${gatewayUrl()}${r.data!.campaignFileLink.url}`;
    };
    /** Every service's files go through the same kind of link: the audience list's Excel too. */
    const audienceLinkOf = async () => {
      const r = await graphql<{ audienceListFileLink: { url: string } }>('mutation { audienceListFileLink { url } }', {
        token: session.token,
      });
      expect(r.errors).toBeUndefined();
      return `${gatewayUrl()}${r.data!.audienceListFileLink.url}`;
    };
    const [used, kept, audienceKept] = [await linkOf(), await linkOf(), await audienceLinkOf()];
    expect((await fetch(used)).status).toBe(200);
    const audienceUsed = await fetch(await audienceLinkOf());
    expect(audienceUsed.status).toBe(200);
    await audienceUsed.arrayBuffer();
    const out = await fetch(`${gatewayUrl()}/auth/logout`, { method: 'POST', headers: { cookie: session.cookie.split(';')[0]! } });
    expect(out.status).toBe(200);
    // The link replays the user's session at the service, which keeps a session's answer 1 s at most.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await fetch(kept)).status).toBe(401);
    expect((await fetch(audienceKept)).status).toBe(401);
  });

  it('a lowered role, a deactivation or a deletion ends the open sessions', async () => {
    for (const change of [
      `UPDATE identity.users SET roles = '{audience_user}' WHERE email = $1`,
      `UPDATE identity.users SET active = false WHERE email = $1`,
      `DELETE FROM identity.users WHERE email = $1`,
    ]) {
      await directory.put(analyst);
      const session = await login(EMAIL, PASSWORD);
      expect(await viaService(session.token)).toBe(200);
      await directory.db.query(change, [EMAIL]);
      await expect.poll(() => viaGateway(session.token), { timeout: 2_500, interval: 250 }).toBe(401);
      await expect.poll(() => viaService(session.token), { timeout: 2_500, interval: 250 }).toBe(401);
    }
  });

  it('a session past its absolute lifetime ends, however recent its token', async () => {
    await directory.put(analyst);
    const session = await login(EMAIL, PASSWORD);
    expect(await viaGateway(session.token)).toBe(200);
    await directory.db.query(`UPDATE identity.sessions SET expires_at = now() - interval '1 second' WHERE email = $1`, [EMAIL]);
    await expect.poll(() => viaGateway(session.token), { timeout: 2_500, interval: 250 }).toBe(401);
    await expect.poll(() => viaService(session.token), { timeout: 2_500, interval: 250 }).toBe(401);
  });

  it('every token names its session and never outlives it', async () => {
    const { token } = await login(EMAIL, PASSWORD);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string; exp: number };
    const { rows } = await directory.db.query<{ expires_at: Date | string }>('SELECT expires_at FROM identity.sessions WHERE id = $1', [
      claims.sid,
    ]);
    expect(rows).toHaveLength(1);
    expect(claims.exp * 1000).toBeLessThanOrEqual(new Date(rows[0]!.expires_at).getTime());
  });
});
