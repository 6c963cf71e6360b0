/**
 * TikTok custom audiences connector (API for Business v1.3, customer files).
 * An audience has one calculate type, and every file applied to it must be of that type (TikTok's SDK definition of
 * custom_audience/create): a contact audience is EMAIL_SHA256 (or PHONE_SHA256 when the account says so), a mobile
 * one GAID_SHA256 or IDFA_SHA256. Each batch is uploaded as a file of that kind's values only (one hashed identifier per
 * line, `file_signature` its MD5), named after the idempotency key, then applied with `custom_audience/update`; a
 * customer without that kind of identifier is rejected here, never sent under another kind.
 * Re-sending the same batch under the same key gives the same file path, which TikTok does not apply twice.
 */
import { isSha256Hex, md5Hex } from '@inca/activation';
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
import { PlatformError, createHttpClient, type HttpClient } from './http.ts';

export const TIKTOK_BATCH_SIZE = 50_000;
export type TiktokCalculateType = 'EMAIL_SHA256' | 'PHONE_SHA256' | 'IDFA_SHA256' | 'GAID_SHA256';

export type TiktokConnectorOptions = {
  /** Contact data (default) or mobile advertising ids. */
  identifiers?: 'CONTACT_INFO' | 'MOBILE_ADVERTISING_ID';
  /** The audience's calculate type (default EMAIL_SHA256 for contact data, GAID_SHA256 for mobile ids). */
  calculateType?: TiktokCalculateType;
  /** Members per uploaded file (default 50,000). */
  batchSize?: number;
};

/** The member field each calculate type's file holds: a kind never lands in another kind's file. */
const KIND_OF_TYPE: Record<TiktokCalculateType, 'email' | 'phone' | 'madid'> = {
  EMAIL_SHA256: 'email',
  PHONE_SHA256: 'phone',
  IDFA_SHA256: 'madid',
  GAID_SHA256: 'madid',
};

type TiktokEnvelope<T> = { code: number; message: string; request_id?: string; data: T };
type AudienceDetails = { audience_id: string; name: string; cover_num: number; is_valid: boolean };

/** TikTok answers most errors with HTTP 200 and a non-zero `code`: its status for classification and retries. */
export function tiktokCodeStatus(code: number): number {
  if (code === 40100 || code === 40016) return 429; // too many requests
  if (code === 40001 || code === 40104 || code === 40105 || code === 40102) return 401; // token problems
  if (code >= 50000) return 500;
  return 400;
}

