import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Router } from 'express';
import type { ServiceName } from '@inca/config';

/** Services whose signed file links the gateway forwards (each seals and checks its own links). */
const SIGNED_SERVICES: readonly ServiceName[] = ['campaign-management'];
const TOKEN = /^[A-Za-z0-9_-]{40,4096}$/;
const FORWARDED_HEADERS = ['content-type', 'content-disposition', 'content-length', 'x-process-id'];

/**
 * Short-lived signed file links (`GET|POST /signed-files/<service>/<token>`): a GraphQL mutation
 * asks the service for a link; the link itself carries the authorization (sealed by the service,
 * valid about two minutes, replayed there with the user's token), so the browser can download or
 * upload with a plain URL. Bodies stream both ways; nothing is buffered here. Documented in
 * docs/architecture.md ("Campaigns").
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
    try {
      const abort = new AbortController();
      res.on('close', () => abort.abort());
      const type = req.header('content-type');
      const upstream = await fetch(`${serviceUrls[service].replace(/\/+$/, '')}/${service}/files/${token}`, {
        method: req.method,
        headers: { accept: '*/*', ...(type ? { 'content-type': type } : {}) },
        ...(req.method === 'POST' ? { body: Readable.toWeb(req) as unknown as ReadableStream, duplex: 'half' } : {}),
        signal: abort.signal,
      } as RequestInit);
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
  return router;
}
