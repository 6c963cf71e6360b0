/**
 * Talon.One simulator, mounted at `/talonone`.
 *
 * Integration API (`Authorization: ApiKey-v1 <key>`):
 * - `POST /v2/audiences` `{ name, description?, integration?, integrationId?, subscribedApplicationsIds? }` → 201
 *   Audience (404 when an application it subscribes to is not the account's)
 * - `POST /v2/customer_audiences` `{ data: [{ action: 'add'|'delete', profileIntegrationId, audienceId }] }` → 204
 *   (with rejected items: 200 and `{ errors: [{ title, details, source: { pointer } }] }`, the valid items applied)
 * Management API (`Authorization: ManagementKey-v1 <key>`):
 * - `GET /v1/audiences` → `{ hasMore, data: [Audience] }`
 * - `GET /v1/audiences/analytics?audienceIds=1,2` → `{ totalResultSize, data: [{ audienceId, membersCount }] }`
 *   (an audience changed within `matchDelayMs` is left out: its analytics are not computed yet)
 * - `GET /v1/applications` and `GET /v1/applications/{applicationId}/campaigns` → `{ totalResultSize, data }`
 *   (campaigns with their `couponSettings` `{ couponPattern, validCharacters }`)
 * - `GET /v1/applications/{applicationId}/campaigns/{campaignId}` → Campaign (404 for an unknown application/campaign)
 * - `POST /v1/applications/{applicationId}/campaigns/{campaignId}/coupons_with_recipients[?silent=no]`
 *   NewCouponsForMultipleRecipients `{ usageLimit, discountLimit?, reservationLimit?, startDate?, expiryDate?,
 *   recipientsIntegrationIds (1..1000), validCharacters?, couponPattern? }` → 204, or 200 `{ totalResultSize, data:
 *   [Coupon] }` with `silent=no`; without couponPattern/validCharacters the campaign's couponSettings are used; an
 *   `Idempotency-Key` already applied creates nothing more
 * - `GET /v1/applications/{applicationId}/campaigns/{campaignId}/coupons/no_total?pageSize&skip&recipientIntegrationId&
 *   batchId&createdAfter&createdBefore` → `{ hasMore, data: [Coupon] }` (the listing with a total, `GET …/coupons`, is gone
 *   from the API: the strict check answers it 404)
 * - `DELETE /v1/applications/{applicationId}/campaigns/{campaignId}/coupons?recipientIntegrationId=&batchId=` → 204
 * - `GET /v1/applications/{applicationId}/campaigns/{campaignId}/analytics?rangeStart&rangeEnd&granularity=1 day`
 *   → `{ totalResultSize, data: [CampaignAnalytics] }` (couponsCreated / couponRedemptions per day; what happens to a
 *   coupon is decided by a hash of its code, see coupons.ts)
 * Requests are checked against Talon.One's OpenAPI (the SDKs' api/openapi.yaml) first, see ../strict.ts.
 * Control (mounted at `/__sim/talonone` by the server): `GET /coupons?applicationId&campaignId` → the campaign's
 * coupons and their count.
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { isTokenAccepted, platformErrorBody, type PlatformSim, type SimAudience, type SimRequestInfo } from '../state.ts';
import { couponsOf, type CouponStore, type NewCoupons, type SimCoupon } from './coupons.ts';

/** Talon.One returns at most this many items per customer_audiences call. */
export const TALONONE_MAX_ITEMS = 1000;

const ACCOUNT_ID = 3886;

/** Coupon code characters without the ones people misread (0/O, 1/I/L). */
const CODE_CHARACTERS = [...'ABCDEFGHJKMNPQRSTUVWXYZ23456789'];
const DIGITS = [...'0123456789'];

