/**
 * Talon.One connector. Audiences are created with the Integration API (`POST /v2/audiences`) and found by name with
 * the Management API (`GET /v1/audiences`); members are customer profiles by integration id, added and removed with
 * `POST /v2/customer_audiences` (`{ data: [{ action, profileIntegrationId, audienceId }] }`, at most 1000 items).
 * Match size (`num_received`): `membersCount` from `GET /v1/audiences/analytics`. The audience form lists the
 * account's applications (`GET /v1/applications`) and an application's campaigns.
 */
import {
  VERIFY_OK,
  chunk,
  verifyResultFromError,
  type AccountConfig,
  type MemberRejection,
  type MembersResult,
  type PlatformConnector,
  type VerifyResult,
} from './connector.ts';
import { createHttpClient } from './http.ts';

export const TALONONE_BATCH_SIZE = 1000;

export type TalonOneApplication = { id: number; name: string; description?: string; timezone?: string; currency?: string };
export type TalonOneCampaign = { id: number; applicationId: number; name: string; state: string };

type Audience = { id: number; name: string };
type Page<T> = { data?: T[]; hasMore?: boolean; totalResultSize?: number };
type TalonErrors = { message?: string; errors?: { title?: string; details?: string; source?: { pointer?: string } }[] };

/** The human message in a Talon.One error body. */
export function talonOneErrorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as TalonErrors;
  const first = b.errors?.[0];
  if (first?.details) return first.details;
  if (first?.title) return first.title;
  return typeof b.message === 'string' ? b.message : undefined;
}

export type TalonOneConnector = PlatformConnector<'talonone'> & {
  listApplications(): Promise<TalonOneApplication[]>;
  listCampaigns(applicationId: number | string): Promise<TalonOneCampaign[]>;
};

/**
 * Credentials: `apiKey` (Integration API key, sent as `ApiKey-v1`) and `managementKey` (Management API key, sent as
 * `ManagementKey-v1`). `baseUrl` is the deployment's `https://yourbaseurl.talon.one`.
 */
export function createTalonOneConnector(config: AccountConfig): TalonOneConnector {
  const { apiKey = '', managementKey = '' } = config.credentials;
  const common = { ...(config.http ?? {}), baseUrl: config.baseUrl, errorMessage: talonOneErrorMessage };
  const integration = createHttpClient({ ...common, headers: () => ({ authorization: `ApiKey-v1 ${apiKey}` }) });
  const management = createHttpClient({ ...common, headers: () => ({ authorization: `ManagementKey-v1 ${managementKey}` }) });

  async function findAudience(name: string): Promise<Audience | undefined> {
    const pageSize = 1000;
    for (let skip = 0; ; skip += pageSize) {
      const page = await management.get<Page<Audience>>('/v1/audiences', { query: { pageSize, skip } });
      const found = page?.data?.find((a) => a.name === name);
      if (found) return found;
      if (!page?.hasMore) return undefined;
    }
  }

  async function update(
    audienceId: string,
    action: 'add' | 'delete',
    members: string[],
    idempotencyKey: string,
  ): Promise<MembersResult> {
    const rejected: MemberRejection[] = [];
    const batches = chunk(members, TALONONE_BATCH_SIZE);
    for (const [n, batch] of batches.entries()) {
      const data = batch.map((profileIntegrationId) => ({ action, profileIntegrationId, audienceId: Number(audienceId) }));
      const key = batches.length === 1 ? idempotencyKey : `${idempotencyKey}:${n}`;
      const answer = await integration.post<TalonErrors | null>('/v2/customer_audiences', { data }, { headers: { 'idempotency-key': key } });
      for (const error of answer?.errors ?? []) {
        const index = /^\/data\/(\d+)/.exec(error.source?.pointer ?? '')?.[1];
        const member = index === undefined ? undefined : batch[Number(index)];
        if (member !== undefined) rejected.push({ member, reason: error.details ?? error.title ?? 'rejected' });
      }
    }
    return { accepted: members.length - rejected.length, rejected };
  }

  return {
    platform: 'talonone',
    batchSize: TALONONE_BATCH_SIZE,

    async ensureAudience(name) {
      const existing = await findAudience(name);
      if (existing) return { externalId: String(existing.id) };
      const created = await integration.post<Audience>('/v2/audiences', { name, description: `Audiencia INCA ${name}` });
      return { externalId: String(created.id) };
    },

    addMembers: (id, members, key) => (members.length === 0 ? Promise.resolve({ accepted: 0, rejected: [] }) : update(id, 'add', members, key)),
    removeMembers: (id, members, key) =>
      members.length === 0 ? Promise.resolve({ accepted: 0, rejected: [] }) : update(id, 'delete', members, key),

    async matchSize(id) {
      const answer = await management.get<Page<{ audienceId: number; membersCount?: number }>>('/v1/audiences/analytics', {
        query: { audienceIds: id },
      });
      const row = answer?.data?.find((d) => String(d.audienceId) === id);
      if (!row || typeof row.membersCount !== 'number') return null;
      return { num_received: row.membersCount };
    },

    async verifyAccount(): Promise<VerifyResult> {
      try {
        await management.get('/v1/applications', { query: { pageSize: 1 } });
        return VERIFY_OK;
      } catch (error) {
        return verifyResultFromError(error);
      }
    },

    async listApplications() {
      const page = await management.get<Page<TalonOneApplication>>('/v1/applications', { query: { pageSize: 1000 } });
      return (page?.data ?? []).map(({ id, name, description, timezone, currency }) => ({ id, name, description, timezone, currency }));
    },

    async listCampaigns(applicationId) {
      const page = await management.get<Page<TalonOneCampaign>>(
        `/v1/applications/${encodeURIComponent(String(applicationId))}/campaigns`,
        { query: { pageSize: 1000 } },
      );
      return (page?.data ?? []).map(({ id, applicationId: appId, name, state }) => ({ id, applicationId: appId, name, state }));
    },
  };
}
