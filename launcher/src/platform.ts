import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { createTokenVerifier, type TokenVerifier } from '@inca/auth';
import { DEFAULT_PORTS, SERVICE_NAMES, SUBGRAPH_NAMES, SUBGRAPH_SERVICE, type ServiceName, type SubgraphName } from '@inca/config';
import { startService, type RunningService, type ServiceModule } from '@inca/service-kit';
import { runSubgraph, type RunningSubgraph, type SubgraphModule } from '@inca/subgraph-kit';
import { startGateway, type RunningGateway } from '@inca/gateway';
import { startSimulators } from '@inca/simulators';
import type { GatewayConfig } from '@inca/gateway/config';
import { audienceManagement } from '@inca/svc-audience-management';
import { campaignManagement } from '@inca/svc-campaign-management';
import { targetDemoSegments } from '@inca/svc-campaign-management/campaigns/seed';
import { demoContactSegments } from '@inca/svc-audience-management/segments/seed';
import { audienceImages } from '@inca/svc-audience-images';
import { reports } from '@inca/svc-reports';
import { tableAccess } from '@inca/svc-table-access';
import { audienceSubgraph } from '@inca/subgraph-audience';
import { campaignSubgraph } from '@inca/subgraph-campaign';
import { imagesSubgraph } from '@inca/subgraph-images';
import { reportsSubgraph } from '@inca/subgraph-reports';
import { tableAccessSubgraph } from '@inca/subgraph-table-access';

export const SERVICE_MODULES: Record<ServiceName, ServiceModule> = {
  'audience-management': audienceManagement,
  'campaign-management': campaignManagement,
  'audience-images': audienceImages,
  reports,
  'table-access': tableAccess,
};

export const SUBGRAPH_MODULES: Record<SubgraphName, SubgraphModule<never>> = {
  audience: audienceSubgraph as SubgraphModule<never>,
  campaign: campaignSubgraph as SubgraphModule<never>,
  images: imagesSubgraph as SubgraphModule<never>,
  reports: reportsSubgraph as SubgraphModule<never>,
  'table-access': tableAccessSubgraph as SubgraphModule<never>,
};

export type LaunchOptions = {
  dataDir: string;
  /** A real PostgreSQL; without it an embedded PGlite is started under dataDir. */
  databaseUrl?: string;
  /** Use 0 everywhere for ephemeral ports (tests). */
  ports: { gateway: number; subgraph: Record<SubgraphName, number>; service: Record<ServiceName, number> };
  production: boolean;
  seedDemo: boolean;
  gatewaySecret?: string;
  sessionTtlSeconds?: number;
  /** Absolute session lifetime (SESSION_MAX_SECONDS); 12 h by default. */
  sessionMaxSeconds?: number;
  /** Proxies whose X-Forwarded-* headers the gateway believes (TRUST_PROXY); none by default. */
  trustProxy?: string[];
  webDist?: string;
  /**
   * Where the platform simulators listen (Google, Meta, TikTok, Criteo, Salesforce, Talon.One,
   * Adobe, and their /__sim control API): 4300 by `npm start`, 0 (ephemeral) in tests, null for none.
   */
  simulatorsPort?: number | null;
  /** Seconds-scale delay before the simulators report match sizes (2 s in the demo, 0 in tests). */
  simulatorsMatchDelayMs?: number;
  /** Synthetic customers in the embedded warehouse (DuckDB file under dataDir). */
  warehouseCustomers?: number;
  log?: (line: string) => void;
};

export type RunningPlatform = {
  gatewayUrl: string;
  /** The platform simulators' base URL, when they run. */
  simulatorsUrl?: string;
  databaseUrl: string;
  gatewaySecret: string;
  services: Record<ServiceName, RunningService>;
  subgraphs: Record<SubgraphName, RunningSubgraph>;
  gateway: RunningGateway;
  stop: () => Promise<void>;
};

export const defaultPorts = (): LaunchOptions['ports'] => ({
  gateway: DEFAULT_PORTS.gateway,
  subgraph: { ...DEFAULT_PORTS.subgraph },
  service: { ...DEFAULT_PORTS.service },
});

export const ephemeralPorts = (): LaunchOptions['ports'] => ({
  gateway: 0,
  subgraph: Object.fromEntries(SUBGRAPH_NAMES.map((n) => [n, 0])) as Record<SubgraphName, number>,
  service: Object.fromEntries(SERVICE_NAMES.map((n) => [n, 0])) as Record<ServiceName, number>,
});

