import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceCallError, serviceFetch } from './http.ts';

let server: Server;
let baseUrl: string;
/** Requests seen per path; `/flaky/*` drops the connection of its first `drops` requests without answering. */
const seen = new Map<string, number>();
let drops = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const path = req.url!.split('?')[0]!;
      seen.set(path, (seen.get(path) ?? 0) + 1);
      if (path.startsWith('/flaky') && drops > 0) {
        drops--;
        req.socket.destroy();
        return;
      }
      if (path === '/slow') return void setTimeout(() => res.writeHead(200).end('{}'), 500);
      if (path === '/busy')
        return void res
          .writeHead(503, { 'content-type': 'application/json' })
          .end(JSON.stringify({ status: false, message: 'No se configuró la clave.' }));
      if (path === '/empty') return void res.writeHead(204).end();
      res
        .writeHead(200, { 'content-type': 'application/json', 'x-total-count': '3' })
        .end(JSON.stringify({ method: req.method, body, auth: req.headers.authorization ?? null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('service client', () => {
  it("answers in fetch's shape: status, headers, JSON body; method, headers and body sent as given", async () => {
    const response = await serviceFetch(new URL('/echo', baseUrl), {
      method: 'PUT',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(response.ok).toBe(true);
    expect(response.headers.get('x-total-count')).toBe('3');
    expect(await response.json()).toEqual({ method: 'PUT', body: '{"a":1}', auth: 'Bearer t' });
    expect((await serviceFetch(`${baseUrl}/empty`, { method: 'DELETE' })).status).toBe(204);
  });

  it('sends an idempotent call again when the connection dropped, at most twice more; a POST only once', async () => {
    seen.clear();
    drops = 2;
    const response = await serviceFetch(new URL('/flaky/get', baseUrl));
    expect(response.status).toBe(200);
    expect(seen.get('/flaky/get')).toBe(3);

    drops = 3;
    await expect(serviceFetch(new URL('/flaky/again', baseUrl))).rejects.toBeInstanceOf(ServiceCallError);
    expect(seen.get('/flaky/again')).toBe(3);

    drops = 1;
    await expect(serviceFetch(new URL('/flaky/post', baseUrl), { method: 'POST', body: '{}' })).rejects.toMatchObject({
      status: 502,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(seen.get('/flaky/post')).toBe(1);
    drops = 0;
  });

  it('passes every answer on as it came, an error status included, without sending it again', async () => {
    seen.clear();
    const response = await serviceFetch(new URL('/busy', baseUrl));
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toBe('No se configuró la clave.');
    expect(seen.get('/busy')).toBe(1);
  });

  it('says in Spanish which service did not answer in time or could not be reached', async () => {
    await expect(serviceFetch(new URL('/slow', baseUrl), { signal: AbortSignal.timeout(100), service: 'reports' })).rejects.toMatchObject({
      status: 504,
      message: 'El servicio reports no respondió a tiempo.',
    });
    const down = serviceFetch(new URL('/audience-management/segments/list', 'http://127.0.0.1:1'));
    await expect(down).rejects.toMatchObject({
      status: 502,
      code: 'SERVICE_UNAVAILABLE',
      message: 'El servicio audience-management no está disponible.',
    });
    await expect(serviceFetch(new URL('/tables_views/use_cases/list', 'http://127.0.0.1:1'), { method: 'POST' })).rejects.toThrow(
      'El servicio table-access no está disponible.',
    );
  });
});
