/**
 * `npm run bench:campaigns`: on the machine's PostgreSQL, with BENCH_CAMPAIGNS synthetic campaigns
 * (default 100,000) and BENCH_PARAMS configured campaign parameters (default 50,000):
 * - the rules spreadsheet downloaded through the gateway (signed link → service → @inca/xlsx streaming writer) and
 *   uploaded back (signed upload link → spooled, @inca/xlsx streaming reader → one transaction): rows per second
 *   each way and the platform process's peak RSS (sampled every 10 ms); the downloaded file is checked with exceljs.
 *   The first round runs in a cold process and is printed apart; the figures are the medians of BENCH_XLSX_ROUNDS
 *   (default 3) rounds after it;
 * - an items list CSV of BENCH_ITEMS lines (default 1,000,000) uploaded to a table parameter: rows per second;
 * - the campaign list page through the gateway against the same page as hand-written SQL (p50 ratio).
 * Last line: rules_xlsx_rows_per_s=<slower direction> items_csv_rows_per_s=<y> campaigns_page_ratio=<z>.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchDatabase } from './database.ts';
import { fmt, summarize } from './stats.ts';

const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 100_000);
const PARAMS = Number(process.env.BENCH_PARAMS ?? 50_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 20);
/** Rounds of the rules spreadsheet's download and upload after the first (cold process) one; their medians are reported. */
const XLSX_ROUNDS = Number(process.env.BENCH_XLSX_ROUNDS ?? 3);
/**
 * BENCH_ONLY=uploads skips the campaign list page comparison; BENCH_ONLY=items runs only the items CSV upload
 * (its RSS then starts from a clean baseline).
 */
const ONLY = process.env.BENCH_ONLY ?? '';
const S = 'campaign_management';

const PAGE = `query($p: Int) { campaigns(page: $p, pageSize: 10) { totalCount showCompany nodes { id companyCode code description startDate endDate status incaStatus
  minimumAmount createdAt modifiedAt priority usageStartDate usageEndDate discountType omnichannel flashType brandCode instant digitalType2 editable
  rulesModifiedAt variableGroups { id name priority } } } }`;

/** The bench database's name: its PostgreSQL backends are the ones whose process title names it. */
let benchDb = '';

/**
 * CPU seconds (user + system) of this database's PostgreSQL backends, by process id, read from
 * /proc (Linux; empty elsewhere). The machine is shared, so CPU time judges a change better than wall time.
 */
