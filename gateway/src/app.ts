import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer, type GraphQLRequestContext } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import cookieParser from 'cookie-parser';
import express from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { createServer } from 'node:http';
import { SUBGRAPH_NAMES, type SubgraphName } from '@inca/config';
import { createPool, migrate, ping } from '@inca/db';
import type { GatewayConfig } from './config.ts';
import { loadOrCreateKeys } from './auth/keys.ts';
import { authRoutes } from './auth/routes.ts';
import { SessionResolver } from './auth/sessions.ts';
import { SessionStore } from './auth/sessionStore.ts';
import { IdentityStore } from './identity/store.ts';
import { AuthenticatedDataSource, type GatewayContext } from './graphql/dataSource.ts';
import { aliasLimitRule, costEstimator, costLimitError, depthLimitRule, fieldWeights, operationNotChosen } from './graphql/limits.ts';
import { KNOWN_ERRORS, jsonErrors, notFoundJson } from './http/errors.ts';
import { NO_STORE_HEADERS, noStore, SECURITY_HEADERS, securityHeaders } from './http/security.ts';
import { graphqlListener, graphqlPost } from '@inca/graphql-http';
import { webAssets } from './http/staticAssets.ts';
import { coercionMessage } from './graphql/coercion.ts';
import { imageFiles } from './http/imageFiles.ts';
import { signedFileRoutes } from './http/signedFiles.ts';
import { serviceFetch } from '@inca/rest-client/http';

export const SUPERGRAPH_PATH = path.resolve(import.meta.dirname, '../../schema/supergraph.graphql');

export type RunningGateway = { url: string; server: Server; close: () => Promise<void> };

/** The largest GraphQL request body, in bytes. */
const GRAPHQL_BODY_LIMIT = 1024 * 1024;
const GRAPHQL_HEADERS = { ...SECURITY_HEADERS, ...NO_STORE_HEADERS };

const MASKED_MESSAGE = 'Error interno. Intente nuevamente en unos minutos.';

/** Error masking: coded user errors keep their message; anything else becomes a generic one. */
const CONTEXT_PREFIX = 'Context creation failed: ';

