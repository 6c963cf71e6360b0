import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, PlatformError } from './http.ts';
import { trustSimulatorsOrigin, UNSAFE_URL_MESSAGE } from './safeUrl.ts';

/*
 * The connectors' HTTP helper applies the address rule on every call: an internal address is never
 * connected to (no credential leaves), and a redirect is never followed, so a trusted or public first
 * hop cannot lead the call to an internal one.
 */

const listen = async (handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string; hits: () => number }> => {
  // Connections, not requests: an https call to this plain-http listener connects without making a request.
  let hits = 0;
  const server = createServer(handler);
  server.on('connection', () => (hits += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, hits: () => hits };
};

let internal: Awaited<ReturnType<typeof listen>>;
let trusted: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  internal = await listen((_req, res) => res.end('{"secret":"internal"}'));
  trusted = await listen((_req, res) => {
    res.writeHead(302, { location: `${internal.url}/latest/meta-data/` });
    res.end();
  });
  trustSimulatorsOrigin(trusted.url);
});
afterAll(async () => {
  await Promise.all([internal, trusted].map((s) => new Promise((resolve) => s?.server.close(resolve))));
});

const noWait = { sleep: async () => undefined, maxAttempts: 3 };

describe('connector HTTP calls and internal addresses', () => {
  it('never connects to an internal address, nor builds the credential headers for it', async () => {
    let headersBuilt = 0;
    const client = createHttpClient({
      ...noWait,
      baseUrl: internal.url.replace('http:', 'https:'),
      headers: () => ((headersBuilt += 1), { authorization: 'Bearer sealed' }),
    });
    const error = await client.get('/v1/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ message: UNSAFE_URL_MESSAGE, retryable: false, attempts: 1 });
    expect(internal.hits()).toBe(0);
    expect(headersBuilt).toBe(0);
  });

  it('refuses loopback by name and in IPv4-mapped IPv6 form too', async () => {
    const port = new URL(internal.url).port;
    for (const baseUrl of [`https://localhost:${port}`, `https://[::ffff:127.0.0.1]:${port}`, `https://[::1]:${port}`]) {
      await expect(createHttpClient({ ...noWait, baseUrl }).get('/'), baseUrl).rejects.toMatchObject({ message: UNSAFE_URL_MESSAGE });
    }
    expect(internal.hits()).toBe(0);
  });

  it('does not follow a redirect from an allowed address to an internal one', async () => {
    const error = await createHttpClient({ ...noWait, baseUrl: trusted.url })
      .get('/start')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).status).toBe(302);
    expect(trusted.hits()).toBe(1);
    expect(internal.hits()).toBe(0);
  });
});

describe('a name that resolves elsewhere at connection time (DNS rebinding)', () => {
  it('is refused when it connects, not only when it was checked', async () => {
    const { fetch: undiciFetch } = await import('undici');
    const { publicOnlyAgent } = await import('./safeUrl.ts');
    const port = new URL(internal.url).port;
    // The check saw a public address; by the time of the connection the name points at loopback.
    const rebinding = ((_host: string, _options: unknown, callback: (e: null, a: unknown, f?: number) => void) =>
      callback(null, [{ address: '127.0.0.1', family: 4 }])) as unknown as Parameters<typeof publicOnlyAgent>[0];
    const before = internal.hits();
    const error = await undiciFetch(`http://rebind.attacker.example:${port}/latest/meta-data/`, {
      dispatcher: publicOnlyAgent(rebinding),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(String((error as { cause?: unknown }).cause)).toContain(UNSAFE_URL_MESSAGE);
    expect(internal.hits()).toBe(before);
  });
});
