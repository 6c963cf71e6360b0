/**
 * `npm run bench:audiences`: the audience list through the gateway on BENCH_AUDIENCES synthetic audiences (default
 * 100,000, made by AUD-SERVICE's generator) on the machine's PostgreSQL, side by side in one run with the same first
 * page as hand-written SQL; a filtered page; REST calls per GraphQL request; and lista_audiencias.xlsx for every
 * row as the browser gets it: a signed link (audienceListFileLink), then its GET through the gateway, streamed by the audience
 * service (PostgreSQL cursor → xlsx stream writer → HTTP).
 *
 * The file is downloaded by curl in its own process, like a browser: this process's CPU time during a download is
 * then the service's and the gateway's alone. The whole list is downloaded BENCH_EXPORT_ROUNDS times through the
 * gateway and as many times straight from the service (same token, same route), interleaved; the median CPU of
 * the direct downloads is the service's, the difference the gateway's. PostgreSQL's share is the CPU time of this
 * database's backends (/proc). The machine is shared, so CPU seconds are the honest figure; wall-clock rows per
 * second are printed beside them. Flat memory: the platform process's RSS, sampled every 10 ms, peaks as high for
 * the whole list as for a seventh of it. Every file is read back, once every download is timed.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { benchDatabase } from './database.ts';
import { fmt, summarize } from './stats.ts';

const COUNT = Number(process.env.BENCH_AUDIENCES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 20);
const EXPORT_ROUNDS = Number(process.env.BENCH_EXPORT_ROUNDS ?? 5);

const PAGE_QUERY = `query($filter: AudienceFilter, $page: Int) { audiences(filter: $filter, page: $page, pageSize: 10) { totalCount nodes {
  id name description company { code name alias } segment { code name screen } platform { code name } adsAccount { technicalName businessName }
  status { code name date } statusColor enabled requested frequency updateDay startDate endDate createdDate lastProcessDate
  sourceFileRowCount matchCount canEdit canDelete canToggle canResend canUpdateFrequency canBill canSeeImages } } }`;

/** CPU ticks used so far by each PostgreSQL backend of `database` (their process titles name it), from /proc. */
async function postgresTicks(database: string): Promise<Map<string, number>> {
  const ticks = new Map<string, number>();
  for (const pid of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const title = await readFile(`/proc/${pid}/cmdline`, 'latin1');
      if (!title.startsWith('postgres:') || !title.includes(` ${database} `)) continue;
      const stat = await readFile(`/proc/${pid}/stat`, 'latin1');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12])); // utime, stime (fields 14 and 15 of stat)
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return ticks;
}

/** CPU seconds the backends used between two readings (a backend that ended meanwhile is not counted). */
function postgresCpuSeconds(before: Map<string, number>, after: Map<string, number>): number {
  let ticks = 0;
  for (const [pid, t] of after) {
    const b = before.get(pid) ?? 0;
    ticks += t >= b ? t - b : t; // a lower count: a new backend under a reused pid
  }
  return ticks / 100; // USER_HZ
}

type Download = {
  /** The downloaded file (read back once every download is timed). */
  file: string;
  total: number;
  rows: number;
  bytes: number;
  totalMs: number;
  firstByteMs: number;
  cpuMs: number;
  /** This process's CPU over as long a quiet moment right after (the platform's background work: schedulers, queues). */
  idleCpuMs: number;
  postgresCpuMs: number;
  baselineMb: number;
  peakMb: number;
  header: unknown[];
};

/**
 * Downloads `url` with curl (another process, as a browser would) while sampling this process's RSS and CPU (the
 * platform: gateway and services) and the database's backends' CPU (the file is read back later, readBack).
 */
async function download(url: string, token: string, file: string, database: string): Promise<Download> {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  // process.memoryUsage.rss() alone: the full memoryUsage() walks the heap's spaces, a cost the sampler would add to the download.
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const pgBefore = await postgresTicks(database);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const out = await new Promise<string>((resolve, reject) =>
    execFile(
      'curl',
      [
        '-sS',
        '--fail-with-body',
        '-o',
        file,
        '-D',
        '-',
        '-H',
        `authorization: Bearer ${token}`,
        '-w',
        'timing %{time_starttransfer} %{size_download}\n',
        url,
      ],
      { maxBuffer: 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`download ${url}: ${stderr || stdout || error.message}`)) : resolve(stdout)),
    ),
  );
  const totalMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const postgresCpuMs = postgresCpuSeconds(pgBefore, await postgresTicks(database)) * 1000;
  const idleBefore = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, totalMs));
  const idle = process.cpuUsage(idleBefore);
  if (!/^HTTP\/[\d.]+ 200/m.test(out)) throw new Error(`download ${url}: ${out.slice(0, 300)}`);
  const total = Number(/^x-total-count: *(\d+)/im.exec(out)?.[1]);
  const [, startTransfer, size] = /timing ([\d.]+) (\d+)/.exec(out) ?? [];
  return {
    file,
    total,
    rows: 0,
    bytes: Number(size),
    totalMs,
    firstByteMs: Number(startTransfer) * 1000,
    cpuMs: (cpu.user + cpu.system) / 1000,
    idleCpuMs: (idle.user + idle.system) / 1000,
    postgresCpuMs,
    baselineMb: baseline / 1024 / 1024,
    peakMb: peak / 1024 / 1024,
    header: [],
  };
}

