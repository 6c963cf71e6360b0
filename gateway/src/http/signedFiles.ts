import http from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream/promises';
import express, { type Router } from 'express';
import type { ServiceName } from '@inca/config';

/** Services whose signed file links the gateway forwards (each seals and checks its own links). */
const SIGNED_SERVICES: readonly ServiceName[] = ['campaign-management', 'audience-management', 'audience-images'];
const TOKEN = /^[A-Za-z0-9_-]{40,4096}$/;
/** x-total-count: how many rows a list file holds (lista_audiencias.xlsx), for the "N audiencias" toast. */
const FORWARDED_HEADERS = ['content-type', 'content-disposition', 'content-length', 'x-process-id', 'x-total-count'];
/** Request headers passed on to the service with an upload (its declared size lets the service refuse an oversized file early). */
const UPLOAD_HEADERS = ['content-type', 'content-length'];

/** Kept-alive connections to the services (a file link is one request; no new TCP handshake each time). */
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

const unavailable = {
  status: false,
  code: 'SERVICE_UNAVAILABLE',
  message: 'No se pudo obtener el archivo. Intente nuevamente en unos minutos.',
};

/**
 * The gateway's one file route, used by every download and upload of the platform.
 *
 * Short-lived signed file links (`GET|POST /signed-files/<service>/<token>`): a GraphQL mutation
 * asks the service for a link; the link itself carries the authorization (sealed by the service,
 * valid about two minutes, replayed there with the user's token), so the browser can download or
 * upload with a plain URL. Bodies stream both ways with back-pressure (Node streams piped end to
 * end: an upload is read from the browser only as fast as the service takes it, a download only as
 * fast as the browser reads it); nothing is buffered here. A user who leaves stops the service's
 * work too. The services' side is @inca/service-kit fileLinks. Documented in docs/architecture/campaigns.md.
 */
export function signedFileRoutes(serviceUrls: Record<ServiceName, string>): Router {
  const router = express.Router();
  router.all('/signed-files/:service/:token', async (req, res) => {
    const service = req.params.service as ServiceName;
    const token = req.params.token as string;
    if ((req.method !== 'GET' && req.method !== 'POST') || !SIGNED_SERVICES.includes(service) || !TOKEN.test(token)) {
      res.status(404).json({ status: false, code: 'NOT_FOUND', message: 'Ruta no encontrada.' });
      return;
    }
    const url = new URL(`${serviceUrls[service].replace(/\/+$/, '')}/${service}/files/${token}`);
    const headers: Record<string, string> = { accept: '*/*' };
    if (req.method === 'POST') {
      // Without a declared size the body goes chunked.
      for (const name of UPLOAD_HEADERS) {
        const value = req.header(name);
        if (value) headers[name] = value;
      }
    }
    const client = url.protocol === 'https:' ? https : http;
    const upstream = client.request(url, { method: req.method, headers, agent: agents[url.protocol as 'http:' | 'https:'] });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    try {
      const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
        upstream.once('response', resolve);
        upstream.once('error', reject);
      });
      if (req.method === 'POST') {
        // The service may answer (a refusal) before the whole body is sent: the send's own failure
        // then does not matter, the answer does.
        pipeline(req, upstream).catch(() => undefined);
      } else upstream.end();
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
  return router;
}
