import path from 'node:path';
import { SERVICE_SCHEMA } from '@inca/config';
import { createServiceApp, type ServiceModule } from '@inca/service-kit';
import { directoryRoutes } from './routes/directory.ts';
import { seedDirectory } from './seed.ts';
import { segmentRoutes } from './segments/routes.ts';
import { seedSegments } from './segments/seed.ts';

export const audienceManagement: ServiceModule = {
  name: 'audience-management',
  schema: SERVICE_SCHEMA['audience-management'],
  migrationsDir: path.resolve(import.meta.dirname, '../migrations'),
  createApp: ({ pool, verifyToken }) =>
    createServiceApp({
      name: 'audience-management',
      pool,
      verifyToken,
      routes: (router) => {
        directoryRoutes(router, pool);
        segmentRoutes(router, pool);
      },
    }),
  seedDemo: async (pool) => {
    await seedDirectory(pool);
    await seedSegments(pool);
  },
};
