import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql, login, rest } from '../src/client.ts';

/** one input policy for every text field, Spanish messages, no 500 for a bad value. */

type Err = { status: false; code: string; message: string };
type Row = { code: string; business_name: string };

const tokens: Record<string, string> = {};
let db: pg.Client;
let source: Row;
let corporate: Row;
beforeAll(async () => {
  for (const email of ['analyst@retail.demo', 'admin@corp.demo']) tokens[email] = (await login(email)).token;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  source = (await am<{ data: { rows: Row[] } }>('analyst@retail.demo', '/segments/list?company_code=022&type=2&page_size=1')).body.data
    .rows[0]!;
  expect(source).toBeDefined();
  corporate = (await am<{ data: { rows: Row[] } }>('admin@corp.demo', '/segments/list?company_code=032&page_size=1')).body.data.rows[0]!;
  expect(corporate).toBeDefined();
});
afterAll(() => db.end());

const am = <T>(email: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<T>('audience-management', `/audience-management${path}`, { token: tokens[email]!, ...init });
/** The codes of every stored segment: a refused request adds none (whatever another request removes meanwhile). */
const segmentCodes = async () =>
  new Set((await db.query<{ code: string }>('SELECT code FROM audience_management.segments')).rows.map((r) => r.code));
const added = async (before: Set<string>) => [...(await segmentCodes())].filter((code) => !before.has(code));

/** A user may read the message: Spanish, short, no English zod text, not the value sent. */
function expectSpanish(message: string | undefined, sent?: string) {
  expect(message).toBeTruthy();
  expect(message).not.toMatch(/expected|Too big|Too small|Invalid input|Error interno/i);
  expect(message!.length).toBeLessThan(200);
  if (sent && sent.length > 20) expect(message).not.toContain(sent);
}

const BAD_NAMES: [string, string][] = [
  ['<img src=x onerror=alert(1)>', 'Texto inválido detectado'],
  ['<script>alert(1)</script>', 'Texto inválido detectado'],
  ['Copia\r\nDos líneas', 'El nombre debe ser una sola línea, sin caracteres de control.'],
  ['Copia\nDos', 'El nombre debe ser una sola línea, sin caracteres de control.'],
  ['\u200B\u200B\u200B\u200B', 'El nombre contiene caracteres invisibles o de control de dirección no permitidos.'],
  ['Copia \u202Eatsoc', 'El nombre contiene caracteres invisibles o de control de dirección no permitidos.'],
  ['Copia\u0000nul', 'El nombre debe ser una sola línea, sin caracteres de control.'],
];

describe('segment and duplicate names (directly against the service)', () => {
  it('duplicate names with markup, CR/LF, zero-width only, RLO or NUL are 400 in Spanish and nothing is stored', async () => {
    const before = await segmentCodes();
    expect(before.size).toBeGreaterThan(0);
    for (const [name, message] of BAD_NAMES) {
      const refused = await am<Err>('analyst@retail.demo', `/segments/${source.code}/duplicate`, {
        method: 'POST',
        body: { segment_duplicate_name: name },
      });
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect(refused.body.code).toBe('BAD_USER_INPUT');
      expect(refused.body.message, JSON.stringify(name)).toBe(message);
    }
    expect(await added(before)).toEqual([]);
  });

  it('builder names and descriptions follow the same policy, before any preview is needed', async () => {
    const before = await segmentCodes();
    for (const [name, message] of BAD_NAMES) {
      const refused = await am<Err>('analyst@retail.demo', '/segment-builder/segments', {
        method: 'POST',
        body: {
          company_code: '022',
          segment_name: `Retail_${name}`,
          segment_description: 'Prueba',
          segment_type_name: 'SEGMENT_CONTACT',
          attributes: [],
        },
      });
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect(refused.body.message, JSON.stringify(name)).toBe(message);
    }
    const description = await am<Err>('analyst@retail.demo', '/segment-builder/segments', {
      method: 'POST',
      body: {
        company_code: '022',
        segment_name: 'Retail_ok',
        segment_description: 'x'.repeat(1_001),
        segment_type_name: 'SEGMENT_CONTACT',
        attributes: [],
      },
    });
    expect(description.status).toBe(400);
    expect(description.body.message).toBe('La descripción supera el máximo de 1000 caracteres.');
    const crlf = await am<Err>('analyst@retail.demo', '/segment-builder/segments', {
      method: 'POST',
      body: {
        company_code: '022',
        segment_name: 'Retail_ok',
        segment_description: 'uno\r\ndos',
        segment_type_name: 'SEGMENT_CONTACT',
        attributes: [],
      },
    });
    expect(crlf.body.message).toBe('La descripción contiene caracteres de control no permitidos.');
    expect(await added(before)).toEqual([]);
  });
});

describe('segment names through the gateway', () => {
  it('duplicateSegment with a bad name is BAD_USER_INPUT in Spanish and stores nothing', async () => {
    const before = await segmentCodes();
    for (const [name, message] of BAD_NAMES) {
      const result = await graphql('mutation($c: ID!, $n: String!) { duplicateSegment(code: $c, name: $n) { message } }', {
        token: tokens['analyst@retail.demo'],
        variables: { c: source.code, n: name },
      });
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(name)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message, JSON.stringify(name)).toBe(message);
    }
    expect(await added(before)).toEqual([]);
  });
});

