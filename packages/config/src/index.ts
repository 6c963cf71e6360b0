import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses environment variables once, with a message that names every bad variable.
 * Start fails fast on a bad value instead of failing later on a request.
 */
export function parseEnv<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
}

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
export const url = () => z.url({ message: 'debe ser una URL válida' });
export const optionalUrl = () => z.url({ message: 'debe ser una URL válida' }).optional();
export const boolFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { message: 'debe ser true o false' })
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');

/** The names used for every part of the platform; one place so ports and URLs stay consistent. */
export const SERVICE_NAMES = ['audience-management', 'campaign-management', 'audience-images', 'reports', 'table-access'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const SUBGRAPH_NAMES = ['audience', 'campaign', 'images', 'reports', 'table-access'] as const;
export type SubgraphName = (typeof SUBGRAPH_NAMES)[number];

/** Which service each subgraph wraps. */
export const SUBGRAPH_SERVICE: Record<SubgraphName, ServiceName> = {
  audience: 'audience-management',
  campaign: 'campaign-management',
  images: 'audience-images',
  reports: 'reports',
  'table-access': 'table-access',
};

export const DEFAULT_PORTS = {
  gateway: 4000,
  subgraph: { audience: 4001, campaign: 4002, images: 4003, reports: 4004, 'table-access': 4005 } as Record<SubgraphName, number>,
  service: {
    'audience-management': 4101,
    'campaign-management': 4102,
    'audience-images': 4103,
    reports: 4104,
    'table-access': 4105,
  } as Record<ServiceName, number>,
};

/** Postgres schema owned by each service (one schema each). */
export const SERVICE_SCHEMA: Record<ServiceName, string> = {
  'audience-management': 'audience_management',
  'campaign-management': 'campaign_management',
  'audience-images': 'audience_images',
  reports: 'reports',
  'table-access': 'table_access',
};

/** Env var name for a part's URL, e.g. SERVICE_AUDIENCE_MANAGEMENT_URL. */
export const envKey = (prefix: 'SERVICE' | 'SUBGRAPH', name: string, suffix: 'URL' | 'PORT') =>
  `${prefix}_${name.toUpperCase().replace(/-/g, '_')}_${suffix}`;

/**
 * Bounds of every database session, so one stuck client or statement never holds the others up
 * (milliseconds; 0 turns one off). Parsed with the rest of a process's configuration.
 */
export const databaseLimitsEnv = {
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(10_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(15_000),
};

export type DatabaseLimits = {
  /** Longest wait for a pooled connection (or a new one) before the request fails fast. */
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  /** A session left inside an open transaction this long is ended by the server. */
  idleInTransactionTimeoutMs: number;
};

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = {
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 60_000,
  lockTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 15_000,
};

export const databaseLimitsFrom = (env: { [K in keyof typeof databaseLimitsEnv]: number }): DatabaseLimits => ({
  connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
  statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
  lockTimeoutMs: env.DB_LOCK_TIMEOUT_MS,
  idleInTransactionTimeoutMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
});

/**
 * Which warehouse runs the segments: the embedded DuckDB (default) or BigQuery. Credentials come
 * from Application Default Credentials, or the key file named by GOOGLE_APPLICATION_CREDENTIALS;
 * BIGQUERY_API_ENDPOINT points the client at another REST endpoint (the local fake in tests).
 */
export const warehouseEnv = {
  WAREHOUSE: z.enum(['duckdb', 'bigquery'], { message: 'debe ser duckdb o bigquery' }).default('duckdb'),
  BIGQUERY_PROJECT: z
    .string()
    .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, { message: 'debe ser un id de proyecto de Google Cloud' })
    .optional(),
  BIGQUERY_LOCATION: z.string().min(1).default('US'),
  BIGQUERY_DATASET: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,1023}$/, { message: 'debe ser un nombre de dataset' })
    .default('warehouse'),
  BIGQUERY_MAX_BYTES_BILLED: z.coerce.number().int().positive().optional(),
  BIGQUERY_API_ENDPOINT: optionalUrl(),
  /** Another Data Catalog REST endpoint (the local fake in tests) for the tables' tags. */
  DATACATALOG_ENDPOINT: optionalUrl(),
  GOOGLE_APPLICATION_CREDENTIALS: z.string().min(1).optional(),
};

