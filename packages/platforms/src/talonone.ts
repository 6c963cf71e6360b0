/**
 * Talon.One connector. Audiences are created with the Integration API (`POST /v2/audiences`) and found by name with
 * the Management API (`GET /v1/audiences`); members are customer profiles by integration id, added and removed with
 * `POST /v2/customer_audiences` (`{ data: [{ action, profileIntegrationId, audienceId }] }`, at most 1000 items).
 * Match size (`num_received`): `membersCount` from `GET /v1/audiences/analytics`. The audience form lists the
 * account's applications (`GET /v1/applications`) and an application's campaigns; the application it chose is the one
 * the audience is created connected to (`subscribedApplicationsIds`), and its campaign (read with
 * `GET /v1/applications/{id}/campaigns/{id}`) is named in the audience's description, since Talon.One audiences carry
 * no campaign of their own.
 *
 * Coupons (Management API): a campaign with its `couponSettings` (`GET /v1/applications/{id}/campaigns/{id}`); coupons
 * for up to 1000 recipients a call (`POST …/coupons_with_recipients?silent=no`, NewCouponsForMultipleRecipients, sent
 * with an Idempotency-Key, which the API does not promise to honour: the answer's coupons and their `batchId` are what
 * a sender keeps); a recipient's coupons deleted with `DELETE …/coupons?recipientIntegrationId=[&batchId=]`; coupons
 * listed with `GET …/coupons/no_total` (paged by `hasMore`, filtered by `batchId` or `createdAfter`; the listing with a
 * total is gone from the API); and per day coupons created and redeemed from `GET …/analytics` (granularity 1 day),
 * which counts every coupon of the campaign whoever issued it. Campaign analytics carry no reservations: a day's
 * `reserved` counts the coupons issued that day that have been reserved (reservationCounter > 0), read from the coupon
 * list. One sender's figures (`batchAnalytics`) come from the coupons of its own batches.
 */
import {
  VERIFY_OK,
  chunk,
  verifyResultFromError,
  type AccountConfig,
  type Member,
  type MemberRejection,
  type MembersResult,
  type PlatformConnector,
  type VerifyResult,
} from './connector.ts';
import { PlatformError, createHttpClient } from './http.ts';

export const TALONONE_BATCH_SIZE = 1000;

export type TalonOneApplication = { id: number; name: string; description?: string; timezone?: string; currency?: string };
/** A campaign's code generator settings (CodeGeneratorSettings). */
export type TalonOneCouponSettings = { couponPattern: string; validCharacters: string[] };
export type TalonOneCampaign = { id: number; applicationId: number; name: string; state: string; couponSettings?: TalonOneCouponSettings };

/** Coupons for recipients (NewCouponsForMultipleRecipients, recipients as integration ids). */
export type RecipientCoupons = {
  recipients: readonly string[];
  usageLimit: number;
  discountLimit?: number;
  reservationLimit?: number;
  /** RFC3339 timestamps. */
  startDate?: string;
  expiryDate?: string;
  couponPattern?: string;
  validCharacters?: readonly string[];
};

/** One day of a coupon campaign (UTC day, YYYY-MM-DD). */
export type CouponDayStats = { day: string; issued: number; reserved: number; redeemed: number };

export type TalonOneCoupon = {
  id: number;
  created: string;
  campaignId: number;
  value: string;
  usageLimit: number;
  discountLimit?: number;
  reservationLimit?: number;
  startDate?: string;
  expiryDate?: string;
  usageCounter: number;
  reservationCounter?: number;
  recipientIntegrationId?: string;
  batchId?: string;
};

/** A coupon as the creation answers it (silent=no): enough to find it again. */
export type CreatedCoupon = { id: number; value: string; recipientIntegrationId: string; batchId: string; created: string };

