/**
 * One JSON HTTP helper for every connector: a timeout per attempt, retries of 429, 5xx, timeouts and network
 * errors with exponential backoff that honours Retry-After (seconds or HTTP date), bounded attempts, and every
 * failure as a `PlatformError`.
 */

import { publicOnlyDispatcher, urlRefusal } from './safeUrl.ts';

export type PlatformErrorKind =
  | 'RATE_LIMIT' // 429
  | 'SERVER' // 5xx
  | 'TIMEOUT' // no answer within timeoutMs
  | 'NETWORK' // connection refused / reset
  | 'AUTH' // 401, 403
  | 'NOT_FOUND' // 404
  | 'CLIENT'; // other 4xx, or a 2xx whose body says it failed

export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  /** HTTP status, 0 when there was no answer (timeout, network). */
  readonly status: number;
  readonly kind: PlatformErrorKind;
  readonly retryable: boolean;
  /** The parsed error body, when there was one. */
  readonly body: unknown;
  /** Attempts made before giving up. */
  readonly attempts: number;

  constructor(init: {
    message: string;
    status: number;
    kind: PlatformErrorKind;
    retryable?: boolean;
    body?: unknown;
    attempts?: number;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.retryable = init.retryable ?? isRetryableKind(init.kind);
    this.body = init.body;
    this.attempts = init.attempts ?? 1;
  }
}

export function isRetryableKind(kind: PlatformErrorKind): boolean {
  return kind === 'RATE_LIMIT' || kind === 'SERVER' || kind === 'TIMEOUT' || kind === 'NETWORK';
}

export function kindOfStatus(status: number): PlatformErrorKind {
  if (status === 429) return 'RATE_LIMIT';
  if (status >= 500) return 'SERVER';
  if (status === 401 || status === 403) return 'AUTH';
  if (status === 404) return 'NOT_FOUND';
  return 'CLIENT';
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  if (value == null) return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

export type HttpOptions = {
  /** Per attempt (default 30 s). */
  timeoutMs?: number;
  /** Attempts in all, first included (default 5). */
  maxAttempts?: number;
  /** First backoff (default 500 ms), doubled each retry with ±20 % jitter. */
  baseDelayMs?: number;
  /** Upper bound of one wait, Retry-After included (default 60 s). */
  maxDelayMs?: number;
  /** Replaceable for tests. */
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
};

export type HttpClientOptions = HttpOptions & {
  baseUrl: string;
  /** Headers added to every request (auth); may be async (token refresh). */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
  /** The human message inside a platform error body (e.g. Meta's `error.message`). */
  errorMessage?: (body: unknown) => string | undefined;
  /**
   * For APIs that answer errors with HTTP 200 (TikTok): return an error description to turn the answer into a
   * PlatformError (status is the status to classify it by), or undefined when the body is a success.
   */
  bodyError?: (body: unknown) => { status: number; message: string } | undefined;
};

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON-encoded unless it is FormData / URLSearchParams / string. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Set false for calls that must not be repeated (default true: every call here is idempotent or keyed). */
  retry?: boolean;
};

export type HttpClient = {
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function joinUrl(baseUrl: string, path: string, query?: RequestOptions['query']): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function encodeBody(body: unknown): { body: RequestInit['body']; contentType: string | undefined } {
  if (body === undefined) return { body: undefined, contentType: undefined };
  if (body instanceof FormData) return { body, contentType: undefined };
  if (body instanceof URLSearchParams) return { body, contentType: 'application/x-www-form-urlencoded' };
  if (typeof body === 'string') return { body, contentType: 'text/plain' };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

async function readBody(res: globalThis.Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 5);
  const baseDelayMs = options.baseDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 60_000;
  const sleep = options.sleep ?? defaultSleep;
  const doFetch = options.fetch ?? fetch;

  async function attempt(
    method: string,
    url: string,
    request: RequestOptions,
  ): Promise<{ value: unknown } | { error: PlatformError; retryAfterMs: number | null }> {
    // Before any credential is built or sent: the address must be public (or the configured simulators).
    // A replaced fetch (tests) reaches no network, so there is no address to check.
    const refused = options.fetch ? undefined : await urlRefusal(url);
    if (refused)
      return {
        error: new PlatformError({
          message: refused.message,
          status: 0,
          kind: refused.retryable ? 'NETWORK' : 'CLIENT',
          retryable: refused.retryable,
        }),
        retryAfterMs: null,
      };
    const { body, contentType } = encodeBody(request.body);
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(contentType ? { 'content-type': contentType } : {}),
      ...(options.headers ? await options.headers() : {}),
      ...request.headers,
    };
    let res: globalThis.Response;
    let parsed: unknown;
    try {
      // No redirect is followed: a hop could lead anywhere the first address check did not see.
      res = await doFetch(url, {
        method,
        headers,
        body,
        redirect: 'manual',
        dispatcher: publicOnlyDispatcher,
        signal: AbortSignal.timeout(timeoutMs),
      } as RequestInit);
      parsed = await readBody(res);
    } catch (cause) {
      const timedOut = cause instanceof DOMException && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
      return {
        error: new PlatformError({
          message: timedOut ? `${method} ${url} timed out after ${timeoutMs} ms` : `${method} ${url} failed: ${String(cause)}`,
          status: 0,
          kind: timedOut ? 'TIMEOUT' : 'NETWORK',
          cause,
        }),
        retryAfterMs: null,
      };
    }
    if (res.ok) {
      const bodyError = options.bodyError?.(parsed);
      if (!bodyError) return { value: parsed };
      const kind = kindOfStatus(bodyError.status);
      return {
        error: new PlatformError({ message: bodyError.message, status: bodyError.status, kind, body: parsed }),
        retryAfterMs: parseRetryAfter(res.headers.get('retry-after')),
      };
    }
    const kind = kindOfStatus(res.status);
    const message = options.errorMessage?.(parsed) ?? (typeof parsed === 'string' && parsed ? parsed : `HTTP ${res.status}`);
    return {
      error: new PlatformError({ message, status: res.status, kind, body: parsed }),
      retryAfterMs: parseRetryAfter(res.headers.get('retry-after')),
    };
  }

  async function request<T>(method: string, path: string, request: RequestOptions = {}): Promise<T> {
    const url = joinUrl(options.baseUrl, path, request.query);
    const attempts = request.retry === false ? 1 : maxAttempts;
    for (let n = 1; ; n++) {
      const outcome = await attempt(method, url, request);
      if ('value' in outcome) return outcome.value as T;
      const { error, retryAfterMs } = outcome;
      if (!error.retryable || n >= attempts) {
        throw new PlatformError({
          message: error.message,
          status: error.status,
          kind: error.kind,
          retryable: error.retryable,
          body: error.body,
          attempts: n,
          cause: error.cause,
        });
      }
      const backoff = baseDelayMs * 2 ** (n - 1) * (0.8 + Math.random() * 0.4);
      await sleep(Math.min(maxDelayMs, retryAfterMs ?? backoff));
    }
  }

  return {
    request,
    get: (path, o) => request('GET', path, o),
    post: (path, body, o) => request('POST', path, { ...o, body }),
    delete: (path, body, o) => request('DELETE', path, { ...o, body }),
  };
}
