import express, { type Router } from 'express';
import type { SessionResolver } from '../auth/sessions.ts';

/** The audience-images paths the browser may reach through the gateway, nothing else of that service. */
const FILE = '[0-9a-f-]{36}\\.(?:png|jpg|bmp)';
const READS = new RegExp(`^/audience-images/(?:image-view/[0-9]{3}/${FILE}|image-view/${FILE}|download/[0-9]{1,15}/${FILE})$`);
const UPLOAD = /^\/audience-images\/audience\/[0-9]{3}\/[0-9]{1,15}\/upload$/;
/** A little above the service's 5 MB limit, so the service answers with its own Spanish message. */
const UPLOAD_LIMIT = 6 * 1024 * 1024;
/** Upload needs this header: a custom header forces a CORS preflight, so another site cannot post. */
export const UPLOAD_HEADER = 'x-inca-upload';

/**
 * Image bytes pass through the gateway (`/files/audience-images/...`) to the audience-images service
 * with the user's session token, so the service's authorization decides what each user sees: no
 * image is ever reachable without a session, and GraphQL carries URLs, not base64.
 */
export function imageFiles(serviceUrl: string, sessions: SessionResolver, timeoutMs: number): Router {
  const router = express.Router();
  router.use(express.raw({ type: () => true, limit: UPLOAD_LIMIT }));
  router.use(async (req, res, next) => {
    try {
      const path = req.path;
      const isRead = (req.method === 'GET' || req.method === 'HEAD') && READS.test(path);
      const isUpload = req.method === 'POST' && UPLOAD.test(path);
      if (!isRead && !isUpload) {
        res.status(404).json({ code: 'NOT_FOUND', message: 'Ruta no encontrada.' });
        return;
      }
      if (isUpload && req.header(UPLOAD_HEADER) !== '1') {
        res.status(400).json({ code: 'BAD_REQUEST', message: 'Falta el encabezado de carga.' });
        return;
      }
      const session = await sessions.resolve(req);
      if (!session) {
        res.status(401).json({ code: 'UNAUTHENTICATED', message: 'Sesión no válida o expirada.' });
        return;
      }
      const target = new URL(path, serviceUrl);
      for (const [key, value] of Object.entries(req.query)) if (typeof value === 'string') target.searchParams.set(key, value);
      const upstream = await fetch(target, {
        method: req.method,
        headers: {
          authorization: `Bearer ${session.token}`,
          accept: req.header('accept') ?? '*/*',
          ...(isUpload ? { 'content-type': 'application/octet-stream' } : {}),
        },
        ...(isUpload ? { body: Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array() } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      res.status(upstream.status);
      for (const header of ['content-type', 'content-disposition', 'cache-control', 'content-length']) {
        const value = upstream.headers.get(header);
        if (value) res.setHeader(header, value);
      }
      res.end(Buffer.from(await upstream.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
