/**
 * Salesforce Marketing Cloud connector: OAuth 2.0 client credentials (`POST https://{subdomain}.auth.marketingcloudapis.com/v2/token`),
 * one data extension per
 * audience (external key = the audience name), members written with the asynchronous data extension rows API
 * (`PUT /data/v1/async/dataextensions/key:{key}/rows`, answered with a requestId whose status and results are read
 * back). The async API inserts and upserts only, so a removal is an upsert with `InAudience: false`, and the match
 * size (`num_received`) counts the rows still in the audience (`$filter=InAudience eq 'True'`), once the last request
 * is no longer Pending.
 * The audience form's automation flow is an Automation Studio automation (`/automation/v1/automations`); an audience
 * that has one starts it once its run's rows are written (`POST /automation/v1/automations/{id}/actions/runallonce`),
 * so the flow works on the data extension as it now is.
 */
import {
  VERIFY_OK,
  verifyResultFromError,
  type AccountConfig,
  type Member,
  type MemberRejection,
  type MembersResult,
  type PlatformConnector,
  type VerifyResult,
} from './connector.ts';
import { PlatformError, createHttpClient, type HttpClient } from './http.ts';

export const SFMC_KEY_FIELD = 'SubscriberKey';
export const SFMC_FLAG_FIELD = 'InAudience';
/** The customer's e-mail and mobile number, each in a field of its kind (never the subscriber key). */
export const SFMC_EMAIL_FIELD = 'EmailAddress';
export const SFMC_MOBILE_FIELD = 'MobileNumber';
/** Rows per async request: well under the API's request-size limit with one short key per row. */
export const SFMC_BATCH_SIZE = 2500;

type TokenResponse = { access_token: string; expires_in?: number; rest_instance_url?: string };
type AsyncAccepted = { requestId?: string };
type AsyncStatus = { status?: { requestStatus?: string } };
type AsyncResults = { items?: { errorCode?: string; message?: string; keys?: Record<string, string> }[] };
type Rowset = { count?: number };

/** The human message in an SFMC error body (REST `message`, OAuth `error_description`). */
export function sfmcErrorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  if (typeof b.message === 'string') return b.message;
  if (typeof b.error_description === 'string') return `${String(b.error ?? 'error')}: ${b.error_description}`;
  if (typeof b.error === 'string') return b.error;
  return undefined;
}

/** An Automation Studio automation, as the audience form shows it (`audienceName` is the INCA_ name it serves). */
export type SalesforceAutomation = { id: string; key: string; name: string; status: string; audienceName: string };

/** The audience's own Salesforce settings (§2.4): the automation flow created with it in the audience form. */
export type SalesforceConnectorOptions = {
  /** The flow's id in Automation Studio, used when the flow has no name here. */
  automationId?: string;
  /** The flow's name (the audience's INCA_ name, as the form created it): the flow is found by it. */
  automationName?: string;
};

export type SalesforceConnector = PlatformConnector<'salesforce'> & {
  /** Finds or creates the automation flow of an audience (named as the audience, INCA_…). */
  createAutomation(audienceName: string, description?: string): Promise<SalesforceAutomation>;
  findAutomation(audienceName: string): Promise<SalesforceAutomation | null>;
};

type AutomationJson = { id?: string; key?: string; name?: string; status?: string };

function toAutomation(a: AutomationJson): SalesforceAutomation {
  return { id: a.id ?? '', key: a.key ?? '', name: a.name ?? '', status: a.status ?? '', audienceName: a.name ?? '' };
}

/**
 * The tenant's authentication base URL: `authBaseUrl`, else `https://{subdomain}.auth.marketingcloudapis.com` from the
 * account's `subdomain` (credentials or options) or from a `{subdomain}.rest.marketingcloudapis.com` base URL. Any
 * other base URL (the simulator) serves `/v2/token` itself.
 */
