/**
 * Criteo Marketing Solutions API simulator (https://api.criteo.com, mounted at `/criteo`). Requests are checked against
 * Criteo's Marketing Solutions OpenAPI (2026-07) first, see ../strict.ts.
 *
 * Real paths and payloads (versioned `/{version}/…`, e.g. 2026-07):
 * - `POST /oauth2/token` — form `grant_type=client_credentials&client_id&client_secret` → `{access_token,
 *   token_type: "Bearer", expires_in: 900}`.
 * - `GET /{version}/advertisers/me` — the advertiser portfolio `{data: [{type: "advertiser", id, attributes:
 *   {advertiserName}}]}`.
 * - `POST /{version}/marketing-solutions/audience-segments/create` — `{data: [{type: "AudienceSegment", attributes:
 *   {name, description, advertiserId, contactList: {}}}]}`.
 * - `POST /{version}/marketing-solutions/audience-segments/search` — `{data: {attributes: {advertiserIds,
 *   audienceSegmentIds, audienceSegmentTypes}}}` with `limit`/`offset`.
 * - `PATCH /{version}/marketing-solutions/audience-segments/{id}/contact-list` — `{data: {type:
 *   "ContactlistAmendment", attributes: {operation: "add"|"remove", identifierType: "email"|"madid"|"phoneNumber"|…,
 *   identifiers}}}` →
 *   `{data: {type: "ContactlistAmendment", attributes: {contactListId, operation, requestDate, identifierType,
 *   nbValidIdentifiers, nbInvalidIdentifiers, sampleInvalidIdentifiers}}}`. Invalid identifiers do not fail the call.
 * - `POST /{version}/marketing-solutions/audience-segments/compute-sizes` — `{data: [{type: "AudienceSegment",
 *   id}]}` → `{data: [{type: "AudienceSegmentSize", id, attributes: {size}}], errors}`; a segment whose size is not
 *   computed yet gets an error entry instead.
 *
 * Errors use Criteo's body `{errors: [{traceIdentifier, type, code, instance, title, detail}]}`. Versions older than
 * the supported ones answer an "API version … is no longer supported" error. Idempotency: the connector sends
 * `Idempotency-Key`; a repeated key is applied once.
 */
import { randomUUID } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { isTokenAccepted, type PlatformSim, type SimAudience } from '../state.ts';

/** Oldest API version the simulator still serves (Criteo supports each stable version about a year and a half). */
export const CRITEO_OLDEST_VERSION = '2025-07';
export const CRITEO_MAX_IDENTIFIERS_PER_REQUEST = 50_000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HEX32 = /^[0-9a-f]{32}$/i;
const HEX64 = /^[0-9a-f]{64}$/i;

type CriteoErrorInit = { type: string; code: string; title: string; detail?: string; instance?: string };

