import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulators, type RunningSimulators } from './server.ts';

/* What a caller of the simulators reads back when it sends nonsense: JSON in Spanish, never Express's HTML page or the parser's words. */

let sims: RunningSimulators;
beforeAll(async () => {
  sims = await startSimulators({ port: 0, matchDelayMs: 0 });
});
afterAll(async () => {
  await sims.close();
});

describe('simulator answers to nonsense', () => {
  it('an unknown path is a JSON 404 in Spanish, with the API security headers', async () => {
    const res = await fetch(`${sims.url}/nada/aqui`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: 'Ruta no encontrada.' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('malformed JSON is refused in Spanish without quoting the body', async () => {
    for (const path of ['/__sim/faults', '/meta/v25.0/act_1/customaudiences']) {
      const res = await fetch(`${sims.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"secreto": ',
      });
      expect(res.status, path).toBe(400);
      const text = await res.text();
      expect(text, path).toContain('El cuerpo de la solicitud no es JSON válido.');
      expect(text, path).not.toMatch(/secreto|Unexpected|JSON at position|<html/i);
    }
  });
});