describe('malformed values are 400, never "Error interno" (directly and through the gateway)', () => {
  it('a NUL byte, the date 2024-02-31 and 1e308 against the service', async () => {
    const cases: [string, string, string?][] = [
      ['/segments/list?name=a%00b', 'El nombre a buscar debe ser una sola línea, sin caracteres de control.'],
      ['/segments/list?created_from=2024-02-31', 'Fecha inválida: use el formato AAAA-MM-DD con una fecha que exista.'],
      ['/segments/list?modified_to=2023-02-29', 'Fecha inválida: use el formato AAAA-MM-DD con una fecha que exista.'],
      ['/segments/list?page=1e308', 'La página debe ser un número entero entre 1 y 1.000.000.'],
      ['/segments/list?page_size=1e308', 'Las filas por página deben ser entre 1 y 5.000.'],
      ['/segments/list?type=100', 'Tipo de segmento inválido.'],
      [`/segments/${corporate.code}/shares/1e308`, 'Identificador de registro inválido.', 'DELETE'],
    ];
    for (const [path, message, method] of cases) {
      const response = await am<Err>('admin@corp.demo', path, { method: method ?? 'GET' });
      expect(response.status, path).toBe(400);
      expect(response.body.message, path).toBe(message);
    }
  });

  it('the same through the gateway', async () => {
    const token = tokens['admin@corp.demo'];
    const list = (filter: Record<string, unknown>) =>
      graphql('query($f: SegmentFilter) { segments(filter: $f) { totalCount } }', { token, variables: { f: filter } });
    for (const filter of [{ name: 'a\u0000b' }, { createdFrom: '2024-02-31' }, { modifiedTo: '2024-02-30' }]) {
      const result = await list(filter);
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(filter)).toBe('BAD_USER_INPUT');
      expectSpanish(result.errors?.[0]?.message);
    }
    const unshare = await graphql('mutation($c: ID!) { unshareSegment(code: $c, sharingId: "1e308") { code } }', {
      token,
      variables: { c: corporate.code },
    });
    expect(unshare.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(unshare.errors?.[0]?.message).toBe('Identificador de registro inválido.');
  });

  it('a 10,000-character e-mail is refused without being echoed back', async () => {
    const email = `${'a'.repeat(10_000)}@brand.demo`;
    const refused = await am<Err>('analyst@retail.demo', `/segments/${source.code}/shares`, {
      method: 'POST',
      body: { shared_with_type: 'USER', shared_with_value: email },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('El correo electrónico supera el máximo de 254 caracteres.');
    expect(JSON.stringify(refused.body)).not.toContain('aaaaaaaaaaaaaaaaaaaa');
    const check = await am<Err>('analyst@retail.demo', '/users/role-check', { method: 'POST', body: { email, rol: 'audience_user' } });
    expect(check.status).toBe(400);
    expectSpanish(check.body.message, email);
  });
});

describe('bodies the listeners cannot read', () => {
  const post = (url: string, body: string, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('a service answers malformed JSON with 400 and an oversized body with 413, both JSON in Spanish', async () => {
    const url = `${inject('serviceUrls')['audience-management']}/audience-management/users/role-check`;
    const auth = { authorization: `Bearer ${tokens['analyst@retail.demo']}` };
    const malformed = await post(url, '{"email": "a"', auth);
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await malformed.json()) as Err).message).toBe('El cuerpo de la solicitud no es JSON válido.');
    const huge = await post(url, JSON.stringify({ email: 'x'.repeat(3 * 1024 * 1024) }), auth);
    expect(huge.status).toBe(413);
    expect(huge.headers.get('content-type')).toMatch(/application\/json/);
    expect((await huge.json()) as Err).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' });
  });

  it('a subgraph answers the same way (JSON, never an HTML page)', async () => {
    const url = inject('subgraphUrls').audience!;
    const secret = { 'x-gateway-secret': inject('gatewaySecret') };
    const malformed = await post(url, '{"query": "{ viewer', secret);
    expect(malformed.status).toBe(400);
    const text = await malformed.text();
    expect(text).not.toMatch(/<html|<pre|node_modules|at [\w.]+ \(/i);
    expect(JSON.parse(text).errors[0].message).toBe('El cuerpo de la solicitud no es JSON válido.');
    const huge = await post(url, JSON.stringify({ query: `{ __typename ${' '.repeat(2 * 1024 * 1024)} }` }), secret);
    expect(huge.status).toBe(413);
    const hugeText = await huge.text();
    expect(hugeText).not.toMatch(/<html|<pre/i);
    expect(JSON.parse(hugeText).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
