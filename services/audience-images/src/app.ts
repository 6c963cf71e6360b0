import path from 'node:path';
import { z } from 'zod';
import { audienceImagesEnv, parseEnv, sealingKeyFromEnv, SERVICE_SCHEMA } from '@inca/config';
import { IMAGE_DOWNLOAD_PATH, IMAGE_UPLOAD_PATH } from '@inca/contracts/audience-images';
import { createServiceApp, fileLinks, linkKey, type ServiceModule } from '@inca/service-kit';
import { AudienceDirectory, imageRoutes, type ImagesContext } from './images/index.ts';
import { startImageGeneration, type GenerationQueue } from './jobs/index.ts';
import { providerFor, providerNameFor } from './providers/index.ts';
import { storageFromEnv } from './storage/index.ts';

const S = SERVICE_SCHEMA['audience-images'];

export type { CompanySummaryDto as CompanySummaryRow } from '@inca/contracts/audience-images';

export const audienceImages: ServiceModule = {
  name: 'audience-images',
  schema: S,
  migrationsDir: path.resolve(import.meta.dirname, '../migrations'),
  createApp: ({ pool, verifyToken, directory, env }) => {
    const config = parseEnv(z.object(audienceImagesEnv), env);
    const storage = storageFromEnv(env);
    // audience-management is the authority on audiences and flags; its URL is the directory's.
    const audiences = new AudienceDirectory(directory.baseUrl);
    // Generation jobs run on the Postgres queue; IMAGE_WORKERS=off leaves the work to another process.
    let starting: Promise<GenerationQueue> | undefined;
    const generator = () =>
      (starting ??= startImageGeneration({
        pool,
        storage,
        workers: config.IMAGE_WORKERS,
        providerFor: (code) => providerFor(code, env),
      }).catch((error: unknown) => {
        starting = undefined;
        throw error;
      }));
    const warming = generator().catch((error: unknown) => console.error('[audience-images] cola', error));
    const ctx: ImagesContext = { pool, storage, audiences, directory, generator, providerNameFor: (code) => providerNameFor(code, env) };
    // Image downloads and the designer's uploads come through short-lived signed links (the gateway's /signed-files).
    const links = fileLinks('audience-images', linkKey(sealingKeyFromEnv(env)));
    links.register('GET', IMAGE_DOWNLOAD_PATH);
    links.register('POST', IMAGE_UPLOAD_PATH);
    const inner = createServiceApp({
      name: 'audience-images',
      pool,
      verifyToken,
      routes: (router) => {
        links.routes(router);
        imageRoutes(router, ctx);
      },
    });
    const app = links.serve(inner);
    app.locals.close = async () => {
      await warming;
      if (starting) await (await starting.catch(() => undefined))?.stop();
    };
    return app;
  },
};
