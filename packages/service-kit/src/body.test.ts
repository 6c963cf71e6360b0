import { createServer, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBody } from './body.ts';
import { httpErrorAnswer } from './index.ts';

const LIMIT = 1024;
type FetchBody = NonNullable<RequestInit['body']>;

/** An app that echoes the body it was given, with the services' error answers. */
function echoApp(parser: RequestHandler): express.Express {
  const app = express();
  app.use(parser);
  app.all('/echo', (req, res) => void res.json({ body: (req.body as unknown) ?? null }));
  const errors: ErrorRequestHandler = (error, _req, res, _next) => {
    const answer = httpErrorAnswer(error);
    res.status(answer?.status ?? 500).json(answer?.body ?? { code: 'INTERNAL' });
  };
  app.use(errors);
  return app;
}

const servers: Server[] = [];
let ours: string;
let reference: string;

async function listen(app: express.Express): Promise<string> {
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/echo`;
}

beforeAll(async () => {
  ours = await listen(echoApp(jsonBody(LIMIT)));
  reference = await listen(echoApp(express.json({ limit: LIMIT })));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

type Case = { name: string; method?: string; headers?: Record<string, string>; body?: () => FetchBody | undefined };
const json = { 'content-type': 'application/json' };
const chunks = (...parts: Buffer[]) => Readable.toWeb(Readable.from(parts)) as FetchBody;

const CASES: Case[] = [
  { name: 'an object', headers: json, body: () => JSON.stringify({ text: 'compras', page: 1, nested: { a: [1, 2] } }) },
  { name: 'an array with a UTF-8 charset', headers: { 'content-type': 'application/json; charset=utf-8' }, body: () => '[1,"ñandú"]' },
  { name: 'an empty body', headers: json, body: () => '' },
  { name: 'whitespace only', headers: json, body: () => '   ' },
  { name: 'a bare string', headers: json, body: () => '"hola"' },
  { name: 'a bare number after spaces', headers: json, body: () => '  42' },
  { name: 'malformed JSON', headers: json, body: () => '{"text": "comp' },
  { name: 'no body at all', method: 'GET', headers: json },
  { name: 'another content type', headers: { 'content-type': 'text/plain' }, body: () => '{"a":1}' },
  { name: 'a body declared past the limit', headers: json, body: () => JSON.stringify({ text: 'x'.repeat(2 * LIMIT) }) },
  {
    name: 'a chunked body that grows past the limit',
    headers: json,
    body: () => chunks(Buffer.from('{"text": "'), Buffer.alloc(2 * LIMIT, 0x61), Buffer.from('"}')),
  },
  { name: 'a chunked body within the limit', headers: json, body: () => chunks(Buffer.from('{"text": '), Buffer.from('"compras"}')) },
  { name: 'a gzip-compressed body', headers: { ...json, 'content-encoding': 'gzip' }, body: () => gzipSync('{"text":"compras"}') },
  { name: 'an unsupported charset', headers: { 'content-type': 'application/json; charset=latin1' }, body: () => '{"a":1}' },
];

async function answer(url: string, c: Case): Promise<{ status: number; body: unknown }> {
  const body = c.body?.();
  const init = { method: c.method ?? 'POST', headers: c.headers, body, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) };
  const response = await fetch(url, init as RequestInit);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('jsonBody: the services read JSON bodies as express.json does', () => {
  it.each(CASES)('$name: the same status and answer as express.json', async (c) => {
    const [mine, theirs] = await Promise.all([answer(ours, c), answer(reference, c)]);
    expect(mine).toEqual(theirs);
  });

  it('parses what a subgraph sends, and refuses bad bodies with the Spanish messages', async () => {
    expect(await answer(ours, CASES[0]!)).toEqual({
      status: 200,
      body: { body: { text: 'compras', page: 1, nested: { a: [1, 2] } } },
    });
    expect(await answer(ours, CASES[6]!)).toEqual({
      status: 400,
      body: { status: false, code: 'BAD_USER_INPUT', message: 'El cuerpo de la solicitud no es JSON válido.' },
    });
    expect(await answer(ours, CASES[10]!)).toEqual({
      status: 413,
      body: { status: false, code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' },
    });
  });
});