/** The applications and campaigns the audience and coupon forms list (a demo account's; every account sees the same). */
export const TALONONE_APPLICATIONS = [
  {
    id: 1201,
    name: 'INCA Retail Chile',
    description: 'Cupones y promociones de tiendas',
    timezone: 'America/Santiago',
    currency: 'CLP',
    campaigns: [
      {
        id: 50101,
        name: 'Cupón bienvenida 10%',
        state: 'enabled',
        tags: ['bienvenida'],
        couponSettings: { couponPattern: 'BIENV-####-####', validCharacters: CODE_CHARACTERS },
      },
      {
        id: 50102,
        name: 'Descuento aniversario',
        state: 'enabled',
        tags: ['aniversario'],
        couponSettings: { couponPattern: 'ANIV-######', validCharacters: DIGITS },
      },
      {
        id: 50103,
        name: 'Cyber 2026',
        state: 'scheduled',
        tags: ['cyber'],
        couponSettings: { couponPattern: 'CYBER26-#####', validCharacters: CODE_CHARACTERS },
      },
    ],
  },
  {
    id: 1202,
    name: 'INCA Corporativo',
    description: 'Programa de fidelización corporativo',
    timezone: 'America/Santiago',
    currency: 'CLP',
    campaigns: [
      {
        id: 50201,
        name: 'Puntos dobles socios',
        state: 'enabled',
        tags: ['fidelizacion'],
        couponSettings: { couponPattern: 'SOCIO-########', validCharacters: CODE_CHARACTERS },
      },
    ],
  },
] as const;

function describe(res: Response, info: SimRequestInfo): void {
  res.locals.sim = { ...(res.locals.sim as SimRequestInfo | undefined), ...info };
}

function talonError(res: Response, status: number, message: string): void {
  res.status(status).json(platformErrorBody('talonone', status, message));
}

function requireKey(prefix: 'ApiKey-v1' | 'ManagementKey-v1') {
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization') ?? '';
    const key = header.startsWith(`${prefix} `) ? header.slice(prefix.length + 1).trim() : '';
    if (!isTokenAccepted(key)) {
      talonError(res, 401, 'Invalid API key');
      return;
    }
    next();
  };
}

function audienceJson(audience: SimAudience) {
  return {
    id: Number(audience.id),
    created: audience.createdAt.toISOString(),
    accountId: ACCOUNT_ID,
    name: audience.name,
    description: audience.extra.description ?? '',
    ...(audience.extra.integration ? { integration: audience.extra.integration } : {}),
    ...(audience.extra.integrationId ? { integrationId: audience.extra.integrationId } : {}),
    ...(audience.extra.subscribedApplicationsIds ? { subscribedApplicationsIds: audience.extra.subscribedApplicationsIds } : {}),
    createdIn3rdParty: Boolean(audience.extra.integration),
    lastUpdate: new Date(audience.changedAt).toISOString(),
  };
}

type SimApplication = (typeof TALONONE_APPLICATIONS)[number];
type SimCampaign = SimApplication['campaigns'][number];

/** The widest analytics range the simulator answers. */
const MAX_ANALYTICS_DAYS = 400;

const findApplication = (id: string) => TALONONE_APPLICATIONS.find((a) => String(a.id) === id);

function campaignJson(applicationId: number, c: SimCampaign) {
  return {
    id: c.id,
    applicationId,
    name: c.name,
    state: c.state,
    tags: [...c.tags],
    created: '2026-01-10T12:00:00Z',
    userId: 17,
    description: '',
    features: ['coupons'],
    type: 'advanced',
    couponSettings: { couponPattern: c.couponSettings.couponPattern, validCharacters: [...c.couponSettings.validCharacters] },
  };
}

function couponJson(store: CouponStore, c: SimCoupon) {
  return {
    id: c.id,
    created: c.created.toISOString(),
    campaignId: c.campaignId,
    value: c.value,
    usageLimit: c.usageLimit,
    ...(c.discountLimit !== undefined ? { discountLimit: c.discountLimit } : {}),
    ...(c.reservationLimit !== undefined ? { reservationLimit: c.reservationLimit } : {}),
    ...(c.startDate ? { startDate: c.startDate } : {}),
    ...(c.expiryDate ? { expiryDate: c.expiryDate } : {}),
    usageCounter: store.usageCounter(c),
    reservationCounter: store.reservationCounter(c),
    recipientIntegrationId: c.recipientIntegrationId,
    reservation: false,
    batchId: c.batchId,
  };
}

