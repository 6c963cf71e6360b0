/**
 * `npm run bench:table-search`: the catalogue search (Solicitar Acceso) through the gateway over
 * BENCH_TABLES synthetic tables and views (default 10,000, beside the demo catalogue) on the machine's
 * PostgreSQL, side by side in one run with the same search as hand-written SQL against the catalogue.
 * Both sides are timed through a lean client in this process: the search through undici's request on
 * a kept-alive connection (as the platform's own hops call each other), the SQL through pg's pool. A
 * browser's fetch runs on the user's machine; in this process its web streams would be charged to the
 * platform (about 1 ms a search on the 2-core machine). BENCH_WARMUP searches and queries (default
 * 1,000) run first and are not counted: the platform's code reaches its steady speed only after some
 * hundreds of searches (their p50 is printed apart).
 * Last line: `table_search_p50_ms=<x> ratio=<y>` (ratio = gateway p50 / SQL p50).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'undici';
import os from 'node:os';
import path from 'node:path';
import { ephemeralPorts, launch } from '@inca/launcher';
import { DEMO_PASSWORD } from '@inca/demo-data';
import { seedSyntheticCatalogue } from '@inca/svc-table-access';
import { benchDatabase } from './database.ts';
import { fmt, summarize } from './stats.ts';

const COUNT = Number(process.env.BENCH_TABLES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1000);
const TEXTS = ['compras', 'clientes', 'ventas', 'puntos', 'interacciones'];

const QUERY = `query($text: String!) { tableSearch(text: $text) { total items { rank table {
  relativeResourceName projectId datasetId tableId isView domain description tags numRows access permissionExpirationDate } } } }`;

// The same search written by hand: one domain, text in id/dataset/description/tags, ranked, 10 a page, with the total.
const HAND_SQL = `
  SELECT o.relative_resource_name, o.project_id, o.dataset_id, o.object_id, o.is_view, o.domain, o.description, o.tags, o.num_rows,
         g.permission_expiration_date,
         (CASE WHEN lower(o.object_id) = $2 THEN 100 ELSE 0 END + CASE WHEN lower(o.object_id) LIKE $2 || '%' THEN 50 ELSE 0 END
          + CASE WHEN lower(o.object_id) LIKE '%' || $2 || '%' THEN 20 ELSE 0 END + CASE WHEN $2 = ANY (o.tags) THEN 10 ELSE 0 END
          + CASE WHEN lower(o.description) LIKE '%' || $2 || '%' THEN 5 ELSE 0 END) AS rank,
         count(*) OVER () AS total
    FROM table_access.warehouse_objects o
    LEFT JOIN table_access.object_grants g ON g.relative_resource_name = o.relative_resource_name AND g.login = $3
   WHERE o.domain = $1 AND o.search_text LIKE '%' || $2 || '%'
   ORDER BY rank DESC, length(o.object_id), o.object_id
   LIMIT 10`;

const database = await benchDatabase('inca_bench');
const databaseUrl = database.url;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-bench-'));
let platform: Awaited<ReturnType<typeof launch>> | undefined;
try {
  platform = await launch({
    dataDir,
    databaseUrl,
    ports: ephemeralPorts(),
    production: true,
    seedDemo: true,
    // The search reads the catalogue only: a small customer base keeps the warehouse quick to make.
    warehouseCustomers: Number(process.env.BENCH_WAREHOUSE_CUSTOMERS ?? 50_000),
  });
  const { gatewayUrl, services } = platform;
  const pool = services['table-access'].pool;
  const started = Date.now();
  await seedSyntheticCatalogue(pool, COUNT);
  await pool.query('ANALYZE table_access.warehouse_objects');
  const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM table_access.warehouse_objects');
  console.log(`${COUNT} synthetic tables and views inserted in ${((Date.now() - started) / 1000).toFixed(1)} s (catalogue: ${rows[0]!.n})`);

  const response = await fetch(`${gatewayUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'analyst@retail.demo', password: DEMO_PASSWORD }),
  });
  const token = ((await response.json()) as { token: string }).token;
  const client = new Agent({ keepAliveTimeout: 30_000 });
  const call = async (text: string) => {
    const r = await request(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: QUERY, variables: { text } }),
      dispatcher: client,
    });
    const json = (await r.body.json()) as { errors?: unknown; data?: { tableSearch: { items: unknown[] } } };
    if (r.statusCode !== 200 || json.errors || !json.data?.tableSearch.items.length) {
      throw new Error(`${text}: ${JSON.stringify(json).slice(0, 300)}`);
    }
  };
  const raw = async (text: string) => {
    const result = await pool.query(HAND_SQL, ['retail.demo', text, 'analyst@retail.demo']);
    if (!result.rows.length) throw new Error(`hand-written SQL found nothing for ${text}`);
  };

  const samples = { gateway: [] as number[], raw_sql: [] as number[] };
  const time = async (key: keyof typeof samples, task: () => Promise<void>) => {
    const start = performance.now();
    await task();
    samples[key].push(performance.now() - start);
  };
  // Warm-up: the platform's code (Apollo, graphql-js, undici, pg) reaches its steady speed only after
  // some hundreds of searches, as V8 optimizes it; before that a search took a third longer.
  for (let i = 0; i < WARMUP; i++) {
    const text = TEXTS[i % TEXTS.length]!;
    await time('gateway', () => call(text));
    await time('raw_sql', () => raw(text));
  }
  const warm = { gateway: summarize(samples.gateway).p50, raw_sql: summarize(samples.raw_sql).p50 };
  samples.gateway.length = 0;
  samples.raw_sql.length = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < PER_ROUND; i++) {
      const text = TEXTS[(round + i) % TEXTS.length]!;
      if ((round + i) % 2) {
        await time('gateway', () => call(text));
        await time('raw_sql', () => raw(text));
      } else {
        await time('raw_sql', () => raw(text));
        await time('gateway', () => call(text));
      }
    }
  }
  console.log(`catalogue search, ${COUNT} synthetic objects, pageSize 10, ${samples.gateway.length} requests per case (interleaved)`);
  console.log('case          p50 ms   p95 ms   mean ms');
  for (const key of ['gateway', 'raw_sql'] as const) {
    const t = summarize(samples[key]);
    console.log(`${key.padEnd(12)} ${fmt(t.p50).padStart(8)} ${fmt(t.p95).padStart(8)} ${fmt(t.mean).padStart(9)}`);
  }
  console.log(
    `warm-up (${WARMUP} searches, not counted): gateway p50 ${fmt(warm.gateway)} ms, raw_sql p50 ${fmt(warm.raw_sql)} ms, ratio ${fmt(warm.gateway / warm.raw_sql)}`,
  );
  const gateway = summarize(samples.gateway).p50;
  console.log(`table_search_p50_ms=${fmt(gateway)} ratio=${fmt(gateway / summarize(samples.raw_sql).p50)}`);
} finally {
  await platform?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await database.drop();
}
