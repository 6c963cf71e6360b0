import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedPostgres } from '@inca/db/embedded';
import { createTokenVerifier, type TokenVerifier } from '@inca/auth';
import { DEFAULT_PORTS, SERVICE_NAMES, SUBGRAPH_NAMES, SUBGRAPH_SERVICE, type DatabaseLimits, type ServiceName, type SubgraphName } from '@inca/config';
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

/**
 * Starts the whole platform in one process, each part on its own listener and talking to the
 * others over HTTP: PostgreSQL (embedded unless a URL is given), five services, five
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
      const pg = await startEmbeddedPostgres({ dataDir: options.dataDir, log });
      stops.push(pg.stop);
      databaseUrl = pg.url;
      log(`PostgreSQL embebido en ${pg.socketDir}`);
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
        databaseLimits: options.databaseLimits,
        spoolDir: path.join(options.dataDir, 'spool', name),
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
