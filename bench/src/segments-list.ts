/**
 * `npm run bench:segments-list`: p50/p95 of one page of the segment list through the gateway,
 * on BENCH_SEGMENTS synthetic segments (default 100,000) in a fresh PostgreSQL database, next to
 * the equivalent hand-written SQL, plus how many REST calls the audience subgraph makes per
 * GraphQL request. Uses DATABASE_URL as is when set (no database created or dropped).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ephemeralPorts, launch } from '@inca/launcher';
import { DEMO_PASSWORD } from '@inca/demo-data';
import { generateSegments } from '@inca/svc-audience-management/segments/seed';
import { fmt, summarize, type Timing } from './stats.ts';

const SEGMENTS = Number(process.env.BENCH_SEGMENTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 30);
const WARMUP = 20;
// First-page requests between the two reads of the subgraph's /metrics.
const METRICS_REQUESTS = Number(process.env.BENCH_METRICS_REQUESTS ?? 50);
const SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const QUERY = `query($filter: SegmentFilter, $page: Int) { segments(filter: $filter, page: $page, pageSize: 10) { totalCount nodes { code name screen type { id label } ownerCompany { code alias } createdDate lastProcessDate uniqueUsers numAudiences shared requested canEdit editVisible editBlockedReason canShare canDelete canDuplicate } } }`;

// The same page as case (a) for a viewer who sees everything, written by hand against the tables.
const RAW_PAGE_SQL = `SELECT s.code, s.business_name, s.segment_type_id, t.label, s.owner_company_code, c.alias,
                             s.created_date, s.last_process_date, s.row_count_unique, s.num_audiences, s.flag_shared
                        FROM audience_management.segments s
                        JOIN audience_management.segment_types t ON t.id = s.segment_type_id
                        JOIN audience_management.companies c ON c.code = s.owner_company_code
                       ORDER BY s.last_process_date DESC, s.code DESC
                       LIMIT 10`;
const RAW_COUNT_SQL = 'SELECT count(*) AS n FROM audience_management.segments';

type Variables = { filter?: { name: string; typeIds: number[]; shared: 'ALL' | 'SHARED' | 'NOT_SHARED' }; page: number };
type SegmentsResponse = { data?: { segments: { totalCount: number; nodes: { code: string }[] } }; errors?: unknown[] };
type Metrics = { requests: number; restCalls: number };

/** A fresh database on the local server, or DATABASE_URL untouched; `drop` undoes the creation. */
async function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => undefined };
  const name = `inca_bench_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  // FORCE: a pool connection that outlived platform.stop() must not keep the database alive.
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function login(gatewayUrl: string, email: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const json = (await response.json()) as { token?: string };
  if (!response.ok || !json.token) throw new Error(`login ${email}: ${response.status} ${JSON.stringify(json)}`);
  return json.token;
}

const database = await benchDatabase();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-bench-'));
try {
  const platform = await launch({ dataDir, databaseUrl: database.url, ports: ephemeralPorts(), production: true, seedDemo: true });
  try {
    const pool = platform.services['audience-management'].pool;
    const seedStart = performance.now();
    await generateSegments(pool, SEGMENTS);
    await pool.query('ANALYZE audience_management.segments');
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const admin = await login(platform.gatewayUrl, 'admin@corp.demo');
    const steward = await login(platform.gatewayUrl, 'steward@corp.demo');

    const segmentsPage = async (token: string, variables: Variables) => {
      const response = await fetch(`${platform.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: QUERY, variables }),
      });
      const json = (await response.json()) as SegmentsResponse;
      if (!response.ok || json.errors || !json.data) throw new Error(`segments ${JSON.stringify(variables)}: ${JSON.stringify(json).slice(0, 500)}`);
      return json.data.segments;
    };
    const rawPage = async () => {
      await pool.query(RAW_PAGE_SQL);
      await pool.query(RAW_COUNT_SQL);
    };

    const cases = {
      a: { label: 'a first page, admin', run: () => segmentsPage(admin, { page: 1 }) },
      b: { label: 'b filtered page 3, admin', run: () => segmentsPage(admin, { filter: { name: 'clientes', typeIds: [2], shared: 'ALL' }, page: 3 }) },
      c: { label: 'c first page, steward', run: () => segmentsPage(steward, { page: 1 }) },
      raw: { label: 'raw SQL for a (pool)', run: rawPage },
    };
    type CaseName = keyof typeof cases;
    const names = Object.keys(cases) as CaseName[];

    // What each case sees, as a sanity check of the data set.
    const totals = {
      a: (await cases.a.run()).totalCount,
      b: (await cases.b.run()).totalCount,
      c: (await cases.c.run()).totalCount,
    };

    for (const name of names) for (let i = 0; i < WARMUP; i++) await cases[name].run();

    // Interleaved rounds, rotating the order so no case always runs right after another.
    const samples = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<CaseName, number[]>;
    for (let round = 0; round < ROUNDS; round++) {
      const order = names.map((_, i) => names[(i + round) % names.length]!);
      for (const name of order) {
        for (let i = 0; i < PER_ROUND; i++) {
          const start = performance.now();
          await cases[name].run();
          samples[name].push(performance.now() - start);
        }
      }
    }

    const metricsUrl = new URL('/metrics', platform.subgraphs.audience.url);
    const readMetrics = async () => (await (await fetch(metricsUrl)).json()) as Metrics;
    const before = await readMetrics();
    for (let i = 0; i < METRICS_REQUESTS; i++) await cases.a.run();
    const after = await readMetrics();
    const restCallsPerRequest = (after.restCalls - before.restCalls) / METRICS_REQUESTS;
    const subgraphRequestsPerRequest = (after.requests - before.requests) / METRICS_REQUESTS;

    const timings = Object.fromEntries(names.map((n) => [n, summarize(samples[n])])) as Record<CaseName, Timing>;
    const a = timings.a;
    console.log(
      `segment list, pageSize 10: ${SEGMENTS.toLocaleString('en-US')} synthetic segments (+ demo) inserted and analysed in ${fmt(seedSeconds, 1)} s; ` +
        `${a.n} sequential requests per case, ${ROUNDS} interleaved rounds of ${PER_ROUND}`,
    );
    console.log(`totalCount: a=${totals.a} b=${totals.b} c=${totals.c}`);
    console.log('case                          p50 ms   p95 ms   mean ms');
    for (const name of names) {
      const t = timings[name];
      console.log(`${cases[name].label.padEnd(28)} ${fmt(t.p50).padStart(8)} ${fmt(t.p95).padStart(8)} ${fmt(t.mean).padStart(9)}`);
    }
    console.log(`case a p50: gateway ${fmt(a.p50)} ms vs raw SQL ${fmt(timings.raw.p50)} ms, ratio gateway/raw=${fmt(a.p50 / timings.raw.p50)}`);
    console.log(
      `audience subgraph over ${METRICS_REQUESTS} first-page requests: ${fmt(subgraphRequestsPerRequest)} subgraph requests and ` +
        `${fmt(restCallsPerRequest)} REST calls per GraphQL request`,
    );
    // Number() drops trailing zeros: "up to 2 decimals".
    console.log(`segments_page_p50_ms=${fmt(a.p50)} rest_calls_per_request=${Number(restCallsPerRequest.toFixed(2))}`);
  } finally {
    await platform.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
  await database.drop();
}
