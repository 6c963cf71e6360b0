// The image providers (Vertex Imagen, OpenAI Images), chosen per company from the service's environment.
export { PROVIDER_NAMES, providerFor, providerNameFor, type ProviderName } from './config.ts';
export { ProviderError, type GeneratedImage, type GenerationRequest, type ImageProvider } from './types.ts';
