import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { AuthError, bearerToken, type TokenVerifier } from '@inca/auth';
import { ping, type Pool } from '@inca/db';
import type { Identity, Role } from '@inca/domain';
import { HttpError, badRequest, forbidden, unauthorized } from './errors.ts';

export * from './errors.ts';
export * from './runtime.ts';
export * from './http.ts';
export * from './directory.ts';

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
  app.use(express.json({ limit: '2mb' }));

  app.get('/healthz', async (_req, res) => {
    const database = await ping(options.pool);
    res.status(database ? 200 : 503).json({ service: options.name, ok: database, database });
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

function errorHandler(service: string) {
  return (error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof HttpError) {
      res.status(error.status).json({ status: false, code: error.code, message: error.message, details: error.details });
      return;
    }
    if (isBodyParseError(error)) {
      res.status(400).json({ status: false, code: 'BAD_USER_INPUT', message: 'El cuerpo de la solicitud no es JSON válido.' });
      return;
    }
    console.error(`[${service}]`, error);
    res.status(500).json({ status: false, code: 'INTERNAL', message: 'Error interno del servicio.' });
  };
}

const isBodyParseError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { type?: string }).type === 'entity.parse.failed';

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
  throw badRequest(first?.message ?? 'Datos inválidos.', result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
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


/** A three-digit company code. */
export const companyCodeSchema = z.string({ message: 'Debe indicar el código de empresa.' }).regex(/^[0-9]{3}$/, 'Código de empresa inválido.');

const splitList = (value: string | undefined) => [...new Set((value ?? '').split(',').map((x) => x.trim()).filter(Boolean))];

/** An optional comma-separated query parameter as a list of distinct valid items (at most 200). */
export function csvQuery<T extends z.ZodType>(item: T) {
  return z
    .string()
    .optional()
    .transform((v) => (v ? splitList(v) : undefined))
    .pipe(z.array(item).max(200).optional() as unknown as z.ZodType<z.output<T>[] | undefined, string[] | undefined>);
}

/** A required comma-separated query parameter: at least one item, at most `max`. */
export function requiredCsvQuery<T extends z.ZodType>(item: T, missing: string, max = 200) {
  return z
    .string({ message: missing })
    .transform(splitList)
    .pipe(z.array(item).min(1, missing).max(max) as unknown as z.ZodType<z.output<T>[], string[]>);
}