async function postgresCpu(): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!benchDb) return out;
  const tick = 100; // USER_HZ on Linux
  for (const name of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = await readFile(`/proc/${name}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres:') || !cmdline.includes(` ${benchDb} `)) continue;
      const stat = await readFile(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(name), (Number(fields[11]) + Number(fields[12])) / tick);
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

type Measured<T> = {
  result: T;
  ms: number;
  baselineMb: number;
  peakMb: number;
  cpuS: number;
  mainCpuS: number;
  pgCpuS: number;
  heapMb?: [number, number];
};

/**
 * CPU seconds of this process's main thread (where the platform's JavaScript runs), from /proc (Linux;
 * NaN elsewhere): the rest of the process's CPU is V8's compiler and garbage-collector threads and
 * libuv's (zlib, files), which run beside it.
 */
async function mainThreadCpu(): Promise<number> {
  try {
    const stat = await readFile(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Samples the process RSS while `work` runs, and the CPU seconds of this process and of the database's backends. */
async function withRss<T>(work: () => Promise<T>): Promise<Measured<T>> {
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const pgBefore = await postgresCpu();
  // process.memoryUsage.rss() alone: the full memoryUsage() walks the heap's spaces, a cost the sampler would add to the phase.
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const mainBefore = await mainThreadCpu();
  const cpu = process.cpuUsage();
  const started = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const mainCpuS = (await mainThreadCpu()) - mainBefore;
    let pgCpuS = 0;
    for (const [pid, s] of await postgresCpu()) pgCpuS += s - (pgBefore.get(pid) ?? 0);
    const peakMb = Math.max(peak, process.memoryUsage.rss()) / 1048576;
    // With --expose-gc: the live heap before and after (what the phase keeps, garbage aside).
    global.gc?.();
    const heapMb: [number, number] | undefined = global.gc ? [heapBefore / 1048576, process.memoryUsage().heapUsed / 1048576] : undefined;
    return { result, ms, baselineMb: baseline / 1048576, peakMb, cpuS: (used.user + used.system) / 1e6, mainCpuS, pgCpuS, heapMb };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The CPU part of a phase's line: this process (client, gateway and services; its main thread apart) and the
 * database backends (and the live heap, run with --expose-gc).
 */
const cpuOf = (m: Measured<unknown>) =>
  `; CPU ${fmt(m.cpuS)} s platform (main thread ${fmt(m.mainCpuS)} s) + ${fmt(m.pgCpuS)} s PostgreSQL${m.heapMb ? `; live heap ${fmt(m.heapMb[0])} → ${fmt(m.heapMb[1])} MB after GC` : ''}`;

async function main(): Promise<void> {
  const [{ ephemeralPorts, launch }, { DEMO_PASSWORD }] = await Promise.all([import('@inca/launcher'), import('@inca/demo-data')]);
  const database = await benchDatabase('inca_bench_cmp');
  const databaseUrl = database.url;
  benchDb = new URL(databaseUrl).pathname.slice(1);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-bench-cmp-'));
  let platform: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    process.env.CAMPAIGN_PROCESSING = 'off';
    platform = await launch({
      dataDir,
      databaseUrl,
      ports: ephemeralPorts(),
      production: true,
      seedDemo: true,
      warehouseCustomers: 20_000,
    });
    const { gatewayUrl } = platform;
    const pool = platform.services['campaign-management'].pool;

    // Synthetic campaigns (company 022 and 024 alternately) and the configured parameters of the first ones.
    let started = Date.now();
    await pool.query(
      `INSERT INTO ${S}.campaigns (itc_company_campaign_code, campaign_code, campaign_description, campaign_start_date, campaign_end_date, campaign_status, campaign_status_inca, minimum_amount)
       SELECT CASE WHEN g % 2 = 0 THEN '022' ELSE '024' END, 'BENCH' || lpad(g::text, 7, '0'), 'Campaña de carga ' || g,
              current_date - (g % 700), current_date - (g % 700) + 30, 'ACTIVA', 1 + g % 3, (g % 5) * 5000
         FROM generate_series(1, $1::int) g`,
      [CAMPAIGNS],
    );
    const { rows: members } = await pool.query<{ grp: number; variable: number; code: string }>(
      `SELECT d.id_variable_group AS grp, v.id_variable AS variable, v.variable_code AS code FROM ${S}.variable_group_details d
         JOIN ${S}.variables v USING (id_variable) JOIN ${S}.variable_groups g USING (id_variable_group)
        WHERE g.variable_group_priority IN (2, 3) AND v.variable_code IN ('CATEGORIA', 'MARCA', 'MONTO_COMPRA', 'TIPO_DESCUENTO', 'CANAL_VENTA')`,
    );
    const perCampaign = members.length;
    const configured = Math.ceil(PARAMS / perCampaign);
    await pool.query(
      `INSERT INTO ${S}.campaign_variable_groups (id_campaign, id_variable_group)
       SELECT c.id_campaign, g.id_variable_group FROM (SELECT id_campaign FROM ${S}.campaigns WHERE campaign_code LIKE 'BENCH%' ORDER BY id_campaign LIMIT $1) c
       CROSS JOIN ${S}.variable_groups g WHERE g.variable_group_priority IN (2, 3)`,
      [configured],
    );
    const value = (code: string) =>
      code === 'CATEGORIA'
        ? `'["TECNOLOGIA", "BELLEZA"]'::jsonb, NULL, NULL, NULL`
        : code === 'MARCA'
          ? `'["ANDINA"]'::jsonb, NULL, NULL, NULL`
          : code === 'CANAL_VENTA'
            ? `'["WEB", "APP"]'::jsonb, NULL, NULL, NULL`
            : code === 'MONTO_COMPRA'
              ? `'[]'::jsonb, NULL, 1000, 300000`
              : `'[]'::jsonb, 'PORCENTAJE', NULL, NULL`;
    for (const m of members) {
      await pool.query(
        `INSERT INTO ${S}.campaign_params (id_campaign, id_variable_group, id_variable, configuration_items, configuration_value, configuration_range_start, configuration_range_end)
         SELECT id_campaign, $2, $3, ${value(m.code)} FROM (SELECT id_campaign FROM ${S}.campaigns WHERE campaign_code LIKE 'BENCH%' ORDER BY id_campaign LIMIT $1) c`,
        [configured, m.grp, m.variable],
      );
    }
    await pool.query(`ANALYZE ${S}.campaigns; ANALYZE ${S}.campaign_params; ANALYZE ${S}.campaign_variable_groups`);
    const paramCount = Number((await pool.query(`SELECT count(*) AS n FROM ${S}.campaign_params`)).rows[0].n);
    const total = Number((await pool.query(`SELECT count(*) AS n FROM ${S}.campaigns`)).rows[0].n);
    console.log(`${total} campaigns and ${paramCount} campaign parameters ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const login = await fetch(`${gatewayUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@corp.demo', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const gql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
      const r = await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const json = (await r.json()) as { data?: T; errors?: unknown };
      if (json.errors || !json.data) throw new Error(JSON.stringify(json.errors).slice(0, 300));
      return json.data;
    };
    const link = async (input: Record<string, unknown>) =>
      gatewayUrl +
      (
        await gql<{ campaignFileLink: { url: string } }>('mutation($i: CampaignFileInput!) { campaignFileLink(input: $i) { url } }', {
          i: input,
        })
      ).campaignFileLink.url;

    // Rules spreadsheet: every configured rule of every campaign (the admin's scope), downloaded then uploaded back.
    // The first round runs in a cold process (V8 compiles the reader, writer and routes as they run): it is
    // printed, then BENCH_XLSX_ROUNDS more rounds measure the service as it runs once warm; their medians count.
    const rulesRound = async (label: string) => {
      const down = await withRss(async () => {
        const r = await fetch(await link({ file: 'RULES_XLSX' }));
        if (!r.ok) throw new Error(`download: HTTP ${r.status}`);
        return Buffer.from(await r.arrayBuffer());
      });
      const { default: ExcelJS } = await import('exceljs');
      let sheetRows = 0;
      const reader = new ExcelJS.stream.xlsx.WorkbookReader((await import('node:stream')).Readable.from([down.result]), {
        sharedStrings: 'cache',
        styles: 'ignore',
        worksheets: 'emit',
        hyperlinks: 'ignore',
      });
      for await (const sheet of reader) for await (const row of sheet as AsyncIterable<{ number: number }>) if (row.number > 1) sheetRows++;
      const downRate = sheetRows / (down.ms / 1000);
      console.log(
        `rules xlsx download (${label}): ${sheetRows} rows, ${(down.result.length / 1048576).toFixed(1)} MB in ${fmt(down.ms / 1000)} s (${fmt(downRate)} rows/s); platform RSS ${fmt(down.baselineMb)} MB → peak ${fmt(down.peakMb)} MB${cpuOf(down)}`,
      );
      const up = await withRss(async () => {
        const r = await fetch(await link({ file: 'RULES_UPLOAD', fileName: 'reglas_bench.xlsx' }), {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream' },
          body: down.result,
        });
        const text = await r.text();
        // 200: every row applied; 400: some refused (seeded campaigns that are no longer editable), with the result file.
        if (r.status !== 200 && r.status !== 400) throw new Error(`upload: HTTP ${r.status} ${text.slice(0, 300)}`);
        const lines = text.split('\r\n');
        // A refused file (a 400 without the result file) has no rows to count: a rate of 0 would hide why.
        if (!lines.some((l) => l.includes('ACEPTADA') || l.includes('RECHAZADA')))
          throw new Error(`upload: HTTP ${r.status} ${text.slice(0, 300)}`);
        return {
          applied: lines.filter((l) => l.includes('ACEPTADA')).length,
          refused: lines.filter((l) => l.includes('RECHAZADA')).length,
        };
      });
      const upRate = (up.result.applied + up.result.refused) / (up.ms / 1000);
      console.log(
        `rules xlsx upload (${label}): ${up.result.applied + up.result.refused} rows read, ${up.result.applied} applied, ${up.result.refused} refused (seeded read-only campaigns) in ${fmt(up.ms / 1000)} s (${fmt(upRate)} rows/s); platform RSS ${fmt(up.baselineMb)} MB → peak ${fmt(up.peakMb)} MB${cpuOf(up)}`,
      );
      return { downRate, upRate, peakMb: Math.max(down.peakMb, up.peakMb) };
    };
    const rulesPart = async () => {
      const cold = await rulesRound('cold process');
      const warm: { downRate: number; upRate: number; peakMb: number }[] = [];
      for (let i = 1; i <= XLSX_ROUNDS; i++) warm.push(await rulesRound(`warm ${i}/${XLSX_ROUNDS}`));
      const med = (values: number[]) => summarize(values).p50;
      const result =
        XLSX_ROUNDS > 0
          ? {
              downRate: med(warm.map((w) => w.downRate)),
              upRate: med(warm.map((w) => w.upRate)),
              peakMb: Math.max(cold.peakMb, ...warm.map((w) => w.peakMb)),
            }
          : cold;
      console.log(
        `rules xlsx: cold process ${fmt(cold.downRate)} rows/s down, ${fmt(cold.upRate)} rows/s up; warm medians ${fmt(result.downRate)} down, ${fmt(result.upRate)} up`,
      );
      return { ...result, cold };
    };
    const rules = ONLY === 'items' ? { downRate: NaN, upRate: NaN, peakMb: NaN, cold: { downRate: NaN, upRate: NaN } } : await rulesPart();
    const { downRate, upRate } = rules;

    // Items list CSV of a table parameter.
    const { rows: table } = await pool.query<{ grp: number; variable: number; id: number }>(
      `SELECT d.id_variable_group AS grp, d.id_variable AS variable, c.id_campaign AS id FROM ${S}.variable_group_details d JOIN ${S}.variables v USING (id_variable)
         JOIN ${S}.campaign_variable_groups c ON c.id_variable_group = d.id_variable_group
        WHERE v.variable_code = 'LISTA_SKU' AND c.id_campaign = (SELECT min(id_campaign) FROM ${S}.campaigns WHERE campaign_code LIKE 'BENCH%') LIMIT 1`,
    );
    // The file as 64 KiB pieces, made before the clock starts and sent one by one: the platform runs in
    // this process, and a whole-file body (fetch copies a string body into one buffer) would count in
    // the RSS measured for the platform's upload.
    const csvPieces: Uint8Array[] = [];
    {
      const encoder = new TextEncoder();
      let text = 'items\r\n';
      for (let i = 1; i <= ITEMS; i++) {
        text += `SKU${i}\r\n`;
        if (text.length >= 65_536 || i === ITEMS) {
          csvPieces.push(encoder.encode(text));
          text = '';
        }
      }
    }
    const csvBytes = csvPieces.reduce((sum, piece) => sum + piece.length, 0);
    const csvBody = () => {
      let next = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (next < csvPieces.length) controller.enqueue(csvPieces[next++]!);
          else controller.close();
        },
      });
    };
    const items = await withRss(async () => {
      const target = table[0]!;
      const r = await fetch(
        await link({
          file: 'PARAM_LIST_UPLOAD',
          campaignId: String(target.id),
          groupId: String(target.grp),
          variableId: String(target.variable),
          fileName: 'items.csv',
        }),
        {
          method: 'POST',
          headers: { 'content-type': 'text/csv' },
          body: csvBody(),
          duplex: 'half',
        },
      );
      const body = (await r.json()) as { data?: { items: number } };
      if (r.status !== 200 || body.data?.items !== ITEMS) throw new Error(`items: HTTP ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
      return body.data.items;
    });
    const itemsRate = items.result / (items.ms / 1000);
    console.log(
      `items CSV upload: ${items.result} items (${(csvBytes / 1048576).toFixed(1)} MB) in ${fmt(items.ms / 1000)} s (${fmt(itemsRate)} rows/s); platform RSS ${fmt(items.baselineMb)} MB → peak ${fmt(items.peakMb)} MB${cpuOf(items)}`,
    );

    // The campaign list page through the gateway vs the same page as hand-written SQL.
    let ratio = NaN;
    if (ONLY === '') {
      const page = () => gql<{ campaigns: { nodes: unknown[] } }>(PAGE, { p: 1 });
      // The same page as hand-written SQL: the ten rows and the total, then their groups.
      const raw = () =>
        pool.query(
          `WITH page AS (SELECT c.*, count(*) OVER () AS total_rows FROM ${S}.campaigns c ORDER BY c.campaign_start_date DESC, c.id_campaign DESC LIMIT 10)
           SELECT p.*, (SELECT json_agg(json_build_object('id', g.id_variable_group, 'name', g.variable_group_name, 'priority', g.variable_group_priority))
             FROM ${S}.campaign_variable_groups cg JOIN ${S}.variable_groups g USING (id_variable_group) WHERE cg.id_campaign = p.id_campaign) AS groups
           FROM page p ORDER BY p.campaign_start_date DESC, p.id_campaign DESC`,
        );
      for (let i = 0; i < 10; i++) {
        await page();
        await raw();
      }
      const samples = { page: [] as number[], raw: [] as number[] };
      for (let round = 0; round < ROUNDS; round++) {
        for (let i = 0; i < PER_ROUND; i++) {
          let t = performance.now();
          await page();
          samples.page.push(performance.now() - t);
          t = performance.now();
          await raw();
          samples.raw.push(performance.now() - t);
        }
      }
      const p = summarize(samples.page);
      const r = summarize(samples.raw);
      ratio = p.p50 / r.p50;
      console.log(
        `campaign list page (10 rows of ${total}): gateway p50 ${fmt(p.p50)} ms p95 ${fmt(p.p95)} ms; hand-written SQL p50 ${fmt(r.p50)} ms; ratio ${fmt(ratio)}`,
      );
    }
    started = Date.now();
    console.log(
      `rules_xlsx_download_rows_per_s=${Math.round(downRate)} rules_xlsx_upload_rows_per_s=${Math.round(upRate)} rules_xlsx_cold_download_rows_per_s=${Math.round(rules.cold.downRate)} rules_xlsx_cold_upload_rows_per_s=${Math.round(rules.cold.upRate)} rules_xlsx_peak_rss_mb=${fmt(rules.peakMb)}`,
    );
    console.log(
      `rules_xlsx_rows_per_s=${Math.round(Math.min(downRate, upRate))} items_csv_rows_per_s=${Math.round(itemsRate)} campaigns_page_ratio=${fmt(ratio)}`,
    );
  } finally {
    await platform?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
