import path from 'node:path';
import { z } from 'zod';
import { SERVICE_SCHEMA } from '@inca/config';
import { isAudienceAdmin } from '@inca/domain';
import type { Pool } from '@inca/db';
import { caller, createServiceApp, parseInput, route, singleLineText, type ServiceModule } from '@inca/service-kit';

const S = SERVICE_SCHEMA.reports;

export type ReportRow = {
  id: string;
  code: string;
  title: string;
  type: 'powerbi' | 'lookerstudio';
  description: string;
  url: string;
  module: string;
  all_permission: boolean;
  created_date: string;
  updated_date: string;
};

const getAllInput = z.object({
  data: z
    .object({ module: singleLineText('El módulo', 'code', { trim: true }).pipe(z.string().min(1, 'Debe indicar el módulo.')).optional() })
    .default({}),
});

const DEMO_REPORTS: Omit<ReportRow, 'id' | 'created_date' | 'updated_date'>[] = [
  {
    code: 'audiencias-resumen',
    title: 'Resumen de audiencias',
    type: 'powerbi',
    description: 'Audiencias activas por plataforma y su tamaño en el tiempo.',
    url: 'https://app.powerbi.com/reportEmbed?reportId=demo-audiencias',
    module: 'audience-management-campaign',
    all_permission: true,
  },
  {
    code: 'cupones-redencion',
    title: 'Redención de cupones',
    type: 'lookerstudio',
    description: 'Cupones emitidos y canjeados por campaña.',
    url: 'https://lookerstudio.google.com/embed/reporting/demo-cupones',
    module: 'audience-management-campaign',
    all_permission: true,
  },
  {
    code: 'facturacion-plataformas',
    title: 'Facturación por plataforma',
    type: 'powerbi',
    description: 'Inversión publicitaria por plataforma y empresa (solo administración).',
    url: 'https://app.powerbi.com/reportEmbed?reportId=demo-facturacion',
    module: 'audience-management-campaign',
    all_permission: false,
  },
];

async function seedReports(pool: Pool): Promise<void> {
  for (const r of DEMO_REPORTS) {
    await pool.query(
      `INSERT INTO ${S}.reports (code, title, type, description, url, module, all_permission)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO NOTHING`,
      [r.code, r.title, r.type, r.description, r.url, r.module, r.all_permission],
    );
  }
}

export const reports: ServiceModule = {
  name: 'reports',
  schema: S,
  migrationsDir: path.resolve(import.meta.dirname, '../migrations'),
  seedDemo: seedReports,
  createApp: ({ pool, verifyToken }) =>
    createServiceApp({
      name: 'reports',
      pool,
      verifyToken,
      routes: (router) => {
        // Administrators see every report of the module; everyone else only those open to all.
        router.post(
          '/reports/module-dashboard/get-all',
          route(async (req) => {
            const input = parseInput(getAllInput, req.body ?? {});
            const module = input.data.module ?? 'audience-management-campaign';
            const everything = isAudienceAdmin(caller(req));
            const { rows } = await pool.query<ReportRow>(
              `SELECT id, code, title, type, description, url, module, all_permission, created_date, updated_date
                 FROM ${S}.reports
                WHERE module = $1 AND ($2 OR all_permission)
                ORDER BY created_date DESC, id DESC`,
              [module, everything],
            );
            return { success: true, data: rows };
          }),
        );
      },
    }),
};
