import path from 'node:path';
import { z } from 'zod';
import {
  boolFlag,
  databaseLimitsEnv,
  databaseLimitsFrom,
  parseEnv,
  port,
  warehouseChoiceFrom,
  warehouseEnv,
  ConfigError,
} from '@inca/config';
import { defaultPorts } from './platform.ts';
import { launchProcesses } from './processes.ts';

/**
 * `npm start`: the whole platform on its embedded defaults, every address overridable by env: the
 * database and simulators here, the services and the API in supervised processes of their own.
 */
async function main() {
  // Everything this process writes under the data folder is readable by its owner only.
  process.umask(0o077);
  const env = parseEnv(
    z.object({
      DATA_DIR: z.string().default(path.resolve('data')),
      DATABASE_URL: z.url({ message: 'debe ser una URL postgres://' }).optional(),
      PORT: port(4000).refine((p) => p > 0, 'debe ser un puerto fijo (1–65535)'),
      GATEWAY_SECRET: z.string().min(16, 'debe tener al menos 16 caracteres').optional(),
      NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
      SEED_DEMO: boolFlag(true),
      SESSION_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(1_800),
      SESSION_MAX_SECONDS: z.coerce
        .number()
        .int()
        .min(300)
        .max(30 * 86_400)
        .default(43_200),
      TRUST_PROXY: z.string().default(''),
      SIMULATORS: boolFlag(true),
      SIMULATORS_PORT: port(4300),
      WAREHOUSE_CUSTOMERS: z.coerce.number().int().min(1_000, 'debe ser al menos 1000').max(100_000_000).default(1_000_000),
      ...warehouseEnv,
      ...databaseLimitsEnv,
    }),
  );
  const started = Date.now();
  const ports = { ...defaultPorts(), gateway: env.PORT };
  const platform = await launchProcesses({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    ports,
    production: env.NODE_ENV === 'production',
    seedDemo: env.SEED_DEMO,
    gatewaySecret: env.GATEWAY_SECRET,
    sessionTtlSeconds: env.SESSION_TTL_SECONDS,
    sessionMaxSeconds: env.SESSION_MAX_SECONDS,
    trustProxy: env.TRUST_PROXY.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    simulatorsPort: env.SIMULATORS ? env.SIMULATORS_PORT : null,
    warehouseCustomers: env.WAREHOUSE_CUSTOMERS,
    warehouse: warehouseChoiceFrom(env),
    databaseLimits: databaseLimitsFrom(env),
    log: (line) => console.log(`  · ${line}`),
  });
  console.log(`\nINCA Audiencias listo en ${platform.gatewayUrl}  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`GraphiQL: ${platform.gatewayUrl}/graphql · Salud: ${platform.gatewayUrl}/healthz`);
  if (platform.simulatorsUrl)
    console.log(
      `Simuladores de plataformas: ${platform.simulatorsUrl} (/google /meta /tiktok /criteo /salesforce /talonone /adobe, control en /__sim)`,
    );
  console.log('');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Deteniendo…');
    // Stopping never hangs: a database that does not answer cannot keep the platform up.
    setTimeout(() => {
      console.error('La plataforma no se detuvo en 10 s; se termina ahora.');
      process.exit(1);
    }, 10_000).unref();
    await platform.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('No se pudo iniciar la plataforma:', error);
  process.exit(1);
});
