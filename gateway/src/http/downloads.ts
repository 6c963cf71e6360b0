import http from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream/promises';
import express, { type Router } from 'express';
import type { ServiceName } from '@inca/config';
import type { SessionResolver } from '../auth/sessions.ts';

/**
 * File downloads through the gateway with the user's session (cookie or bearer), never as base64 in
 * GraphQL. Each path forwards its query string to one service route, with the user's internal token,
 * and streams the service's answer back unchanged (status, type, file name, row count): the service
 * applies its own authorization and filters. Documented in docs/architecture/audiences.md.
 *
 * The answer is piped as node:http streams over kept-alive connections (as the signed file links,
 * signedFiles.ts): fetch's web streams and Readable.fromWeb cost the gateway about 0.05 CPU s more
 * for the 7.6 MB of a 100,000-row lista_audiencias.xlsx (bench:audiences), a tenth of the export.
 *
 * - GET /downloads/lista_audiencias.xlsx → audience-management GET /audience-management/audiences/export
 */
export const DOWNLOADS: readonly { path: string; service: ServiceName; target: string }[] = [
  { path: '/downloads/lista_audiencias.xlsx', service: 'audience-management', target: '/audience-management/audiences/export' },
];

const FORWARDED_HEADERS = ['content-type', 'content-disposition', 'content-length', 'x-total-count'];

/** Kept-alive connections to the services (a download is one request; no new TCP handshake each time). */
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

const unavailable = {
  status: false,
  code: 'SERVICE_UNAVAILABLE',
  message: 'No se pudo obtener el archivo. Intente nuevamente en unos minutos.',
};

export function downloadRoutes(deps: { sessions: SessionResolver; serviceUrls: Record<ServiceName, string> }): Router {
  const router = express.Router();
  for (const download of DOWNLOADS) {
    router.get(download.path, async (req, res) => {
      let upstream: http.ClientRequest | undefined;
      // A user who leaves stops the service's read too (the service sees its request closed).
      res.on('close', () => {
        if (!res.writableFinished) upstream?.destroy();
      });
      try {
        const session = await deps.sessions.resolve(req);
        if (!session) {
          res.status(401).json({ status: false, code: 'UNAUTHENTICATED', message: 'Sesión no válida o expirada.' });
          return;
        }
        if (res.destroyed) return;
        const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
        const url = new URL(`${deps.serviceUrls[download.service].replace(/\/+$/, '')}${download.target}${query}`);
        const client = url.protocol === 'https:' ? https : http;
        upstream = client.request(url, {
          method: 'GET',
          headers: { authorization: `Bearer ${session.token}`, accept: '*/*' },
          agent: agents[url.protocol as 'http:' | 'https:'],
        });
        const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
          upstream!.once('response', resolve);
          upstream!.once('error', reject);
        });
        upstream.end();
        const answer = await answered;
        res.status(answer.statusCode ?? 502);
        for (const name of FORWARDED_HEADERS) {
          const value = answer.headers[name];
          if (typeof value === 'string') res.setHeader(name, value);
        }
        res.setHeader('cache-control', 'no-store');
        await pipeline(answer, res);
      } catch {
        if (res.headersSent) res.destroy();
        else if (res.destroyed || req.destroyed) res.end();
        else res.status(502).json(unavailable);
      }
    });
  }
  return router;
}
