import type { Express, RequestHandler, Router } from 'express';
import { fileLinks, linkKey, openLink, sealLink, type FileLinks } from '@inca/service-kit';
import { BASE } from '../context.ts';

/**
 * The campaign area's signed file links: the platform's one file route (see @inca/service-kit
 * fileLinks). The paths below are the campaign files a link may name; the key is made once per
 * app from SECRETS_KEY, and the registry is this process's, shared by every app it builds.
 */
export { LINK_SECONDS } from '@inca/service-kit';
export { linkKey, openLink, sealLink };

/** Paths a link may name, by method: downloads are GET, uploads POST (raw body). */
const GET_PATHS = [
  '/campaigns/export-history-csv',
  '/campaigns/export-campaigns-csv',
  '/campaigns/export-campaigns-products-list-csv',
  '/campaigns/export-campaigns-history-csv',
  '/campaigns/download-process-json',
  '/campaigns/process-result',
  '/campaign-params/download',
  '/campaign-params/template',
  '/campaign-params/campaign-param-list-items',
];
const POST_PATHS = ['/campaign-params/upload', '/campaign-params/upload-list-items'];
const registered: { method: 'GET' | 'POST'; path: string }[] = [
  ...GET_PATHS.map((path) => ({ method: 'GET' as const, path: `${BASE}${path}` })),
  ...POST_PATHS.map((path) => ({ method: 'POST' as const, path: `${BASE}${path}` })),
];

/** Registers a file path (full path under /campaign-management) that links may name. */
export function registerFilePath(method: 'GET' | 'POST', path: string): void {
  registered.push({ method, path });
  for (const links of byKey.values()) links.register(method, path);
}

/** One set of links per key (an app), holding every registered path, registered before or after it was made. */
const byKey = new Map<Buffer, FileLinks>();
function linksOf(key: Buffer): FileLinks {
  let links = byKey.get(key);
  if (!links) {
    links = fileLinks('campaign-management', key);
    for (const { method, path } of registered) links.register(method, path);
    byKey.set(key, links);
  }
  return links;
}

export function fileLinkRoutes(router: Router, key: Buffer): void {
  linksOf(key).routes(router);
}

/** Answers signed links before the token wall by replaying them on their path with the sealed bearer. */
export function signedFileRoute(inner: Express, key: Buffer): RequestHandler {
  return linksOf(key).handler(inner);
}
