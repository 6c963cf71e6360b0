import { PassThrough } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isPlainJsonBody, readPlainJson, type RefusalType } from './index.ts';

/** A request whose body arrives in the given chunks (or is cut off with an error). */
function request(headers: Record<string, string>, chunks: string[], cut = false): IncomingMessage {
  const stream = new PassThrough();
  Object.assign(stream, { headers });
  queueMicrotask(() => {
    for (const chunk of chunks) stream.write(Buffer.from(chunk));
    if (cut) stream.destroy(new Error('aborted'));
    else stream.end();
  });
  return stream as unknown as IncomingMessage;
}

const read = (chunks: string[], strict: boolean, cut = false) =>
  new Promise<{ refusal: RefusalType | null; body?: unknown; calls: number }>((resolve) => {
    let calls = 0;
    readPlainJson(request({}, chunks, cut), { limitBytes: 16, strict }, (refusal, body) => {
      calls += 1;
      // Give a second call, if any, the chance to happen before answering.
      setTimeout(() => resolve({ refusal, body, calls }), 10);
    });
  });

describe('isPlainJsonBody', () => {
  it('takes UTF-8 JSON only, uncompressed and not declared past the limit', () => {
    const plain = (headers: Record<string, string>) => isPlainJsonBody({ headers } as unknown as IncomingMessage, 100);
    expect(plain({ 'content-type': 'application/json' })).toBe(true);
    expect(plain({ 'content-type': 'application/json; charset=UTF-8', 'content-length': '100' })).toBe(true);
    expect(plain({ 'content-type': 'application/json; charset=latin1' })).toBe(false);
    expect(plain({ 'content-type': 'text/plain' })).toBe(false);
    expect(plain({})).toBe(false);
    expect(plain({ 'content-type': 'application/json', 'content-encoding': 'gzip' })).toBe(false);
    expect(plain({ 'content-type': 'application/json', 'content-length': '101' })).toBe(false);
  });
});

describe('readPlainJson', () => {
  it('parses a body sent in chunks, and reads an empty body as {}', async () => {
    expect(await read(['{"a":', '[1,2]}'], true)).toEqual({ refusal: null, body: { a: [1, 2] }, calls: 1 });
    expect(await read([], true)).toEqual({ refusal: null, body: {}, calls: 1 });
  });

  it('refuses a bare value only when strict, and malformed JSON always', async () => {
    expect(await read(['"texto"'], true)).toEqual({ refusal: 'entity.parse.failed', body: undefined, calls: 1 });
    expect(await read(['"texto"'], false)).toEqual({ refusal: null, body: 'texto', calls: 1 });
    expect(await read(['{"a":'], false)).toEqual({ refusal: 'entity.parse.failed', body: undefined, calls: 1 });
  });

  it('refuses once a body grows past the limit, and once an interrupted body', async () => {
    expect(await read(['{"a":"0123456', '789abcdef"}'], true)).toEqual({ refusal: 'entity.too.large', body: undefined, calls: 1 });
    expect(await read(['{"a":'], true, true)).toEqual({ refusal: 'request.aborted', body: undefined, calls: 1 });
  });
});
