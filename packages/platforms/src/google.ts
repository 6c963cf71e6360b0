/**
 * Google connector: Customer Match through the Data Manager API (https://datamanager.googleapis.com/v1). The Google
 * Ads OfflineUserDataJob upload is closed to new adopters, so lists are created with `userLists.create` and filled
 * with `audienceMembers:ingest` / `audienceMembers:remove`; sizes come from the list's `sizeInfo`.
 *
 * Members arrive already normalized and hashed by `@inca/activation` (SHA-256 hex), each identifier under its kind:
 * - CONTACT_INFO lists: one AudienceMember per customer, its `userData.userIdentifiers` an `emailAddress` and a
 *   `phoneNumber` when the customer has both (a customer without either is refused here, before sending).
 * - MOBILE_ADVERTISING_ID lists (created with the audience's app id and store): `mobileData.mobileIds`.
 * Request shapes are those of `@google-ads/datamanager` (see definitions/google.ts, which checks them in tests).
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
import type { google as dm } from '@google-ads/datamanager/build/protos/protos.js';
import { isProductAccountType, type ProductAccountType } from './definitions/google.ts';
import { PlatformError, createHttpClient, type HttpClient } from './http.ts';

/** Data Manager v1 message types, as @google-ads/datamanager generates them from Google's protos. */
type IngestRequest = dm.ads.datamanager.v1.IIngestAudienceMembersRequest;
type RemoveRequest = dm.ads.datamanager.v1.IRemoveAudienceMembersRequest;
/** The generated types take repeated enums as numbers only; JSON writes their names. */
type IngestedUserListInfoBody = Omit<dm.ads.datamanager.v1.IIngestedUserListInfo, 'uploadKeyTypes'> & {
  uploadKeyTypes: (keyof typeof dm.ads.datamanager.v1.IngestedUserListInfo.UploadKeyType)[];
};
/** A user list as JSON: the proto's fields, its Duration written as JSON writes one ("123s"). */
type UserListBody = Omit<dm.ads.datamanager.v1.IUserList, 'membershipDuration' | 'ingestedUserListInfo'> & {
  membershipDuration: string;
  ingestedUserListInfo: IngestedUserListInfoBody;
};

export const GOOGLE_API_BASE_URL = 'https://datamanager.googleapis.com';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
/** Audience members per ingest/remove request (Data Manager API limit). */
export const GOOGLE_BATCH_SIZE = 10_000;

export type GoogleAudienceType = 'CONTACT_INFO' | 'MOBILE_ADVERTISING_ID';
/** The audience form's app store of a mobile-id list. */
export type GoogleAppIdType = 'APP_STORE' | 'GOOGLE_PLAY';

/** The audience's Google settings (its form's Google tab) over the ads account's defaults. */
export type GoogleConnectorOptions = {
  /** The audience form's Google audience type (default CONTACT_INFO). */
  audienceType?: GoogleAudienceType;
  /** For MOBILE_ADVERTISING_ID lists: the app the ids belong to, and its store. Both required for such a list. */
  appId?: string;
  appIdType?: GoogleAppIdType;
  /** List membership in days (Customer Match allows up to 540; default 540). */
  membershipDays?: number;
  description?: string;
};

/** Data Manager's key space of a mobile-id list from the form's store. */
const KEY_SPACE: Record<GoogleAppIdType, 'IOS' | 'ANDROID'> = { APP_STORE: 'IOS', GOOGLE_PLAY: 'ANDROID' };

export const GOOGLE_MESSAGES = {
  mobileListNeedsApp:
    'Una audiencia de Google de tipo MOBILE_ADVERTISING_ID necesita el ID de la aplicación y su tienda (APP_STORE o GOOGLE_PLAY).',
};

/**
 * The app id as Data Manager wants it: an Android package name as it is; for iOS the App Store's numeric id, which
 * the form takes as written in the store's URL (id123456789).
 */
export const googleAppId = (appIdType: GoogleAppIdType, appId: string): string =>
  appIdType === 'APP_STORE' ? appId.trim().replace(/^id/i, '') : appId.trim();

