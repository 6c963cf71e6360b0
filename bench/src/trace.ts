/**
 * `npm run bench:trace`: where the time of one catalogue search (Solicitar Acceso) goes, hop by hop,
 * read from its OpenTelemetry trace. The platform runs in this process with tracing on, exporting to
 * a collector in this process; BENCH_SEARCHES searches (default 50, after a warm-up) over
 * BENCH_TABLES synthetic tables and views (default 10,000, as bench:table-search) through the
 * gateway as a signed-in analyst. Prints, per hop, the median time spent in it (total) and in it
 * alone (own: less the hop it waits on), then one search's trace as a tree (span starts are whole
 * milliseconds, as the SDK takes them from the clock; durations are finer). Query planning is 0 once
 * the gateway has the search's plan cached.
 * Last line (medians, ms): `trace_search_ms=… gateway_ms=… plan_ms=… subgraph_ms=… service_ms=… pg_ms=…`.
 * The database: DATABASE_URL, or a new database on BENCH_POSTGRES_URL (the local PostgreSQL).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { flushTelemetry, startTelemetry, stopTelemetry, tracing } from '@inca/telemetry';
import { SPAN_KIND, startCollector, type CollectedSpan } from '@inca/telemetry/collector';
import { fmt, summarize } from './stats.ts';

const COUNT = Number(process.env.BENCH_TABLES ?? 10_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 50);
const TEXTS = ['compras', 'clientes', 'ventas', 'puntos', 'interacciones'];
const SERVICES = new Set(['audience-management', 'campaign-management', 'audience-images', 'reports', 'table-access']);

const QUERY = `query($text: String!) { tableSearch(text: $text) { total items { rank table {
  relativeResourceName projectId datasetId tableId isView domain description tags numRows access permissionExpirationDate } } } }`;

if (tracing()) {
  console.error('bench:trace lleva su propio colector: quite OTEL_EXPORTER_OTLP_ENDPOINT del entorno.');
  process.exit(2);
}
// Tracing starts before the platform's modules load (node:http and pg are instrumented as they load).
const collector = await startCollector();
await startTelemetry({ endpoint: collector.url, sampleRatio: 1, scheduleDelayMs: 200 }, 'bench');
const { ephemeralPorts, launch } = await import('@inca/launcher');
const { DEMO_PASSWORD } = await import('@inca/demo-data');
const { seedSyntheticCatalogue } = await import('@inca/svc-table-access');
const { benchDatabase } = await import('./database.ts');

/** Time covered by a set of spans, overlaps counted once (queries of one request may run side by side). */
function covered(spans: CollectedSpan[]): number {
  const sorted = [...spans].sort((a, b) => a.startMs - b.startMs);
  let total = 0;
  let end = -Infinity;
  for (const span of sorted) {
    if (span.endMs <= end) continue;
    total += span.endMs - Math.max(span.startMs, end);
    end = span.endMs;
  }
  return total;
}

const duration = (span: CollectedSpan) => span.endMs - span.startMs;
const sum = (spans: CollectedSpan[]) => spans.reduce((total, span) => total + duration(span), 0);

type Hops = { gateway: number; outside: number; plan: number; subgraph: number; service: number; session: number; pg: number };

/** One search's trace, cut at its hops: the gateway's request, its query plans, the subgraph requests it made, the service requests those made, the session checks and pg queries of the services. */
function hopsOf(spans: CollectedSpan[], clientSpanId: string): Hops {
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  const parentService = (span: CollectedSpan) => (span.parentSpanId ? byId.get(span.parentSpanId)?.service : undefined);
  const root = spans.find((s) => s.service === 'gateway' && s.kind === SPAN_KIND.server && s.parentSpanId === clientSpanId)!;
  const servers = spans.filter((s) => s.kind === SPAN_KIND.server);
  return {
    gateway: duration(root),
    // The gateway's request less Apollo's operation: session, body parsing, the answer written.
    outside: duration(root) - sum(spans.filter((s) => s.service === 'gateway' && s.name === 'gateway.request')),
    plan: sum(spans.filter((s) => s.service === 'gateway' && s.name === 'gateway.plan')),
    subgraph: sum(servers.filter((s) => s.service.startsWith('subgraph-') && parentService(s) === 'gateway')),
    service: sum(servers.filter((s) => SERVICES.has(s.service) && parentService(s)?.startsWith('subgraph-'))),
    session: sum(servers.filter((s) => s.service === 'gateway' && s !== root && SERVICES.has(parentService(s) ?? ''))),
    pg: covered(spans.filter((s) => SERVICES.has(s.service) && s.scope.includes('instrumentation-pg'))),
  };
}

function printTree(spans: CollectedSpan[], rootId: string) {
  const children = new Map<string, CollectedSpan[]>();
  for (const span of spans) if (span.parentSpanId) children.set(span.parentSpanId, [...(children.get(span.parentSpanId) ?? []), span]);
  const root = spans.find((s) => s.spanId === rootId)!;
  const walk = (span: CollectedSpan, depth: number) => {
    const at = fmt(span.startMs - root.startMs).padStart(7);
    console.log(`${at} ms ${fmt(duration(span)).padStart(7)} ms  ${'  '.repeat(depth)}${span.service}: ${span.name}`);
    for (const child of (children.get(span.spanId) ?? []).sort((a, b) => a.startMs - b.startMs)) walk(child, depth + 1);
  };
  console.log('  start      time    span (service: name)');
  walk(root, 0);
}

