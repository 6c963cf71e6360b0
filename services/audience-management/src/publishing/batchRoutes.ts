import type { Router } from 'express';
import { caller, parseInput, route } from '@inca/service-kit';
import { visibleAudiencesFor } from '../audiences/index.ts';
import * as api from '@inca/contracts/audience-management';
import { latestQualityRuns, runsOfAudiences } from './repository/index.ts';
import { presentQuality, presentRun } from './routes.ts';
import type { AudienceManagementContext } from '../context.ts';

/**
 * GET /audience-management/audiences/runs/by-ids and /quality/by-ids: the runs and the quality report
 * of many audiences in one call each (a page of the list costs one call per field). Every id must be
 * visible to the caller, as for /audiences/{id}/runs and /quality, or the whole call is NOT_FOUND.
 */
export function publishingBatchRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool } = ctx;
  router.get(
    '/audience-management/audiences/runs/by-ids',
    route(async (req) => {
      const visible = await visibleAudiencesFor(pool, caller(req), parseInput(api.audienceIdsQuery, req.query.ids));
      const ids = visible.map((v) => Number(v.row.id));
      const runs = await runsOfAudiences(pool, ids);
      return { status: true, data: ids.map((id) => ({ audience_id: id, runs: runs.get(id)!.map(presentRun) })) };
    }),
  );

  router.get(
    '/audience-management/audiences/quality/by-ids',
    route(async (req) => {
      const visible = await visibleAudiencesFor(pool, caller(req), parseInput(api.audienceIdsQuery, req.query.ids));
      const ids = visible.map((v) => Number(v.row.id));
      const runs = await latestQualityRuns(pool, ids);
      return { status: true, data: ids.map((id) => ({ audience_id: id, quality: runs.has(id) ? presentQuality(runs.get(id)!) : null })) };
    }),
  );
}
