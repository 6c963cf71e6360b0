import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import {
  SIM_PLATFORMS,
  SimState,
  isSimPlatform,
  platformErrorBody,
  type PlatformSim,
  type SimPlatform,
  type SimRequestInfo,
} from './state.ts';
import { HEALTH_FAULT_KINDS, healthFault, isHealthFaultKind } from './health.ts';
import { readBody, redactBody, redactHeaders, redactQuery } from './record.ts';
import { strictRequests, type SimLocals } from './strict.ts';
import { routes as adobeRoutes } from './adobe/routes.ts';
import { routes as criteoRoutes } from './criteo/routes.ts';
import { routes as googleRoutes } from './google/routes.ts';
import { routes as metaRoutes } from './meta/routes.ts';
import { routes as salesforceRoutes } from './salesforce/routes.ts';
import { controlRoutes as talononeControl, routes as talononeRoutes } from './talonone/routes.ts';
import { routes as tiktokRoutes } from './tiktok/routes.ts';
import { mountImageSimulators } from './vertex/routes.ts';

/** Each platform's router, mounted at `/<platform>`. */
const ROUTERS: Record<SimPlatform, (state: PlatformSim) => Router> = {
  google: googleRoutes,
  meta: metaRoutes,
  tiktok: tiktokRoutes,
  criteo: criteoRoutes,
  salesforce: salesforceRoutes,
  talonone: talononeRoutes,
  adobe: adobeRoutes,
};

export type StartSimulatorsOptions = {
  /** 0 for an ephemeral port. */
  port: number;
  host?: string;
  /** Delay between the last change to an audience and its match size being reported (default 2000 ms). */
  matchDelayMs?: number;
  /** Share of members that match, in percent (default 60). */
  matchPercent?: number;
  /** Mount the `/__sim` control API (embedded and test mode only). */
  control?: boolean;
  /** Requests each platform keeps in its log, the last ones (default 500). */
  requestLogLimit?: number;
  /** Body characters each platform's log keeps (default 64 Mi). */
  requestLogBytes?: number;
};

export type RunningSimulators = {
  url: string;
  state: SimState;
  close(): Promise<void>;
};

/**
 * Records the request whole (method, path, query, redacted headers, body) in the platform's log once answered;
 * routes describe it further through `res.locals.sim`, the strict check adds what the definition found wrong.
 */
function requestLog(sim: PlatformSim) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const at = new Date(sim.now()).toISOString();
    const locals = res.locals as SimLocals;
    try {
      locals.simBody = await readBody(req);
    } catch (error) {
      next(error);
      return;
    }
    const query = redactQuery(req.query as Record<string, unknown>);
    const headers = redactHeaders(req.headers);
    const body = redactBody(locals.simBody);
    res.on('finish', () => {
      const info = (res.locals.sim ?? {}) as SimRequestInfo;
      sim.log({
        at,
        method: req.method,
        path: req.originalUrl.split('?')[0] ?? req.originalUrl,
        query,
        headers,
        body,
        audienceId: info.audienceId ?? null,
        members: info.members ?? 0,
        idempotencyKey: info.idempotencyKey ?? null,
        status: res.statusCode,
        violations: locals.simViolations ?? [],
      });
    });
    next();
  };
}

/** Answers with the configured fault (in the platform's own error shape) or holds the request for `delayMs`. */
function faults(sim: PlatformSim) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const fault = sim.takeFault();
    if (!fault) return next();
    if (fault.status) {
      if (fault.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(fault.retryAfterSeconds));
      res.status(fault.status).json(platformErrorBody(sim.platform, fault.status, fault.message));
      return;
    }
    const timer = setTimeout(next, fault.delayMs ?? 0);
    res.on('close', () => clearTimeout(timer));
  };
}