export function sfmcAuthBaseUrl(config: AccountConfig): string {
  const setting = (name: string) => {
    const value = config.credentials[name] ?? config.options?.[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const explicit = setting('authBaseUrl');
  if (explicit) return explicit.replace(/\/+$/, '');
  const subdomain = setting('subdomain') ?? /^https:\/\/([a-z0-9-]+)\.rest\.marketingcloudapis\.com/i.exec(config.baseUrl)?.[1];
  return subdomain ? `https://${subdomain}.auth.marketingcloudapis.com` : config.baseUrl.replace(/\/+$/, '');
}

/**
 * Credentials: `clientId`, `clientSecret`, optional `accountId` (MID of the business unit), and `subdomain` or
 * `authBaseUrl` for the token (see sfmcAuthBaseUrl). REST calls go to the `rest_instance_url` the token answer gives,
 * else to `baseUrl`.
 */
export function createSalesforceConnector(config: AccountConfig, options: SalesforceConnectorOptions = {}): SalesforceConnector {
  const { clientId = '', clientSecret = '' } = config.credentials;
  const accountId = config.credentials.accountId ?? config.accountId;
  const http = config.http ?? {};
  const auth = createHttpClient({ ...http, baseUrl: sfmcAuthBaseUrl(config), errorMessage: sfmcErrorMessage });

  let token: { value: string; expiresAt: number; restBase: string } | null = null;
  let restClient: { base: string; client: HttpClient } | null = null;
  /** The last async request per data extension key: its status says whether the rows are in yet. */
  const lastRequest = new Map<string, string>();

  async function accessToken(force = false): Promise<{ value: string; restBase: string }> {
    if (!force && token && token.expiresAt > Date.now()) return token;
    const answer = await auth.post<TokenResponse>('/v2/token', {
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      ...(accountId ? { account_id: accountId } : {}),
    });
    if (!answer || typeof answer.access_token !== 'string') {
      throw new PlatformError({ message: 'Marketing Cloud answered no access_token', status: 200, kind: 'CLIENT' });
    }
    const lifetime = Math.max(60, answer.expires_in ?? 1079) * 1000;
    token = {
      value: answer.access_token,
      // Renew a minute early: tokens last about 20 minutes.
      expiresAt: Date.now() + lifetime - 60_000,
      restBase: answer.rest_instance_url || config.baseUrl,
    };
    return token;
  }

  function rest(base: string): HttpClient {
    if (restClient?.base === base) return restClient.client;
    const client = createHttpClient({
      ...http,
      baseUrl: base,
      errorMessage: sfmcErrorMessage,
      headers: async () => ({ authorization: `Bearer ${(await accessToken()).value}` }),
    });
    restClient = { base, client };
    return client;
  }

  /** One REST call; an expired token (401) is renewed once. */
  async function call<T>(fn: (client: HttpClient) => Promise<T>): Promise<T> {
    const { restBase } = await accessToken();
    try {
      return await fn(rest(restBase));
    } catch (error) {
      if (!(error instanceof PlatformError) || error.status !== 401) throw error;
      const renewed = await accessToken(true);
      return fn(rest(renewed.restBase));
    }
  }

  const rowsPath = (key: string) => `/data/v1/async/dataextensions/key:${encodeURIComponent(key)}/rows`;

  async function writeRows(key: string, members: Member[], inAudience: boolean, idempotencyKey: string): Promise<MembersResult> {
    if (members.length === 0) return { accepted: 0, rejected: [] };
    const rejected: MemberRejection[] = [];
    // The row key is the customer's id: an e-mail or a mobile number is data of the row, in its own field.
    const bySubscriber = new Map<string, Member>();
    for (const member of members) {
      if (!member.customerId) rejected.push({ member, reason: 'no customer id' });
      // A removal needs only the row's key; a row added needs something to reach the customer by.
      else if (inAudience && !member.email && !member.phone) rejected.push({ member, reason: 'no e-mail or mobile number' });
      else bySubscriber.set(member.customerId, member);
    }
    if (bySubscriber.size === 0) return { accepted: 0, rejected };
    const items = [...bySubscriber.values()].map((member) => ({
      [SFMC_KEY_FIELD]: member.customerId!,
      [SFMC_EMAIL_FIELD]: member.email ?? null,
      [SFMC_MOBILE_FIELD]: member.phone ?? null,
      [SFMC_FLAG_FIELD]: inAudience,
    }));
    const accepted = await call((c) =>
      c.request<AsyncAccepted>('PUT', rowsPath(key), { body: { items }, headers: { 'idempotency-key': idempotencyKey } }),
    );
    const requestId = accepted?.requestId;
    if (!requestId) {
      throw new PlatformError({ message: 'Marketing Cloud accepted the rows without a requestId', status: 202, kind: 'CLIENT' });
    }
    lastRequest.set(key, requestId);
    const results = await call((c) => c.get<AsyncResults>(`/data/v1/async/${encodeURIComponent(requestId)}/results`));
    for (const item of results?.items ?? []) {
      const subscriber = item.keys?.[SFMC_KEY_FIELD];
      const member = subscriber === undefined ? undefined : bySubscriber.get(subscriber);
      if (member) {
        rejected.push({ member, reason: item.message ?? item.errorCode ?? 'rejected' });
        bySubscriber.delete(subscriber!);
      }
    }
    return { accepted: members.length - rejected.length, rejected };
  }

  async function findAutomation(audienceName: string): Promise<SalesforceAutomation | null> {
    const filter = `name eq '${audienceName.replaceAll("'", "''")}'`;
    const page = await call((c) => c.get<{ items?: AutomationJson[] }>('/automation/v1/automations', { query: { $filter: filter } }));
    const found = page?.items?.find((a) => a.name === audienceName);
    return found ? toAutomation(found) : null;
  }

  /** Finds the automation flow named as the audience, or creates it (as the audience form does). */
  async function findOrCreateAutomation(audienceName: string, description?: string): Promise<SalesforceAutomation> {
    const existing = await findAutomation(audienceName);
    if (existing) return existing;
    const created = await call((c) =>
      c.post<AutomationJson>('/automation/v1/automations', {
        name: audienceName,
        key: audienceName,
        description: description ?? `Flujo de carga de la audiencia ${audienceName}`,
        steps: [{ name: 'Carga de la extensión de datos', step: 1, activities: [] }],
      }),
    );
    return toAutomation(created);
  }

  /**
   * The id of the audience's automation flow at Marketing Cloud, or null when the audience has none. By its name
   * first, as the form made it: a flow missing at Marketing Cloud (deleted there) is made again, so each run's data
   * is followed by its flow.
   */
  async function audienceAutomationId(): Promise<string | null> {
    const name = options.automationName?.trim();
    if (name) return (await findOrCreateAutomation(name)).id || null;
    return options.automationId?.trim() || null;
  }

  return {
    platform: 'salesforce',
    batchSize: SFMC_BATCH_SIZE,

    findAutomation,

    async afterRun() {
      const id = await audienceAutomationId();
      if (id) await call((c) => c.post(`/automation/v1/automations/${encodeURIComponent(id)}/actions/runallonce`, {}));
    },

    createAutomation: findOrCreateAutomation,

    async ensureAudience(name) {
      const key = name;
      try {
        await call((c) => c.get(`/data/v1/customobjectdata/key/${encodeURIComponent(key)}/rowset`, { query: { $page: 1, $pageSize: 1 } }));
        return { externalId: key };
      } catch (error) {
        if (!(error instanceof PlatformError) || error.kind !== 'NOT_FOUND') throw error;
      }
      try {
        await call((c) =>
          c.post('/data/v1/customobjects', {
            name,
            key,
            description: `Audiencia INCA ${name}`,
            fields: [
              { name: SFMC_KEY_FIELD, type: 'Text', length: 254, isPrimaryKey: true, isNullable: false },
              { name: SFMC_EMAIL_FIELD, type: 'EmailAddress', length: 254, isPrimaryKey: false, isNullable: true },
              { name: SFMC_MOBILE_FIELD, type: 'Phone', isPrimaryKey: false, isNullable: true },
              { name: SFMC_FLAG_FIELD, type: 'Boolean', isPrimaryKey: false, isNullable: false, defaultValue: 'True' },
            ],
          }),
        );
      } catch (error) {
        // Created meanwhile by another worker: the key is the id either way.
        if (!(error instanceof PlatformError) || error.status !== 409) throw error;
      }
      return { externalId: key };
    },

    addMembers: (key, members, idempotencyKey) => writeRows(key, members, true, idempotencyKey),
    removeMembers: (key, members, idempotencyKey) => writeRows(key, members, false, idempotencyKey),

    async matchSize(key) {
      const requestId = lastRequest.get(key);
      if (requestId) {
        const status = await call((c) => c.get<AsyncStatus>(`/data/v1/async/${encodeURIComponent(requestId)}/status`));
        if (status?.status?.requestStatus === 'Pending') return null;
      }
      // Removed members stay as rows marked out (the async API cannot delete): count the ones in the audience.
      const rowset = await call((c) =>
        c.get<Rowset>(`/data/v1/customobjectdata/key/${encodeURIComponent(key)}/rowset`, {
          query: { $page: 1, $pageSize: 1, $filter: `${SFMC_FLAG_FIELD} eq 'True'` },
        }),
      );
      if (typeof rowset?.count !== 'number') return null;
      return { num_received: rowset.count };
    },

    async verifyAccount(): Promise<VerifyResult> {
      try {
        await accessToken(true);
        return VERIFY_OK;
      } catch (error) {
        return verifyResultFromError(error);
      }
    },
  };
}
