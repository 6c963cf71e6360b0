import type { Request, Router } from 'express';
import { AUDIENCE_MESSAGES, bulkUpdatedMessage } from '@inca/domain';
import { caller, parseInput, route } from '@inca/service-kit';
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
import { findAudiences, listAudiences, timelineOf, tracksOf } from './repository.ts';
import * as api from '@inca/contracts/audience-management';
import type { AudienceManagementContext } from '../context.ts';

export type { AudienceDto } from './access.ts';

/**
 * The audience service of spec §7 (paths exact; designed ones in docs/architecture.md). Every call
 * by id resolves the caller's visibility first (NOT_FOUND otherwise), then the §6 rule of the action.
 */
export function audienceRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool, exportSettings } = ctx;
  const base = '/audience-management/audiences';
  const byParam = (req: Request) => visibleAudienceFor(pool, caller(req), parseInput(api.audienceIdParam, req.params.id));
  const byBody = (req: Request) => visibleAudienceFor(pool, caller(req), parseInput(api.customAudienceIdBody, req.body).custom_audience_id);
  /** The rows of `ids` as the caller sees them now. */
  const present = async (req: Request, ids: readonly (string | number)[]) => {
    const identity = caller(req);
    const rows = await findAudiences(pool, await scopeOf(pool, identity), ids.map(Number));
    const byId = new Map(rows.map((r) => [r.id, presentAudience(identity, r)]));
    return ids.map((id) => byId.get(String(id))).filter((r) => r !== undefined);
  };

  router.post(
    `${base}/create`,
    route(async (req) => {
      const { payload } = parseInput(api.createAudiencesBody, req.body);
      const outcome = await createAudiences(pool, caller(req), payload);
      const created = await present(req, outcome.created);
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
    }),
  );

  router.post(
    `${base}/create-automation-salesforce`,
    route(async (req) => ({
      status: true,
      message: AUDIENCE_MESSAGES.automationCreated,
      data: await createSalesforceAutomation(pool, caller(req), parseInput(api.automationBody, req.body)),
    })),
  );

  router.put(
    `${base}/:id/edit`,
    route(async (req) => {
      const visible = await byParam(req);
      await editAudience(pool, visible, parseInput(api.editAudienceBody, req.body));
      return { status: true, message: AUDIENCE_MESSAGES.updated, data: (await present(req, [visible.row.id]))[0] };
    }),
  );

  router.get(
    `${base}/:id/retrieve`,
    route(async (req) => {
      const { identity, row } = await byParam(req);
      const [timeline, tracks] = [await timelineOf(pool, Number(row.id)), await tracksOf(pool, Number(row.id))];
      return {
        status: true,
        data: { ...presentAudience(identity, row), estados: timeline.rows.map(presentTimeline), tracks: tracks.map(presentTrack) },
      };
    }),
  );

  router.get(
    `${base}/:id/timeline`,
    route(async (req) => {
      const { row } = await byParam(req);
      const q = parseInput(api.audiencePageQuery, req.query);
      const { rows, total } = await timelineOf(pool, Number(row.id), { offset: (q.page - 1) * q.page_size, limit: q.page_size });
      return { status: true, data: { rows: rows.map(presentTimeline), total } };
    }),
  );

  router.get(
    `${base}/:id/tracks`,
    route(async (req) => ({ status: true, data: (await tracksOf(pool, Number((await byParam(req)).row.id))).map(presentTrack) })),
  );

  router.get(
    `${base}/list`,
    route(async (req) => {
      const identity = caller(req);
      const q = parseInput(api.audienceListQuery, req.query);
      const paged = q.page !== undefined || q.page_size !== undefined;
      const size = q.page_size ?? 10;
      const { rows, total } = await listAudiences(pool, await scopeOf(pool, identity), {
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
        ...(paged ? { offset: ((q.page ?? 1) - 1) * size, limit: size } : {}),
      });
      return { status: true, data: rows.map((r) => presentAudience(identity, r)), total };
    }),
  );

  // lista_audiencias.xlsx: the list's own filter, sort and visibility, every row (no paging), streamed.
  router.get(`${base}/export`, (req, res, next) => {
    (async () => {
      const identity = caller(req);
      const q = parseInput(api.audienceExportQuery, req.query);
      await streamAudiencesXlsx(
        pool,
        await scopeOf(pool, identity),
        {
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
        },
        res,
        exportSettings,
      );
    })().catch(next);
  });

  router.get(
    `${base}/by-ids`,
    route(async (req) => ({ status: true, data: await present(req, parseInput(api.audienceIdsQuery, req.query.ids)) })),
  );

  router.get(
    `${base}/by-segments`,
    route(async (req) => {
      const identity = caller(req);
      const codes = parseInput(api.segmentCodesOfAudiencesQuery, req.query.codes);
      const { rows } = await listAudiences(pool, await scopeOf(pool, identity), {
        segmentCodes: codes,
        sort: 'created_date',
        order: 'desc',
      });
      rows.sort((a, b) => (a.segment_code < b.segment_code ? -1 : a.segment_code > b.segment_code ? 1 : 0));
      return { status: true, data: rows.map((r) => presentAudience(identity, r)) };
    }),
  );

  router.get(
    `${base}/list-restriction-data-approved`,
    route(async (req) => {
      const identity = caller(req);
      const { rows } = await listAudiences(pool, await scopeOf(pool, identity), { requested: true, sort: 'created_date', order: 'desc' });
      return { status: true, data: rows.map((r) => presentAudience(identity, r)) };
    }),
  );

  const toggle = (enabled: boolean) =>
    route(async (req) => {
      const visible = await byParam(req);
      await toggleAudience(pool, visible, enabled);
      const message = enabled ? AUDIENCE_MESSAGES.activated : AUDIENCE_MESSAGES.deactivated;
      return { status: true, message, data: { id: Number(visible.row.id), is_enabled: enabled ? '1' : '0' } };
    });
  router.put(`${base}/:id/activate`, toggle(true));
  router.put(`${base}/:id/deactivate`, toggle(false));

  router.put(
    `${base}/:id/delete`,
    route(async (req) => {
      const visible = await byParam(req);
      await removeAudience(pool, visible);
      return { status: true, message: AUDIENCE_MESSAGES.deleted, data: { id: Number(visible.row.id) } };
    }),
  );

  router.post(
    `${base}/resend`,
    route(async (req) => {
      const visible = await byBody(req);
      await resendAudience(pool, visible);
      return { status: true, message: AUDIENCE_MESSAGES.resent, data: (await present(req, [visible.row.id]))[0] };
    }),
  );

  router.post(
    `${base}/frequency-update`,
    route(async (req) => {
      const visible = await byBody(req);
      await updateFrequency(pool, visible);
      return { status: true, message: AUDIENCE_MESSAGES.frequencyUpdated, data: (await present(req, [visible.row.id]))[0] };
    }),
  );

  router.put(
    `${base}/bulkUpdateAudiences`,
    route(async (req) => {
      const ids = await bulkUpdateAudiences(pool, caller(req), parseInput(api.bulkUpdateBody, req.body));
      return { status: true, message: bulkUpdatedMessage(ids.length), data: { updated: ids.length, ids } };
    }),
  );

  billingRoutes(router, ctx);
  audienceBatchRoutes(router, ctx);
  referenceRoutes(router, ctx);
  accountHealthRoutes(router, ctx);
}
