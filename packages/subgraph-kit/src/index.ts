import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin, type ContextFunction } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { parse } from 'graphql';
import { graphqlListener, graphqlPost } from '@inca/graphql-http';
import type { RestClientOptions } from '@inca/rest-client';
import { bearerTokenOf } from './token.ts';
import { serviceFetch } from '@inca/rest-client/http';

export { bearerTokenOf } from './token.ts';

export const GATEWAY_SECRET_HEADER = 'x-gateway-secret';

/** Where a request's REST calls are counted (restOptions' `onCall`). */
export type CallCounter = { countRestCall(): void };

/** How many operations `GET /metrics` remembers the REST calls of, newest kept. */
const OPERATIONS_KEPT = 200;

/**
 * Counts GraphQL requests and REST calls, read by the benchmarks and tests from `GET /metrics`: the
 * totals, and the REST calls of the latest request of each named operation (the gateway names its
 * fetch `<operation>__<subgraph>__<n>`), so a test measures its own request even when others run.
 */
export class SubgraphMetrics implements CallCounter {
  requests = 0;
  restCalls = 0;
  readonly operations = new Map<string, number>();

  countRestCall(): void {
    this.restCalls += 1;
  }

  /** Notes the REST calls one named operation made, forgetting the oldest beyond OPERATIONS_KEPT. */
  recordOperation(name: string, restCalls: number): void {
    this.operations.delete(name);
    this.operations.set(name, restCalls);
    if (this.operations.size > OPERATIONS_KEPT) this.operations.delete(this.operations.keys().next().value!);
  }
}

/** One request's REST calls, counted in the subgraph's total as well. */
export class RequestMetrics implements CallCounter {
  restCalls = 0;
  constructor(private readonly total: SubgraphMetrics) {}

  countRestCall(): void {
    this.restCalls += 1;
    this.total.countRestCall();
  }
}

/** Largest JSON body a subgraph accepts, in bytes; larger ones are a 413. */
export const SUBGRAPH_BODY_LIMIT_BYTES = 1024 * 1024;

type HttpLikeError = { type?: unknown; status?: unknown; statusCode?: unknown };

/**
 * What a subgraph listener answers for an error outside GraphQL (malformed or oversized JSON, a
 * bad URL): a GraphQL-shaped JSON error with a code and a Spanish message, never an HTML page.
 */
