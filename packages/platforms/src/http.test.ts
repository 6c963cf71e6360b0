import { describe, expect, it } from 'vitest';
import { PlatformError, createHttpClient, kindOfStatus, parseRetryAfter } from './http.ts';
import { classifyAccountError, verifyResultFromError } from './connector.ts';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network' | 'hang';

/** A fetch that answers from a script and records what it was asked. */
function scripted(answers: Answer[]) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body,
    });
    const answer = answers.shift() ?? { status: 200, body: {} };
    if (answer === 'network') throw new TypeError('fetch failed');
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      });
    }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  }) as typeof fetch;
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };
  return { calls, fetchImpl, sleeps, sleep };
}

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter('0')).toBe(0);
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(parseRetryAfter('Mon, 23 Nov 2026 12:00:07 GMT', now)).toBe(7000);
    expect(parseRetryAfter('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});

describe('createHttpClient', () => {
  it('sends JSON with auth headers and query, and parses the answer', async () => {
    const s = scripted([{ status: 200, body: { id: '1' } }]);
    const http = createHttpClient({ baseUrl: 'http://x/api/', fetch: s.fetchImpl, headers: () => ({ authorization: 'Bearer t' }) });
    expect(await http.post('/things', { a: 1 }, { query: { q: 'v', skip: undefined } })).toEqual({ id: '1' });
    expect(s.calls[0]).toMatchObject({ url: 'http://x/api/things?q=v', method: 'POST', body: '{"a":1}' });
    expect(s.calls[0]?.headers).toMatchObject({ authorization: 'Bearer t', 'content-type': 'application/json' });
  });

  it('retries 429 honouring Retry-After, and 5xx with exponential backoff', async () => {
    const s = scripted([
      { status: 429, headers: { 'retry-after': '2' } },
      { status: 500 },
      { status: 503 },
      { status: 200, body: { ok: true } },
    ]);
    const http = createHttpClient({ baseUrl: 'http://x', fetch: s.fetchImpl, sleep: s.sleep, baseDelayMs: 100 });
    expect(await http.get('/a')).toEqual({ ok: true });
    expect(s.calls).toHaveLength(4);
    expect(s.sleeps[0]).toBe(2000);
    expect(s.sleeps[1]).toBeGreaterThanOrEqual(160); // 100·2¹ ± 20 %
    expect(s.sleeps[1]).toBeLessThanOrEqual(240);
    expect(s.sleeps[2]).toBeGreaterThanOrEqual(320);
    expect(s.sleeps[2]).toBeLessThanOrEqual(480);
  });

  it('caps a long Retry-After at maxDelayMs', async () => {
    const s = scripted([
      { status: 429, headers: { 'retry-after': '3600' } },
      { status: 200, body: 1 },
    ]);
    const http = createHttpClient({ baseUrl: 'http://x', fetch: s.fetchImpl, sleep: s.sleep, maxDelayMs: 5_000 });
    await http.get('/a');
    expect(s.sleeps).toEqual([5_000]);
  });

  it('stops after maxAttempts with a retryable PlatformError', async () => {
    const s = scripted(Array.from({ length: 10 }, () => ({ status: 502, body: { error: { message: 'bad gateway' } } })));
    const http = createHttpClient({
      baseUrl: 'http://x',
      fetch: s.fetchImpl,
      sleep: s.sleep,
      maxAttempts: 3,
      errorMessage: (b) => (b as { error?: { message?: string } }).error?.message,
    });
    const error = (await http.get('/a').catch((e: unknown) => e)) as PlatformError;
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ status: 502, kind: 'SERVER', retryable: true, attempts: 3, message: 'bad gateway' });
    expect(s.calls).toHaveLength(3);
  });

  it('does not retry 4xx other than 429, nor calls marked retry: false', async () => {
    const s = scripted([{ status: 400, body: { message: 'no' } }, { status: 500 }]);
    const http = createHttpClient({ baseUrl: 'http://x', fetch: s.fetchImpl, sleep: s.sleep });
    expect(await http.get('/a').catch((e: unknown) => e)).toMatchObject({ status: 400, kind: 'CLIENT', retryable: false, attempts: 1 });
    expect(await http.get('/b', { retry: false }).catch((e: unknown) => e)).toMatchObject({ status: 500, attempts: 1 });
    expect(s.calls).toHaveLength(2);
  });

  it('turns timeouts and network failures into retryable errors', async () => {
    const s = scripted(['hang', 'network', { status: 200, body: 'done' }]);
    const http = createHttpClient({ baseUrl: 'http://x', fetch: s.fetchImpl, sleep: s.sleep, timeoutMs: 50 });
    expect(await http.get('/a')).toBe('done');
    const t = scripted(['hang', 'hang']);
    const slow = createHttpClient({ baseUrl: 'http://x', fetch: t.fetchImpl, sleep: t.sleep, timeoutMs: 30, maxAttempts: 2 });
    expect(await slow.get('/a').catch((e: unknown) => e)).toMatchObject({ kind: 'TIMEOUT', status: 0, retryable: true, attempts: 2 });
  });

  it('turns an HTTP 200 error envelope into a PlatformError through bodyError', async () => {
    const s = scripted([
      { status: 200, body: { code: 40100, message: 'Too many' } },
      { status: 200, body: { code: 0, data: 1 } },
    ]);
    const http = createHttpClient({
      baseUrl: 'http://x',
      fetch: s.fetchImpl,
      sleep: s.sleep,
      bodyError: (b) => {
        const { code, message } = b as { code: number; message: string };
        return code === 0 ? undefined : { status: code === 40100 ? 429 : 400, message };
      },
    });
    expect(await http.get('/a')).toEqual({ code: 0, data: 1 });
    expect(s.calls).toHaveLength(2);
  });

  it('classifies statuses', () => {
    expect([429, 500, 503, 401, 403, 404, 400, 422].map(kindOfStatus)).toEqual([
      'RATE_LIMIT',
      'SERVER',
      'SERVER',
      'AUTH',
      'AUTH',
      'NOT_FOUND',
      'CLIENT',
      'CLIENT',
    ]);
  });
});

describe('account error mapping (spec §4)', () => {
  it('maps the platform texts to their kinds', () => {
    expect(classifyAccountError('ok')).toBe('OK');
    expect(classifyAccountError('')).toBeNull();
    expect(classifyAccountError(null)).toBeNull();
    expect(classifyAccountError('(#2635) You are calling a deprecated version of the Ads API')).toBe('VERSION');
    expect(classifyAccountError('USER_NOT_AUTHORIZED')).toBe('CREDENTIALS');
    expect(classifyAccountError('invalid_grant: Token has been expired or revoked.')).toBe('CREDENTIALS');
    expect(classifyAccountError('Error validating access token: Session has expired')).toBe('CREDENTIALS');
    expect(classifyAccountError('Please complete the Data Use Checkup')).toBe('DATA_USE_CHECKUP');
    expect(classifyAccountError('Error validating application. Application has been deleted.')).toBe('APP_DELETED');
    expect(classifyAccountError('application deleted')).toBe('APP_DELETED');
    expect(classifyAccountError('something odd')).toBe('UNKNOWN');
  });

  it('treats a bare 401 as a credential error', () => {
    const error = new PlatformError({ message: 'HTTP 401', status: 401, kind: 'AUTH' });
    expect(verifyResultFromError(error)).toEqual({ ok: false, errorKind: 'CREDENTIALS', message: 'HTTP 401' });
    expect(verifyResultFromError(new Error('boom'))).toEqual({ ok: false, errorKind: 'UNKNOWN', message: 'boom' });
  });
});
