import path from 'node:path';
import { z } from 'zod';
import { audienceExportEnv, connectorsConfigFrom, connectorsEnv, parseEnv, sealingKeyFromEnv } from '@inca/config';
import { createServiceApp, fileLinks, linkKey, type ServiceModule } from '@inca/service-kit';
import { Warehouse, bigQueryWarehouse, type WarehouseReader } from '@inca/warehouse';
import { accessRoutes } from './access/index.ts';
import { analyticsRoutes } from './analytics/index.ts';
import { AUDIENCE_FILE_PATHS, audienceRoutes, seedAudiences } from './audiences/index.ts';
import { builderRoutes, seedCatalogue, SegmentBuilder } from './builder/index.ts';
import { configurationRoutes } from './configuration/index.ts';
import { couponRoutes, seedCoupons } from './coupons/index.ts';
import { configureConnectors } from './connectors/index.ts';
import { directoryRoutes, seedDirectory } from './directory/index.ts';
import { publishingConfigFrom, startPublishing } from './jobs/index.ts';
import { publishingRoutes } from './publishing/index.ts';
import type { AudienceManagementContext } from './context.ts';
import { SCHEMA } from './schema.ts';
import { segmentRoutes, seedSegments } from './segments/index.ts';

export const audienceManagement: ServiceModule = {
  name: 'audience-management',
  schema: SCHEMA,
  migrationsDir: path.resolve(import.meta.dirname, '../migrations'),
  createApp: ({ pool, verifyToken, tableAccessUrl, warehouse: settings, env }) => {
    const exported = parseEnv(z.object(audienceExportEnv), env);
    const exportSettings = { chunk: exported.AUDIENCE_EXPORT_CHUNK, level: exported.AUDIENCE_EXPORT_DEFLATE_LEVEL };
    const publishingConfig = publishingConfigFrom(env);
    // Ads accounts connect to the simulators and open their sealed credentials with this process's settings.
    configureConnectors(connectorsConfigFrom(parseEnv(z.object(connectorsEnv), env)));
    // The warehouse opens (and on first start generates its customers) in the background, so the
    // service answers at once; the first count waits for it.
    let opening: Promise<Warehouse> | undefined;
    const warehouse = () => (opening ??= Warehouse.open(settings));
    // WAREHOUSE=bigquery: previews, evaluations, publishing, quality samples and predictions read BigQuery.
    const bigquery = settings.bigquery ? bigQueryWarehouse(settings.bigquery) : undefined;
    const segments: () => Promise<WarehouseReader> = bigquery ?? warehouse;
    const builder = new SegmentBuilder(pool, segments);
    const ctx: AudienceManagementContext = {
      pool,
      builder,
      warehouse,
      segments,
      exportSettings,
      qualitySample: publishingConfig.qualitySample,
      tableAccessUrl,
    };
    let stopped = false;
    // Once the warehouse is open, segments stored without counts (the seeded ones) get them from it.
    const evaluating = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => segments())
      .then(() => builder.evaluatePending(() => stopped))
      .catch((error: unknown) => console.error('[audience-management] almacén', error));
    // Publishing runs in this process (workers and the dispatcher on the Postgres queue);
    // PUBLISHING=off leaves it to another process.
    const publishing = startPublishing(pool, segments, publishingConfig).catch((error: unknown) => {
      console.error('[audience-management] publicación', error);
      return undefined;
    });
    // Files reach the browser only through short-lived signed links (the gateway's /signed-files).
    const links = fileLinks('audience-management', linkKey(sealingKeyFromEnv(env)));
    for (const path of AUDIENCE_FILE_PATHS) links.register('GET', path);
    const inner = createServiceApp({
      name: 'audience-management',
      pool,
      verifyToken,
      routes: (router) => {
        links.routes(router);
        directoryRoutes(router, ctx);
        segmentRoutes(router, ctx);
        builderRoutes(router, ctx);
        audienceRoutes(router, ctx);
        couponRoutes(router, ctx);
        publishingRoutes(router, ctx);
        analyticsRoutes(router, ctx);
        configurationRoutes(router, ctx);
        accessRoutes(router, ctx);
      },
    });
    const app = links.serve(inner);
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
