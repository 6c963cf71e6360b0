/**
 * Each connector against its strict simulator: it adds members, removes some and reads the match size back (which
 * must go down), and every request it built — as the simulator recorded it — conforms to the platform's vendored
 * official definition, headers included.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADOBE_IMS_URL, ADOBE_SIMULATOR_SCHEMA_ID, adobeImsBaseUrl, createAdobeConnector } from './adobe.ts';
import type { AccountConfig, Member, PlatformConnector } from './connector.ts';
import { createCriteoConnector } from './criteo.ts';
import type { DefinitionPlatform } from './definitions.ts';
import { createGoogleConnector } from './google.ts';
import { createMetaConnector } from './meta.ts';
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
  adobe: () =>
    createAdobeConnector(account('adobe', { clientId: 'c', clientSecret: 's', orgId: 'ORG@AdobeOrg' }), {
      schemaId: 'https://ns.adobe.com/inca/schemas/audiencia',
    }),
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
    const sim = sims.state
      .get(platform)
      .getAudience(
        [...sims.state.get(platform).audiences.values()].find(
          (a) => a.name === `INCA_${platform}_pub` || a.extra.key === `INCA_${platform}_pub`,
        )!.id,
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

/**
 * Google and Meta take their request shapes from their official Node packages: their simulators check each request
 * against the same packages' definitions and refuse what does not conform, so a run that went through is a run whose
 * every request conformed (every recorded status is a success).
 */
const CLIENT_LIBRARY_FACTORIES = {
  google: () => createGoogleConnector(account('google', { clientId: 'c', clientSecret: 's', refreshToken: 'r' })),
  meta: () => createMetaConnector(account('meta', { accessToken: 'm' })),
} satisfies Record<string, () => PlatformConnector>;
const googleSize = (match: Record<string, unknown> | null) =>
  Number((match as { size_for_display?: number } | null)?.size_for_display ?? Number.NaN);
const metaSize = (match: Record<string, unknown> | null) => Number((match as { upper_bound?: number } | null)?.upper_bound ?? Number.NaN);

describe.each(Object.keys(CLIENT_LIBRARY_FACTORIES) as (keyof typeof CLIENT_LIBRARY_FACTORIES)[])('publishing to %s', (platform) => {
  it('adds, removes and re-reads a smaller match size, every request accepted by the strict simulator', async () => {
    const connector = CLIENT_LIBRARY_FACTORIES[platform]();
    const read = platform === 'google' ? googleSize : metaSize;
    const many: Member[] = Array.from({ length: 400 }, (_, i) => ({ email: sha(`persona${i}@inca.cl`) }));
    const { externalId } = await connector.ensureAudience(`INCA_${platform}_pub`);
    expect(await connector.addMembers(externalId, many, 'run-1:add')).toEqual({ accepted: many.length, rejected: [] });
    const before = read(await connector.matchSize(externalId));
    expect(before).toBeGreaterThan(0);

    expect((await connector.removeMembers(externalId, many.slice(0, 300), 'run-2:remove')).accepted).toBe(300);
    const after = read(await connector.matchSize(externalId));
    expect(after).toBeLessThan(before);
    expect(sims.state.get(platform).getAudience(externalId)!.members.size).toBe(100);

    const statuses = (await sims.get<{ status: number }[]>(`/${platform}/requests`)).map((r) => r.status);
    expect(statuses.length).toBeGreaterThan(3);
    expect(statuses.filter((s) => s >= 400)).toEqual([]);
  });
});

