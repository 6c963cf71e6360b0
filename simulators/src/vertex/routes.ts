/**
 * Image generation simulators: Google Vertex AI Imagen (mounted at `/vertex`, standing for
 * https://{location}-aiplatform.googleapis.com) and an OpenAI-compatible images endpoint (mounted at
 * `/openai`, standing for https://api.openai.com).
 *
 * Real paths and payloads:
 * - `POST /vertex/v1/projects/{project}/locations/{location}/publishers/google/models/{model}:predict`
 *   with `Authorization: Bearer <access token>` and `{instances: [{prompt}], parameters: {sampleCount, aspectRatio, …}}`;
 *   answers `{predictions: [{bytesBase64Encoded, mimeType: 'image/png'}]}` (1:1 is 1024×1024). Errors in
 *   Google's shape `{error: {code, message, status}}`: 401 UNAUTHENTICATED, 400 INVALID_ARGUMENT (bad
 *   sampleCount or aspect ratio, a prompt with sensitive words), 404 NOT_FOUND (unknown model).
 * - `POST /openai/v1/images/generations` with `Authorization: Bearer <key>` and `{model, prompt, n, size,
 *   response_format: 'b64_json'}`; answers `{created, data: [{b64_json}]}`. Errors in OpenAI's shape
 *   `{error: {message, type, param, code}}`.
 *
 * Control (embedded and test mode, beside the platforms' `/__sim`): `POST /__sim/faults` with
 * `platform: 'vertex' | 'openai'` and `status` (and `count`) or `delayMs`; `DELETE /__sim/faults?platform=`;
 * `GET /__sim/vertex/requests` and `GET /__sim/openai/requests` list what was asked; `POST /__sim/reset`
 * clears both.
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { isTokenAccepted } from '../state.ts';
import { drawPng } from './draw.ts';

export const IMAGE_SIMS = ['vertex', 'openai'] as const;
export type ImageSimName = (typeof IMAGE_SIMS)[number];

/** Words the simulated safety filter refuses (Imagen answers 400 for such prompts). */
const SENSITIVE = /\b(sangre|gore|desnud[oa]s?|nude|violencia|violence|arma[s]?|weapon[s]?)\b/i;

export type ImageSimRequest = { at: string; path: string; prompt: string; count: number; status: number };

type Fault = { status?: number; delayMs?: number; count: number };

/** The state of one image simulator: its fault and the requests it answered. */
export class ImageSim {
  fault: Fault | undefined;
  readonly requests: ImageSimRequest[] = [];

  constructor(readonly name: ImageSimName) {}

  takeFault(): Fault | undefined {
    const fault = this.fault;
    if (!fault) return undefined;
    fault.count -= 1;
    if (fault.count <= 0) this.fault = undefined;
    return fault;
  }

  reset(): void {
    this.fault = undefined;
    this.requests.length = 0;
  }
}

const GOOGLE_STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

function googleError(res: Response, status: number, message: string): void {
  res.status(status).json({ error: { code: status, message, status: GOOGLE_STATUS[status] ?? 'UNKNOWN' } });
}

function openAiError(res: Response, status: number, message: string, code: string | null = null, param: string | null = null): void {
  const type = status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'server_error' : 'invalid_request_error';
  res.status(status).json({ error: { message, type, param, code } });
}

function bearer(req: Request): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
  return match ? match[1]!.trim() : null;
}

function faults(sim: ImageSim, answer: (res: Response, status: number) => void) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const fault = sim.takeFault();
    if (!fault) return next();
    if (fault.status) {
      if (fault.status === 429) res.setHeader('Retry-After', '1');
      answer(res, fault.status);
      return;
    }
    const timer = setTimeout(next, fault.delayMs ?? 0);
    res.on('close', () => clearTimeout(timer));
  };
}