const isInteger = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** NewCouponsForMultipleRecipients, validated as the API does; a string is the error's message. */
function newCoupons(body: Record<string, unknown>): NewCoupons | string {
  const recipients = body.recipientsIntegrationIds;
  if (!Array.isArray(recipients) || recipients.length === 0) return 'recipientsIntegrationIds: must contain at least 1 item';
  if (recipients.length > TALONONE_MAX_ITEMS) return `recipientsIntegrationIds: must contain at most ${TALONONE_MAX_ITEMS} items`;
  if (!recipients.every((r) => typeof r === 'string' && r.length > 0 && r.length <= 1000))
    return 'recipientsIntegrationIds: must be non-empty strings';
  if (!isInteger(body.usageLimit, 0, 999999)) return 'usageLimit: is required, an integer from 0 to 999999';
  if (
    body.discountLimit !== undefined &&
    !(typeof body.discountLimit === 'number' && body.discountLimit >= 0 && body.discountLimit <= 999999999999)
  ) {
    return 'discountLimit: must be a number from 0 to 999999999999';
  }
  if (body.reservationLimit !== undefined && !isInteger(body.reservationLimit, 0, 999))
    return 'reservationLimit: must be an integer from 0 to 999';
  for (const field of ['startDate', 'expiryDate'] as const) {
    const value = body[field];
    if (value !== undefined && (typeof value !== 'string' || Number.isNaN(Date.parse(value))))
      return `${field}: must be an RFC3339 timestamp`;
  }
  if (
    typeof body.startDate === 'string' &&
    typeof body.expiryDate === 'string' &&
    Date.parse(body.expiryDate) < Date.parse(body.startDate)
  ) {
    return 'expiryDate: must not be before startDate';
  }
  const characters = body.validCharacters;
  if (
    characters !== undefined &&
    (!Array.isArray(characters) || characters.length === 0 || !characters.every((c) => typeof c === 'string' && c.length === 1))
  ) {
    return 'validCharacters: must be a list of single characters';
  }
  const pattern = body.couponPattern;
  if (pattern !== undefined && (typeof pattern !== 'string' || pattern.length > 100 || (pattern.match(/#/g)?.length ?? 0) < 3)) {
    return 'couponPattern: must hold at least 3 # placeholders and at most 100 characters';
  }
  return {
    recipients: recipients as string[],
    usageLimit: body.usageLimit,
    ...(typeof body.discountLimit === 'number' ? { discountLimit: body.discountLimit } : {}),
    ...(typeof body.reservationLimit === 'number' ? { reservationLimit: body.reservationLimit } : {}),
    ...(typeof body.startDate === 'string' ? { startDate: body.startDate } : {}),
    ...(typeof body.expiryDate === 'string' ? { expiryDate: body.expiryDate } : {}),
    ...(typeof pattern === 'string' ? { couponPattern: pattern } : {}),
    ...(Array.isArray(characters) ? { validCharacters: characters as string[] } : {}),
  };
}

/** The control API of the Talon.One simulator's coupons (mounted at `/__sim/talonone` in embedded and test mode). */
export function controlRoutes(sim: PlatformSim): Router {
  const router = express.Router();
  const coupons = couponsOf(sim);
  router.get('/coupons', (req, res) => {
    const applicationId = Number(req.query.applicationId);
    const campaignId = Number(req.query.campaignId);
    if (!Number.isInteger(applicationId) || !Number.isInteger(campaignId)) {
      res.status(400).json({ error: 'give applicationId and campaignId' });
      return;
    }
    const list = coupons.list(applicationId, campaignId);
    res.json({
      applicationId,
      campaignId,
      count: list.length,
      recipients: new Set(list.map((c) => c.recipientIntegrationId)).size,
      coupons: list.map((c) => couponJson(coupons, c)),
    });
  });
  return router;
}

export function routes(sim: PlatformSim): Router {
  const router = express.Router();
  const integration = requireKey('ApiKey-v1');
  const management = requireKey('ManagementKey-v1');
  const coupons = couponsOf(sim);
  let nextAudienceId = 1000;

  router.post('/v2/audiences', integration, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (!name) {
      talonError(res, 400, 'name: is required');
      return;
    }
    const integrationId = typeof body.integrationId === 'string' ? body.integrationId : undefined;
    if (integrationId) {
      for (const existing of sim.audiences.values()) {
        if (existing.extra.integrationId === integrationId) {
          talonError(res, 409, `An audience with integrationId ${integrationId} already exists`);
          return;
        }
      }
    }
    const subscribed = Array.isArray(body.subscribedApplicationsIds) ? body.subscribedApplicationsIds.map(Number) : [];
    const unknownApplication = subscribed.find((id) => !findApplication(String(id)));
    if (unknownApplication !== undefined) {
      talonError(res, 404, `subscribedApplicationsIds: application ${unknownApplication} not found`);
      return;
    }
    const audience = sim.createAudience(
      name,
      {
        description: typeof body.description === 'string' ? body.description : '',
        ...(subscribed.length > 0 ? { subscribedApplicationsIds: subscribed } : {}),
        ...(typeof body.integration === 'string' ? { integration: body.integration } : {}),
        ...(integrationId ? { integrationId } : {}),
      },
      String(++nextAudienceId),
    );
    describe(res, { audienceId: audience.id });
    res.status(201).json(audienceJson(audience));
  });

  router.post('/v2/customer_audiences', integration, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const data = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : null;
    const key = req.get('idempotency-key')?.trim() || null;
    const firstAudience = data?.[0]?.audienceId;
    describe(res, {
      members: data?.length ?? 0,
      idempotencyKey: key,
      audienceId: firstAudience === undefined ? null : String(firstAudience),
    });
    if (!data || data.length === 0) {
      talonError(res, 400, 'data: must contain at least 1 item');
      return;
    }
    if (data.length > TALONONE_MAX_ITEMS) {
      talonError(res, 400, `data: must contain at most ${TALONONE_MAX_ITEMS} items`);
      return;
    }
    // Validate the whole request before applying anything, as the API does.
    for (const [i, item] of data.entries()) {
      const audience = sim.getAudience(String(item?.audienceId));
      if (!audience) {
        talonError(res, 404, `data[${i}].audienceId: audience ${String(item?.audienceId)} not found`);
        return;
      }
      if (item.action !== 'add' && item.action !== 'delete') {
        talonError(res, 400, `data[${i}].action: must be one of add, delete`);
        return;
      }
      if (typeof item.profileIntegrationId !== 'string' || item.profileIntegrationId === '') {
        talonError(res, 400, `data[${i}].profileIntegrationId: is required`);
        return;
      }
    }
    const { result } = sim.once(key, () => {
      const errors: { title: string; details: string; source: { pointer: string } }[] = [];
      for (const [i, item] of data.entries()) {
        const audience = sim.getAudience(String(item.audienceId)) as SimAudience;
        const member = item.profileIntegrationId as string;
        const outcome = item.action === 'add' ? sim.addMembers(audience, [member]) : sim.removeMembers(audience, [member]);
        if (outcome.rejected.length > 0) {
          errors.push({
            title: 'Invalid customer profile',
            details: `profileIntegrationId ${member} is not a valid customer profile integration ID`,
            source: { pointer: `/data/${i}/profileIntegrationId` },
          });
        }
      }
      return errors;
    });
    if (result.length === 0) res.status(204).end();
    else res.status(200).json({ message: `${result.length} item(s) could not be processed`, errors: result });
  });

  router.get('/v1/audiences', management, (req, res) => {
    const pageSize = Math.min(1000, Math.max(1, Number(req.query.pageSize ?? 1000) || 1000));
    const skip = Math.max(0, Number(req.query.skip ?? 0) || 0);
    const all = [...sim.audiences.values()];
    res.json({ hasMore: skip + pageSize < all.length, data: all.slice(skip, skip + pageSize).map(audienceJson) });
  });

  router.get('/v1/audiences/analytics', management, (req, res) => {
    const ids = String(req.query.audienceIds ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (ids.length === 0) {
      talonError(res, 400, 'audienceIds: is required');
      return;
    }
    const data: { audienceId: number; membersCount: number }[] = [];
    for (const id of ids) {
      const audience = sim.getAudience(id);
      // Analytics are computed after the memberships settle (matchDelayMs after the last change).
      if (!audience || sim.matchSizeOf(audience) === null) continue;
      data.push({ audienceId: Number(id), membersCount: audience.members.size });
    }
    describe(res, { audienceId: ids.length === 1 ? (ids[0] ?? null) : null });
    res.json({ totalResultSize: data.length, data });
  });

  router.get('/v1/applications', management, (_req, res) => {
    const data = TALONONE_APPLICATIONS.map(({ campaigns: _c, ...app }) => ({
      ...app,
      created: '2025-03-01T12:00:00Z',
      modified: '2026-01-15T12:00:00Z',
      accountId: ACCOUNT_ID,
      enableFlattenedCartItems: false,
    }));
    res.json({ totalResultSize: data.length, data });
  });

  router.get('/v1/applications/:applicationId', management, (req, res) => {
    const app = findApplication(String(req.params.applicationId));
    if (!app) {
      talonError(res, 404, `Application ${req.params.applicationId} not found`);
      return;
    }
    const { campaigns: _c, ...rest } = app;
    res.json({
      ...rest,
      created: '2025-03-01T12:00:00Z',
      modified: '2026-01-15T12:00:00Z',
      accountId: ACCOUNT_ID,
      enableFlattenedCartItems: false,
    });
  });

  router.get('/v1/applications/:applicationId/campaigns', management, (req, res) => {
    const app = findApplication(String(req.params.applicationId));
    if (!app) {
      talonError(res, 404, `Application ${req.params.applicationId} not found`);
      return;
    }
    const data = app.campaigns.map((c) => campaignJson(app.id, c));
    res.json({ totalResultSize: data.length, hasMore: false, data });
  });

  /** The application and campaign of the path, or a 404 answered. */
  function campaignOf(req: Request, res: Response): { app: SimApplication; campaign: SimCampaign } | undefined {
    const app = findApplication(String(req.params.applicationId));
    if (!app) {
      talonError(res, 404, `Application ${String(req.params.applicationId)} not found`);
      return undefined;
    }
    const campaign = app.campaigns.find((c) => String(c.id) === req.params.campaignId);
    if (!campaign) {
      talonError(res, 404, `Campaign ${String(req.params.campaignId)} not found`);
      return undefined;
    }
    describe(res, { audienceId: `${app.id}:${campaign.id}` });
    return { app, campaign };
  }

  router.get('/v1/applications/:applicationId/campaigns/:campaignId', management, (req, res) => {
    const found = campaignOf(req, res);
    if (found) res.json(campaignJson(found.app.id, found.campaign));
  });

  router.post('/v1/applications/:applicationId/campaigns/:campaignId/coupons_with_recipients', management, (req, res) => {
    const found = campaignOf(req, res);
    if (!found) return;
    const key = req.get('idempotency-key')?.trim() || null;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const recipients = Array.isArray(body.recipientsIntegrationIds) ? body.recipientsIntegrationIds : null;
    describe(res, { members: recipients?.length ?? 0, idempotencyKey: key });
    const parsed = newCoupons(body);
    if (typeof parsed === 'string') {
      talonError(res, 400, parsed);
      return;
    }
    // Without a pattern of its own, the request's coupons follow the campaign's coupon settings.
    const settings = found.campaign.couponSettings;
    const input = { couponPattern: settings.couponPattern, validCharacters: settings.validCharacters, ...parsed };
    const { result } = sim.once(key, () => coupons.create(found.app.id, found.campaign.id, input));
    if (req.query.silent === 'no') res.json({ totalResultSize: result.length, data: result.map((c) => couponJson(coupons, c)) });
    else res.status(204).end();
  });

  router.get('/v1/applications/:applicationId/campaigns/:campaignId/coupons/no_total', management, (req, res) => {
    const found = campaignOf(req, res);
    if (!found) return;
    const pageSize = Math.min(1000, Math.max(1, Number(req.query.pageSize ?? 1000) || 1000));
    const skip = Math.max(0, Number(req.query.skip ?? 0) || 0);
    const recipient = typeof req.query.recipientIntegrationId === 'string' ? req.query.recipientIntegrationId : undefined;
    const batchId = typeof req.query.batchId === 'string' ? req.query.batchId : undefined;
    const after = typeof req.query.createdAfter === 'string' ? Date.parse(req.query.createdAfter) : NaN;
    const before = typeof req.query.createdBefore === 'string' ? Date.parse(req.query.createdBefore) : NaN;
    const all = coupons
      .list(found.app.id, found.campaign.id)
      .filter(
        (c) =>
          (recipient === undefined || c.recipientIntegrationId === recipient) &&
          (batchId === undefined || c.batchId === batchId) &&
          (Number.isNaN(after) || c.created.getTime() > after) &&
          (Number.isNaN(before) || c.created.getTime() < before),
      );
    res.json({ hasMore: skip + pageSize < all.length, data: all.slice(skip, skip + pageSize).map((c) => couponJson(coupons, c)) });
  });

  router.delete('/v1/applications/:applicationId/campaigns/:campaignId/coupons', management, (req, res) => {
    const found = campaignOf(req, res);
    if (!found) return;
    const recipient = typeof req.query.recipientIntegrationId === 'string' ? req.query.recipientIntegrationId : undefined;
    const batchId = typeof req.query.batchId === 'string' ? req.query.batchId : undefined;
    // As the API does, no filter deletes every coupon of the campaign.
    const deleted = coupons.deleteWhere(found.app.id, found.campaign.id, recipient, batchId);
    describe(res, { members: deleted });
    res.status(204).end();
  });

  router.get('/v1/applications/:applicationId/campaigns/:campaignId/analytics', management, (req, res) => {
    const found = campaignOf(req, res);
    if (!found) return;
    const start = Date.parse(String(req.query.rangeStart ?? ''));
    const end = Date.parse(String(req.query.rangeEnd ?? ''));
    if (Number.isNaN(start) || Number.isNaN(end)) {
      talonError(res, 400, 'rangeStart, rangeEnd: must be RFC3339 timestamps');
      return;
    }
    if (end < start || end - start > MAX_ANALYTICS_DAYS * 86_400_000) {
      talonError(res, 400, `rangeEnd: must be after rangeStart and within ${MAX_ANALYTICS_DAYS} days of it`);
      return;
    }
    const granularity = String(req.query.granularity ?? '1 day');
    if (granularity !== '1 day') {
      talonError(res, 400, 'granularity: the simulator reports 1 day only');
      return;
    }
    const data = coupons.days(found.app.id, found.campaign.id, start, end, found.app.timezone).map((d) => ({
      ...d,
      campaignRevenue: 0,
      totalCampaignRevenue: 0,
      campaignDiscountCosts: 0,
      totalCampaignDiscountCosts: 0,
      couponRolledbackRedemptions: 0,
      totalCouponRolledbackRedemptions: 0,
      referralRedemptions: 0,
      totalReferralRedemptions: 0,
      referralsCreated: 0,
      totalReferralsCreated: 0,
    }));
    res.json({ totalResultSize: data.length, data });
  });

  return router;
}
