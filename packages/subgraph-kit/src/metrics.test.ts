import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_SECRET_HEADER, type CallCounter, type RunningSubgraph, SubgraphMetrics, startSubgraph } from './index.ts';

const SECRET = 'secreto-de-prueba';
let subgraph: RunningSubgraph;

beforeAll(async () => {
  subgraph = await startSubgraph<{ metrics: CallCounter }>({
    name: 'prueba',
    typeDefs: 'type Query { calls(n: Int!): Int! }',
    // Each `calls(n)` stands for a resolver that made n REST calls.
    resolvers: {
      Query: {
        calls: (_root: unknown, { n }: { n: number }, { metrics }: { metrics: CallCounter }) => {
          for (let i = 0; i < n; i += 1) metrics.countRestCall();
          return n;
        },
      },
    },
    context: ({ metrics }) => ({ metrics }),
    gatewaySecret: SECRET,
    serviceHealthUrl: 'http://127.0.0.1:9/healthz',
    port: 0,
  });
});

afterAll(() => subgraph.close());

const post = async (query: string) => {
  const response = await fetch(subgraph.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [GATEWAY_SECRET_HEADER]: SECRET },
    body: JSON.stringify({ query }),
  });
  expect(response.status).toBe(200);
};

const metricsOf = async () =>
  (await (await fetch(new URL('/metrics', subgraph.url))).json()) as {
    requests: number;
    restCalls: number;
    operations: Record<string, number>;
  };

describe('GET /metrics', () => {
  it("gives each named operation's own REST calls beside the totals, while others run at once", async () => {
    await Promise.all([
      post('query Pagina5__audience__0 { calls(n: 2) }'),
      post('query Pagina100__audience__0 { calls(n: 3) }'),
      post('{ calls(n: 4) }'),
    ]);
    const metrics = await metricsOf();
    expect(metrics).toEqual({ requests: 3, restCalls: 9, operations: { Pagina5__audience__0: 2, Pagina100__audience__0: 3 } });
  });

  it('keeps the latest answer of a name, and forgets the oldest names beyond 200', () => {
    const metrics = new SubgraphMetrics();
    metrics.recordOperation('A', 1);
    metrics.recordOperation('A', 5);
    expect(metrics.operations.get('A')).toBe(5);
    for (let i = 0; i < 200; i += 1) metrics.recordOperation(`N${i}`, i);
    expect(metrics.operations.size).toBe(200);
    expect(metrics.operations.has('A')).toBe(false);
    expect(metrics.operations.get('N199')).toBe(199);
  });
});
