/**
 * `npm run bench:segments-list`: the segment list through the gateway on BENCH_SEGMENTS synthetic
 * segments (default 100,000) on the machine's PostgreSQL, side by side in one run with the same
 * first page as hand-written SQL. Also counts REST calls per GraphQL request.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ephemeralPorts, launch } from '@inca/launcher';
import { DEMO_PASSWORD } from '@inca/demo-data';
import { generateSegments } from '@inca/svc-audience-management/segments/seed';
import { benchDatabase } from './database.ts';
import { fmt, summarize } from './stats.ts';

const COUNT = Number(process.env.BENCH_SEGMENTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 30);

const QUERY = `query($filter: SegmentFilter, $page: Int) { segments(filter: $filter, page: $page, pageSize: 10) { totalCount nodes {
  code name screen type { id label } ownerCompany { code alias } createdDate lastProcessDate uniqueUsers numAudiences shared requested
  canEdit editVisible editBlockedReason canShare canDelete canDuplicate } } }`;

const database = await benchDatabase('inca_bench');
const databaseUrl = database.url;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-bench-'));
let platform: Awaited<ReturnType<typeof launch>> | undefined;
try {
  platform = await launch({ dataDir, databaseUrl, ports: ephemeralPorts(), production: true, seedDemo: true });
  const { gatewayUrl, services, subgraphs } = platform;
  const pool = services['audience-management'].pool;
  const started = Date.now();
  await generateSegments(pool, COUNT);
  await pool.query('ANALYZE audience_management.segments');
  console.log(`${COUNT} synthetic segments inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const token = async (email: string) => {
    const response = await fetch(`${gatewayUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    return ((await response.json()) as { token: string }).token;
  };
  const tokens = { admin: await token('admin@corp.demo'), steward: await token('steward@corp.demo') };
  const cases = {
    first_page: { who: 'admin', variables: {} },
    filtered_page3: { who: 'admin', variables: { filter: { name: 'clientes', typeIds: [2], shared: 'ALL' }, page: 3 } },
    steward_first: { who: 'steward', variables: {} },
  } as const;
  type Case = keyof typeof cases;
  const call = async (name: Case) => {
    const c = cases[name];
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[c.who]}` },
      body: JSON.stringify({ query: QUERY, variables: c.variables }),
    });
    const json = (await response.json()) as { errors?: unknown; data?: { segments: { nodes: unknown[] } } };
    if (!response.ok || json.errors || !json.data?.segments.nodes.length) throw new Error(`${name}: ${JSON.stringify(json).slice(0, 300)}`);
  };
  const raw = async () => {
    await pool.query(
      `SELECT s.code, s.business_name, s.segment_type_id, s.owner_company_code, s.created_date, s.last_process_date, s.row_count_unique, s.num_audiences, s.flag_shared
         FROM audience_management.segments s ORDER BY s.last_process_date DESC, s.code DESC LIMIT 10`,
    );
    await pool.query('SELECT count(*) FROM audience_management.segments');
  };

  const names = Object.keys(cases) as Case[];
  for (let i = 0; i < 20; i++) {
    for (const n of names) await call(n);
    await raw();
  }
  const samples: Record<Case | 'raw_sql', number[]> = { first_page: [], filtered_page3: [], steward_first: [], raw_sql: [] };
  const time = async (key: Case | 'raw_sql', task: () => Promise<void>) => {
    const start = performance.now();
    await task();
    samples[key].push(performance.now() - start);
  };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [...names].reverse() : names;
    for (let i = 0; i < PER_ROUND; i++) {
      for (const n of order) await time(n, () => call(n));
      await time('raw_sql', raw);
    }
  }

  const metricsUrl = new URL('/metrics', subgraphs.audience.url);
  const restCalls = async () => ((await (await fetch(metricsUrl)).json()) as { restCalls: number }).restCalls;
  const before = await restCalls();
  const N = 50;
  for (let i = 0; i < N; i++) await call('first_page');
  const perRequest = ((await restCalls()) - before) / N;

  console.log(`segment list, pageSize 10, ${samples.first_page.length} requests per case (interleaved)`);
  console.log('case               p50 ms   p95 ms   mean ms');
  for (const key of [...names, 'raw_sql'] as const) {
    const t = summarize(samples[key]);
    console.log(`${key.padEnd(16)} ${fmt(t.p50).padStart(8)} ${fmt(t.p95).padStart(8)} ${fmt(t.mean).padStart(9)}`);
  }
  const first = summarize(samples.first_page);
  console.log(`first page through the gateway vs hand-written SQL: ratio=${fmt(first.p50 / summarize(samples.raw_sql).p50)}`);
  console.log(`segments_page_p50_ms=${fmt(first.p50)} rest_calls_per_request=${fmt(perRequest)}`);
} finally {
  await platform?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await database.drop();
}