/** Logs every request the simulator answers (faults included), once answered. */
function logRequests(sim: ImageSim, read: (body: Record<string, unknown>) => { prompt: string; count: number }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const at = new Date().toISOString();
    const { prompt, count } = read((req.body ?? {}) as Record<string, unknown>);
    res.on('finish', () => sim.requests.push({ at, path: req.originalUrl, prompt, count, status: res.statusCode }));
    next();
  };
}

const vertexRequest = (body: Record<string, unknown>) => {
  const instances = body.instances as { prompt?: unknown }[] | undefined;
  const parameters = body.parameters as { sampleCount?: unknown } | undefined;
  return {
    prompt: typeof instances?.[0]?.prompt === 'string' ? instances[0].prompt : '',
    count: parameters?.sampleCount === undefined ? 4 : Number(parameters.sampleCount),
  };
};
const openAiRequest = (body: Record<string, unknown>) => ({
  prompt: typeof body.prompt === 'string' ? body.prompt : '',
  count: body.n === undefined ? 1 : Number(body.n),
});

function vertexRoutes(sim: ImageSim): Router {
  const router = express.Router();
  router.use(logRequests(sim, vertexRequest));
  router.use(
    faults(sim, (res, status) =>
      googleError(
        res,
        status,
        status === 429 ? 'Quota exceeded for aiplatform.googleapis.com/online_prediction_requests_per_base_model.' : 'Simulated fault.',
      ),
    ),
  );
  router.post('/v1/projects/:project/locations/:location/publishers/google/models/:modelAction', (req, res) => {
    const [model, action] = String(req.params.modelAction).split(':');
    const body = (req.body ?? {}) as { instances?: { prompt?: unknown }[]; parameters?: { sampleCount?: unknown; aspectRatio?: unknown } };
    const prompt = typeof body.instances?.[0]?.prompt === 'string' ? body.instances[0].prompt : '';
    const count = body.parameters?.sampleCount === undefined ? 4 : Number(body.parameters.sampleCount);
    if (!isTokenAccepted(bearer(req))) {
      googleError(
        res,
        401,
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      );
      return;
    }
    if (action !== 'predict') return googleError(res, 404, `Unknown method ${action ?? ''}.`);
    if (!model?.startsWith('imagen'))
      return googleError(
        res,
        404,
        `Publisher Model \`projects/${req.params.project}/locations/${req.params.location}/publishers/google/models/${model}\` was not found or your project does not have access to it.`,
      );
    if (!prompt.trim()) return googleError(res, 400, 'Prompt is required.');
    if (!Number.isInteger(count) || count < 1 || count > 4) return googleError(res, 400, 'Sample count must be between 1 and 4.');
    const aspect = body.parameters?.aspectRatio ?? '1:1';
    if (aspect !== '1:1') return googleError(res, 400, 'Only the 1:1 aspect ratio is simulated.');
    if (SENSITIVE.test(prompt)) {
      return googleError(
        res,
        400,
        "Image generation failed with the following error: The prompt could not be submitted. This prompt contains sensitive words that violate Google's Responsible AI practices.",
      );
    }
    const predictions = Array.from({ length: count }, (_, i) => ({
      mimeType: 'image/png',
      bytesBase64Encoded: drawPng(prompt, i).toString('base64'),
    }));
    res.json({ predictions });
  });
  router.use((_req, res) => googleError(res, 404, 'The requested URL was not found on this server.'));
  return router;
}

const OPENAI_SIZES: Record<string, number> = { '256x256': 256, '512x512': 512, '1024x1024': 1024 };