export type BigQueryConfig = {
  projectId: string;
  location: string;
  /** The dataset holding the customers table. */
  dataset: string;
  /** Bytes a query may bill at most (BigQuery fails the job beyond it); none set leaves the project's default. */
  maximumBytesBilled?: number;
  apiEndpoint?: string;
  /** Where the tables' tags are read (Data Catalog's REST API); Google's own unless set. */
  dataCatalogEndpoint?: string;
  keyFilename?: string;
};

export type WarehouseChoice = { kind: 'duckdb' } | ({ kind: 'bigquery' } & BigQueryConfig);

/** The warehouse chosen by the parsed environment; BigQuery needs its project. */
export function warehouseChoiceFrom(env: z.infer<z.ZodObject<typeof warehouseEnv>>): WarehouseChoice {
  if (env.WAREHOUSE === 'duckdb') return { kind: 'duckdb' };
  if (!env.BIGQUERY_PROJECT) throw new ConfigError('Configuración inválida:\n  BIGQUERY_PROJECT: es obligatorio con WAREHOUSE=bigquery');
  return {
    kind: 'bigquery',
    projectId: env.BIGQUERY_PROJECT,
    location: env.BIGQUERY_LOCATION,
    dataset: env.BIGQUERY_DATASET,
    ...(env.BIGQUERY_MAX_BYTES_BILLED !== undefined ? { maximumBytesBilled: env.BIGQUERY_MAX_BYTES_BILLED } : {}),
    ...(env.BIGQUERY_API_ENDPOINT ? { apiEndpoint: env.BIGQUERY_API_ENDPOINT } : {}),
    ...(env.DATACATALOG_ENDPOINT ? { dataCatalogEndpoint: env.DATACATALOG_ENDPOINT } : {}),
    ...(env.GOOGLE_APPLICATION_CREDENTIALS ? { keyFilename: env.GOOGLE_APPLICATION_CREDENTIALS } : {}),
  };
}

/** A switch that is on unless set to `off` (any case): lets one process leave a queue to another. */
export const offSwitch = () =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').toLowerCase() !== 'off');

/**
 * The installation's key: 32 random bytes in base64url that every sealed or signed value derives
 * its own key from (@inca/crypto): ads account credentials at rest, the signed file links, the
 * report params. Set the same value on every instance. Unset, credentials cannot be saved and links
 * and report params are sealed with a random key of the process (good only where they were issued).
 */
export const sealingEnv = {
  SECRETS_KEY: z
    .string()
    .optional()
    .refine((v) => !v || Buffer.from(v, 'base64url').length === 32, { message: 'debe ser 32 bytes al azar en base64url (43 caracteres)' }),
};

export const sealingKeyFrom = (env: z.infer<z.ZodObject<typeof sealingEnv>>): Buffer | undefined =>
  env.SECRETS_KEY ? Buffer.from(env.SECRETS_KEY, 'base64url') : undefined;

/** The installation's key as this process's environment sets it (undefined when unset). */
export const sealingKeyFromEnv = (env: NodeJS.ProcessEnv = process.env): Buffer | undefined =>
  sealingKeyFrom(parseEnv(z.object(sealingEnv), env));

/** Where table-access listens when nothing else says (its default port on this machine). */
export const DEFAULT_TABLE_ACCESS_URL = `http://127.0.0.1:${DEFAULT_PORTS.service['table-access']}`;

/** The platform simulators' address in embedded and test mode, unless SIMULATORS_URL says otherwise. */
export const DEFAULT_SIMULATORS_URL = 'http://127.0.0.1:4300';

/**
 * How audience-management's connectors reach the ads platforms and open the credentials sealed at rest,
 * parsed once per process (its app, its worker entry): SIMULATORS_URL for accounts without platform
 * settings, and the installation's key.
 */
export const connectorsEnv = { SIMULATORS_URL: optionalUrl(), ...sealingEnv };

export type ConnectorsConfig = {
  /** Without a trailing slash. */
  simulatorsUrl: string;
  sealingKey?: Buffer;
};

export const connectorsConfigFrom = (env: z.infer<z.ZodObject<typeof connectorsEnv>>): ConnectorsConfig => {
  const sealingKey = sealingKeyFrom(env);
  return { simulatorsUrl: (env.SIMULATORS_URL ?? DEFAULT_SIMULATORS_URL).replace(/\/+$/, ''), ...(sealingKey ? { sealingKey } : {}) };
};

