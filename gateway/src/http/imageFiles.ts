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
  const readUpload = express.raw({ type: () => true, limit: UPLOAD_LIMIT });
  /** Refuses before reading any body: a refused caller must not make the gateway buffer megabytes. */
  const refuse = (res: express.Response, status: number, code: string, message: string) => {
    res.set('connection', 'close').status(status).json({ code, message });
  };
  router.use(async (req, res, next) => {
    try {
      const path = req.path;
      const isRead = (req.method === 'GET' || req.method === 'HEAD') && READS.test(path);
      const isUpload = req.method === 'POST' && UPLOAD.test(path);
      if (!isRead && !isUpload) return refuse(res, 404, 'NOT_FOUND', 'Ruta no encontrada.');
      if (isUpload && req.header(UPLOAD_HEADER) !== '1') return refuse(res, 400, 'BAD_REQUEST', 'Falta el encabezado de carga.');
      const session = await sessions.resolve(req);
      if (!session) return refuse(res, 401, 'UNAUTHENTICATED', 'Sesión no válida o expirada.');
      if (isUpload)
        await new Promise<void>((resolve, reject) => readUpload(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
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