type UserIdentifier = { emailAddress: string } | { phoneNumber: string };
type AudienceMemberJson = { userData: { userIdentifiers: UserIdentifier[] } } | { mobileData: { mobileIds: string[] } };

/** The Data Manager AudienceMember of one customer, or why it cannot be one for this kind of list. */
export function googleAudienceMember(member: Member, audienceType: GoogleAudienceType): AudienceMemberJson | { reason: string } {
  if (audienceType === 'MOBILE_ADVERTISING_ID') {
    return member.madid ? { mobileData: { mobileIds: [member.madid] } } : { reason: 'no mobile advertising id' };
  }
  const userIdentifiers: UserIdentifier[] = [];
  if (member.email) userIdentifiers.push({ emailAddress: member.email });
  if (member.phone) userIdentifiers.push({ phoneNumber: member.phone });
  return userIdentifiers.length > 0 ? { userData: { userIdentifiers } } : { reason: 'no e-mail or phone' };
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
  const accountTypeOf = (value: string | undefined, fallback: ProductAccountType): ProductAccountType => {
    if (value === undefined) return fallback;
    if (!isProductAccountType(value)) throw new Error(`Google connector: ${value} is not a Data Manager account type`);
    return value;
  };
  const accountType = accountTypeOf(credentials.accountType, 'GOOGLE_ADS');
  const loginAccountType = accountTypeOf(credentials.loginAccountType, accountType);
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
    credentials.loginAccountId ? { 'login-account': `accountTypes/${loginAccountType}/accounts/${credentials.loginAccountId}` } : {};

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
      ...(credentials.loginAccountId ? { loginAccount: { accountType: loginAccountType, accountId: credentials.loginAccountId } } : {}),
      productDestinationId: externalId,
    };
  }

  async function send(kind: 'ingest' | 'remove', externalId: string, members: Member[], idempotencyKey: string): Promise<MembersResult> {
    const rejected: MemberRejection[] = [];
    const sendable: { member: Member; json: AudienceMemberJson }[] = [];
    for (const member of members) {
      const json = googleAudienceMember(member, audienceType);
      if ('reason' in json) rejected.push({ member, reason: json.reason });
      else sendable.push({ member, json });
    }
    let accepted = 0;
    const batches = chunk(sendable, GOOGLE_BATCH_SIZE);
    for (let b = 0; b < batches.length; b++) {
      let pending = batches[b]!;
      const batchKey = batches.length === 1 ? idempotencyKey : `${idempotencyKey}#${b}`;
      // A request with invalid rows is refused whole: drop the rows named in the violations and send the rest again.
      for (let round = 0; pending.length > 0; round++) {
        const removal = {
          destinations: [destination(externalId)],
          audienceMembers: pending.map((p) => p.json),
          encoding: 'HEX',
        } satisfies RemoveRequest;
        const body =
          kind === 'ingest'
            ? ({
                ...removal,
                consent: { adUserData: 'CONSENT_GRANTED', adPersonalization: 'CONSENT_GRANTED' },
                termsOfService: { customerMatchTermsOfServiceStatus: 'ACCEPTED' },
              } satisfies IngestRequest)
            : removal;
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
          const next: typeof pending = [];
          pending.forEach((entry, index) => {
            const reason = rows.get(index);
            if (reason === undefined) next.push(entry);
            else rejected.push({ member: entry.member, reason });
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
      // A mobile-id list is bound to one app at creation: without it Google refuses the list (and its ids match nothing).
      if (audienceType === 'MOBILE_ADVERTISING_ID' && (!options.appId || !options.appIdType || !KEY_SPACE[options.appIdType])) {
        throw new PlatformError({ message: GOOGLE_MESSAGES.mobileListNeedsApp, status: 400, kind: 'CLIENT' });
      }
      const ingestedUserListInfo: IngestedUserListInfoBody =
        audienceType === 'MOBILE_ADVERTISING_ID'
          ? {
              uploadKeyTypes: ['MOBILE_ID'],
              mobileIdInfo: {
                dataSourceType: 'DATA_SOURCE_TYPE_FIRST_PARTY',
                keySpace: KEY_SPACE[options.appIdType!],
                appId: googleAppId(options.appIdType!, options.appId!),
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
          } satisfies UserListBody,
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
