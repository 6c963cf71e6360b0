/**
 * Meta Custom Audiences connector (Marketing API, customer-file audiences).
 * Members are hashed identifiers: by default one SHA-256 e-mail per member (schema `EMAIL_SHA256`); with a multi-key
 * `schema` each member is a JSON array of the row's values in schema order. A member not yet hashed where the schema
 * wants a hash is hashed here (a prehashed value is never hashed again); normalizing is @inca/activation's job before.
 * Batches carry a `session` whose id is derived from the idempotency key, so a retried batch is applied once.
 */
import { isSha256Hex, sha256Hex } from '@inca/activation';
import {
  VERIFY_OK,
  chunk,
  verifyResultFromError,
  type AccountConfig,
  type MatchData,
  type MembersResult,
  type PlatformConnector,
  type VerifyResult,
} from './connector.ts';
import { PlatformError, createHttpClient, type HttpClient } from './http.ts';

export const META_API_VERSION = 'v25.0';
export const META_BATCH_SIZE = 10_000;

const HASHED_KEYS = new Set(['EMAIL', 'EMAIL_SHA256', 'PHONE', 'PHONE_SHA256', 'FN', 'LN', 'FI', 'CT', 'ST', 'ZIP', 'COUNTRY', 'GEN', 'DOBY', 'DOBM', 'DOBD']);

export type MetaConnectorOptions = {
  /** `EMAIL_SHA256` (default), another single key, or a multi-key schema such as `['EMAIL', 'PHONE', 'FN']`. */
  schema?: string | string[];
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
  const schema = options.schema ?? 'EMAIL_SHA256';
  const keys = Array.isArray(schema) ? schema : [schema];

  const http: HttpClient = createHttpClient({
    ...config.http,
    baseUrl: `${config.baseUrl.replace(/\/+$/, '')}/${version}`,
    headers: () => ({ authorization: `Bearer ${accessToken}` }),
    errorMessage: (body) => (body as MetaErrorBody | null)?.error?.message,
  });

  function hashCell(key: string, value: string): string {
    if (!HASHED_KEYS.has(key) || value === '') return value;
    if (isSha256Hex(value)) return value.toLowerCase();
    return sha256Hex(value);
  }

  /** A member as a data row, and the member text the platform will report it under. */
  function toRow(member: string): { row: string[]; key: string } {
    if (!Array.isArray(schema)) {
      const cell = hashCell(keys[0] ?? '', member);
      return { row: [cell], key: cell };
    }
    let values: unknown;
    try {
      values = JSON.parse(member);
    } catch {
      values = null;
    }
    const cells = Array.isArray(values) ? values.map((v) => (v == null ? '' : String(v))) : [member];
    const row = keys.map((k, i) => hashCell(k, cells[i] ?? ''));
    return { row, key: row.join('\t') };
  }

  async function send(method: 'POST' | 'DELETE', externalId: string, members: string[], idempotencyKey: string): Promise<MembersResult> {
    const sessionId = metaSessionId(idempotencyKey);
    const batches = chunk(members, META_BATCH_SIZE);
    const result: MembersResult = { accepted: 0, rejected: [] };
    for (let i = 0; i < batches.length; i++) {
      const batch = batches[i] ?? [];
      const rows = batch.map(toRow);
      const byKey = new Map(rows.map((r, j) => [r.key, batch[j] ?? r.key]));
      const answer = await http.request<UsersAnswer>(method, `/${externalId}/users`, {
        body: {
          payload: { schema, data: rows.map((r) => (Array.isArray(schema) ? r.row : r.row[0])) },
          session: {
            session_id: sessionId,
            batch_seq: i + 1,
            last_batch_flag: i === batches.length - 1,
            estimated_num_total: members.length,
          },
        },
      });
      const samples = answer.invalid_entry_samples ?? {};
      const entries: [string, string][] = Array.isArray(samples)
        ? samples.map((s) => [String(s), 'invalid entry'])
        : Object.entries(samples);
      for (const [key, reason] of entries) result.rejected.push({ member: byKey.get(key) ?? key, reason });
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
      const body = {
        name,
        subtype: 'CUSTOM',
        customer_file_source: 'USER_PROVIDED_ONLY',
        description: options.description ?? name,
      };
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