/** Where the embedded PostgreSQL listens: a Unix socket inside the data folder, not a TCP port. */
export const embeddedSocketDir = (dataDir: string) => path.join(path.resolve(dataDir), 'run');

/** The connection string of the embedded PostgreSQL of a data folder (for tools run beside `npm start`). */
export const embeddedDatabaseUrl = (dataDir: string) => `postgres://postgres@localhost/postgres?host=${encodeURIComponent(embeddedSocketDir(dataDir))}`;

/**
 * PGlite behind a Unix socket in the data folder. PGlite has no login of its own, so nobody but
 * the folder's owner may reach it: the folder is 0700 and the socket is the only way in (no TCP
 * port another local user could connect to).
 */
async function startEmbeddedPostgres(dataDir: string) {
  const dir = path.join(dataDir, 'pglite');
  const socketDir = embeddedSocketDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await mkdir(socketDir, { recursive: true, mode: 0o700 });
  const socket = path.join(socketDir, '.s.PGSQL.5432');
  // A socket file left by a process that was killed would refuse the new listener.
  await rm(socket, { force: true });
  // pg_trgm backs audience-management's accent-insensitive name search index.
  const db = await PGlite.create(dir, { extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, path: socket, maxConnections: 100 });
  runExtendedQueriesWhole(server);
  await server.start();
  await chmod(socket, 0o600);
  return {
    url: embeddedDatabaseUrl(dataDir),
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}

/** The frontend messages of the extended query protocol that wait for their Sync: Parse, Bind, Describe, Execute, Close. */
const EXTENDED = new Set([0x50, 0x42, 0x44, 0x45, 0x43]);

type QueryQueue = {
  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number>;
  clearQueueForHandler(handlerId: number): void;
};

/**
 * pglite-socket runs every connection's protocol messages one at a time in PGlite's single session,
 * interleaved with the other connections': another connection's Parse could land between a Parse
 * and its Bind and replace the unnamed statement, and the query failed ("bind message supplies 1
 * parameters, but prepared statement "" requires 2": at every first start a seeded segment was left
 * without its counts). Here a connection's extended-protocol messages are held until its Sync (or
 * Flush) and run together, as one unit, the way PostgreSQL itself keeps them in one session.
 */
export function runExtendedQueriesWhole(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  const enqueue = queue.enqueue.bind(queue);
  const clear = queue.clearQueueForHandler.bind(queue);
  const held = new Map<number, Uint8Array[]>();
  queue.enqueue = (handlerId, message, onData) => {
    const waiting = held.get(handlerId);
    if (EXTENDED.has(message[0]!)) {
      if (waiting) waiting.push(message);
      else held.set(handlerId, [message]);
      return Promise.resolve(0);
    }
    if (!waiting) return enqueue(handlerId, message, onData);
    held.delete(handlerId);
    return enqueue(handlerId, Buffer.concat([...waiting, message]), onData);
  };
  queue.clearQueueForHandler = (handlerId) => {
    held.delete(handlerId);
    clear(handlerId);
  };
}

/** The data folder and what it holds are the owner's only (keys, secret, database, warehouse). */
async function privateDataDir(dataDir: string) {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
}

/** The key that seals ads account credentials at rest (32 bytes, base64url), created once in the data folder. */
async function secretsKeyFor(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'secrets-key');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const key = randomBytes(32).toString('base64url');
    await writeFile(file, key, { mode: 0o600 });
    return key;
  }
}

