import type { Router } from 'express';
import type { z } from 'zod';
import { AUDIENCE_MESSAGES, bulkUpdatedMessage, type Identity } from '@inca/domain';
import { caller, handle, parseInput } from '@inca/service-kit';
import { scopeOf } from '../directory/index.ts';
import { presentAudience, presentTimeline, presentTrack, visibleAudienceFor } from './access.ts';
import {
  bulkUpdateAudiences,
  createAudiences,
  createSalesforceAutomation,
  editAudience,
  removeAudience,
  resendAudience,
  toggleAudience,
  updateFrequency,
} from './audienceActions.ts';
import { accountHealthRoutes } from './accountHealth.ts';
import { audienceBatchRoutes } from './batchRoutes.ts';
import { billingRoutes } from './billingRoutes.ts';
import { streamAudiencesXlsx } from './export.ts';
import { referenceRoutes } from './referenceRoutes.ts';
import { findAudiences, listAudiences, timelineOf, tracksOf, type AudienceQuery } from './repository.ts';
import * as api from '@inca/contracts/audience-management';
import type { AudienceManagementContext } from '../context.ts';

export type { AudienceDto } from './access.ts';

/**
 * The audience service of spec §7 (paths exact; designed ones in docs/architecture.md). Every call
 * by id resolves the caller's visibility first (NOT_FOUND otherwise), then the §6 rule of the action.
 */
/** The list's filters and sort as the repository takes them, from the list's or the export's parsed query. */
function audienceQueryOf(q: z.output<typeof api.audienceListQuery> | z.output<typeof api.audienceExportQuery>): AudienceQuery {
  return {
    companyCodes: q.company_code,
    name: q.name || undefined,
    platforms: q.platform,
    statusCodes: q.status,
    enabled: q.enabled === undefined ? undefined : q.enabled === 'true',
    requested: q.requested === undefined ? undefined : q.requested === 'true',
    createdFrom: q.created_from,
    createdTo: q.created_to,
    sort: q.sort,
    order: q.order,
  };
}

