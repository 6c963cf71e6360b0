import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PLATFORM_NODE_FLAGS } from '../../launcher/node-flags.mjs';
import { createFreshDatabase, startTestServer } from './database.ts';
import type { PlatformMessage, TestPlatform, TestPlatformOptions } from './platformProcess.ts';
import { testPlatformCount } from './platforms.ts';

declare module 'vitest' {
  export interface ProvidedContext extends TestPlatform {
    /** Every platform of the run, one per worker: platformOfWorker.ts points the keys above at the worker's own. */
    platforms: TestPlatform[];
  }
}

const ENTRY = path.join(import.meta.dirname, 'platformProcess.ts');

/** Starts one platform process and resolves with its addresses once it answers. */
function startPlatform(options: TestPlatformOptions): Promise<{ child: ChildProcess; platform: TestPlatform }> {
  const env: NodeJS.ProcessEnv = { ...process.env, INCA_TEST_PLATFORM: JSON.stringify(options), PUBLISHING: 'off' };
  // Each platform publishes to its own simulators, whatever the runner's environment names.
  delete env.SIMULATORS_URL;
  const child = fork(ENTRY, { env, execArgv: [...PLATFORM_NODE_FLAGS, '--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message: PlatformMessage) => {
      if (message.ready) resolve({ child, platform: message.platform });
      else reject(new Error(`la plataforma de pruebas no arrancó:\n${message.error}`));
    });
    child.once('exit', (code, signal) => reject(new Error(`la plataforma de pruebas terminó al arrancar (${signal ?? code})`)));
  });
}

async function stopPlatform(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
}

/**
 * The platforms of the system tests: one embedded PostgreSQL (or TEST_DATABASE_URL) with a fresh database
 * per platform, and one platform process per worker of the system project (TEST_PLATFORMS, see
 * platforms.ts), each with its data folder and simulators, real HTTP. A test file runs alone on its
 * worker's platform, as it did when all files ran one after another on one.
 */
export default async function setup(project: TestProject) {
  // Publishing runs on a schedule; the test platform's seeded audiences must keep their states
  // while other files read them, so the engine runs only where a test starts its own (and test
  // files inherit this for the platforms they launch themselves).
  process.env.PUBLISHING = 'off';
  // No more platforms than files to run (one file run alone starts one).
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const files = (await project.globTestFiles(filters)).testFiles.length;
  const count = Math.max(1, Math.min(testPlatformCount(), files));

  const server = await startTestServer();
  const started: { child?: ChildProcess; dataDir: string; drop: () => Promise<unknown> }[] = [];
  const stop = async () => {
    await Promise.all(started.map((one) => (one.child ? stopPlatform(one.child) : undefined)));
    for (const one of started) {
      await one.drop().catch(() => undefined);
      await rm(one.dataDir, { recursive: true, force: true });
    }
    await server.stop();
  };
  try {
    const platforms = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const database = await createFreshDatabase(server.adminUrl, `inca_test${i + 1}`);
        const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-test-'));
        const one: (typeof started)[number] = { dataDir, drop: database.drop };
        started.push(one);
        const { child, platform } = await startPlatform({
          dataDir,
          databaseUrl: database.url,
          webDist: path.resolve(import.meta.dirname, '../../web/dist'),
        });
        one.child = child;
        return platform;
      }),
    );
    project.provide('platforms', platforms);
    // The first platform under the usual keys too (the worker's own replaces them, platformOfWorker.ts).
    const first = platforms[0]!;
    project.provide('gatewayUrl', first.gatewayUrl);
    project.provide('simulatorsUrl', first.simulatorsUrl);
    project.provide('databaseUrl', first.databaseUrl);
    project.provide('gatewaySecret', first.gatewaySecret);
    project.provide('dataDir', first.dataDir);
    project.provide('serviceUrls', first.serviceUrls);
    project.provide('subgraphUrls', first.subgraphUrls);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
