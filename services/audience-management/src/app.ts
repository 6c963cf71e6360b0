import path from 'node:path';
import { z } from 'zod';
import { audienceExportEnv, parseEnv } from '@inca/config';
import { accessRoutes } from './access/routes.ts';
import { createServiceApp, type ServiceModule } from '@inca/service-kit';
import { Warehouse, bigQueryCounter, bigQueryWarehouse, type WarehouseReader } from '@inca/warehouse';
import { analyticsRoutes } from './analytics/routes.ts';
import { configurationRoutes } from './configuration/routes.ts';
import { couponRoutes } from './coupons/routes.ts';
import { seedCoupons } from './coupons/seed.ts';
import { audienceRoutes } from './audiences/routes.ts';
import { seedAudiences } from './audiences/seed.ts';
import { builderRoutes } from './builder/routes.ts';
import { seedCatalogue } from './builder/seed.ts';
import { SegmentBuilder } from './builder/segmentBuilder.ts';
import { publishingConfigFrom, publishingRoutes, startPublishing } from './publishing/index.ts';
import { directoryRoutes } from './routes/directory.ts';
import { SCHEMA } from './schema.ts';
import { seedDirectory } from './seed.ts';
import { segmentRoutes } from './segments/routes.ts';
import { seedSegments } from './segments/seed.ts';

export const audienceManagement: ServiceModule = {
  name: 'audience-management',
  schema: SCHEMA,
  migrationsDir: path.resolve(import.meta.dirname, '../migrations'),
  createApp: ({ pool, verifyToken, warehouse: settings, env }) => {
    const exported = parseEnv(z.object(audienceExportEnv), env);
    const exportSettings = { chunk: exported.AUDIENCE_EXPORT_CHUNK, level: exported.AUDIENCE_EXPORT_DEFLATE_LEVEL };
    const publishingConfig = publishingConfigFrom(env);
    // The warehouse opens (and on first start generates its customers) in the background, so the
    // service answers at once; the first count waits for it.
    let opening: Promise<Warehouse> | undefined;
    const warehouse = () => (opening ??= Warehouse.open(settings));
    // WAREHOUSE=bigquery: previews, evaluations, publishing, quality samples and predictions read BigQuery.
    const bigquery = settings.bigquery ? bigQueryWarehouse(settings.bigquery) : undefined;
    const segments: () => Promise<WarehouseReader> = bigquery ?? warehouse;
    const builder = new SegmentBuilder(pool, warehouse, bigquery ? bigQueryCounter(bigquery) : undefined);
    let stopped = false;
    // Once the warehouse is open, segments stored without counts (the seeded ones) get them from it.
    const evaluating = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => warehouse())
      .then(() => builder.evaluatePending(() => stopped))
      .catch((error: unknown) => console.error('[audience-management] almacén', error));
    // Publishing runs in this process (workers and the dispatcher on the Postgres queue);
    // PUBLISHING=off leaves it to another process.
    const publishing = startPublishing(pool, segments, publishingConfig).catch((error: unknown) => {
      console.error('[audience-management] publicación', error);
      return undefined;
    });
    const app = createServiceApp({
      name: 'audience-management',
      pool,
      verifyToken,
      routes: (router) => {
        directoryRoutes(router, pool);
        segmentRoutes(router, pool);
        builderRoutes(router, pool, builder);
        audienceRoutes(router, pool, exportSettings);
        couponRoutes(router, pool);
        publishingRoutes(router, pool, { builder, warehouse: segments }, publishingConfig.qualitySample);
        analyticsRoutes(router, pool);
        configurationRoutes(router, pool);
        accessRoutes(router, pool, { builder, warehouse });
      },
    });
    app.locals.close = async () => {
      stopped = true;
      await (await publishing)?.stop();
      await evaluating;
      if (opening) (await opening.catch(() => undefined))?.close();
    };
    return app;
  },
  seedDemo: async (pool) => {
    await seedDirectory(pool);
    await seedSegments(pool);
    await seedCatalogue(pool);
    await seedAudiences(pool);
    await seedCoupons(pool);
  },
};
