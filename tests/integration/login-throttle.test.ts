import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayUrl } from '../src/client.ts';
import { testDirectory } from '../src/testUsers.ts';

// Accounts of this test only: the delays it provokes must not slow the demo users other tests use.
const TARGET = 'freno.cuenta@brand.demo';
const KNOWN = 'freno.conocido@brand.demo';
const OFFICE = 'freno.oficina@brand.demo';
const COLLEAGUE = 'freno.colega@brand.demo';
const FIFTH = 'freno.quinto@brand.demo';
const PASSWORD = 'clave-de-prueba-2';
let directory: Awaited<ReturnType<typeof testDirectory>>;

beforeAll(async () => {
  directory = await testDirectory();
  for (const email of [TARGET, KNOWN, OFFICE, COLLEAGUE, FIFTH])
    await directory.put({ email, name: 'Freno Prueba', companyCode: '024', roles: ['audience_user'], password: PASSWORD });
});
afterAll(() => directory.close());

const attempt = async (email: string, password: string, forwardedFor: string) => {
  const response = await fetch(`${gatewayUrl()}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: await response.text() };
};

describe('login throttling', () => {
  it('a rotating X-Forwarded-For does not get past the per-account delay', async () => {
    const results = [];
    for (let i = 0; i < 12; i++) results.push((await attempt(TARGET, `incorrecta-${i}`, `203.0.113.${i}`)).status);
    expect(results.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(results.slice(5)).toEqual([429, 429, 429, 429, 429, 429, 429]);
    // While the delay lasts, even the right password waits (for seconds, not for long).
    expect((await attempt(TARGET, PASSWORD, '198.51.100.7')).status).toBe(429);
  });

  it('answers a known and an unknown e-mail identically, throttled or not', async () => {
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < 8; i++) {
      const a = await attempt(KNOWN, 'incorrecta', '192.0.2.1');
      const b = await attempt('freno.nadie@brand.demo', 'incorrecta', '192.0.2.1');
      known.push(`${a.status} ${a.body}`);
      unknown.push(`${b.status} ${b.body}`);
    }
    expect(known).toEqual(unknown);
    expect(known[0]).toContain('Usuario o contraseña incorrectos.');
    expect(known.at(-1)).toContain('Demasiados intentos fallidos');
  });

  it('the first delay follows the fifth failure, as the README says', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt(FIFTH, `incorrecta-${i}`, '192.0.2.50')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await attempt(FIFTH, PASSWORD, '192.0.2.50')).status).toBe(429);
  });

  it('failures with made-up e-mails from an office address never keep its people from signing in', async () => {
    const office = '198.51.100.77';
    const failures = [];
    for (let i = 0; i < 60; i++) failures.push((await attempt(`freno.inventado.${i}@brand.demo`, 'incorrecta', office)).status);
    expect(failures.every((s) => s === 401)).toBe(true);
    const signIn = await attempt(OFFICE, PASSWORD, office);
    expect(signIn.status).toBe(200);
    // A success does not count against the address either: the next person signs in too.
    expect((await attempt(COLLEAGUE, PASSWORD, office)).status).toBe(200);
  });

  it('never echoes what was typed', async () => {
    const long = `${'x'.repeat(5_000)}@corp.demo`;
    const answer = await attempt(long, 'x', '192.0.2.2');
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain('xxxxxxxxxx');
    expect(answer.body).toContain('El correo electrónico es demasiado largo.');
  });
});
