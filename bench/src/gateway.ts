/**
 * `npm run bench:gateway`: p50 latency and throughput of `viewer` through the gateway and
 * directly against the audience subgraph, measured side by side in one run (interleaved rounds),
 * on the embedded defaults (embedded PostgreSQL in a temporary folder) or DATABASE_URL, after
 * BENCH_WARMUP requests to each (default 1,000) that are not counted. Throughput at BENCH_CONCURRENCY
 * connections is measured in BENCH_THROUGHPUT_ROUNDS interleaved rounds (default 10) of
 * BENCH_THROUGHPUT_PER_ROUND requests (default 500) per target.
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
const THROUGHPUT_ROUNDS = Number(process.env.BENCH_THROUGHPUT_ROUNDS ?? 10);
const THROUGHPUT_PER_ROUND = Number(process.env.BENCH_THROUGHPUT_PER_ROUND ?? 500);
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
  // Throughput in interleaved rounds too, alternating which goes first, as the latency above: one burst
  // each, always in the same order, left the ratio to whatever the machine did in that second.
  const seconds: Record<keyof typeof targets, number> = { gateway: 0, subgraph: 0 };
  // This process's CPU (the client, the gateway, the subgraph and its service; not PostgreSQL's).
  const cpuMicros: Record<keyof typeof targets, number> = { gateway: 0, subgraph: 0 };
  for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
    for (const target of (round % 2 ? ['gateway', 'subgraph'] : ['subgraph', 'gateway']) as (keyof typeof targets)[]) {
      const cpu = process.cpuUsage();
      seconds[target] += THROUGHPUT_PER_ROUND / (await throughput(() => call(target), THROUGHPUT_PER_ROUND, CONCURRENCY));
      const used = process.cpuUsage(cpu);
      cpuMicros[target] += used.user + used.system;
    }
  }
  const total = THROUGHPUT_ROUNDS * THROUGHPUT_PER_ROUND;
  const rps = { gateway: total / seconds.gateway, subgraph: total / seconds.subgraph };
  const g = summarize(samples.gateway);
  const s = summarize(samples.subgraph);
  console.log(
    `viewer query, ${g.n} sequential requests each (interleaved), throughput at concurrency ${CONCURRENCY} (${total} requests each in ${THROUGHPUT_ROUNDS} interleaved rounds)`,
  );
  console.log('target      p50 ms   p95 ms   mean ms   req/s');
  console.log(
    `gateway   ${fmt(g.p50).padStart(8)} ${fmt(g.p95).padStart(8)} ${fmt(g.mean).padStart(9)} ${fmt(rps.gateway, 0).padStart(7)}`,
  );
  console.log(
    `subgraph  ${fmt(s.p50).padStart(8)} ${fmt(s.p95).padStart(8)} ${fmt(s.mean).padStart(9)} ${fmt(rps.subgraph, 0).padStart(7)}`,
  );
  console.log(
    `cpu_us_per_request gateway=${fmt(cpuMicros.gateway / total, 0)} subgraph=${fmt(cpuMicros.subgraph / total, 0)} (the platform and the client in this process, at concurrency ${CONCURRENCY})`,
  );
  console.log(`throughput_ratio=${fmt(rps.gateway / rps.subgraph)}`);
  console.log(`gateway_overhead_p50_ms=${fmt(g.p50 - s.p50)} ratio=${fmt(g.p50 / s.p50)}`);
} finally {
  await platform.stop();
  await rm(dataDir, { recursive: true, force: true });
}