export function formatGatewayError(production: boolean) {
  const passThrough = new Set([
    'UNAUTHENTICATED',
    'FORBIDDEN',
    'NOT_FOUND',
    'BAD_USER_INPUT',
    'CONFLICT',
    'QUERY_TOO_COMPLEX',
    'GRAPHQL_PARSE_FAILED',
    'GRAPHQL_VALIDATION_FAILED',
    'BAD_REQUEST',
    'PERSISTED_QUERY_NOT_FOUND',
    'OPERATION_RESOLUTION_FAILURE',
    'SERVICE_UNAVAILABLE',
  ]);
  return (input: GraphQLFormattedError): GraphQLFormattedError => {
    // Apollo prefixes errors thrown while building the context; the user should read only ours.
    const unprefixed = input.message.startsWith(CONTEXT_PREFIX) ? { ...input, message: input.message.slice(CONTEXT_PREFIX.length) } : input;
    const coercion = coercionMessage(unprefixed.message);
    const formatted = coercion ? { ...unprefixed, message: coercion } : unprefixed;
    if (!production) return formatted;
    const code = (formatted.extensions?.code as string | undefined) ?? 'INTERNAL_SERVER_ERROR';
    const serviceName = formatted.extensions?.serviceName;
    if (passThrough.has(code)) {
      const details = formatted.extensions?.details;
      return {
        message: formatted.message,
        path: formatted.path,
        locations: formatted.locations,
        extensions: { code, ...(serviceName ? { serviceName } : {}), ...(details !== undefined ? { details } : {}) },
      };
    }
    return { message: MASKED_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  const pool = createPool(config.databaseUrl, { schema: 'identity', max: 4, applicationName: 'gateway' });
  await migrate(pool, 'identity', path.resolve(import.meta.dirname, '../migrations'));
  const store = new IdentityStore(pool);
  if (config.authMode === 'embedded') await store.seedDemoUsers();
  const keys = await loadOrCreateKeys(config.dataDir);
  const sessionStore = new SessionStore(pool);
  const sessions = new SessionResolver(config, keys, sessionStore, store);
  const pruning = setInterval(() => void sessionStore.prune().catch(() => undefined), 3_600_000);
  pruning.unref();

  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from configured proxies, so nobody picks their own address.
  app.set('trust proxy', config.trustProxy.length ? config.trustProxy : false);
  // Its listener is added once Apollo is ready (below).
  const httpServer = createServer();

  // @apollo/gateway otherwise starts a metrics exporter to Apollo's servers that first probes the
  // cloud metadata addresses (AWS, GCP, Azure) for resource attributes: no call leaves this platform.
  process.env.APOLLO_TELEMETRY_DISABLED = 'true';
  const supergraphSdl = readFileSync(SUPERGRAPH_PATH, 'utf8');
  const costWeights = fieldWeights(supergraphSdl);
  // Made with the first operation's schema: the supergraph is fixed for the gateway's life.
  let costOf: ReturnType<typeof costEstimator> | undefined;
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name }) =>
      new AuthenticatedDataSource(config.subgraphUrls[name as SubgraphName], config.gatewaySecret, config.subgraphTimeoutMs),
  });

  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    // The entry points own SIGINT/SIGTERM and stop every part in order.
    stopOnTerminationSignals: false,
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: !config.production,
    formatError: formatGatewayError(config.production),
    validationRules: [depthLimitRule(config.limits.maxDepth), aliasLimitRule(config.limits.maxAliases)],
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // Every answer is no-store: no cache policy to compute per request.
      ApolloServerPluginCacheControlDisabled(),
      {
        async requestDidStart() {
          return {
            async didResolveOperation({ request, document, operation, schema }: GraphQLRequestContext<GatewayContext>) {
              if (!document) return;
              if (!operation) throw operationNotChosen(document, request.operationName);
              const cost = (costOf ??= costEstimator(schema, costWeights))(document, request.operationName, request.variables ?? {});
              if (cost > config.limits.maxCost) throw costLimitError(cost, config.limits.maxCost);
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  const sessionContext = async ({ req, res }: { req: express.Request; res: express.Response }): Promise<GatewayContext> => {
    const session = await sessions.resolve(req);
    if (!session) {
      throw new GraphQLError('Sesión no válida o expirada.', {
        extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
      });
    }
    await sessions.renewIfAging(req, res, session);
    return { session };
  };
  // Operations skip the router: a JSON POST to /graphql goes straight to Apollo (see @inca/graphql-http).
  const readCookies = cookieParser();
  const answerError = jsonErrors();
  httpServer.on(
    'request',
    graphqlListener(app, {
      limitBytes: GRAPHQL_BODY_LIMIT,
      post: graphqlPost(apollo, {
        context: sessionContext,
        limitBytes: GRAPHQL_BODY_LIMIT,
        headers: GRAPHQL_HEADERS,
        refuse: (res, type) => void res.status(KNOWN_ERRORS[type].status).json(KNOWN_ERRORS[type].body),
        prepare: (req, res) => {
          if (req.headers.cookie) readCookies(req, res, () => undefined);
        },
      }),
      failed: (res, error) => answerError(error, res.req, res, () => undefined),
    }),
  );
  app.use(securityHeaders());
  app.use(['/auth', '/graphql'], noStore);
  app.use(cookieParser());
  app.use(authRoutes({ config, keys, sessions, store, sessionStore }));
  // Every file download and upload: short-lived signed links (see http/signedFiles.ts).
  app.use(signedFileRoutes(config.serviceUrls));

  app.get('/healthz', async (_req, res) => {
    const [subgraphs, database] = await Promise.all([
      Promise.all(
        SUBGRAPH_NAMES.map(async (name) => {
          try {
            const response = await serviceFetch(new URL('/healthz', config.subgraphUrls[name]), { signal: AbortSignal.timeout(4_000) });
            const body = (await response.json()) as { ok: boolean; service: boolean; down?: string };
            return { name, ok: response.ok && body.ok, service: body.service, ...(body.down ? { down: body.down } : {}) };
          } catch {
            return { name, ok: false, service: false, down: 'subgraph' };
          }
        }),
      ),
      ping(pool),
    ]);
    const ok = database && subgraphs.every((s) => s.ok);
    res.status(ok ? 200 : 503).json({ ok, database, subgraphs });
  });

  const graphiqlPage = path.join(config.webDist, 'graphiql.html');
  app.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'html']) !== 'html' || req.query.query) return next();
    if (!existsSync(graphiqlPage)) {
      res.status(503).type('text/plain').send('GraphiQL no está compilado: ejecute npm run build:web.');
      return;
    }
    res.sendFile(graphiqlPage);
  });

  app.use(
    '/graphql',
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    expressMiddleware(apollo, {
      context: sessionContext,
    }),
  );

  app.use('/files', noStore, imageFiles(config.serviceUrls['audience-images'], sessions, config.subgraphTimeoutMs));

  if (existsSync(config.webDist)) {
    app.use(webAssets(config.webDist));
    const indexHtml = path.join(config.webDist, 'index.html');
    app.get(/.*/, (req, res, next) => {
      if (req.accepts('html') !== 'html') return next();
      res.set('cache-control', 'no-cache').sendFile(indexHtml);
    });
  }
  app.use(notFoundJson);
  app.use(jsonErrors());

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolve());
  });
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    url: `http://localhost:${port}`,
    server: httpServer,
    close: async () => {
      clearInterval(pruning);
      httpServer.closeIdleConnections();
      await apollo.stop();
      await pool.end();
    },
  };
}
