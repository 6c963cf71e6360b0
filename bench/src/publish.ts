/**
 * `npm run bench:publish`: an audience of every customer of a BENCH_SIZES warehouse (default 1,000,000;
 * `BENCH_SIZES=1000000,5000000` for the flat-memory check) published to the Meta simulator end to end by
 * the publishing engine (warehouse → normalize → hash → diff → upload, the same PublishingRunner the
 * workers run) on the machine's PostgreSQL (a bench database of its own, or DATABASE_URL). Per size:
 *
 * - members per second of the first run (every member new), peak RSS of the process that ran it;
 * - hashing: our per-member path (the platform normalizer and member choice, SHA-256 included) against bare
 *   `crypto.hash('sha256')` over the same e-mails in the same process (hash_ratio = ours / bare, in e-mails/s);
 * - then 1 % of the segment changes (0.5 % of the customers leave it, another 0.5 % join) and the audience
 *   runs again: the members sent (additions + removals) must equal the changed members, counted
 *   independently in DuckDB from the synthetic data's own rules.
 *
 * Each run happens in a child process (so its peak RSS is the engine's alone: the simulator keeps its
 * millions of members in a process of its own); its DuckDB file cache is capped (BENCH_DUCKDB_MEMORY,
 * default 64MB), as a worker's would be. BENCH_POSTGRES_URL (or DATABASE_URL), BENCH_CHUNK (customers per
 * warehouse read, default 20,000), BENCH_HASH_SAMPLE (e-mails compared, default 200,000). Last line:
 * `publish_members_per_s=<x> hash_ratio=<y> peak_rss_mb=<z> second_run_sent=<n>` (of the largest size).
 */