type CampaignAnalyticsRow = { date: string; couponsCreated?: number; couponRedemptions?: number };

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
  getCampaign(applicationId: number | string, campaignId: number | string): Promise<TalonOneCampaign>;
  /**
   * Creates one coupon per recipient, in calls of at most 1000 recipients (each keyed from `idempotencyKey`), and
   * answers the coupons Talon.One made: each call is one batch of its own (`batchId`), which is how a sender finds
   * its coupons again among the others of the same campaign.
   */
  createCouponsForRecipients(
    applicationId: number | string,
    campaignId: number | string,
    coupons: RecipientCoupons,
    idempotencyKey: string,
  ): Promise<{ created: number; coupons: CreatedCoupon[] }>;
  /**
   * Deletes the campaign's coupons of each recipient (one call per recipient, as the API filters by one). With the
   * recipient's batch, only the coupon of that batch goes: another sender's coupon for the same customer stays.
   */
  deleteCouponsOfRecipients(
    applicationId: number | string,
    campaignId: number | string,
    recipients: readonly (string | { recipient: string; batchId?: string | null })[],
  ): Promise<{ deleted: number }>;
  /** The campaign's coupons, and those assigned to a recipient. */
  countCoupons(applicationId: number | string, campaignId: number | string): Promise<{ total: number; withRecipient: number }>;
  /** Every coupon of one batch (`GET …/coupons/no_total?batchId=`). */
  couponsOfBatch(applicationId: number | string, campaignId: number | string, batchId: string): Promise<TalonOneCoupon[]>;
  /** Every coupon of the campaign created between two instants (RFC3339): what a call whose answer was lost may have made. */
  couponsCreatedBetween(
    applicationId: number | string,
    campaignId: number | string,
    after: string,
    before: string,
  ): Promise<TalonOneCoupon[]>;
  /**
   * Coupons of the given batches issued, reserved and redeemed, per day of issue (the application's days): the
   * figures of one sender's coupons, whoever else issues coupons in the same campaign.
   */
  batchAnalytics(applicationId: number | string, campaignId: number | string, batchIds: readonly string[]): Promise<CouponDayStats[]>;
  /** Coupons issued, reserved and redeemed per day from `rangeStart` to `rangeEnd` (days, YYYY-MM-DD, both included). */
  campaignAnalytics(
    applicationId: number | string,
    campaignId: number | string,
    rangeStart: string,
    rangeEnd: string,
  ): Promise<CouponDayStats[]>;
};

/** Recipients deleted at a time. */
const DELETE_CONCURRENCY = 4;
/** Batches listed at a time. */
const LIST_CONCURRENCY = 4;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The day (YYYY-MM-DD) of an instant in a timezone: an application's analytics days are its timezone's days. */
const dayOf = (timestamp: string, timeZone: string) => {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(new Date(timestamp));
};
/** One day either side of a range of days, in ms: whatever the application's timezone, its days lie within. */
const ZONE_MARGIN_MS = 86_400_000;

/** The audience's own Talon.One settings (§2.4): the application and campaign chosen in its form. */
export type TalonOneConnectorOptions = {
  applicationId?: string;
  campaignId?: string;
};

/**
 * Credentials: `apiKey` (Integration API key, sent as `ApiKey-v1`) and `managementKey` (Management API key, sent as
 * `ManagementKey-v1`). `baseUrl` is the deployment's `https://yourbaseurl.talon.one`.
 */
