import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ephemeralPorts, launch } from '@inca/launcher';
import { SERVICE_NAMES, SUBGRAPH_NAMES } from '@inca/config';
import { createFreshDatabase, startTestServer } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    simulatorsUrl: string;
    databaseUrl: string;
    gatewaySecret: string;
    dataDir: string;
    serviceUrls: Record<string, string>;
    subgraphUrls: Record<string, string>;
  }
}

/** One platform for the system tests: the embedded PostgreSQL (or TEST_DATABASE_URL; a fresh database per run), real HTTP. */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  const database = await createFreshDatabase(server.adminUrl);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-test-'));
  // Publishing runs on a schedule; the test platform's seeded audiences must keep their states
  // while other files read them, so the engine runs only where a test starts its own.
  process.env.PUBLISHING = 'off';
  const platform = await launch({
    dataDir,
    databaseUrl: database.url,
    ports: ephemeralPorts(),
    production: true,
    seedDemo: true,
    warehouseCustomers: 20_000,
    simulatorsPort: 0,
    simulatorsMatchDelayMs: 0,
    webDist: path.resolve(import.meta.dirname, '../../web/dist'),
  });
  project.provide('gatewayUrl', platform.gatewayUrl);
  project.provide('simulatorsUrl', platform.simulatorsUrl!);
  project.provide('databaseUrl', database.url);
  project.provide('gatewaySecret', platform.gatewaySecret);
  project.provide('dataDir', dataDir);
  project.provide('serviceUrls', Object.fromEntries(SERVICE_NAMES.map((n) => [n, platform.services[n].url])));
  project.provide('subgraphUrls', Object.fromEntries(SUBGRAPH_NAMES.map((n) => [n, platform.subgraphs[n].url])));
  return async () => {
    await platform.stop();
    await database.drop();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
