/**
 * Meta Custom Audiences connector (Marketing API, customer-file audiences).
 * Each customer is one row of a multi-key customer file: contact audiences send the schema
 * `['EMAIL_SHA256', 'PHONE_SHA256']` (a key the customer lacks is an empty cell), mobile audiences `MADID`. Values
 * arrive normalized and hashed by @inca/activation and are sent as they are. Create parameters and their enum
 * values are the official SDK's (definitions/meta.ts).
 * Batches carry a `session` whose id is derived from the idempotency key, so a retried batch is applied once.
 */
import { sha256Hex } from '@inca/activation';
import {
  VERIFY_OK,
  chunk,
  verifyResultFromError,
  type AccountConfig,
  type MatchData,
  type Member,
  type MembersResult,
  type PlatformConnector,
  type VerifyResult,
} from './connector.ts';
import { SUBTYPE_CUSTOM, USER_PROVIDED_ONLY } from './definitions/meta.ts';
import { PlatformError, createHttpClient, type HttpClient } from './http.ts';

export const META_API_VERSION = 'v25.0';
export const META_BATCH_SIZE = 10_000;

/** The customer-file schema of each kind of audience. */
export const META_CONTACT_SCHEMA = ['EMAIL_SHA256', 'PHONE_SHA256'] as const;
export const META_MOBILE_SCHEMA = ['MADID'] as const;

export type MetaConnectorOptions = {
  /** Contact data (default) or mobile advertiser ids. */
  identifiers?: 'CONTACT_INFO' | 'MOBILE_ADVERTISING_ID';
  apiVersion?: string;
  description?: string;
};

type MetaErrorBody = { error?: { message?: string; type?: string; code?: number; error_subcode?: number; fbtrace_id?: string } };
type UsersAnswer = {
  audience_id: string;
  session_id: string;
  num_received: number;
  num_invalid_entries: number;
  invalid_entry_samples?: Record<string, string> | string[];
};
type AudienceList = { data: { id: string; name: string }[]; paging?: { cursors?: { after?: string }; next?: string } };
type AudienceFields = {
  id: string;
  approximate_count_lower_bound?: number;
  approximate_count_upper_bound?: number;
  operation_status?: { code: number; description: string };
};

/** A 53-bit numeric session id derived from the idempotency key (Meta wants a 64-bit integer). */
export function metaSessionId(idempotencyKey: string): number {
  return parseInt(sha256Hex(idempotencyKey).slice(0, 13), 16);
}

