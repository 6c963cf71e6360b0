/**
 * Strict simulators: each request is checked against the platform's vendored official definition
 * (@inca/platforms/definitions) before the simulator handles it, and a request the definition does not allow is
 * refused the way that platform refuses it (its status and error body). A simulator never accepts what the platform
 * refuses. Header problems are left to the routes' own auth checks, which answer them as the platform does (401/403),
 * and so is a request with no credentials at all: platforms authenticate before they validate.
 */
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { checkRequest, definedOperations, hasDefinitions, type RecordedBody, type Violation } from '@inca/platforms/definitions';
import { platformErrorBody, type SimPlatform } from './state.ts';

/** What the request log and the strict check share about one request (on `res.locals`). */
export type SimLocals = { simBody?: RecordedBody; simViolations?: Violation[] };

/** Operations that are OAuth token endpoints: refused with an OAuth error body, as token servers do. */
const TOKEN_OPERATIONS = new Set(['oauth2Token', 'imsTokenV3', 'accessToken']);

function refuse(platform: SimPlatform, operationId: string | null, violations: Violation[], res: Response): void {
  const first = violations[0]!;
  const text = violations.map((v) => v.message).join('; ');
  if (operationId === null) {
    // Criteo's paths are versioned: a version without a vendored definition is one the simulator does not speak.
    const version = /^\/(\d{4}-\d{2}|preview)\//.exec(first.field)?.[1];
    if (platform === 'criteo' && version && !definedOperations('criteo').some((o) => o.path.startsWith(`/${version}/`))) {
      res.status(404).json(
        platformErrorBody(
          'criteo',
          404,
          `API version ${version} is not supported by this simulator (its definition is ${definedOperations('criteo')
            .find((o) => /^\/\d{4}-\d{2}\//.test(o.path))
            ?.path.slice(1, 8)})`,
        ),
      );
      return;
    }
    res.status(404).json(platformErrorBody(platform, 404, first.message));
    return;
  }
  if (TOKEN_OPERATIONS.has(operationId)) {
    res.status(400).json({ error: 'invalid_request', error_description: text });
    return;
  }
  switch (platform) {
    case 'tiktok':
      // TikTok answers a bad request with HTTP 200 and code 40002 (invalid parameters).
      res.status(200).json({ code: 40002, message: text, request_id: randomUUID().replaceAll('-', ''), data: {} });
      return;
    case 'criteo':
      res.status(400).json({
        errors: violations.map((v) => ({
          traceIdentifier: randomUUID(),
          type: 'validation',
          code: 'invalid-request',
          instance: v.in === 'body' ? `@body${v.field === '/' ? '' : v.field}` : `@${v.in}.${v.field}`,
          title: 'The request is invalid',
          detail: v.message,
        })),
        warnings: [],
      });
      return;
    case 'talonone':
      res.status(400).json({
        message: 'Request validation failed',
        errors: violations.map((v) => ({
          title: 'Request validation failed',
          details: v.message,
          source: v.in === 'body' ? { pointer: v.field } : { parameter: v.field },
        })),
        StatusCode: 400,
      });
      return;
    default:
      res.status(400).json(platformErrorBody(platform, 400, text));
  }
}

/** The strict check of a platform with vendored definitions (a no-op for the others). */
export function strictRequests(platform: SimPlatform) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasDefinitions(platform)) return next();
    const locals = res.locals as SimLocals;
    const check = checkRequest(platform, {
      method: req.method,
      path: req.path,
      query: req.query as Record<string, unknown>,
      headers: req.headers,
      body: locals.simBody ?? { kind: 'none' },
    });
    locals.simViolations = check.violations;
    const credentials = req.get('authorization') ?? req.get('access-token') ?? req.get('x-api-key');
    if (!credentials && !TOKEN_OPERATIONS.has(check.operationId ?? '') && check.operationId !== null) return next();
    const refused = check.violations.filter((v) => v.in !== 'header');
    if (refused.length === 0) return next();
    refuse(platform, check.operationId, refused, res);
  };
}
