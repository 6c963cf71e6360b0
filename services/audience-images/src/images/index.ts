// The images module: an audience's gallery, generation jobs and uploads.
export { imageRoutes, type ImagesContext } from './routes.ts';
export { AudienceDirectory, type AudienceFacts } from './audiences.ts';
export { GENERATION_QUEUE, ImageGenerator, type GeneratorOptions } from './generation.ts';
