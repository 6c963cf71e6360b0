import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PORTS, SERVICE_NAMES, SUBGRAPH_NAMES, envKey, parseEnv, port, type ServiceName, type SubgraphName } from '@inca/config';

const urlOf = (prefix: 'SUBGRAPH' | 'SERVICE', name: string, fallback: string) =>
  [envKey(prefix, name, 'URL'), z.url({ message: 'debe ser una URL válida' }).default(fallback)] as const;

export const gatewayEnvSchema = z
  .object({
    GATEWAY_PORT: port(DEFAULT_PORTS.gateway),
    GATEWAY_HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url({ message: 'debe ser una URL válida' }).optional(),
    TRUST_PROXY: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    DATA_DIR: z.string().default(path.resolve('data')),
    DATABASE_URL: z.url({ message: 'debe ser una URL postgres://' }),
    GATEWAY_SECRET: z.string().min(16, 'debe tener al menos 16 caracteres'),
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    AUTH_MODE: z.enum(['embedded', 'oidc'], { message: 'debe ser embedded u oidc' }).default('embedded'),
    SESSION_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(1_800),
    SESSION_MAX_SECONDS: z.coerce
      .number()
      .int()
      .min(300)
      .max(30 * 86_400)
      .default(43_200),
    SUBGRAPH_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    MAX_DEPTH: z.coerce.number().int().positive().default(12),
    MAX_ALIASES: z.coerce.number().int().positive().default(30),
    MAX_COST: z.coerce.number().int().positive().default(20_000),
    OIDC_ISSUER: z.string().optional(),
    OIDC_AUDIENCE: z.string().optional(),
    OIDC_JWKS_URL: z.url().optional(),
    OIDC_CLAIM_EMAIL: z.string().default('email'),
    OIDC_CLAIM_NAME: z.string().default('name'),
    OIDC_CLAIM_COMPANY: z.string().default('company_code'),
    OIDC_CLAIM_ROLES: z.string().default('roles'),
    WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
    ...Object.fromEntries(SUBGRAPH_NAMES.map((n) => urlOf('SUBGRAPH', n, `http://127.0.0.1:${DEFAULT_PORTS.subgraph[n]}/graphql`))),
    ...Object.fromEntries(SERVICE_NAMES.map((n) => urlOf('SERVICE', n, `http://127.0.0.1:${DEFAULT_PORTS.service[n]}`))),
  })
  .refine((env) => env.AUTH_MODE !== 'oidc' || (env.OIDC_ISSUER && env.OIDC_AUDIENCE && env.OIDC_JWKS_URL), {
    message: 'AUTH_MODE=oidc necesita OIDC_ISSUER, OIDC_AUDIENCE y OIDC_JWKS_URL',
    path: ['AUTH_MODE'],
  });

export type GatewayConfig = {
  port: number;
  host: string;
  publicUrl?: string;
  /** Proxies (addresses, CIDRs or Express names such as loopback) whose X-Forwarded-* headers are believed; none by default. */
  trustProxy: string[];
  dataDir: string;
  databaseUrl: string;
  gatewaySecret: string;
  production: boolean;
  authMode: 'embedded' | 'oidc';
  sessionTtlSeconds: number;
  /** Absolute lifetime of a session, however active its user (12 h by default). */
  sessionMaxSeconds: number;
  subgraphTimeoutMs: number;
  limits: { maxDepth: number; maxAliases: number; maxCost: number };
  oidc?: { issuer: string; audience: string; jwksUrl: string; claims: { email: string; name: string; company: string; roles: string } };
  webDist: string;
  subgraphUrls: Record<SubgraphName, string>;
  serviceUrls: Record<ServiceName, string>;
};

export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const e = parseEnv(gatewayEnvSchema as unknown as z.ZodObject, env) as z.infer<typeof gatewayEnvSchema> & Record<string, string>;
  return {
    port: e.GATEWAY_PORT,
    host: e.GATEWAY_HOST,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY as unknown as string[],
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    gatewaySecret: e.GATEWAY_SECRET,
    production: e.NODE_ENV === 'production',
    authMode: e.AUTH_MODE,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    sessionMaxSeconds: e.SESSION_MAX_SECONDS,
    subgraphTimeoutMs: e.SUBGRAPH_TIMEOUT_MS,
    limits: { maxDepth: e.MAX_DEPTH, maxAliases: e.MAX_ALIASES, maxCost: e.MAX_COST },
    oidc:
      e.AUTH_MODE === 'oidc'
        ? {
            issuer: e.OIDC_ISSUER!,
            audience: e.OIDC_AUDIENCE!,
            jwksUrl: e.OIDC_JWKS_URL!,
            claims: { email: e.OIDC_CLAIM_EMAIL, name: e.OIDC_CLAIM_NAME, company: e.OIDC_CLAIM_COMPANY, roles: e.OIDC_CLAIM_ROLES },
          }
        : undefined,
    webDist: e.WEB_DIST,
    subgraphUrls: Object.fromEntries(SUBGRAPH_NAMES.map((n) => [n, e[envKey('SUBGRAPH', n, 'URL')]])) as Record<SubgraphName, string>,
    serviceUrls: Object.fromEntries(SERVICE_NAMES.map((n) => [n, e[envKey('SERVICE', n, 'URL')]])) as Record<ServiceName, string>,
  };
}
