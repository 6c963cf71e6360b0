import path from 'node:path';
import { SERVICE_SCHEMA } from '@inca/config';
import { withTransaction, type Pool } from '@inca/db';
import { caller, createServiceApp, route, type ServiceModule } from '@inca/service-kit';

const S = SERVICE_SCHEMA['table-access'];

export type TableAccessRow = {
  relative_resource_name: string;
  domain: string;
  project_id: string;
  dataset_id: string;
  object_id: string;
  is_view: boolean;
  description: string;
  permission_expiration_date: string | null;
  num_rows: string;
};

const DEMO_OBJECTS = [
  { project: 'inca-warehouse', dataset: 'retail', object: 'compras', view: false, domain: 'retail', rows: 1_250_000, description: 'Compras por cliente, tienda y fecha.' },
  { project: 'inca-warehouse', dataset: 'retail', object: 'clientes_vw', view: true, domain: 'retail', rows: 310_000, description: 'Clientes con su segmento de valor.' },
  { project: 'inca-warehouse', dataset: 'marca', object: 'interacciones', view: false, domain: 'marca', rows: 840_000, description: 'Interacciones digitales por canal.' },
];

const DEMO_GRANTS: Record<string, string[]> = {
  'admin@corp.demo': ['compras', 'clientes_vw', 'interacciones'],
  'steward@corp.demo': ['compras', 'interacciones'],
  'analyst@retail.demo': ['compras', 'clientes_vw'],
  'analyst@brand.demo': ['interacciones'],
};

const resourceName = (o: (typeof DEMO_OBJECTS)[number]) => `projects/${o.project}/datasets/${o.dataset}/tables/${o.object}`;

async function seedTableAccess(pool: Pool): Promise<void> {
  await withTransaction(pool, async (db) => {
    const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${S}.warehouse_objects`);
    if (Number(rows[0]?.n) > 0) return;
    for (const o of DEMO_OBJECTS) {
      await db.query(
        `INSERT INTO ${S}.warehouse_objects (relative_resource_name, domain, project_id, dataset_id, object_id, is_view, description, num_rows)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [resourceName(o), o.domain, o.project, o.dataset, o.object, o.view, o.description, o.rows],
      );
    }
    for (const [login, objects] of Object.entries(DEMO_GRANTS)) {
      for (const object of objects) {
        const o = DEMO_OBJECTS.find((x) => x.object === object)!;
        await db.query(
          `INSERT INTO ${S}.object_grants (relative_resource_name, login, permission_expiration_date)
           VALUES ($1, $2, CASE WHEN $3 THEN (current_date + 90) ELSE NULL END)`,
          [resourceName(o), login, o.view],
        );
      }
    }
  });
}

export const tableAccess: ServiceModule = {
  name: 'table-access',
  schema: S,
  migrationsDir: path.resolve(import.meta.dirname, '../migrations'),
  seedDemo: seedTableAccess,
  createApp: ({ pool, verifyToken }) =>
    createServiceApp({
      name: 'table-access',
      pool,
      verifyToken,
      routes: (router) => {
        // The caller's own grants only: the login comes from the verified token, never from the body.
        router.post(
          '/tables_views/access/my_tables',
          route(async (req) => {
            const { rows } = await pool.query<TableAccessRow>(
              `SELECT o.relative_resource_name, o.domain, o.project_id, o.dataset_id, o.object_id, o.is_view, o.description,
                      to_char(g.permission_expiration_date, 'YYYY-MM-DD') AS permission_expiration_date, o.num_rows
                 FROM ${S}.object_grants g
                 JOIN ${S}.warehouse_objects o USING (relative_resource_name)
                WHERE g.login = $1 AND (g.permission_expiration_date IS NULL OR g.permission_expiration_date >= current_date)
                ORDER BY o.domain, o.dataset_id, o.object_id`,
              [caller(req).email.toLowerCase()],
            );
            return { status: true, data: rows };
          }),
        );
      },
    }),
};
