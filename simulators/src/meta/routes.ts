/**
 * Meta Marketing API (Graph API) custom audiences, as the connector uses them:
 * - `GET  /{version}/act_{ad_account_id}` — the ad account (verify account)
 * - `GET  /{version}/act_{ad_account_id}/customaudiences?fields=id,name&limit&after` — paged list
 * - `POST /{version}/act_{ad_account_id}/customaudiences` — create (name, subtype=CUSTOM, customer_file_source, description)
 * - `POST|DELETE /{version}/{audience_id}/users` — `payload: {schema, data}` of hashed rows, `session` for batching
 * - `GET  /{version}/{audience_id}?fields=approximate_count_lower_bound,approximate_count_upper_bound,operation_status`
 * Tokens come as `access_token` (query or body) or `Authorization: Bearer`. Errors are `{error: {message, type, code,
 * fbtrace_id}}`. Versions older than v22.0 are refused as deprecated (code 2635).
 * Parameters are checked against Meta's definitions (@inca/platforms/definitions/meta: the official SDK's custom
 * audience fields and enums, the customer-file schema keys): an unknown parameter, enum value or schema key, a
 * malformed session or a row of the wrong length is refused with code 100, as the Graph API does.
 */
import { createHash } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { createAudienceProblems, rowProblem, usersRequestProblem } from '@inca/platforms/definitions/meta';
import { isTokenAccepted, type PlatformSim, type SimAudience, type SimRequestInfo } from '../state.ts';

export const META_LATEST_VERSION = 'v25.0';
const MIN_VERSION = 22;
function fbtraceId(): string {
  return createHash('sha256').update(`${Date.now()}:${Math.random()}`).digest('base64url').slice(0, 11);
}

type MetaError = { status: number; message: string; type: string; code: number; error_subcode?: number };

function sendError(res: Response, e: MetaError): void {
  res.status(e.status).json({
    error: {
      message: e.message,
      type: e.type,
      code: e.code,
      ...(e.error_subcode !== undefined ? { error_subcode: e.error_subcode } : {}),
      fbtrace_id: fbtraceId(),
    },
  });
}

function param(req: Request, name: string): unknown {
  const body = (req.body ?? {}) as Record<string, unknown>;
  return body[name] ?? (req.query as Record<string, unknown>)[name];
}

function tokenOf(req: Request): string | null {
  const auth = req.get('authorization');
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim();
  const token = param(req, 'access_token');
  return typeof token === 'string' ? token : null;
}

/** The token check, with the texts Meta answers for expired tokens, deleted apps and a pending Data Use Checkup. */
function authError(token: string | null): MetaError | null {
  if (!token) {
    return {
      status: 400,
      message: 'An active access token must be used to query information about the current user.',
      type: 'OAuthException',
      code: 2500,
    };
  }
  const lower = token.toLowerCase();
  if (lower.startsWith('appdeleted')) {
    return { status: 400, message: 'Error validating application. Application has been deleted.', type: 'OAuthException', code: 190 };
  }
  if (lower.startsWith('checkup')) {
    return {
      status: 400,
      message: '(#200) Please complete the Data Use Checkup for this app in the App Dashboard to keep using the API.',
      type: 'OAuthException',
      code: 200,
    };
  }
  if (!isTokenAccepted(token)) {
    return {
      status: 400,
      message: 'Error validating access token: Session has expired on Monday, 23-Nov-26 10:00:00 PST.',
      type: 'OAuthException',
      code: 190,
      error_subcode: 463,
    };
  }
  return null;
}

function versionError(version: string | undefined): MetaError | null {
  const match = /^v(\d+)\.0$/.exec(version ?? '');
  if (!match) return { status: 400, message: 'Unknown path components: /' + (version ?? ''), type: 'OAuthException', code: 2500 };
  if (Number(match[1]) < MIN_VERSION) {
    return {
      status: 400,
      message: `(#2635) You are calling a deprecated version of the Ads API. Please update to the latest version: ${META_LATEST_VERSION}.`,
      type: 'OAuthException',
      code: 2635,
    };
  }
  return null;
}