describe('token endpoints', () => {
  const config = (baseUrl: string, credentials: Record<string, string> = {}, options?: Record<string, unknown>): AccountConfig => ({
    baseUrl,
    credentials,
    ...(options ? { options } : {}),
  });

  it('Salesforce: the tenant’s auth host, never the REST host', () => {
    expect(sfmcAuthBaseUrl(config('https://mc563885gzs27c5t9-63k636ttgm.rest.marketingcloudapis.com'))).toBe(
      'https://mc563885gzs27c5t9-63k636ttgm.auth.marketingcloudapis.com',
    );
    expect(sfmcAuthBaseUrl(config('https://example.com/rest', { subdomain: 'mcabc' }))).toBe('https://mcabc.auth.marketingcloudapis.com');
    expect(sfmcAuthBaseUrl(config('https://example.com/rest', {}, { subdomain: 'mcopt' }))).toBe(
      'https://mcopt.auth.marketingcloudapis.com',
    );
    expect(sfmcAuthBaseUrl(config('https://x.rest.marketingcloudapis.com', { authBaseUrl: 'https://custom.auth.example/' }))).toBe(
      'https://custom.auth.example',
    );
    // The simulator serves the auth path under its own prefix.
    expect(sfmcAuthBaseUrl(config('http://127.0.0.1:4300/salesforce'))).toBe('http://127.0.0.1:4300/salesforce');
  });

  it('Adobe: IMS for Adobe’s platform, the simulator’s own IMS path otherwise', () => {
    expect(adobeImsBaseUrl(config('https://platform.adobe.io'))).toBe(ADOBE_IMS_URL);
    expect(ADOBE_IMS_URL).toBe('https://ims-na1.adobelogin.com');
    expect(adobeImsBaseUrl(config('https://platform.adobe.io', { imsBaseUrl: 'https://ims-na2.adobelogin.com/' }))).toBe(
      'https://ims-na2.adobelogin.com',
    );
    expect(adobeImsBaseUrl(config('http://127.0.0.1:4300/adobe'))).toBe('http://127.0.0.1:4300/adobe');
  });

  it('the connectors ask the simulators for tokens at the platforms’ token paths', async () => {
    await FACTORIES.salesforce().verifyAccount();
    await FACTORIES.adobe().verifyAccount();
    const paths = async (platform: string) =>
      (await sims.get<{ method: string; path: string }[]>(`/${platform}/requests`)).map((r) => `${r.method} ${r.path}`);
    expect(await paths('salesforce')).toContain('POST /salesforce/v2/token');
    expect(await paths('adobe')).toContain('POST /adobe/ims/token/v3');
  });

  it('Adobe: a dataset is created with the account’s schemaRef, and Adobe’s platform refuses to guess one', async () => {
    const aep = FACTORIES.adobe();
    await aep.ensureAudience('INCA_schema');
    const created = (await sims.get<{ method: string; path: string; body: { value: { schemaRef: unknown } } }[]>('/adobe/requests')).find(
      (r) => r.method === 'POST' && r.path === '/adobe/data/foundation/catalog/dataSets',
    );
    expect(created?.body.value.schemaRef).toEqual({
      id: 'https://ns.adobe.com/inca/schemas/audiencia',
      contentType: 'application/vnd.adobe.xed+json;version=1',
    });
    // Against Adobe's platform with no schema configured: the token and the lookup happen, the creation does not.
    const calls: string[] = [];
    const fake = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return new Response(url.includes('/ims/token/v3') ? JSON.stringify({ access_token: 't', expires_in: 3600 }) : '{}', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const production = createAdobeConnector({
      baseUrl: 'https://platform.adobe.io',
      credentials: { clientId: 'c', clientSecret: 's', orgId: 'O' },
      http: { fetch: fake, maxAttempts: 1 },
    });
    await expect(production.ensureAudience('INCA_prod')).rejects.toThrow(/esquema XDM/);
    expect(calls[0]).toBe('POST https://ims-na1.adobelogin.com/ims/token/v3');
    expect(calls.some((c) => c.startsWith('POST https://platform.adobe.io/data/foundation/catalog/dataSets'))).toBe(false);
  });
});

describe('Adobe: the XDM schema of the ads account', () => {
  /** The Catalog calls of a connector against a platform that is not the simulators (a fetch that answers them). */
  const against = (baseUrl: string, options: Parameters<typeof createAdobeConnector>[1]) => {
    const created: unknown[] = [];
    const fake = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/ims/token/v3')) return Response.json({ access_token: 't', expires_in: 3600 });
      if ((init?.method ?? 'GET') === 'POST' && url.endsWith('/catalog/dataSets')) {
        created.push(JSON.parse(String(init?.body)));
        return Response.json(['@/dataSets/5c8c3c555033b814b69f947f'], { status: 201 });
      }
      return Response.json({});
    }) as typeof fetch;
    const connector = createAdobeConnector(
      { baseUrl, credentials: { clientId: 'c', clientSecret: 's', orgId: 'O' }, http: { fetch: fake, maxAttempts: 1 } },
      options,
    );
    return { connector, created };
  };

  it('creates the dataset with the schema the account names, wherever its platform is', async () => {
    const { connector, created } = against('https://aep-proxy.retail.example', {
      schemaId: 'https://ns.adobe.com/retail/schemas/audiencias',
    });
    await connector.ensureAudience('INCA_cuenta');
    expect(created).toMatchObject([{ schemaRef: { id: 'https://ns.adobe.com/retail/schemas/audiencias' } }]);
  });

  it('names the simulator’s schema only for an account publishing to the simulators: any other platform needs the account’s', async () => {
    const { connector, created } = against('https://aep-proxy.retail.example', {});
    await expect(connector.ensureAudience('INCA_sin_esquema')).rejects.toThrow(/esquema XDM/);
    expect(created).toEqual([]);
    const simulated = createAdobeConnector(account('adobe', { clientId: 'c', clientSecret: 's', orgId: 'ORG@AdobeOrg' }));
    await simulated.ensureAudience('INCA_simulador');
    const request = (
      await sims.get<{ method: string; path: string; body: { value: { schemaRef: { id: string } } } }[]>('/adobe/requests')
    ).find((r) => r.method === 'POST' && r.path === '/adobe/data/foundation/catalog/dataSets');
    expect(request?.body.value.schemaRef.id).toBe(ADOBE_SIMULATOR_SCHEMA_ID);
  });
});

