import { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { trace, type Context, type Span } from '@opentelemetry/api';
import type { ExportResult } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { defaultResource, resourceFromAttributes, type Resource } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type ReadableSpan,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { TelemetryConfig } from '@inca/config';
import type { Telemetry } from './index.ts';

/**
 * The tracing SDK, loaded only by a process that traces (see index.ts). Instrumented: incoming HTTP
 * requests of the platform's listeners (node:http, under Express and Apollo), outgoing undici
 * requests (`request` and `fetch`, through undici's diagnostics channels: the gateway→subgraph,
 * subgraph→service and service→service hops, which carry the W3C `traceparent` they add), pg
 * queries, and @apollo/gateway's own spans (validation, query planning, execution, each fetch),
 * which it makes whenever a tracer provider is registered.
 */

/** Which part of the platform each span belongs to: given by the listener its request arrived at, inherited by its children. */
const partOf = new WeakMap<object, string>();

/** Children carry their parent's part (a span started under a request of the audience subgraph is the audience subgraph's). */
class PartInheritance implements SpanProcessor {
  onStart(span: Span, parentContext: Context): void {
    const parent = trace.getSpan(parentContext);
    const part = parent ? partOf.get(parent) : undefined;
    if (part) partOf.set(span, part);
  }
  onEnd(): void {}
  forceFlush = async () => undefined;
  shutdown = async () => undefined;
}

/**
 * One process may run several parts (the launcher runs the gateway and five subgraphs in one, the
 * five services in another), but a tracer provider has one resource: each span leaves with the
 * resource of its part instead, so every part shows as its own service in the trace.
 */
class PartResources implements SpanExporter {
  private readonly resources = new Map<string, Resource>();

  constructor(
    private readonly inner: SpanExporter,
    private readonly base: Resource,
  ) {}

  private resourceOf(part: string): Resource {
    let resource = this.resources.get(part);
    if (!resource) {
      resource = this.base.merge(resourceFromAttributes({ 'service.name': part }));
      this.resources.set(part, resource);
    }
    return resource;
  }

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    const named = spans.map((span) => {
      const part = partOf.get(span);
      // The exporter groups spans by resource object: one per part, made once.
      return part ? (Object.create(span, { resource: { value: this.resourceOf(part) } }) as ReadableSpan) : span;
    });
    this.inner.export(named, done);
  }

  shutdown = () => this.inner.shutdown();
  forceFlush = () => this.inner.forceFlush?.() ?? Promise.resolve();
}

export function startSdk(config: TelemetryConfig, serviceName: string, parts: Map<number, string>): Telemetry {
  const base = defaultResource().merge(resourceFromAttributes({ 'service.namespace': 'inca' }));
  const exporter = new OTLPTraceExporter({
    url: new URL('v1/traces', config.endpoint.endsWith('/') ? config.endpoint : `${config.endpoint}/`).toString(),
  });
  const provider = new NodeTracerProvider({
    resource: base.merge(resourceFromAttributes({ 'service.name': serviceName })),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.sampleRatio) }),
    spanProcessors: [
      new PartInheritance(),
      new BatchSpanProcessor(new PartResources(exporter, base), { scheduledDelayMillis: config.scheduleDelayMs }),
    ],
  });
  // The global tracer provider, AsyncLocalStorage context, and the W3C trace context and baggage propagators.
  provider.register();

  const partOfRequest = (request: IncomingMessage) => parts.get(request.socket.localPort ?? -1);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Only the platform's own listeners: not the collector these spans go to, nor the simulators.
        ignoreIncomingRequestHook: (request) => partOfRequest(request) === undefined,
        requireParentforOutgoingSpans: true,
        requestHook: (span, request) => {
          if (!(request instanceof IncomingMessage)) return;
          const part = partOfRequest(request);
          if (part) partOf.set(span, part);
          // Named by method and path until the response names the route (Express routes do).
          span.updateName(`${request.method ?? 'GET'} ${(request.url ?? '/').split('?')[0]}`);
        },
      }),
      // Background work (pollers, workers) runs outside any request: only requests are traced.
      new UndiciInstrumentation({ requireParentforSpans: true }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  // node:http is patched when required; modules importing it as ESM (the gateway, the kits) never
  // do, so it is required here once, before any listener starts.
  const require = createRequire(import.meta.url);
  require('node:http');
  require('node:https');

  return {
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
