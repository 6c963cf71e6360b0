import path from 'node:path';
import { z } from 'zod';
import { parseEnv, tableAccessEnv } from '@inca/config';
import { createServiceApp, type ServiceModule } from '@inca/service-kit';
import type { Warehouse } from '@inca/warehouse';
import { ApproverDirectory } from './approvers.ts';
import { catalogueRoutes, syncFromWarehouse } from './catalogue/index.ts';
import { ServiceClock } from './clock.ts';
import { S, type TableAccessContext } from './context.ts';
import { requestRoutes } from './requests/index.ts';
import { seedTableAccess } from './seed.ts';

export type { GrantRow as TableAccessRow } from './catalogue/index.ts';
export { searchSql, seedSyntheticCatalogue, syntheticObjects } from './catalogue/index.ts';

/** How long a call waits for the first mirror of the warehouse before answering from the described catalogue. */
const SYNC_WAIT_MS = 15_000;

export const tableAccess: ServiceModule = {
  name: 'table-access',
  schema: S,
  migrationsDir: path.resolve(import.meta.dirname, '../migrations'),
  seedDemo: seedTableAccess,
  createApp: ({ pool, verifyToken, directory, warehouse: settings, env }) => {
    const config = parseEnv(z.object(tableAccessEnv), env);
    const clock = new ServiceClock(config.TABLE_ACCESS_TEST_CLOCK || config.VITEST);
    // The catalogue mirrors the warehouse (columns, types, row counts) in the background; calls wait
    // for the first mirror briefly. A warehouse that cannot be opened leaves the described catalogue.
    let warehouse: Warehouse | undefined;
    let stopped = false;
    const synced = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => (stopped ? undefined : syncFromWarehouse(pool, settings, () => stopped)))
      .then((w) => {
        warehouse = w;
      })
      .catch((error: unknown) => {
        if (!stopped) console.error('[table-access] catálogo del almacén', error instanceof Error ? error.message : error);
      });
    const ready = () => Promise.race([synced, new Promise<void>((resolve) => setTimeout(resolve, SYNC_WAIT_MS).unref())]);
    const app = createServiceApp({
      name: 'table-access',
      pool,
      verifyToken,
      routes: (router) => {
        const ctx: TableAccessContext = { pool, clock, approvers: new ApproverDirectory(directory), directory, ready };
        catalogueRoutes(router, ctx);
        requestRoutes(router, ctx);
      },
    });
    app.locals.close = async () => {
      stopped = true;
      await synced;
      warehouse?.close();
    };
    return app;
  },
};
