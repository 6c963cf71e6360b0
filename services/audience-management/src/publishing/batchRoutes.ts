import type { Router } from 'express';
import { handle } from '@inca/service-kit';
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
  handle(router, api.runsByIds, async ({ query, identity }) => {
    const visible = await visibleAudiencesFor(pool, identity, query.ids);
    const ids = visible.map((v) => Number(v.row.id));
    const runs = await runsOfAudiences(pool, ids);
    return { status: true, data: ids.map((id) => ({ audience_id: id, runs: runs.get(id)!.map(presentRun) })) };
  });

  handle(router, api.qualityByIds, async ({ query, identity }) => {
    const visible = await visibleAudiencesFor(pool, identity, query.ids);
    const ids = visible.map((v) => Number(v.row.id));
    const runs = await latestQualityRuns(pool, ids);
    return { status: true, data: ids.map((id) => ({ audience_id: id, quality: runs.has(id) ? presentQuality(runs.get(id)!) : null })) };
  });
}
