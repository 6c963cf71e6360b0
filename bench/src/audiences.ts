/**
 * `npm run bench:audiences`: the audience list through the gateway on BENCH_AUDIENCES synthetic audiences (default
 * 100,000, made by AUD-SERVICE's generator) on the machine's PostgreSQL, side by side in one run with the same first
 * page as hand-written SQL; a filtered page; REST calls per GraphQL request; and lista_audiencias.xlsx for every
 * row, fetched page by page through the gateway and written with exceljs's streaming WorkbookWriter in a child
 * Node process (as the web's export would build it): rows per second and the child's peak RSS.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fmt, summarize } from './stats.ts';

const COUNT = Number(process.env.BENCH_AUDIENCES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 20);
const EXPORT_PAGE = Number(process.env.BENCH_EXPORT_PAGE ?? 500);
const SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const PAGE_QUERY = `query($filter: AudienceFilter, $page: Int) { audiences(filter: $filter, page: $page, pageSize: 10) { totalCount nodes {
  id name description company { code name alias } segment { code name screen } platform { code name } adsAccount { technicalName businessName }
  status { code name date } statusColor enabled requested frequency updateDay startDate endDate createdDate lastProcessDate
  sourceFileRowCount matchCount canEdit canDelete canToggle canResend canUpdateFrequency canBill canSeeImages } } }`;

/** The §2.5 columns of lista_audiencias.xlsx. */
const EXPORT_QUERY = `query($page: Int, $pageSize: Int) { audiences(page: $page, pageSize: $pageSize) { totalCount nodes {
  name description company { name } platform { name } status { code date } enabled sourceFileRowCount frequency updateDay
  startDate endDate lastProcessDate matchCount } } }`;

type ExportNode = {
  name: string;
  description: string;
  company: { name: string };
  platform: { name: string };
  status: { code: string; date: string };
  enabled: boolean;
  sourceFileRowCount: number;
  frequency: string;
  updateDay: number | null;
  startDate: string;
  endDate: string;
  lastProcessDate: string | null;
  matchCount: number | null;
};

const FREQUENCY_LABEL: Record<string, string> = { DAILY: 'Diaria', WEEKLY: 'Semanal', FORTNIGHTLY: 'Quincenal', MONTHLY: 'Mensual', SEMIANNUAL: 'Semestral' };
/** A text a spreadsheet could read as a formula stays inert text. */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const dateTime = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '');

/** The child: fetch every page through the gateway and stream it into lista_audiencias.xlsx; report on stdout. */
async function exportChild(gatewayUrl: string, token: string, file: string): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Audiencias');
  sheet.columns = [
    'Empresa', 'Audiencia', 'Descripción', 'Plataforma', 'Estado', 'Fecha estado', 'Datos enviados', 'Frecuencia',
    'Día de actualización', 'Inicio', 'Fin', 'Última actualización', 'Coincidencias',
  ].map((header) => ({ header, width: 18 }));
  let rows = 0;
  let total = Infinity;
  let fetchMs = 0;
  let buildMs = 0;
  let peak = process.memoryUsage().rss;
  let firstPageRss = peak;
  const started = performance.now();
  for (let page = 1; rows < total; page++) {
    let t = performance.now();
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: EXPORT_QUERY, variables: { page, pageSize: EXPORT_PAGE } }),
    });
    const json = (await response.json()) as { data?: { audiences: { totalCount: number; nodes: ExportNode[] } }; errors?: unknown };
    if (!json.data) throw new Error(JSON.stringify(json.errors).slice(0, 300));
    fetchMs += performance.now() - t;
    total = json.data.audiences.totalCount;
    t = performance.now();
    const nodes = json.data.audiences.nodes;
    for (const [i, a] of nodes.entries()) {
      const row = sheet.addRow([
          inert(a.company.name),
          inert(a.name),
          inert(a.description),
          a.platform.name,
          a.enabled ? a.status.code : 'DESACTIVADO',
          dateTime(a.status.date),
          a.sourceFileRowCount,
          FREQUENCY_LABEL[a.frequency] ?? a.frequency,
          a.updateDay,
          a.startDate,
          a.endDate,
          dateTime(a.lastProcessDate),
          a.matchCount,
        ]);
      // Committing a row writes every row before it: once a page keeps memory flat at one page of rows.
      if (i === nodes.length - 1) row.commit();
    }
    buildMs += performance.now() - t;
    rows += json.data.audiences.nodes.length;
    peak = Math.max(peak, process.memoryUsage().rss);
    if (page === 1) firstPageRss = process.memoryUsage().rss;
    if (nodes.length === 0) break;
  }
  const t = performance.now();
  sheet.commit();
  await workbook.commit();
  buildMs += performance.now() - t;
  const totalMs = performance.now() - started;
  const maxRss = Math.max(peak, process.resourceUsage().maxRSS * 1024);
  console.log(JSON.stringify({ rows, fetchMs, buildMs, totalMs, peakRssMb: maxRss / 1024 / 1024, firstPageRssMb: firstPageRss / 1024 / 1024 }));
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
    let started = Date.now();
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

    // lista_audiencias.xlsx in a child process, so that its peak RSS is the export's alone.
    const file = path.join(dataDir, 'lista_audiencias.xlsx');
    started = Date.now();
    const report = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [...process.execArgv, import.meta.filename], {
        env: { ...process.env, BENCH_EXPORT_CHILD: JSON.stringify({ gatewayUrl, token, file }) },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (chunk) => (out += String(chunk)));
      child.on('exit', (code) => (code === 0 ? resolve(out.trim().split('\n').pop()!) : reject(new Error(`export child exited ${code}`))));
    });
    const e = JSON.parse(report) as { rows: number; fetchMs: number; buildMs: number; totalMs: number; peakRssMb: number; firstPageRssMb: number };
    const size = (await stat(file)).size;
    const buildRate = e.rows / (e.buildMs / 1000);
    console.log(
      `lista_audiencias.xlsx: ${e.rows} rows, ${(size / 1024 / 1024).toFixed(1)} MB, pages of ${EXPORT_PAGE} through the gateway: ` +
        `fetch ${fmt(e.fetchMs / 1000)} s, exceljs WorkbookWriter ${fmt(e.buildMs / 1000)} s (${fmt(buildRate)} rows/s), ` +
        `end to end ${fmt(e.totalMs / 1000)} s (${fmt(e.rows / (e.totalMs / 1000))} rows/s); export process RSS after the first page ${fmt(e.firstPageRssMb)} MB, peak ${fmt(e.peakRssMb)} MB`,
    );
    if (e.rows !== total) throw new Error(`the export holds ${e.rows} rows, the list ${total}`);
    console.log(`audiences_page_p50_ms=${fmt(first.p50)} rest_calls_per_request=${fmt(perRequest)} export_rows_per_s=${Math.round(buildRate)}`);
  } finally {
    await platform?.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (owned) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

if (process.env.BENCH_EXPORT_CHILD) {
  const { gatewayUrl, token, file } = JSON.parse(process.env.BENCH_EXPORT_CHILD) as { gatewayUrl: string; token: string; file: string };
  await exportChild(gatewayUrl, token, file);
} else {
  await main();
}
