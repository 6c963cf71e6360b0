import type { Router } from 'express';
import { handle } from '@inca/service-kit';
import { presentBilling, presentTimeline, presentTrack, visibleAudiencesFor } from './access.ts';
import { requireBilling } from './audienceActions.ts';
import { billingProcessDatesOf, billingRowsOf, timelinesOf, tracksOfAudiences } from './repository.ts';
import * as api from '@inca/contracts/audience-management';
import type { AudienceManagementContext } from '../context.ts';

/**
 * The detail reads of many audiences in one call each (the subgraph's loaders: a page of the list
 * costs one call per field, whatever its size). Each id is checked exactly as its single route
 * checks it — visible to the caller (else the whole call is NOT_FOUND) and, for billing, billable
 * (else FORBIDDEN) — and the answer lists the audiences in the order asked.
 */
export function audienceBatchRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool } = ctx;

  handle(router, api.timelinesByIds, async ({ query: q, identity }) => {
    const visible = await visibleAudiencesFor(pool, identity, q.ids);
    const ids = visible.map((v) => Number(v.row.id));
    const pages = await timelinesOf(pool, ids, { offset: (q.page - 1) * q.page_size, limit: q.page_size });
    return {
      status: true,
      data: ids.map((id) => ({ audience_id: id, rows: pages.get(id)!.rows.map(presentTimeline), total: pages.get(id)!.total })),
    };
  });

  handle(router, api.tracksByIds, async ({ query, identity }) => {
    const visible = await visibleAudiencesFor(pool, identity, query.ids);
    const ids = visible.map((v) => Number(v.row.id));
    const tracks = await tracksOfAudiences(pool, ids);
    return { status: true, data: ids.map((id) => ({ audience_id: id, tracks: tracks.get(id)!.map(presentTrack) })) };
  });

  handle(router, api.billingProcessDatesByIds, async ({ body, identity }) => {
    const visible = await visibleAudiencesFor(pool, identity, body.ads_audience_ids);
    visible.forEach(requireBilling);
    const ids = visible.map((v) => Number(v.row.id));
    const dates = await billingProcessDatesOf(pool, ids);
    return { status: true, data: ids.map((id) => ({ audience_id: id, process_dates: dates.get(id)! })) };
  });

  handle(router, api.billingListByIds, async ({ body, identity }) => {
    const visible = await visibleAudiencesFor(pool, identity, body.ads_audience_ids);
    visible.forEach(requireBilling);
    const ids = visible.map((v) => Number(v.row.id));
    const rows = await billingRowsOf(pool, ids, body.process_date ?? undefined);
    return { status: true, data: ids.map((id) => ({ audience_id: id, rows: presentBilling(rows.get(id)!) })) };
  });
}
