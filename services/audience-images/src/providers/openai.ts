import { ProviderError, isRetryableStatus, readJson, type GeneratedImage, type GenerationRequest, type ImageProvider } from './types.ts';

export type OpenAiImagesSettings = {
  /** https://api.openai.com or any compatible server (Azure OpenAI, LocalAI…); the simulator's `/openai` offline. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
};

type OpenAiAnswer = { data?: { b64_json?: string }[]; error?: { message?: string; code?: string | null; type?: string } };

/** An OpenAI-compatible images endpoint: `POST /v1/images/generations` with `response_format: 'b64_json'`. */
export class OpenAiImagesProvider implements ImageProvider {
  readonly name = 'openai';

  constructor(private readonly settings: OpenAiImagesSettings) {}

  async generate(request: GenerationRequest, signal?: AbortSignal): Promise<GeneratedImage[]> {
    const timeout = AbortSignal.timeout(this.settings.timeoutMs ?? 120_000);
    let response: Response;
    try {
      response = await fetch(new URL(this.settings.baseUrl.replace(/\/+$/, '') + '/v1/images/generations'), {
        method: 'POST',
        headers: { authorization: `Bearer ${this.settings.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          model: this.settings.model,
          prompt: request.prompt,
          n: request.count,
          size: request.size,
          response_format: 'b64_json',
        }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      throw new ProviderError(this.name, 0, `El servicio de imágenes no respondió: ${(error as Error).message}`, true);
    }
    const body = (await readJson(response)) as OpenAiAnswer;
    if (!response.ok) {
      const refused = body.error?.code === 'content_policy_violation';
      throw new ProviderError(
        this.name,
        response.status,
        `OpenAI ${response.status}: ${body.error?.message ?? 'error'}`,
        isRetryableStatus(response.status),
        refused,
      );
    }
    const images = (body.data ?? [])
      .filter((d) => typeof d.b64_json === 'string' && d.b64_json.length > 0)
      .map((d) => ({ bytes: Buffer.from(d.b64_json!, 'base64'), contentType: 'image/png' }));
    if (images.length === 0) throw new ProviderError(this.name, 200, 'El servicio de imágenes no devolvió imágenes.', false);
    return images;
  }
}
