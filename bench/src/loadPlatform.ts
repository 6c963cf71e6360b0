/**
 * The platform under `npm run bench:load`, as `npm start` runs it (the launcher with the database and
 * the simulators, the services and the API each in a process of its own), apart from the load
 * generator: the embedded defaults (or DATABASE_URL) in DATA_DIR, free fixed ports. Prints one JSON
 * line with its addresses once it answers, and stops on SIGTERM.
 */
import net from 'node:net';
import { SERVICE_NAMES, SUBGRAPH_NAMES, type ServiceName, type SubgraphName } from '@inca/config';
import { launchProcesses } from '@inca/launcher/processes';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');

async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise<net.Server>((resolve) => {
      const server = net.createServer();
      server.listen(0, '127.0.0.1', () => resolve(server));
    })),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

const ports = await freePorts(12);
const platform = await launchProcesses({
  dataDir,
  databaseUrl: process.env.DATABASE_URL,
  ports: {
    gateway: ports[0]!,
    subgraph: Object.fromEntries(SUBGRAPH_NAMES.map((n, i) => [n, ports[1 + i]!])) as Record<SubgraphName, number>,
    service: Object.fromEntries(SERVICE_NAMES.map((n, i) => [n, ports[6 + i]!])) as Record<ServiceName, number>,
  },
  production: true,
  seedDemo: true,
  warehouseCustomers: Number(process.env.WAREHOUSE_CUSTOMERS ?? 1_000_000),
  simulatorsPort: ports[11]!,
  simulatorsMatchDelayMs: 500,
});
process.stdout.write(
  `${JSON.stringify({ gatewayUrl: platform.gatewayUrl, services: Object.fromEntries(SERVICE_NAMES.map((n, i) => [n, `http://127.0.0.1:${ports[6 + i]}`])) })}\n`,
);
const stop = () => void platform.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
