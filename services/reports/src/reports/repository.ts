import type { Pool } from '@inca/db';
import { newReportId, type AnalyticsReport, type ReportType } from '@inca/domain';
import type { ReportDto, ReportFields } from '@inca/contracts/reports';

/** A report row is what the contract answers: the columns below, nothing more. */
export type ReportRow = ReportDto;

const COLUMNS = `id, code, title, type, description, link, module, all_permission, update_hours, maintenance, organizations,
  created_user, created_date, updated_user, updated_date`;

/** Report management and the analytics links, in the reports schema. */
export class ReportsRepository {
  constructor(
    private readonly pool: Pool,
    private readonly S: string,
  ) {}

  /** Live reports of a module, newest first; `company` limits them to those open to all or to it. */
  async list(module: string, company: string | null): Promise<ReportRow[]> {
    const { rows } = await this.pool.query<ReportRow>(
      `SELECT ${COLUMNS} FROM ${this.S}.reports
        WHERE module = $1 AND NOT deleted AND ($2::text IS NULL OR all_permission OR $2 = ANY (organizations))
        ORDER BY created_date DESC, id DESC`,
      [module, company],
    );
    return rows;
  }

  async get(id: string): Promise<ReportRow | undefined> {
    const { rows } = await this.pool.query<ReportRow>(`SELECT ${COLUMNS} FROM ${this.S}.reports WHERE id = $1 AND NOT deleted`, [id]);
    return rows[0];
  }

  async codeTaken(module: string, code: string, exceptId?: string): Promise<boolean> {
    const { rows } = await this.pool.query(
      `SELECT 1 FROM ${this.S}.reports WHERE module = $1 AND lower(code) = lower($2) AND NOT deleted AND id IS DISTINCT FROM $3`,
      [module, code, exceptId ?? null],
    );
    return rows.length > 0;
  }

  /** Creates a report with id 'report_<ms>'; two creates in the same millisecond take the next free one. */
  async create(fields: ReportFields, user: string, now = new Date()): Promise<ReportRow> {
    for (let offset = 0; ; offset++) {
      const id = newReportId(new Date(now.getTime() + offset));
      const { rows } = await this.pool.query<ReportRow>(
        `INSERT INTO ${this.S}.reports (id, code, title, type, description, link, module, all_permission, update_hours, maintenance, organizations, created_user, updated_user)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
         ON CONFLICT (id) DO NOTHING RETURNING ${COLUMNS}`,
        [
          id,
          fields.code,
          fields.title,
          fields.type,
          fields.description,
          fields.link,
          fields.module,
          fields.all_permission,
          fields.update_hours,
          fields.maintenance,
          fields.organizations,
          user,
        ],
      );
      if (rows[0]) return rows[0];
    }
  }

  async update(id: string, fields: ReportFields, user: string): Promise<ReportRow | undefined> {
    const { rows } = await this.pool.query<ReportRow>(
      `UPDATE ${this.S}.reports
          SET code = $2, title = $3, type = $4, description = $5, link = $6, module = $7, all_permission = $8, update_hours = $9,
              maintenance = $10, organizations = $11, updated_user = $12, updated_date = now()
        WHERE id = $1 AND NOT deleted RETURNING ${COLUMNS}`,
      [
        id,
        fields.code,
        fields.title,
        fields.type,
        fields.description,
        fields.link,
        fields.module,
        fields.all_permission,
        fields.update_hours,
        fields.maintenance,
        fields.organizations,
        user,
      ],
    );
    return rows[0];
  }

  async softDelete(id: string, user: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE ${this.S}.reports SET deleted = true, updated_user = $2, updated_date = now() WHERE id = $1 AND NOT deleted`,
      [id, user],
    );
    return (rowCount ?? 0) > 0;
  }

  async analyticsLinks(): Promise<Map<AnalyticsReport, { type: ReportType; link: string }>> {
    const { rows } = await this.pool.query<{ kind: AnalyticsReport; type: ReportType; link: string }>(
      `SELECT kind, type, link FROM ${this.S}.analytics_links`,
    );
    return new Map(rows.map((r) => [r.kind, { type: r.type, link: r.link }]));
  }
}