export function createTiktokConnector(config: AccountConfig, options: TiktokConnectorOptions = {}): PlatformConnector<'tiktok'> {
  const accessToken = config.credentials.accessToken ?? config.credentials.access_token;
  const advertiserId = config.accountId ?? config.credentials.advertiserId;
  if (!accessToken) throw new Error('TikTok connector: credentials.accessToken is required');
  if (!advertiserId) throw new Error('TikTok connector: accountId (the advertiser id) is required');
  const mobile = options.identifiers === 'MOBILE_ADVERTISING_ID';
  const calculateType: TiktokCalculateType =
    options.calculateType && (KIND_OF_TYPE[options.calculateType] === 'madid') === mobile
      ? options.calculateType
      : mobile
        ? 'GAID_SHA256'
        : 'EMAIL_SHA256';
  const kind = KIND_OF_TYPE[calculateType];
  const batchSize = options.batchSize ?? TIKTOK_BATCH_SIZE;

  const http: HttpClient = createHttpClient({
    ...config.http,
    baseUrl: `${config.baseUrl.replace(/\/+$/, '')}/open_api/v1.3`,
    headers: () => ({ 'access-token': accessToken }),
    errorMessage: (body) => (body as TiktokEnvelope<unknown> | null)?.message,
    bodyError: (body) => {
      const envelope = body as TiktokEnvelope<unknown> | null;
      if (!envelope || typeof envelope.code !== 'number' || envelope.code === 0) return undefined;
      return { status: tiktokCodeStatus(envelope.code), message: `${envelope.message} (code ${envelope.code})` };
    },
  });

  async function upload(rows: string[], fileName: string): Promise<string> {
    const content = rows.length ? `${rows.join('\n')}\n` : '';
    // FormData is serialized afresh by each fetch, so the helper's retries resend the same file.
    const form = new FormData();
    form.set('advertiser_id', advertiserId!);
    form.set('calculate_type', calculateType);
    form.set('file_signature', md5Hex(content));
    form.set('file', new Blob([content], { type: 'text/csv' }), fileName);
    const answer = await http.post<TiktokEnvelope<{ file_path: string }>>('/dmp/custom_audience/file/upload/', form);
    return answer.data.file_path;
  }

  /** The hashed value of one kind, or null: @inca/activation hashes every TikTok identifier before the connector. */
  const cell = (value: string | undefined) => (value !== undefined && isSha256Hex(value.trim()) ? value.trim().toLowerCase() : null);

  async function send(action: 'APPEND' | 'REMOVE', externalId: string, members: Member[], idempotencyKey: string): Promise<MembersResult> {
    const result: MembersResult = { accepted: 0, rejected: [] };
    const batches = chunk(members, batchSize);
    for (let i = 0; i < batches.length; i++) {
      const rows: string[] = [];
      for (const member of batches[i] ?? []) {
        const value = cell(member[kind]);
        if (value !== null) rows.push(value);
        else
          result.rejected.push({ member, reason: `no hashed ${kind === 'madid' ? 'mobile advertising id' : kind} for ${calculateType}` });
      }
      if (rows.length === 0) continue;
      const safeKey = idempotencyKey.replace(/[^A-Za-z0-9_.:-]/g, '_');
      const filePath = await upload(rows, `${safeKey}${batches.length > 1 ? `.${i + 1}` : ''}.csv`);
      await http.post<TiktokEnvelope<unknown>>('/dmp/custom_audience/update/', {
        advertiser_id: advertiserId,
        custom_audience_id: externalId,
        action,
        file_paths: [filePath],
      });
      result.accepted += rows.length;
    }
    return result;
  }

  async function findByName(name: string): Promise<string | null> {
    for (let page = 1; ; page++) {
      const answer = await http.get<TiktokEnvelope<{ list: AudienceDetails[]; page_info: { total_page: number } }>>(
        '/dmp/custom_audience/list/',
        { query: { advertiser_id: advertiserId, page, page_size: 100 } },
      );
      const found = answer.data.list.find((a) => a.name === name);
      if (found) return found.audience_id;
      if (page >= answer.data.page_info.total_page) return null;
    }
  }

  return {
    platform: 'tiktok',
    batchSize,

    async ensureAudience(name) {
      const existing = await findByName(name);
      if (existing) return { externalId: existing };
      // TikTok creates an audience from at least one file: an empty one here, members follow with updates.
      const filePath = await upload([], `create-${name.replace(/[^A-Za-z0-9_.-]/g, '_')}.csv`);
      const body = { advertiser_id: advertiserId, custom_audience_name: name, calculate_type: calculateType, file_paths: [filePath] };
      type Created = TiktokEnvelope<{ custom_audience_id: string }>;
      const created = await http.post<Created>('/dmp/custom_audience/create/', body, { retry: false }).catch(async (error: unknown) => {
        if (!(error instanceof PlatformError) || !error.retryable) throw error;
        const again = await findByName(name);
        if (again) return { code: 0, message: 'OK', data: { custom_audience_id: again } } satisfies Created;
        return http.post<Created>('/dmp/custom_audience/create/', body);
      });
      return { externalId: String(created.data.custom_audience_id) };
    },

    addMembers: (externalId, members, key) => send('APPEND', externalId, members, key),
    removeMembers: (externalId, members, key) => send('REMOVE', externalId, members, key),

    async matchSize(externalId): Promise<MatchData<'tiktok'> | null> {
      const answer = await http.get<TiktokEnvelope<{ list: { audience_details: AudienceDetails }[] }>>('/dmp/custom_audience/get/', {
        query: { advertiser_id: advertiserId, custom_audience_ids: JSON.stringify([externalId]) },
      });
      const details = answer.data.list[0]?.audience_details;
      if (!details || !details.is_valid) return null;
      return { cover_num: details.cover_num };
    },

    async verifyAccount(): Promise<VerifyResult> {
      try {
        await http.get('/advertiser/info/', { query: { advertiser_ids: JSON.stringify([advertiserId]) }, retry: false });
        return VERIFY_OK;
      } catch (error) {
        return verifyResultFromError(error);
      }
    },
  };
}
