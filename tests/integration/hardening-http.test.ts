import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { gatewayUrl, login } from '../src/client.ts';

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${gatewayUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

/** An error answer a client may read: JSON with a code and a Spanish message, no stack or path. */
async function expectCleanError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const text = await response.text();
  expect(text).not.toMatch(/at [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d+|<html|<pre/i);
  const body = JSON.parse(text) as { code?: string; message?: string; errors?: { message: string; extensions?: { code?: string } }[] };
  const message = body.message ?? body.errors?.[0]?.message ?? '';
  expect(message.length).toBeGreaterThan(0);
  expect(message).toMatch(/[áéíóúñ]|solicitud|consulta|operación|sesión|inválid/i);
  return body;
}

describe('errors never talk', () => {
  it('malformed JSON on /auth/login is a 400 in Spanish', async () => {
    const body = await expectCleanError(await post('/auth/login', '{"email": "a"'), 400);
    expect(body.code).toBe('BAD_REQUEST');
  });

  it('an 11 KB login body is a 413', async () => {
    const body = await expectCleanError(await post('/auth/login', JSON.stringify({ email: 'a'.repeat(11_000), password: 'x' })), 413);
    expect(body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a 5 MB /graphql body, signed out, is a 413', async () => {
    const query = `{ __typename ${' '.repeat(5 * 1024 * 1024)} }`;
    await expectCleanError(await post('/graphql', JSON.stringify({ query })), 413);
  });

  it('malformed JSON on /graphql is a 400', async () => {
    const { token } = await login('user@brand.demo');
    await expectCleanError(await post('/graphql', '{"query": "{ viewer', { authorization: `Bearer ${token}` }), 400);
  });

  it('an unknown path is a JSON 404', async () => {
    const response = await fetch(`${gatewayUrl()}/auth/nothing-here`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('NOT_FOUND');
  });
});

describe('GraphQL client mistakes are 400', () => {
  it('two named operations without an operationName', async () => {
    const { token } = await login('user@brand.demo');
    const body = await expectCleanError(
      await post('/graphql', JSON.stringify({ query: 'query A { __typename } query B { __typename }' }), {
        authorization: `Bearer ${token}`,
      }),
      400,
    );
    expect(body.errors?.[0]?.message).toBe('El documento tiene varias operaciones: indique cuál ejecutar (operationName).');
  });
});

describe('headers', () => {
  const strict = (response: Response) => {
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  };

  it('the web app, GraphiQL and /auth answer with a strict policy', async () => {
    strict(await fetch(`${gatewayUrl()}/segments/list`, { headers: { accept: 'text/html' } }));
    strict(await fetch(`${gatewayUrl()}/graphql`, { headers: { accept: 'text/html' } }));
    strict(await post('/auth/login', '{}'));
  });

  it('the login answer, which carries the token, is never stored', async () => {
    const response = await post('/auth/login', JSON.stringify({ email: 'user@brand.demo', password: 'demo1234' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('hashed assets are immutable and sent precompressed', async () => {
    const html = await (await fetch(`${gatewayUrl()}/`, { headers: { accept: 'text/html' } })).text();
    // The entry may be a one-line import: take the first script the page loads or preloads that is worth compressing.
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    let script = '';
    let response: Response | undefined;
    for (const candidate of scripts) {
      const answer = await fetch(`${gatewayUrl()}${candidate}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toContain('immutable');
      if ((await answer.clone().text()).length > 1000) {
        script = candidate;
        response = answer;
        break;
      }
    }
    expect(response?.headers.get('content-encoding')).toBe('br');
    const gzipOnly = await fetch(`${gatewayUrl()}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('an operationName that is not in the document', () => {
  it('is a 400 naming it', async () => {
    const { token } = await login('user@brand.demo');
    const body = await expectCleanError(
      await post('/graphql', JSON.stringify({ query: 'query A { __typename }', operationName: 'Z' }), { authorization: `Bearer ${token}` }),
      400,
    );
    expect(body.errors?.[0]?.message).toBe('La operación «Z» no está en el documento.');
  });
});

describe('the cost limit counts list multipliers', () => {
  it('refuses five aliases of 165 segments with their definitions, shares and requests before running', async () => {
    const { token } = await login('analyst@retail.demo');
    const alias = (i: number) =>
      `s${i}: segments(pageSize: 165) { nodes { code definition { typeName attributes { id } } shares { id type } requestDetails { id requestingCompany { code } } } }`;
    const answer = await post('/graphql', JSON.stringify({ query: `{ ${[0, 1, 2, 3, 4].map(alias).join(' ')} }` }), {
      authorization: `Bearer ${token}`,
    });
    const body = await expectCleanError(answer, 400);
    expect(body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('still runs a list page and the Excel export chunk', async () => {
    const { token } = await login('analyst@retail.demo');
    const page = await post(
      '/graphql',
      JSON.stringify({
        query: '{ segments(pageSize: 10) { totalCount nodes { code name shares { id } audiences { name platform { code } } } } }',
      }),
      {
        authorization: `Bearer ${token}`,
      },
    );
    expect(page.status).toBe(200);
  });
});

describe('small leaks', () => {
  it('a value of the wrong type is named in Spanish and never repeated back', async () => {
    const { token } = await login('user@brand.demo');
    const query = 'query($c: ID!) { segment(code: $c) { code } }';
    for (const c of [true, { secreto: 'valor-secreto' }, ['secreto']]) {
      const body = await expectCleanError(
        await post('/graphql', JSON.stringify({ query, variables: { c } }), { authorization: `Bearer ${token}` }),
        400,
      );
      expect(body.errors?.[0]?.message).toBe('La variable $c tiene un valor no válido para su tipo.');
      expect(JSON.stringify(body)).not.toMatch(/true|secreto|cannot represent/);
    }
  });

  it('a file upload without a valid link is answered before the body it sends is read', async () => {
    const url = new URL(`/signed-files/audience-images/${'x'.repeat(60)}`, gatewayUrl());
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream', 'content-length': String(6 * 1024 * 1024) },
        },
        (res) => {
          resolve(res.statusCode ?? 0);
          res.resume();
        },
      );
      // The gateway closes the connection instead of reading the rest: a reset or broken pipe on our side is expected.
      req.on('error', (error) =>
        ['ECONNRESET', 'EPIPE'].includes((error as NodeJS.ErrnoException).code ?? '') ? undefined : reject(error),
      );
      // 64 KB of a declared 6 MB, and then nothing: only an answer that does not wait for the rest arrives.
      req.write(Buffer.alloc(64 * 1024));
      setTimeout(() => reject(new Error('the gateway waited for the whole body')), 5_000).unref();
    });
    expect(status).toBe(410);
  });

  it('services, subgraphs and simulators answer with the API security headers, unknown paths as JSON', async () => {
    const urls = [...Object.values(inject('serviceUrls')), ...Object.values(inject('subgraphUrls')), inject('simulatorsUrl')];
    for (const base of urls) {
      const res = await fetch(new URL('/nada-por-aqui', base));
      // A service asks for the user's token before it looks the path up.
      expect([401, 404], base).toContain(res.status);
      expect(res.headers.get('content-type'), base).toMatch(/application\/json/);
      expect(res.headers.get('x-content-type-options'), base).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), base).toContain("frame-ancestors 'none'");
    }
  });
});
