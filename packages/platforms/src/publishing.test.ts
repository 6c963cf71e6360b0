/**
 * Each connector against its strict simulator: it adds members, removes some and reads the match size back (which
 * must go down), and every request it built — as the simulator recorded it — conforms to the platform's vendored
 * official definition, headers included.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADOBE_IMS_URL, adobeImsBaseUrl, createAdobeConnector } from './adobe.ts';
import type { AccountConfig, Member, PlatformConnector } from './connector.ts';
import { createCriteoConnector } from './criteo.ts';
import type { DefinitionPlatform } from './definitions.ts';
import { createSalesforceConnector, sfmcAuthBaseUrl } from './salesforce.ts';
import { simulatorsForTests } from './simulatorsForTests.ts';
import { createTalonOneConnector } from './talonone.ts';
import { createTiktokConnector } from './tiktok.ts';

const sims = simulatorsForTests();

const sha = (v: string) => createHash('sha256').update(v).digest('hex');
/** 40 customers with an e-mail (hashed, as @inca/activation sends it) and a customer id. */
const customers: Member[] = Array.from({ length: 40 }, (_, i) => ({ email: sha(`cliente${i}@inca.cl`), customerId: `C${1000 + i}` }));

const account = (platform: string, credentials: Record<string, string>): AccountConfig => ({
  baseUrl: `${sims.url}/${platform}`,
  accountId: '1000000007',
  credentials,
  http: { maxAttempts: 1 },
});

const FACTORIES: Record<DefinitionPlatform, () => PlatformConnector> = {
  tiktok: () => createTiktokConnector(account('tiktok', { accessToken: 'tt-token' })),
  criteo: () => createCriteoConnector(account('criteo', { clientId: 'c', clientSecret: 's' })),
  salesforce: () => createSalesforceConnector(account('salesforce', { clientId: 'c', clientSecret: 's', accountId: '1000000007' })),
  talonone: () => createTalonOneConnector(account('talonone', { apiKey: 'k', managementKey: 'm' })),
  adobe: () => createAdobeConnector(account('adobe', { clientId: 'c', clientSecret: 's', orgId: 'ORG@AdobeOrg' }), { schemaId: 'https://ns.adobe.com/inca/schemas/audiencia' }),
};

const size = (match: Record<string, unknown> | null): number => {
  if (!match) throw new Error('no match size');
  const value = match.cover_num ?? match.size ?? match.num_received;
  return Number(value);
};


describe.each(Object.keys(FACTORIES) as DefinitionPlatform[])('publishing to %s', (platform) => {
  it('adds, removes and re-reads a smaller match size, every request as the definition allows', async () => {
    const connector = FACTORIES[platform]();
    const { externalId } = await connector.ensureAudience(`INCA_${platform}_pub`);
    const added = await connector.addMembers(externalId, customers, 'run-1:add');
    expect(added).toEqual({ accepted: customers.length, rejected: [] });
    const before = size(await connector.matchSize(externalId));
    expect(before).toBeGreaterThan(0);

    const removed = await connector.removeMembers(externalId, customers.slice(0, 25), 'run-2:remove');
    expect(removed.accepted).toBe(25);
    const after = size(await connector.matchSize(externalId));
    expect(after).toBeLessThan(before);
    // What the platform holds: the 15 that stayed (the simulators match a deterministic share of them).
    const sim = sims.state.get(platform).getAudience(
      [...sims.state.get(platform).audiences.values()].find((a) => a.name === `INCA_${platform}_pub` || a.extra.key === `INCA_${platform}_pub`)!.id,
    )!;
    expect(sim.members.size).toBe(15);

    expect((await sims.get<unknown[]>(`/${platform}/requests`)).length).toBeGreaterThan(3);
    expect(await sims.violations(platform)).toEqual([]);
  });

  it('verifies the account with requests the definition allows', async () => {
    expect(await FACTORIES[platform]().verifyAccount()).toMatchObject({ ok: true });
    expect(await sims.violations(platform)).toEqual([]);
  });
});

