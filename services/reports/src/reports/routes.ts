import type { Router } from 'express';
import {
  ANALYTICS_REPORTS,
  DEFAULT_REPORT_MODULE,
  REPORT_MESSAGES,
  analyticsReportOpenTo,
  isAudienceAdmin,
  reportVisibleTo,
  type AnalyticsReport,
  type Identity,
} from '@inca/domain';
import {
  createReport,
  deleteReport,
  generateParams,
  generateShareParams,
  getAnalyticsLinks,
  getBuiltInReport,
  getReport,
  listReports,
  updateReport,
  type AnalyticsLinksDto,
} from '@inca/contracts/reports';
import { conflict, forbidden, handle, notFound } from '@inca/service-kit';
import type { ReportsContext } from '../context.ts';
import { ReportsRepository } from './repository.ts';
import { ReportsService } from './service.ts';

const onlyAdmin = {
  authorize: (who: Identity) => {
    if (!isAudienceAdmin(who)) throw forbidden(REPORT_MESSAGES.onlyAdmin);
  },
};

/** The reports service's routes (spec §7): report management and the company-wide analytics reports. */
export function reportRoutes(router: Router, ctx: ReportsContext): void {
  const repo = new ReportsRepository(ctx.pool, ctx.schema);
  const service = new ReportsService(ctx);

  // Report management (spec §2.8): administrators see every report of the module; everyone
  // else those open to all or to their company.
  handle(router, listReports, async ({ body, identity }) => ({
    success: true,
    data: await repo.list(body.data.module ?? DEFAULT_REPORT_MODULE, isAudienceAdmin(identity) ? null : identity.companyCode),
  }));

  handle(router, getReport, async ({ body, identity }) => {
    const row = await repo.get(body.data.id);
    if (!row || !reportVisibleTo(identity, row)) throw notFound(REPORT_MESSAGES.notFound);
    return { success: true, data: { ...row, frame: await service.frameFor(row, identity.companyCode, identity.email) } };
  });

  handle(
    router,
    createReport,
    async ({ body, identity }) => {
      const fields = body.data;
      if (await repo.codeTaken(fields.module, fields.code)) throw conflict(REPORT_MESSAGES.codeTaken);
      return { success: true, data: await repo.create(fields, identity.email) };
    },
    onlyAdmin,
  );

  handle(
    router,
    updateReport,
    async ({ body, identity }) => {
      const { id, ...fields } = body.data;
      if (!(await repo.get(id))) throw notFound(REPORT_MESSAGES.notFound);
      if (await repo.codeTaken(fields.module, fields.code, id)) throw conflict(REPORT_MESSAGES.codeTaken);
      const row = await repo.update(id, fields, identity.email);
      if (!row) throw notFound(REPORT_MESSAGES.notFound);
      return { success: true, data: row };
    },
    onlyAdmin,
  );

  handle(
    router,
    deleteReport,
    async ({ body, identity }) => {
      const { id } = body.data;
      if (!(await repo.softDelete(id, identity.email))) throw notFound(REPORT_MESSAGES.notFound);
      return { success: true, data: { id } };
    },
    onlyAdmin,
  );

  // The company-wide analytics reports (spec §7 aud_analytics): where each is hosted, for the
  // reports the caller may open (omnichannel: 032 and 024; share: the admin).
  handle(router, getAnalyticsLinks, async ({ identity }) => {
    const links = await repo.analyticsLinks();
    const data = { types: Object.fromEntries([...links].map(([k, v]) => [k, v.type])) } as AnalyticsLinksDto;
    for (const report of ANALYTICS_REPORTS) {
      const link = links.get(report);
      data[report] = link && analyticsReportOpenTo(identity, report) ? link.link : null;
    }
    return { success: true, data };
  });

  const openTo = (report: AnalyticsReport) => ({
    authorize: (who: Identity) => {
      if (!analyticsReportOpenTo(who, report)) throw forbidden(REPORT_MESSAGES.notForCompany);
    },
  });
  handle(router, generateParams, async ({ body, identity, req }) => ({
    success: true,
    data: { params: await service.signParams(req, identity, body.data.filters) },
  }));
  handle(
    router,
    generateShareParams,
    async ({ body, identity, req }) => ({ success: true, data: { params: await service.signParams(req, identity, body.data.filters) } }),
    openTo('quality_shared'),
  );

  // Designed here: the figures of a built-in (INCA) report.
  handle(router, getBuiltInReport, async ({ body, identity, req }) => ({
    success: true,
    data: await service.builtInReport(req, identity, body.data),
  }));
}
