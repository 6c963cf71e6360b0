import express, { type Request, type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import { bearerToken } from '@inca/auth';
import { openText, purposeKey, seal } from '@inca/crypto';
import { badRequest, unauthorized } from './errors.ts';
import { parseInput, route } from './index.ts';

/**
 * Short-lived signed file links, the one way files move between the browser and a service (every
 * download and upload): the browser never holds a bearer token, and files never travel base64
 * inside GraphQL.
 *
 * 1. A subgraph mutation asks `POST /<service>/files/link` (with the user's token) for a link to
 *    one of the service's own file paths (registered with `register`) with its query.
 * 2. The answer is `/signed-files/<service>/<token>`, valid LINK_SECONDS: the token is the path,
 *    query, method, the caller's bearer token and the expiry, sealed (@inca/crypto) with the file
 *    links' key derived from SECRETS_KEY (random per process when unset: links then work only on
 *    the process that issued them).
 * 3. The gateway forwards `GET|POST /signed-files/<service>/<token>` to the service's
 *    `/<service>/files/<token>`, which opens the seal and replays the request on the named path
 *    with the sealed bearer: every authorization rule of that path applies as if the user had
 *    called it, and an ended session fails as everywhere.
 */
export const LINK_SECONDS = 120;

export type LinkMethod = 'GET' | 'POST';
export type LinkClaims = { m: LinkMethod; p: string; q: Record<string, string>; b: string; e: number };

/** The links' key: derived from the installation's key (SECRETS_KEY), or random for this process when none is set. */
export const linkKey = (installationKey: Buffer | undefined): Buffer => purposeKey(installationKey, 'file-links');

export function sealLink(key: Buffer, claims: LinkClaims): string {
  return seal(key, JSON.stringify(claims));
}

export function openLink(key: Buffer, token: string): LinkClaims | undefined {
  const text = openText(key, token);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as LinkClaims;
  } catch {
    return undefined;
  }
}

const linkBody = z.object({
  method: z.enum(['GET', 'POST']).default('GET'),
  path: z.string().max(200),
  query: z.record(z.string().max(60), z.string().max(2_000)).default({}),
});

const GONE = { status: false, code: 'GONE', message: 'El enlace del archivo expiró o no es válido. Vuelva a solicitar el archivo.' };

export type FileLinks = {
  /** Registers a file path (full path, e.g. `/audience-management/audiences/export`, or a pattern of them) that links may name. */
  register: (method: LinkMethod, path: string | RegExp) => void;
  /** `POST /<service>/files/link`, behind the service's token wall. */
  routes: (router: Router) => void;
  /** Answers signed links (passing anything else on) by replaying them on `inner`, the service's app with its token wall. */
  handler: (inner: express.Express) => RequestHandler;
  /** The service's app with signed links answered first (they carry their own authorization, so they pass the token wall with the sealed bearer). */
  serve: (inner: express.Express) => express.Express;
};

/** One service's signed file links: `service` is its name and path prefix (`audience-management`). */
export function fileLinks(service: string, key: Buffer): FileLinks {
  const exact = { GET: new Set<string>(), POST: new Set<string>() };
  const patterns: Record<LinkMethod, RegExp[]> = { GET: [], POST: [] };
  const allowed = (method: LinkMethod, path: string) => exact[method].has(path) || patterns[method].some((p) => p.test(path));
  const linkPath = new RegExp(`^/${service}/files/([A-Za-z0-9_-]{40,})$`);

  const answerSigned: (inner: express.Express) => RequestHandler = (inner) => (req: Request, res, next) => {
    const match = linkPath.exec(req.path);
    if (!match || (req.method !== 'GET' && req.method !== 'POST')) return next();
    const claims = openLink(key, match[1]!);
    if (!claims || claims.e < Date.now() || claims.m !== req.method || !allowed(claims.m, claims.p)) {
      res.status(410).json(GONE);
      return;
    }
    req.headers.authorization = `Bearer ${claims.b}`;
    const query = new URLSearchParams(claims.q).toString();
    req.url = query ? `${claims.p}?${query}` : claims.p;
    inner(req, res, next);
  };

  return {
    register: (method, path) => {
      if (typeof path === 'string') exact[method].add(path);
      else patterns[method].push(path);
    },
    routes: (router) => {
      router.post(
        `/${service}/files/link`,
        route(async (req) => {
          const body = parseInput(linkBody, req.body);
          if (!allowed(body.method, body.path)) throw badRequest('El archivo solicitado no existe.');
          const bearer = bearerToken(req.header('authorization'));
          if (!bearer) throw unauthorized();
          const expires = Date.now() + LINK_SECONDS * 1000;
          const token = sealLink(key, { m: body.method, p: body.path, q: body.query, b: bearer, e: expires });
          return {
            status: true,
            data: { url: `/signed-files/${service}/${token}`, expires_at: new Date(expires).toISOString(), method: body.method },
          };
        }),
      );
    },
    handler: answerSigned,
    serve: (inner) => {
      const app = express();
      app.disable('x-powered-by');
      app.use(answerSigned(inner));
      app.use(inner);
      return app;
    },
  };
}
