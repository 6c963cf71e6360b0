/**
 * One part of the platform in a process of its own, started and supervised by `npm start`
 * (processes.ts): INCA_PART names it (services | api) and INCA_PART_OPTIONS carries its options as
 * JSON. Tells its parent when it answers, and stops on SIGTERM, when its parent goes away, or when
 * its parent asks.
 */
import { createTokenVerifier } from '@inca/auth';
import { stopTelemetry } from '@inca/telemetry';
import { startApiPart, startServicesPart, type ApiPartOptions, type ServicesPartOptions } from './platform.ts';

type PartMessage = { ready: true; urls: Record<string, string> };

const part = process.env.INCA_PART;
const options = JSON.parse(process.env.INCA_PART_OPTIONS ?? '{}') as Record<string, unknown>;
const log = process.env.INCA_PART_LOG === '1' ? (line: string) => console.log(`  · ${line}`) : () => undefined;

async function start(): Promise<{ stop: () => Promise<void>; urls: Record<string, string> }> {
  if (part === 'services') {
    const { jwksUrl, ...rest } = options as Omit<ServicesPartOptions, 'verifyToken' | 'log'> & { jwksUrl: string };
    const running = await startServicesPart({ ...rest, verifyToken: createTokenVerifier({ jwks: jwksUrl }), log });
    return { stop: running.stop, urls: Object.fromEntries(Object.entries(running.services).map(([n, s]) => [n, s.url])) };
  }
  if (part === 'api') {
    const running = await startApiPart({ ...(options as Omit<ApiPartOptions, 'log'>), log });
    return { stop: running.stop, urls: { gateway: running.gateway.url } };
  }
  throw new Error(`parte desconocida: ${part}`);
}

const running = await start();
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 4_000).unref();
  // The spans still waiting leave before the process does (nothing to send when tracing is off).
  void running.stop().finally(() => void stopTelemetry().finally(() => process.exit(0)));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
process.send?.({ ready: true, urls: running.urls } satisfies PartMessage);
