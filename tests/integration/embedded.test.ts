import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
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

describe('embedded defaults (PostgreSQL from npm)', () => {
  it('runs a real PostgreSQL under the data folder, reachable through its socket only, and data and sessions survive a restart', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'inca-embedded-'));
    // A data folder another user could read is closed at start.
    await chmod(dataDir, 0o755);
    const first = await launch({ dataDir, ports: ephemeralPorts(), production: true, seedDemo: true });
    let token: string;
    try {
      // A generated password, and a socket inside the data folder: no TCP port for other local users.
      const url = new URL(first.databaseUrl);
      expect(url.searchParams.get('host')).toBe(path.join(dataDir, 'run'));
      expect(url.password).toBe((await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim());
      expect(url.password.length).toBeGreaterThanOrEqual(32);
      const mode = async (file: string) => (await stat(path.join(dataDir, file))).mode & 0o777;
      // As root, PostgreSQL runs as the system user postgres, whose group alone may pass through.
      expect(await mode('.')).toBe(process.getuid?.() === 0 ? 0o710 : 0o700);
      expect(await mode('run')).toBe(0o700);
      expect(await mode('postgres')).toBe(0o700);
      expect(await mode('postgres-password')).toBe(0o600);
      const pool = first.services['audience-management'].pool;
      const settings = await pool.query<{ name: string; setting: string }>(
        "SELECT name, setting FROM pg_settings WHERE name IN ('listen_addresses', 'server_version_num')",
      );
      const setting = Object.fromEntries(settings.rows.map((r) => [r.name, r.setting]));
      expect(setting.listen_addresses).toBe('');
      expect(Number(setting.server_version_num)).toBeGreaterThanOrEqual(180000);
      // Many sessions at once, one of them inside an open transaction: the others are not held up.
      const held = await pool.connect();
      try {
        await held.query('BEGIN');
        await held.query('SELECT 1');
        const sums = await Promise.all(Array.from({ length: 20 }, (_, i) => pool.query<{ n: number }>('SELECT $1::int + 1 AS n', [i])));
        expect(sums.map((r) => r.rows[0]!.n)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      } finally {
        await held.query('ROLLBACK');
        held.release();
      }
      token = await signIn(first.gatewayUrl);
      expect(await viewerEmail(first.gatewayUrl, token)).toBe('analyst@brand.demo');
    } finally {
      await first.stop();
    }
    expect((await stat(path.join(dataDir, 'postgres/PG_VERSION'))).isFile()).toBe(true);

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
