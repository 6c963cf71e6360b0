import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { AuthError, bearerToken, type TokenVerifier } from '@inca/auth';
import { isDatabaseUnavailable, ping, type Pool } from '@inca/db';
import type { Identity, Role } from '@inca/domain';
import { HttpError, badRequest, forbidden, unauthorized } from './errors.ts';
import { installSpanishErrorMap } from './input.ts';
import { jsonBody } from './body.ts';
import { ServiceCallError } from '@inca/rest-client/http';

export * from './errors.ts';
export * from './input.ts';
export * from './runtime.ts';
export * from './http.ts';
export * from './directory.ts';
export * from './spool.ts';
export * from './handle.ts';
export * from './fileLinks.ts';
export * from './body.ts';

// Every service's zod messages are Spanish (users read them): installed once, on import.
installSpanishErrorMap();

/** Largest JSON body a service accepts, in bytes; larger ones are a 413. */
export const SERVICE_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

declare module 'express-serve-static-core' {
  interface Request {
    identity?: Identity;
  }
}

export type ServiceAppOptions = {
  name: string;
  pool: Pool;
  verifyToken: TokenVerifier;
  /** Adds the service's routes; every route registered here requires a valid user token. */
  routes: (router: express.Router) => void;
};

/**
 * The bones every REST service shares: JSON bodies, `/healthz`, the token wall, and one error
 * handler that turns coded errors into `{status:false, code, message}` with the right status.
 */
export function createServiceApp(options: ServiceAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // Answers go to the subgraphs, which never revalidate: no ETag hashed over every JSON answer.
  app.set('etag', false);
  // An API listener: nothing it answers may be rendered, framed, sniffed or kept as a page.
  app.use((_req, res, next) => {
    res.set({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    });
    next();
  });
  app.use(jsonBody(SERVICE_BODY_LIMIT_BYTES));

  app.get('/healthz', async (_req, res) => {
    const database = await ping(options.pool);
    // Which part is down, in the answer: the gateway's /healthz lists every part's.
    res.status(database ? 200 : 503).json({ service: options.name, ok: database, database, ...(database ? {} : { down: 'database' }) });
  });

  const router = express.Router();
  router.use(requireIdentity(options.verifyToken));
  options.routes(router);
  app.use(router);

  app.use((_req, res) => {
    res.status(404).json({ status: false, code: 'NOT_FOUND', message: 'Ruta no encontrada.' });
  });
  app.use(errorHandler(options.name));
  return app;
}

function requireIdentity(verify: TokenVerifier): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req.header('authorization'));
    if (!token) return next(unauthorized('Falta el token de usuario.'));
    try {
      req.identity = await verify(token);
      next();
    } catch (error) {
      next(error instanceof AuthError ? unauthorized() : error);
    }
  };
}

/** The JSON answer of an error, whatever raised it: a coded HttpError, a body-parser or HTTP error, a database data error, or a 500. */
export function errorAnswer(
  error: unknown,
): { status: number; body: { status: false; code: string; message: string; details?: unknown } } | undefined {
  if (error instanceof HttpError)
    return { status: error.status, body: { status: false, code: error.code, message: error.message, details: error.details } };
  // Another part of the platform did not answer: its Spanish message, 502 or 504 (a gateway's statuses).
  if (error instanceof ServiceCallError) return { status: error.status, body: { status: false, code: error.code, message: error.message } };
  const http = httpErrorAnswer(error);
  if (http) return http;
  // Last line of defence: a value PostgreSQL refuses as data (SQLSTATE class 22: a NUL byte, a date
  // that does not exist, a number out of range…) is the caller's mistake, never a 500.
  if (isDataException(error))
    return { status: 400, body: { status: false, code: 'BAD_USER_INPUT', message: 'Un valor enviado no es válido.' } };
  // The database is down, restarting or every connection is busy past its bound: fail fast, say so.
  if (isDatabaseUnavailable(error))
    return { status: 503, body: { status: false, code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE } };
  if (isDatabaseTimeout(error)) return { status: 503, body: { status: false, code: 'SERVICE_UNAVAILABLE', message: SERVICE_BUSY_MESSAGE } };
  return undefined;
}

function errorHandler(service: string) {
  return (error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const answer = errorAnswer(error);
    if (answer) {
      res.status(answer.status).json(answer.body);
      return;
    }
    // The caller went away and its work was cancelled (a warehouse job): no one to answer, nothing went wrong.
    if (error instanceof Error && error.name === 'AbortError' && (!res.socket || res.socket.destroyed)) return;
    console.error(`[${service}]`, error);
    res.status(500).json({ status: false, code: 'INTERNAL', message: 'Error interno del servicio.' });
  };
}

type HttpLikeError = { type?: unknown; status?: unknown; statusCode?: unknown; expose?: unknown };

/** Errors of the body parser and of Express itself (http-errors): 400 malformed JSON, 413 too large, 415 encoding; Spanish, no detail. */
export function httpErrorAnswer(error: unknown): { status: number; body: { status: false; code: string; message: string } } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as HttpLikeError;
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : undefined;
  if (e.type === 'entity.parse.failed')
    return { status: 400, body: { status: false, code: 'BAD_USER_INPUT', message: 'El cuerpo de la solicitud no es JSON válido.' } };
  if (e.type === 'entity.too.large' || status === 413) {
    return { status: 413, body: { status: false, code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' } };
  }
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported' || status === 415) {
    return {
      status: 415,
      body: { status: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'La codificación de la solicitud no es compatible.' },
    };
  }
  if (
    status !== undefined &&
    status >= 400 &&
    status < 500 &&
    (e.expose === true || typeof e.type === 'string' || error instanceof URIError)
  ) {
    return { status, body: { status: false, code: 'BAD_USER_INPUT', message: 'La solicitud no es válida.' } };
  }
  return undefined;
}

export const SERVICE_UNAVAILABLE_MESSAGE = 'El servicio no está disponible en este momento. Intente nuevamente en unos minutos.';
export const SERVICE_BUSY_MESSAGE = 'La operación tardó demasiado y fue cancelada. Intente nuevamente en unos minutos.';

/**
 * A statement, lock wait or idle transaction ended by its bound (57014 query_canceled, 55P03 lock_not_available,
 * 25P03 idle in transaction).
 */
export const isDatabaseTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ['57014', '55P03', '25P03'].includes(String((error as { code?: unknown }).code));

/** A PostgreSQL data exception (SQLSTATE class 22). */
export const isDataException = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'string' &&
  /^22[0-9A-Z]{3}$/.test((error as { code: string }).code);

/** The caller of an authenticated route (set by the token wall). */
export function caller(req: Request): Identity {
  if (!req.identity) throw unauthorized();
  return req.identity;
}

/** Refuses with 403 unless the caller holds one of the roles. */
export function requireRole(identity: Identity, ...roles: Role[]): void {
  if (!roles.some((role) => identity.roles.includes(role))) throw forbidden();
}

/** Validates input with zod; a failure is a 400 with the first Spanish message and nothing written. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw badRequest(
    first?.message ?? 'Datos inválidos.',
    result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  );
}

/** Wraps an async handler so its errors reach the error handler. */
export const route =
  (handler: (req: Request, res: Response) => Promise<unknown>): RequestHandler =>
  (req, res, next) => {
    handler(req, res).then(
      (body) => {
        if (!res.headersSent) res.json(body);
      },
      (error: unknown) => next(error),
    );
  };
