import path from 'node:path';
import { SERVICE_SCHEMA } from '@inca/config';
import { createServiceApp, route, type ServiceModule } from '@inca/service-kit';

const S = SERVICE_SCHEMA['campaign-management'];

export type VariableTypeRow = { id_variable_type: number; variable_type_name: string };

export const campaignManagement: ServiceModule = {
  name: 'campaign-management',
  schema: S,
  migrationsDir: path.resolve(import.meta.dirname, '../migrations'),
  createApp: ({ pool, verifyToken }) =>
    createServiceApp({
      name: 'campaign-management',
      pool,
      verifyToken,
      routes: (router) => {
        // Any signed-in person may read the variable types: they are reference data.
        router.get(
          '/variables/variable-type',
          route(async () => {
            const { rows } = await pool.query<VariableTypeRow>(
              `SELECT id_variable_type, variable_type_name FROM ${S}.variable_types ORDER BY id_variable_type`,
            );
            return { status: true, data: rows };
          }),
        );
      },
    }),
};
