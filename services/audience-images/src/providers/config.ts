import { OpenAiImagesProvider } from './openai.ts';
import type { ImageProvider } from './types.ts';
import { VertexImagenProvider } from './vertex.ts';

export const PROVIDER_NAMES = ['vertex', 'openai'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

const isProviderName = (value: string): value is ProviderName => (PROVIDER_NAMES as readonly string[]).includes(value);

/**
 * Which provider each company uses, from the service's environment (given when the app is made):
 * - IMAGE_PROVIDER: vertex (default) or openai, for every company;
 * - IMAGE_PROVIDER_BY_COMPANY: exceptions, e.g. `022:openai,032:vertex`;
 * - VERTEX_URL (default SIMULATORS_URL/vertex), VERTEX_PROJECT, VERTEX_LOCATION, VERTEX_MODEL, VERTEX_ACCESS_TOKEN;
 * - OPENAI_IMAGES_URL (default SIMULATORS_URL/openai), OPENAI_API_KEY, OPENAI_IMAGES_MODEL.
 * Unknown names fail loudly instead of silently using another provider.
 */
export function providerNameFor(companyCode: string, env: NodeJS.ProcessEnv): ProviderName {
  const fallback = (env.IMAGE_PROVIDER ?? 'vertex').trim();
  const byCompany = new Map(
    (env.IMAGE_PROVIDER_BY_COMPANY ?? '')
      .split(',')
      .map((pair) => pair.split(':').map((x) => x.trim()) as [string, string])
      .filter(([code, name]) => code && name),
  );
  const chosen = byCompany.get(companyCode) ?? fallback;
  if (!isProviderName(chosen)) throw new Error(`IMAGE_PROVIDER desconocido: ${chosen} (use ${PROVIDER_NAMES.join(' u ')})`);
  return chosen;
}

const simulators = (env: NodeJS.ProcessEnv) => (env.SIMULATORS_URL ?? 'http://127.0.0.1:4300').replace(/\/+$/, '');

export function providerFor(companyCode: string, env: NodeJS.ProcessEnv): ImageProvider {
  const name = providerNameFor(companyCode, env);
  if (name === 'openai') {
    return new OpenAiImagesProvider({
      baseUrl: env.OPENAI_IMAGES_URL ?? `${simulators(env)}/openai`,
      apiKey: env.OPENAI_API_KEY ?? 'simulated-key',
      model: env.OPENAI_IMAGES_MODEL ?? 'dall-e-2',
    });
  }
  return new VertexImagenProvider({
    baseUrl: env.VERTEX_URL ?? `${simulators(env)}/vertex`,
    project: env.VERTEX_PROJECT ?? 'inca-demo',
    location: env.VERTEX_LOCATION ?? 'us-central1',
    model: env.VERTEX_MODEL ?? 'imagen-3.0-generate-002',
    accessToken: () => env.VERTEX_ACCESS_TOKEN ?? 'simulated-token',
  });
}
