/**
 * `npm run bench:images`: the audience images gallery and the generation path, on the embedded simulators and the
 * machine's PostgreSQL (a fresh database, dropped at the end).
 *
 * - Generation: BENCH_GENERATIONS requests (default 3) of 4 images of 1024×1024 through the gateway (mutation →
 *   pg-boss job → Vertex simulator → storage → DONE, polled every 50 ms), and the simulator's predict call alone.
 * - Gallery page: the first page (12 images) as the browser loads it — the GraphQL page plus its 12 images through
 *   the gateway's /files (session → service authorization → storage) — against reading the same 12 files from disk,
 *   BENCH_ROUNDS rounds (default 20), interleaved. ratio = gateway p50 / direct p50.
 *
 * Last line: `gallery_p50_ms=<x> ratio=<y>`.
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchDatabase } from './database.ts';
import { fmt, summarize } from './stats.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const GENERATIONS = Number(process.env.BENCH_GENERATIONS ?? 3);

const GALLERY =
  'query($c: String!, $a: ID!) { audienceImages(companyCode: $c, audienceId: $a) { total items { id url filename companyCode } } }';

type Gql<T> = { data?: T; errors?: { message: string }[] };

async function main(): Promise<void> {
  const [{ ephemeralPorts, launch }, { DEMO_PASSWORD }] = await Promise.all([import('@inca/launcher'), import('@inca/demo-data')]);
  const database = await benchDatabase('inca_bench_img');
  const databaseUrl = database.url;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-bench-img-'));
  process.env.PUBLISHING = 'off';
  process.env.IMAGES_DIR = path.join(dataDir, 'images');
  let platform: Awaited<ReturnType<typeof launch>> | undefined;
  try {
    platform = await launch({
      dataDir,
      databaseUrl,
      ports: ephemeralPorts(),
      production: true,
      seedDemo: true,
      warehouseCustomers: 20_000,
      simulatorsPort: 0,
      simulatorsMatchDelayMs: 0,
    });
    const { gatewayUrl, simulatorsUrl } = platform;
    const login = await fetch(`${gatewayUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'analyst@retail.demo', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const gql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
      const r = await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await r.json()) as Gql<T>;
      if (body.errors?.length || !body.data) throw new Error(`GraphQL: ${body.errors?.[0]?.message ?? r.status}`);
      return body.data;
    };
    const audience = (
      await gql<{ audiences: { nodes: { id: string }[] } }>(
        '{ audiences(filter: { companyCodes: ["022"] }, pageSize: 1) { nodes { id } } }',
      )
    ).audiences.nodes[0]!;

    // Generation through the whole path, then the simulator alone.
    const generation: number[] = [];
    const imageIds: string[] = [];
    for (let i = 0; i < Math.max(3, GENERATIONS); i += 1) {
      const started = performance.now();
      const { generateAudienceImages } = await gql<{ generateAudienceImages: { id: string } }>(
        'mutation($i: GenerateAudienceImagesInput!) { generateAudienceImages(input: $i) { id } }',
        { i: { audienceId: audience.id, companyCode: '022', description: `un paisaje de montaña número ${i + 1} al atardecer` } },
      );
      for (;;) {
        const { imageGeneration } = await gql<{ imageGeneration: { state: string; images: { id: string }[] } }>(
          'query($id: ID!) { imageGeneration(id: $id) { state images { id } } }',
          {
            id: generateAudienceImages.id,
          },
        );
        if (imageGeneration.state === 'DONE') {
          imageIds.push(...imageGeneration.images.map((x) => x.id));
          break;
        }
        if (imageGeneration.state === 'FAILED') throw new Error('generation failed');
        await new Promise((r) => setTimeout(r, 50));
      }
      if (i < GENERATIONS) generation.push(performance.now() - started);
    }
    const simulator: number[] = [];
    for (let i = 0; i < GENERATIONS; i += 1) {
      const started = performance.now();
      const r = await fetch(
        `${simulatorsUrl}/vertex/v1/projects/bench/locations/us-central1/publishers/google/models/imagen-3.0-generate-002:predict`,
        {
          method: 'POST',
          headers: { authorization: 'Bearer bench', 'content-type': 'application/json' },
          body: JSON.stringify({
            instances: [{ prompt: `un paisaje de montaña número ${i + 1} al atardecer` }],
            parameters: { sampleCount: 4, aspectRatio: '1:1' },
          }),
        },
      );
      await r.json();
      simulator.push(performance.now() - started);
    }
    for (const id of imageIds.slice(0, 12)) {
      await gql(
        'mutation($a: ID!, $i: ID!) { setAudienceImageState(companyCode: "022", audienceId: $a, imageId: $i, state: SELECTED) { id } }',
        { a: audience.id, i: id },
      );
    }

    // Gallery: through the gateway vs the same files read from disk.
    const throughGateway = async () => {
      const { audienceImages } = await gql<{ audienceImages: { items: { url: string; filename: string; companyCode: string }[] } }>(
        GALLERY,
        { c: '022', a: audience.id },
      );
      if (audienceImages.items.length !== 12) throw new Error(`gallery has ${audienceImages.items.length} images`);
      const sizes = await Promise.all(
        audienceImages.items.map(async (item) => {
          const r = await fetch(`${gatewayUrl}${item.url}`, { headers: auth });
          if (!r.ok) throw new Error(`image ${r.status}`);
          return (await r.arrayBuffer()).byteLength;
        }),
      );
      return { items: audienceImages.items, bytes: sizes.reduce((a, b) => a + b, 0) };
    };
    const { items, bytes } = await throughGateway();
    const files = items.map((i) => path.join(process.env.IMAGES_DIR!, i.companyCode, i.filename));
    const direct = async () => (await Promise.all(files.map((f) => readFile(f)))).reduce((a, b) => a + b.length, 0);
    if ((await direct()) !== bytes) throw new Error('the gateway answered other bytes than the files hold');
    const samples = { gateway: [] as number[], direct: [] as number[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [key, run] of (round % 2
        ? [
            ['direct', direct],
            ['gateway', throughGateway],
          ]
        : [
            ['gateway', throughGateway],
            ['direct', direct],
          ]) as [keyof typeof samples, () => Promise<unknown>][]) {
        const started = performance.now();
        await run();
        samples[key].push(performance.now() - started);
      }
    }
    const g = summarize(samples.gateway);
    const d = summarize(samples.direct);
    const gen = summarize(generation);
    const sim = summarize(simulator);
    console.log(
      `generation of 4 images 1024×1024, ${GENERATIONS} requests: through the gateway and the queue p50 ${fmt(gen.p50)} ms (p95 ${fmt(gen.p95)}), simulator alone p50 ${fmt(sim.p50)} ms`,
    );
    console.log(`gallery page of 12 images (${(bytes / 1024).toFixed(0)} KB), ${ROUNDS} rounds interleaved`);
    console.log('case        p50 ms   p95 ms   mean ms');
    for (const [key, t] of [
      ['gateway', g],
      ['direct', d],
    ] as const)
      console.log(`${key.padEnd(10)} ${fmt(t.p50).padStart(7)} ${fmt(t.p95).padStart(8)} ${fmt(t.mean).padStart(9)}`);
    console.log(`generation_p50_ms=${fmt(gen.p50)} simulator_p50_ms=${fmt(sim.p50)}`);
    console.log(`gallery_p50_ms=${fmt(g.p50)} ratio=${fmt(g.p50 / d.p50)}`);
  } finally {
    await platform?.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