import { spawn } from 'node:child_process';
import { hash as cryptoHash, createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { PLATFORM_NODE_FLAGS } from '../../launcher/node-flags.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '1000000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const HASH_SAMPLE = Number(process.env.BENCH_HASH_SAMPLE ?? 200_000);
const CHUNK = Number(process.env.BENCH_CHUNK ?? 20_000);
/** Customers whose membership flips between the runs: leaving (id % 200 = 0) and joining (id % 200 = 100). */
const LEAVING = 'customer_id % 200 = 0';
const JOINING = 'customer_id % 200 = 100';
const ME = path.resolve(import.meta.filename);

type ChildReport = {
  size: number;
  rowsRead: number;
  firstSent: number;
  firstSeconds: number;
  secondSent: number;
  secondRemoved: number;
  secondSeconds: number;
  expectedChanged: number;
  platformMembers: number;
  expectedMembers: number;
  hashEmails: number;
  oursPerS: number;
  barePerS: number;
  peakRssMb: number;
  rssAfterFirstRunMb: number;
};

const hashOne: (value: string) => string =
  typeof cryptoHash === 'function'
    ? (value) => cryptoHash('sha256', value, 'hex')
    : (value) => createHash('sha256').update(value).digest('hex');

/** The child: one audience, two runs and the hashing comparison; prints its report as the last line. */
async function child(): Promise<void> {
  const size = Number(process.env.BENCH_SIZE);
  const databaseUrl = process.env.BENCH_DATABASE_URL!;
  const simulatorsUrl = process.env.BENCH_SIMULATORS_URL!;
  const audienceId = Number(process.env.BENCH_AUDIENCE_ID);
  const file = process.env.BENCH_WAREHOUSE_FILE!;
  const [
    { createPool },
    { Warehouse },
    { PublishingRunner },
    { createMemberReader, MEMBER_SPECS, encodeMember, contactColumnsFor },
    { segmentMembers },
    { DEMO_CATALOGUE },
  ] = await Promise.all([
    import('@inca/db'),
    import('@inca/warehouse'),
    import('@inca/svc-audience-management/publishing'),
    import('../../services/audience-management/src/publishing/members.ts'),
    import('../../services/audience-management/src/publishing/repository/segmentMembers.ts'),
    import('@inca/warehouse'),
  ]);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const pool = createPool(databaseUrl, { schema: 'audience_management', max: 4 });
  const warehouse = await Warehouse.open({ file, size });
  // The warehouse is a cache of a file: bounded, so memory does not follow the segment's size.
  await warehouse.query(`SET memory_limit = '${process.env.BENCH_DUCKDB_MEMORY ?? '64MB'}'`);
  await warehouse.query(`SET threads = 2`);
  const runner = new PublishingRunner({ pool, warehouse: async () => warehouse, simulatorsUrl, chunkSize: CHUNK });
  const timed = async () => {
    const started = performance.now();
    const outcome = await runner.run(audienceId, 'bench');
    if (outcome.kind !== 'sent' && outcome.kind !== 'nothing')
      throw new Error(`run ${outcome.kind}: ${'error' in outcome ? outcome.error : ''}`);
    return { outcome, seconds: (performance.now() - started) / 1000 };
  };

  const first = await timed();
  if (first.outcome.kind !== 'sent') throw new Error('the first run sent nothing');
  const rowsRead = Number(
    (await pool.query(`SELECT rows_read FROM audience_management.publish_runs WHERE id = $1`, [first.outcome.runId])).rows[0].rows_read,
  );
  const rssAfterFirstRunMb = process.memoryUsage().rss / 1024 / 1024;

  // Hashing: the same e-mails through our path and through bare crypto.hash, alternating, best of 5.
  const id = (t: string) => DEMO_CATALOGUE.find((a) => a.technicalName === t)!.id;
  const emails: string[] = [];
  const records: { id: number; email: string; country: string }[] = [];
  const spec = MEMBER_SPECS.fbk!.CONTACT_INFO;
  const keys = Object.values(spec.kinds);
  for await (const chunk of segmentMembers(
    warehouse,
    DEMO_CATALOGUE,
    { kind: 'attributes', selection: [{ id: id('tiene_email'), value: '1' }] },
    {
      kind: 'CONTACT_INFO',
      chunkSize: 50_000,
      columns: contactColumnsFor(keys),
    },
  )) {
    for (const r of chunk.records) {
      if (typeof r.email !== 'string') continue;
      emails.push(r.email);
      records.push(r as { id: number; email: string; country: string });
    }
    if (emails.length >= HASH_SAMPLE) break;
  }
  // Exactly the engine's per-customer work: Meta's payload values of the member keys, then the member as staged.
  const readMember = createMemberReader('meta', spec);
  let sink = 0;
  const ours = (from: number, to: number) => {
    const t = performance.now();
    for (let i = from; i < to; i += 1) {
      const outcome = readMember(records[i]!);
      if (!('reason' in outcome)) sink += encodeMember(outcome).length;
    }
    return performance.now() - t;
  };
  const bare = (from: number, to: number) => {
    const t = performance.now();
    for (let i = from; i < to; i += 1) sink += hashOne(emails[i]!).length;
    return performance.now() - t;
  };
  // The machine is shared: both sides run on the same slice of 2,000 e-mails back to back (order alternating),
  // seven passes over the whole sample, and each slice counts with its fastest time on each side.
  const SLICE = 2_000;
  const PASSES = 7;
  const slices = Math.ceil(emails.length / SLICE);
  const bestOurs = new Array<number>(slices).fill(Infinity);
  const bestBare = new Array<number>(slices).fill(Infinity);
  ours(0, Math.min(emails.length, 20_000));
  bare(0, Math.min(emails.length, 20_000));
  for (let pass = 0; pass < PASSES; pass += 1) {
    for (let k = 0; k < slices; k += 1) {
      const from = k * SLICE;
      const to = Math.min(emails.length, from + SLICE);
      if ((pass + k) % 2 === 0) {
        bestOurs[k] = Math.min(bestOurs[k]!, ours(from, to));
        bestBare[k] = Math.min(bestBare[k]!, bare(from, to));
      } else {
        bestBare[k] = Math.min(bestBare[k]!, bare(from, to));
        bestOurs[k] = Math.min(bestOurs[k]!, ours(from, to));
      }
    }
  }
  const seconds = (times: number[]) => times.reduce((a, b) => a + b, 0) / 1000;
  const oursPerS = emails.length / seconds(bestOurs);
  const barePerS = emails.length / seconds(bestBare);
  if (sink === 0) throw new Error('nothing hashed');
  const hashEmails = emails.length;
  emails.length = 0;
  records.length = 0;

  // 1 % of the segment changes: 0.5 % leave it (age out of the segment's range), 0.5 % join it.
  // The members that change, counted from the synthetic data's own rules (a usable e-mail unless it is the placeholder).
  const usable = `has_email AND hash(customer_id * 7919 + 1) % 25 <> 0`;
  const [expected] = await warehouse.query(
    `SELECT count(*) FILTER (WHERE ${LEAVING} AND ${usable}) + count(*) FILTER (WHERE ${JOINING} AND ${usable}) AS changed FROM customers`,
  );
  await warehouse.query(`UPDATE customers SET age = 17 WHERE ${LEAVING}`);
  await warehouse.query(`UPDATE customers SET age = 30 WHERE ${JOINING}`);
  const second = await timed();
  const [members] = await warehouse.query(`SELECT count(*) FILTER (WHERE ${usable}) AS n FROM customers WHERE age >= 18`);
  const simAudiences = (await (await fetch(`${simulatorsUrl}/__sim/meta/audiences`)).json()) as { id: string; memberCount: number }[];
  const externalId = (await pool.query(`SELECT external_audience_id FROM audience_management.audiences WHERE id = $1`, [audienceId]))
    .rows[0].external_audience_id;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);
  const report: ChildReport = {
    size,
    rowsRead,
    firstSent: first.outcome.sent,
    firstSeconds: first.seconds,
    secondSent: second.outcome.kind === 'sent' ? second.outcome.sent : 0,
    secondRemoved: second.outcome.kind === 'sent' ? second.outcome.removed : 0,
    secondSeconds: second.seconds,
    expectedChanged: Number(expected!.changed),
    platformMembers: simAudiences.find((a) => a.id === externalId)?.memberCount ?? -1,
    expectedMembers: Number(members!.n),
    hashEmails,
    oursPerS,
    barePerS,
    peakRssMb: peak / 1024 / 1024,
    rssAfterFirstRunMb,
  };
  warehouse.close();
  await pool.end();
  console.log(JSON.stringify(report));
}

