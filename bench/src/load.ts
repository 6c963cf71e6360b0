/**
 * `npm run bench:load`: USERS simulated people (default 50) work at once for DURATION seconds (default
 * 60) against the platform on its embedded defaults (embedded PostgreSQL, DuckDB; or DATABASE_URL),
 * started in a temporary folder in a process of its own (bench/src/loadPlatform.ts) — the load
 * generator never shares the platform's event loop. The mix is a team's: everyone signs in, opens
 * segment list pages and filters, and runs one preview; one person in ten also downloads the audience
 * list (lista_audiencias.xlsx), one in ten downloads the campaign rules spreadsheet and uploads it back
 * unchanged, one in ten resends an audience (a publishing run to the simulators). Localhost only,
 * bounded in people and time. Reports p50/p99 and errors per kind; the last line's p99 is that of the
 * list pages and filters (what a person waits on while the others' heavy work runs).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { DEMO_PASSWORD, DEMO_USERS } from '@inca/demo-data';
import { fmt, percentile } from './stats.ts';

const USERS = Math.min(200, Number(process.env.LOAD_USERS ?? 50));
const DURATION_S = Math.min(600, Number(process.env.LOAD_SECONDS ?? 60));
const CUSTOMERS = Number(process.env.WAREHOUSE_CUSTOMERS ?? 1_000_000);
/** bench:load's figures on PGlite, which serves one session at a time (2026-11-26, same 2-core machine kind, list and filter mix): the reference the printed ratio is against. */
const PGLITE_RECORDED = { rps: 24.6, p99: 4982.8 };
const ROOT = path.resolve(import.meta.dirname, '../..');

const LIST = `query SegmentList($filter: SegmentFilter, $page: Int) { segments(filter: $filter, page: $page, pageSize: 10) {
  totalCount nodes { code name type { label } ownerCompany { code alias } createdDate lastProcessDate uniqueUsers numAudiences shared requested
  canEdit canShare canDelete canDuplicate editVisible } } }`;
