import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createSubgraphServer, SubgraphMetrics, type SubgraphModule } from './index.ts';

export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown; authorization: string | undefined };
export type FakeAnswer = { status: number; body: unknown };

/**
 * A stand-in REST service for a subgraph's own tests: it records every call and answers with
 * what the test's handler returns. Integration tests run against the real services.
 */
export async function fakeService(handler: (request: FakeRequest) => FakeAnswer) {
  const calls: FakeRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const text = await readBody(req);
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      authorization: req.headers.authorization,
    };
    calls.push(request);
    const answer = handler(request);
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { url, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

/** Runs one operation against a subgraph module as the gateway would, counting REST calls. */
export function subgraphRunner<TContext extends object>(module: SubgraphModule<TContext>, serviceUrl: () => string, token = 'user-token') {
  const server = createSubgraphServer<TContext>({ typeDefs: module.typeDefs, resolvers: module.resolvers });
  return async (query: string, variables?: Record<string, unknown>) => {
    const metrics = new SubgraphMetrics();
    const contextValue = module.createContext({ token, metrics, serviceUrl: serviceUrl(), timeoutMs: 2_000 });
    const response = await server.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    return { result: response.body.singleResult, restCalls: metrics.restCalls };
  };
}
