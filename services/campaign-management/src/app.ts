import path from 'node:path';
import express from 'express';
import { z } from 'zod';
import { campaignManagementConfigFrom, campaignManagementEnv, parseEnv } from '@inca/config';
import { createServiceApp, type ServiceModule } from '@inca/service-kit';
import { Warehouse, bigQueryWarehouse } from '@inca/warehouse';
import { sweepSpoolFolders } from '@inca/xlsx';
import { campaignParamRoutes, campaignRoutes, seedCampaigns } from './campaigns/index.ts';
import { S, type CampaignContext } from './context.ts';
import { fileLinkRoutes, linkKey, signedFileRoute } from './files/index.ts';
import { groupRoutes } from './groups/index.ts';
import { objectRoutes } from './objects/index.ts';
import { startProcessing } from './jobs/index.ts';
import { settingsRoutes } from './settings/index.ts';
import { variableRoutes } from './variables/index.ts';

export type VariableTypeRow = { id_variable_type: number; variable_type_name: string };

export const campaignManagement: ServiceModule = {
  name: 'campaign-management',
  schema: S,
  migrationsDir: path.resolve(import.meta.dirname, '../migrations'),
  createApp: ({ pool, verifyToken, directory, tableAccessUrl, warehouse: settings, env }) => {
    const config = campaignManagementConfigFrom(parseEnv(z.object(campaignManagementEnv), env));
    const key = linkKey(config.sealingKey);
    let opening: Promise<Warehouse> | undefined;
    const warehouse = () => (opening ??= Warehouse.open(settings));
    const ctx: CampaignContext = {
      pool,
      directory,
      warehouse,
      customers: settings.bigquery ? bigQueryWarehouse(settings.bigquery) : warehouse,
      config,
      tableAccessUrl,
      processing: Promise.resolve(undefined),
    };
    // Rules uploads a previous process was killed in the middle of left their spooled files behind.
    void sweepSpoolFolders().then(
      (removed) => removed > 0 && console.log(`[campaign-management] ${removed} carpeta(s) temporales de cargas interrumpidas eliminadas`),
      () => undefined,
    );
    // Send to process runs as jobs on the Postgres queue, worked in this process.
    const processing = (ctx.processing = startProcessing(ctx).catch((error: unknown) => {
      console.error('[campaign-management] procesamiento', error);
      return undefined;
    }));
    const inner = createServiceApp({
      name: 'campaign-management',
      pool,
      verifyToken,
      routes: (router) => {
        campaignRoutes(router, ctx);
        campaignParamRoutes(router, ctx);
        settingsRoutes(router, ctx);
        fileLinkRoutes(router, key);
        variableRoutes(router, ctx);
        objectRoutes(router, ctx);
        groupRoutes(router, ctx);
      },
    });
    // Signed file links carry their own authorization: they are answered before the token wall.
    const app = express();
    app.disable('x-powered-by');
    app.use(signedFileRoute(inner, key));
    app.use(inner);
    app.locals.close = async () => {
      await (await processing)?.stop();
      if (opening) (await opening.catch(() => undefined))?.close();
    };
    return app;
  },
  seedDemo: (pool) => seedCampaigns(pool),
};