function fieldsOf(req: Request): string[] {
  const fields = param(req, 'fields');
  return typeof fields === 'string' && fields ? fields.split(',').map((f) => f.trim()) : [];
}

function parseJsonParam(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** Every parameter of a Graph call: the query string's and the body's (JSON or form). */
function paramsOf(req: Request): Record<string, unknown> {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  return { ...(req.query as Record<string, unknown>), ...body };
}

/** A row's identity at the simulator: the single value, or the row's values joined by tabs for multi-key rows. */
function rowKey(row: string[]): string {
  return row.length === 1 ? (row[0] ?? '') : row.join('\t');
}

function describe(sim: PlatformSim, audience: SimAudience, fields: string[]): Record<string, unknown> {
  const matched = sim.matchSizeOf(audience);
  const all: Record<string, unknown> = {
    id: audience.id,
    name: audience.name,
    description: audience.extra.description ?? '',
    subtype: audience.extra.subtype ?? 'CUSTOM',
    customer_file_source: audience.extra.customer_file_source ?? 'USER_PROVIDED_ONLY',
    time_created: Math.floor(audience.createdAt.getTime() / 1000),
    time_updated: Math.floor(audience.changedAt / 1000),
    // -1 while Meta is still processing the last upload.
    approximate_count_lower_bound: matched === null ? -1 : matched,
    approximate_count_upper_bound: matched === null ? -1 : Math.ceil(matched * 1.1),
    operation_status:
      matched === null ? { code: 300, description: 'This audience is being updated.' } : { code: 200, description: 'Normal' },
    delivery_status: { code: 200, description: 'This audience is ready for use.' },
  };
  const wanted = fields.length ? ['id', ...fields] : ['id', 'name'];
  return Object.fromEntries(wanted.filter((f) => f in all).map((f) => [f, all[f]]));
}

export function routes(sim: PlatformSim): Router {
  const router = express.Router();

  // Version and token checks for every Graph call.
  router.use('/:version', (req, res, next) => {
    const problem = versionError(req.params.version) ?? authError(tokenOf(req));
    if (problem) return sendError(res, problem);
    next();
  });

  function users(method: 'add' | 'remove') {
    return (req: Request<{ node: string }>, res: Response) => {
      const audience = sim.getAudience(req.params.node);
      if (!audience) {
        return sendError(res, {
          status: 400,
          message: `Unsupported post request. Object with ID '${req.params.node}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          type: 'GraphMethodException',
          code: 100,
          error_subcode: 33,
        });
      }
      const checked = usersRequestProblem(paramsOf(req));
      const payload = 'message' in checked ? checked.message : checked;
      const session = parseJsonParam(param(req, 'session')) as
        { session_id?: unknown; batch_seq?: unknown; last_batch_flag?: unknown } | undefined;
      const sessionId = session?.session_id != null ? String(session.session_id) : null;
      const batchSeq = session?.batch_seq != null ? String(session.batch_seq) : '1';
      const info: SimRequestInfo = {
        audienceId: audience.id,
        members: typeof payload === 'string' ? 0 : payload.data.length,
        idempotencyKey: sessionId ? `${sessionId}/${batchSeq}` : null,
      };
      res.locals.sim = info;
      if (typeof payload === 'string') return sendError(res, { status: 400, message: payload, type: 'OAuthException', code: 100 });
      if (payload.data.length > 10_000) {
        return sendError(res, {
          status: 400,
          message: '(#100) Too many rows: at most 10000 per request',
          type: 'OAuthException',
          code: 100,
        });
      }
      const key = sessionId ? `${audience.id}:${method}:${sessionId}:${batchSeq}` : null;
      const { result } = sim.once(key, () => {
        const invalid: Record<string, string> = {};
        const valid: string[] = [];
        for (const row of payload.data) {
          const problem = rowProblem(payload.schema, row);
          if (problem) invalid[rowKey(row)] = problem;
          else valid.push(rowKey(row));
        }
        const outcome = method === 'add' ? sim.addMembers(audience, valid) : sim.removeMembers(audience, valid);
        for (const member of outcome.rejected) invalid[member] = 'Rejected by the platform (simulated rejection)';
        return {
          audience_id: audience.id,
          session_id: sessionId ?? String(Math.floor(Math.random() * 1e15)),
          num_received: payload.data.length,
          num_invalid_entries: Object.keys(invalid).length,
          invalid_entry_samples: invalid,
        };
      });
      res.json(result);
    };
  }

  router.post('/:version/:node/users', users('add'));
  router.delete('/:version/:node/users', users('remove'));

  router.get('/:version/:node/customaudiences', (req, res) => {
    const accountId = req.params.node;
    if (!accountId.startsWith('act_')) {
      return sendError(res, {
        status: 400,
        message: '(#100) Tried accessing nonexisting field (customaudiences)',
        type: 'OAuthException',
        code: 100,
      });
    }
    const fields = fieldsOf(req);
    const limit = Math.min(Math.max(Number(param(req, 'limit') ?? 25) || 25, 1), 500);
    const after = param(req, 'after');
    const start = typeof after === 'string' ? Number(Buffer.from(after, 'base64url').toString()) || 0 : 0;
    const mine = [...sim.audiences.values()].filter((a) => a.extra.accountId === accountId);
    const page = mine.slice(start, start + limit);
    const end = start + page.length;
    res.json({
      data: page.map((a) => describe(sim, a, fields)),
      paging: {
        cursors: {
          before: Buffer.from(String(start)).toString('base64url'),
          after: Buffer.from(String(end)).toString('base64url'),
        },
        ...(end < mine.length ? { next: `${req.baseUrl}${req.path}?after=${Buffer.from(String(end)).toString('base64url')}` } : {}),
      },
    });
  });

  router.post('/:version/:node/customaudiences', (req, res) => {
    const accountId = req.params.node;
    if (!accountId.startsWith('act_')) {
      return sendError(res, { status: 400, message: '(#100) Unsupported post request', type: 'OAuthException', code: 100 });
    }
    const name = param(req, 'name');
    const subtype = param(req, 'subtype') ?? 'CUSTOM';
    const problems = createAudienceProblems(paramsOf(req));
    if (problems.length > 0) return sendError(res, { status: 400, message: problems[0]!.message, type: 'OAuthException', code: 100 });
    if (subtype !== 'CUSTOM') {
      return sendError(res, { status: 400, message: `(#100) Unsupported subtype: ${String(subtype)}`, type: 'OAuthException', code: 100 });
    }
    const audience = sim.createAudience(String(name), {
      accountId,
      subtype,
      description: param(req, 'description') ?? '',
      customer_file_source: param(req, 'customer_file_source') ?? 'USER_PROVIDED_ONLY',
    });
    res.locals.sim = { audienceId: audience.id } satisfies SimRequestInfo;
    res.json({ id: audience.id });
  });

  router.get('/:version/:node', (req, res) => {
    const node = req.params.node;
    if (node.startsWith('act_')) {
      return res.json({ id: node, account_id: node.slice(4), name: `Simulated ad account ${node.slice(4)}`, account_status: 1 });
    }
    const audience = sim.getAudience(node);
    if (!audience) {
      return sendError(res, {
        status: 400,
        message: `Unsupported get request. Object with ID '${node}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
      });
    }
    res.locals.sim = { audienceId: audience.id } satisfies SimRequestInfo;
    res.json(describe(sim, audience, fieldsOf(req)));
  });

  router.delete('/:version/:node', (req, res) => {
    const deleted = sim.deleteAudience(req.params.node);
    if (!deleted) return sendError(res, { status: 400, message: '(#100) Object does not exist', type: 'GraphMethodException', code: 100 });
    res.json({ success: true });
  });

  return router;
}
