import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ephemeralPorts, launch } from '@inca/launcher';
import { DEMO_PASSWORD } from '@inca/demo-data';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dataDir: string;

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signIn(gatewayUrl: string) {
  const response = await fetch(`${gatewayUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'analyst@brand.demo', password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function viewerEmail(gatewayUrl: string, token: string) {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ viewer { email company { code } } }' }),
  });
  return ((await response.json()) as { data?: { viewer: { email: string } } }).data?.viewer.email;
}

describe('embedded defaults (PGlite)', () => {
  it('runs on PGlite under the data folder, and data and sessions survive a restart', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-embedded-'));
    // A data folder another user could read is closed at start.
    await chmod(dataDir, 0o755);
    const first = await launch({ dataDir, ports: ephemeralPorts(), production: true, seedDemo: true });
    let token: string;
    try {
      // Reached through a socket inside the data folder only: no TCP port for other local users.
      expect(first.databaseUrl).toBe(`postgres://postgres@localhost/postgres?host=${encodeURIComponent(path.join(dataDir, 'run'))}`);
      const mode = async (file: string) => (await stat(path.join(dataDir, file))).mode & 0o777;
      expect(await mode('.')).toBe(0o700);
      expect(await mode('run')).toBe(0o700);
      expect(await mode('run/.s.PGSQL.5432')).toBe(0o600);
      // Parameterized statements of several connections side by side, each with its own parameters
      // (pglite-socket interleaved their messages: see runExtendedQueriesWhole).
      const pool = first.services['audience-management'].pool;
      // A large parameter (a segment's stored evaluation, say) reaches the socket in several pieces:
      // the others' statements came between its Parse and its Bind.
      const large = 'x'.repeat(300_000);
      const statement = (i: number) =>
        i % 3 === 0
          ? pool.query<{ n: number }>('SELECT length($1::text) - 300000 + $2::int + $3::int AS n', [large, i, 1])
          : i % 3 === 1
            ? pool.query<{ n: number }>('SELECT $1::int + $2::int AS n', [i, 1])
            : pool.query<{ n: number }>('SELECT $1::int + 1 AS n', [i]);
      const sums = await Promise.allSettled(Array.from({ length: 150 }, (_, i) => statement(i)));
      expect(sums.map((r) => (r.status === 'fulfilled' ? r.value.rows[0]!.n : String(r.reason)))).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
      token = await signIn(first.gatewayUrl);
      expect(await viewerEmail(first.gatewayUrl, token)).toBe('analyst@brand.demo');
    } finally {
      await first.stop();
    }
    expect((await stat(path.join(dataDir, 'pglite'))).isDirectory()).toBe(true);

    const second = await launch({ dataDir, ports: ephemeralPorts(), production: true, seedDemo: true });
    try {
      // Same signing key and same database: the earlier session token is still valid.
      expect(await viewerEmail(second.gatewayUrl, token)).toBe('analyst@brand.demo');
      expect(second.gatewaySecret).toBe(first.gatewaySecret);
    } finally {
      await second.stop();
    }
  });

  it('a bad configuration value stops start with a clear message', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'launcher/src/main.ts')], {
      cwd: ROOT,
      env: { ...process.env, PORT: 'cuatro-mil', DATABASE_URL: 'not a url' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Configuración inválida');
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('DATABASE_URL');
  });
});