function controlApi(state: SimState): Router {
  const router = express.Router();
  router.post('/faults', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (!isSimPlatform(body.platform)) {
      res.status(400).json({ error: `platform must be one of ${SIM_PLATFORMS.join(', ')}` });
      return;
    }
    const sim = state.get(body.platform);
    let configured = false;
    // A broken account (§4 health kinds): the platform's own status and message (see health.ts).
    if (body.health !== undefined) {
      const count = body.count === undefined ? 1 : Number(body.count);
      if (!isHealthFaultKind(body.health) || !Number.isInteger(count) || count < 1) {
        res.status(400).json({ error: `health must be one of ${HEALTH_FAULT_KINDS.join(', ')} (count a positive integer)` });
        return;
      }
      sim.fault = { count, ...healthFault(body.platform, body.health) };
      res.status(204).end();
      return;
    }
    if (body.rejectRate !== undefined) {
      const rate = Number(body.rejectRate);
      if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
        res.status(400).json({ error: 'rejectRate must be a number between 0 and 1' });
        return;
      }
      sim.rejectRate = rate;
      configured = true;
    }
    if (body.status !== undefined || body.delayMs !== undefined) {
      const status = body.status === undefined ? undefined : Number(body.status);
      const delayMs = body.delayMs === undefined ? undefined : Number(body.delayMs);
      const count = body.count === undefined ? 1 : Number(body.count);
      if (status !== undefined && (!Number.isInteger(status) || status < 400 || status > 599)) {
        res.status(400).json({ error: 'status must be an HTTP error status (400-599)' });
        return;
      }
      if (delayMs !== undefined && (!Number.isFinite(delayMs) || delayMs < 0)) {
        res.status(400).json({ error: 'delayMs must be a non-negative number' });
        return;
      }
      if (!Number.isInteger(count) || count < 1) {
        res.status(400).json({ error: 'count must be a positive integer' });
        return;
      }
      const retryAfter = body.retryAfterSeconds === undefined ? undefined : Number(body.retryAfterSeconds);
      sim.fault = {
        count,
        ...(status !== undefined ? { status } : {}),
        ...(typeof body.message === 'string' && body.message.trim() ? { message: body.message.slice(0, 500) } : {}),
        ...(delayMs !== undefined ? { delayMs } : {}),
        ...(retryAfter !== undefined && Number.isFinite(retryAfter) ? { retryAfterSeconds: retryAfter } : {}),
      };
      configured = true;
    }
    if (!configured) {
      res.status(400).json({ error: 'give status (with count, retryAfterSeconds, message), delayMs, rejectRate or health' });
      return;
    }
    res.status(204).end();
  });
  router.delete('/faults', (req, res) => {
    const platform = req.query.platform;
    if (isSimPlatform(platform)) state.get(platform).clearFaults();
    else state.clearFaults();
    res.status(204).end();
  });
  router.post('/reset', (_req, res) => {
    state.reset();
    res.status(204).end();
  });
  router.get('/:platform/audiences', (req, res) => {
    const platform = req.params.platform;
    if (!isSimPlatform(platform)) {
      res.status(404).json({ error: 'unknown platform' });
      return;
    }
    res.json(state.get(platform).listAudiences());
  });
  router.get('/:platform/requests', (req, res) => {
    const platform = req.params.platform;
    if (!isSimPlatform(platform)) {
      res.status(404).json({ error: 'unknown platform' });
      return;
    }
    res.json(state.get(platform).requests);
  });
  router.delete('/:platform/requests', (req, res) => {
    const platform = req.params.platform;
    if (!isSimPlatform(platform)) {
      res.status(404).json({ error: 'unknown platform' });
      return;
    }
    state.get(platform).clearRequests();
    res.status(204).end();
  });
  return router;
}

/** The express app with every simulator (and the control API when `control`). */
export function createSimulatorApp(state: SimState, control = true): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // An API listener: nothing it answers may be rendered, framed or sniffed as a page.
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.set({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    });
    next();
  });
  app.use(express.json({ limit: '100mb' }));
  app.use(express.urlencoded({ extended: true, limit: '100mb' }));
  // Every other body (multipart uploads, files) as bytes, so it can be recorded and checked before the route reads it.
  app.use(express.raw({ type: (req) => !/json|x-www-form-urlencoded/i.test(String(req.headers['content-type'] ?? '')), limit: '256mb' }));
  mountImageSimulators(app, control);
  if (control) app.use('/__sim/talonone', talononeControl(state.get('talonone')));
  if (control) app.use('/__sim', controlApi(state));
  for (const platform of SIM_PLATFORMS) {
    const build = ROUTERS[platform];
    const sim = state.get(platform);
    app.use(`/${platform}`, requestLog(sim), faults(sim), strictRequests(platform), build(sim));
    app.use(`/${platform}`, (_req: Request, res: Response) => {
      res.status(404).json(platformErrorBody(platform, 404, 'Unknown path'));
    });
  }
  // Any other path: JSON, never Express's HTML page.
  app.use((_req: Request, res: Response) => {
    res.status(404).json({ error: 'Ruta no encontrada.' });
  });
  // Malformed JSON and other errors, answered in the platform's shape when the path names one; the body
  // parser's own words (which quote the body) and any other library text are never repeated.
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const first = req.path.split('/')[1];
    const status = typeof (err as { status?: unknown }).status === 'number' ? (err as { status: number }).status : 500;
    const type = (err as { type?: unknown }).type;
    const message =
      type === 'entity.parse.failed'
        ? 'El cuerpo de la solicitud no es JSON válido.'
        : type === 'entity.too.large'
          ? 'La solicitud es demasiado grande.'
          : status < 500 && err instanceof Error && !type
            ? err.message
            : status < 500
              ? 'La solicitud no es válida.'
              : 'Error interno del simulador.';
    if (isSimPlatform(first)) res.status(status).json(platformErrorBody(first, status, message));
    else res.status(status).json({ error: message });
  });
  return app;
}

export async function startSimulators(options: StartSimulatorsOptions): Promise<RunningSimulators> {
  const { port, host = '127.0.0.1', matchDelayMs, matchPercent, control = true, requestLogLimit, requestLogBytes } = options;
  const state = new SimState({
    ...(matchDelayMs !== undefined ? { matchDelayMs } : {}),
    ...(matchPercent !== undefined ? { matchPercent } : {}),
    ...(requestLogLimit !== undefined ? { requestLogLimit } : {}),
    ...(requestLogBytes !== undefined ? { requestLogBytes } : {}),
  });
  const app = createSimulatorApp(state, control);
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(port, host, (err?: Error) => (err ? reject(err) : resolve(s)));
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host}:${address.port}`;
  return {
    url,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
