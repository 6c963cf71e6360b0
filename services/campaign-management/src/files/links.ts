import type { Express, Request, RequestHandler, Router } from 'express';
import { z } from 'zod';
import { bearerToken } from '@inca/auth';
import { openText, purposeKey, seal } from '@inca/crypto';
import { badRequest, parseInput, route, unauthorized } from '@inca/service-kit';
import { BASE } from '../context.ts';

/**
 * Short-lived signed file links (downloads and uploads) served through the gateway: the browser
 * never holds a bearer token, and files never travel base64 inside GraphQL.
 *
 * 1. A subgraph mutation asks `POST /campaign-management/files/link` (with the user's token) for a
 *    link to one of the service's own file paths (the registry below) with its query.
 * 2. The answer is `/signed-files/campaign-management/<token>`, valid LINK_SECONDS: the token is the
 *    path, query, method, the caller's bearer token and the expiry, sealed (@inca/crypto) with the
 *    file links' key derived from SECRETS_KEY (random per process when unset: links then work only
 *    on the process that issued them).
 * 3. The gateway forwards `GET|POST /signed-files/campaign-management/<token>` to the service's
 *    `/campaign-management/files/<token>`, which opens the seal and replays the request on the
 *    named path with the sealed bearer: every authorization rule of that path applies as if the
 *    user had called it, and a revoked session fails as everywhere.
 */
export const LINK_SECONDS = 120;

/** Paths a link may name, by method: downloads are GET, uploads POST (raw body). */
const FILE_PATHS = { GET: new Set<string>(), POST: new Set<string>() };

/** Registers a file path (full path under /campaign-management) that links may name. */
export function registerFilePath(method: 'GET' | 'POST', path: string): void {
  FILE_PATHS[method].add(path);
}

for (const path of [
  '/campaigns/export-history-csv',
  '/campaigns/export-campaigns-csv',
  '/campaigns/export-campaigns-products-list-csv',
  '/campaigns/export-campaigns-history-csv',
  '/campaigns/download-process-json',
  '/campaigns/process-result',
  '/campaign-params/download',
  '/campaign-params/template',
  '/campaign-params/campaign-param-list-items',
]) {
  registerFilePath('GET', `${BASE}${path}`);
}
registerFilePath('POST', `${BASE}/campaign-params/upload`);
registerFilePath('POST', `${BASE}/campaign-params/upload-list-items`);

type Claims = { m: 'GET' | 'POST'; p: string; q: Record<string, string>; b: string; e: number };

/** The links' key: derived from the installation's key (SECRETS_KEY), or random for this app when none is set. */
export const linkKey = (installationKey: Buffer | undefined): Buffer => purposeKey(installationKey, 'file-links');

export function sealLink(key: Buffer, claims: Claims): string {
  return seal(key, JSON.stringify(claims));
}

export function openLink(key: Buffer, token: string): Claims | undefined {
  const text = openText(key, token);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as Claims;
  } catch {
    return undefined;
  }
}

const linkBody = z.object({
  method: z.enum(['GET', 'POST']).default('GET'),
  path: z.string().max(200),
  query: z.record(z.string().max(60), z.string().max(2_000)).default({}),
});

export function fileLinkRoutes(router: Router, key: Buffer): void {
  router.post(
    `${BASE}/files/link`,
    route(async (req) => {
      const body = parseInput(linkBody, req.body);
      if (!FILE_PATHS[body.method].has(body.path)) throw badRequest('El archivo solicitado no existe.');
      const bearer = bearerToken(req.header('authorization'));
      if (!bearer) throw unauthorized();
      const expires = Date.now() + LINK_SECONDS * 1000;
      const token = sealLink(key, { m: body.method, p: body.path, q: body.query, b: bearer, e: expires });
      return {
        status: true,
        data: { url: `/signed-files/campaign-management/${token}`, expires_at: new Date(expires).toISOString(), method: body.method },
      };
    }),
  );
}

const LINK_PATH = new RegExp(`^${BASE}/files/([A-Za-z0-9_-]{40,})$`);

/** Answers signed links before the token wall by replaying them on their path with the sealed bearer. */
export function signedFileRoute(inner: Express, key: Buffer): RequestHandler {
  return (req: Request, res, next) => {
    const match = LINK_PATH.exec(req.path);
    if (!match || (req.method !== 'GET' && req.method !== 'POST')) return next();
    const claims = openLink(key, match[1]!);
    if (!claims || claims.e < Date.now() || claims.m !== req.method || !FILE_PATHS[claims.m].has(claims.p)) {
      res
        .status(410)
        .json({ status: false, code: 'GONE', message: 'El enlace del archivo expiró o no es válido. Vuelva a solicitar el archivo.' });
      return;
    }
    req.headers.authorization = `Bearer ${claims.b}`;
    const query = new URLSearchParams(claims.q).toString();
    req.url = query ? `${claims.p}?${query}` : claims.p;
    inner(req, res, next);
  };
}
