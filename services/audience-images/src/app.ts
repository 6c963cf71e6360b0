import path from 'node:path';
import { z } from 'zod';
import { audienceImagesEnv, parseEnv, SERVICE_SCHEMA } from '@inca/config';
import { companyCodeSchema, createServiceApp, forbidden, parseInput, requiredCsvQuery, route, type ServiceModule } from '@inca/service-kit';
import { AudienceDirectory } from './images/audiences.ts';
import { ImageGenerator } from './images/generation.ts';
import { imageRoutes } from './images/routes.ts';
import { providerFor, providerNameFor } from './providers/config.ts';
import { storageFromEnv } from './storage/index.ts';

const S = SERVICE_SCHEMA['audience-images'];

export type CompanySummaryRow = { company_code: string; total: number };

const companyCodes = requiredCsvQuery(companyCodeSchema, 'Debe indicar el código de empresa.', 100);

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
      (starting ??= ImageGenerator.start({ pool, storage, workers: config.IMAGE_WORKERS, providerFor: (code) => providerFor(code, env) }).catch((error: unknown) => {
        starting = undefined;
        throw error;
      }));
    const warming = generator().catch((error: unknown) => console.error('[audience-images] cola', error));
    const app = createServiceApp({
      name: 'audience-images',
      pool,
      verifyToken,
      routes: (router) => {
        // How many images each company keeps; only for companies the caller may work with.
        router.get(
          '/audience-images/companies/summary',
          route(async (req) => {
            const codes = parseInput(companyCodes, req.query.company_code);
            const scope = await directory.accessibleCompanyCodes(req);
            if (!codes.every((code) => scope.has(code))) throw forbidden();
            const { rows } = await pool.query<{ company_code: string; total: string }>(
              `SELECT company_code, count(*) AS total FROM ${S}.images WHERE company_code = ANY($1::text[]) GROUP BY company_code`,
              [codes],
            );
            const data: CompanySummaryRow[] = codes.map((code) => ({
              company_code: code,
              total: Number(rows.find((r) => r.company_code === code)?.total ?? 0),
            }));
            return { status: true, data };
          }),
        );
        imageRoutes(router, { pool, storage, audiences, generator, providerNameFor: (code) => providerNameFor(code, env) });
      },
    });
    app.locals.close = async () => {
      await warming;
      if (starting) await (await starting.catch(() => undefined))?.stop();
    };
    return app;
  },
};
