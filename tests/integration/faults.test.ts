import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@inca/db/embedded';
import { DEMO_PASSWORD } from '@inca/demo-data';
import { ephemeralPorts, launch, type RunningPlatform } from '@inca/launcher';

/**
 * The platform keeps working for everyone through what goes wrong for one: a person whose upload
 * stalls or is cut, a request stuck inside a transaction, the database going away and coming back.
 * A platform of its own, on an embedded PostgreSQL this file starts and stops, with tight bounds
 * (lock 1 s, idle transaction 3 s) so each fault ends within seconds.
 */

let dataDir = '';
let databaseDir = '';
let database: EmbeddedDatabase;
let platform: RunningPlatform;
let admin: pg.Client;
const serviceUrl = (name: 'campaign-management' | 'audience-management') => platform.services[name].url;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-faults-'));
  databaseDir = await mkdtemp(path.join(os.tmpdir(), 'inca-faults-pg-'));
  database = await startEmbeddedPostgres({ dataDir: databaseDir, settings: { fsync: 'off' } });
  platform = await launch({
    dataDir,
    databaseUrl: database.url,
    ports: ephemeralPorts(),
    production: true,
    seedDemo: true,
    warehouseCustomers: 2_000,
    simulatorsPort: null,
    databaseLimits: { lockTimeoutMs: 1_000, idleInTransactionTimeoutMs: 3_000, connectTimeoutMs: 2_000 },
  });
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
}, 180_000);

afterAll(async () => {
  await admin?.end().catch(() => undefined);
  await platform?.stop();
  await database?.stop();
  for (const dir of [dataDir, databaseDir]) if (dir) await rm(dir, { recursive: true, force: true });
});

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${platform.gatewayUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Milliseconds a request took, with its status. */
async function timed(url: string, init: RequestInit = {}): Promise<{ ms: number; status: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const body = await response.json().catch(() => null);
  return { ms: performance.now() - started, status: response.status, body };
}

/** An upload that sends `first` bytes of a promised `length` and then waits, as a stalled browser does. */
function stalledUpload(url: string, token: string, first: Buffer, length: number) {
  const request = http.request(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', 'content-length': String(length) },
  });
  const answered = new Promise<number | 'cut'>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve('cut'));
  });
  request.write(first);
  return { cut: () => request.destroy(), answered };
}

const idleInTransaction = async () =>
  Number(
    (
      await admin.query<{ n: string }>(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE state LIKE 'idle in transaction%' AND pid <> pg_backend_pid()",
      )
    ).rows[0]!.n,
  );