/** Runs `node <the platform's flags> --import tsx <file> <args>` and resolves with its stdout lines (stderr passes through). */
function run(args: string[], env: Record<string, string>, onLine?: (line: string) => void): { done: Promise<string[]>; kill: () => void } {
  const proc = spawn(process.execPath, [...PLATFORM_NODE_FLAGS, '--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  createInterface({ input: proc.stdout! }).on('line', (line) => {
    lines.push(line);
    onLine?.(line);
  });
  const done = new Promise<string[]>((resolve, reject) =>
    proc.once('exit', (code, signal) =>
      code === 0 || signal === 'SIGTERM' ? resolve(lines) : reject(new Error(`${args.join(' ')} exited with ${code ?? signal}`)),
    ),
  );
  return { done, kill: () => proc.kill('SIGTERM') };
}

async function main(): Promise<void> {
  const [{ createPool, migrate }, { audienceManagement }, { DEMO_CATALOGUE }] = await Promise.all([
    import('@inca/db'),
    import('@inca/svc-audience-management'),
    import('@inca/warehouse'),
  ]);
  const { benchDatabase } = await import('./database.ts');
  const database = await benchDatabase('inca_bench_pub');
  const databaseUrl = database.url;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inca-bench-pub-'));
  let sims: ReturnType<typeof run> | undefined;
  const pool = createPool(databaseUrl, { schema: 'audience_management', max: 2 });
  const reports: ChildReport[] = [];
  try {
    await migrate(pool, 'audience_management', audienceManagement.migrationsDir);
    await audienceManagement.seedDemo?.(pool);
    let simulatorsUrl = '';
    sims = run([path.resolve(import.meta.dirname, '../../simulators/src/main.ts')], { PORT: '0', SIM_MATCH_DELAY_MS: '0' }, (line) => {
      simulatorsUrl ||= /listening on (\S+)/.exec(line)?.[1] ?? '';
    });
    for (let i = 0; !simulatorsUrl && i < 600; i++) await new Promise((r) => setTimeout(r, 100));
    if (!simulatorsUrl) throw new Error('the simulators did not start');

    // The bench audience: a demo Meta audience whose segment is every customer (age 18–90), owner without restrictions.
    const { rows } = await pool.query<{ id: string; segment_code: string; owner: string }>(
      `SELECT a.id, a.segment_code, s.owner_company_code AS owner FROM audience_management.audiences a JOIN audience_management.segments s ON s.code = a.segment_code
        WHERE a.ads_platform_code = 'fbk' AND a.audience_type_google IS NULL ORDER BY a.id LIMIT 1`,
    );
    const target = rows[0];
    if (!target) throw new Error('no demo Meta audience to publish');
    const age = DEMO_CATALOGUE.find((a) => a.technicalName === 'edad')!.id;
    await pool.query(`UPDATE audience_management.segments SET definition = $2 WHERE code = $1`, [
      target.segment_code,
      JSON.stringify({ type_name: 'SEGMENT_CONTACT', attributes: [{ id: age, value: { lower_bound: 18, upper_bound: 90 } }] }),
    ]);
    await pool.query(`DELETE FROM audience_management.company_restrictions WHERE company_code = $1`, [target.owner]);

    for (const size of SIZES) {
      // A fresh warehouse file per size, made in a process of its own (generation is not the engine's memory).
      const file = path.join(dir, `warehouse-${size}.duckdb`);
      let t = performance.now();
      await run([ME, 'prepare'], { BENCH_WAREHOUSE_FILE: file, BENCH_SIZE: String(size) }).done;
      console.log(`${size.toLocaleString('en')} customers generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      // The audience starts from nothing at the platform for each size.
      await pool.query(`DELETE FROM audience_management.publish_members WHERE audience_id = $1`, [target.id]);
      await pool.query(`UPDATE audience_management.audiences SET external_audience_id = NULL, custom_audience_name = $2 WHERE id = $1`, [
        target.id,
        `INCA_BENCH_${size}_${Date.now()}`,
      ]);
      t = performance.now();
      const lines = await run([ME, 'child'], {
        BENCH_SIZE: String(size),
        BENCH_DATABASE_URL: databaseUrl,
        BENCH_SIMULATORS_URL: simulatorsUrl,
        BENCH_AUDIENCE_ID: target.id,
        BENCH_WAREHOUSE_FILE: file,
      }).done;
      const report = JSON.parse(lines.at(-1)!) as ChildReport;
      reports.push(report);
      const perS = report.firstSent / report.firstSeconds;
      console.log(
        `${size.toLocaleString('en')} customers: first run ${report.firstSent.toLocaleString('en')} members of ${report.rowsRead.toLocaleString('en')} rows read in ${report.firstSeconds.toFixed(1)} s ` +
          `= ${Math.round(perS).toLocaleString('en')} members/s; platform holds ${report.platformMembers.toLocaleString('en')} (expected ${report.expectedMembers.toLocaleString('en')})`,
      );
      console.log(
        `  hashing ${report.hashEmails.toLocaleString('en')} e-mails: ours ${Math.round(report.oursPerS).toLocaleString('en')}/s (normalize + SHA-256 + member), bare crypto.hash ${Math.round(report.barePerS).toLocaleString('en')}/s, ratio ${(report.oursPerS / report.barePerS).toFixed(2)}`,
      );
      console.log(
        `  second run after 1 % changed: ${report.secondSent} added + ${report.secondRemoved} removed = ${report.secondSent + report.secondRemoved} sent (changed members ${report.expectedChanged}) in ${report.secondSeconds.toFixed(1)} s`,
      );
      console.log(
        `  peak RSS ${report.peakRssMb.toFixed(0)} MB (after the first run ${report.rssAfterFirstRunMb.toFixed(0)} MB); child ${((performance.now() - t) / 1000).toFixed(0)} s in all`,
      );
      await rm(file, { force: true });
    }
    if (reports.length > 1) {
      console.log(`peak RSS by size: ${reports.map((r) => `${r.size.toLocaleString('en')} → ${r.peakRssMb.toFixed(0)} MB`).join(', ')}`);
    }
    const last = reports.at(-1)!;
    const wrong = reports.filter((r) => r.secondSent + r.secondRemoved !== r.expectedChanged || r.platformMembers !== r.expectedMembers);
    if (wrong.length)
      console.log(`MISMATCH: sent or held members differ from the changed members for ${wrong.map((r) => r.size).join(', ')}`);
    console.log(
      `publish_members_per_s=${Math.round(last.firstSent / last.firstSeconds)} hash_ratio=${(last.oursPerS / last.barePerS).toFixed(2)} peak_rss_mb=${Math.round(Math.max(...reports.map((r) => r.peakRssMb)))} second_run_sent=${last.secondSent + last.secondRemoved}`,
    );
    if (wrong.length) process.exitCode = 1;
  } finally {
    sims?.kill();
    await sims?.done.catch(() => undefined);
    await pool.end();
    await rm(dir, { recursive: true, force: true });
    await database.drop();
  }
}

/** Generates the warehouse file and keeps 0.5 % of the customers out of the segment (they join before the second run). */
async function prepare(): Promise<void> {
  const { Warehouse } = await import('@inca/warehouse');
  const warehouse = await Warehouse.open({ file: process.env.BENCH_WAREHOUSE_FILE!, size: Number(process.env.BENCH_SIZE) });
  await warehouse.query(`UPDATE customers SET age = 17 WHERE ${JOINING}`);
  await warehouse.query('CHECKPOINT');
  warehouse.close();
}

const mode = process.argv[2];
await (mode === 'child' ? child() : mode === 'prepare' ? prepare() : main());
