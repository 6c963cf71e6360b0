import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulators, type RunningSimulators } from './server.ts';
import { PlatformSim, type SimRequest } from './state.ts';

let sims: RunningSimulators;
beforeAll(async () => {
  sims = await startSimulators({ port: 0, matchDelayMs: 0, requestLogLimit: 5 });
});
afterAll(async () => {
  await sims.close();
});
beforeEach(() => sims.state.reset());

const requests = async (platform: string) => (await (await fetch(`${sims.url}/__sim/${platform}/requests`)).json()) as SimRequest[];

describe('what the simulators record of each request', () => {
  it('records a JSON request whole: method, path, query, headers with credentials redacted, and the body', async () => {
    const res = await fetch(`${sims.url}/talonone/v2/audiences?trace=1`, {
      method: 'POST',
      headers: {
        authorization: 'ApiKey-v1 very-secret-key',
        'content-type': 'application/json',
        'idempotency-key': 'run-7',
        cookie: 'session=abc',
      },
      body: JSON.stringify({ name: 'INCA_rec', description: 'Audiencia' }),
    });
    expect(res.status).toBe(400); // `trace` is not a parameter of the operation: refused, and recorded anyway
    const [entry] = await requests('talonone');
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/talonone/v2/audiences',
      query: { trace: '1' },
      body: { kind: 'json', value: { name: 'INCA_rec', description: 'Audiencia' } },
      status: 400,
    });
    expect(entry!.headers).toMatchObject({ authorization: 'ApiKey-v1 [redacted]', cookie: '[redacted]', 'idempotency-key': 'run-7' });
    expect(JSON.stringify(entry)).not.toContain('very-secret-key');
    expect(entry!.violations).toEqual([expect.objectContaining({ in: 'query', field: 'trace' })]);
  });

  it('records multipart parts with their text, and hides secrets of token requests', async () => {
    const content = `${createHash('sha256').update('ana@x.cl').digest('hex')}\n`;
    const form = new FormData();
    form.set('advertiser_id', '700');
    form.set('calculate_type', 'EMAIL_SHA256');
    form.set('file_signature', createHash('md5').update(content).digest('hex'));
    form.set('file', new Blob([content], { type: 'text/csv' }), 'k-1.csv');
    const upload = await fetch(`${sims.url}/tiktok/open_api/v1.3/dmp/custom_audience/file/upload/`, {
      method: 'POST',
      headers: { 'access-token': 'tt-secret' },
      body: form,
    });
    expect(((await upload.json()) as { code: number }).code).toBe(0);
    const [entry] = await requests('tiktok');
    expect(entry!.headers['access-token']).toBe('[redacted]');
    expect(entry!.body).toEqual({
      kind: 'multipart',
      parts: [
        { name: 'advertiser_id', text: '700' },
        { name: 'calculate_type', text: 'EMAIL_SHA256' },
        { name: 'file_signature', text: createHash('md5').update(content).digest('hex') },
        { name: 'file', filename: 'k-1.csv', contentType: 'text/csv', text: content },
      ],
    });
    expect(entry!.violations).toEqual([]);

    await fetch(`${sims.url}/criteo/oauth2/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'c', client_secret: 'cr-secret' }),
    });
    const [token] = await requests('criteo');
    expect(token!.body).toEqual({
      kind: 'form',
      fields: { grant_type: 'client_credentials', client_id: 'c', client_secret: '[redacted]' },
    });
    await fetch(`${sims.url}/meta/v25.0/act_1?access_token=meta-secret`);
    expect(JSON.stringify(await requests('meta'))).not.toContain('meta-secret');
  });

  it('keeps the last requestLogLimit requests, and clears them on DELETE', async () => {
    for (let i = 0; i < 7; i++)
      await fetch(`${sims.url}/talonone/v1/audiences?skip=${i}`, { headers: { authorization: 'ManagementKey-v1 k' } });
    const kept = await requests('talonone');
    expect(kept.map((r) => r.query.skip)).toEqual(['2', '3', '4', '5', '6']);
    expect((await fetch(`${sims.url}/__sim/talonone/requests`, { method: 'DELETE' })).status).toBe(204);
    expect(await requests('talonone')).toEqual([]);
    expect((await fetch(`${sims.url}/__sim/nowhere/requests`, { method: 'DELETE' })).status).toBe(404);
  });

  it('drops the oldest requests when their bodies pass the byte budget, always keeping the last one', () => {
    const sim = new PlatformSim('tiktok', { requestLogLimit: 100, requestLogBytes: 250 });
    const entry = (n: number, size: number): SimRequest => ({
      at: '',
      method: 'POST',
      path: `/tiktok/${n}`,
      query: {},
      headers: {},
      body: { kind: 'text', contentType: 'text/csv', text: 'x'.repeat(size) },
      audienceId: null,
      members: 0,
      idempotencyKey: null,
      status: 200,
      violations: [],
    });
    for (let n = 1; n <= 4; n++) sim.log(entry(n, 100));
    expect(sim.requests.map((r) => r.path)).toEqual(['/tiktok/3', '/tiktok/4']);
    sim.log(entry(5, 1000));
    expect(sim.requests.map((r) => r.path)).toEqual(['/tiktok/5']);
    sim.log(entry(6, 10));
    expect(sim.requests.map((r) => r.path)).toEqual(['/tiktok/6']);
    sim.log(entry(7, 10));
    expect(sim.requests.map((r) => r.path)).toEqual(['/tiktok/6', '/tiktok/7']);
  });
});
