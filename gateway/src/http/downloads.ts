import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Router } from 'express';
import type { ServiceName } from '@inca/config';
import type { SessionResolver } from '../auth/sessions.ts';

/**
 * File downloads through the gateway with the user's session (cookie or bearer), never as base64 in
 * GraphQL. Each path forwards its query string to one service route, with the user's internal token,
 * and streams the service's answer back unchanged (status, type, file name, row count): the service
 * applies its own authorization and filters. Documented in docs/architecture.md.
 *
 * - GET /downloads/lista_audiencias.xlsx → audience-management GET /audience-management/audiences/export
 */
export const DOWNLOADS: readonly { path: string; service: ServiceName; target: string }[] = [
  { path: '/downloads/lista_audiencias.xlsx', service: 'audience-management', target: '/audience-management/audiences/export' },
];

const FORWARDED_HEADERS = ['content-type', 'content-disposition', 'content-length', 'x-total-count'];

export function downloadRoutes(deps: { sessions: SessionResolver; serviceUrls: Record<ServiceName, string> }): Router {
  const router = express.Router();
  for (const download of DOWNLOADS) {
    router.get(download.path, async (req, res) => {
      try {
        const session = await deps.sessions.resolve(req);
        if (!session) {
          res.status(401).json({ status: false, code: 'UNAUTHENTICATED', message: 'Sesión no válida o expirada.' });
          return;
        }
        const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
        // A user who leaves stops the service's read too.
        const abort = new AbortController();
        res.on('close', () => abort.abort());
        const upstream = await fetch(`${deps.serviceUrls[download.service].replace(/\/+$/, '')}${download.target}${query}`, {
          headers: { authorization: `Bearer ${session.token}`, accept: '*/*' },
          signal: abort.signal,
        });
        res.status(upstream.status);
        for (const name of FORWARDED_HEADERS) {
          const value = upstream.headers.get(name);
          if (value) res.setHeader(name, value);
        }
        res.setHeader('cache-control', 'no-store');
        if (!upstream.body) {
          res.end();
          return;
        }
        await pipeline(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream), res);
      } catch (error) {
        if (res.headersSent) res.destroy();
        else if ((error as { name?: string }).name === 'AbortError') res.end();
        else res.status(502).json({ status: false, code: 'SERVICE_UNAVAILABLE', message: 'No se pudo obtener el archivo. Intente nuevamente en unos minutos.' });
      }
    });
  }
  return router;
}
