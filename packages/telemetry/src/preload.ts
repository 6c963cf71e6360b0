/**
 * `node --import tsx --import <this file> <entry>`: starts tracing before the entry loads the modules
 * it instruments, when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise it only reads the settings and
 * loads no tracing code. The launcher starts its parts with it (launcher/src/processes.ts).
 */
import { ConfigError, telemetryConfigFromEnv } from '@inca/config';
import { startTelemetry } from './index.ts';

try {
  const config = telemetryConfigFromEnv();
  if (config) await startTelemetry(config, 'inca');
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