/** campaign-management's own variables, parsed once when its app is made. */
export const campaignManagementEnv = {
  /** `off` keeps this process from working the recommendation queue. */
  CAMPAIGN_PROCESSING: offSwitch(),
  CAMPAIGN_PROCESSING_POLL_SECONDS: z.coerce
    .number({ message: 'debe ser un número de segundos' })
    .positive({ message: 'debe ser mayor que cero' })
    .default(1),
  ...sealingEnv,
  /** The file links' own key was replaced by SECRETS_KEY: refused rather than silently ignored, so no instance seals with a key of its own. */
  FILES_LINK_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined, {
      message: 'ya no se usa: los enlaces de archivos se sellan con SECRETS_KEY (el mismo valor en cada instancia); quite esta variable',
    }),
};

export type CampaignManagementConfig = {
  processing: { enabled: boolean; pollSeconds: number };
  /** The installation's key (SECRETS_KEY); the file links derive theirs from it. */
  sealingKey?: Buffer;
};

export const campaignManagementConfigFrom = (env: z.infer<z.ZodObject<typeof campaignManagementEnv>>): CampaignManagementConfig => {
  const sealingKey = sealingKeyFrom(env);
  return {
    processing: { enabled: env.CAMPAIGN_PROCESSING, pollSeconds: env.CAMPAIGN_PROCESSING_POLL_SECONDS },
    ...(sealingKey ? { sealingKey } : {}),
  };
};

/**
 * audience-images' own switch, parsed once when its app is made; its storage and providers read
 * their variables from the same environment (see the service's storage/ and providers/).
 */
export const audienceImagesEnv = {
  /** `off` keeps this process from generating images (another process works the queue). */
  IMAGE_WORKERS: offSwitch(),
};

const hourOfDay = (fallback: number) =>
  z.coerce
    .number({ message: 'debe ser una hora entre 0 y 23' })
    .int({ message: 'debe ser una hora entre 0 y 23' })
    .min(0, { message: 'debe ser una hora entre 0 y 23' })
    .max(23, { message: 'debe ser una hora entre 0 y 23' })
    .default(fallback);

/**
 * audience-management's publishing variables, parsed once when its app is made (its worker entry
 * parses publishingWorkerEnv). Mail and the daily verification hour are read
 * from the same environment by the service's notify.ts and dailyVerify.ts.
 */
export const publishingEnv = {
  /** `off` starts no publishing here (tests that run their own engine, or a separate worker). */
  PUBLISHING: offSwitch(),
  /** The platform simulators, for ads accounts without platform settings (embedded mode). */
  SIMULATORS_URL: optionalUrl(),
  /** Hour of scheduled runs, America/Santiago. */
  PUBLISH_HOUR: hourOfDay(6),
  PUBLISH_DISPATCH_MS: z.coerce
    .number({ message: 'debe ser un número de milisegundos' })
    .int()
    .min(0, { message: 'no puede ser negativo' })
    .default(5_000),
  PUBLISH_RUN_LEASE_SECONDS: z.coerce
    .number({ message: 'debe ser un número de segundos' })
    .int()
    .positive({ message: 'debe ser mayor que cero' })
    .default(120),
  /** Customers read to measure identifier quality and predict matches. */
  PUBLISH_QUALITY_SAMPLE: z.coerce
    .number({ message: 'debe ser un número de clientes' })
    .int()
    .min(100, { message: 'debe ser al menos 100' })
    .default(20_000),
};

/** A count or a duration that may be zero; unset or empty leaves the default. */
const nonNegative = () =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ message: 'debe ser un número no negativo' }).min(0, { message: 'debe ser un número no negativo' }).optional(),
  );

/**
 * The publishing worker entry's variables (audience-management's jobs/worker-main.ts), parsed once
 * at its start; its mail and the daily check's hour are read like the app's (notify.ts, dailyVerify.ts).
 */
