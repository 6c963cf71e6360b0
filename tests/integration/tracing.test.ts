import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '@inca/demo-data';
import { SPAN_KIND, startCollector, type CollectedSpan, type Collector } from '@inca/telemetry/collector';
import { freeFixedPorts, launchProcesses, type RunningProcesses } from '../../launcher/src/processes.ts';
import { createFreshDatabase } from '../src/database.ts';

/**
 * Tracing with OTEL_EXPORTER_OTLP_ENDPOINT set, in `npm start`'s shape: the gateway and the subgraphs
 * in one process, the services in another, both exporting to a collector in this test. One catalogue
 * search must arrive as one trace, gateway → subgraph → service → pg, each hop the child of the one
 * that called it, across the processes (the W3C `traceparent` each internal request carries).
 */

let collector: Collector;
let platform: RunningProcesses | undefined;
let database: Awaited<ReturnType<typeof createFreshDatabase>> | undefined;
let dataDir = '';

beforeAll(async () => {
  collector = await startCollector();
  // A database of its own on the suite's server: this platform seeds and migrates it.
  const adminUrl = new URL(inject('databaseUrl'));
  adminUrl.pathname = '/postgres';
  database = await createFreshDatabase(adminUrl.toString(), 'inca_trace');
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-tracing-'));
  const { ports } = await freeFixedPorts();
  // The parts inherit this process's environment (this process itself does not trace).
  const saved = { endpoint: process.env.OTEL_EXPORTER_OTLP_ENDPOINT, delay: process.env.OTEL_BSP_SCHEDULE_DELAY };
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = collector.url;
  process.env.OTEL_BSP_SCHEDULE_DELAY = '100';
  try {
    platform = await launchProcesses({
      dataDir,
      databaseUrl: database.url,
      ports,
      production: true,
      seedDemo: true,
      warehouseCustomers: 2_000,
      simulatorsPort: null,
    });
  } finally {
    for (const [key, value] of [
      ['OTEL_EXPORTER_OTLP_ENDPOINT', saved.endpoint],
      ['OTEL_BSP_SCHEDULE_DELAY', saved.delay],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}, 180_000);

afterAll(async () => {
  await platform?.stop();
  await collector?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const SEARCH = `query($text: String!) { tableSearch(text: $text) { total items { table { relativeResourceName tableId } } } }`;

describe('tracing to an OTLP collector', () => {
  it('follows one catalogue search from the gateway through the subgraph and the service into its SQL, as one trace', async () => {
    const gatewayUrl = platform!.gatewayUrl;
    const login = await fetch(`${gatewayUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'analyst@retail.demo', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    // The caller's own W3C context: the platform continues its trace, so the search is found by id.
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, traceparent: `00-${traceId}-${callerSpanId}-01` },
      body: JSON.stringify({ query: SEARCH, variables: { text: 'compras' } }),
    });
    const body = (await response.json()) as { data?: { tableSearch: { total: number; items: unknown[] } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data!.tableSearch.items.length).toBeGreaterThan(0);

    const isServer = (service: string) => (s: CollectedSpan) => s.service === service && s.kind === SPAN_KIND.server;
    const spans = await collector.waitForTrace(
      traceId,
      (found) =>
        // The gateway's request ends last (its span leaves after the others).
        found.some((s) => isServer('gateway')(s) && s.parentSpanId === callerSpanId) &&
        found.some(isServer('subgraph-table-access')) &&
        found.some((s) => s.service === 'table-access' && s.scope.includes('instrumentation-pg')),
    );
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const parentOf = (span: CollectedSpan) => byId.get(span.parentSpanId ?? '');
    const ancestors = (span: CollectedSpan) => {
      const chain: CollectedSpan[] = [];
      for (let at = parentOf(span); at; at = parentOf(at)) chain.push(at);
      return chain;
    };

    // The gateway's request continues the caller's trace.
    const gateway = spans.find((s) => isServer('gateway')(s) && s.parentSpanId === callerSpanId);
    expect(gateway?.name).toBe('POST /graphql');
    // Apollo Gateway's own spans sit under it: the operation executed, the fetch to the subgraph.
    const fetchSpan = spans.find((s) => s.name === 'gateway.fetch');
    expect(fetchSpan && ancestors(fetchSpan)).toContain(gateway);

    // gateway → subgraph: the subgraph's request is the child of the gateway's outgoing request.
    const subgraph = spans.find(isServer('subgraph-table-access'))!;
    const gatewayCall = parentOf(subgraph);
    expect(gatewayCall).toMatchObject({ service: 'gateway', kind: SPAN_KIND.client });
    expect(ancestors(gatewayCall!)).toContain(fetchSpan);

    // subgraph → service, from the API's process to the services' one.
    const service = spans.find((s) => isServer('table-access')(s) && parentOf(s)?.service === 'subgraph-table-access')!;
    expect(service.name).toMatch(/^POST \/tables_views\/search/);
    expect(parentOf(service)).toMatchObject({
      kind: SPAN_KIND.client,
      attributes: expect.objectContaining({ 'url.full': expect.stringContaining('/tables_views/search') }),
    });
    expect(ancestors(service)).toContain(subgraph);

    // service → pg: the search's SQL under the service's request, with its statement.
    const queries = spans.filter(
      (s) => s.service === 'table-access' && s.scope.includes('instrumentation-pg') && s.name.startsWith('pg.query'),
    );
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(ancestors(query)).toContain(service);
    expect(queries.some((q) => /warehouse_objects/.test(String(q.attributes['db.query.text'] ?? q.attributes['db.statement'])))).toBe(true);

    // Each hop lies within the one that called it.
    for (const [outer, inner] of [
      [gateway!, subgraph],
      [subgraph, service],
      [service, queries[0]!],
    ] as const) {
      expect(inner.startMs).toBeGreaterThanOrEqual(outer.startMs - 1);
      expect(inner.endMs).toBeLessThanOrEqual(outer.endMs + 1);
    }
  });
});