const database = await benchDatabase('inca_bench_trace');
const databaseUrl = database.url;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-bench-trace-'));
let platform: Awaited<ReturnType<typeof launch>> | undefined;
try {
  platform = await launch({
    dataDir,
    databaseUrl,
    ports: ephemeralPorts(),
    production: true,
    seedDemo: true,
    warehouseCustomers: Number(process.env.BENCH_WAREHOUSE_CUSTOMERS ?? 50_000),
  });
  const { gatewayUrl, services } = platform;
  const pool = services['table-access'].pool;
  await seedSyntheticCatalogue(pool, COUNT);
  await pool.query('ANALYZE table_access.warehouse_objects');

  const response = await fetch(`${gatewayUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'analyst@retail.demo', password: DEMO_PASSWORD }),
  });
  const token = ((await response.json()) as { token: string }).token;
  /** One search as a caller that traces: its own W3C context, so its trace is known by id. */
  const search = async (text: string) => {
    const traceId = randomBytes(16).toString('hex');
    const spanId = randomBytes(8).toString('hex');
    const start = performance.now();
    const r = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, traceparent: `00-${traceId}-${spanId}-01` },
      body: JSON.stringify({ query: QUERY, variables: { text } }),
    });
    const json = (await r.json()) as { errors?: unknown; data?: { tableSearch: { items: unknown[] } } };
    const ms = performance.now() - start;
    if (!r.ok || json.errors || !json.data?.tableSearch.items.length) throw new Error(`${text}: ${JSON.stringify(json).slice(0, 300)}`);
    return { traceId, spanId, ms };
  };

  for (let i = 0; i < 10; i++) for (const text of TEXTS) await search(text);
  const measured = [];
  for (let i = 0; i < SEARCHES; i++) measured.push(await search(TEXTS[i % TEXTS.length]!));
  await flushTelemetry();

  const complete = (clientSpanId: string) => (spans: CollectedSpan[]) =>
    spans.some((s) => s.service === 'gateway' && s.parentSpanId === clientSpanId) &&
    spans.some((s) => s.service === 'table-access' && s.kind === SPAN_KIND.server) &&
    spans.some((s) => s.scope.includes('instrumentation-pg'));
  const traces = [];
  for (const one of measured) traces.push({ ...one, spans: await collector.waitForTrace(one.traceId, complete(one.spanId)) });
  const hops = traces.map((t) => hopsOf(t.spans, t.spanId));
  const median = (values: number[]) => summarize(values).p50;
  const column = (pick: (h: Hops) => number) => hops.map(pick);

  console.log(`catalogue search, ${COUNT} synthetic objects, ${SEARCHES} searches after a warm-up, traced (medians, ms)`);
  console.log('hop                          total      own   p95 total');
  const rows: [string, number[], number[]][] = [
    ['client (fetch)', measured.map((m) => m.ms), measured.map((m, i) => m.ms - hops[i]!.gateway)],
    ['gateway', column((h) => h.gateway), column((h) => h.gateway - h.subgraph)],
    ['  outside the operation', column((h) => h.outside), column((h) => h.outside)],
    ['  query planning', column((h) => h.plan), column((h) => h.plan)],
    ['subgraph', column((h) => h.subgraph), column((h) => h.subgraph - h.service)],
    ['service', column((h) => h.service), column((h) => h.service - h.pg - h.session)],
    ['  session check (gateway)', column((h) => h.session), column((h) => h.session)],
    ['  pg', column((h) => h.pg), column((h) => h.pg)],
  ];
  for (const [name, total, own] of rows) {
    console.log(
      `${name.padEnd(26)} ${fmt(median(total)).padStart(8)} ${fmt(median(own)).padStart(8)} ${fmt(summarize(total).p95).padStart(11)}`,
    );
  }
  // The search whose gateway time is the median's, as a tree.
  const byGateway = traces.map((t, i) => ({ t, g: hops[i]!.gateway })).sort((a, b) => a.g - b.g);
  const typical = byGateway[Math.floor(byGateway.length / 2)]!.t;
  console.log(`\none search (${fmt(typical.ms)} ms at the client):`);
  printTree(typical.spans, typical.spans.find((s) => s.service === 'gateway' && s.parentSpanId === typical.spanId)!.spanId);
  console.log(
    `trace_search_ms=${fmt(median(measured.map((m) => m.ms)))} gateway_ms=${fmt(median(column((h) => h.gateway)))} plan_ms=${fmt(median(column((h) => h.plan)))} ` +
      `subgraph_ms=${fmt(median(column((h) => h.subgraph)))} service_ms=${fmt(median(column((h) => h.service)))} pg_ms=${fmt(median(column((h) => h.pg)))}`,
  );
} finally {
  await platform?.stop();
  await stopTelemetry();
  await collector.close();
  await rm(dataDir, { recursive: true, force: true });
  await database.drop();
}
