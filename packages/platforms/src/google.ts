/**
 * Google connector: Customer Match through the Data Manager API (https://datamanager.googleapis.com/v1). The Google
 * Ads OfflineUserDataJob upload is closed to new adopters, so lists are created with `userLists.create` and filled
 * with `audienceMembers:ingest` / `audienceMembers:remove`; sizes come from the list's `sizeInfo`.
 *
 * Members arrive already normalized and hashed by `@inca/activation` (SHA-256 hex). One member string is one
 * audience member:
 * - CONTACT_INFO lists: a bare value is the hashed e-mail; a customer with several identifiers is written by
 *   `googleMember()` as `key=value` pairs joined by `|` (email_address, phone_number, and the four address parts
 *   given_name, family_name, region_code, postal_code — all four or none).
 * - MOBILE_ADVERTISING_ID lists: the mobile advertising id as it is.
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

export const GOOGLE_API_BASE_URL = 'https://datamanager.googleapis.com';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
/** Audience members per ingest/remove request (Data Manager API limit). */
export const GOOGLE_BATCH_SIZE = 10_000;

export type GoogleAudienceType = 'CONTACT_INFO' | 'MOBILE_ADVERTISING_ID';

export type GoogleConnectorOptions = {
  /** The audience form's Google audience type (default CONTACT_INFO). */
  audienceType?: GoogleAudienceType;
  /** For MOBILE_ADVERTISING_ID lists: the app the ids belong to. */
  appId?: string;
  appIdType?: 'IOS' | 'ANDROID';
  /** List membership in days (Customer Match allows up to 540; default 540). */
  membershipDays?: number;
  description?: string;
};

/** The identifiers of one customer, as `@inca/activation` sends them for Google. */
export type GoogleMemberFields = {
  email_address?: string | null;
  phone_number?: string | null;
  given_name?: string | null;
  family_name?: string | null;
  region_code?: string | null;
  postal_code?: string | null;
};

const MEMBER_KEYS = ['email_address', 'phone_number', 'given_name', 'family_name', 'region_code', 'postal_code'] as const;
const ADDRESS_KEYS = ['given_name', 'family_name', 'region_code', 'postal_code'] as const;

/**
 * One member string from a customer's Google identifiers (null when none is usable). An address is only sent
 * with all four parts, as Google requires.
 */
export function googleMember(fields: GoogleMemberFields): string | null {
  const parts: [string, string][] = [];
  if (fields.email_address) parts.push(['email_address', fields.email_address]);
  if (fields.phone_number) parts.push(['phone_number', fields.phone_number]);
  if (ADDRESS_KEYS.every((k) => fields[k])) for (const k of ADDRESS_KEYS) parts.push([k, fields[k]!]);
  if (parts.length === 0) return null;
  if (parts.length === 1 && parts[0]![0] === 'email_address') return parts[0]![1];
  return parts.map(([k, v]) => `${k}=${v}`).join('|');
}

type UserIdentifier =
  | { emailAddress: string }
  | { phoneNumber: string }
  | { address: { givenName: string; familyName: string; regionCode: string; postalCode: string } };

/** The Data Manager `userIdentifiers` of a member string. */
export function googleUserIdentifiers(member: string): UserIdentifier[] {
  if (!member.includes('=')) return [{ emailAddress: member }];
  const fields: Record<string, string> = {};
  for (const pair of member.split('|')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const key = pair.slice(0, eq);
    if ((MEMBER_KEYS as readonly string[]).includes(key)) fields[key] = pair.slice(eq + 1);
  }
  const out: UserIdentifier[] = [];
  if (fields.email_address) out.push({ emailAddress: fields.email_address });
  if (fields.phone_number) out.push({ phoneNumber: fields.phone_number });
  if (ADDRESS_KEYS.every((k) => fields[k])) {
    out.push({
      address: {
        givenName: fields.given_name!,
        familyName: fields.family_name!,
        regionCode: fields.region_code!,
        postalCode: fields.postal_code!,
      },
    });
  }
  return out;
}

type GoogleErrorBody = {
  error?: {
    code?: number;
    message?: string;
    status?: string;
    details?: { '@type'?: string; fieldViolations?: { field?: string; description?: string; reason?: string }[] }[];
  };
  error_description?: string;
};

function googleErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as GoogleErrorBody & { error?: unknown };
  if (typeof b.error === 'string') {
    // OAuth endpoint: {error: "invalid_grant", error_description: "..."}
    return b.error_description ? `${b.error}: ${b.error_description}` : b.error;
  }
  if (b.error && typeof b.error === 'object' && b.error.message) {
    return b.error.status ? `${b.error.status}: ${b.error.message}` : b.error.message;
  }
  return undefined;
}

