// The images module: an audience's gallery, generation requests (worked as jobs, see jobs/) and uploads.
export { imageRoutes, type ImagesContext } from './routes.ts';
export { AudienceDirectory, type AudienceFacts } from './audiences.ts';
export { GenerationWork, type GeneratorOptions, type ImageGenerator } from './generation.ts';