const PREVIEW = `mutation Preview($input: SegmentPreviewInput!) { previewSegment(input: $input) { previewId uniqueUsers uniqueUsersWithContact } }`;
const RESEND = `mutation Resend($id: ID!) { resendAudience(id: $id) { message } }`;
const NAMES = ['clientes', 'electronica', 'Santiago', 'premium', 'inactivos', 'vestuario'];

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-bench-load-'));
const child = spawn(process.execPath, [path.join(ROOT, 'launcher/run.mjs'), path.join(ROOT, 'bench/src/loadPlatform.ts')], {
  cwd: ROOT,
  env: { ...process.env, DATA_DIR: dataDir, WAREHOUSE_CUSTOMERS: String(CUSTOMERS), PUBLISH_DISPATCH_MS: '1000' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const platform = await new Promise<{ gatewayUrl: string; services: Record<string, string> }>((resolve, reject) => {
  const lines = createInterface({ input: child.stdout! });
  lines.on('line', (line) => {
    if (line.startsWith('{')) resolve(JSON.parse(line));
  });
  child.once('exit', (code) => reject(new Error(`the platform stopped (${code})`)));
});
const samples: Record<string, number[]> = { login: [], page: [], filter: [], preview: [], export: [], rules: [], publish: [] };
const errors: string[] = [];
let selection: (n: number) => unknown[] = () => [];
const resendable: string[] = [];

async function call(kind: string, url: string, init: RequestInit, as: 'json' | 'bytes' = 'json'): Promise<unknown> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
    if (as === 'bytes') {
      const bytes = Buffer.from(await response.arrayBuffer());
      // The rules upload answers its result file with 400 when some rows were refused (§7): an answer, not a failure.
      const resultFile = response.status === 400 && (response.headers.get('content-type') ?? '').startsWith('text/csv');
      if (!response.ok && !resultFile) throw new Error(`${response.status} ${bytes.toString('utf8').slice(0, 200)}`);
      samples[kind]!.push(performance.now() - started);
      return bytes;
    }
    const body = (await response.json()) as { errors?: { message: string }[] };
    if (!response.ok || body.errors) throw new Error(`${response.status} ${JSON.stringify(body.errors ?? body).slice(0, 200)}`);
    samples[kind]!.push(performance.now() - started);
    return body;
  } catch (error) {
    errors.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

try {
  // Two attributes from the catalogue (a switch and a multi-select), and a first preview that waits
  // for the warehouse generated in the background, outside the measured time.
  const warm = (await (
    await fetch(`${platform.gatewayUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'analyst@retail.demo', password: DEMO_PASSWORD }),
    })
  ).json()) as { token: string };
  const ask = async (query: string, variables: Record<string, unknown> = {}) =>
    (await (
      await fetch(`${platform.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${warm.token}` },
        body: JSON.stringify({ query, variables }),
      })
    ).json()) as { data: Record<string, unknown> };
  type Attr = {
    id: number;
    type: string;
    dependent: unknown[];
    requiredAnd: unknown[];
    requiredOr: unknown[];
    options: { value: string }[];
  };
  const catalogue = (
    await ask(
      '{ segmentCatalogue(companyCode: "022") { categories { attributes { id type dependent { attributeId } requiredAnd requiredOr options { value } } } } }',
    )
  ).data.segmentCatalogue as { categories: { attributes: Attr[] }[] };
  const free = catalogue.categories[0]!.attributes.filter((a) => !a.dependent.length && !a.requiredAnd.length && !a.requiredOr.length);
  const toggle = free.find((a) => a.type === 'BOOLEAN')!;
  const choice = free.find((a) => a.type === 'MULTI_SELECT')!;
  selection = (n) => [
    { id: toggle.id, value: '1' },
    { id: choice.id, values: [choice.options[n % choice.options.length]!.value] },
  ];
  await ask(PREVIEW, { input: { companyCode: '022', attributes: selection(0) } });
  // Audiences the administrator may resend (the publishing runs of the mix).
  const admin = (await (
    await fetch(`${platform.gatewayUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@corp.demo', password: DEMO_PASSWORD }),
    })
  ).json()) as { token: string };
  const listed = (await (
    await fetch(`${platform.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ query: '{ audiences(pageSize: 100) { nodes { id canResend } } }' }),
    })
  ).json()) as { data?: { audiences: { nodes: { id: string; canResend: boolean }[] } } };
  resendable.push(
    ...(listed.data?.audiences.nodes ?? [])
      .filter((a) => a.canResend)
      .map((a) => a.id)
      .slice(0, 10),
  );

  const deadline = Date.now() + DURATION_S * 1000;
  const person = async (n: number) => {
    const heavy = n % 10;
    // The rules round trip is an analyst's work, the resend an administrator's.
    const user =
      heavy === 1
        ? DEMO_USERS.find((u) => u.email === 'analyst@retail.demo')!
        : heavy === 2
          ? DEMO_USERS.find((u) => u.roles.includes('audience_admin'))!
          : DEMO_USERS[n % DEMO_USERS.length]!;
    const login = (await call('login', `${platform.gatewayUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: DEMO_PASSWORD }),
    })) as { token: string } | undefined;
    if (!login) return;
    const graphql = (kind: string, query: string, variables: Record<string, unknown>) =>
      call(kind, `${platform.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
        body: JSON.stringify({ query, variables }),
      });
    let previewed = false;
    for (let i = 0; Date.now() < deadline; i++) {
      await graphql('page', LIST, { page: 1 + (i % 4) });
      await graphql('filter', LIST, { filter: { name: NAMES[(n + i) % NAMES.length], typeIds: [2] }, page: 1 });
      if (!previewed) {
        previewed = true;
        await graphql('preview', PREVIEW, { input: { companyCode: user.companyCode, attributes: selection(n) } });
      }
      if (i % 5 !== 4) continue;
      if (heavy === 0) {
        const link = (await graphql('export', 'mutation { audienceListFileLink { url } }', {})) as
          { data?: { audienceListFileLink: { url: string } } } | undefined;
        if (link?.data) await call('export', `${platform.gatewayUrl}${link.data.audienceListFileLink.url}`, {}, 'bytes');
      } else if (heavy === 1) {
        // The case: the rules spreadsheet downloaded and uploaded back unchanged.
        const base = `${platform.services['campaign-management']}/campaign-management/campaign-params`;
        const sheet = (await call('rules', `${base}/download`, { headers: { authorization: `Bearer ${login.token}` } }, 'bytes')) as
          Buffer | undefined;
        if (sheet) {
          await call(
            'rules',
            `${base}/upload?filename=reglas.xlsx`,
            {
              method: 'POST',
              headers: { authorization: `Bearer ${login.token}`, 'content-type': 'application/octet-stream' },
              body: sheet,
            },
            'bytes',
          ).catch(() => undefined);
        }
      } else if (heavy === 2 && resendable.length > 0) {
        await graphql('publish', RESEND, { id: resendable[(n + i) % resendable.length] });
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: USERS }, (_, n) => person(n)));
  const seconds = (performance.now() - started) / 1000;
  const all = Object.values(samples).flat();
  const waited = [...samples.page!, ...samples.filter!].sort((a, b) => a - b);
  console.log(
    `${USERS} people for ${DURATION_S} s against the embedded platform (${CUSTOMERS.toLocaleString('en-US')} customers), load from a separate process`,
  );
  for (const [kind, values] of Object.entries(samples)) {
    const sorted = [...values].sort((a, b) => a - b);
    const failed = errors.filter((e) => e.startsWith(`${kind}:`)).length;
    console.log(
      `  ${kind.padEnd(8)} n=${String(sorted.length).padStart(6)}  p50 ${fmt(percentile(sorted, 50)).padStart(8)} ms  p99 ${fmt(percentile(sorted, 99)).padStart(8)} ms  errors ${failed}`,
    );
  }
  for (const e of [...new Set(errors)].slice(0, 10)) console.log(`  error: ${e}`);
  const rps = all.length / seconds;
  console.log(
    `PGlite, last recorded (lists and filters only): load_rps=${PGLITE_RECORDED.rps} p99_ms=${PGLITE_RECORDED.p99} → throughput ×${(rps / PGLITE_RECORDED.rps).toFixed(2)}`,
  );
  console.log(`load_rps=${rps.toFixed(1)} p99_ms=${percentile(waited, 99).toFixed(1)} errors=${errors.length}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