export function audienceRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool, exportSettings } = ctx;
  const base = '/audience-management/audiences';
  /** The rows of `ids` as the caller sees them now. */
  const present = async (identity: Identity, ids: readonly (string | number)[]) => {
    const rows = await findAudiences(pool, await scopeOf(pool, identity), ids.map(Number));
    const byId = new Map(rows.map((r) => [r.id, presentAudience(identity, r)]));
    return ids.map((id) => byId.get(String(id))).filter((r) => r !== undefined);
  };

  handle(router, api.createAudiences, async ({ body: { payload }, identity }) => {
    const outcome = await createAudiences(pool, identity, payload);
    const created = await present(identity, outcome.created);
    return {
      status: true,
      data: {
        list_audience_data: created.map((a) => ({
          ...a,
          audience_metadata: { custom_audience_name: a.custom_audience_name, platform_name: a.ads_platform_name },
        })),
        list_audience_data_errors: outcome.errors,
      },
    };
  });

  handle(router, api.createSalesforceAutomation, async ({ body, identity }) => ({
    status: true,
    message: AUDIENCE_MESSAGES.automationCreated,
    data: await createSalesforceAutomation(pool, identity, body),
  }));

  handle(router, api.editAudience, async ({ params, body, identity }) => {
    const visible = await visibleAudienceFor(pool, identity, params.id);
    await editAudience(pool, visible, body);
    return { status: true, message: AUDIENCE_MESSAGES.updated, data: (await present(identity, [visible.row.id]))[0]! };
  });

  handle(router, api.retrieveAudience, async ({ params, identity }) => {
    const { row } = await visibleAudienceFor(pool, identity, params.id);
    const [timeline, tracks] = [await timelineOf(pool, Number(row.id)), await tracksOf(pool, Number(row.id))];
    return {
      status: true,
      data: { ...presentAudience(identity, row), estados: timeline.rows.map(presentTimeline), tracks: tracks.map(presentTrack) },
    };
  });

  handle(router, api.audienceTimeline, async ({ params, query: q, identity }) => {
    const { row } = await visibleAudienceFor(pool, identity, params.id);
    const { rows, total } = await timelineOf(pool, Number(row.id), { offset: (q.page - 1) * q.page_size, limit: q.page_size });
    return { status: true, data: { rows: rows.map(presentTimeline), total } };
  });

  handle(router, api.audienceTracks, async ({ params, identity }) => {
    const { row } = await visibleAudienceFor(pool, identity, params.id);
    return { status: true, data: (await tracksOf(pool, Number(row.id))).map(presentTrack) };
  });

  handle(router, api.listAudiences, async ({ query: q, identity }) => {
    const paged = q.page !== undefined || q.page_size !== undefined;
    const size = q.page_size ?? 10;
    const { rows, total } = await listAudiences(pool, await scopeOf(pool, identity), {
      ...audienceQueryOf(q),
      ...(paged ? { offset: ((q.page ?? 1) - 1) * size, limit: size } : {}),
    });
    return { status: true, data: rows.map((r) => presentAudience(identity, r)), total };
  });

  // lista_audiencias.xlsx: the list's own filter, sort and visibility, every row (no paging), streamed.
  router.get(`${base}/export`, (req, res, next) => {
    (async () => {
      const identity = caller(req);
      const q = parseInput(api.audienceExportQuery, req.query);
      await streamAudiencesXlsx(pool, await scopeOf(pool, identity), audienceQueryOf(q), res, exportSettings);
    })().catch(next);
  });

  handle(router, api.audiencesByIds, async ({ query, identity }) => ({ status: true, data: await present(identity, query.ids) }));

  handle(router, api.audiencesBySegments, async ({ query, identity }) => {
    const { rows } = await listAudiences(pool, await scopeOf(pool, identity), {
      segmentCodes: query.codes,
      sort: 'created_date',
      order: 'desc',
    });
    rows.sort((a, b) => (a.segment_code < b.segment_code ? -1 : a.segment_code > b.segment_code ? 1 : 0));
    return { status: true, data: rows.map((r) => presentAudience(identity, r)) };
  });

  handle(router, api.listRestrictionDataApproved, async ({ identity }) => {
    const { rows } = await listAudiences(pool, await scopeOf(pool, identity), { requested: true, sort: 'created_date', order: 'desc' });
    return { status: true, data: rows.map((r) => presentAudience(identity, r)) };
  });

  for (const [op, enabled] of [
    [api.activateAudience, true],
    [api.deactivateAudience, false],
  ] as const) {
    handle(router, op, async ({ params, identity }) => {
      const visible = await visibleAudienceFor(pool, identity, params.id);
      await toggleAudience(pool, visible, enabled);
      const message = enabled ? AUDIENCE_MESSAGES.activated : AUDIENCE_MESSAGES.deactivated;
      return { status: true, message, data: { id: Number(visible.row.id), is_enabled: enabled ? ('1' as const) : ('0' as const) } };
    });
  }

  handle(router, api.deleteAudience, async ({ params, identity }) => {
    const visible = await visibleAudienceFor(pool, identity, params.id);
    await removeAudience(pool, visible);
    return { status: true, message: AUDIENCE_MESSAGES.deleted, data: { id: Number(visible.row.id) } };
  });

  handle(router, api.resendAudience, async ({ body, identity }) => {
    const visible = await visibleAudienceFor(pool, identity, body.custom_audience_id);
    await resendAudience(pool, visible);
    return { status: true, message: AUDIENCE_MESSAGES.resent, data: (await present(identity, [visible.row.id]))[0]! };
  });

  handle(router, api.updateAudienceFrequency, async ({ body, identity }) => {
    const visible = await visibleAudienceFor(pool, identity, body.custom_audience_id);
    await updateFrequency(pool, visible);
    return { status: true, message: AUDIENCE_MESSAGES.frequencyUpdated, data: (await present(identity, [visible.row.id]))[0]! };
  });

  handle(router, api.bulkUpdateAudiences, async ({ body, identity }) => {
    const ids = await bulkUpdateAudiences(pool, identity, body);
    return { status: true, message: bulkUpdatedMessage(ids.length), data: { updated: ids.length, ids } };
  });

  billingRoutes(router, ctx);
  audienceBatchRoutes(router, ctx);
  referenceRoutes(router, ctx);
  accountHealthRoutes(router, ctx);
}
