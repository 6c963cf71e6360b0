import { Agent, RetryAgent, request } from 'undici';

/**
 * The one HTTP client for calls between the platform's own parts (subgraph → service, service →
 * service, service → gateway): undici's request on one pool of kept-alive connections per process,
 * a timeout on every call, bounded retries on idempotent methods, and Spanish errors.
 */

/** Methods that may be sent again without changing the outcome; a POST or PATCH is sent once. */
const IDEMPOTENT = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'];

/** Most tries after the first, and the waits before them (50 ms, then 100 ms). */
export const SERVICE_RETRIES = 2;

/** A call with no signal of its own ends after this long. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Every call shares one pool of kept-alive connections. Retried: a connection refused, reset or
 * closed under the request (a service restarting; a kept-alive socket the other end had just
 * closed), and only for idempotent methods. An answer is never retried, whatever its status: the
 * services answer 503 for lasting states (a key not configured, a warehouse down), not for blips.
 */
export const serviceDispatcher = new RetryAgent(new Agent({ keepAliveTimeout: 30_000 }), {
  maxRetries: SERVICE_RETRIES,
  minTimeout: 50,
  maxTimeout: 500,
  timeoutFactor: 2,
  methods: IDEMPOTENT as never,
  statusCodes: [],
  errorCodes: ['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ENOTFOUND', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_SOCKET'],
});

/** A part of the platform could not be reached or did not answer in time; the message is Spanish. */
export class ServiceCallError extends Error {
  override readonly name = 'ServiceCallError';
  readonly code = 'SERVICE_UNAVAILABLE';
  constructor(
    /** The part called (a service name, or its host). */
    readonly service: string,
    /** The status a service answers its own caller with: 504 when it waited too long, else 502. */
    readonly status: 502 | 504,
    options?: { cause?: unknown },
  ) {
    super(status === 504 ? `El servicio ${service} no respondió a tiempo.` : `El servicio ${service} no está disponible.`, options);
  }
}

/** The failure of a call that got no answer: a timeout when its signal says so, else unreachable. */
export function serviceCallError(service: string, signal: AbortSignal | undefined, cause: unknown): ServiceCallError {
  const timedOut =
    (signal?.aborted && (signal.reason as { name?: unknown } | undefined)?.name === 'TimeoutError') ||
    (cause instanceof Error && (cause.name === 'TimeoutError' || (cause as { code?: unknown }).code === 'UND_ERR_HEADERS_TIMEOUT'));
  return new ServiceCallError(service, timedOut ? 504 : 502, { cause });
}

/** The platform's parts by the first segment of their paths: a service's routes start with its name. */
const PART_BY_PREFIX: Record<string, string> = {
  'audience-management': 'audience-management',
  'campaign-management': 'campaign-management',
  'campaign-params': 'campaign-management',
  'audience-images': 'audience-images',
  reports: 'reports',
  tables_views: 'table-access',
  auth: 'gateway',
};

const partOf = (url: URL) => PART_BY_PREFIX[url.pathname.split('/')[1] ?? ''] ?? url.host;

export type ServiceFetchInit = {
  method?: 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Ends the call (and its retries); AbortSignal.timeout(DEFAULT_TIMEOUT_MS) when none is given. */
  signal?: AbortSignal;
  /** The part called, as the error names it (by default from the path, else the host). */
  service?: string;
};

/** Statuses whose answer has no body by definition. */
const NO_BODY = new Set([204, 205, 304]);

/**
 * A call in fetch's shape (so a caller reads `ok`, `status`, `json()` as it would from fetch), sent
 * through the shared client: kept-alive, timed out, idempotent methods retried when the connection
 * failed. The answer's body is read whole (service answers are small JSON documents). Throws a
 * ServiceCallError when no answer came.
 */
export async function serviceFetch(input: string | URL, init: ServiceFetchInit = {}): Promise<Response> {
  const url = typeof input === 'string' ? new URL(input) : input;
  const method = init.method ?? 'GET';
  const signal = init.signal ?? AbortSignal.timeout(DEFAULT_TIMEOUT_MS);
  const service = init.service ?? partOf(url);
  try {
    const answer = await request(url, { method, headers: init.headers, body: init.body, signal, dispatcher: serviceDispatcher });
    const bytes = await answer.body.arrayBuffer();
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else if (value !== undefined) headers.set(name, value);
    }
    const empty = method === 'HEAD' || NO_BODY.has(answer.statusCode);
    return new Response(empty ? null : bytes, { status: answer.statusCode, headers });
  } catch (error) {
    throw serviceCallError(service, signal, error);
  }
}