export function subgraphErrorAnswer(error: unknown): { status: number; code: string; message: string } {
  const e = (typeof error === 'object' && error !== null ? error : {}) as HttpLikeError;
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (e.type === 'entity.parse.failed')
    return { status: 400, code: 'BAD_REQUEST', message: 'El cuerpo de la solicitud no es JSON válido.' };
  if (e.type === 'entity.too.large' || status === 413)
    return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' };
  if (status >= 400 && status < 500) return { status, code: 'BAD_REQUEST', message: 'La solicitud no es válida.' };
  return { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Error interno del subgrafo.' };
}

/** What every answer of a subgraph carries: an API listener's answers may not be rendered, framed, sniffed or stored. */
const API_HEADERS = Object.entries({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
});

function withApiHeaders(res: Response): Response {
  for (const [name, value] of API_HEADERS) res.setHeader(name, value);
  return res;
}

export type SubgraphOptions<TContext extends object> = {
  name: string;
  typeDefs: string;
  /** Codegen-typed resolvers of the subgraph. */
  resolvers: object;
  /** Builds the per-request context (REST clients and DataLoaders) from the caller's token. */
  context: (input: { token: string | undefined; metrics: CallCounter }) => TContext | Promise<TContext>;
  gatewaySecret: string;
  /** Health URL of the REST service this subgraph wraps. */
  serviceHealthUrl: string;
  port: number;
  host?: string;
  production?: boolean;
};

export type RunningSubgraph = { name: string; url: string; server: Server; metrics: SubgraphMetrics; close: () => Promise<void> };

function secretMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createSubgraphServer<TContext extends object>(
  options: Pick<SubgraphOptions<TContext>, 'typeDefs' | 'resolvers' | 'production'> & { plugins?: ApolloServerPlugin<TContext>[] },
) {
  return new ApolloServer<TContext>({
    schema: buildSubgraphSchema({ typeDefs: parse(options.typeDefs), resolvers: options.resolvers as never }),
    includeStacktraceInErrorResponses: !options.production,
    stopOnTerminationSignals: false,
    // No cache policy (the gateway keeps none; its hook would wrap every resolver), no trace, no landing page.
    plugins: [
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageDisabled(),
      ...(options.plugins ?? []),
    ],
  });
}

/** Where a request's context keeps its RequestMetrics (a symbol key: Apollo copies the context per operation). */
const REQUEST_METRICS = Symbol('requestMetrics');
type WithRequestMetrics = { [REQUEST_METRICS]?: RequestMetrics };

/** Records each named operation's REST calls in `metrics` once its answer is ready. */
function operationMetrics<TContext extends object>(metrics: SubgraphMetrics) {
  const plugin: ApolloServerPlugin<TContext> = {
    requestDidStart: async () => ({
      willSendResponse: async ({ operationName, contextValue }) => {
        const mine = (contextValue as WithRequestMetrics)[REQUEST_METRICS];
        if (mine && operationName) metrics.recordOperation(operationName, mine.restCalls);
      },
    }),
  };
  return plugin;
}

/**
 * A subgraph over HTTP: `/graphql` only for callers that present the gateway secret, `/healthz`
 * reporting itself and the service it wraps, `/metrics` for benchmarks.
 */
export async function startSubgraph<TContext extends object>(options: SubgraphOptions<TContext>): Promise<RunningSubgraph> {
  const metrics = new SubgraphMetrics();
  const apollo = createSubgraphServer({ ...options, plugins: [operationMetrics<TContext>(metrics)] });
  await apollo.start();
  const app = express();
  app.disable('x-powered-by');
  const refuse = (res: Response, error: unknown) => {
    const answer = subgraphErrorAnswer(error);
    if (answer.status === 500) console.error(`[subgraph ${options.name}]`, error);
    res.status(answer.status).json({ errors: [{ message: answer.message, extensions: { code: answer.code } }] });
  };
  // An API listener: nothing it answers may be rendered, framed, sniffed or stored as a page.
  app.use((_req, res, next) => {
    withApiHeaders(res);
    next();
  });
  app.get('/healthz', async (_req, res) => {
    let service: boolean;
    let database: boolean | undefined;
    try {
      const response = await serviceFetch(options.serviceHealthUrl, { signal: AbortSignal.timeout(3_000) });
      service = response.ok;
      database = ((await response.json()) as { database?: boolean }).database;
    } catch {
      service = false;
    }
    // Which part is down: the service itself, or the database behind it.
    const down = service ? undefined : database === false ? 'database' : 'service';
    res.status(service ? 200 : 503).json({ subgraph: options.name, ok: service, service, ...(down ? { down } : {}) });
  });
  app.get('/metrics', (_req, res) => {
    res.json({ requests: metrics.requests, restCalls: metrics.restCalls, operations: Object.fromEntries(metrics.operations) });
  });
  // Only the gateway may ask; every request it makes is counted.
  const gatewayOnly: RequestHandler = (req, res, next) => {
    if (!secretMatches(options.gatewaySecret, req.header(GATEWAY_SECRET_HEADER))) {
      res.status(403).json({ errors: [{ message: 'Solo el gateway puede consultar este subgrafo.', extensions: { code: 'FORBIDDEN' } }] });
      return;
    }
    metrics.requests += 1;
    next();
  };
  app.use('/graphql', gatewayOnly);
  const context: ContextFunction<[{ req: Request }], TContext> = async ({ req }) => {
    const mine = new RequestMetrics(metrics);
    const value = await options.context({ token: bearerTokenOf(req.header('authorization')), metrics: mine });
    return Object.assign(value, { [REQUEST_METRICS]: mine });
  };
  app.use('/graphql', express.json({ limit: SUBGRAPH_BODY_LIMIT_BYTES }), expressMiddleware(apollo, { context }));
  app.use((_req, res) => {
    res.status(404).json({ errors: [{ message: 'Ruta no encontrada.', extensions: { code: 'NOT_FOUND' } }] });
  });
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => refuse(res, error));
  // A JSON POST (every call the gateway makes) skips the router and goes straight to Apollo, behind
  // the same headers and secret; anything else takes the app's routes (see @inca/graphql-http).
  const operation = graphqlPost(apollo, {
    context,
    limitBytes: SUBGRAPH_BODY_LIMIT_BYTES,
    refuse: (res, type) => refuse(res, { type, status: type === 'request.aborted' ? 400 : undefined }),
  });
  const server = createServer(
    graphqlListener(app, {
      limitBytes: SUBGRAPH_BODY_LIMIT_BYTES,
      post: (req, res, next) => gatewayOnly(req, withApiHeaders(res), () => operation(req, res, next)),
      failed: refuse,
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    name: options.name,
    url: `http://127.0.0.1:${port}/graphql`,
    server,
    metrics,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await apollo.stop();
    },
  };
}

/** What a subgraph's context is built from on each request. */
export type ContextInput = { token: string | undefined; metrics: CallCounter; serviceUrl: string; timeoutMs: number };

/** What every subgraph package exports, so the launcher, its own entry point and tests start it alike. */
export type SubgraphModule<TContext extends object = object> = {
  name: string;
  typeDefs: string;
  resolvers: object;
  createContext: (input: ContextInput) => TContext;
};

/** REST client options for a request: the user's token forwarded, the timeout, and a call counter. */
export function restOptions(input: ContextInput, service: string): RestClientOptions {
  return {
    baseUrl: input.serviceUrl,
    token: input.token,
    timeoutMs: input.timeoutMs,
    service,
    onCall: () => input.metrics.countRestCall(),
  };
}

export type SubgraphRunOptions = {
  serviceUrl: string;
  gatewaySecret: string;
  port: number;
  host?: string;
  timeoutMs?: number;
  production?: boolean;
};

export function runSubgraph<TContext extends object>(
  module: SubgraphModule<TContext>,
  options: SubgraphRunOptions,
): Promise<RunningSubgraph> {
  return startSubgraph<TContext>({
    name: module.name,
    typeDefs: module.typeDefs,
    resolvers: module.resolvers,
    gatewaySecret: options.gatewaySecret,
    serviceHealthUrl: new URL('/healthz', options.serviceUrl).toString(),
    port: options.port,
    host: options.host,
    production: options.production,
    context: ({ token, metrics }) =>
      module.createContext({ token, metrics, serviceUrl: options.serviceUrl, timeoutMs: options.timeoutMs ?? 10_000 }),
  });
}
