/**
 * `npm run bench:gateway`: p50 latency and throughput of `viewer` through the gateway and
 * directly against the audience subgraph, measured side by side in one run (interleaved rounds),
 * on the embedded defaults (embedded PostgreSQL in a temporary folder) or DATABASE_URL, after
 * BENCH_WARMUP requests to each (default 1,000) that are not counted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ephemeralPorts, launch } from '@inca/launcher';
import { DEMO_PASSWORD } from '@inca/demo-data';
import { fmt, summarize, throughput } from './stats.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PER_ROUND = Number(process.env.BENCH_PER_ROUND ?? 50);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1000);
const QUERY = '{ viewer { email name roles isRetailAnalyst company { code name alias domain } accessibleCompanies { code name alias } } }';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-bench-'));
const platform = await launch({
  dataDir,
  databaseUrl: process.env.DATABASE_URL,
  ports: ephemeralPorts(),
  production: true,
  seedDemo: true,
});
try {
  const login = await fetch(`${platform.gatewayUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'steward@corp.demo', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const body = JSON.stringify({ query: QUERY });
  const targets = {
    gateway: { url: `${platform.gatewayUrl}/graphql`, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } },
    subgraph: {
      url: platform.subgraphs.audience.url,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-gateway-secret': platform.gatewaySecret },
    },
  };
  const call = async (target: keyof typeof targets) => {
    const response = await fetch(targets[target].url, { method: 'POST', headers: targets[target].headers, body });
    const json = (await response.json()) as { errors?: unknown };
    if (!response.ok || json.errors) throw new Error(`${target}: ${JSON.stringify(json)}`);
  };
  // Warm-up, not counted: the gateway's code (Apollo, the query planner's execution, undici) reaches
  // its steady speed only after some hundreds of requests, as V8 optimizes it.
  for (let i = 0; i < WARMUP; i++) {
    await call('gateway');
    await call('subgraph');
  }
  const samples: Record<keyof typeof targets, number[]> = { gateway: [], subgraph: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of (round % 2 ? ['subgraph', 'gateway'] : ['gateway', 'subgraph']) as (keyof typeof targets)[]) {
      for (let i = 0; i < PER_ROUND; i++) {
        const start = performance.now();
        await call(target);
        samples[target].push(performance.now() - start);
      }
    }
  }
  const rps = {
    subgraph: await throughput(() => call('subgraph'), ROUNDS * PER_ROUND, CONCURRENCY),
    gateway: await throughput(() => call('gateway'), ROUNDS * PER_ROUND, CONCURRENCY),
  };
  const g = summarize(samples.gateway);
  const s = summarize(samples.subgraph);
  console.log(`viewer query, ${g.n} sequential requests each (interleaved), throughput at concurrency ${CONCURRENCY}`);
  console.log('target      p50 ms   p95 ms   mean ms   req/s');
  console.log(
    `gateway   ${fmt(g.p50).padStart(8)} ${fmt(g.p95).padStart(8)} ${fmt(g.mean).padStart(9)} ${fmt(rps.gateway, 0).padStart(7)}`,
  );
  console.log(
    `subgraph  ${fmt(s.p50).padStart(8)} ${fmt(s.p95).padStart(8)} ${fmt(s.mean).padStart(9)} ${fmt(rps.subgraph, 0).padStart(7)}`,
  );
  console.log(`gateway_overhead_p50_ms=${fmt(g.p50 - s.p50)} ratio=${fmt(g.p50 / s.p50)}`);
} finally {
  await platform.stop();
  await rm(dataDir, { recursive: true, force: true });
}
