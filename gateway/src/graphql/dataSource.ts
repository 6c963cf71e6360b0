import { STATUS_CODES } from 'node:http';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { GraphQLError } from 'graphql';
import { Agent, request as send } from 'undici';
import type { Session } from '../auth/sessions.ts';

export const GATEWAY_SECRET_HEADER = 'x-gateway-secret';

export type GatewayContext = { session?: Session };

type GatewayGraphQLResponse = Awaited<ReturnType<GraphQLDataSource['process']>>;

/** Kept-alive connections to the subgraphs, shared by every request of the process. */
const subgraphAgent = new Agent({ keepAliveTimeout: 30_000 });

/**
 * One subgraph as seen by the gateway: posts each fetch of a query plan as JSON with the user's
 * internal token and the gateway secret, over kept-alive connections, and gives up after the
 * configured timeout (for the answer's headers, and again for its body).
 *
 * It speaks the subgraph protocol itself rather than through `RemoteGraphQLDataSource`, which
 * builds a node-fetch `Headers` and `Request` per fetch and is handed an `AbortSignal` per call:
 * on a query answered by one subgraph those were a fifth of the gateway's own time. The answers
 * are read as that class reads them: a non-2xx status is an error named by its status (401 and
 * 403 keep their codes), anything else is the subgraph's JSON. Nothing is compressed on this hop.
 */
export class AuthenticatedDataSource implements GraphQLDataSource<GatewayContext> {
  constructor(
    private readonly url: string,
    private readonly gatewaySecret: string,
    private readonly timeoutMs: number,
  ) {}

  async process({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<GatewayGraphQLResponse> {
    if (!request.query) throw new Error('Missing query');
    const headers: Record<string, string> = { 'content-type': 'application/json', [GATEWAY_SECRET_HEADER]: this.gatewaySecret };
    const token = context?.session?.token;
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await send(this.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query: request.query,
        variables: request.variables,
        operationName: request.operationName,
        extensions: request.extensions,
      }),
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
      dispatcher: subgraphAgent,
    });
    const text = await response.body.text();
    const type = String(response.headers['content-type'] ?? '');
    const json = type.startsWith('application/json') || type.startsWith('application/graphql-response+json');
    const status = response.statusCode;
    if (status < 200 || status >= 300) throw statusError(this.url, status, json ? parseJson(text) : text);
    const body = json ? parseJson(text) : text;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new Error(`Expected JSON response body, but received: ${text}`);
    }
    return body as GatewayGraphQLResponse;
  }
}

function parseJson(text: string): unknown {
  return JSON.parse(text) as unknown;
}

function statusError(url: string, status: number, body: unknown): GraphQLError {
  const statusText = STATUS_CODES[status] ?? '';
  const code = status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : undefined;
  return new GraphQLError(`${status}: ${statusText}`, {
    extensions: { response: { url, status, statusText, body }, ...(code ? { code } : {}) },
  });
}
