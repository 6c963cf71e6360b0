#!/usr/bin/env node
// `node launcher/run.mjs <file.ts> [args…]`: runs a TypeScript entry point (tsx) in a process started with
// the platform's Node.js flags (node-flags.mjs). The benchmarks, which run the platform inside their own
// process, and the services started one per process use it, so that they run as `npm start` does.
import { spawn } from 'node:child_process';
import { PLATFORM_NODE_FLAGS } from './node-flags.mjs';

const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error('uso: node launcher/run.mjs <archivo.ts> [argumentos…]');
  process.exit(2);
}
// Traced like the platform's parts when OTEL_EXPORTER_OTLP_ENDPOINT is set (the preload does nothing otherwise).
const telemetry = new URL('../packages/telemetry/src/preload.ts', import.meta.url).href;
const child = spawn(process.execPath, [...PLATFORM_NODE_FLAGS, '--import', 'tsx', '--import', telemetry, file, ...args], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
