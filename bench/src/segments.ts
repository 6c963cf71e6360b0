/**
 * `npm run bench:segments`: reach previews on BENCH_CUSTOMERS synthetic customers (default
 * 10,000,000), side by side in one run: our preview end to end through audience-management
 * (HTTP, validation, compilation, DuckDB) against the same counts as hand-written DuckDB SQL, for a
 * 3-filter and a 6-filter selection; rows handed to JavaScript per count; and a categorical
 * filter on integer codes against the same filter on VARCHAR.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ephemeralPorts, launch } from '@inca/launcher';
import { DEMO_PASSWORD } from '@inca/demo-data';
import { DEMO_CATALOGUE, REGIONS, Warehouse } from '@inca/warehouse';
import { fmt, summarize } from './stats.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const id = (t: string) => DEMO_CATALOGUE.find((a) => a.technicalName === t)!.id;

const three = [
  { id: id('tiene_email'), value: '1' },
  { id: id('edad'), value: { lower_bound: 25, upper_bound: 44 } },
  { id: id('region'), value: ['7', '6'] },
];
const six = [
  ...three,
  { id: id('categorias'), value: ['2', '16'] },
  { id: id('compras_12m'), value: { value: 4, symbol: '>=' } },
  { id: id('nivel_club'), value: ['2', '3', '4'] },
];
const counts = `count(*) AS unique_users, count(*) FILTER (WHERE has_email OR has_phone) AS c, count(*) FILTER (WHERE has_maid) AS m,
  count(*) FILTER (WHERE (companies & 1) <> 0) AS c032, count(*) FILTER (WHERE (has_email OR has_phone) AND (companies & 1) <> 0) AS k032,
  count(*) FILTER (WHERE (companies & 2) <> 0) AS c022, count(*) FILTER (WHERE (has_email OR has_phone) AND (companies & 2) <> 0) AS k022,
  count(*) FILTER (WHERE (companies & 4) <> 0) AS c024, count(*) FILTER (WHERE (has_email OR has_phone) AND (companies & 4) <> 0) AS k024,
  count(*) FILTER (WHERE (companies & 8) <> 0) AS c011, count(*) FILTER (WHERE (has_email OR has_phone) AND (companies & 8) <> 0) AS k011,
  count(*) FILTER (WHERE (has_email OR has_phone) AND (companies & 7) <> 0) AS allowed`;
const RAW = {
  three: `SELECT ${counts} FROM customers WHERE has_email AND age BETWEEN 25 AND 44 AND region IN (7, 6)`,
  six: `SELECT ${counts} FROM customers WHERE has_email AND age BETWEEN 25 AND 44 AND region IN (7, 6) AND (category_mask & 18) <> 0 AND purchases_12m >= 4 AND loyalty_tier IN (2, 3, 4)`,
};

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-bench-segments-'));
const file = path.join(dataDir, 'warehouse.duckdb');
let platform: Awaited<ReturnType<typeof launch>> | undefined;
try {
  const started = Date.now();
  const warehouse = await Warehouse.open({ file, size: CUSTOMERS });
  console.log(`${CUSTOMERS} customers generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  platform = await launch({ dataDir, ports: ephemeralPorts(), production: true, seedDemo: true, warehouseCustomers: CUSTOMERS });
  const login = await fetch(`${platform.gatewayUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'analyst@retail.demo', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const service = platform.services['audience-management'].url;
  const preview = async (attributes: unknown[]) => {
    const response = await fetch(`${service}/audience-management/segment-builder/preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ company_code: '022', attributes }),
    });
    const body = (await response.json()) as { data: { unique_users: number } };
    if (!response.ok) throw new Error(JSON.stringify(body));
    return body.data.unique_users;
  };
  const raw = async (sql: string) => Number((await warehouse.query(sql))[0]!.unique_users);

  // Same answer both ways before timing anything.
  for (const [name, selection] of [
    ['three', three],
    ['six', six],
  ] as const) {
    const [a, b] = [await preview(selection), await raw(RAW[name])];
    if (a !== b) throw new Error(`${name}: preview ${a} != raw ${b}`);
  }
  await warehouse.query(
    `CREATE OR REPLACE TABLE bench_region_text AS SELECT CASE region ${REGIONS.map(([c, n]) => `WHEN ${c} THEN '${n.replace("'", "''")}'`).join(' ')} END AS region_name, region FROM customers`,
  );
  const samples: Record<string, number[]> = { preview3: [], raw3: [], preview6: [], raw6: [], codes: [], varchar: [] };
  const time = async (key: string, task: () => Promise<unknown>) => {
    const t = performance.now();
    await task();
    samples[key]!.push(performance.now() - t);
  };
  for (let i = 0; i < 3; i++) await Promise.all([preview(three), raw(RAW.six)]);
  const rowsBefore = warehouse.rowsReturned;
  for (let i = 0; i < RUNS; i++) {
    await time('preview3', () => preview(three));
    await time('raw3', () => raw(RAW.three));
    await time('preview6', () => preview(six));
    await time('raw6', () => raw(RAW.six));
    await time('codes', () => warehouse.query('SELECT count(*) AS n FROM bench_region_text WHERE region IN (7, 6, 11)'));
    await time('varchar', () =>
      warehouse.query(`SELECT count(*) AS n FROM bench_region_text WHERE region_name IN ('Metropolitana', 'Valparaíso', 'Biobío')`),
    );
  }
  const rawRowsPerCount = (warehouse.rowsReturned - rowsBefore) / (RUNS * 4);
  const s = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, summarize(v)]));
  console.log(`${RUNS} runs each, interleaved`);
  console.log('case                  p50 ms   p95 ms');
  for (const k of Object.keys(samples)) console.log(`${k.padEnd(20)} ${fmt(s[k]!.p50).padStart(8)} ${fmt(s[k]!.p95).padStart(8)}`);
  console.log(
    `3 filters: preview/raw = ${fmt(s.preview3!.p50 / s.raw3!.p50)}; 6 filters: preview/raw = ${fmt(s.preview6!.p50 / s.raw6!.p50)}`,
  );
  console.log(`rows handed to JavaScript per count: ${fmt(rawRowsPerCount)} (one aggregate row; customer rows pulled: 0)`);
  console.log(
    `categorical filter, integer codes vs VARCHAR: ${fmt(s.codes!.p50)} ms vs ${fmt(s.varchar!.p50)} ms (ratio ${fmt(s.varchar!.p50 / s.codes!.p50)})`,
  );
  const ratio = (s.preview3!.p50 + s.preview6!.p50) / (s.raw3!.p50 + s.raw6!.p50);
  console.log(`preview_vs_raw_ratio=${fmt(ratio)} preview_p50_ms=${fmt(s.preview6!.p50)}`);
} finally {
  await platform?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