describe('the platforms’ other operations, as their definitions allow them', () => {
  it('Talon.One: applications, campaigns, coupons for recipients, counts, analytics and deletions', async () => {
    const talon = createTalonOneConnector(account('talonone', { apiKey: 'k', managementKey: 'm' }));
    const [application] = await talon.listApplications();
    const [campaign] = await talon.listCampaigns(application!.id);
    expect((await talon.getCampaign(application!.id, campaign!.id)).id).toBe(campaign!.id);
    const recipients = Array.from({ length: 30 }, (_, i) => `C${i}`);
    await talon.createCouponsForRecipients(
      application!.id,
      campaign!.id,
      { recipients, usageLimit: 1, expiryDate: '2027-01-31T23:59:59Z' },
      'coupons-1',
    );
    expect(await talon.countCoupons(application!.id, campaign!.id)).toEqual({ total: 30, withRecipient: 30 });
    // Days are the application's (its timezone): today in UTC may still be yesterday there, so ask for both.
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await talon.campaignAnalytics(application!.id, campaign!.id, yesterday, today)).reduce((n, d) => n + d.issued, 0)).toBe(30);
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

  it('Salesforce: an audience with an automation flow starts it once its rows are written; without one, nothing runs', async () => {
    const credentials = { clientId: 'c', clientSecret: 's' };
    const flow = await createSalesforceConnector(account('salesforce', credentials)).createAutomation('INCA_con_flujo');
    const runs = async () =>
      (await sims.get<{ method: string; path: string }[]>('/salesforce/requests')).filter((r) => r.path.endsWith('/actions/runallonce'));
    for (const options of [{ automationId: flow.id }, { automationName: 'INCA_con_flujo' }]) {
      const sfmc = createSalesforceConnector(account('salesforce', credentials), options);
      const { externalId } = await sfmc.ensureAudience('INCA_con_flujo');
      await sfmc.addMembers(externalId, customers.slice(0, 5), `flow-${Object.keys(options)[0]}`);
      await sfmc.afterRun!(externalId);
    }
    expect((await runs()).map((r) => `${r.method} ${r.path}`)).toEqual(
      Array(2).fill(`POST /salesforce/automation/v1/automations/${flow.id}/actions/runallonce`),
    );
    const plain = createSalesforceConnector(account('salesforce', credentials));
    await plain.afterRun!((await plain.ensureAudience('INCA_sin_flujo')).externalId);
    expect(await runs()).toHaveLength(2);
    // A flow deleted at Marketing Cloud is made again under the audience's name, then run.
    const gone = createSalesforceConnector(account('salesforce', credentials), { automationName: 'INCA_borrado' });
    await gone.afterRun!('INCA_sin_flujo');
    const remade = await gone.findAutomation('INCA_borrado');
    expect((await runs()).at(-1)?.path).toBe(`/salesforce/automation/v1/automations/${remade!.id}/actions/runallonce`);
    // An id alone that Marketing Cloud does not know is refused there.
    const unknown = createSalesforceConnector(account('salesforce', credentials), { automationId: '00000000-0000-4000-8000-000000000000' });
    await expect(unknown.afterRun!('INCA_sin_flujo')).rejects.toMatchObject({ status: 404 });
    expect(await sims.violations('salesforce')).toEqual([]);
  });

  it('Talon.One: the audience is created connected to the application of its form, naming its campaign', async () => {
    const credentials = { apiKey: 'k', managementKey: 'm' };
    const lister = createTalonOneConnector(account('talonone', credentials));
    const [application] = await lister.listApplications();
    const [campaign] = await lister.listCampaigns(application!.id);
    const created = async (name: string, options: Parameters<typeof createTalonOneConnector>[1]) => {
      await createTalonOneConnector(account('talonone', credentials), options).ensureAudience(name);
      const requests = await sims.get<{ method: string; path: string; body: { value: Record<string, unknown> } }[]>('/talonone/requests');
      return requests.filter((r) => r.method === 'POST' && r.path === '/talonone/v2/audiences').at(-1)!.body.value;
    };
    expect(await created('INCA_talon_app', { applicationId: String(application!.id), campaignId: String(campaign!.id) })).toEqual({
      name: 'INCA_talon_app',
      description: `Audiencia INCA INCA_talon_app para la campaña ${campaign!.name}`,
      subscribedApplicationsIds: [application!.id],
    });
    expect(await created('INCA_talon_solo_app', { applicationId: String(application!.id) })).toEqual({
      name: 'INCA_talon_solo_app',
      description: 'Audiencia INCA INCA_talon_solo_app',
      subscribedApplicationsIds: [application!.id],
    });
    expect(await created('INCA_talon_nada', {})).toEqual({ name: 'INCA_talon_nada', description: 'Audiencia INCA INCA_talon_nada' });
    const stored = [...sims.state.get('talonone').audiences.values()].find((a) => a.name === 'INCA_talon_app')!;
    expect(stored.extra.subscribedApplicationsIds).toEqual([application!.id]);
    // A campaign gone from the application only leaves the description; the audience is still made, connected.
    expect(await created('INCA_talon_sin_campana', { applicationId: String(application!.id), campaignId: '999999' })).toEqual({
      name: 'INCA_talon_sin_campana',
      description: 'Audiencia INCA INCA_talon_sin_campana',
      subscribedApplicationsIds: [application!.id],
    });
    expect(await sims.violations('talonone')).toEqual([]);
  });
});
