import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, operation } from '@inca/contracts';
import { z } from 'zod';
import { RestClient } from './index.ts';

let server: Server;
let baseUrl: string;
let connections = 0;
const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url?.startsWith('/slow')) {
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), 500);
        return;
      }
      if (req.url?.startsWith('/forbidden')) {
        res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify({ status: false, message: 'No tiene permisos.' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: true, data: { ok: 1 } }));
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('REST client', () => {
  it('calls a contract operation: path params filled, query and body sent as declared', async () => {
    const op = operation({
      method: 'POST',
      path: '/things/:code/notes',
      params: z.object({ code: z.string() }),
      query: z.object({ page: z.number() }),
      body: z.object({ text: z.string() }),
      response: envelope(z.object({ ok: z.number() })),
    });
    const client = new RestClient({ baseUrl, service: 'audiencias', timeoutMs: 2_000 });
    const answer = await client.call(op, { params: { code: 'A/1' }, query: { page: 2 }, body: { text: 'hola' } });
    expect(answer.data.ok).toBe(1);
    const last = seen.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.url).toBe('/things/A%2F1/notes?page=2');
    expect(JSON.parse(last.body)).toEqual({ text: 'hola' });
  });

  it('keeps its connections open across calls, forwards the token and asks for no compression', async () => {
    const client = new RestClient({ baseUrl, token: 'abc', service: 'audiencias', timeoutMs: 2_000 });
    const before = connections;
    for (let i = 0; i < 8; i++) expect(await client.get('/items', { page: i, ids: [1, 2] })).toEqual({ status: true, data: { ok: 1 } });
    expect(await client.post('/items', { name: 'Ñandú' })).toEqual({ status: true, data: { ok: 1 } });
    // A call may start before the previous one has handed its socket back: two at most, not one per call.
    expect(connections - before).toBeLessThanOrEqual(2);
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', url: '/items', body: JSON.stringify({ name: 'Ñandú' }) });
    expect(last.headers.authorization).toBe('Bearer abc');
    expect(last.headers['accept-encoding']).toBeUndefined();
    expect(seen.at(-2)!.url).toBe('/items?page=7&ids=1%2C2');
  });

  it("carries the service's Spanish message and code on an HTTP error", async () => {
    const client = new RestClient({ baseUrl, service: 'audiencias' });
    await expect(client.get('/forbidden')).rejects.toMatchObject({
      message: 'No tiene permisos.',
      extensions: { code: 'FORBIDDEN', status: 403 },
    });
  });

  it('says the service did not answer in time, or is not available', async () => {
    const slow = new RestClient({ baseUrl, service: 'audiencias', timeoutMs: 100 });
    await expect(slow.get('/slow')).rejects.toMatchObject({
      message: 'El servicio audiencias no respondió a tiempo.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    const down = new RestClient({ baseUrl: 'http://127.0.0.1:1', service: 'audiencias' });
    await expect(down.get('/items')).rejects.toMatchObject({ message: 'El servicio audiencias no está disponible.' });
  });
});