export function createMetaConnector(config: AccountConfig, options: MetaConnectorOptions = {}): PlatformConnector<'meta'> {
  const accessToken = config.credentials.accessToken ?? config.credentials.access_token;
  const accountId = config.accountId ?? config.credentials.adAccountId;
  if (!accessToken) throw new Error('Meta connector: credentials.accessToken is required');
  if (!accountId) throw new Error('Meta connector: accountId (the ad account id) is required');
  const act = accountId.startsWith('act_') ? accountId : `act_${accountId}`;
  const version = options.apiVersion ?? META_API_VERSION;
  const mobile = options.identifiers === 'MOBILE_ADVERTISING_ID';
  const schema: readonly string[] = mobile ? META_MOBILE_SCHEMA : META_CONTACT_SCHEMA;

  const http: HttpClient = createHttpClient({
    ...config.http,
    baseUrl: `${config.baseUrl.replace(/\/+$/, '')}/${version}`,
    headers: () => ({ authorization: `Bearer ${accessToken}` }),
    errorMessage: (body) => (body as MetaErrorBody | null)?.error?.message,
  });

  /** A customer's row in schema order, or null when it has none of the schema's keys. */
  function toRow(member: Member): string[] | null {
    const row = mobile ? [member.madid ?? ''] : [member.email ?? '', member.phone ?? ''];
    return row.some((v) => v !== '') ? row : null;
  }

  async function send(method: 'POST' | 'DELETE', externalId: string, members: Member[], idempotencyKey: string): Promise<MembersResult> {
    const sessionId = metaSessionId(idempotencyKey);
    const result: MembersResult = { accepted: 0, rejected: [] };
    const rows: { member: Member; row: string[] }[] = [];
    for (const member of members) {
      const row = toRow(member);
      if (row) rows.push({ member, row });
      else result.rejected.push({ member, reason: mobile ? 'no mobile advertiser id' : 'no e-mail or phone' });
    }
    const batches = chunk(rows, META_BATCH_SIZE);
    for (let i = 0; i < batches.length; i++) {
      const batch = batches[i] ?? [];
      // Meta names an invalid row by its values (tab-joined for multi-key rows).
      const byKey = new Map(batch.map((r) => [r.row.join('\t'), r.member]));
      const answer = await http.request<UsersAnswer>(method, `/${externalId}/users`, {
        body: {
          payload: { schema, data: batch.map((r) => r.row) },
          session: {
            session_id: sessionId,
            batch_seq: i + 1,
            last_batch_flag: i === batches.length - 1,
            estimated_num_total: rows.length,
          },
        },
      });
      const samples = answer.invalid_entry_samples ?? {};
      const entries: [string, string][] = Array.isArray(samples)
        ? samples.map((s) => [String(s), 'invalid entry'])
        : Object.entries(samples);
      for (const [key, reason] of entries) {
        const member = byKey.get(key);
        if (member) result.rejected.push({ member, reason });
      }
      result.accepted += Math.max(0, answer.num_received - answer.num_invalid_entries);
    }
    return result;
  }

  async function findByName(name: string): Promise<string | null> {
    let after: string | undefined;
    for (;;) {
      const page = await http.get<AudienceList>(`/${act}/customaudiences`, {
        query: { fields: 'id,name', limit: 500, after },
      });
      const found = page.data.find((a) => a.name === name);
      if (found) return found.id;
      if (!page.paging?.next || !page.paging.cursors?.after) return null;
      after = page.paging.cursors.after;
    }
  }

  return {
    platform: 'meta',
    batchSize: META_BATCH_SIZE,

    async ensureAudience(name) {
      const existing = await findByName(name);
      if (existing) return { externalId: existing };
      const body = { name, subtype: SUBTYPE_CUSTOM, customer_file_source: USER_PROVIDED_ONLY, description: options.description ?? name };
      // Creating is not idempotent at Meta: after a failed attempt that may have landed (timeout, 5xx), look the
      // audience up before creating again.
      const created = await http.post<{ id: string }>(`/${act}/customaudiences`, body, { retry: false }).catch(async (error: unknown) => {
        if (!(error instanceof PlatformError) || !error.retryable) throw error;
        const again = await findByName(name);
        if (again) return { id: again };
        return http.post<{ id: string }>(`/${act}/customaudiences`, body);
      });
      return { externalId: created.id };
    },

    addMembers: (externalId, members, idempotencyKey) => send('POST', externalId, members, idempotencyKey),
    removeMembers: (externalId, members, idempotencyKey) => send('DELETE', externalId, members, idempotencyKey),

    async matchSize(externalId): Promise<MatchData<'meta'> | null> {
      const audience = await http.get<AudienceFields>(`/${externalId}`, {
        query: { fields: 'approximate_count_lower_bound,approximate_count_upper_bound,operation_status' },
      });
      const lower = audience.approximate_count_lower_bound;
      const upper = audience.approximate_count_upper_bound;
      if (typeof lower !== 'number' || typeof upper !== 'number' || lower < 0 || upper < 0) return null;
      return { lower_bound: lower, upper_bound: upper };
    },

    async verifyAccount(): Promise<VerifyResult> {
      try {
        await http.get(`/${act}`, { query: { fields: 'id,name,account_status' }, retry: false });
        return VERIFY_OK;
      } catch (error) {
        return verifyResultFromError(error);
      }
    },
  };
}
