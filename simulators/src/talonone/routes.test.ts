import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulators, type RunningSimulators } from '../server.ts';

let sims: RunningSimulators;
beforeAll(async () => {
  sims = await startSimulators({ port: 0, matchDelayMs: 0 });
});
afterAll(async () => {
  await sims.close();
});
beforeEach(() => {
  sims.state.reset();
  sims.state.matchDelayMs = 0;
});

const INTEGRATION = 'ApiKey-v1 key-1';
const MANAGEMENT = 'ManagementKey-v1 key-2';

const call = (auth: string, method: string, path: string, body?: unknown) =>
  fetch(`${sims.url}/talonone${path}`, {
    method,
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function createAudience(name: string): Promise<number> {
  const res = await call(INTEGRATION, 'POST', '/v2/audiences', { name });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { id: number; name: string; accountId: number };
  expect(body.name).toBe(name);
  return body.id;
}

describe('Talon.One simulator routes', () => {
  it('wants the right key kind for each API, and answers 401 in the Talon.One shape', async () => {
    const wrongKind = await call(MANAGEMENT, 'POST', '/v2/audiences', { name: 'INCA_X' });
    expect(wrongKind.status).toBe(401);
    expect(await wrongKind.json()).toMatchObject({ message: 'Invalid API key', StatusCode: 401 });
    expect((await call(INTEGRATION, 'GET', '/v1/applications')).status).toBe(401);
    expect((await call('ManagementKey-v1 invalid-key', 'GET', '/v1/applications')).status).toBe(401);
  });

  it('refuses a 409 duplicate integrationId and a missing name', async () => {
    expect((await call(INTEGRATION, 'POST', '/v2/audiences', { name: 'A', integrationId: 'ext-1' })).status).toBe(201);
    expect((await call(INTEGRATION, 'POST', '/v2/audiences', { name: 'B', integrationId: 'ext-1' })).status).toBe(409);
    expect((await call(INTEGRATION, 'POST', '/v2/audiences', {})).status).toBe(400);
  });

  it('validates the whole customer_audiences request before applying any item', async () => {
    const id = await createAudience('INCA_T');
    const bad = await call(INTEGRATION, 'POST', '/v2/customer_audiences', {
      data: [
        { action: 'add', profileIntegrationId: 'p1', audienceId: id },
        { action: 'add', profileIntegrationId: 'p2', audienceId: 424242 },
      ],
    });
    expect(bad.status).toBe(404);
    expect(sims.state.get('talonone').getAudience(String(id))?.members.size).toBe(0);
    const wrongAction = await call(INTEGRATION, 'POST', '/v2/customer_audiences', {
      data: [{ action: 'replace', profileIntegrationId: 'p1', audienceId: id }],
    });
    expect(wrongAction.status).toBe(400);
    const tooMany = Array.from({ length: 1001 }, (_, i) => ({ action: 'add', profileIntegrationId: `p${i}`, audienceId: id }));
    expect((await call(INTEGRATION, 'POST', '/v2/customer_audiences', { data: tooMany })).status).toBe(400);

    const ok = await call(INTEGRATION, 'POST', '/v2/customer_audiences', {
      data: [
        { action: 'add', profileIntegrationId: 'p1', audienceId: id },
        { action: 'add', profileIntegrationId: 'p2', audienceId: id },
        { action: 'delete', profileIntegrationId: 'p1', audienceId: id },
      ],
    });
    expect(ok.status).toBe(204);
    expect([...(sims.state.get('talonone').getAudience(String(id))?.members ?? [])]).toEqual(['p2']);
  });

  it('leaves an audience out of the analytics until its memberships settle', async () => {
    const id = await createAudience('INCA_AN');
    sims.state.matchDelayMs = 60_000;
    await call(INTEGRATION, 'POST', '/v2/customer_audiences', { data: [{ action: 'add', profileIntegrationId: 'p1', audienceId: id }] });
    const pending = (await (await call(MANAGEMENT, 'GET', `/v1/audiences/analytics?audienceIds=${id}`)).json()) as { data: unknown[] };
    expect(pending.data).toEqual([]);
    sims.state.matchDelayMs = 0;
    const ready = (await (await call(MANAGEMENT, 'GET', `/v1/audiences/analytics?audienceIds=${id}`)).json()) as { data: unknown[] };
    expect(ready.data).toEqual([{ audienceId: id, membersCount: 1 }]);
    expect((await call(MANAGEMENT, 'GET', '/v1/audiences/analytics')).status).toBe(400);
  });

  it('lists applications and campaigns', async () => {
    const apps = (await (await call(MANAGEMENT, 'GET', '/v1/applications')).json()) as { totalResultSize: number; data: { id: number }[] };
    expect(apps.totalResultSize).toBe(apps.data.length);
    expect(apps.data.length).toBeGreaterThan(0);
    const campaigns = (await (await call(MANAGEMENT, 'GET', `/v1/applications/${apps.data[0]!.id}/campaigns`)).json()) as {
      data: { applicationId: number; state: string }[];
    };
    expect(campaigns.data.length).toBeGreaterThan(0);
    expect(campaigns.data.every((c) => c.applicationId === apps.data[0]!.id)).toBe(true);
    expect((await call(MANAGEMENT, 'GET', '/v1/applications/1/campaigns')).status).toBe(404);
  });
});