describe('token endpoints', () => {
  const config = (baseUrl: string, credentials: Record<string, string> = {}, options?: Record<string, unknown>): AccountConfig => ({
    baseUrl,
    credentials,
    ...(options ? { options } : {}),
  });

  it('Salesforce: the tenant’s auth host, never the REST host', () => {
    expect(sfmcAuthBaseUrl(config('https://mc563885gzs27c5t9-63k636ttgm.rest.marketingcloudapis.com'))).toBe('https://mc563885gzs27c5t9-63k636ttgm.auth.marketingcloudapis.com');
    expect(sfmcAuthBaseUrl(config('https://example.com/rest', { subdomain: 'mcabc' }))).toBe('https://mcabc.auth.marketingcloudapis.com');
    expect(sfmcAuthBaseUrl(config('https://example.com/rest', {}, { subdomain: 'mcopt' }))).toBe('https://mcopt.auth.marketingcloudapis.com');
    expect(sfmcAuthBaseUrl(config('https://x.rest.marketingcloudapis.com', { authBaseUrl: 'https://custom.auth.example/' }))).toBe('https://custom.auth.example');
    // The simulator serves the auth path under its own prefix.
    expect(sfmcAuthBaseUrl(config('http://127.0.0.1:4300/salesforce'))).toBe('http://127.0.0.1:4300/salesforce');
  });

  it('Adobe: IMS for Adobe’s platform, the simulator’s own IMS path otherwise', () => {
    expect(adobeImsBaseUrl(config('https://platform.adobe.io'))).toBe(ADOBE_IMS_URL);
    expect(ADOBE_IMS_URL).toBe('https://ims-na1.adobelogin.com');
    expect(adobeImsBaseUrl(config('https://platform.adobe.io', { imsBaseUrl: 'https://ims-na2.adobelogin.com/' }))).toBe('https://ims-na2.adobelogin.com');
    expect(adobeImsBaseUrl(config('http://127.0.0.1:4300/adobe'))).toBe('http://127.0.0.1:4300/adobe');
  });

  it('the connectors ask the simulators for tokens at the platforms’ token paths', async () => {
    await FACTORIES.salesforce().verifyAccount();
    await FACTORIES.adobe().verifyAccount();
    const paths = async (platform: string) => (await sims.get<{ method: string; path: string }[]>(`/${platform}/requests`)).map((r) => `${r.method} ${r.path}`);
    expect(await paths('salesforce')).toContain('POST /salesforce/v2/token');
    expect(await paths('adobe')).toContain('POST /adobe/ims/token/v3');
  });

  it('Adobe: a dataset is created with the account’s schemaRef, and Adobe’s platform refuses to guess one', async () => {
    const aep = FACTORIES.adobe();
    await aep.ensureAudience('INCA_schema');
    const created = (await sims.get<{ method: string; path: string; body: { value: { schemaRef: unknown } } }[]>('/adobe/requests')).find(
      (r) => r.method === 'POST' && r.path === '/adobe/data/foundation/catalog/dataSets',
    );
    expect(created?.body.value.schemaRef).toEqual({ id: 'https://ns.adobe.com/inca/schemas/audiencia', contentType: 'application/vnd.adobe.xed+json;version=1' });
    // Against Adobe's platform with no schema configured: the token and the lookup happen, the creation does not.
    const calls: string[] = [];
    const fake = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return new Response(url.includes('/ims/token/v3') ? JSON.stringify({ access_token: 't', expires_in: 3600 }) : '{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const production = createAdobeConnector({ baseUrl: 'https://platform.adobe.io', credentials: { clientId: 'c', clientSecret: 's', orgId: 'O' }, http: { fetch: fake, maxAttempts: 1 } });
    await expect(production.ensureAudience('INCA_prod')).rejects.toThrow(/esquema XDM/);
    expect(calls[0]).toBe('POST https://ims-na1.adobelogin.com/ims/token/v3');
    expect(calls.some((c) => c.startsWith('POST https://platform.adobe.io/data/foundation/catalog/dataSets'))).toBe(false);
  });
});

describe('the platforms’ other operations, as their definitions allow them', () => {
  it('Talon.One: applications, campaigns, coupons for recipients, counts, analytics and deletions', async () => {
    const talon = createTalonOneConnector(account('talonone', { apiKey: 'k', managementKey: 'm' }));
    const [application] = await talon.listApplications();
    const [campaign] = await talon.listCampaigns(application!.id);
    expect((await talon.getCampaign(application!.id, campaign!.id)).id).toBe(campaign!.id);
    const recipients = Array.from({ length: 30 }, (_, i) => `C${i}`);
    await talon.createCouponsForRecipients(application!.id, campaign!.id, { recipients, usageLimit: 1, expiryDate: '2027-01-31T23:59:59Z' }, 'coupons-1');
    expect(await talon.countCoupons(application!.id, campaign!.id)).toEqual({ total: 30, withRecipient: 30 });
    const today = new Date().toISOString().slice(0, 10);
    expect((await talon.campaignAnalytics(application!.id, campaign!.id, today, today)).reduce((n, d) => n + d.issued, 0)).toBe(30);
    await talon.deleteCouponsOfRecipients(application!.id, campaign!.id, recipients.slice(0, 10));
    expect(await talon.countCoupons(application!.id, campaign!.id)).toEqual({ total: 20, withRecipient: 20 });
    expect(await sims.violations('talonone')).toEqual([]);
  });

  it('Salesforce: the automation flow of an audience', async () => {
    const sfmc = createSalesforceConnector(account('salesforce', { clientId: 'c', clientSecret: 's' }));
    const created = await sfmc.createAutomation('INCA_flujo');
    expect((await sfmc.findAutomation('INCA_flujo'))?.id).toBe(created.id);
    expect(await sims.violations('salesforce')).toEqual([]);
  });
});
