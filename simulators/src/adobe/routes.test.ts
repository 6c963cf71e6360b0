import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADOBE_SIMULATOR_SCHEMA_ID } from '@inca/platforms';
import { startSimulators, type RunningSimulators } from '../server.ts';
import { SIMULATOR_SCHEMA_ID } from './xdm.ts';

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

async function token(secret = 'secret'): Promise<Response> {
  return fetch(`${sims.url}/adobe/ims/token/v3`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'client', client_secret: secret, scope: 'openid,AdobeID' }),
  });
}

let bearer = '';
const headers = (extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${bearer}`,
  'x-api-key': 'client',
  'x-gw-ims-org-id': 'ORG@AdobeOrg',
  'content-type': 'application/json',
  ...extra,
});
const call = (method: string, path: string, body?: unknown, extra?: Record<string, string>) =>
  fetch(`${sims.url}/adobe${path}`, {
    method,
    headers: headers(extra),
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

const SCHEMA_REF = { id: 'https://ns.adobe.com/inca/schemas/audiencia', contentType: 'application/vnd.adobe.xed-full+json;version=1' };

const record = (id: string, flag: boolean) =>
  JSON.stringify({ identityMap: { Email_LC_SHA256: [{ id, primary: true }] }, _t: { f: flag } });

async function dataset(name: string): Promise<string> {
  const res = await call('POST', '/data/foundation/catalog/dataSets', { name, schemaRef: SCHEMA_REF });
  expect(res.status).toBe(201);
  const [ref] = (await res.json()) as string[];
  return ref!.split('/').pop()!;
}

async function batch(datasetId: string, key?: string): Promise<{ id: string; status: string }> {
  const res = await call(
    'POST',
    '/data/foundation/import/batches',
    { datasetId, inputFormat: { format: 'JSON' } },
    key ? { 'idempotency-key': key } : {},
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; status: string };
}

const upload = (batchId: string, datasetId: string, name: string, lines: string[]) =>
  call('PUT', `/data/foundation/import/batches/${batchId}/datasets/${datasetId}/files/${name}`, lines.join('\n'), {
    'content-type': 'application/octet-stream',
  });

describe('Adobe Experience Platform simulator routes', () => {
  beforeEach(async () => {
    const res = await token();
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; token_type: string };
    expect(body.token_type).toBe('bearer');
    bearer = body.access_token;
  });

  it('refuses a bad client secret, an unknown token and a missing api key', async () => {
    const bad = await token('invalid-secret');
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: 'invalid_client' });
    const saved = bearer;
    bearer = 'nope';
    const res = await call('GET', '/data/foundation/catalog/dataSets');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error_code: '401013' });
    bearer = saved;
    const noKey = await fetch(`${sims.url}/adobe/data/foundation/catalog/dataSets`, { headers: { authorization: `Bearer ${bearer}` } });
    expect(noKey.status).toBe(403);
  });

  it('ingests a batch once: create, upload, complete; a completed batch takes no more files', async () => {
    const ds = await dataset('INCA_AEP');
    const found = (await (await call('GET', '/data/foundation/catalog/dataSets?name=INCA_AEP')).json()) as Record<string, { name: string }>;
    expect(Object.keys(found)).toEqual([ds]);

    const b = await batch(ds, 'k-1');
    expect(b.status).toBe('loading');
    expect((await upload(b.id, ds, 'a.json', [record('m1', true), record('m2', true), 'not json', record('m3', false)])).status).toBe(200);
    expect((await call('POST', `/data/foundation/import/batches/${b.id}?action=COMPLETE`)).status).toBe(200);
    expect((await call('POST', `/data/foundation/import/batches/${b.id}?action=COMPLETE`)).status).toBe(200);
    expect((await upload(b.id, ds, 'b.json', [record('m9', true)])).status).toBe(400);
    expect([...(sims.state.get('adobe').getAudience(ds)?.members ?? [])].sort()).toEqual(['m1', 'm2']);

    // The same key gives the same batch back, now processed.
    const again = await batch(ds, 'k-1');
    expect(again).toMatchObject({ id: b.id, status: 'success' });

    const catalog = (await (await call('GET', `/data/foundation/catalog/batches/${b.id}`)).json()) as Record<
      string,
      { metrics: unknown; errors: unknown[] }
    >;
    expect(catalog[b.id]?.metrics).toEqual({ inputFileCount: 1, inputRecordCount: 4, outputRecordCount: 3, failedRecordCount: 1 });
    expect(catalog[b.id]?.errors).toHaveLength(1);

    const files = (await (await call('GET', `/data/foundation/export/batches/${b.id}/meta?path=row_errors`)).json()) as {
      data: { name: string }[];
    };
    expect(files.data.map((f) => f.name)).toEqual(['conversion_errors_0.json']);
    const rows = await (await call('GET', `/data/foundation/export/batches/${b.id}/meta?path=row_errors/conversion_errors_0.json`)).text();
    expect(rows.split('\n')).toHaveLength(1);
    expect(rows).toContain('not json');
  });

  it('keeps a completed batch processing until matchDelayMs, and aborts a loading one', async () => {
    const ds = await dataset('INCA_PROC');
    sims.state.matchDelayMs = 60_000;
    const b = await batch(ds);
    await upload(b.id, ds, 'a.json', [record('m1', true)]);
    await call('POST', `/data/foundation/import/batches/${b.id}?action=COMPLETE`);
    const list = async () =>
      Object.values(
        (await (await call('GET', `/data/foundation/catalog/batches?dataSet=${ds}&orderBy=desc:created&limit=1`)).json()) as Record<
          string,
          { status: string }
        >,
      );
    expect((await list()).map((x) => x.status)).toEqual(['processing']);
    sims.state.matchDelayMs = 0;
    expect((await list()).map((x) => x.status)).toEqual(['success']);

    const aborted = await batch(ds);
    expect((await call('POST', `/data/foundation/import/batches/${aborted.id}?action=ABORT`)).status).toBe(200);
    expect((await upload(aborted.id, ds, 'x.json', [record('m2', true)])).status).toBe(400);
    expect((await call('POST', `/data/foundation/import/batches/${aborted.id}?action=PUBLISH`)).status).toBe(400);
  });

  it('refuses a batch for an unknown dataset or a non-JSON format', async () => {
    const unknown = await call('POST', '/data/foundation/import/batches', {
      datasetId: '5c8c3c555033b814b69f947f',
      inputFormat: { format: 'JSON' },
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ title: 'Dataset 5c8c3c555033b814b69f947f does not exist' });
    const ds = await dataset('INCA_FMT');
    // The definition's values are JSON, Parquet and CSV: lowercase csv is not one of them.
    const csv = await call('POST', '/data/foundation/import/batches', { datasetId: ds, inputFormat: { format: 'csv' } });
    expect(csv.status).toBe(400);
    expect(await csv.json()).toMatchObject({ status: 400, title: expect.stringContaining('/inputFormat/format') });
    const parquet = await call('POST', '/data/foundation/import/batches', { datasetId: ds, inputFormat: { format: 'Parquet' } });
    expect(await parquet.json()).toMatchObject({ status: 400, title: 'The simulator ingests JSON batches only' });
  });

  it('refuses, in the AEP error shape, what the Catalog and Batch Ingestion definitions do not allow', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/data/foundation/catalog/dataSets', { name: 'INCA_NOSCHEMA' }, "required property 'schemaRef'"],
      ['POST', '/data/foundation/catalog/dataSets', { name: 'INCA_X', schemaRef: SCHEMA_REF, owner: 'inca' }, 'unknown field "owner"'],
      [
        'POST',
        '/data/foundation/catalog/dataSets',
        { name: 'INCA_X', schemaRef: { id: SCHEMA_REF.id } },
        "required property 'contentType'",
      ],
      [
        'POST',
        '/data/foundation/import/batches',
        { datasetId: '5c8c3c555033b814b69f947f', inputFormat: { format: 'XML' } },
        '/inputFormat/format',
      ],
      [
        'POST',
        '/data/foundation/import/batches',
        { datasetId: 'INCA_VIP', inputFormat: { format: 'JSON' } },
        '/datasetId must match pattern',
      ],
      ['POST', '/data/foundation/import/batches', { inputFormat: { format: 'JSON' } }, "required property 'datasetId'"],
      ['POST', '/data/foundation/import/batches/B1?action=PUBLISH', undefined, 'action'],
      ['GET', '/data/foundation/catalog/batches?dataSet=x&sort=desc', undefined, 'sort is not a query parameter'],
      ['GET', '/data/foundation/catalog/batches?dataSet=x&limit=101', undefined, 'limit must be <= 100'],
    ];
    for (const [method, path, body, expected] of cases) {
      const res = await call(method, path, body);
      expect(res.status, expected).toBe(400);
      const answer = (await res.json()) as { status: number; title: string; report: { message: string } };
      expect(answer.status).toBe(400);
      expect(answer.report.message).toContain(expected);
    }
    expect(sims.state.get('adobe').audiences.size).toBe(0);
  });

  it('creates datasets only for schemas of its Schema Registry, the one the connector names in the simulators included', async () => {
    expect(SIMULATOR_SCHEMA_ID).toBe(ADOBE_SIMULATOR_SCHEMA_ID);
    const unknown = await call('POST', '/data/foundation/catalog/dataSets', {
      name: 'INCA_OTRO',
      schemaRef: { ...SCHEMA_REF, id: 'https://ns.adobe.com/otra/schemas/x' },
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ status: 400, title: expect.stringContaining('https://ns.adobe.com/otra/schemas/x') });
    const simulator = await call('POST', '/data/foundation/catalog/dataSets', {
      name: 'INCA_SIM',
      schemaRef: { ...SCHEMA_REF, id: ADOBE_SIMULATOR_SCHEMA_ID },
    });
    expect(simulator.status).toBe(201);
    expect([...sims.state.get('adobe').audiences.values()].map((a) => a.name)).toEqual(['INCA_SIM']);
  });

  it("ingests only the records that conform to the dataset's XDM schema; the others are row errors that say why", async () => {
    const ds = await dataset('INCA_XDM');
    const b = await batch(ds);
    const identity = (id: string, extra: Record<string, unknown> = {}) => ({ Email_LC_SHA256: [{ id, primary: true, ...extra }] });
    const lines = [
      record('ok1', true),
      JSON.stringify({
        _id: 'r2',
        identityMap: identity('ok2', { authenticatedState: 'authenticated' }),
        _retail: { audiencias: { activa: true } },
      }),
      // A field outside the schema (custom fields live in the tenant namespace), a flag that is not a boolean,
      // an identity with a field XDM does not have, an identity without its id, a state outside the enum.
      JSON.stringify({ identityMap: identity('bad1'), email: 'ana@example.cl', _t: { f: true } }),
      JSON.stringify({ identityMap: identity('bad2'), _t: { f: 'true' } }),
      JSON.stringify({ identityMap: identity('bad3', { namespace: 'Email' }), _t: { f: true } }),
      JSON.stringify({ identityMap: { Phone: [{ primary: true }] }, _t: { f: true } }),
      JSON.stringify({ identityMap: identity('bad5', { authenticatedState: 'yes' }), _t: { f: true } }),
    ];
    await upload(b.id, ds, 'xdm.json', lines);
    expect((await call('POST', `/data/foundation/import/batches/${b.id}?action=COMPLETE`)).status).toBe(200);
    expect([...sims.state.get('adobe').getAudience(ds)!.members].sort()).toEqual(['ok1', 'ok2']);
    const rows = (await (await call('GET', `/data/foundation/export/batches/${b.id}/meta?path=row_errors/conversion_errors_0.json`)).text())
      .split('\n')
      .map((line) => (JSON.parse(line) as { _errors: { code: string; message: string }[] })._errors.map((e) => `${e.code} ${e.message}`));
    expect(rows).toEqual([
      ['XDM-1001-400 /email: field not in the schema Audiencia INCA (https://ns.adobe.com/inca/schemas/audiencia)'],
      ['XDM-1001-400 /_t/f: expected a boolean flag (or an object of them) in the tenant namespace'],
      ['XDM-1001-400 /identityMap/Email_LC_SHA256/0/namespace: field not in the schema'],
      ['XDM-1001-400 /identityMap/Phone/0/id: required, a non-empty string'],
      ['XDM-1001-400 /identityMap/Email_LC_SHA256/0/authenticatedState: expected one of ambiguous, authenticated, loggedOut'],
    ]);
    const catalog = (await (await call('GET', `/data/foundation/catalog/batches/${b.id}`)).json()) as Record<string, { metrics: unknown }>;
    expect(catalog[b.id]?.metrics).toMatchObject({ inputRecordCount: 7, outputRecordCount: 2, failedRecordCount: 5 });
  });
});
