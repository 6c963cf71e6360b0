import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedPostgres } from '@inca/db/embedded';
import { createTokenVerifier, type TokenVerifier } from '@inca/auth';
import {
  DEFAULT_PORTS,
  DEFAULT_TABLE_ACCESS_URL,
  SERVICE_NAMES,
  SUBGRAPH_NAMES,
  SUBGRAPH_SERVICE,
  type DatabaseLimits,
  type ServiceName,
  type SubgraphName,
  type WarehouseChoice,
} from '@inca/config';
import { startService, type RunningService, type ServiceModule } from '@inca/service-kit';
import { runSubgraph, type RunningSubgraph, type SubgraphModule } from '@inca/subgraph-kit';
import { startGateway, type RunningGateway } from '@inca/gateway';
import { startSimulators } from '@inca/simulators';
import { namePart } from '@inca/telemetry';
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
  /** A PostgreSQL server; without it the embedded PostgreSQL is started under dataDir. */
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
  /** WAREHOUSE=bigquery: segment previews and evaluations on BigQuery (the embedded DuckDB by default). */
  warehouse?: WarehouseChoice;
  /** Bounds of every database session (DB_* variables); the defaults of @inca/config otherwise. */
  databaseLimits?: Partial<DatabaseLimits>;
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

/** The services' part: the five REST services (and their workers), sharing the embedded warehouse. */
export type ServicesPartOptions = {
  dataDir: string;
  databaseUrl: string;
  ports: Record<ServiceName, number>;
  seedDemo: boolean;
  verifyToken: TokenVerifier;
  warehouseCustomers?: number;
  warehouse?: WarehouseChoice;
  databaseLimits?: Partial<DatabaseLimits>;
  log?: (line: string) => void;
};

export type RunningServices = { services: Record<ServiceName, RunningService>; stop: () => Promise<void> };

/**
 * Starts the five services, audience-management first (the others ask it who may see which
 * company). They share one process: the embedded DuckDB warehouse is a single-writer file.
 */
