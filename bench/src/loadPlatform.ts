/**
 * The platform under `npm run bench:load`, as `npm start` runs it (the launcher with the database and
 * the simulators, the services and the API each in a process of its own), apart from the load
 * generator: the embedded defaults (or DATABASE_URL) in DATA_DIR, free fixed ports. Prints one JSON
 * line with its addresses once it answers, and stops on SIGTERM.
 */
import { SERVICE_NAMES } from '@inca/config';
import { freeFixedPorts, launchProcesses } from '@inca/launcher/processes';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');

const { ports, extra } = await freeFixedPorts(1);
const platform = await launchProcesses({
  dataDir,
  databaseUrl: process.env.DATABASE_URL,
  ports,
  production: true,
  seedDemo: true,
  warehouseCustomers: Number(process.env.WAREHOUSE_CUSTOMERS ?? 1_000_000),
  simulatorsPort: extra[0]!,
  simulatorsMatchDelayMs: 500,
});
process.stdout.write(
  `${JSON.stringify({ gatewayUrl: platform.gatewayUrl, services: Object.fromEntries(SERVICE_NAMES.map((n) => [n, `http://127.0.0.1:${ports.service[n]}`])) })}\n`,
);
const stop = () => void platform.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
