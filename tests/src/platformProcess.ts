/**
 * One test platform in a process of its own, started by globalSetup.ts: the services, subgraphs,
 * gateway and simulators of `launch()` on the database INCA_TEST_PLATFORM names. Its own process
 * because the platform reads process.env while it runs (SIMULATORS_URL above all): two platforms in
 * the runner's process would publish to one set of simulators. Tells its parent its addresses when
 * it answers, and stops on SIGTERM or when its parent goes away.
 */
import { SERVICE_NAMES, SUBGRAPH_NAMES } from '@inca/config';
import { ephemeralPorts, launch } from '@inca/launcher';

export type TestPlatformOptions = { dataDir: string; databaseUrl: string; webDist: string };

/** What a test file reads with inject() about the platform it runs on. */
export type TestPlatform = {
  gatewayUrl: string;
  simulatorsUrl: string;
  databaseUrl: string;
  gatewaySecret: string;
  dataDir: string;
  serviceUrls: Record<string, string>;
  subgraphUrls: Record<string, string>;
};

export type PlatformMessage = { ready: true; platform: TestPlatform } | { ready: false; error: string };

const options = JSON.parse(process.env.INCA_TEST_PLATFORM ?? '{}') as TestPlatformOptions;

try {
  const platform = await launch({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    ports: ephemeralPorts(),
    production: true,
    seedDemo: true,
    warehouseCustomers: 20_000,
    simulatorsPort: 0,
    simulatorsMatchDelayMs: 0,
    webDist: options.webDist,
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    void platform.stop().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
  process.send?.({
    ready: true,
    platform: {
      gatewayUrl: platform.gatewayUrl,
      simulatorsUrl: platform.simulatorsUrl!,
      databaseUrl: platform.databaseUrl,
      gatewaySecret: platform.gatewaySecret,
      dataDir: options.dataDir,
      serviceUrls: Object.fromEntries(SERVICE_NAMES.map((n) => [n, platform.services[n].url])),
      subgraphUrls: Object.fromEntries(SUBGRAPH_NAMES.map((n) => [n, platform.subgraphs[n].url])),
    },
  } satisfies PlatformMessage);
} catch (error) {
  process.send?.({
    ready: false,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  } satisfies PlatformMessage);
  process.exit(1);
}
