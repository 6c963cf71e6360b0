import { ProviderError, isRetryableStatus, readJson, type GeneratedImage, type GenerationRequest, type ImageProvider } from './types.ts';

export type VertexSettings = {
  /** https://{location}-aiplatform.googleapis.com in production; the simulator's `/vertex` offline. */
  baseUrl: string;
  project: string;
  location: string;
  /** An Imagen model, e.g. imagen-3.0-generate-002. */
  model: string;
  /** OAuth 2 access token (a service account's, e.g. from `gcloud auth print-access-token` or the metadata server). */
  accessToken: () => Promise<string> | string;
  timeoutMs?: number;
};

type VertexAnswer = { predictions?: { bytesBase64Encoded?: string; mimeType?: string; raiFilteredReason?: string }[] };
type GoogleError = { error?: { code?: number; message?: string; status?: string } };

/**
 * Google Vertex AI Imagen through its REST predict method:
 * `POST /v1/projects/{p}/locations/{l}/publishers/google/models/{model}:predict` with
 * `{instances: [{prompt}], parameters: {sampleCount, aspectRatio: '1:1'}}` (1:1 is 1024×1024),
 * answered with `predictions[].bytesBase64Encoded`.
 */
export class VertexImagenProvider implements ImageProvider {
  readonly name = 'vertex';

  constructor(private readonly settings: VertexSettings) {}

  endpoint(): URL {
    const { baseUrl, project, location, model } = this.settings;
    const path = `/v1/projects/${encodeURIComponent(project)}/locations/${encodeURIComponent(location)}/publishers/google/models/${encodeURIComponent(model)}:predict`;
    return new URL(baseUrl.replace(/\/+$/, '') + path);
  }

  async generate(request: GenerationRequest, signal?: AbortSignal): Promise<GeneratedImage[]> {
    if (request.size !== '1024x1024') throw new ProviderError(this.name, 400, 'Vertex Imagen genera 1024×1024 con la relación 1:1.', false);
    const token = await this.settings.accessToken();
    let response: Response;
    try {
      response = await fetch(this.endpoint(), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
        body: JSON.stringify({
          instances: [{ prompt: request.prompt }],
          parameters: {
            sampleCount: request.count,
            aspectRatio: '1:1',
            personGeneration: 'allow_adult',
            safetySetting: 'block_medium_and_above',
            includeRaiReason: true,
          },
        }),
        signal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(this.settings.timeoutMs ?? 120_000)])
          : AbortSignal.timeout(this.settings.timeoutMs ?? 120_000),
      });
    } catch (error) {
      throw new ProviderError(this.name, 0, `Vertex no respondió: ${(error as Error).message}`, true);
    }
    const body = (await readJson(response)) as VertexAnswer & GoogleError;
    if (!response.ok) {
      const message = body.error?.message ?? `HTTP ${response.status}`;
      const refused = response.status === 400 && /sensitive|responsible ai|safety/i.test(message);
      throw new ProviderError(
        this.name,
        response.status,
        `Vertex ${body.error?.status ?? response.status}: ${message}`,
        isRetryableStatus(response.status),
        refused,
      );
    }
    const images = (body.predictions ?? [])
      .filter((p) => typeof p.bytesBase64Encoded === 'string' && p.bytesBase64Encoded.length > 0)
      .map((p) => ({ bytes: Buffer.from(p.bytesBase64Encoded!, 'base64'), contentType: p.mimeType ?? 'image/png' }));
    if (images.length === 0) {
      const reason = body.predictions?.find((p) => p.raiFilteredReason)?.raiFilteredReason;
      throw new ProviderError(
        this.name,
        200,
        reason ? `Vertex filtró las imágenes: ${reason}` : 'Vertex no devolvió imágenes.',
        false,
        Boolean(reason),
      );
    }
    return images;
  }
}
