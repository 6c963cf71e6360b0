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

const FIELDS = [
  { name: 'SubscriberKey', type: 'Text', length: 254, isPrimaryKey: true, isNullable: false },
  { name: 'InAudience', type: 'Boolean', isPrimaryKey: false, isNullable: false, defaultValue: 'True' },
];

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
    expect((await call(tok, 'POST', '/data/v1/customobjects', { name: 'INCA_A', key: 'INCA_A', fields: FIELDS })).status).toBe(201);
    expect((await call(tok, 'POST', '/data/v1/customobjects', { name: 'INCA_A', key: 'INCA_A', fields: FIELDS })).status).toBe(409);

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
    const results = (await (await call(tok, 'GET', `/data/v1/async/${requestId}/results`)).json()) as {
      count: number;
      items: { errorCode: string }[];
    };
    expect(results.count).toBe(1);
    expect(results.items[0]?.errorCode).toBe('MissingPrimaryKey');

    await call(tok, 'PUT', '/data/v1/async/dataextensions/key:INCA_A/rows', { items: [{ SubscriberKey: 'b', InAudience: false }] });
    const rowset = (await (await call(tok, 'GET', '/data/v1/customobjectdata/key/INCA_A/rowset?$pageSize=1')).json()) as {
      count: number;
      items: unknown[];
      customObjectKey: string;
    };
    // The async API has no delete: b stays a row, marked out of the audience; the filtered rowset leaves it out.
    expect(rowset).toMatchObject({ count: 3, customObjectKey: 'INCA_A' });
    expect(rowset.items).toHaveLength(1);
    const inAudience = (await (
      await call(
        tok,
        'GET',
        `/data/v1/customobjectdata/key/INCA_A/rowset?$pageSize=10&$filter=${encodeURIComponent("InAudience eq 'True'")}`,
      )
    ).json()) as {
      count: number;
      items: { keys: { subscriberkey: string } }[];
    };
    expect(inAudience.count).toBe(2);
    expect(inAudience.items.map((i) => i.keys.subscriberkey).sort()).toEqual(['a', 'c']);
    expect(
      (await call(tok, 'GET', `/data/v1/customobjectdata/key/INCA_A/rowset?$filter=${encodeURIComponent('InAudience = 1')}`)).status,
    ).toBe(400);
  });

  it('refuses, in the SFMC error shape, what the REST reference does not allow', async () => {
    const tok = await token();
    await call(tok, 'POST', '/data/v1/customobjects', { name: 'INCA_S', key: 'INCA_S', fields: FIELDS });
    const cases: [string, string, unknown, string][] = [
      ['POST', '/data/v1/customobjects', { name: 'INCA_T', key: 'INCA_T' }, "required property 'fields'"],
      ['POST', '/data/v1/customobjects', { name: 'INCA_T', fields: [{ name: 'X', type: 'Bool' }] }, 'type'],
      ['PUT', '/data/v1/async/dataextensions/key:INCA_S/rows', { items: [{ SubscriberKey: 'a' }], upsert: true }, 'unknown field "upsert"'],
      ['PUT', '/data/v1/async/dataextensions/key:INCA_S/rows', { items: [{ SubscriberKey: { id: 'a' } }] }, '/items/0/SubscriberKey'],
      ['PUT', '/data/v1/async/dataextensions/INCA_S/rows', { items: [{ SubscriberKey: 'a' }] }, 'ref'],
      ['GET', '/data/v1/async/not-a-request-id/status', undefined, 'requestId'],
      ['GET', '/data/v1/customobjectdata/key/INCA_S/rowset?$pageSize=5000', undefined, '$pageSize'],
    ];
    for (const [method, path, body, expected] of cases) {
      const res = await call(tok, method, path, body);
      expect(res.status, expected).toBe(400);
      const answer = (await res.json()) as { message: string; errorcode: number };
      expect(answer.message).toContain(expected);
      expect(answer.errorcode).toBeGreaterThan(0);
    }
    const badToken = await fetch(`${sims.url}/salesforce/v2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', client_id: 'c', client_secret: 's' }),
    });
    expect(badToken.status).toBe(400);
    expect(await badToken.json()).toMatchObject({ error: 'invalid_request' });
    expect(sims.state.get('salesforce').audiences.size).toBe(1);
  });

  it('refuses the rows whose keys are not columns of the data extension, or that empty a column that takes no empty value', async () => {
    const tok = await token();
    const fields = [...FIELDS, { name: 'EmailAddress', type: 'EmailAddress', length: 254, isPrimaryKey: false, isNullable: true }];
    await call(tok, 'POST', '/data/v1/customobjects', { name: 'INCA_COL', key: 'INCA_COL', fields });
    const accepted = await call(tok, 'PUT', '/data/v1/async/dataextensions/key:INCA_COL/rows', {
      items: [
        { SubscriberKey: 'ok', EmailAddress: 'ana@example.cl', InAudience: true },
        // Column names are case-insensitive, and a nullable column takes null.
        { subscriberkey: 'ok2', emailaddress: null, inaudience: true },
        { SubscriberKey: 'phone', MobileNumber: '56912345678', InAudience: true },
        { SubscriberKey: 'two', Nombre: 'Ana', Segmento: 'vip', InAudience: true },
        { SubscriberKey: 'empty', InAudience: null },
      ],
    });
    expect(accepted.status).toBe(202);
    const { requestId } = (await accepted.json()) as { requestId: string };
    const results = (await (await call(tok, 'GET', `/data/v1/async/${requestId}/results`)).json()) as {
      items: { errorCode: string; message: string; keys: Record<string, string> }[];
    };
    expect(results.items.map((i) => [i.keys.SubscriberKey, i.errorCode, i.message])).toEqual([
      ['phone', 'InvalidColumnName', 'The column MobileNumber is not in the data extension INCA_COL.'],
      ['two', 'InvalidColumnName', 'The columns Nombre, Segmento are not in the data extension INCA_COL.'],
      ['empty', 'NullValueNotAllowed', 'The column InAudience of the data extension INCA_COL does not take an empty value.'],
    ]);
    const audience = [...sims.state.get('salesforce').audiences.values()].find((a) => a.extra.key === 'INCA_COL')!;
    expect([...audience.members].sort()).toEqual(['ok', 'ok2']);
  });

  it('keeps an async request Pending until matchDelayMs after it was received', async () => {
    const tok = await token();
    await call(tok, 'POST', '/data/v1/customobjects', { name: 'INCA_B', fields: FIELDS });
    sims.state.matchDelayMs = 60_000;
    const accepted = await call(tok, 'PUT', '/data/v1/async/dataextensions/key:INCA_B/rows', {
      items: [{ SubscriberKey: 'a', InAudience: true }],
    });
    const { requestId } = (await accepted.json()) as { requestId: string };
    const pending = (await (await call(tok, 'GET', `/data/v1/async/${requestId}/status`)).json()) as { status: { requestStatus: string } };
    expect(pending.status.requestStatus).toBe('Pending');
    sims.state.matchDelayMs = 0;
    const done = (await (await call(tok, 'GET', `/data/v1/async/${requestId}/status`)).json()) as {
      status: { requestStatus: string; resultStatus: string };
    };
    expect(done.status).toMatchObject({ requestStatus: 'Complete', resultStatus: 'OK' });
  });
});
