/**
 * Criteo connector: contact-list audience segments of the Marketing Solutions API (https://api.criteo.com).
 * OAuth client credentials (`/oauth2/token`, tokens valid 900 s), `audience-segments/create` and `/search` to find or
 * make the segment, `PATCH audience-segments/{id}/contact-list` with `ContactlistAmendment` add/remove of e-mail
 * identifiers, and `audience-segments/compute-sizes` for the size.
 *
 * Members are e-mails as `@inca/activation` sends them for Criteo (plain lowercased, MD5, SHA-256 or SHA-256 of
 * MD5, per the advertiser's account setting). Criteo accepts a call with invalid identifiers and reports them in
 * `nbInvalidIdentifiers` and `sampleInvalidIdentifiers`; the sample names the rows we report as rejected.
 */
import {
  VERIFY_OK,
  chunk,
  verifyResultFromError,
  type AccountConfig,
  type MatchData,
  type MemberRejection,
  type MembersResult,
  type PlatformConnector,
  type VerifyResult,
} from './connector.ts';
import { PlatformError, createHttpClient, type HttpClient } from './http.ts';

export const CRITEO_API_BASE_URL = 'https://api.criteo.com';
/** The stable API version the connector speaks unless the account sets `apiVersion`. */
export const CRITEO_API_VERSION = '2026-07';
/** Identifiers per contact-list call. */
export const CRITEO_BATCH_SIZE = 50_000;

export const CRITEO_INVALID_REASON = 'Criteo: invalid identifier';

export type CriteoConnectorOptions = {
  description?: string;
};

type CriteoError = { code?: string; title?: string; detail?: string; type?: string };

function criteoErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as { errors?: CriteoError[]; error?: unknown; error_description?: unknown };
  if (typeof b.error === 'string') return b.error_description ? `${b.error}: ${String(b.error_description)}` : b.error;
  const first = b.errors?.[0];
  if (!first) return undefined;
  return [first.code, first.title ?? first.detail].filter(Boolean).join(': ') || undefined;
}

type SegmentJson = { id: string; type?: string; attributes?: { name?: string; advertiserId?: string | number } };

type AmendmentResponse = {
  data?: {
    attributes?: { nbValidIdentifiers?: number; nbInvalidIdentifiers?: number; sampleInvalidIdentifiers?: string[] };
  };
  errors?: CriteoError[];
};

