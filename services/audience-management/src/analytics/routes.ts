import type { Router } from 'express';
import { scopeIncludes, type CompanyScope } from '@inca/domain';
import { getAnalyticsReportData } from '@inca/contracts/audience-management';
import { forbidden, handle } from '@inca/service-kit';
import { scopeOf } from '../directory/index.ts';
import { analyticsData } from './repository.ts';
import type { AudienceManagementContext } from '../context.ts';

const requireAll = (scope: CompanyScope, codes: string[]) => {
  if (!codes.every((code) => scopeIncludes(scope, code))) throw forbidden('No tiene acceso a los datos de esa empresa.');
};

/** `GET /audience-management/analytics/report-data`: the figures of the built-in reports (read-only). */
export function analyticsRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool } = ctx;
  handle(router, getAnalyticsReportData, async ({ query, identity }) => {
    requireAll(await scopeOf(pool, identity), query.company_code);
    return {
      status: true,
      data: await analyticsData(pool, { companies: query.company_code, from: query.from, to: query.to, platform: query.platform }),
    };
  });
}
