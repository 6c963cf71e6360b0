import type { Router } from 'express';
import type { Pool } from '@inca/db';
import { caller, parseInput, route } from '@inca/service-kit';
import { visibleAudienceFor } from '../audiences/access.ts';
import { audienceIdParam } from '../audiences/schemas.ts';
import { runsOf, type RunRecord } from './repository.ts';

/** A run as the API shows it: counts as numbers, rejections by reason. */
export const presentRun = (r: RunRecord) => ({
  id: Number(r.id),
  status: r.status,
  trigger: r.trigger,
  started_at: r.started_at,
  finished_at: r.finished_at,
  rows_read: Number(r.rows_read),
  valid: Number(r.valid),
  rejected: Object.values(r.rejected ?? {}).reduce((a, b) => a + b, 0),
  rejected_by_reason: r.rejected ?? {},
  platform_rejected_by_reason: r.platform_rejected ?? {},
  batches: r.batches,
  sent: Number(r.sent),
  removed: Number(r.removed),
  bytes: Number(r.bytes),
  duration_ms: r.duration_ms === null ? null : Number(r.duration_ms),
  error: r.error,
});

/** GET /audience-management/audiences/{id}/runs: the audience's last 20 publishing runs, newest first (visible audiences only). */
export function publishingRoutes(router: Router, pool: Pool): void {
  router.get(
    '/audience-management/audiences/:id/runs',
    route(async (req) => {
      const visible = await visibleAudienceFor(pool, caller(req), parseInput(audienceIdParam, req.params.id));
      return { status: true, data: (await runsOf(pool, Number(visible.row.id))).map(presentRun) };
    }),
  );
}