function criteoError(res: Response, status: number, init: CriteoErrorInit): void {
  res.status(status).json({
    errors: [
      {
        traceIdentifier: randomUUID(),
        type: init.type,
        code: init.code,
        instance: init.instance ?? '',
        title: init.title,
        detail: init.detail ?? init.title,
      },
    ],
    warnings: [],
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An e-mail identifier Criteo accepts: plain address, MD5, SHA-256 or SHA-256 of MD5 (all hex). */
export function isCriteoEmailIdentifier(value: unknown): value is string {
  return typeof value === 'string' && (EMAIL.test(value) || HEX32.test(value) || HEX64.test(value));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const E164 = /^\+[1-9]\d{7,14}$/;

/** Whether an identifier is valid for its identifierType (a wrong one is counted invalid, as Criteo reports it). */
export function isCriteoIdentifier(identifierType: string, value: unknown): boolean {
  if (typeof value !== 'string' || value === '') return false;
  switch (identifierType) {
    case 'email':
      return isCriteoEmailIdentifier(value);
    case 'madid':
      // IDFA / GAID as the device gives it, or hashed.
      return UUID.test(value) || HEX32.test(value) || HEX64.test(value);
    case 'phoneNumber':
      return E164.test(value) || HEX64.test(value);
    default:
      return true;
  }
}

function segmentJson(segment: SimAudience): Record<string, unknown> {
  return {
    id: segment.id,
    type: 'AudienceSegment',
    attributes: {
      name: segment.name,
      description: segment.extra.description ?? '',
      type: 'ContactList',
      advertiserId: segment.extra.advertiserId,
      createdAt: segment.createdAt.toISOString(),
      updatedAt: new Date(segment.changedAt).toISOString(),
      contactList: { isReadOnly: false },
    },
  };
}

/** How many simulator ads accounts (ids 1 to n) the demo application may act for. */
export const SIM_ACCOUNT_ADVERTISERS = 500;

export function routes(state: PlatformSim): Router {
  const router = express.Router();
  const issuedTokens = new Set<string>();

  router.post('/oauth2/token', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.grant_type !== 'client_credentials') {
      res.status(400).json({ error: 'unsupported_grant_type' });
      return;
    }
    const clientId = typeof body.client_id === 'string' ? body.client_id : '';
    const secret = typeof body.client_secret === 'string' ? body.client_secret : '';
    if (!clientId || !isTokenAccepted(secret)) {
      res.status(401).json({ error: 'invalid_client', error_description: 'AUTHORIZATION failed: invalid client credentials' });
      return;
    }
    const token = `criteo-sim-${randomUUID()}`;
    issuedTokens.add(token);
    res.json({ access_token: token, token_type: 'Bearer', refresh_token: null, expires_in: 900 });
  });

  // Version and bearer token for every versioned call.
  router.use('/:version', (req, res, next) => {
    const version = req.params.version ?? '';
    if (!/^\d{4}-\d{2}$/.test(version) && version !== 'preview') {
      next();
      return;
    }
    if (version !== 'preview' && version < CRITEO_OLDEST_VERSION) {
      criteoError(res, 404, {
        type: 'validation',
        code: 'version-not-supported',
        title: `API version ${version} is no longer supported`,
        detail: `Use version ${CRITEO_OLDEST_VERSION} or later.`,
      });
      return;
    }
    const match = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
    const token = match?.[1]?.trim();
    if (!token || !(issuedTokens.has(token) || isTokenAccepted(token))) {
      criteoError(res, 401, {
        type: 'authorization',
        code: 'authorization-token-invalid',
        title: 'Not AUTHORIZED: the access token is invalid or expired',
      });
      return;
    }
    next();
  });

  router.get('/:version/advertisers/me', (_req, res) => {
    // The demo application's portfolio: advertiser 1000, the simulator accounts of embedded and test
    // mode (1000000000 + ads account id, see accountConfigFor), and every advertiser that made a segment.
    const ids = new Set<string>(['1000']);
    for (let n = 1; n <= SIM_ACCOUNT_ADVERTISERS; n++) ids.add(String(1_000_000_000 + n));
    for (const s of state.audiences.values()) ids.add(String(s.extra.advertiserId));
    res.json({
      data: [...ids].map((id) => ({ type: 'advertiser', id, attributes: { advertiserName: `Advertiser ${id}` } })),
      errors: [],
      warnings: [],
    });
  });

  const base = '/:version/marketing-solutions/audience-segments';

  router.post(`${base}/create`, (req, res) => {
    const data = (req.body as Record<string, unknown> | undefined)?.data;
    if (!Array.isArray(data) || data.length === 0) {
      criteoError(res, 400, { type: 'validation', code: 'invalid-request', title: 'data must be a non-empty array' });
      return;
    }
    const created: unknown[] = [];
    const errors: unknown[] = [];
    data.forEach((item: unknown, index: number) => {
      const attributes = isRecord(item) && isRecord(item.attributes) ? item.attributes : {};
      const name = typeof attributes.name === 'string' ? attributes.name.trim() : '';
      const advertiserId = attributes.advertiserId === undefined ? '' : String(attributes.advertiserId);
      const fail = (code: string, title: string) =>
        errors.push({ traceIdentifier: randomUUID(), type: 'validation', code, instance: `@data/${index}`, title, detail: title });
      if (!name) return fail('name-must-not-be-empty', 'Segment name property must not be empty.');
      if (!advertiserId) return fail('advertiser-id-required', 'advertiserId is required.');
      if (!isRecord(attributes.contactList)) return fail('segment-type-required', 'Only contactList segments are supported.');
      for (const s of state.audiences.values()) {
        if (s.name === name && s.extra.advertiserId === advertiserId) return fail('name-must-be-unique', 'Segment name must be unique.');
      }
      const segment = state.createAudience(name, {
        advertiserId,
        description: typeof attributes.description === 'string' ? attributes.description : '',
      });
      res.locals.sim = { audienceId: segment.id };
      created.push({ id: segment.id, type: 'AudienceSegment' });
    });
    // Partial approval: 200 with the failed items in errors.
    res.json({ data: created, errors, warnings: [] });
  });

  router.post(`${base}/search`, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const attributes = isRecord(body.data) && isRecord(body.data.attributes) ? body.data.attributes : {};
    const advertiserIds = Array.isArray(attributes.advertiserIds) ? attributes.advertiserIds.map(String) : null;
    const segmentIds = Array.isArray(attributes.audienceSegmentIds) ? attributes.audienceSegmentIds.map(String) : null;
    const found = [...state.audiences.values()].filter(
      (s) => (!advertiserIds || advertiserIds.includes(String(s.extra.advertiserId))) && (!segmentIds || segmentIds.includes(s.id)),
    );
    const limit = Math.min(100, Math.max(1, Number(req.query.limit ?? 50) || 50)); // Criteo: default 50, at most 100
    const offset = Math.max(0, Number(req.query.offset ?? 0) || 0);
    res.json({
      meta: { totalItems: found.length, limit, offset },
      data: found.slice(offset, offset + limit).map(segmentJson),
      errors: [],
      warnings: [],
    });
  });

  router.patch(`${base}/:segmentId/contact-list`, (req: Request, res: Response) => {
    const segmentId = String(req.params.segmentId);
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    const data = (req.body as Record<string, unknown> | undefined)?.data;
    const attributes = isRecord(data) && isRecord(data.attributes) ? data.attributes : {};
    const identifiers = Array.isArray(attributes.identifiers) ? (attributes.identifiers as unknown[]) : [];
    res.locals.sim = { audienceId: segmentId, members: identifiers.length, idempotencyKey };
    const segment = state.getAudience(segmentId);
    if (!segment) {
      criteoError(res, 404, {
        type: 'not-found',
        code: 'segment-not-found',
        title: 'Segment is not found.',
        instance: `/audience-segments/${segmentId}`,
      });
      return;
    }
    if (!isRecord(data) || data.type !== 'ContactlistAmendment') {
      criteoError(res, 400, { type: 'validation', code: 'invalid-request', title: 'data.type must be ContactlistAmendment' });
      return;
    }
    const operation = attributes.operation;
    if (operation !== 'add' && operation !== 'remove') {
      criteoError(res, 400, { type: 'validation', code: 'invalid-operation', title: 'operation must be add or remove' });
      return;
    }
    // The definition's enum has been checked; GUM ids need the advertiser's caller id.
    const identifierType = typeof attributes.identifierType === 'string' ? attributes.identifierType : 'email';
    if (identifierType === 'gum' && typeof attributes.gumCallerId !== 'number') {
      criteoError(res, 400, { type: 'validation', code: 'invalid-request', title: 'gumCallerId is required for gum identifiers' });
      return;
    }
    if (identifiers.length === 0 || identifiers.length > CRITEO_MAX_IDENTIFIERS_PER_REQUEST) {
      criteoError(res, 400, {
        type: 'validation',
        code: 'invalid-identifiers',
        title: `identifiers must hold 1 to ${CRITEO_MAX_IDENTIFIERS_PER_REQUEST} values`,
      });
      return;
    }
    const { result } = state.once(idempotencyKey, () => {
      const valid: string[] = [];
      const invalid: string[] = [];
      for (const identifier of identifiers) {
        if (isCriteoIdentifier(identifierType, identifier)) valid.push(identifier as string);
        else invalid.push(String(identifier));
      }
      const applied = operation === 'add' ? state.addMembers(segment, valid) : state.removeMembers(segment, valid);
      invalid.push(...applied.rejected);
      return {
        data: {
          type: 'ContactlistAmendment',
          attributes: {
            contactListId: Number(segment.id),
            operation,
            requestDate: new Date(state.now()).toISOString(),
            identifierType,
            nbValidIdentifiers: applied.received,
            nbInvalidIdentifiers: invalid.length,
            sampleInvalidIdentifiers: invalid,
          },
        },
        errors: [],
        warnings: [],
      };
    });
    res.json(result);
  });

  router.post(`${base}/compute-sizes`, (req, res) => {
    const data = (req.body as Record<string, unknown> | undefined)?.data;
    const ids = Array.isArray(data) ? data.map((d: unknown) => (isRecord(d) ? String(d.id) : '')) : [];
    const sizes: unknown[] = [];
    const errors: unknown[] = [];
    for (const id of ids) {
      const segment = state.getAudience(id);
      const size = segment ? state.matchSizeOf(segment) : null;
      if (!segment) {
        errors.push({
          traceIdentifier: randomUUID(),
          type: 'not-found',
          code: 'segment-not-found',
          instance: `/audience-segments/${id}`,
          title: 'Segment is not found.',
          detail: `Segment ${id} is not found.`,
        });
      } else if (size === null) {
        errors.push({
          traceIdentifier: randomUUID(),
          type: 'availability',
          code: 'size-not-computed',
          instance: `/audience-segments/${id}`,
          title: 'The segment size is not computed yet.',
          detail: 'Contact lists are processed after upload; retry later.',
        });
      } else {
        sizes.push({ type: 'AudienceSegmentSize', id, attributes: { size } });
      }
    }
    if (ids.length === 1) res.locals.sim = { audienceId: ids[0] };
    res.json({ data: sizes, errors, warnings: [] });
  });

  return router;
}