function openAiRoutes(sim: ImageSim): Router {
  const router = express.Router();
  router.use(logRequests(sim, openAiRequest));
  router.use(
    faults(sim, (res, status) =>
      openAiError(
        res,
        status,
        status === 429 ? 'Rate limit reached for images.' : 'The server had an error while processing your request.',
      ),
    ),
  );
  router.post('/v1/images/generations', (req, res) => {
    const body = (req.body ?? {}) as { prompt?: unknown; n?: unknown; size?: unknown; response_format?: unknown };
    const prompt = typeof body.prompt === 'string' ? body.prompt : '';
    const n = body.n === undefined ? 1 : Number(body.n);
    if (!isTokenAccepted(bearer(req))) return openAiError(res, 401, 'Incorrect API key provided.', 'invalid_api_key');
    if (!prompt.trim()) return openAiError(res, 400, "'prompt' is a required property", null, 'prompt');
    if (!Number.isInteger(n) || n < 1 || n > 10) return openAiError(res, 400, 'n must be between 1 and 10', null, 'n');
    const size = OPENAI_SIZES[String(body.size ?? '1024x1024')];
    if (!size) return openAiError(res, 400, `Invalid size. Supported: ${Object.keys(OPENAI_SIZES).join(', ')}`, null, 'size');
    if (SENSITIVE.test(prompt))
      return openAiError(res, 400, 'Your request was rejected as a result of our safety system.', 'content_policy_violation');
    if (body.response_format !== undefined && body.response_format !== 'b64_json')
      return openAiError(res, 400, 'Only b64_json is simulated.', null, 'response_format');
    res.json({
      created: Math.floor(Date.now() / 1000),
      data: Array.from({ length: n }, (_, i) => ({ b64_json: drawPng(prompt, i, size).toString('base64') })),
    });
  });
  router.use((_req, res) => openAiError(res, 404, 'Invalid URL.'));
  return router;
}

function controlRoutes(sims: Record<ImageSimName, ImageSim>): Router {
  const router = express.Router();
  const isImageSim = (value: unknown): value is ImageSimName =>
    typeof value === 'string' && (IMAGE_SIMS as readonly string[]).includes(value);
  router.post('/faults', (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (!isImageSim(body.platform)) return next();
    const status = body.status === undefined ? undefined : Number(body.status);
    const delayMs = body.delayMs === undefined ? undefined : Number(body.delayMs);
    const count = body.count === undefined ? 1 : Number(body.count);
    if (
      (status === undefined && delayMs === undefined) ||
      (status !== undefined && (!Number.isInteger(status) || status < 400 || status > 599))
    ) {
      res.status(400).json({ error: 'give status (400-599, with count) or delayMs' });
      return;
    }
    if (!Number.isInteger(count) || count < 1 || (delayMs !== undefined && (!Number.isFinite(delayMs) || delayMs < 0))) {
      res.status(400).json({ error: 'count must be a positive integer and delayMs non-negative' });
      return;
    }
    sims[body.platform].fault = { count, ...(status !== undefined ? { status } : {}), ...(delayMs !== undefined ? { delayMs } : {}) };
    res.status(204).end();
  });
  router.delete('/faults', (req, res, next) => {
    const platform = req.query.platform;
    if (isImageSim(platform)) {
      sims[platform].fault = undefined;
      res.status(204).end();
      return;
    }
    if (platform === undefined) for (const sim of Object.values(sims)) sim.fault = undefined;
    next();
  });
  router.post('/reset', (_req, _res, next) => {
    for (const sim of Object.values(sims)) sim.reset();
    next();
  });
  router.get('/:platform/requests', (req, res, next) => {
    const platform = req.params.platform;
    if (!isImageSim(platform)) return next();
    res.json(sims[platform].requests);
  });
  return router;
}

/**
 * Mounts the image simulators on the simulators' app: `/vertex`, `/openai`, and (with `control`) their
 * part of `/__sim`, which must come before the platforms' control API. Returns their state.
 */
export function mountImageSimulators(app: express.Express, control: boolean): Record<ImageSimName, ImageSim> {
  const sims = { vertex: new ImageSim('vertex'), openai: new ImageSim('openai') };
  if (control) app.use('/__sim', controlRoutes(sims));
  app.use('/vertex', vertexRoutes(sims.vertex));
  app.use('/openai', openAiRoutes(sims.openai));
  return sims;
}
