import path from 'node:path';
import { SERVICE_SCHEMA } from '@inca/config';
import {
  ANALYTICS_REPORTS,
  DEFAULT_REPORT_MODULE,
  REPORT_MESSAGES,
  analyticsReportOpenTo,
  builtInReportOf,
  frameUrl,
  isAudienceAdmin,
  reportVisibleTo,
  type AnalyticsReport,
} from '@inca/domain';
import { caller, conflict, createServiceApp, forbidden, notFound, parseInput, route, type ServiceModule } from '@inca/service-kit';
import { fetchAnalytics } from './analytics.ts';
import { ParamSigner } from './params.ts';
import { ReportsRepository, type ReportRow } from './repository.ts';
import { createInput, deleteInput, generateParamInput, getAllInput, getInput, reportDataInput, updateInput } from './schemas.ts';
import { seedReports } from './seed.ts';

const S = SERVICE_SCHEMA.reports;

export type { ReportRow } from './repository.ts';

const santiagoToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(now);
const yearBefore = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`.replace(/-02-29$/, '-02-28');

export const reports: ServiceModule = {
  name: 'reports',
  schema: S,
  migrationsDir: path.resolve(import.meta.dirname, '../migrations'),
  seedDemo: (pool) => seedReports(pool, S),
  createApp: ({ pool, verifyToken, directory }) => {
    const repo = new ReportsRepository(pool, S);
    const signer = new ParamSigner(pool, S);

    /** The frame a report opens in: hosted reports get their URL with signed params; INCA ones name the built-in report. */
    const frameFor = async (row: Pick<ReportRow, 'type' | 'link'>, company: string, user: string) => {
      const params = await signer.sign(company, user, {});
      return { type: row.type, params, url: row.type === 'INCA' ? null : frameUrl(row.link, params), built_in: row.type === 'INCA' ? (builtInReportOf(row.link) ?? null) : null };
    };

    return createServiceApp({
      name: 'reports',
      pool,
      verifyToken,
      routes: (router) => {
        // Report management (spec §2.8): administrators see every report of the module; everyone
        // else those open to all or to their company.
        router.post(
          '/reports/module-dashboard/get-all',
          route(async (req) => {
            const who = caller(req);
            const module = parseInput(getAllInput, req.body ?? {}).data.module ?? DEFAULT_REPORT_MODULE;
            return { success: true, data: await repo.list(module, isAudienceAdmin(who) ? null : who.companyCode) };
          }),
        );

        router.post(
          '/reports/module-dashboard/get',
          route(async (req) => {
            const who = caller(req);
            const row = await repo.get(parseInput(getInput, req.body).data.id);
            if (!row || !reportVisibleTo(who, row)) throw notFound(REPORT_MESSAGES.notFound);
            return { success: true, data: { ...row, frame: await frameFor(row, who.companyCode, who.email) } };
          }),
        );

        router.post(
          '/reports/module-dashboard/create',
          route(async (req) => {
            const who = caller(req);
            if (!isAudienceAdmin(who)) throw forbidden(REPORT_MESSAGES.onlyAdmin);
            const fields = parseInput(createInput, req.body).data;
            if (await repo.codeTaken(fields.module, fields.code)) throw conflict(REPORT_MESSAGES.codeTaken);
            return { success: true, data: await repo.create(fields, who.email) };
          }),
        );

        router.post(
          '/reports/module-dashboard/update',
          route(async (req) => {
            const who = caller(req);
            if (!isAudienceAdmin(who)) throw forbidden(REPORT_MESSAGES.onlyAdmin);
            const { id, ...fields } = parseInput(updateInput, req.body).data;
            if (!(await repo.get(id))) throw notFound(REPORT_MESSAGES.notFound);
            if (await repo.codeTaken(fields.module, fields.code, id)) throw conflict(REPORT_MESSAGES.codeTaken);
            const row = await repo.update(id, fields, who.email);
            if (!row) throw notFound(REPORT_MESSAGES.notFound);
            return { success: true, data: row };
          }),
        );

        router.post(
          '/reports/module-dashboard/delete',
          route(async (req) => {
            const who = caller(req);
            if (!isAudienceAdmin(who)) throw forbidden(REPORT_MESSAGES.onlyAdmin);
            const { id } = parseInput(deleteInput, req.body).data;
            if (!(await repo.softDelete(id, who.email))) throw notFound(REPORT_MESSAGES.notFound);
            return { success: true, data: { id } };
          }),
        );

        // The company-wide analytics reports (spec §7 aud_analytics): where each is hosted, for the
        // reports the caller may open (omnichannel: 032 and 024; share: the admin).
        router.post(
          '/reports/aud_analytics/get_reports',
          route(async (req) => {
            const who = caller(req);
            const links = await repo.analyticsLinks();
            const data: Record<string, unknown> = {};
            for (const report of ANALYTICS_REPORTS) {
              const link = links.get(report);
              data[report] = link && analyticsReportOpenTo(who, report) ? link.link : null;
            }
            data.types = Object.fromEntries([...links].map(([k, v]) => [k, v.type]));
            return { success: true, data };
          }),
        );

        const generate = (report: AnalyticsReport | null) =>
          route(async (req) => {
            const who = caller(req);
            if (report && !analyticsReportOpenTo(who, report)) throw forbidden(REPORT_MESSAGES.notForCompany);
            const { filters } = parseInput(generateParamInput, req.body ?? {}).data;
            if (filters.company_code && !(await directory.accessibleCompanyCodes(req)).has(filters.company_code)) throw forbidden('No tiene acceso a los datos de esa empresa.');
            return { success: true, data: { params: await signer.sign(who.companyCode, who.email, filters) } };
          });
        router.post('/reports/aud_analytics/generate_param', generate(null));
        router.post('/reports/aud_analytics/generate_param/quality_shared', generate('quality_shared'));

        // Designed here: the figures of a built-in (INCA) report. The params must be the ones this
        // service signed for this user and company; filters only narrow within the caller's scope.
        router.post(
          '/reports/aud_analytics/report_data',
          route(async (req) => {
            const who = caller(req);
            const { report, params, filters } = parseInput(reportDataInput, req.body).data;
            const signed = await signer.verify(params, who.email);
            if (signed.company !== who.companyCode) throw forbidden(REPORT_MESSAGES.badParams);
            if (!analyticsReportOpenTo(who, report)) throw forbidden(REPORT_MESSAGES.notForCompany);
            const scope = await directory.accessibleCompanyCodes(req);
            const company = filters.company_code ?? signed.filters.company_code;
            if (company && !scope.has(company)) throw forbidden('No tiene acceso a los datos de esa empresa.');
            const to = filters.to ?? signed.filters.to ?? santiagoToday();
            const from = filters.from ?? signed.filters.from ?? yearBefore(to);
            const platform = filters.platform ?? signed.filters.platform;
            const companies = company ? [company] : [...scope].sort();
            const figures = await fetchAnalytics(directory.baseUrl, req, { companies, from, to, platform });
            return { success: true, data: { report, companies, from, to, platform: platform ?? null, figures } };
          }),
        );
      },
    });
  },
};