export async function startServicesPart(options: ServicesPartOptions): Promise<RunningServices> {
  const log = options.log ?? (() => undefined);
  // audience-images keeps its files in the data folder unless told otherwise (IMAGES_STORAGE, IMAGES_DIR).
  process.env.IMAGES_DIR ??= path.join(options.dataDir, 'images');
  // Ads account credentials are sealed with this key (AES-256-GCM): given, or made once in the data folder.
  process.env.SECRETS_KEY ??= await secretsKeyFor(options.dataDir);
  const services = {} as Record<ServiceName, RunningService>;
  const stop = async () => {
    for (const name of [...SERVICE_NAMES].reverse()) await services[name]?.close().catch(() => undefined);
  };
  try {
    for (const name of SERVICE_NAMES) {
      const running = await startService(SERVICE_MODULES[name], {
        databaseUrl: options.databaseUrl,
        port: options.ports[name],
        verifyToken: options.verifyToken,
        seedDemo: options.seedDemo,
        directoryUrl: services['audience-management']?.url ?? 'http://127.0.0.1:0',
        // audience-management and campaign-management ask table-access, which starts after them.
        tableAccessUrl: () => services['table-access']?.url ?? DEFAULT_TABLE_ACCESS_URL,
        warehouse: {
          file: path.join(options.dataDir, 'warehouse.duckdb'),
          size: options.warehouseCustomers ?? 1_000_000,
          ...(options.warehouse?.kind === 'bigquery' ? { bigquery: options.warehouse } : {}),
        },
        databaseLimits: options.databaseLimits,
        spoolDir: path.join(options.dataDir, 'spool', name),
      });
      services[name] = running;
      namePart(running.server, name);
      log(`servicio ${name} en ${running.url}`);
    }
    // Demo campaigns just seeded target segments of their own company: only audience-management knows
    // them, and no service reads another's tables, so the two seeds meet here.
    if (services['campaign-management'].seededDemo) {
      await targetDemoSegments(services['campaign-management'].pool, await demoContactSegments(services['audience-management'].pool));
    }
    return { services, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The API part: the five subgraphs and the gateway in front of them. */
export type ApiPartOptions = {
  dataDir: string;
  databaseUrl: string;
  serviceUrls: Record<ServiceName, string>;
  ports: { gateway: number; subgraph: Record<SubgraphName, number> };
  production: boolean;
  gatewaySecret: string;
  sessionTtlSeconds?: number;
  sessionMaxSeconds?: number;
  trustProxy?: string[];
  webDist?: string;
  log?: (line: string) => void;
};

export type RunningApi = { subgraphs: Record<SubgraphName, RunningSubgraph>; gateway: RunningGateway; stop: () => Promise<void> };

export async function startApiPart(options: ApiPartOptions): Promise<RunningApi> {
  const log = options.log ?? (() => undefined);
  const subgraphs = {} as Record<SubgraphName, RunningSubgraph>;
  let gateway: RunningGateway | undefined;
  const stop = async () => {
    await gateway?.close().catch(() => undefined);
    for (const name of [...SUBGRAPH_NAMES].reverse()) await subgraphs[name]?.close().catch(() => undefined);
  };
  try {
    for (const name of SUBGRAPH_NAMES) {
      const running = await runSubgraph(SUBGRAPH_MODULES[name], {
        serviceUrl: options.serviceUrls[SUBGRAPH_SERVICE[name]],
        gatewaySecret: options.gatewaySecret,
        port: options.ports.subgraph[name],
        production: options.production,
      });
      subgraphs[name] = running;
      namePart(running.server, `subgraph-${name}`);
      log(`subgrafo ${name} en ${running.url}`);
    }
    const config: GatewayConfig = {
      port: options.ports.gateway,
      host: '127.0.0.1',
      trustProxy: options.trustProxy ?? [],
      dataDir: options.dataDir,
      databaseUrl: options.databaseUrl,
      gatewaySecret: options.gatewaySecret,
      production: options.production,
      authMode: 'embedded',
      sessionTtlSeconds: options.sessionTtlSeconds ?? 1_800,
      sessionMaxSeconds: options.sessionMaxSeconds ?? 43_200,
      subgraphTimeoutMs: 10_000,
      limits: { maxDepth: 12, maxAliases: 30, maxCost: 20_000 },
      webDist: options.webDist ?? path.resolve(import.meta.dirname, '../../web/dist'),
      subgraphUrls: Object.fromEntries(SUBGRAPH_NAMES.map((n) => [n, subgraphs[n].url])) as Record<SubgraphName, string>,
      serviceUrls: options.serviceUrls,
    };
    gateway = await startGateway(config);
    namePart(gateway.server, 'gateway');
    return { subgraphs, gateway, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The API part's options from the platform's: the same whether it runs in this process or its own. */
export function apiPartOptions(
  options: LaunchOptions,
  foundation: Foundation,
  serviceUrls: Record<ServiceName, string>,
): Omit<ApiPartOptions, 'log'> {
  return {
    dataDir: options.dataDir,
    databaseUrl: foundation.databaseUrl,
    serviceUrls,
    ports: { gateway: options.ports.gateway, subgraph: options.ports.subgraph },
    production: options.production,
    gatewaySecret: foundation.gatewaySecret,
    sessionTtlSeconds: options.sessionTtlSeconds,
    sessionMaxSeconds: options.sessionMaxSeconds,
    trustProxy: options.trustProxy,
    webDist: options.webDist,
  };
}

/**
 * What every part shares, prepared once by whoever starts the platform: the data folder, the database, the
 * simulators, the gateway secret.
 */
export type Foundation = { databaseUrl: string; simulatorsUrl?: string; gatewaySecret: string; stop: () => Promise<void> };

export async function startFoundation(options: LaunchOptions): Promise<Foundation> {
  const log = options.log ?? (() => undefined);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const one of stops.reverse()) await one().catch(() => undefined);
  };
  try {
    await privateDataDir(options.dataDir);
    let simulatorsUrl: string | undefined;
    if (options.simulatorsPort !== undefined && options.simulatorsPort !== null) {
      const simulators = await startSimulators({ port: options.simulatorsPort, matchDelayMs: options.simulatorsMatchDelayMs ?? 2_000 });
      stops.push(simulators.close);
      simulatorsUrl = simulators.url;
      // Accounts without platform settings publish to the simulators (embedded mode).
      process.env.SIMULATORS_URL ??= simulators.url;
      log(`simuladores de plataformas en ${simulators.url}`);
    }
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const pg = await startEmbeddedPostgres({ dataDir: options.dataDir, log });
      stops.push(pg.stop);
      databaseUrl = pg.url;
      log(`PostgreSQL embebido en ${pg.socketDir}`);
    }
    const gatewaySecret = await gatewaySecretFor(options.dataDir, options.gatewaySecret);
    return { databaseUrl, simulatorsUrl, gatewaySecret, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Starts the whole platform in this process (tests and benchmarks; `npm start` runs the same parts
 * as separate processes, see processes.ts), each part on its own listener and talking to the others
 * over HTTP: PostgreSQL (embedded unless a URL is given), five services, five subgraphs, then the
 * gateway. Services verify user tokens against the gateway's JWKS.
 */
export async function launch(options: LaunchOptions): Promise<RunningPlatform> {
  const log = options.log ?? (() => undefined);
  const foundation = await startFoundation(options);
  let services: RunningServices | undefined;
  let api: RunningApi | undefined;
  const stop = async () => {
    await api?.stop();
    await services?.stop();
    await foundation.stop();
  };
  try {
    // The gateway's port is known only once it listens; services resolve its JWKS lazily.
    // eslint-disable-next-line prefer-const -- assigned below, after the closure that reads it is handed out
    let jwksVerifier: TokenVerifier | undefined;
    const verifyToken: TokenVerifier = (token) => {
      if (!jwksVerifier) return Promise.reject(new Error('gateway not started'));
      return jwksVerifier(token);
    };
    services = await startServicesPart({
      dataDir: options.dataDir,
      databaseUrl: foundation.databaseUrl,
      ports: options.ports.service,
      seedDemo: options.seedDemo,
      verifyToken,
      warehouseCustomers: options.warehouseCustomers,
      warehouse: options.warehouse,
      databaseLimits: options.databaseLimits,
      log,
    });
    const serviceUrls = Object.fromEntries(SERVICE_NAMES.map((n) => [n, services!.services[n].url])) as Record<ServiceName, string>;
    api = await startApiPart({ ...apiPartOptions(options, foundation, serviceUrls), log });
    jwksVerifier = createTokenVerifier({ jwks: `${api.gateway.url.replace('localhost', '127.0.0.1')}/.well-known/jwks.json` });
    return {
      gatewayUrl: api.gateway.url,
      simulatorsUrl: foundation.simulatorsUrl,
      databaseUrl: foundation.databaseUrl,
      gatewaySecret: foundation.gatewaySecret,
      services: services.services,
      subgraphs: api.subgraphs,
      gateway: api.gateway,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
