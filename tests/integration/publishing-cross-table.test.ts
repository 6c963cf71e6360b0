import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Pool } from '@inca/db';
import { santiagoToday } from '@inca/domain';
import type { RunningSimulators } from '@inca/simulators';
import type { PublishingEngine } from '@inca/svc-audience-management/jobs';
import { runsOf, type RunOutcome } from '@inca/svc-audience-management/publishing';
import { COMPANY_BITS, CUSTOMERS_TABLE, SANDBOX_GROUPS_TABLE, type Warehouse } from '@inca/warehouse';
import { login, rest } from '../src/client.ts';
import { startTestPublishing, type TestPublishing, until } from '../src/publishing.ts';

/**
 * Cross-table (type 1) and sandbox (type 4) segments publish like any other: their audience's run reads the
 * warehouse table or use-case group the segment was saved with, and sends exactly its contactable customers.
 */

type SimAudience = { id: string; name: string; memberCount: number };
type Offered = { code: string; owner_company_code: string; segment_type_name: string };
type CrossTable = {
  sandbox: boolean;
  dataset_id: string | null;
  table_id: string | null;
  use_case: string | null;
  group: string | null;
  process_date: string | null;
};

const RUN = Date.now().toString(36).slice(-5);
const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
let token = '';
let publishing: TestPublishing | undefined;
let pool: Pool;
let sims: RunningSimulators;
let warehouse: Warehouse;
let engine: PublishingEngine;
let db: pg.Client;

const am = <T>(path: string, init: { method?: string; body?: unknown } = {}) =>
  rest<T>('audience-management', `/audience-management${path}`, { token, ...init });

/** The customers of a cross-table source that 022 may reach and that have an e-mail or a phone, counted apart from the engine. */
async function contactableOf(source: CrossTable): Promise<number> {
  const restricted = (
    await db.query<{ restricted_company_code: string }>(
      `SELECT restricted_company_code FROM audience_management.company_restrictions WHERE company_code = '022'`,
    )
  ).rows.map((r) => r.restricted_company_code);
  const mask = Object.entries(COMPANY_BITS).reduce((m, [code, bit]) => (restricted.includes(code) ? m : m | bit), 0);
  const members = source.sandbox
    ? `SELECT customer_id FROM ${SANDBOX_GROUPS_TABLE} WHERE use_case = '${source.use_case}' AND group_name = '${source.group}' AND CAST(process_date AS VARCHAR) = '${source.process_date}'`
    : `SELECT customer_id FROM ${source.dataset_id}.${source.table_id}`;
  const [row] = await warehouse.query(
    `SELECT count(*) AS n FROM ${CUSTOMERS_TABLE} WHERE customer_id IN (${members}) AND (has_email OR has_phone) AND (companies & CAST(${mask} AS UINTEGER)) <> 0`,
  );
  return Number(row?.n ?? 0);
}

async function publishOn(typeName: 'CROSS_TABLE' | 'SANDBOX') {
  const offered = (await am<{ data: Offered[] }>('/audiences/segments?company_code=022')).body.data;
  const segment = offered.find((s) => s.owner_company_code === '022' && s.segment_type_name === typeName);
  expect(segment, `a ${typeName} segment of 022 offered to the audience form`).toBeDefined();
  const stored = (
    await db.query<{ definition: { cross_table?: CrossTable } }>(`SELECT definition FROM audience_management.segments WHERE code = $1`, [
      segment!.code,
    ])
  ).rows[0]!;
  expect(stored.definition.cross_table?.sandbox).toBe(typeName === 'SANDBOX');
  const created = await am<{ data: { list_audience_data: { id: number; custom_audience_name: string }[] } }>('/audiences/create', {
    method: 'POST',
    body: {
      payload: {
        segment_code: segment!.code,
        company_code: '022',
        audience_name: `cruce ${typeName.toLowerCase()} ${RUN}`,
        audience_description: 'Audiencia de un segmento de tabla cruzada',
        audience_frequency_code: '1_DAY',
        audience_start_date: santiagoToday(),
        audience_end_date: plusDays(30),
        platform: ['fbk'],
        ads_account_code: 'retail_ads',
      },
    },
  });
  expect(created.status).toBe(200);
  const { id, custom_audience_name: name } = created.body.data.list_audience_data[0]!;
  const before = engine.outcomes.length;
  expect(await engine.enqueueRun(id, 'test')).toBeTruthy();
  const outcome = await until<RunOutcome>('the run', async () => engine.outcomes.slice(before).find((o) => 'runId' in o) ?? false);
  return { id, name, outcome, source: stored.definition.cross_table! };
}

beforeAll(async () => {
  token = (await login('analyst@retail.demo')).token;
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  publishing = await startTestPublishing({ queueSchema: 'audience_publishing_cross_test', chunkSize: 1000 });
  ({ pool, sims, warehouse, engine } = publishing);
}, 120_000);

afterAll(async () => {
  await publishing?.stop();
  await db?.end();
});

describe('publishing cross-table and sandbox segments', () => {
  it.each(['CROSS_TABLE', 'SANDBOX'] as const)(
    "a Meta audience on a %s segment sends its table's contactable customers, each as its own kinds",
    async (typeName) => {
      const { id, name, outcome, source } = await publishOn(typeName);
      expect(outcome, JSON.stringify(outcome)).toMatchObject({ kind: 'sent' });
      const [run] = await runsOf(pool, id);
      expect(run!.error).toBeNull();
      const expected = await contactableOf(source);
      expect(expected).toBeGreaterThan(0);
      expect(Number(run!.rows_read)).toBe(expected);
      expect(Number(run!.sent)).toBe(Number(run!.valid));
      expect(Number(run!.valid)).toBeGreaterThan(0);
      const atMeta = ((await (await fetch(`${sims.url}/__sim/meta/audiences`)).json()) as SimAudience[]).find((a) => a.name === name);
      expect(atMeta?.memberCount).toBe(Number(run!.valid));
      // Every row is [EMAIL_SHA256, PHONE_SHA256]: phone-only customers have an empty e-mail cell, never their phone in it.
      const rows = [...sims.state.get('meta').getAudience(atMeta!.id)!.members].map((m) => m.split('\t'));
      expect(rows.every((r) => r.length === 2 && r.every((cell) => cell === '' || /^[0-9a-f]{64}$/.test(cell)))).toBe(true);
      expect(rows.some((r) => r[0] === '' && r[1] !== '')).toBe(true);
    },
  );
});
