import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createAdobeConnector, nestAt } from './adobe.ts';
import { PlatformError } from './http.ts';
import type { AccountConfig, Member } from './connector.ts';
import { simulatorsForTests } from './simulatorsForTests.ts';

const waits: number[] = [];
const sims = simulatorsForTests(() => {
  waits.length = 0;
});

function config(overrides: Partial<AccountConfig['credentials']> = {}, http: AccountConfig['http'] = {}): AccountConfig {
  return {
    baseUrl: `${sims.url}/adobe`,
    credentials: {
      clientId: 'inca-aep-client',
      clientSecret: 'p8e-secret',
      orgId: 'INCA0000000000000000000@AdobeOrg',
      sandboxName: 'prod',
      flagPath: '_inca.segmento.flag',
      ...overrides,
    },
    http: {
      baseDelayMs: 1,
      timeoutMs: 2_000,
      sleep: async (ms) => {
        waits.push(ms);
      },
      ...http,
    },
  };
}

type SimAudienceRow = { id: string; name: string; memberCount: number };
type SimRequestRow = {
  method: string;
  path: string;
  audienceId: string | null;
  members: number;
  idempotencyKey: string | null;
  status: number;
};

const audiences = () => sims.control('GET', '/adobe/audiences') as Promise<SimAudienceRow[]>;
const requests = () => sims.control('GET', '/adobe/requests') as Promise<SimRequestRow[]>;
/** Email_LC_SHA256 identities, as the Adobe normalizer sends them. */
const emails = (prefix: string, n: number): Member[] =>
  Array.from({ length: n }, (_, i) => ({ email: createHash('sha256').update(`${prefix}.${i}@example.cl`).digest('hex') }));

/** The JSON-lines records the connector uploads, through a fetch that passes every call on to the simulator. */
function capturingRecords() {
  const records: Record<string, unknown>[] = [];
  const datasetNames: string[] = [];
  const fetchAndKeep = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/files/') && typeof init?.body === 'string')
      records.push(...init.body.split('\n').map((l) => JSON.parse(l) as Record<string, unknown>));
    if (url.endsWith('/catalog/dataSets') && init?.method === 'POST')
      datasetNames.push((JSON.parse(String(init.body)) as { name: string }).name);
    return fetch(input, init);
  };
  return { records, datasetNames, fetch: fetchAndKeep };
}
const uploads = async () => (await requests()).filter((r) => r.method === 'PUT' && r.path.includes('/files/'));

