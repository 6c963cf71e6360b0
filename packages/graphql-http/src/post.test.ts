import { createServer, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { ApolloServer } from '@apollo/server';
import cookieParser from 'cookie-parser';
import express from 'express';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlListener, graphqlPost, type RefusalType } from './post.ts';

const ANSWERS: Record<RefusalType, [number, { code: string; message: string }]> = {
  'entity.too.large': [413, { code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' }],
  'entity.parse.failed': [400, { code: 'BAD_REQUEST', message: 'El cuerpo de la solicitud no es JSON válido.' }],
  'request.aborted': [400, { code: 'BAD_REQUEST', message: 'La solicitud se interrumpió.' }],
};
const readCookies = cookieParser();

type Ctx = { who: string };
type FetchBody = NonNullable<RequestInit['body']>;
let server: Server;
let url: string;
const apollo = new ApolloServer<Ctx>({
  typeDefs: 'type Query { who: String }',
  resolvers: { Query: { who: (_: unknown, __: unknown, ctx: Ctx) => ctx.who } },
});

beforeAll(async () => {
  await apollo.start();
  const app = express();
  app.post(
    '/graphql',
    graphqlPost(apollo, {
      limitBytes: 1024,
      refuse: (res, type) => void res.status(ANSWERS[type][0]).json(ANSWERS[type][1]),
      prepare: (req, res) => readCookies(req, res, () => undefined),
      headers: { 'x-frame-options': 'DENY', 'cache-control': 'no-store' },
      context: async ({ req }) => {
        if (!req.headers.authorization && !(req.cookies as Record<string, string> | undefined)?.inca_session) {
          throw new GraphQLError('Sesión no válida o expirada.', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
        }
        return { who: req.headers.authorization ?? `cookie ${(req.cookies as Record<string, string>).inca_session}` };
      },
    }),
  );
  // What the route leaves to the general path answers here.
  app.post('/graphql', (_req, res) => void res.status(418).json({ code: 'GENERAL' }));
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
});

afterAll(async () => {
  await apollo.stop();
  await new Promise((resolve) => server.close(resolve));
});

const post = (body: FetchBody, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, ...init });

describe('POST /graphql straight to Apollo', () => {
  it('answers an operation with the context of the bearer or the session cookie, and the fixed headers', async () => {
    const bearer = await post(JSON.stringify({ query: '{ who }' }), { authorization: 'Bearer abc' });
    expect(bearer.status).toBe(200);
    expect(bearer.headers.get('x-frame-options')).toBe('DENY');
    expect(bearer.headers.get('cache-control')).toBe('no-store');
    expect(bearer.headers.get('etag')).toBeNull();
    expect(await bearer.json()).toEqual({ data: { who: 'Bearer abc' } });
    const cookie = await post(JSON.stringify({ query: '{ who }' }), { cookie: 'otra=1; inca_session=tok' });
    expect(await cookie.json()).toEqual({ data: { who: 'cookie tok' } });
  });

  it('refuses a request without a session with 401 and the Spanish message', async () => {
    const response = await post(JSON.stringify({ query: '{ who }' }));
    expect(response.status).toBe(401);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toContain('Sesión no válida o expirada.');
  });

  it('answers malformed JSON with 400 and a body past the limit sent in chunks with 413, in Spanish', async () => {
    const malformed = await post('{"query": "{ who', { authorization: 'Bearer abc' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ code: 'BAD_REQUEST', message: 'El cuerpo de la solicitud no es JSON válido.' });
    // No content-length: the size is only known while reading.
    const chunks = Readable.from([Buffer.from('{"query": "'), Buffer.alloc(2048, 0x20), Buffer.from('{ who }"}')]);
    const huge = await post(Readable.toWeb(chunks) as FetchBody, { authorization: 'Bearer abc' }, { duplex: 'half' } as RequestInit);
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' });
  });

  it('leaves other content types, compressed bodies and declared oversized bodies to the general route', async () => {
    expect((await post('query=1', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(418);
    expect((await post('xx', { 'content-encoding': 'gzip' })).status).toBe(418);
    expect((await post(JSON.stringify({ query: `{ who ${' '.repeat(2048)} }` }))).status).toBe(418);
  });
});

describe('graphqlListener: operations skip the router', () => {
  let listener: Server;
  let base: string;
  const routed: string[] = [];

  beforeAll(async () => {
    const app = express();
    // Every request the router sees is noted: an operation must never reach it.
    app.use((req, _res, next) => {
      routed.push(`${req.method} ${req.url}`);
      next();
    });
    app.post('/graphql', (_req, res) => void res.status(418).json({ code: 'GENERAL' }));
    app.use((_req, res) => void res.status(404).json({ code: 'NOT_FOUND' }));
    const operation = graphqlPost(apollo, {
      limitBytes: 1024,
      refuse: (res, type) => void res.status(ANSWERS[type][0]).json(ANSWERS[type][1]),
      context: async ({ req, res }) => {
        // Express's request and response methods work on this path too.
        res.cookie('seen', '1');
        return { who: req.header('authorization') ?? 'nadie' };
      },
    });
    listener = createServer(
      graphqlListener(app, {
        limitBytes: 1024,
        post: (req, res, next) => {
          if (req.header('x-fail')) return next(new Error('falló'));
          operation(req, res, next);
        },
        failed: (res, error) => void res.status(500).json({ code: 'FAILED', message: (error as Error).message }),
      }),
    );
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', () => resolve()));
    base = `http://127.0.0.1:${(listener.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => listener.close(resolve));
  });

  const send = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('answers a JSON operation, with a query string too, without the router, and Express methods work', async () => {
    routed.length = 0;
    const plain = await send('/graphql', JSON.stringify({ query: '{ who }' }), { authorization: 'Bearer x' });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('set-cookie')).toContain('seen=1');
    expect(await plain.json()).toEqual({ data: { who: 'Bearer x' } });
    const withQuery = await send('/graphql?a=1', JSON.stringify({ query: '{ who }' }));
    expect(await withQuery.json()).toEqual({ data: { who: 'nadie' } });
    expect(routed).toEqual([]);
  });

  it('leaves every other request to the app: other paths, methods, content types and declared oversized bodies', async () => {
    routed.length = 0;
    expect((await send('/graphql', 'query=1', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(418);
    expect((await send('/graphql', JSON.stringify({ query: `{ who ${' '.repeat(2048)} }` }))).status).toBe(418);
    expect((await send('/graphqlx', JSON.stringify({ query: '{ who }' }))).status).toBe(404);
    expect((await fetch(`${base}/graphql`)).status).toBe(404);
    expect(routed).toEqual(['POST /graphql', 'POST /graphql', 'POST /graphqlx', 'GET /graphql']);
  });

  it("answers the route's errors through failed", async () => {
    const response = await send('/graphql', JSON.stringify({ query: '{ who }' }), { 'x-fail': '1' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 'FAILED', message: 'falló' });
  });
});