export function createTalonOneConnector(config: AccountConfig, options: TalonOneConnectorOptions = {}): TalonOneConnector {
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

  async function update(audienceId: string, action: 'add' | 'delete', members: Member[], idempotencyKey: string): Promise<MembersResult> {
    const rejected: MemberRejection[] = [];
    // Talon.One's customer profile is keyed by a stable integration id: the customer's id, never an e-mail or phone.
    const keyed = members.filter((member) => {
      if (member.customerId) return true;
      rejected.push({ member, reason: 'no integration id' });
      return false;
    });
    const batches = chunk(keyed, TALONONE_BATCH_SIZE);
    for (const [n, batch] of batches.entries()) {
      const data = batch.map((member) => ({ action, profileIntegrationId: member.customerId!, audienceId: Number(audienceId) }));
      const key = batches.length === 1 ? idempotencyKey : `${idempotencyKey}:${n}`;
      const answer = await integration.post<TalonErrors | null>(
        '/v2/customer_audiences',
        { data },
        { headers: { 'idempotency-key': key } },
      );
      for (const error of answer?.errors ?? []) {
        const index = /^\/data\/(\d+)/.exec(error.source?.pointer ?? '')?.[1];
        const member = index === undefined ? undefined : batch[Number(index)];
        if (member !== undefined) rejected.push({ member, reason: error.details ?? error.title ?? 'rejected' });
      }
    }
    return { accepted: members.length - rejected.length, rejected };
  }

  const connector: TalonOneConnector = {
    platform: 'talonone',
    batchSize: TALONONE_BATCH_SIZE,

    async ensureAudience(name) {
      const existing = await findAudience(name);
      if (existing) return { externalId: String(existing.id) };
      const applicationId = options.applicationId?.trim();
      const campaignId = options.campaignId?.trim();
      // The campaign only names the audience: one gone from the application does not hold the audience back.
      const campaign =
        applicationId && campaignId
          ? await connector.getCampaign(applicationId, campaignId).catch((error: unknown) => {
              if (error instanceof PlatformError && error.kind === 'NOT_FOUND') return undefined;
              throw error;
            })
          : undefined;
      const created = await integration.post<Audience>('/v2/audiences', {
        name,
        description: campaign ? `Audiencia INCA ${name} para la campaña ${campaign.name}` : `Audiencia INCA ${name}`,
        ...(applicationId ? { subscribedApplicationsIds: [Number(applicationId)] } : {}),
      });
      return { externalId: String(created.id) };
    },

    addMembers: (id, members, key) =>
      members.length === 0 ? Promise.resolve({ accepted: 0, rejected: [] }) : update(id, 'add', members, key),
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
      const page = await management.get<Page<TalonOneCampaign>>(`/v1/applications/${encodeURIComponent(String(applicationId))}/campaigns`, {
        query: { pageSize: 1000 },
      });
      return (page?.data ?? []).map(campaignOf);
    },

    async getCampaign(applicationId, campaignId) {
      return campaignOf(await management.get<TalonOneCampaign>(campaignPath(applicationId, campaignId)));
    },

    async createCouponsForRecipients(applicationId, campaignId, coupons, idempotencyKey) {
      const { recipients, ...settings } = coupons;
      const batches = chunk(recipients, TALONONE_BATCH_SIZE);
      let created = 0;
      const made: CreatedCoupon[] = [];
      for (const [n, batch] of batches.entries()) {
        const key = batches.length === 1 ? idempotencyKey : `${idempotencyKey}:${n}`;
        const body = {
          usageLimit: settings.usageLimit,
          ...(settings.discountLimit !== undefined ? { discountLimit: settings.discountLimit } : {}),
          ...(settings.reservationLimit !== undefined ? { reservationLimit: settings.reservationLimit } : {}),
          ...(settings.startDate ? { startDate: settings.startDate } : {}),
          ...(settings.expiryDate ? { expiryDate: settings.expiryDate } : {}),
          ...(settings.couponPattern ? { couponPattern: settings.couponPattern } : {}),
          ...(settings.validCharacters && settings.validCharacters.length > 0 ? { validCharacters: [...settings.validCharacters] } : {}),
          recipientsIntegrationIds: batch,
        };
        // silent=no: the answer carries the coupons with their batch id, which the sender keeps.
        const answer = await management.post<Page<TalonOneCoupon> | null>(
          `${campaignPath(applicationId, campaignId)}/coupons_with_recipients`,
          body,
          {
            query: { silent: 'no' },
            headers: { 'idempotency-key': key },
          },
        );
        for (const c of answer?.data ?? []) {
          if (c.recipientIntegrationId && c.batchId)
            made.push({
              id: c.id,
              value: c.value,
              recipientIntegrationId: c.recipientIntegrationId,
              batchId: c.batchId,
              created: c.created,
            });
        }
        created += batch.length;
      }
      return { created, coupons: made };
    },

    async deleteCouponsOfRecipients(applicationId, campaignId, recipients) {
      const path = `${campaignPath(applicationId, campaignId)}/coupons`;
      const targets = recipients.map((r) =>
        typeof r === 'string' ? { recipient: r, batchId: null } : { recipient: r.recipient, batchId: r.batchId ?? null },
      );
      let next = 0;
      const worker = async () => {
        while (next < targets.length) {
          const { recipient, batchId } = targets[next++]!;
          // Never without the filter: a DELETE without one removes every coupon of the campaign.
          if (recipient === '') continue;
          await management.delete(path, undefined, { query: { recipientIntegrationId: recipient, ...(batchId ? { batchId } : {}) } });
        }
      };
      await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, targets.length) }, worker));
      return { deleted: targets.filter((t) => t.recipient !== '').length };
    },

    async couponsOfBatch(applicationId, campaignId, batchId) {
      const out: TalonOneCoupon[] = [];
      // A batch id the filter would ignore must not turn into the whole campaign.
      if (!batchId) return out;
      for await (const coupon of coupons(applicationId, campaignId, { batchId }))
        if (coupon.batchId === undefined || coupon.batchId === batchId) out.push(coupon);
      return out;
    },

    async couponsCreatedBetween(applicationId, campaignId, after, before) {
      const out: TalonOneCoupon[] = [];
      for await (const coupon of coupons(applicationId, campaignId, { createdAfter: after, createdBefore: before })) out.push(coupon);
      return out;
    },

    async batchAnalytics(applicationId, campaignId, batchIds) {
      const ids = [...new Set(batchIds.filter(Boolean))];
      if (ids.length === 0) return [];
      const application = await management.get<{ timezone?: string }>(`/v1/applications/${encodeURIComponent(String(applicationId))}`);
      const timeZone = application?.timezone || 'UTC';
      const days = new Map<string, CouponDayStats>();
      let next = 0;
      const worker = async () => {
        while (next < ids.length) {
          for (const coupon of await connector.couponsOfBatch(applicationId, campaignId, ids[next++]!)) {
            const day = dayOf(coupon.created, timeZone);
            const entry = days.get(day) ?? { day, issued: 0, reserved: 0, redeemed: 0 };
            entry.issued += 1;
            if (coupon.reservationCounter) entry.reserved += 1;
            if (coupon.usageCounter) entry.redeemed += 1;
            days.set(day, entry);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(LIST_CONCURRENCY, ids.length) }, worker));
      return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
    },

    async countCoupons(applicationId, campaignId) {
      let total = 0;
      let withRecipient = 0;
      for await (const coupon of coupons(applicationId, campaignId, {})) {
        total += 1;
        if (coupon.recipientIntegrationId) withRecipient += 1;
      }
      return { total, withRecipient };
    },

    async campaignAnalytics(applicationId, campaignId, rangeStart, rangeEnd) {
      if (!DAY.test(rangeStart) || !DAY.test(rangeEnd)) throw new Error(`Rango de días inválido: ${rangeStart} – ${rangeEnd}`);
      // Days are the application's (its `timezone`); the range asked is one day wider each side of the UTC days.
      const application = await management.get<{ timezone?: string }>(`/v1/applications/${encodeURIComponent(String(applicationId))}`);
      const timeZone = application?.timezone || 'UTC';
      const start = new Date(Date.parse(`${rangeStart}T00:00:00Z`) - ZONE_MARGIN_MS).toISOString();
      const end = new Date(Date.parse(`${rangeEnd}T23:59:59Z`) + ZONE_MARGIN_MS).toISOString();
      const answer = await management.get<Page<CampaignAnalyticsRow>>(`${campaignPath(applicationId, campaignId)}/analytics`, {
        query: { rangeStart: start, rangeEnd: end, granularity: '1 day' },
      });
      const days = new Map<string, CouponDayStats>();
      for (const row of answer?.data ?? []) {
        const day = dayOf(row.date, timeZone);
        if (day < rangeStart || day > rangeEnd) continue;
        const entry = days.get(day) ?? { day, issued: 0, reserved: 0, redeemed: 0 };
        entry.issued += row.couponsCreated ?? 0;
        entry.redeemed += row.couponRedemptions ?? 0;
        days.set(day, entry);
      }
      // Reservations: the coupons issued in the range that have been reserved, on the day they were issued.
      const after = new Date(Date.parse(start) - 1000).toISOString();
      const before = new Date(Date.parse(end) + 1000).toISOString();
      for await (const coupon of coupons(applicationId, campaignId, { createdAfter: after, createdBefore: before })) {
        if (!coupon.reservationCounter) continue;
        const day = dayOf(coupon.created, timeZone);
        if (day < rangeStart || day > rangeEnd) continue;
        const entry = days.get(day) ?? { day, issued: 0, reserved: 0, redeemed: 0 };
        entry.reserved += 1;
        days.set(day, entry);
      }
      return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
    },
  };
  return connector;

  /** Every coupon of a campaign matching the query, page by page. */
  async function* coupons(
    applicationId: number | string,
    campaignId: number | string,
    query: Record<string, string>,
  ): AsyncGenerator<TalonOneCoupon> {
    const pageSize = 1000;
    for (let skip = 0; ; skip += pageSize) {
      const page = await management.get<Page<TalonOneCoupon>>(`${campaignPath(applicationId, campaignId)}/coupons/no_total`, {
        query: { ...query, pageSize, skip },
      });
      const data = page?.data ?? [];
      yield* data;
      const more = page?.hasMore ?? (typeof page?.totalResultSize === 'number' ? skip + data.length < page.totalResultSize : false);
      if (!more || data.length === 0) return;
    }
  }
}

const campaignPath = (applicationId: number | string, campaignId: number | string) =>
  `/v1/applications/${encodeURIComponent(String(applicationId))}/campaigns/${encodeURIComponent(String(campaignId))}`;

function campaignOf(c: TalonOneCampaign): TalonOneCampaign {
  const settings = c.couponSettings;
  return {
    id: c.id,
    applicationId: c.applicationId,
    name: c.name,
    state: c.state,
    ...(settings && typeof settings.couponPattern === 'string'
      ? {
          couponSettings: {
            couponPattern: settings.couponPattern,
            validCharacters: Array.isArray(settings.validCharacters) ? [...settings.validCharacters] : [],
          },
        }
      : {}),
  };
}