describe('Adobe Experience Platform connector against its simulator', () => {
  it('nests the flag variable path', () => {
    expect(nestAt('_tenant.segmento.flag', true)).toEqual({ _tenant: { segmento: { flag: true } } });
    expect(() => nestAt('', true)).toThrow();
  });

  it('creates the dataset once and ingests additions and removals as batches (create, upload, complete)', async () => {
    const aep = createAdobeConnector(config());
    const { externalId } = await aep.ensureAudience('INCA_ADOBE_VIP');
    expect(externalId).toMatch(/^[0-9a-f]{24}$/);
    expect((await aep.ensureAudience('INCA_ADOBE_VIP')).externalId).toBe(externalId);
    expect(await audiences()).toEqual([{ id: externalId, name: 'INCA_ADOBE_VIP', memberCount: 0 }]);

    const people = emails('vip', 12);
    expect(await aep.addMembers(externalId, people, 'run1-add-0')).toEqual({ accepted: 12, rejected: [] });
    expect(await aep.removeMembers(externalId, people.slice(0, 4), 'run1-rem-0')).toEqual({ accepted: 4, rejected: [] });
    expect((await audiences())[0]?.memberCount).toBe(8);

    const log = await requests();
    const steps = log
      .filter((r) => r.path.includes('/import/batches'))
      .map((r) => `${r.method} ${r.path.replace(/batches\/[0-9A-F]+/, 'batches/B').replace(externalId, 'D')} ${r.status}`);
    expect(steps).toEqual([
      'POST /adobe/data/foundation/import/batches 201',
      'PUT /adobe/data/foundation/import/batches/B/datasets/D/files/run1-add-0.json 200',
      'POST /adobe/data/foundation/import/batches/B 200',
      'POST /adobe/data/foundation/import/batches 201',
      'PUT /adobe/data/foundation/import/batches/B/datasets/D/files/run1-rem-0.json 200',
      'POST /adobe/data/foundation/import/batches/B 200',
    ]);
    expect((await uploads()).map((r) => [r.members, r.idempotencyKey, r.audienceId])).toEqual([
      [12, 'run1-add-0', externalId],
      [4, 'run1-rem-0', externalId],
    ]);
    // The match size is the audience (12 added, 4 removed), not the last batch's records.
    const match = await aep.matchSize(externalId);
    expect(match?.num_received).toBe(8);
    expect(match?.message).toMatch(/4 de 4 registros recibidos\. 8 en la audiencia\.$/);
  });

  it('applies a repeated idempotency key only once (the completed batch is not ingested again)', async () => {
    const aep = createAdobeConnector(config());
    const { externalId } = await aep.ensureAudience('INCA_IDEMPOTENTE');
    const people = emails('i', 4);
    await aep.addMembers(externalId, people, 'batch-1');
    await aep.removeMembers(externalId, people.slice(0, 2), 'batch-2');
    expect(await aep.addMembers(externalId, people, 'batch-1')).toEqual({ accepted: 4, rejected: [] });
    expect((await audiences())[0]?.memberCount).toBe(2);
    // The replay created no new batch and uploaded nothing.
    expect((await uploads()).filter((r) => r.idempotencyKey === 'batch-1')).toHaveLength(1);
  });

  it('waits the Retry-After of a 429 and then succeeds', async () => {
    const aep = createAdobeConnector(config());
    const { externalId } = await aep.ensureAudience('INCA_RATE');
    await sims.control('POST', '/faults', { platform: 'adobe', status: 429, count: 1, retryAfterSeconds: 4 });
    expect(await aep.addMembers(externalId, emails('r', 5), 'rate-1')).toEqual({ accepted: 5, rejected: [] });
    expect(waits).toContain(4000);
    expect((await requests()).filter((r) => r.status === 429)).toHaveLength(1);
    expect((await audiences())[0]?.memberCount).toBe(5);
  });

  it('retries 500s and then succeeds; an endless 503 ends as a retryable PlatformError', async () => {
    const aep = createAdobeConnector(config({}, { maxAttempts: 3 }));
    const { externalId } = await aep.ensureAudience('INCA_500');
    await sims.control('POST', '/faults', { platform: 'adobe', status: 500, count: 2 });
    expect(await aep.addMembers(externalId, emails('s', 3), 'five-1')).toEqual({ accepted: 3, rejected: [] });
    expect((await requests()).filter((r) => r.status === 500)).toHaveLength(2);

    await sims.control('POST', '/faults', { platform: 'adobe', status: 503, count: 10 });
    const error = await aep.addMembers(externalId, emails('z', 2), 'down-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'SERVER', status: 503, retryable: true, attempts: 3 });
    expect((await audiences())[0]?.memberCount).toBe(3);
  });

  it('times out a held request and succeeds on the retry, without ingesting twice', async () => {
    const aep = createAdobeConnector(config({}, { timeoutMs: 150 }));
    const { externalId } = await aep.ensureAudience('INCA_LENTO');
    await sims.control('POST', '/faults', { platform: 'adobe', delayMs: 1_000, count: 1 });
    expect(await aep.addMembers(externalId, emails('t', 3), 'slow-1')).toEqual({ accepted: 3, rejected: [] });
    expect((await audiences())[0]?.memberCount).toBe(3);
    const creates = (await requests()).filter((r) => r.method === 'POST' && r.path.endsWith('/import/batches'));
    expect(creates.filter((r) => r.status === 201)).toHaveLength(1);
  });

  it('reports the rows AEP could not ingest, from the batch row errors', async () => {
    const aep = createAdobeConnector(config());
    const { externalId } = await aep.ensureAudience('INCA_RECHAZOS');
    await sims.control('POST', '/faults', { platform: 'adobe', rejectRate: 0.3 });
    const people = emails('p', 60);
    const result = await aep.addMembers(externalId, people, 'rej-1');
    expect(result.rejected.length).toBeGreaterThan(0);
    expect(result.rejected.length).toBeLessThan(60);
    expect(result.accepted + result.rejected.length).toBe(60);
    for (const r of result.rejected) {
      expect(people).toContain(r.member);
      expect(r.reason).toMatch(/not valid/);
    }
    expect((await audiences())[0]?.memberCount).toBe(result.accepted);
    const match = await aep.matchSize(externalId);
    expect(match?.num_received).toBe(result.accepted);
    expect(match?.message).toContain(`${result.accepted} de 60`);
  });

  it('has no match size while the batch is processing, then num_received with a message', async () => {
    const aep = createAdobeConnector(config());
    const { externalId } = await aep.ensureAudience('INCA_MATCH');
    expect(await aep.matchSize(externalId)).toBeNull();
    sims.state.matchDelayMs = 60_000;
    await aep.addMembers(externalId, emails('m', 7), 'match-1');
    expect(await aep.matchSize(externalId)).toBeNull();
    sims.state.matchDelayMs = 0;
    expect(await aep.matchSize(externalId)).toEqual({
      num_received: 7,
      message: expect.stringMatching(/^Lote [0-9A-F]+ ingerido: 7 de 7 registros recibidos\.$/),
    });
  });

  it('verifies the account: OK with good credentials, CREDENTIALS with a bad client secret', async () => {
    expect(await createAdobeConnector(config()).verifyAccount()).toEqual({ ok: true, errorKind: 'OK', message: 'ok' });
    const bad = await createAdobeConnector(config({ clientSecret: 'invalid-secret' })).verifyAccount();
    expect(bad).toMatchObject({ ok: false, errorKind: 'CREDENTIALS' });
    expect(bad.message).toMatch(/invalid_client/);
  });
});

describe('Adobe identities', () => {
  it('sends the e-mail and the phone each under its own identity namespace; a phone-only customer never as an e-mail', async () => {
    sims.state.reset();
    const capture = capturingRecords();
    const aep = createAdobeConnector(config({}, { fetch: capture.fetch }));
    const { externalId } = await aep.ensureAudience('INCA_IDENTIDADES');
    const email = createHash('sha256').update('ana@example.cl').digest('hex');
    const result = await aep.addMembers(externalId, [{ email, phone: '+56912345678' }, { phone: '+56987654321' }, {}], 'ids-1');
    expect(result).toEqual({ accepted: 2, rejected: [{ member: {}, reason: 'no e-mail or phone' }] });
    expect(capture.records.map((r) => r.identityMap)).toEqual([
      { Email_LC_SHA256: [{ id: email, primary: true }], Phone: [{ id: '+56912345678', primary: false }] },
      { Phone: [{ id: '+56987654321', primary: true }] },
    ]);
  });
});

describe('Adobe tab settings', () => {
  it("each setting of the audience's Adobe tab changes the request: dataset, table and flag variable", async () => {
    sims.state.reset();
    const send = async (options: Parameters<typeof createAdobeConnector>[1], key: string) => {
      const capture = capturingRecords();
      const aep = createAdobeConnector(config({ flagPath: '_cuenta.por.defecto' }, { fetch: capture.fetch }), options);
      const { externalId } = await aep.ensureAudience(`INCA_AUDIENCIA_${key}`);
      await aep.addMembers(externalId, emails(key, 1), key);
      const file = (await uploads()).at(-1)!.path.split('/').pop();
      return { dataset: capture.datasetNames[0], record: capture.records[0], file };
    };
    const chosen = await send({ dataset: 'inca_ds_vip', table: 't_inca_rel_vip', flagPath: '_tenant.inca.enAudiencia' }, 'a');
    expect(chosen.dataset).toBe('inca_ds_vip');
    expect(chosen.file).toBe('t_inca_rel_vip_a.json');
    expect(chosen.record).toMatchObject({ _tenant: { inca: { enAudiencia: true } } });
    expect(chosen.record).not.toHaveProperty('_inca');
    const other = await send({ dataset: 'inca_ds_otro', table: 't_inca_rel_otro', flagPath: '_tenant.otra.marca' }, 'b');
    expect([other.dataset, other.file]).toEqual(['inca_ds_otro', 't_inca_rel_otro_b.json']);
    expect(other.record).toMatchObject({ _tenant: { otra: { marca: true } } });
    // Without a choice: the audience's own name and the account's flag variable.
    const none = await send({}, 'c');
    expect(none.dataset).toBe('INCA_AUDIENCIA_c');
    expect(none.record).toMatchObject({ _cuenta: { por: { defecto: true } } });
  });

  it('uploads records with the flag variable path and names the file after the table', async () => {
    sims.state.reset();
    const aep = createAdobeConnector(config(), { flagPath: '_tenant.inca.enAudiencia', table: 't_inca_rel_vip' });
    const { externalId } = await aep.ensureAudience('INCA_TABLA');
    await aep.addMembers(externalId, emails('f', 2), 'run9-add-0');
    await aep.removeMembers(externalId, emails('f', 1), 'run9-rem-0');
    const files = (await uploads()).map((r) => r.path.split('/').pop());
    expect(files).toEqual(['t_inca_rel_vip_run9-add-0.json', 't_inca_rel_vip_run9-rem-0.json']);
    expect((await audiences())[0]?.memberCount).toBe(1);
    const datasets = (await fetch(`${sims.url}/__sim/adobe/audiences`).then((r) => r.json())) as { id: string }[];
    expect(datasets.map((d) => d.id)).toEqual([externalId]);
    expect(sims.state.get('adobe').getAudience(externalId)?.extra.tags).toEqual({ inca: ['audience'], inca_table: ['t_inca_rel_vip'] });
  });
});