/** The secret subgraphs require from the gateway: given, or created once in the data folder. */
async function gatewaySecretFor(dataDir: string, given?: string): Promise<string> {
  if (given) return given;
  const file = path.join(dataDir, 'gateway-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * Starts the whole platform in one process, each part on its own listener and talking to the
 * others over HTTP: Postgres (embedded PGlite unless a URL is given), five services, five
 * subgraphs, then the gateway. Services verify user tokens against the gateway's JWKS.
 */
export async function launch(options: LaunchOptions): Promise<RunningPlatform> {
  const log = options.log ?? (() => undefined);
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    await mkdir(options.dataDir, { recursive: true });
    let databaseUrl = options.databaseUrl;
    await privateDataDir(options.dataDir);
    // audience-images keeps its files in the data folder unless told otherwise (IMAGES_STORAGE, IMAGES_DIR).
    process.env.IMAGES_DIR ??= path.join(options.dataDir, 'images');
    let simulatorsUrl: string | undefined;
    if (options.simulatorsPort !== undefined && options.simulatorsPort !== null) {
      const simulators = await startSimulators({ port: options.simulatorsPort, matchDelayMs: options.simulatorsMatchDelayMs ?? 2_000 });
      stops.push(simulators.close);
      simulatorsUrl = simulators.url;
      // Accounts without platform settings publish to the simulators (embedded mode, one process).
      process.env.SIMULATORS_URL ??= simulators.url;
      log(`simuladores de plataformas en ${simulators.url}`);
    }
    if (!databaseUrl) {
      const pg = await startEmbeddedPostgres(options.dataDir);
      stops.push(pg.stop);
      databaseUrl = pg.url;
      log(`PGlite embebido en ${databaseUrl}`);
    }
    const gatewaySecret = await gatewaySecretFor(options.dataDir, options.gatewaySecret);
    // Ads account credentials are sealed with this key (AES-256-GCM): given, or made once in the data folder.
    process.env.SECRETS_KEY ??= await secretsKeyFor(options.dataDir);

    // The gateway's port is known only once it listens; services resolve its JWKS lazily.
    let jwksVerifier: TokenVerifier | undefined;
    const verifyToken: TokenVerifier = (token) => {
      if (!jwksVerifier) return Promise.reject(new Error('gateway not started'));
      return jwksVerifier(token);
    };

    const services = {} as Record<ServiceName, RunningService>;
    for (const name of SERVICE_NAMES) {
      const running = await startService(SERVICE_MODULES[name], {
        databaseUrl,
        port: options.ports.service[name],
        verifyToken,
        seedDemo: options.seedDemo,
        // audience-management starts first; the others ask it who may see which company.
        directoryUrl: services['audience-management']?.url ?? 'http://127.0.0.1:0',
        warehouse: { file: path.join(options.dataDir, 'warehouse.duckdb'), size: options.warehouseCustomers ?? 1_000_000 },
      });
      stops.push(running.close);
      services[name] = running;
      // audience-management validates cross-table access with table-access (started after it).
      if (name === 'table-access') process.env.TABLE_ACCESS_URL = running.url;
      log(`servicio ${name} en ${running.url}`);
    }
    // Demo campaigns just seeded target segments of their own company: only audience-management knows
    // them, and no service reads another's tables, so the two seeds meet here.
    if (services['campaign-management'].seededDemo) {
      await targetDemoSegments(services['campaign-management'].pool, await demoContactSegments(services['audience-management'].pool));
    }

    const subgraphs = {} as Record<SubgraphName, RunningSubgraph>;
    for (const name of SUBGRAPH_NAMES) {
      const running = await runSubgraph(SUBGRAPH_MODULES[name], {
        serviceUrl: services[SUBGRAPH_SERVICE[name]].url,
        gatewaySecret,
        port: options.ports.subgraph[name],
        production: options.production,
      });
      stops.push(running.close);
      subgraphs[name] = running;
      log(`subgrafo ${name} en ${running.url}`);
    }

    const config: GatewayConfig = {
      port: options.ports.gateway,
      host: '127.0.0.1',
      trustProxy: options.trustProxy ?? [],
      dataDir: options.dataDir,
      databaseUrl,
      gatewaySecret,
      production: options.production,
      authMode: 'embedded',
      sessionTtlSeconds: options.sessionTtlSeconds ?? 1_800,
      sessionMaxSeconds: options.sessionMaxSeconds ?? 43_200,
      subgraphTimeoutMs: 10_000,
      limits: { maxDepth: 12, maxAliases: 30, maxCost: 20_000 },
      webDist: options.webDist ?? path.resolve(import.meta.dirname, '../../web/dist'),
      subgraphUrls: Object.fromEntries(SUBGRAPH_NAMES.map((n) => [n, subgraphs[n].url])) as Record<SubgraphName, string>,
      serviceUrls: Object.fromEntries(SERVICE_NAMES.map((n) => [n, services[n].url])) as Record<ServiceName, string>,
    };
    const gateway = await startGateway(config);
    stops.push(gateway.close);
    jwksVerifier = createTokenVerifier({ jwks: `${gateway.url.replace('localhost', '127.0.0.1')}/.well-known/jwks.json` });

    return { gatewayUrl: gateway.url, simulatorsUrl, databaseUrl, gatewaySecret, services, subgraphs, gateway, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