export function createCriteoConnector(config: AccountConfig, options: CriteoConnectorOptions = {}): PlatformConnector<'criteo'> {
  const credentials = config.credentials;
  const advertiserId = config.accountId ?? credentials.advertiserId ?? '';
  const version = credentials.apiVersion ?? CRITEO_API_VERSION;
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const segments = `/${version}/marketing-solutions/audience-segments`;

  let accessToken: string | null = null;
  let tokenExpiresAt = 0;

  const tokenClient = createHttpClient({ ...config.http, baseUrl, errorMessage: criteoErrorMessage });

  async function token(): Promise<string> {
    if (accessToken && Date.now() < tokenExpiresAt) return accessToken;
    const answer = await tokenClient.post<{ access_token: string; expires_in?: number }>(
      '/oauth2/token',
      new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: credentials.clientId ?? '',
        client_secret: credentials.clientSecret ?? '',
      }),
    );
    accessToken = answer.access_token;
    tokenExpiresAt = Date.now() + Math.max(30, (answer.expires_in ?? 900) - 30) * 1000;
    return accessToken;
  }

  const api: HttpClient = createHttpClient({
    ...config.http,
    baseUrl,
    headers: async () => ({ authorization: `Bearer ${await token()}` }),
    errorMessage: criteoErrorMessage,
  });

  /** One call; a 401 means the 15-minute token expired: get a new one and try once more. */
  async function call<T>(method: string, path: string, init: Parameters<HttpClient['request']>[2] = {}): Promise<T> {
    try {
      return await api.request<T>(method, path, init);
    } catch (error) {
      if (error instanceof PlatformError && error.status === 401 && accessToken) {
        accessToken = null;
        tokenExpiresAt = 0;
        return api.request<T>(method, path, init);
      }
      throw error;
    }
  }

  async function findSegment(name: string): Promise<SegmentJson | undefined> {
    const limit = 100; // the most Criteo answers per page
    for (let offset = 0; ; offset += limit) {
      const page = await call<{ data?: SegmentJson[]; meta?: { totalItems?: number } }>('POST', `${segments}/search`, {
        query: { limit, offset },
        body: { data: { attributes: { advertiserIds: [advertiserId], audienceSegmentTypes: ['ContactList'] } } },
      });
      const found = page.data?.find((s) => s.attributes?.name === name);
      if (found) return found;
      const total = page.meta?.totalItems ?? 0;
      if ((page.data?.length ?? 0) < limit || offset + limit >= total) return undefined;
    }
  }

  async function amend(operation: 'add' | 'remove', externalId: string, members: string[], idempotencyKey: string): Promise<MembersResult> {
    let accepted = 0;
    const rejected: MemberRejection[] = [];
    const batches = chunk(members, CRITEO_BATCH_SIZE);
    for (let b = 0; b < batches.length; b++) {
      const batch = batches[b]!;
      const answer = await call<AmendmentResponse>('PATCH', `${segments}/${encodeURIComponent(externalId)}/contact-list`, {
        body: { data: { type: 'ContactlistAmendment', attributes: { operation, identifierType: 'email', identifiers: batch } } },
        headers: { 'idempotency-key': batches.length === 1 ? idempotencyKey : `${idempotencyKey}#${b}` },
      });
      if (answer.errors && answer.errors.length > 0) {
        throw new PlatformError({ message: criteoErrorMessage(answer) ?? 'Criteo contact list update failed', status: 200, kind: 'CLIENT', body: answer });
      }
      const attributes = answer.data?.attributes ?? {};
      const sample = attributes.sampleInvalidIdentifiers ?? [];
      const invalid = new Set(sample);
      for (const member of batch) if (invalid.has(member)) rejected.push({ member, reason: CRITEO_INVALID_REASON });
      accepted += attributes.nbValidIdentifiers ?? batch.length - (attributes.nbInvalidIdentifiers ?? invalid.size);
    }
    return { accepted, rejected };
  }

  return {
    platform: 'criteo',
    batchSize: CRITEO_BATCH_SIZE,

    async ensureAudience(name) {
      const existing = await findSegment(name);
      if (existing) return { externalId: String(existing.id) };
      let answer: { data?: SegmentJson[]; errors?: CriteoError[] };
      try {
        answer = await call('POST', `${segments}/create`, {
          body: {
            data: [
              {
                type: 'AudienceSegment',
                attributes: { name, description: options.description ?? name, advertiserId, contactList: {} },
              },
            ],
          },
          // Not idempotent: on doubt, look the segment up rather than create a second one.
          retry: false,
        });
      } catch (error) {
        const again = await findSegment(name).catch(() => undefined);
        if (again) return { externalId: String(again.id) };
        throw error;
      }
      const created = answer.data?.[0];
      if (created?.id) return { externalId: String(created.id) };
      const again = await findSegment(name);
      if (again) return { externalId: String(again.id) };
      throw new PlatformError({
        message: criteoErrorMessage(answer) ?? 'Criteo did not create the audience segment',
        status: 200,
        kind: 'CLIENT',
        body: answer,
      });
    },

    addMembers: (externalId, members, idempotencyKey) => amend('add', externalId, members, idempotencyKey),
    removeMembers: (externalId, members, idempotencyKey) => amend('remove', externalId, members, idempotencyKey),

    async matchSize(externalId): Promise<MatchData<'criteo'> | null> {
      const answer = await call<{ data?: { id: string; attributes?: { size?: number } }[] }>('POST', `${segments}/compute-sizes`, {
        body: { data: [{ type: 'AudienceSegment', id: externalId }] },
      });
      const entry = answer.data?.find((d) => String(d.id) === externalId);
      const size = entry?.attributes?.size;
      return typeof size === 'number' ? { size } : null;
    },

    async verifyAccount(): Promise<VerifyResult> {
      try {
        const portfolio = await call<{ data?: { id: string }[] }>('GET', `/${version}/advertisers/me`);
        if (advertiserId && !(portfolio.data ?? []).some((a) => String(a.id) === advertiserId)) {
          return {
            ok: false,
            errorKind: 'CREDENTIALS',
            message: `Advertiser ${advertiserId} is not AUTHORIZED for this Criteo application`,
          };
        }
        return VERIFY_OK;
      } catch (error) {
        return verifyResultFromError(error);
      }
    },
  };
}
