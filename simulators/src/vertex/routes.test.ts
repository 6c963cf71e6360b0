import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulators, type RunningSimulators } from '../server.ts';
import { compose, drawPng, promptWords } from './draw.ts';

let sims: RunningSimulators;
beforeAll(async () => {
  sims = await startSimulators({ port: 0 });
});
afterAll(() => sims.close());

const PREDICT = '/vertex/v1/projects/p/locations/us-central1/publishers/google/models/imagen-3.0-generate-002:predict';
const post = (path: string, body: unknown, token = 'ya29.ok') =>
  fetch(`${sims.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('image simulators', () => {
  it('draws from the prompt: colour words set the palette, words set the shapes, the sample index varies it', () => {
    const blue = compose('zapatillas azul sobre fondo rojo', 0, 256);
    expect(blue.palette.slice(0, 2)).toEqual([
      [33, 97, 196],
      [214, 40, 57],
    ]);
    expect(blue.shapes).toHaveLength(promptWords('zapatillas azul sobre fondo rojo').length);
    expect(compose('zapatillas azul sobre fondo rojo', 0, 256)).toEqual(blue);
    expect(compose('zapatillas azul sobre fondo rojo', 1, 256)).not.toEqual(blue);
    const a = drawPng('una taza de café', 0, 64);
    expect(drawPng('una taza de café', 0, 64).equals(a)).toBe(true);
    expect(drawPng('un perro en la playa', 0, 64).equals(a)).toBe(false);
    expect([a.readUInt32BE(16), a.readUInt32BE(20)]).toEqual([64, 64]);
  });

  it('answers Google-shaped errors and takes faults from /__sim without touching the platforms', async () => {
    expect((await post(PREDICT, { instances: [{ prompt: 'x' }], parameters: { sampleCount: 9 } })).status).toBe(400);
    const auth = await post(PREDICT, { instances: [{ prompt: 'x' }] }, 'invalid');
    expect([auth.status, ((await auth.json()) as { error: { status: string } }).error.status]).toEqual([401, 'UNAUTHENTICATED']);
    const fault = await fetch(`${sims.url}/__sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ platform: 'vertex', status: 429 }),
    });
    expect(fault.status).toBe(204);
    const limited = await post(PREDICT, { instances: [{ prompt: 'un parque' }], parameters: { sampleCount: 1 } });
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '1']);
    expect((await post(PREDICT, { instances: [{ prompt: 'un parque' }], parameters: { sampleCount: 1 } })).status).toBe(200);
    // The platforms' control API still answers for its own platforms.
    const google = await fetch(`${sims.url}/__sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ platform: 'google', status: 500 }),
    });
    expect(google.status).toBe(204);
    await fetch(`${sims.url}/__sim/faults`, { method: 'DELETE' });
    const requests = (await (await fetch(`${sims.url}/__sim/vertex/requests`)).json()) as { status: number }[];
    expect(requests.map((r) => r.status)).toEqual([400, 401, 429, 200]);
    await fetch(`${sims.url}/__sim/reset`, { method: 'POST' });
    expect(await (await fetch(`${sims.url}/__sim/vertex/requests`)).json()).toEqual([]);
  });
});
