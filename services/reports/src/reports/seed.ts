import type { Pool } from '@inca/db';
import { DEFAULT_REPORT_MODULE, type ReportType } from '@inca/domain';

type DemoReport = {
  id: string;
  code: string;
  title: string;
  type: ReportType;
  description: string;
  link: string;
  all_permission: boolean;
  organizations: string[];
  update_hours: string[];
  days_ago: number;
};

/**
 * Demo report management entries, valid under the report form's own rules: the built-in ones work
 * offline; the Power BI and Looker Studio ones show how hosted dashboards are registered.
 */
const DEMO_REPORTS: DemoReport[] = [
  {
    id: 'report_1767225600000',
    code: 'audiencias-omnicanal',
    title: 'Audiencias omnicanal',
    type: 'INCA',
    description: 'Audiencias por plataforma y estado en el tiempo, y alcance de los segmentos por empresa.',
    link: 'inca:omnicanal',
    all_permission: true,
    organizations: [],
    update_hours: ['06:00'],
    days_ago: 120,
  },
  {
    id: 'report_1769904000000',
    code: 'rendimiento-publicaciones',
    title: 'Rendimiento de publicaciones',
    type: 'INCA',
    description: 'Publicaciones por mes y tasa de coincidencia por plataforma.',
    link: 'inca:performance',
    all_permission: true,
    organizations: [],
    update_hours: ['06:00', '18:00'],
    days_ago: 90,
  },
  {
    id: 'report_1772323200000',
    code: 'facturacion-plataformas',
    title: 'Facturación por plataforma',
    type: 'INCA',
    description: 'Coincidencias facturables por plataforma y empresa (solo administración).',
    link: 'inca:monetization',
    all_permission: false,
    organizations: [],
    update_hours: ['07:00'],
    days_ago: 60,
  },
  {
    id: 'report_1774915200000',
    code: 'audiencias-resumen',
    title: 'Resumen de audiencias (Power BI)',
    type: 'POWERBI',
    description: 'Tablero corporativo alojado en Power BI.',
    link: 'https://app.powerbi.com/reportEmbed?reportId=demo-audiencias',
    all_permission: false,
    organizations: ['032'],
    update_hours: ['08:00'],
    days_ago: 30,
  },
  {
    id: 'report_1777593600000',
    code: 'cupones-redencion',
    title: 'Redención de cupones (Looker Studio)',
    type: 'LOOKERSTUDIO',
    description: 'Cupones emitidos y canjeados por campaña, alojado en Looker Studio.',
    link: 'https://lookerstudio.google.com/embed/reporting/demo-cupones',
    all_permission: false,
    organizations: ['032', '024'],
    update_hours: ['09:00'],
    days_ago: 10,
  },
];

export async function seedReports(pool: Pool, S: string): Promise<void> {
  // The first version's demo rows (ids report_1…3, no update hours) give way to these.
  await pool.query(`DELETE FROM ${S}.reports WHERE id ~ '^report_[0-9]{1,3}$'`);
  for (const r of DEMO_REPORTS) {
    await pool.query(
      `INSERT INTO ${S}.reports (id, code, title, type, description, link, module, all_permission, organizations, update_hours, maintenance,
                                 created_user, updated_user, created_date, updated_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false, 'admin@corp.demo', 'admin@corp.demo', now() - make_interval(days => $11), now() - make_interval(days => $11))
       ON CONFLICT (id) DO NOTHING`,
      [
        r.id,
        r.code,
        r.title,
        r.type,
        r.description,
        r.link,
        DEFAULT_REPORT_MODULE,
        r.all_permission,
        r.organizations,
        r.update_hours,
        r.days_ago,
      ],
    );
  }
}
