/**
 * `npm run bench:load`: USERS simulated people (default 50) sign in and browse the segment list for
 * DURATION seconds (default 60) against the platform on its embedded defaults (PGlite, DuckDB),
 * started in a temporary folder — the same parts `npm start` runs. Each person: signs in, then in a
 * loop opens list pages, filters by name and type, and once runs a preview. Localhost only, bounded
 * in users and time. Reports throughput, p50/p99 per kind and every error.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ephemeralPorts, launch } from '@inca/launcher';
import { DEMO_PASSWORD, DEMO_USERS } from '@inca/demo-data';
import { fmt, percentile } from './stats.ts';

const USERS = Math.min(200, Number(process.env.LOAD_USERS ?? 50));
const DURATION_S = Math.min(600, Number(process.env.LOAD_SECONDS ?? 60));
const CUSTOMERS = Number(process.env.WAREHOUSE_CUSTOMERS ?? 1_000_000);

const LIST = `query SegmentList($filter: SegmentFilter, $page: Int) { segments(filter: $filter, page: $page, pageSize: 10) {
  totalCount nodes { code name type { label } ownerCompany { code alias } createdDate lastProcessDate uniqueUsers numAudiences shared requested
  canEdit canShare canDelete canDuplicate editVisible } } }`;
const PREVIEW = `mutation Preview($input: SegmentPreviewInput!) { previewSegment(input: $input) { previewId uniqueUsers uniqueUsersWithContact } }`;
const NAMES = ['clientes', 'electronica', 'Santiago', 'premium', 'inactivos', 'vestuario'];

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-bench-load-'));
const platform = await launch({ dataDir, databaseUrl: process.env.DATABASE_URL, ports: ephemeralPorts(), production: true, seedDemo: true, warehouseCustomers: CUSTOMERS });
const samples: Record<string, number[]> = { login: [], page: [], filter: [], preview: [] };
const errors: string[] = [];
let selection: (n: number) => unknown[] = () => [];

async function call(kind: string, url: string, init: RequestInit): Promise<unknown> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
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
  const warm = (await (await fetch(`${platform.gatewayUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'analyst@retail.demo', password: DEMO_PASSWORD }) })).json()) as { token: string };
  const ask = async (query: string, variables: Record<string, unknown> = {}) =>
    (await (
      await fetch(`${platform.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${warm.token}` },
        body: JSON.stringify({ query, variables }),
      })
    ).json()) as { data: Record<string, unknown> };
  type Attr = { id: number; type: string; dependent: unknown[]; requiredAnd: unknown[]; requiredOr: unknown[]; options: { value: string }[] };
  const catalogue = (await ask('{ segmentCatalogue(companyCode: "022") { categories { attributes { id type dependent { attributeId } requiredAnd requiredOr options { value } } } } }')).data
    .segmentCatalogue as { categories: { attributes: Attr[] }[] };
  const free = catalogue.categories[0]!.attributes.filter((a) => !a.dependent.length && !a.requiredAnd.length && !a.requiredOr.length);
  const toggle = free.find((a) => a.type === 'BOOLEAN')!;
  const choice = free.find((a) => a.type === 'MULTI_SELECT')!;
  selection = (n) => [{ id: toggle.id, value: '1' }, { id: choice.id, values: [choice.options[n % choice.options.length]!.value] }];
  await ask(PREVIEW, { input: { companyCode: '022', attributes: selection(0) } });

  const deadline = Date.now() + DURATION_S * 1000;
  const person = async (n: number) => {
    const user = DEMO_USERS[n % DEMO_USERS.length]!;
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
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: USERS }, (_, n) => person(n)));
  const seconds = (performance.now() - started) / 1000;
  const all = Object.values(samples).flat().sort((a, b) => a - b);
  console.log(`${USERS} people for ${DURATION_S} s against the embedded platform (${CUSTOMERS.toLocaleString('en-US')} customers)`);
  for (const [kind, values] of Object.entries(samples)) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`  ${kind.padEnd(8)} n=${String(sorted.length).padStart(6)}  p50 ${fmt(percentile(sorted, 50)).padStart(8)} ms  p99 ${fmt(percentile(sorted, 99)).padStart(8)} ms`);
  }
  for (const e of [...new Set(errors)].slice(0, 10)) console.log(`  error: ${e}`);
  console.log(`load_rps=${(all.length / seconds).toFixed(1)} p99_ms=${percentile(all, 99).toFixed(1)} errors=${errors.length}`);
} finally {
  await platform.stop();
  await rm(dataDir, { recursive: true, force: true });
}
