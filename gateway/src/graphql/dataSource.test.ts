import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticatedDataSource, GATEWAY_SECRET_HEADER } from './dataSource.ts';

let server: Server;
let url: string;
let connections = 0;
const seen: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    req.on('end', () => {
      if (req.url === '/down') {
        res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ message: 'caído' }] }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ data: { __typename: 'Query' } }));
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const ask = (source: AuthenticatedDataSource, token?: string) =>
  // A health-check request: the simplest kind the data source sends (its enum is not exported).
  source.process({
    kind: 'health check',
    request: { query: '{ __typename }' },
    context: token ? { session: { token } } : {},
  } as never);

describe('gateway to subgraph hop', () => {
  it('keeps its connections open across requests and asks for no compression', async () => {
    const source = new AuthenticatedDataSource(`${url}/graphql`, 'secreto', 2_000);
    const before = connections;
    for (let i = 0; i < 8; i++) expect((await ask(source, 'token-1')).data).toEqual({ __typename: 'Query' });
    // A request may start before the previous one has handed its socket back: two at most, not one per request.
    expect(connections - before).toBeLessThanOrEqual(2);
    const last = seen.at(-1)!;
    expect(last[GATEWAY_SECRET_HEADER]).toBe('secreto');
    expect(last.authorization).toBe('Bearer token-1');
    expect(last['accept-encoding']).toBeUndefined();
  });

  it('turns a failing subgraph into an error with its status', async () => {
    const source = new AuthenticatedDataSource(`${url}/down`, 'secreto', 2_000);
    await expect(ask(source)).rejects.toMatchObject({ message: '503: Service Unavailable' });
  });
});
