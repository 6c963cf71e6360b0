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

async function token(): Promise<string> {
  const res = await fetch(`${sims.url}/salesforce/v2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'c', client_secret: 's' }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { access_token: string; token_type: string; rest_instance_url: string; expires_in: number };
  expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 1079 });
  expect(body.rest_instance_url).toBe(`${sims.url}/salesforce/`);
  return body.access_token;
}

const call = (tok: string, method: string, path: string, body?: unknown) =>
  fetch(`${sims.url}/salesforce${path}`, {
    method,
    headers: { authorization: `Bearer ${tok}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('Salesforce Marketing Cloud simulator routes', () => {
  it('refuses REST calls without an issued token, in the SFMC error shape', async () => {
    const res = await call('made-up', 'GET', '/data/v1/customobjectdata/key/X/rowset');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Not Authorized', errorcode: 0 });
  });

  it('refuses bad client credentials with invalid_client', async () => {
    const res = await fetch(`${sims.url}/salesforce/v2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'c', client_secret: 'expired-1' }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('creates a data extension, upserts rows async and reports status, results and the rowset count', async () => {
    const tok = await token();
    expect((await call(tok, 'POST', '/data/v1/customobjects', { name: 'INCA_A', key: 'INCA_A', fields: [] })).status).toBe(201);
    expect((await call(tok, 'POST', '/data/v1/customobjects', { name: 'INCA_A', key: 'INCA_A' })).status).toBe(409);

    const missing = await call(tok, 'PUT', '/data/v1/async/dataextensions/key:NOPE/rows', { items: [{ SubscriberKey: 'a' }] });
    expect(missing.status).toBe(404);
    expect((await call(tok, 'PUT', '/data/v1/async/dataextensions/key:INCA_A/rows', { items: [] })).status).toBe(400);

    const accepted = await call(tok, 'PUT', '/data/v1/async/dataextensions/key:INCA_A/rows', {
      items: [
        { SubscriberKey: 'a', InAudience: true },
        { SubscriberKey: 'b', InAudience: true },
        { SubscriberKey: 'c', InAudience: 'true' },
        { InAudience: true },
      ],
    });
    expect(accepted.status).toBe(202);
    const { requestId } = (await accepted.json()) as { requestId: string };
    const status = (await (await call(tok, 'GET', `/data/v1/async/${requestId}/status`)).json()) as {
      status: { requestStatus: string; hasErrors: boolean; requestId: string };
    };
    expect(status.status).toMatchObject({ requestStatus: 'Complete', hasErrors: true, requestId });
    const results = (await (await call(tok, 'GET', `/data/v1/async/${requestId}/results`)).json()) as { count: number; items: { errorCode: string }[] };
    expect(results.count).toBe(1);
    expect(results.items[0]?.errorCode).toBe('MissingPrimaryKey');

    await call(tok, 'PUT', '/data/v1/async/dataextensions/key:INCA_A/rows', { items: [{ SubscriberKey: 'b', InAudience: false }] });
    const rowset = (await (await call(tok, 'GET', '/data/v1/customobjectdata/key/INCA_A/rowset?$pageSize=1')).json()) as {
      count: number;
      items: unknown[];
      customObjectKey: string;
    };
    expect(rowset).toMatchObject({ count: 2, customObjectKey: 'INCA_A' });
    expect(rowset.items).toHaveLength(1);
  });

  it('keeps an async request Pending until matchDelayMs after it was received', async () => {
    const tok = await token();
    await call(tok, 'POST', '/data/v1/customobjects', { name: 'INCA_B' });
    sims.state.matchDelayMs = 60_000;
    const accepted = await call(tok, 'PUT', '/data/v1/async/dataextensions/key:INCA_B/rows', { items: [{ SubscriberKey: 'a', InAudience: true }] });
    const { requestId } = (await accepted.json()) as { requestId: string };
    const pending = (await (await call(tok, 'GET', `/data/v1/async/${requestId}/status`)).json()) as { status: { requestStatus: string } };
    expect(pending.status.requestStatus).toBe('Pending');
    sims.state.matchDelayMs = 0;
    const done = (await (await call(tok, 'GET', `/data/v1/async/${requestId}/status`)).json()) as { status: { requestStatus: string; resultStatus: string } };
    expect(done.status).toMatchObject({ requestStatus: 'Complete', resultStatus: 'OK' });
  });
});
