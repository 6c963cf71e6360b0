import path from 'node:path';
import { SERVICE_SCHEMA, sealingKeyFromEnv } from '@inca/config';
import { createServiceApp, type ServiceModule } from '@inca/service-kit';
import type { ReportsContext } from './context.ts';
import { reportRoutes, seedReports } from './reports/index.ts';

const S = SERVICE_SCHEMA.reports;

export type { ReportRow } from './reports/index.ts';

export const reports: ServiceModule = {
  name: 'reports',
  schema: S,
  migrationsDir: path.resolve(import.meta.dirname, '../migrations'),
  seedDemo: (pool) => seedReports(pool, S),
  createApp: ({ pool, verifyToken, directory, env }) => {
    const ctx: ReportsContext = { pool, schema: S, directory, sealingKey: sealingKeyFromEnv(env) };
    return createServiceApp({ name: 'reports', pool, verifyToken, routes: (router) => reportRoutes(router, ctx) });
  },
};