/**
 * Reads a downloaded file back with exceljs's streaming reader: every data row counted, the header
 * checked. Done after every timed download, not between them: the reader leaves this process
 * (the platform's) hundreds of MB of garbage, whose collection ran during the next download.
 */
async function readBack(x: Download): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(x.file, {
    sharedStrings: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    hyperlinks: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<{ number: number; values: unknown[] }>) {
      if (row.number === 1) x.header = row.values.slice(1);
      else x.rows++;
    }
  }
}

const median = (values: number[]) => summarize(values).p50;

/**
 * One full garbage collection, before the warm-up download (the script runs without --expose-gc): after it V8
 * keeps the old generation's limit just above what lives, the state a platform reaches on its own whenever it
 * idles (V8's memory reducer), so the timed downloads run as they would for a user. Not one before each timed
 * download, as this script once did: each renewed that state at its tightest right before the download, and full
 * collections followed one another through it (23 mark-compacts in four downloads), costing the export a fifth
 * to a third of its time.
 */
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

async function main(): Promise<void> {
  const [{ ephemeralPorts, launch }, { DEMO_PASSWORD }, { generateAudiences }] = await Promise.all([
    import('@inca/launcher'),
    import('@inca/demo-data'),
    import('@inca/svc-audience-management/audiences/seed'),
  ]);
  const database = await benchDatabase('inca_bench_aud');
  const databaseUrl = database.url;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-bench-aud-'));
  let platform: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    // The publishing engine stays off (as processing does in bench:campaigns): it would spend the whole run giving
    // the 100,000 synthetic audiences their first schedule, 1,000 every 5 s, beside the work measured here.
    process.env.PUBLISHING = 'off';
    platform = await launch({ dataDir, databaseUrl, ports: ephemeralPorts(), production: true, seedDemo: true });
    const { gatewayUrl, services, subgraphs } = platform;
    const pool = services['audience-management'].pool;
    const started = Date.now();
    await generateAudiences(pool, COUNT);
    // As autovacuum leaves a table soon after a bulk insert: statistics, and pages marked all-visible.
    await pool.query('VACUUM (ANALYZE) audience_management.audiences');
    // Coupon audiences are not in the list nor in its file.
    const total = Number(
      (await pool.query('SELECT count(*) AS n FROM audience_management.audiences WHERE coupon_campaign_id IS NULL')).rows[0].n,
    );
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
      if (!r.ok || json.errors || json.data?.audiences.nodes.length !== 10)
        throw new Error(`${name}: ${JSON.stringify(json).slice(0, 300)}`);
    };
    // The first page as hand-written SQL: the same rows, their segment, account, company and status name, and the count
    // of the audiences the list shows (coupon audiences are not in it).
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
          WHERE a.coupon_campaign_id IS NULL
          ORDER BY a.created_date DESC, a.id DESC LIMIT 10`,
      );
      await pool.query('SELECT count(*) FROM audience_management.audiences WHERE coupon_campaign_id IS NULL');
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
      console.log(
        `${key.padEnd(16)} ${fmt(t.p50).padStart(8)} ${fmt(t.p95).padStart(8)} ${fmt(t.mean).padStart(9)}   ${calls.padStart(6)}`,
      );
    }
    const first = summarize(samples.first_page);
    console.log(`first page through the gateway vs hand-written SQL: ratio=${fmt(first.p50 / summarize(samples.raw_sql).p50)}`);

    // lista_audiencias.xlsx as the browser downloads it: the whole list (every company: admin), then a filtered seventh;
    // the whole list also straight from the service (the gateway forwards the same token to the same route).
    // Each download keeps its own file: they are all read back once every download is timed (see readBack).
    let downloads = 0;
    const nextFile = () => path.join(dataDir, `lista_audiencias_${++downloads}.xlsx`);
    const dbOf = new URL(platform.databaseUrl).pathname.slice(1);
    // The browser's way: a signed link from the graph, then a plain GET of it through the gateway.
    const gatewayFile = async (filter: Record<string, unknown>) => {
      const r = await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: 'mutation ($f: AudienceFilter) { audienceListFileLink(filter: $f) { url } }',
          variables: { f: filter },
        }),
      });
      const json = (await r.json()) as { data?: { audienceListFileLink: { url: string } } };
      if (!json.data) throw new Error(`audienceListFileLink: ${JSON.stringify(json).slice(0, 300)}`);
      return `${gatewayUrl}${json.data.audienceListFileLink.url}`;
    };
    const serviceFile = `${services['audience-management'].url.replace(/\/+$/, '')}/audience-management/audiences/export`;
    collectGarbage();
    await download(await gatewayFile({ platforms: ['CRITEO'] }), token, nextFile(), dbOf); // warm-up (module load, plans)
    await download(serviceFile, token, nextFile(), dbOf);
    const small = await download(await gatewayFile({ platforms: ['GADS'] }), token, nextFile(), dbOf);
    const viaGateway: Download[] = [];
    const direct: Download[] = [];
    for (let round = 0; round < EXPORT_ROUNDS; round++) {
      viaGateway.push(await download(await gatewayFile({}), token, nextFile(), dbOf));
      direct.push(await download(serviceFile, token, nextFile(), dbOf));
    }
    for (const x of [small, ...viaGateway, ...direct]) await readBack(x);
    for (const x of [...viaGateway, ...direct]) {
      if (x.rows !== total || x.total !== total)
        throw new Error(`the export holds ${x.rows} rows (x-total-count ${x.total}), the list ${total}`);
      if (x.header[0] !== 'Empresa' || x.header.length !== 13) throw new Error(`unexpected header ${JSON.stringify(x.header)}`);
    }
    const describe = (label: string, x: Download) =>
      console.log(
        `lista_audiencias.xlsx ${label}: ${x.rows} rows (x-total-count ${x.total}), ${(x.bytes / 1024 / 1024).toFixed(1)} MB in ${fmt(x.totalMs / 1000)} s ` +
          `(${fmt(x.rows / (x.totalMs / 1000))} rows/s, first byte ${fmt(x.firstByteMs)} ms; platform process ${fmt(x.cpuMs / 1000)} CPU s ` +
          `(${fmt(x.idleCpuMs / 1000)} s in as long a quiet moment after), ` +
          `PostgreSQL ${fmt(x.postgresCpuMs / 1000)} CPU s; load average ${os.loadavg()[0]!.toFixed(1)}); platform RSS ${fmt(x.baselineMb)} MB before, ` +
          `peak ${fmt(x.peakMb)} MB (+${fmt(x.peakMb - x.baselineMb)} MB)`,
      );
    describe('filtered (gads), gateway', small);
    viaGateway.forEach((x, i) => describe(`whole list, gateway #${i + 1}`, x));
    direct.forEach((x, i) => describe(`whole list, service #${i + 1}`, x));

    const rate = median(viaGateway.map((x) => x.rows / (x.totalMs / 1000)));
    // The export's own CPU: the platform process's during the download less its background work over as long a time.
    const net = (x: Download) => Math.max(1, x.cpuMs - x.idleCpuMs) / 1000;
    const serviceCpu = median(direct.map(net));
    const platformCpu = median(viaGateway.map(net));
    const gatewayCpu = Math.max(0, platformCpu - serviceCpu);
    const postgresCpu = median(viaGateway.map((x) => x.postgresCpuMs)) / 1000;
    const background = median([...viaGateway, ...direct].map((x) => x.idleCpuMs / x.totalMs));
    const growth = Math.max(...viaGateway.map((x) => x.peakMb - x.baselineMb));
    const peakMb = Math.max(...viaGateway.map((x) => x.peakMb));
    console.log(
      `export CPU for ${total} rows (medians of ${EXPORT_ROUNDS}, background work of ${fmt(background)} CPU s/s taken out): service ${fmt(serviceCpu)} s, ` +
        `gateway ${fmt(gatewayCpu)} s, PostgreSQL ${fmt(postgresCpu)} s; rows per CPU second: service ${fmt(total / serviceCpu)}, ` +
        `service+gateway ${fmt(total / platformCpu)}, service+gateway+PostgreSQL ${fmt(total / (platformCpu + postgresCpu))}`,
    );
    console.log(
      `export_cpu_s_service=${fmt(serviceCpu)} export_cpu_s_gateway=${fmt(gatewayCpu)} export_cpu_s_postgres=${fmt(postgresCpu)} ` +
        `export_rows_per_cpu_s=${Math.round(total / platformCpu)} export_wall_rows_per_s_service=${Math.round(median(direct.map((x) => x.rows / (x.totalMs / 1000))))}`,
    );
    console.log(
      `export_peak_rss_mb=${fmt(peakMb)} export_rss_growth_mb=${fmt(growth)} export_rss_growth_filtered_mb=${fmt(small.peakMb - small.baselineMb)}`,
    );
    // The machine is shared: the best download beside the median shows how much of the spread is other work.
    const best = Math.max(...viaGateway.map((x) => x.rows / (x.totalMs / 1000)));
    console.log(
      `export_rows_per_s_median=${Math.round(rate)} export_rows_per_s_best=${Math.round(best)} ` +
        `export_rows_per_cpu_s_all=${Math.round(total / (platformCpu + postgresCpu))} (service+gateway+PostgreSQL)`,
    );
    console.log(`audiences_page_p50_ms=${fmt(first.p50)} rest_calls_per_request=${fmt(perRequest)} export_rows_per_s=${Math.round(rate)}`);
  } finally {
    await platform?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

await main();
