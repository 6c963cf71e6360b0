/**
 * `npm run bench:audiences`: the audience list through the gateway on BENCH_AUDIENCES synthetic audiences (default
 * 100,000, made by AUD-SERVICE's generator) on the machine's PostgreSQL, side by side in one run with the same first
 * page as hand-written SQL; a filtered page; REST calls per GraphQL request; and lista_audiencias.xlsx for every
 * row as the browser gets it: GET /downloads/lista_audiencias.xlsx through the gateway, streamed by the audience
 * service (PostgreSQL cursor → exceljs WorkbookWriter → HTTP). Rows per second end to end, and the platform
 * process's RSS (the services run in it) sampled every 10 ms during the download, for the whole list and for a
 * filtered seventh of it: flat memory means the same peak whatever the row count. The file is read back.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fmt, summarize } from './stats.ts';

const COUNT = Number(process.env.BENCH_AUDIENCES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 20);
const SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const PAGE_QUERY = `query($filter: AudienceFilter, $page: Int) { audiences(filter: $filter, page: $page, pageSize: 10) { totalCount nodes {
  id name description company { code name alias } segment { code name screen } platform { code name } adsAccount { technicalName businessName }
  status { code name date } statusColor enabled requested frequency updateDay startDate endDate createdDate lastProcessDate
  sourceFileRowCount matchCount canEdit canDelete canToggle canResend canUpdateFrequency canBill canSeeImages } } }`;

/** Downloads lista_audiencias.xlsx through the gateway while sampling this process's RSS; reads the file back. */
async function exportThroughGateway(gatewayUrl: string, token: string, query: string, file: string) {
  const { default: ExcelJS } = await import('exceljs');
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let firstByteMs = 0;
  let bytes = 0;
  const response = await fetch(`${gatewayUrl}/downloads/lista_audiencias.xlsx?${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`download: HTTP ${response.status} ${await response.text()}`);
  const total = Number(response.headers.get('x-total-count'));
  const out = createWriteStream(file);
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'close');
  const totalMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  // Read back with the streaming reader: every data row counted, the header checked.
  let rows = 0;
  let header: unknown[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'ignore', styles: 'ignore', worksheets: 'emit', hyperlinks: 'ignore' });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<{ number: number; values: unknown[] }>) {
      if (row.number === 1) header = row.values.slice(1);
      else rows++;
    }
  }
  // CPU of this process (service, gateway and the downloading client together), before the read-back.
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return { total, rows, bytes, totalMs, cpuMs, firstByteMs, baselineMb: baseline / 1024 / 1024, peakMb: peak / 1024 / 1024, header };
}

async function main(): Promise<void> {
  const [{ ephemeralPorts, launch }, { DEMO_PASSWORD }, { generateAudiences }] = await Promise.all([
    import('@inca/launcher'),
    import('@inca/demo-data'),
    import('@inca/svc-audience-management/audiences/seed'),
  ]);
  const owned = !process.env.DATABASE_URL;
  const dbName = `inca_bench_aud_${Date.now()}`;
  const admin = new pg.Client({ connectionString: SERVER });
  let databaseUrl = process.env.DATABASE_URL;
  if (owned) {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(SERVER);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-bench-aud-'));
  let platform: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    platform = await launch({ dataDir, databaseUrl, ports: ephemeralPorts(), production: true, seedDemo: true });
    const { gatewayUrl, services, subgraphs } = platform;
    const pool = services['audience-management'].pool;
    const started = Date.now();
    await generateAudiences(pool, COUNT);
    await pool.query('ANALYZE audience_management.audiences');
    const total = Number((await pool.query('SELECT count(*) AS n FROM audience_management.audiences')).rows[0].n);
    console.log(`${COUNT} synthetic audiences inserted in ${((Date.now() - started) / 1000).toFixed(1)} s (${total} in all)`);

    const response = await fetch(`${gatewayUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@corp.demo', password: DEMO_PASSWORD }),
    });
    const { token } = (await response.json()) as { token: string };
    const cases = {
      first_page: {},
      filtered_page2: { filter: { name: 'bench', platforms: ['GADS', 'FBK'], statusCodes: ['P_PUB', 'P_ENV'], enabled: true }, page: 2 },
    } as const;
    type Case = keyof typeof cases;
    const call = async (name: Case) => {
      const r = await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: PAGE_QUERY, variables: cases[name] }),
      });
      const json = (await r.json()) as { errors?: unknown; data?: { audiences: { nodes: unknown[] } } };
      if (!r.ok || json.errors || json.data?.audiences.nodes.length !== 10) throw new Error(`${name}: ${JSON.stringify(json).slice(0, 300)}`);
    };
    // The first page as hand-written SQL: the same rows, their segment, account, company and status name, and the count.
    const raw = async () => {
      await pool.query(
        `SELECT a.id, a.custom_audience_name, a.custom_audience_description, a.company_code, c.name AS company_name, c.alias,
                a.segment_code, s.business_name, s.segment_type_id, a.ads_platform_code, p.name AS platform_name,
                acc.technical_name, acc.business_name AS account_name, a.assignment_status_code, st.name AS status_name,
                a.assignment_status_date, a.is_enabled, a.requested, a.frequency, a.update_date_number, a.start_date, a.end_date,
                a.created_date, a.last_process_date, a.source_file_row_count, a.match_data
           FROM audience_management.audiences a
           JOIN audience_management.companies c ON c.code = a.company_code
           JOIN audience_management.segments s ON s.code = a.segment_code
           JOIN audience_management.ads_platforms p ON p.code = a.ads_platform_code
           JOIN audience_management.ads_accounts acc ON acc.id = a.ads_account_id
           LEFT JOIN audience_management.audience_states st ON st.code = a.assignment_status_code
          ORDER BY a.created_date DESC, a.id DESC LIMIT 10`,
      );
      await pool.query('SELECT count(*) FROM audience_management.audiences');
    };
    const names = Object.keys(cases) as Case[];
    for (let i = 0; i < 10; i++) {
      for (const n of names) await call(n);
      await raw();
    }
    const samples: Record<Case | 'raw_sql', number[]> = { first_page: [], filtered_page2: [], raw_sql: [] };
    const time = async (key: Case | 'raw_sql', task: () => Promise<void>) => {
      const t = performance.now();
      await task();
      samples[key].push(performance.now() - t);
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
    const N = 50;
    const perCase: Record<string, number> = {};
    for (const n of names) {
      const before = await restCalls();
      for (let i = 0; i < N; i++) await call(n);
      perCase[n] = ((await restCalls()) - before) / N;
    }
    const perRequest = Math.max(...Object.values(perCase));

    console.log(`audience list, pageSize 10, ${samples.first_page.length} requests per case (interleaved)`);
    console.log('case               p50 ms   p95 ms   mean ms   REST calls/request');
    for (const key of [...names, 'raw_sql'] as const) {
      const t = summarize(samples[key]);
      const calls = key === 'raw_sql' ? '-' : fmt(perCase[key]!);
      console.log(`${key.padEnd(16)} ${fmt(t.p50).padStart(8)} ${fmt(t.p95).padStart(8)} ${fmt(t.mean).padStart(9)}   ${calls.padStart(6)}`);
    }
    const first = summarize(samples.first_page);
    console.log(`first page through the gateway vs hand-written SQL: ratio=${fmt(first.p50 / summarize(samples.raw_sql).p50)}`);

    // lista_audiencias.xlsx as the browser downloads it: the whole list (every company: admin), then a filtered seventh.
    const file = path.join(dataDir, 'lista_audiencias.xlsx');
    await exportThroughGateway(gatewayUrl, token, 'platform=criteo', file); // warm-up (module load, plans)
    const small = await exportThroughGateway(gatewayUrl, token, 'platform=gads', file);
    const e = await exportThroughGateway(gatewayUrl, token, '', file);
    const rate = e.rows / (e.totalMs / 1000);
    for (const [label, x] of [['filtered (gads)', small], ['whole list', e]] as const) {
      console.log(
        `lista_audiencias.xlsx ${label}: ${x.rows} rows (x-total-count ${x.total}), ${(x.bytes / 1024 / 1024).toFixed(1)} MB in ${fmt(x.totalMs / 1000)} s ` +
          `(${fmt(x.rows / (x.totalMs / 1000))} rows/s, first byte ${fmt(x.firstByteMs)} ms; ${fmt(x.cpuMs / 1000)} CPU s in the platform process: ` +
          `${fmt(x.rows / (x.cpuMs / 1000))} rows per CPU second; load average ${os.loadavg()[0]!.toFixed(1)}); platform RSS ${fmt(x.baselineMb)} MB before, ` +
          `peak ${fmt(x.peakMb)} MB (+${fmt(x.peakMb - x.baselineMb)} MB)`,
      );
    }
    if (e.rows !== total || e.total !== total) throw new Error(`the export holds ${e.rows} rows, the list ${total}`);
    if (e.header[0] !== 'Empresa' || e.header.length !== 13) throw new Error(`unexpected header ${JSON.stringify(e.header)}`);
    console.log(`export_peak_rss_mb=${fmt(e.peakMb)} export_rss_growth_mb=${fmt(e.peakMb - e.baselineMb)} export_rss_growth_filtered_mb=${fmt(small.peakMb - small.baselineMb)}`);
    console.log(`audiences_page_p50_ms=${fmt(first.p50)} rest_calls_per_request=${fmt(perRequest)} export_rows_per_s=${Math.round(rate)}`);
  } finally {
    await platform?.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (owned) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

await main();
