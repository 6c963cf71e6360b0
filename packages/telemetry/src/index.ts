import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TelemetryConfig } from '@inca/config';

/**
 * Tracing of the platform's requests (OpenTelemetry). This module is what every process loads: it
 * holds no tracing code, only the switch. The SDK and its instrumentations (sdk.ts) are imported
 * when a process starts tracing, so a process without OTEL_EXPORTER_OTLP_ENDPOINT loads none of them.
 */
export type Telemetry = {
  /** Sends the spans still waiting (tests and benchmarks read them at once). */
  flush: () => Promise<void>;
  shutdown: () => Promise<void>;
};

type State = {
  /** The part of the platform listening on each port: its spans carry that part's service name. */
  parts: Map<number, string>;
  started?: Promise<Telemetry>;
};

// One state per process even if two copies of this module load (tsx and Node may resolve it twice).
const KEY = Symbol.for('inca.telemetry');
const state = (): State => ((globalThis as Record<symbol, State>)[KEY] ??= { parts: new Map() });

/**
 * Starts tracing in this process, once: later calls answer the first one's. Must run before the
 * modules it instruments load (node:http, pg), which is why processes start it from a preload
 * (`--import @inca/telemetry/preload`) or before importing the platform.
 * `serviceName` names the spans of work outside any registered part (startup, background work).
 */
export function startTelemetry(config: TelemetryConfig, serviceName: string): Promise<Telemetry> {
  const current = state();
  current.started ??= import('./sdk.ts').then((sdk) => sdk.startSdk(config, config.serviceName ?? serviceName, current.parts));
  return current.started;
}

/** Whether this process traces. */
export const tracing = (): boolean => state().started !== undefined;

/**
 * Names the part of the platform a listener serves (`gateway`, `subgraph-audience`,
 * `audience-management`…): requests it receives, and everything they do, are traced under that
 * service name. Requests to listeners never named here (simulators, a collector) are not traced.
 * Costs one map entry when tracing is off.
 */
export function namePart(server: Server, name: string): void {
  const address = server.address() as AddressInfo | null;
  if (address && typeof address === 'object') state().parts.set(address.port, name);
}

/** Sends what is left and stops tracing (a process on its way out); nothing when tracing is off. */
export async function stopTelemetry(): Promise<void> {
  const started = state().started;
  if (started) await (await started).shutdown().catch(() => undefined);
}

/** Sends the spans still waiting; nothing when tracing is off. */
export async function flushTelemetry(): Promise<void> {
  const started = state().started;
  if (started) await (await started).flush();
}
