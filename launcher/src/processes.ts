import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVICE_NAMES, SUBGRAPH_NAMES, type ServiceName, type SubgraphName } from '@inca/config';
import { PLATFORM_NODE_FLAGS } from '../node-flags.mjs';
import { apiPartOptions, startFoundation, type ApiPartOptions, type LaunchOptions, type ServicesPartOptions } from './platform.ts';

const PART_ENTRY = path.join(import.meta.dirname, 'part.ts');
/** Starts tracing before a part loads what it traces, when OTEL_EXPORTER_OTLP_ENDPOINT is set (nothing otherwise). */
const TELEMETRY_PRELOAD = pathToFileURL(path.join(import.meta.dirname, '../../packages/telemetry/src/preload.ts')).href;

type PartName = 'services' | 'api';

/**
 * One part supervised: started in its own process, restarted when it dies (after 1 s, then up to 30 s
 * between tries while it keeps dying within a minute), stopped with SIGTERM and, past 5 s, SIGKILL.
 */
class SupervisedPart {
  private child?: ChildProcess;
  private stopping = false;
  private failures = 0;
  private startedAt = 0;

  constructor(
    readonly name: PartName,
    private readonly env: NodeJS.ProcessEnv,
    private readonly log: (line: string) => void,
  ) {}

  /** Starts the part and resolves with its addresses once it answers. */
  start(): Promise<Record<string, string>> {
    return new Promise((resolve, reject) => {
      this.startedAt = Date.now();
      const child = spawn(process.execPath, [...PLATFORM_NODE_FLAGS, '--import', 'tsx', '--import', TELEMETRY_PRELOAD, PART_ENTRY], {
        env: this.env,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      this.child = child;
      let ready = false;
      child.on('message', (message: { ready?: boolean; urls?: Record<string, string> }) => {
        if (!message.ready) return;
        ready = true;
        resolve(message.urls ?? {});
      });
      child.once('exit', (code, signal) => {
        if (this.stopping) return;
        if (!ready) {
          reject(new Error(`la parte ${this.name} no arrancó (${signal ?? code})`));
          return;
        }
        this.failures = Date.now() - this.startedAt < 60_000 ? this.failures + 1 : 1;
        const wait = Math.min(30_000, 1_000 * 2 ** (this.failures - 1));
        this.log(`la parte ${this.name} se detuvo (${signal ?? `código ${code}`}); se reinicia en ${wait / 1000} s`);
        setTimeout(() => {
          if (this.stopping) return;
          this.start().then(
            () => this.log(`la parte ${this.name} volvió a arrancar`),
            (error: unknown) => this.log(String(error)),
          );
        }, wait).unref();
      });
    });
  }

  /** The process now running the part (tests kill it to see it restarted). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  }
}

export type RunningProcesses = {
  gatewayUrl: string;
  simulatorsUrl?: string;
  parts: Record<PartName, SupervisedPart>;
  stop: () => Promise<void>;
};

/**
 * `npm start`: the database and the simulators in this process, the services (with their workers)
 * and the API (subgraphs and gateway) each in a process of its own, so the platform uses two cores
 * and a part that dies is started again without the others. Ports must be fixed (a restarted part
 * answers where the others expect it).
 */
export async function launchProcesses(options: LaunchOptions): Promise<RunningProcesses> {
  const log = options.log ?? (() => undefined);
  if (options.ports.gateway === 0 || Object.values(options.ports.service).includes(0)) throw new Error('launchProcesses needs fixed ports');
  const foundation = await startFoundation(options);
  const serviceUrls = Object.fromEntries(SERVICE_NAMES.map((n) => [n, `http://127.0.0.1:${options.ports.service[n]}`])) as Record<
    ServiceName,
    string
  >;
  const env = (name: PartName, partOptions: unknown): NodeJS.ProcessEnv => ({
    ...process.env,
    ...(foundation.simulatorsUrl ? { SIMULATORS_URL: process.env.SIMULATORS_URL ?? foundation.simulatorsUrl } : {}),
    INCA_PART: name,
    // Spans of a part's process outside any request (startup, background work) are named after it.
    OTEL_SERVICE_NAME: process.env.OTEL_SERVICE_NAME ?? `inca-${name}`,
    INCA_PART_LOG: options.log ? '1' : '0',
    INCA_PART_OPTIONS: JSON.stringify(partOptions),
  });
  const servicesOptions: Omit<ServicesPartOptions, 'verifyToken' | 'log'> & { jwksUrl: string } = {
    dataDir: options.dataDir,
    databaseUrl: foundation.databaseUrl,
    ports: options.ports.service,
    seedDemo: options.seedDemo,
    warehouseCustomers: options.warehouseCustomers,
    warehouse: options.warehouse,
    databaseLimits: options.databaseLimits,
    jwksUrl: `http://127.0.0.1:${options.ports.gateway}/.well-known/jwks.json`,
  };
  const apiOptions: Omit<ApiPartOptions, 'log'> = apiPartOptions(options, foundation, serviceUrls);
  const parts = {
    services: new SupervisedPart('services', env('services', servicesOptions), log),
    api: new SupervisedPart('api', env('api', apiOptions), log),
  };
  const stop = async () => {
    await parts.api.stop();
    await parts.services.stop();
    await foundation.stop();
  };
  try {
    // Both start at once: the API needs the services' addresses, which the fixed ports give, not their answers.
    const [, api] = await Promise.all([parts.services.start(), parts.api.start()]);
    return { gatewayUrl: api.gateway!, simulatorsUrl: foundation.simulatorsUrl, parts, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Fixed ports that are free now, for a platform started apart from `npm start`'s defaults (tests and
 * benchmarks): the gateway's, each subgraph's and each service's, and `extra` more.
 */
export async function freeFixedPorts(extra = 0): Promise<{ ports: LaunchOptions['ports']; extra: number[] }> {
  const count = 1 + SUBGRAPH_NAMES.length + SERVICE_NAMES.length + extra;
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve) => {
          const server = net.createServer();
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const free = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  const subgraphs = free.slice(1, 1 + SUBGRAPH_NAMES.length);
  const services = free.slice(1 + SUBGRAPH_NAMES.length, 1 + SUBGRAPH_NAMES.length + SERVICE_NAMES.length);
  return {
    ports: {
      gateway: free[0]!,
      subgraph: Object.fromEntries(SUBGRAPH_NAMES.map((n, i) => [n, subgraphs[i]!])) as Record<SubgraphName, number>,
      service: Object.fromEntries(SERVICE_NAMES.map((n, i) => [n, services[i]!])) as Record<ServiceName, number>,
    },
    extra: free.slice(count - extra),
  };
}