describe('faults one person hits do not reach the others', () => {
  it('an upload stalled mid-body holds no database session: sign-in, lists and health answer within 1 s meanwhile', async () => {
    const retail = await signIn('analyst@retail.demo');
    const upload = stalledUpload(
      `${serviceUrl('campaign-management')}/campaign-management/campaign-params/upload?filename=reglas.xlsx`,
      retail,
      Buffer.from('PK\u0003\u0004sixteen-bytes'),
      200_000,
    );
    await new Promise((r) => setTimeout(r, 300));
    const slowest: number[] = [];
    for (let round = 0; round < 6; round++) {
      const brand = await timed(`${platform.gatewayUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'analyst@brand.demo', password: DEMO_PASSWORD }),
      });
      expect(brand.status).toBe(200);
      const token = (brand.body as { token: string }).token;
      // The same service and pool as the stalled upload, another company's list.
      const list = await timed(`${serviceUrl('campaign-management')}/campaign-management/campaigns?page=1&page_limit=10`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(list.status).toBe(200);
      const health = await timed(`${platform.gatewayUrl}/healthz`);
      expect(health.status).toBe(200);
      slowest.push(Math.max(brand.ms, list.ms, health.ms));
      expect(await idleInTransaction()).toBe(0);
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(Math.max(...slowest)).toBeLessThan(1_000);
    upload.cut();
    expect(await upload.answered).toBe('cut');
  });

  it('an upload cut mid-body writes nothing and leaves the service answering', async () => {
    const retail = await signIn('analyst@retail.demo');
    const before = Number((await admin.query<{ n: string }>('SELECT count(*) AS n FROM campaign_management.process_history')).rows[0]!.n);
    const upload = stalledUpload(
      `${serviceUrl('campaign-management')}/campaign-management/campaign-params/upload-list-items?id_campaign_param=1`,
      retail,
      Buffer.from('items\nSKU-1\nSKU-2\n'),
      50_000,
    );
    await new Promise((r) => setTimeout(r, 200));
    upload.cut();
    expect(await upload.answered).toBe('cut');
    const list = await timed(`${serviceUrl('campaign-management')}/campaign-management/campaigns?page=1&page_limit=10`, {
      headers: { authorization: `Bearer ${retail}` },
    });
    expect(list.status).toBe(200);
    const after = Number((await admin.query<{ n: string }>('SELECT count(*) AS n FROM campaign_management.process_history')).rows[0]!.n);
    expect(after).toBe(before);
    expect(await idleInTransaction()).toBe(0);
  });

  it('a request stuck inside a transaction: a save it blocks fails fast in Spanish, the server ends the stuck session, and the save then works', async () => {
    const retail = await signIn('analyst@retail.demo');
    const { rows } = await admin.query<{ id: number; groups: number[] }>(
      `SELECT c.id_campaign AS id, array_agg(g.id_variable_group ORDER BY g.id_variable_group) AS groups
         FROM campaign_management.campaigns c JOIN campaign_management.campaign_variable_groups g ON g.id_campaign = c.id_campaign
        WHERE c.itc_company_campaign_code = '022' AND c.flag_editable GROUP BY c.id_campaign ORDER BY c.id_campaign LIMIT 1`,
    );
    const campaign = rows[0]!;
    // A connection of the service's own pool, left inside a transaction holding the campaign's row,
    // as a request whose code hung would leave it.
    const stuck = await platform.services['campaign-management'].pool.connect();
    const ended = new Promise<void>((resolve) => stuck.once('error', () => resolve()));
    await stuck.query('BEGIN');
    await stuck.query('SELECT 1 FROM campaign_management.campaigns WHERE id_campaign = $1 FOR UPDATE', [campaign.id]);
    const save = () =>
      timed(`${serviceUrl('campaign-management')}/campaign-management/campaigns/edit-variable-group`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${retail}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id_campaign: campaign.id, variable_group_data: campaign.groups }),
      });
    const blocked = await save();
    expect(blocked.status).toBe(503);
    expect((blocked.body as { message: string }).message).toBe(
      'La operación tardó demasiado y fue cancelada. Intente nuevamente en unos minutos.',
    );
    expect(blocked.ms).toBeLessThan(3_000);
    // idle_in_transaction_session_timeout (3 s here) ends the stuck session; its lock goes with it.
    await ended;
    stuck.release(true);
    const saved = await save();
    expect(saved.status).toBe(200);
  });

  it('the database going away: requests fail fast with the Spanish message, /healthz names the database, and everything recovers when it returns', async () => {
    const retail = await signIn('analyst@retail.demo');
    const list = () =>
      timed(`${serviceUrl('campaign-management')}/campaign-management/campaigns?page=1&page_limit=10`, {
        headers: { authorization: `Bearer ${retail}` },
      });
    expect((await list()).status).toBe(200);
    await admin.end();
    await database.stop();
    try {
      const down = await list();
      expect(down.status).toBe(503);
      expect((down.body as { message: string }).message).toBe(
        'El servicio no está disponible en este momento. Intente nuevamente en unos minutos.',
      );
      expect(down.ms).toBeLessThan(3_000);
      const health = await timed(`${platform.gatewayUrl}/healthz`);
      expect(health.status).toBe(503);
      const body = health.body as { database: boolean; subgraphs: { name: string; down?: string }[] };
      expect(body.database).toBe(false);
      expect(body.subgraphs.find((s) => s.name === 'campaign')?.down).toBe('database');
    } finally {
      database = await startEmbeddedPostgres({ dataDir: databaseDir, settings: { fsync: 'off' } });
      admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
    }
    // No restart of the platform: the pools open new connections on the next request.
    const back = await list();
    expect(back.status).toBe(200);
    expect((await timed(`${platform.gatewayUrl}/healthz`)).status).toBe(200);
    // Signing in needs the gateway's own pool back too.
    await signIn('analyst@brand.demo');
  });
});
