import path from 'node:path';
import { z } from 'zod';
import { audienceImagesEnv, parseEnv, SERVICE_SCHEMA } from '@inca/config';
import { createServiceApp, type ServiceModule } from '@inca/service-kit';
import { AudienceDirectory, ImageGenerator, imageRoutes, type ImagesContext } from './images/index.ts';
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
    let starting: Promise<ImageGenerator> | undefined;
    const generator = () =>
      (starting ??= ImageGenerator.start({
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
    const app = createServiceApp({ name: 'audience-images', pool, verifyToken, routes: (router) => imageRoutes(router, ctx) });
    app.locals.close = async () => {
      await warming;
      if (starting) await (await starting.catch(() => undefined))?.stop();
    };
    return app;
  },
};
