/**
 * Talon.One simulator, mounted at `/talonone`.
 *
 * Integration API (`Authorization: ApiKey-v1 <key>`):
 * - `POST /v2/audiences` `{ name, description?, integration?, integrationId? }` → 201 Audience
 * - `POST /v2/customer_audiences` `{ data: [{ action: 'add'|'delete', profileIntegrationId, audienceId }] }` → 204
 *   (with rejected items: 200 and `{ errors: [{ title, details, source: { pointer } }] }`, the valid items applied)
 * Management API (`Authorization: ManagementKey-v1 <key>`):
 * - `GET /v1/audiences` → `{ hasMore, data: [Audience] }`
 * - `GET /v1/audiences/analytics?audienceIds=1,2` → `{ totalResultSize, data: [{ audienceId, membersCount }] }`
 *   (an audience changed within `matchDelayMs` is left out: its analytics are not computed yet)
 * - `GET /v1/applications` and `GET /v1/applications/{applicationId}/campaigns` → `{ totalResultSize, data }`
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { isTokenAccepted, platformErrorBody, type PlatformSim, type SimAudience, type SimRequestInfo } from '../state.ts';

/** Talon.One returns at most this many items per customer_audiences call. */
export const TALONONE_MAX_ITEMS = 1000;

const ACCOUNT_ID = 3886;

/** The applications and campaigns the audience form lists (a demo account's). */
export const TALONONE_APPLICATIONS = [
  {
    id: 1201,
    name: 'INCA Retail Chile',
    description: 'Cupones y promociones de tiendas',
    timezone: 'America/Santiago',
    currency: 'CLP',
    campaigns: [
      { id: 50101, name: 'Cupón bienvenida 10%', state: 'enabled', tags: ['bienvenida'] },
      { id: 50102, name: 'Descuento aniversario', state: 'enabled', tags: ['aniversario'] },
      { id: 50103, name: 'Cyber 2026', state: 'scheduled', tags: ['cyber'] },
    ],
  },
  {
    id: 1202,
    name: 'INCA Corporativo',
    description: 'Programa de fidelización corporativo',
    timezone: 'America/Santiago',
    currency: 'CLP',
    campaigns: [{ id: 50201, name: 'Puntos dobles socios', state: 'enabled', tags: ['fidelizacion'] }],
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
    createdIn3rdParty: Boolean(audience.extra.integration),
    lastUpdate: new Date(audience.changedAt).toISOString(),
  };
}

export function routes(sim: PlatformSim): Router {
  const router = express.Router();
  const integration = requireKey('ApiKey-v1');
  const management = requireKey('ManagementKey-v1');
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
    const audience = sim.createAudience(
      name,
      {
        description: typeof body.description === 'string' ? body.description : '',
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

  router.get('/v1/applications/:applicationId/campaigns', management, (req, res) => {
    const app = TALONONE_APPLICATIONS.find((a) => String(a.id) === req.params.applicationId);
    if (!app) {
      talonError(res, 404, `Application ${req.params.applicationId} not found`);
      return;
    }
    const data = app.campaigns.map((c) => ({
      ...c,
      tags: [...c.tags],
      applicationId: app.id,
      created: '2026-01-10T12:00:00Z',
      userId: 17,
      description: '',
      features: ['coupons'],
      type: 'advanced',
    }));
    res.json({ totalResultSize: data.length, hasMore: false, data });
  });

  return router;
}
