import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/**
 * A minimal OTLP/HTTP trace collector (JSON encoding, what the platform's exporter sends), for the
 * tracing test and `npm run bench:trace`: keeps every span it receives, flattened with its service.
 */
export type CollectedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP span kind: 1 internal, 2 server, 3 client. */
  kind: number;
  /** service.name of the span's resource: the part of the platform that made it. */
  service: string;
  /** The instrumentation that made it (@opentelemetry/instrumentation-pg, @apollo/gateway…). */
  scope: string;
  startMs: number;
  endMs: number;
  attributes: Record<string, unknown>;
};

export const SPAN_KIND = { internal: 1, server: 2, client: 3 } as const;

export type Collector = {
  /** Base URL for OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  spans: CollectedSpan[];
  /** The spans of one trace, once `ready` holds for them (or fails after `timeoutMs`). */
  waitForTrace: (traceId: string, ready: (spans: CollectedSpan[]) => boolean, timeoutMs?: number) => Promise<CollectedSpan[]>;
  close: () => Promise<void>;
};

type AnyValue = {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
  arrayValue?: { values?: AnyValue[] };
};
type KeyValue = { key: string; value?: AnyValue };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind?: number;
  startTimeUnixNano: string | number;
  endTimeUnixNano: string | number;
  attributes?: KeyValue[];
};
type OtlpRequest = {
  resourceSpans?: { resource?: { attributes?: KeyValue[] }; scopeSpans?: { scope?: { name?: string }; spans?: OtlpSpan[] }[] }[];
};

const valueOf = (value: AnyValue | undefined): unknown => {
  if (!value) return undefined;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.boolValue !== undefined) return value.boolValue;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(valueOf);
  return undefined;
};
const attributesOf = (list: KeyValue[] | undefined) => Object.fromEntries((list ?? []).map((kv) => [kv.key, valueOf(kv.value)]));
const millis = (nanos: string | number) => Number(BigInt(nanos) / 1_000n) / 1_000;

export function decodeOtlpJson(body: OtlpRequest): CollectedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
    return (resourceSpans.scopeSpans ?? []).flatMap((scopeSpans) =>
      (scopeSpans.spans ?? []).map((span) => ({
        traceId: span.traceId,
        spanId: span.spanId,
        ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
        name: span.name,
        kind: span.kind ?? 0,
        service,
        scope: scopeSpans.scope?.name ?? '',
        startMs: millis(span.startTimeUnixNano),
        endMs: millis(span.endTimeUnixNano),
        attributes: attributesOf(span.attributes),
      })),
    );
  });
}

export async function startCollector(): Promise<Collector> {
  const spans: CollectedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      try {
        const raw = Buffer.concat(chunks);
        const text = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        spans.push(...decodeOtlpJson(JSON.parse(text) as OtlpRequest));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    spans,
    waitForTrace: async (traceId, ready, timeoutMs = 15_000) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = spans.filter((s) => s.traceId === traceId);
        if (ready(found)) return found;
        if (Date.now() > until)
          throw new Error(
            `trace ${traceId} incomplete after ${timeoutMs} ms: ${found.map((s) => `${s.service}:${s.name}`).join(', ') || 'no spans'}`,
          );
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
