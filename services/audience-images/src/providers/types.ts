/** A picture a provider generated. */
export type GeneratedImage = { bytes: Buffer; contentType: string };

export type GenerationRequest = { prompt: string; count: number; size: '1024x1024' };

/** Why a provider failed, in terms the service can act on: retry later, or tell the user. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    message: string,
    /** True when trying again later may succeed (429, 5xx, timeouts). */
    readonly retryable: boolean,
    /** The provider refused the prompt (safety filter). */
    readonly refusedPrompt = false,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** One image generation service (Vertex AI Imagen, an OpenAI-compatible endpoint…). */
export type ImageProvider = {
  readonly name: string;
  generate(request: GenerationRequest, signal?: AbortSignal): Promise<GeneratedImage[]>;
};

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return { raw: text.slice(0, 200) };
  }
}

export const isRetryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;
