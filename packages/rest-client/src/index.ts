import { GraphQLError } from 'graphql';
import { request as send } from 'undici';
import { pathOf, type Operation, type RequestOf, type ResponseOf } from '@inca/contracts';
import { serviceCallError, serviceDispatcher } from './http.ts';

export { DEFAULT_TIMEOUT_MS, SERVICE_RETRIES, ServiceCallError, serviceFetch, type ServiceFetchInit } from './http.ts';

export type RestClientOptions = {
  /** Base URL of the REST service, e.g. http://127.0.0.1:4101. */
  baseUrl: string;
  /** The signed-in user's token, forwarded as `Authorization: Bearer`. */
  token?: string;
  /** Per-call timeout. */
  timeoutMs?: number;
  /** Name used in error messages and metrics. */
  service: string;
  /** Called once per HTTP call (metrics: REST calls per GraphQL request). */
  onCall?: () => void;
};

export type QueryParams = Record<string, string | number | boolean | readonly (string | number)[] | undefined | null>;

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'BAD_USER_INPUT',
};

/**
 * A small typed HTTP client for one REST service: query params are encoded (never concatenated),
 * every call has a timeout, and HTTP errors become coded GraphQL errors carrying the service's
 * Spanish message. Calls go through the process's one service client (`http.ts`: kept-alive pool,
 * idempotent calls retried when the connection failed) with undici's plain request API rather than
 * `fetch`: no Fetch streams or Request/Response objects per call, no redirects, no compression
 * negotiated on an internal hop.
 */
export class RestClient {
  constructor(private readonly options: RestClientOptions) {}

  /**
   * Calls one operation of a service's contract (`@inca/contracts/<service>`): the path filled
   * from `params`, the query and body sent as declared, the answer typed by its response schema
   * (not re-validated here: the service validated what it answered against the same schema's type).
   */
  call<O extends Operation>(op: O, request: Partial<RequestOf<O>> = {}): Promise<ResponseOf<O>> {
    const path = pathOf(op.path, request.params as Record<string, unknown> | undefined);
    return this.request<ResponseOf<O>>(op.method, path, request.query as QueryParams | undefined, request.body);
  }

  get<T>(path: string, params?: QueryParams): Promise<T> {
    return this.request<T>('GET', path, params);
  }

  post<T>(path: string, body?: unknown, params?: QueryParams): Promise<T> {
    return this.request<T>('POST', path, params, body);
  }

  put<T>(path: string, body?: unknown, params?: QueryParams): Promise<T> {
    return this.request<T>('PUT', path, params, body);
  }

  delete<T>(path: string, body?: unknown, params?: QueryParams): Promise<T> {
    return this.request<T>('DELETE', path, params, body);
  }

  private async request<T>(method: string, path: string, params?: QueryParams, body?: unknown): Promise<T> {
    const url = new URL(path, this.options.baseUrl);
    for (const [key, value] of Object.entries(params ?? {})) {
      if (value === undefined || value === null) continue;
      url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    this.options.onCall?.();
    let status: number;
    let text: string;
    const signal = AbortSignal.timeout(this.options.timeoutMs ?? 10_000);
    try {
      const response = await send(url, {
        method: method as 'GET',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        dispatcher: serviceDispatcher,
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      throw new GraphQLError(serviceCallError(this.options.service, signal, error).message, {
        extensions: { code: 'SERVICE_UNAVAILABLE', service: this.options.service },
      });
    }
    const payload = text ? safeJson(text) : undefined;
    if (status < 200 || status > 299) {
      const message =
        (payload && typeof payload === 'object' && typeof (payload as { message?: unknown }).message === 'string'
          ? (payload as { message: string }).message
          : undefined) ?? `Error del servicio ${this.options.service} (${status}).`;
      throw new GraphQLError(message, {
        extensions: {
          code: CODE_BY_STATUS[status] ?? 'SERVICE_ERROR',
          service: this.options.service,
          status,
          details: (payload as { details?: unknown } | undefined)?.details,
        },
      });
    }
    return payload as T;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The `{status, data}` envelope the services answer with. */
export type Envelope<T> = { status: boolean; data: T; message?: string };
