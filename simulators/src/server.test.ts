import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulators, type RunningSimulators } from './server.ts';

let sims: RunningSimulators;
beforeAll(async () => {
  sims = await startSimulators({ port: 0, matchDelayMs: 0 });
});
afterAll(async () => {
  await sims.close();
});
beforeEach(() => sims.state.reset());

const post = (path: string, body: unknown) =>
  fetch(`${sims.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('simulator server and control API', () => {
  it('listens on an ephemeral port on 127.0.0.1', () => {
    expect(sims.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers the next `count` requests with the fault status, in the platform shape, with Retry-After', async () => {
    expect((await post('/__sim/faults', { platform: 'meta', status: 429, count: 2, retryAfterSeconds: 3 })).status).toBe(204);
    const url = `${sims.url}/meta/v25.0/act_1?access_token=t`;
    for (let i = 0; i < 2; i++) {
      const res = await fetch(url);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('3');
      expect(await res.json()).toMatchObject({ error: { code: 17 } });
    }
    expect((await fetch(url)).status).toBe(200);
    const requests = (await (await fetch(`${sims.url}/__sim/meta/requests`)).json()) as { status: number; method: string; path: string }[];
    expect(requests.map((r) => r.status)).toEqual([429, 429, 200]);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/meta/v25.0/act_1', audienceId: null, members: 0, idempotencyKey: null });
    expect(typeof (requests[0] as { at?: unknown }).at).toBe('string');
  });

  it('sets and clears rejectRate and faults', async () => {
    expect((await post('/__sim/faults', { platform: 'tiktok', rejectRate: 0.4 })).status).toBe(204);
    expect(sims.state.get('tiktok').rejectRate).toBe(0.4);
    await post('/__sim/faults', { platform: 'google', status: 500, count: 5 });
    expect(sims.state.get('google').fault).toMatchObject({ status: 500, count: 5 });
    expect((await fetch(`${sims.url}/__sim/faults`, { method: 'DELETE' })).status).toBe(204);
    expect(sims.state.get('tiktok').rejectRate).toBe(0);
    expect(sims.state.get('google').fault).toBeNull();
  });

  it('validates fault requests', async () => {
    expect((await post('/__sim/faults', { platform: 'myspace', status: 500 })).status).toBe(400);
    expect((await post('/__sim/faults', { platform: 'meta', status: 200 })).status).toBe(400);
    expect((await post('/__sim/faults', { platform: 'meta', rejectRate: 2 })).status).toBe(400);
    expect((await post('/__sim/faults', { platform: 'meta' })).status).toBe(400);
    expect((await fetch(`${sims.url}/__sim/nowhere/audiences`)).status).toBe(404);
  });

  it('lists audiences as [{id, name, memberCount}]', async () => {
    const sim = sims.state.get('meta');
    const audience = sim.createAudience('INCA_list');
    sim.addMembers(audience, ['x', 'y', 'z']);
    const list = await (await fetch(`${sims.url}/__sim/meta/audiences`)).json();
    expect(list).toEqual([{ id: audience.id, name: 'INCA_list', memberCount: 3 }]);
  });

  it('mounts all seven platforms under their prefix, answering JSON', async () => {
    for (const platform of ['google', 'meta', 'tiktok', 'criteo', 'salesforce', 'talonone', 'adobe']) {
      const res = await fetch(`${sims.url}/${platform}/no/such/path`);
      expect(res.headers.get('content-type'), platform).toContain('application/json');
      expect(res.status, platform).toBeGreaterThanOrEqual(200);
    }
    const requests = (await (await fetch(`${sims.url}/__sim/adobe/requests`)).json()) as { path: string }[];
    expect(requests.map((r) => r.path)).toEqual(['/adobe/no/such/path']);
  });

  it('does not mount the control API when control is false', async () => {
    const quiet = await startSimulators({ port: 0, control: false });
    try {
      expect((await fetch(`${quiet.url}/__sim/meta/audiences`)).status).toBe(404);
    } finally {
      await quiet.close();
    }
  });
});
