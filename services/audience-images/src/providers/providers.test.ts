import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulators, type RunningSimulators } from '@inca/simulators';
import { providerFor, providerNameFor } from './config.ts';
import { OpenAiImagesProvider } from './openai.ts';
import { ProviderError } from './types.ts';
import { VertexImagenProvider } from './vertex.ts';

let sims: RunningSimulators;
beforeAll(async () => {
  sims = await startSimulators({ port: 0 });
});
afterAll(() => sims.close());
beforeEach(() => fetch(`${sims.url}/__sim/reset`, { method: 'POST' }));

const fault = (platform: string, body: Record<string, unknown>) =>
  fetch(`${sims.url}/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform, ...body }),
  });

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });
const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

const vertex = (overrides: Partial<ConstructorParameters<typeof VertexImagenProvider>[0]> = {}) =>
  new VertexImagenProvider({
    baseUrl: `${sims.url}/vertex`,
    project: 'inca-test',
    location: 'us-central1',
    model: 'imagen-3.0-generate-002',
    accessToken: () => 'ya29.test',
    ...overrides,
  });
const openai = (overrides: Partial<ConstructorParameters<typeof OpenAiImagesProvider>[0]> = {}) =>
  new OpenAiImagesProvider({ baseUrl: `${sims.url}/openai`, apiKey: 'sk-test', model: 'dall-e-2', ...overrides });

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  }
  throw new Error('expected a failure');
}

describe('Vertex AI Imagen connector against the simulator', () => {
  it('asks predict for 4 samples and answers 4 PNGs of 1024×1024, deterministic per prompt and varied across prompts', async () => {
    const provider = vertex();
    expect(provider.endpoint().pathname).toBe(
      '/vertex/v1/projects/inca-test/locations/us-central1/publishers/google/models/imagen-3.0-generate-002:predict',
    );
    const first = await provider.generate({ prompt: 'familia en la playa, cielo azul', count: 4, size: '1024x1024' });
    expect(first).toHaveLength(4);
    for (const image of first) {
      expect(isPng(image.bytes)).toBe(true);
      expect(pngSize(image.bytes)).toEqual({ width: 1024, height: 1024 });
      expect(image.contentType).toBe('image/png');
    }
    expect(new Set(first.map((i) => i.bytes.toString('base64'))).size).toBe(4);
    const again = await provider.generate({ prompt: 'familia en la playa, cielo azul', count: 1, size: '1024x1024' });
    expect(again[0]!.bytes.equals(first[0]!.bytes)).toBe(true);
    const other = await provider.generate({ prompt: 'taza de café sobre una mesa de madera', count: 1, size: '1024x1024' });
    expect(other[0]!.bytes.equals(first[0]!.bytes)).toBe(false);
    const requests = (await (await fetch(`${sims.url}/__sim/vertex/requests`)).json()) as {
      prompt: string;
      count: number;
      status: number;
    }[];
    expect(requests.map((r) => [r.count, r.status])).toEqual([
      [4, 200],
      [1, 200],
      [1, 200],
    ]);
  });

  it('maps refusals: bad credentials, unknown model, a prompt with sensitive words', async () => {
    const auth = await failure(
      vertex({ accessToken: () => 'expired-token' }).generate({ prompt: 'un parque', count: 4, size: '1024x1024' }),
    );
    expect([auth.status, auth.retryable, auth.message]).toEqual([401, false, expect.stringContaining('UNAUTHENTICATED')]);
    const model = await failure(vertex({ model: 'gemini-pro' }).generate({ prompt: 'un parque', count: 4, size: '1024x1024' }));
    expect([model.status, model.retryable]).toEqual([404, false]);
    const unsafe = await failure(vertex().generate({ prompt: 'escena con sangre', count: 4, size: '1024x1024' }));
    expect([unsafe.status, unsafe.refusedPrompt, unsafe.retryable]).toEqual([400, true, false]);
  });

  it('marks quota and server errors as retryable, and a hung call times out', async () => {
    await fault('vertex', { status: 429 });
    const quota = await failure(vertex().generate({ prompt: 'un parque', count: 4, size: '1024x1024' }));
    expect([quota.status, quota.retryable, quota.message]).toEqual([429, true, expect.stringContaining('RESOURCE_EXHAUSTED')]);
    await fault('vertex', { status: 503 });
    expect((await failure(vertex().generate({ prompt: 'un parque', count: 4, size: '1024x1024' }))).retryable).toBe(true);
    // The fault was used once: the next call works again.
    expect(await vertex().generate({ prompt: 'un parque', count: 1, size: '1024x1024' })).toHaveLength(1);
    await fault('vertex', { delayMs: 2_000 });
    const slow = await failure(vertex({ timeoutMs: 200 }).generate({ prompt: 'un parque', count: 1, size: '1024x1024' }));
    expect([slow.status, slow.retryable]).toEqual([0, true]);
  });
});

describe('OpenAI-compatible images connector against the simulator', () => {
  it('answers b64_json PNGs of the asked size', async () => {
    const images = await openai().generate({ prompt: 'zapatillas rojas en una vitrina', count: 4, size: '1024x1024' });
    expect(images).toHaveLength(4);
    for (const image of images) expect(pngSize(image.bytes)).toEqual({ width: 1024, height: 1024 });
  });

  it('maps a wrong key, the content policy and server errors', async () => {
    const key = await failure(openai({ apiKey: 'invalid-key' }).generate({ prompt: 'un parque', count: 4, size: '1024x1024' }));
    expect([key.status, key.retryable]).toEqual([401, false]);
    const policy = await failure(openai().generate({ prompt: 'nude model', count: 4, size: '1024x1024' }));
    expect([policy.status, policy.refusedPrompt]).toEqual([400, true]);
    await fault('openai', { status: 500, count: 2 });
    expect((await failure(openai().generate({ prompt: 'un parque', count: 1, size: '1024x1024' }))).retryable).toBe(true);
    expect((await failure(openai().generate({ prompt: 'un parque', count: 1, size: '1024x1024' }))).status).toBe(500);
    expect(await openai().generate({ prompt: 'un parque', count: 1, size: '1024x1024' })).toHaveLength(1);
  });
});

describe('provider per company', () => {
  it('uses IMAGE_PROVIDER, with exceptions per company, and refuses unknown names', () => {
    const env = {
      IMAGE_PROVIDER: 'vertex',
      IMAGE_PROVIDER_BY_COMPANY: '022:openai, 024 : vertex',
      SIMULATORS_URL: 'http://127.0.0.1:4999',
    };
    expect(providerNameFor('032', env)).toBe('vertex');
    expect(providerNameFor('022', env)).toBe('openai');
    expect(providerFor('022', env).name).toBe('openai');
    expect((providerFor('032', env) as VertexImagenProvider).endpoint().origin).toBe('http://127.0.0.1:4999');
    expect(providerNameFor('032', {})).toBe('vertex');
    expect(() => providerNameFor('032', { IMAGE_PROVIDER: 'midjourney' })).toThrow(/IMAGE_PROVIDER/);
  });
});
