/**
 * The platform under `npm run bench:load`, in a process of its own (the load generator must not share
 * its event loop): the embedded defaults (or DATABASE_URL) in DATA_DIR, ephemeral ports, simulators
 * beside it. Prints one JSON line with its addresses once it answers, and stops on SIGTERM.
 */
import { ephemeralPorts, launch } from '@inca/launcher';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const platform = await launch({
  dataDir,
  databaseUrl: process.env.DATABASE_URL,
  ports: ephemeralPorts(),
  production: true,
  seedDemo: true,
  warehouseCustomers: Number(process.env.WAREHOUSE_CUSTOMERS ?? 1_000_000),
  simulatorsPort: 0,
  simulatorsMatchDelayMs: 500,
});
process.stdout.write(
  `${JSON.stringify({ gatewayUrl: platform.gatewayUrl, services: Object.fromEntries(Object.entries(platform.services).map(([n, s]) => [n, s.url])) })}\n`,
);
const stop = () => void platform.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
