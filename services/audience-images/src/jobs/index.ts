// The service's jobs on the shared job kit: image generation.
export { GENERATION_QUEUE, startImageGeneration, type GenerationQueue, type GenerationQueueOptions } from './generation.ts';
