import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, telemetryConfigFromEnv } from '@inca/config';

const PACKAGE = path.resolve(import.meta.dirname, '..');

/** What a process started with the preload has loaded by the time its entry runs (printed as JSON by a probe entry). */
function probe(env: Record<string, string>) {
  const script = `
    import pg from 'pg';
    import http from 'node:http';
    import dc from 'node:diagnostics_channel';
    import { trace } from '@opentelemetry/api';
    console.log(JSON.stringify({
      pg: Boolean(pg.Client.prototype.query.__wrapped),
      http: Boolean(http.Server.prototype.emit.__wrapped),
      undici: dc.hasSubscribers('undici:request:create'),
      provider: trace.getTracerProvider().getDelegate().constructor.name,
    }));`;
  const { OTEL_EXPORTER_OTLP_ENDPOINT: _ignored, ...inherited } = process.env;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--import', './src/preload.ts', '--input-type=module', '-e', script], {
    cwd: PACKAGE,
    env: { ...inherited, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as { pg: boolean; http: boolean; undici: boolean; provider: string };
}

describe('tracing is off unless a collector is configured', () => {
  it('loads no instrumentation and registers no tracer without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    expect(probe({})).toEqual({ pg: false, http: false, undici: false, provider: 'NoopTracerProvider' });
    expect(probe({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toEqual({ pg: false, http: false, undici: false, provider: 'NoopTracerProvider' });
  });

  it('with the variable set, instruments pg, incoming HTTP and undici before the entry loads them', () => {
    // Nothing listens there: the probe ends before any batch is sent.
    expect(probe({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' })).toEqual({
      pg: true,
      http: true,
      undici: true,
      provider: 'NodeTracerProvider',
    });
  });

  it('reads its settings once, refusing a bad one by name', () => {
    expect(telemetryConfigFromEnv({})).toBeNull();
    expect(telemetryConfigFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_SAMPLER_ARG: '0.25' })).toEqual({
      endpoint: 'http://collector:4318',
      sampleRatio: 0.25,
      scheduleDelayMs: 5_000,
    });
    expect(() => telemetryConfigFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(ConfigError);
    expect(() => telemetryConfigFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(
      /OTEL_TRACES_SAMPLER_ARG/,
    );
  });
});