export const publishingWorkerEnv = {
  DATABASE_URL: url(),
  ...warehouseEnv,
  /** The DuckDB file (a file is held by one process: each worker needs its own) and its synthetic size. */
  WAREHOUSE_FILE: z.string().min(1).optional(),
  WAREHOUSE_CUSTOMERS: z.coerce.number({ message: 'debe ser un número de clientes' }).int().min(1).default(1_000_000),
  ...connectorsEnv,
  PUBLISH_QUEUE_SCHEMA: z.string().min(1).default('audience_publishing'),
  PUBLISH_DISPATCH_MS: nonNegative(),
  PUBLISH_POLL_SECONDS: nonNegative(),
  PUBLISH_BATCH_SIZE: nonNegative(),
  PUBLISH_CHUNK_SIZE: nonNegative(),
  PUBLISH_RUN_LEASE_SECONDS: nonNegative(),
  PUBLISH_BUSY_RETRY_SECONDS: nonNegative(),
  PUBLISH_MATCH_POLL_SECONDS: nonNegative(),
  PUBLISH_HOUR: nonNegative(),
  PUBLISH_QUALITY_SAMPLE: nonNegative(),
};

/** How audience-management writes lista_audiencias.xlsx, parsed once when its app is made. */
export const audienceExportEnv = {
  /** Rows per cursor read (the export holds about two chunks at a time). */
  AUDIENCE_EXPORT_CHUNK: z.coerce
    .number({ message: 'debe ser un número de filas' })
    .int()
    .min(100, { message: 'debe ser al menos 100' })
    .default(5_000),
  /** Deflate level of the sheet, 1 (fastest) to 9 (smallest). */
  AUDIENCE_EXPORT_DEFLATE_LEVEL: z.coerce
    .number({ message: 'debe ser un número entre 1 y 9' })
    .int()
    .min(1, { message: 'debe ser un número entre 1 y 9' })
    .max(9, { message: 'debe ser un número entre 1 y 9' })
    .default(1),
};

/** table-access's own switch, parsed once when its app is made. */
export const tableAccessEnv = {
  /** Lets an audience admin set the service's "today" (setTableAccessTestClock). */
  TABLE_ACCESS_TEST_CLOCK: boolFlag(false),
  /** Set by the test runner: the test clock is always on under it. */
  VITEST: z
    .string()
    .optional()
    .transform((v) => Boolean(v)),
};

/**
 * Tracing (OpenTelemetry), parsed once per process before anything else loads (the telemetry
 * preload): spans leave the process over OTLP/HTTP only when OTEL_EXPORTER_OTLP_ENDPOINT is set;
 * otherwise no tracing code is loaded at all.
 */
export const telemetryEnv = {
  /** The collector's base URL (spans go to <endpoint>/v1/traces), e.g. http://127.0.0.1:4318. Empty counts as unset. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/, message: 'debe ser una URL http:// o https://' }).optional(),
  ),
  /** Share of new traces recorded, 0–1; a request arriving with a sampled W3C context is recorded as its caller decided. */
  OTEL_TRACES_SAMPLER_ARG: z.coerce
    .number({ message: 'debe ser un número entre 0 y 1' })
    .min(0, { message: 'debe ser un número entre 0 y 1' })
    .max(1, { message: 'debe ser un número entre 0 y 1' })
    .default(1),
  /** Milliseconds between batches sent to the collector. */
  OTEL_BSP_SCHEDULE_DELAY: z.coerce
    .number({ message: 'debe ser un número de milisegundos' })
    .int()
    .min(0, { message: 'no puede ser negativo' })
    .max(600_000)
    .default(5_000),
  /** Name of this process's spans outside any part of the platform (startup, background work). */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
};

export type TelemetryConfig = { endpoint: string; sampleRatio: number; scheduleDelayMs: number; serviceName?: string };

/** The tracing settings of this process, or null when no collector is configured (tracing off). */
export function telemetryConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TelemetryConfig | null {
  const parsed = parseEnv(z.object(telemetryEnv), env);
  if (!parsed.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  return {
    endpoint: parsed.OTEL_EXPORTER_OTLP_ENDPOINT,
    sampleRatio: parsed.OTEL_TRACES_SAMPLER_ARG,
    scheduleDelayMs: parsed.OTEL_BSP_SCHEDULE_DELAY,
    ...(parsed.OTEL_SERVICE_NAME ? { serviceName: parsed.OTEL_SERVICE_NAME } : {}),
  };
}
