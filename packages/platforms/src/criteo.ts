/**
 * Criteo connector: contact-list audience segments of the Marketing Solutions API (https://api.criteo.com).
 * OAuth client credentials (`/oauth2/token`, tokens valid 900 s), `audience-segments/create` and `/search` to find or
 * make the segment, `PATCH audience-segments/{id}/contact-list` with `ContactlistAmendment` add/remove of e-mail
 * identifiers, and `audience-segments/compute-sizes` for the size.
 *
 * Members carry their identifiers as `@inca/activation` sends them for Criteo (e-mails plain lowercased, MD5, SHA-256
 * or SHA-256 of MD5 per the advertiser's account setting; phones; mobile ids). A contact-list amendment carries one
 * `identifierType`, so each kind goes in its own call: e-mails as `email`, phones as `phoneNumber`, mobile ids as
 * `madid`. Criteo accepts a call with invalid identifiers and reports them in `nbInvalidIdentifiers` and
 * `sampleInvalidIdentifiers`; the sample names the rows we report as rejected.
 */
import {
  VERIFY_OK,
  chunk,
  verifyResultFromError,
  type AccountConfig,
  type MatchData,
  type Member,
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
  /** Contact data (default: e-mails and phones) or mobile advertising ids. */
  identifiers?: 'CONTACT_INFO' | 'MOBILE_ADVERTISING_ID';
  description?: string;
};

/** Criteo's identifierType of each member field. */
const IDENTIFIER_TYPES = { email: 'email', phone: 'phoneNumber', madid: 'madid' } as const;

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

  const kinds: (keyof typeof IDENTIFIER_TYPES)[] = options.identifiers === 'MOBILE_ADVERTISING_ID' ? ['madid'] : ['email', 'phone'];

  async function amend(operation: 'add' | 'remove', externalId: string, members: Member[], idempotencyKey: string): Promise<MembersResult> {
    const rejected: MemberRejection[] = [];
    const usable = members.filter((member) => {
      if (kinds.some((k) => member[k])) return true;
      rejected.push({
        member,
        reason: options.identifiers === 'MOBILE_ADVERTISING_ID' ? 'no mobile advertising id' : 'no e-mail or phone',
      });
      return false;
    });
    // A customer counts as refused only when every identifier it was sent under was invalid.
    const invalidOf = new Map<Member, string[]>();
    for (const kind of kinds) {
      const ofKind = usable.filter((m) => m[kind]);
      const batches = chunk(ofKind, CRITEO_BATCH_SIZE);
      for (let b = 0; b < batches.length; b++) {
        const batch = batches[b]!;
        // The first kind's call keeps the batch's key; each other kind's call is a change of its own.
        const base = kind === kinds[0] ? idempotencyKey : `${idempotencyKey}:${IDENTIFIER_TYPES[kind]}`;
        const key = batches.length === 1 ? base : `${base}#${b}`;
        const answer = await call<AmendmentResponse>('PATCH', `${segments}/${encodeURIComponent(externalId)}/contact-list`, {
          body: {
            data: {
              type: 'ContactlistAmendment',
              attributes: { operation, identifierType: IDENTIFIER_TYPES[kind], identifiers: batch.map((m) => m[kind]!) },
            },
          },
          headers: { 'idempotency-key': key },
        });
        if (answer.errors && answer.errors.length > 0) {
          throw new PlatformError({
            message: criteoErrorMessage(answer) ?? 'Criteo contact list update failed',
            status: 200,
            kind: 'CLIENT',
            body: answer,
          });
        }
        const invalid = new Set(answer.data?.attributes?.sampleInvalidIdentifiers ?? []);
        for (const member of batch) if (invalid.has(member[kind]!)) invalidOf.set(member, [...(invalidOf.get(member) ?? []), kind]);
      }
    }
    for (const [member, invalidKinds] of invalidOf) {
      if (kinds.every((k) => !member[k] || invalidKinds.includes(k))) rejected.push({ member, reason: CRITEO_INVALID_REASON });
    }
    return { accepted: members.length - rejected.length, rejected };
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