/** Rows of a refused request, by index, from its `google.rpc.BadRequest` field violations. */
function rejectedRows(error: PlatformError): Map<number, string> | null {
  if (error.status !== 400) return null;
  const details = (error.body as GoogleErrorBody | null)?.error?.details ?? [];
  const rows = new Map<number, string>();
  for (const detail of details) {
    for (const violation of detail.fieldViolations ?? []) {
      const match = /^audience_members\[(\d+)\]/.exec(violation.field ?? '');
      if (!match) return null; // a violation about the request itself: nothing to retry without it
      const reason = [violation.reason, violation.description].filter(Boolean).join(': ');
      rows.set(Number(match[1]), reason || 'rejected');
    }
  }
  return rows.size > 0 ? rows : null;
}

type UserListJson = {
  name?: string;
  id?: string;
  displayName?: string;
  sizeInfo?: { displayNetworkMembersCount?: string | number; searchNetworkMembersCount?: string | number };
};

export function createGoogleConnector(config: AccountConfig, options: GoogleConnectorOptions = {}): PlatformConnector<'google'> {
  const credentials = config.credentials;
  const accountType = credentials.accountType ?? 'GOOGLE_ADS';
  const accountId = config.accountId ?? credentials.accountId ?? '';
  const audienceType = options.audienceType ?? 'CONTACT_INFO';
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const tokenUrl =
    credentials.tokenUrl ?? (new URL(baseUrl).hostname === 'datamanager.googleapis.com' ? GOOGLE_TOKEN_URL : `${baseUrl}/token`);
  const parent = `/v1/accountTypes/${encodeURIComponent(accountType)}/accounts/${encodeURIComponent(accountId)}`;

  let accessToken: string | null = credentials.accessToken ?? null;
  let tokenExpiresAt = credentials.accessToken ? Number.POSITIVE_INFINITY : 0;
  const canRefresh = Boolean(credentials.refreshToken && credentials.clientId);

  const tokenEndpoint = new URL(tokenUrl);
  const tokenClient = createHttpClient({ ...config.http, baseUrl: tokenEndpoint.origin, errorMessage: googleErrorMessage });

  async function token(): Promise<string> {
    if (accessToken && Date.now() < tokenExpiresAt) return accessToken;
    if (!canRefresh) {
      if (accessToken) return accessToken;
      throw new PlatformError({ message: 'invalid_grant: no Google credentials configured', status: 401, kind: 'AUTH' });
    }
    const answer = await tokenClient.post<{ access_token: string; expires_in?: number }>(
      tokenEndpoint.pathname,
      new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: credentials.clientId!,
        client_secret: credentials.clientSecret ?? '',
        refresh_token: credentials.refreshToken!,
      }),
    );
    accessToken = answer.access_token;
    tokenExpiresAt = Date.now() + Math.max(60, (answer.expires_in ?? 3600) - 60) * 1000;
    return accessToken;
  }

  const loginHeaders = (): Record<string, string> =>
    credentials.loginAccountId
      ? { 'login-account': `accountTypes/${credentials.loginAccountType ?? accountType}/accounts/${credentials.loginAccountId}` }
      : {};

  const api: HttpClient = createHttpClient({
    ...config.http,
    baseUrl,
    headers: async () => ({ authorization: `Bearer ${await token()}`, ...loginHeaders() }),
    errorMessage: googleErrorMessage,
  });

  /** One call, with a single token refresh when the access token was refused. */
  async function call<T>(method: string, path: string, init: Parameters<HttpClient['request']>[2] = {}): Promise<T> {
    try {
      return await api.request<T>(method, path, init);
    } catch (error) {
      if (error instanceof PlatformError && error.status === 401 && canRefresh) {
        accessToken = null;
        tokenExpiresAt = 0;
        return api.request<T>(method, path, init);
      }
      throw error;
    }
  }

  function destination(externalId: string) {
    return {
      operatingAccount: { accountType, accountId },
      ...(credentials.loginAccountId
        ? { loginAccount: { accountType: credentials.loginAccountType ?? accountType, accountId: credentials.loginAccountId } }
        : {}),
      productDestinationId: externalId,
    };
  }

  function audienceMember(member: string) {
    if (audienceType === 'MOBILE_ADVERTISING_ID') return { mobileData: { mobileIds: [member] } };
    return { userData: { userIdentifiers: googleUserIdentifiers(member) } };
  }

  async function send(kind: 'ingest' | 'remove', externalId: string, members: string[], idempotencyKey: string): Promise<MembersResult> {
    const rejected: MemberRejection[] = [];
    let accepted = 0;
    const batches = chunk(members, GOOGLE_BATCH_SIZE);
    for (let b = 0; b < batches.length; b++) {
      let pending = batches[b]!;
      const batchKey = batches.length === 1 ? idempotencyKey : `${idempotencyKey}#${b}`;
      // A request with invalid rows is refused whole: drop the rows named in the violations and send the rest again.
      for (let round = 0; pending.length > 0; round++) {
        const body = {
          destinations: [destination(externalId)],
          audienceMembers: pending.map(audienceMember),
          encoding: 'HEX',
          ...(kind === 'ingest'
            ? {
                consent: { adUserData: 'CONSENT_GRANTED', adPersonalization: 'CONSENT_GRANTED' },
                termsOfService: { customerMatchTermsOfServiceStatus: 'ACCEPTED' },
              }
            : {}),
        };
        try {
          await call('POST', `/v1/audienceMembers:${kind}`, {
            body,
            headers: { 'idempotency-key': round === 0 ? batchKey : `${batchKey}~${round}` },
          });
          accepted += pending.length;
          break;
        } catch (error) {
          const rows = error instanceof PlatformError ? rejectedRows(error) : null;
          if (!rows || round >= 3) throw error;
          const next: string[] = [];
          pending.forEach((member, index) => {
            const reason = rows.get(index);
            if (reason === undefined) next.push(member);
            else rejected.push({ member, reason });
          });
          pending = next;
        }
      }
    }
    return { accepted, rejected };
  }

  async function findList(name: string): Promise<UserListJson | undefined> {
    let pageToken: string | undefined;
    do {
      const page = await call<{ userLists?: UserListJson[]; nextPageToken?: string }>('GET', `${parent}/userLists`, {
        query: { pageSize: 1000, pageToken },
      });
      const found = page.userLists?.find((l) => l.displayName === name);
      if (found) return found;
      pageToken = page.nextPageToken;
    } while (pageToken);
    return undefined;
  }

  const listId = (list: UserListJson): string => list.id ?? list.name?.split('/').pop() ?? '';

  return {
    platform: 'google',
    batchSize: GOOGLE_BATCH_SIZE,

    async ensureAudience(name) {
      const existing = await findList(name);
      if (existing) return { externalId: listId(existing) };
      const days = Math.min(540, Math.max(1, options.membershipDays ?? 540));
      const ingestedUserListInfo =
        audienceType === 'MOBILE_ADVERTISING_ID'
          ? {
              uploadKeyTypes: ['MOBILE_ID'],
              mobileIdInfo: {
                dataSourceType: 'DATA_SOURCE_TYPE_FIRST_PARTY',
                keySpace: options.appIdType ?? 'ANDROID',
                ...(options.appId ? { appId: options.appId } : {}),
              },
            }
          : { uploadKeyTypes: ['CONTACT_ID'], contactIdInfo: { dataSourceType: 'DATA_SOURCE_TYPE_FIRST_PARTY' } };
      try {
        const created = await call<UserListJson>('POST', `${parent}/userLists`, {
          body: {
            displayName: name,
            description: options.description ?? name,
            membershipStatus: 'OPEN',
            membershipDuration: `${days * 86_400}s`,
            ingestedUserListInfo,
          },
          // Creating twice makes two lists (or a conflict): never blindly repeated, looked up again instead.
          retry: false,
        });
        return { externalId: listId(created) };
      } catch (error) {
        const again = await findList(name).catch(() => undefined);
        if (again) return { externalId: listId(again) };
        throw error;
      }
    },

    addMembers: (externalId, members, idempotencyKey) => send('ingest', externalId, members, idempotencyKey),
    removeMembers: (externalId, members, idempotencyKey) => send('remove', externalId, members, idempotencyKey),

    async matchSize(externalId): Promise<MatchData<'google'> | null> {
      const list = await call<UserListJson>('GET', `${parent}/userLists/${encodeURIComponent(externalId)}`);
      const size = list.sizeInfo;
      if (!size || size.displayNetworkMembersCount === undefined) return null;
      return {
        size_for_display: Number(size.displayNetworkMembersCount),
        size_for_search: Number(size.searchNetworkMembersCount ?? 0),
      };
    },

    async verifyAccount(): Promise<VerifyResult> {
      try {
        await call('GET', `${parent}/userLists`, { query: { pageSize: 1 } });
        return VERIFY_OK;
      } catch (error) {
        return verifyResultFromError(error);
      }
    },
  };
}
