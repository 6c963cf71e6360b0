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
export const SERVICE_NAMES = [
  'audience-management',
  'campaign-management',
  'audience-images',
  'reports',
  'table-access',
] as const;
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
  subgraph: { audience: 4001, campaign: 4002, images: 4003, reports: 4004, 'table-access': 4005 } as Record<
    SubgraphName,
    number
  >,
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
