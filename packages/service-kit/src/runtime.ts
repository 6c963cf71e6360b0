import type { Server } from 'node:http';
import type express from 'express';
import { z } from 'zod';
import { createTokenVerifier, type TokenVerifier } from '@inca/auth';
import os from 'node:os';
import path from 'node:path';
import {
  boolFlag,
  DEFAULT_TABLE_ACCESS_URL,
  databaseLimitsEnv,
  databaseLimitsFrom,
  parseEnv,
  port,
  url,
  warehouseChoiceFrom,
  warehouseEnv,
  type BigQueryConfig,
  type DatabaseLimits,
} from '@inca/config';
import { createPool, migrate, type Pool } from '@inca/db';
import { listen, serverUrl } from './http.ts';
import { DirectoryClient } from './directory.ts';
import { configureSpool } from './spool.ts';
import { namePart } from '@inca/telemetry';

/** What every REST service provides so that the launcher, its own entry point and tests start it alike. */
export type ServiceModule = {
  name: string;
  schema: string;
  migrationsDir: string;
  createApp: (deps: ServiceDeps) => express.Express;
  /** Fills demo data when the service's tables are empty (embedded mode and tests); may answer true when it seeded just now. */
  seedDemo?: (pool: Pool) => Promise<void | boolean>;
};

/**
 * Where the customer warehouse lives and how many synthetic customers it holds (embedded DuckDB);
 * with `bigquery`, segment previews and evaluations run on BigQuery instead (WAREHOUSE=bigquery).
 */
export type WarehouseSettings = { file?: string; size: number; bigquery?: BigQueryConfig };

/**
 * What a service is given: its pool, the token verifier, the company directory, the warehouse settings,
 * and the environment its own variables are parsed from once (with its schema in @inca/config).
 */
export type ServiceDeps = {
  pool: Pool;
  verifyToken: TokenVerifier;
  directory: DirectoryClient;
  /** Base URL of table-access, asked on each call: the launcher knows it only once table-access has started. */
  tableAccessUrl: () => string;
  warehouse: WarehouseSettings;
  env: NodeJS.ProcessEnv;
};

export type StartOptions = {
  /** Base URL of audience-management, the authority on which companies a caller may see. */
  directoryUrl: string;
  /**
   * Base URL of table-access, the authority on table grants (default its port on this machine); a
   * function when it is known only after this service started (the launcher's ephemeral ports).
   */
  tableAccessUrl?: string | (() => string);
  databaseUrl: string;
  port: number;
  host?: string;
  verifyToken: TokenVerifier;
  seedDemo: boolean;
  poolSize?: number;
  /** Bounds of every database session (DB_* variables). */
  databaseLimits?: Partial<DatabaseLimits>;
  /** Where uploads are received before their work begins (owner-only; swept at start). */
  spoolDir?: string;
  warehouse?: WarehouseSettings;
  /** Where the service's own variables come from; the process environment unless given. */
  env?: NodeJS.ProcessEnv;
};

export type RunningService = {
  name: string;
  url: string;
  server: Server;
  pool: Pool;
  /** The demo data was seeded by this start (an empty schema): steps that join demo data across services run then only. */
  seededDemo: boolean;
  close: () => Promise<void>;
};

export async function startService(module: ServiceModule, options: StartOptions): Promise<RunningService> {
  await configureSpool(options.spoolDir ?? path.join(os.tmpdir(), 'inca-spool', module.name));
  const pool = createPool(options.databaseUrl, {
    schema: module.schema,
    max: options.poolSize ?? 10,
    applicationName: module.name,
    limits: options.databaseLimits,
  });
  await migrate(pool, module.schema, module.migrationsDir);
  const tableAccessUrl = typeof options.tableAccessUrl === 'string' ? options.tableAccessUrl : DEFAULT_TABLE_ACCESS_URL;
  const seededDemo = options.seedDemo && module.seedDemo ? (await module.seedDemo(pool)) === true : false;
  const app = module.createApp({
    pool,
    verifyToken: options.verifyToken,
    directory: new DirectoryClient(options.directoryUrl),
    tableAccessUrl: typeof options.tableAccessUrl === 'function' ? options.tableAccessUrl : () => tableAccessUrl,
    warehouse: options.warehouse ?? { size: 1_000_000 },
    env: options.env ?? process.env,
  });
  const server = await listen(app, options.port, options.host);
  return {
    name: module.name,
    url: serverUrl(server),
    server,
    pool,
    seededDemo,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await (app.locals.close as (() => Promise<void>) | undefined)?.();
      await pool.end();
    },
  };
}

/** Entry point of a service run as its own process (production). */
export async function runServiceFromEnv(module: ServiceModule, defaultPort: number): Promise<RunningService> {
  const env = parseEnv(
    z.object({
      DATABASE_URL: url(),
      PORT: port(defaultPort),
      HOST: z.string().default('0.0.0.0'),
      JWKS_URL: url().default('http://127.0.0.1:4000/.well-known/jwks.json'),
      SEED_DEMO: boolFlag(false),
      AUDIENCE_MANAGEMENT_URL: url().default('http://127.0.0.1:4101'),
      TABLE_ACCESS_URL: url().default(DEFAULT_TABLE_ACCESS_URL),
      WAREHOUSE_FILE: z.string().default('data/warehouse.duckdb'),
      WAREHOUSE_CUSTOMERS: z.coerce.number().int().min(1_000).max(100_000_000).default(1_000_000),
      DB_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
      ...warehouseEnv,
      SPOOL_DIR: z.string().default(path.join(os.tmpdir(), 'inca-spool', module.name)),
      ...databaseLimitsEnv,
    }),
  );
  const choice = warehouseChoiceFrom(env);
  const running = await startService(module, {
    databaseUrl: env.DATABASE_URL,
    port: env.PORT,
    host: env.HOST,
    verifyToken: createTokenVerifier({ jwks: env.JWKS_URL }),
    seedDemo: env.SEED_DEMO,
    directoryUrl: env.AUDIENCE_MANAGEMENT_URL,
    tableAccessUrl: env.TABLE_ACCESS_URL,
    warehouse: { file: env.WAREHOUSE_FILE, size: env.WAREHOUSE_CUSTOMERS, ...(choice.kind === 'bigquery' ? { bigquery: choice } : {}) },
    poolSize: env.DB_POOL_SIZE,
    databaseLimits: databaseLimitsFrom(env),
    spoolDir: env.SPOOL_DIR,
  });
  namePart(running.server, module.name);
  console.log(`${module.name} listening on ${running.url}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return running;
}
