import express, { type Router } from 'express';
import type { SessionResolver } from '../auth/sessions.ts';

/** The audience-images paths the browser may reach through the gateway, nothing else of that service. */
const FILE = '[0-9a-f-]{36}\\.(?:png|jpg|bmp)';
const READS = new RegExp(`^/audience-images/(?:image-view/[0-9]{3}/${FILE}|image-view/${FILE}|download/[0-9]{1,15}/${FILE})$`);

/**
 * Image bytes on screen (`<img src>`, the designer's canvas) pass through the gateway
 * (`/files/audience-images/...`) to the audience-images service with the user's session token, so
 * the service's authorization decides what each user sees: no image is ever reachable without a
 * session, and GraphQL carries URLs, not base64. Read only: uploads go through signed links
 * (signedFiles.ts), as every other file.
 */
export function imageFiles(serviceUrl: string, sessions: SessionResolver, timeoutMs: number): Router {
  const router = express.Router();
  /** Refuses before reading any body: a refused caller must not make the gateway buffer megabytes. */
  const refuse = (res: express.Response, status: number, code: string, message: string) => {
    res.set('connection', 'close').status(status).json({ code, message });
  };
  router.use(async (req, res, next) => {
    try {
      const path = req.path;
      const isRead = (req.method === 'GET' || req.method === 'HEAD') && READS.test(path);
      if (!isRead) return refuse(res, 404, 'NOT_FOUND', 'Ruta no encontrada.');
      const session = await sessions.resolve(req);
      if (!session) return refuse(res, 401, 'UNAUTHENTICATED', 'Sesión no válida o expirada.');
      const target = new URL(path, serviceUrl);
      for (const [key, value] of Object.entries(req.query)) if (typeof value === 'string') target.searchParams.set(key, value);
      const upstream = await fetch(target, {
        method: req.method,
        headers: { authorization: `Bearer ${session.token}`, accept: req.header('accept') ?? '*/*' },
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
