import type { Router } from 'express';
import { scopeIncludes, type CompanyScope } from '@inca/domain';
import * as api from '@inca/contracts/audience-management';
import { caller, forbidden, parseInput, route } from '@inca/service-kit';
import { scopeOf } from '../directory/index.ts';
import { analyticsData } from './repository.ts';
import type { AudienceManagementContext } from '../context.ts';

const requireAll = (scope: CompanyScope, codes: string[]) => {
  if (!codes.every((code) => scopeIncludes(scope, code))) throw forbidden('No tiene acceso a los datos de esa empresa.');
};

/** `GET /audience-management/analytics/report-data`: the figures of the built-in reports (read-only). */
export function analyticsRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool } = ctx;
  router.get(
    '/audience-management/analytics/report-data',
    route(async (req) => {
      const q = parseInput(api.analyticsQuery, req.query);
      requireAll(await scopeOf(pool, caller(req)), q.company_code);
      return { status: true, data: await analyticsData(pool, { companies: q.company_code, from: q.from, to: q.to, platform: q.platform }) };
    }),
  );
}
