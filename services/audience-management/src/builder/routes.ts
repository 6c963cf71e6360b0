import type { Response, Router } from 'express';
import {
  ATTRIBUTE_SEGMENT_TYPES,
  REEVALUATE_FORBIDDEN_MESSAGE,
  SEGMENT_NOT_FOUND_MESSAGE,
  SEGMENT_SAVED_MESSAGE,
  segmentEditPermission,
} from '@inca/domain';
import { MERGE_TYPES } from '@inca/warehouse';
import * as api from '@inca/contracts/audience-management';
import { HttpError, caller, forbidden, notFound, parseInput, route } from '@inca/service-kit';
import { factsOf, flagsOf, visibleSegmentFor, findVisibleSegments, segmentViewerOf, segmentsUsableByCompany } from '../segments/index.ts';
import { storedSegments } from './repository.ts';
import type { AudienceManagementContext } from '../context.ts';

/** Aborted when the caller goes away before the answer is sent, so a warehouse job can be cancelled. */
function callerLeft(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * Segment builder and merge calls (spec §7, paths ours): catalogue, preview, create, edit, view,
 * merge options, re-evaluation. The work is SegmentBuilder's; these only parse, authorize and answer.
 */
export function builderRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool, builder } = ctx;
  router.get(
    '/audience-management/segment-builder/catalogue',
    route(async (req) => {
      const q = parseInput(api.catalogueQuery, req.query);
      // With a segment code, the owner's catalogue is readable by whoever may see that segment (viewing, not building).
      await builder.catalogueCompany(caller(req), q.company_code, q.segment_code);
      const catalogue = await builder.catalogueFor(q.company_code);
      const categories = [...new Set(catalogue.map((a) => a.category))].map((name) => ({
        name,
        attributes: catalogue.filter((a) => a.category === name),
      }));
      return {
        status: true,
        data: {
          categories,
          merge_types: Object.entries(MERGE_TYPES).map(([value, label]) => ({ value, label })),
          segment_types: Object.keys(ATTRIBUTE_SEGMENT_TYPES),
        },
      };
    }),
  );

  router.post(
    '/audience-management/segment-builder/preview',
    route(async (req, res) => ({
      status: true,
      data: await builder.preview(caller(req), parseInput(api.previewBody, req.body), callerLeft(res)),
    })),
  );

  router.post(
    '/audience-management/segment-builder/segments',
    route(async (req) => ({
      status: true,
      message: SEGMENT_SAVED_MESSAGE,
      data: await builder.save(caller(req), parseInput(api.saveSegmentBody, req.body)),
    })),
  );

  router.put(
    '/audience-management/segment-builder/segments/:code',
    route(async (req) => {
      const identity = caller(req);
      const { row } = await visibleSegmentFor(pool, identity, parseInput(api.segmentCodeSchema, req.params.code));
      const edit = segmentEditPermission(identity, factsOf(row), flagsOf(row));
      if (edit.blockedByAudiences)
        throw new HttpError(409, 'CONFLICT', `No se puede editar: ${edit.blockedByAudiences} audiencia(s) usan este segmento.`);
      if (!edit.allowed) throw forbidden('No tiene permisos para editar este segmento.');
      const saved = await builder.save(identity, parseInput(api.saveSegmentBody, req.body), {
        code: row.code,
        owner: row.owner_company_code,
        createdBy: row.created_by,
      });
      return { status: true, message: SEGMENT_SAVED_MESSAGE, data: saved };
    }),
  );

  router.get(
    '/audience-management/segment-builder/segments/:code',
    route(async (req) => {
      const { row } = await visibleSegmentFor(pool, caller(req), parseInput(api.segmentCodeSchema, req.params.code));
      const stored = (await storedSegments(pool, [row.code]))[0];
      // A merge whose owner may no longer see a base cannot be previewed or re-evaluated: the view says which.
      const unavailable_bases = stored ? await builder.unavailableBases(stored) : [];
      return { status: true, data: { ...row, definition: stored?.definition, preview: stored?.preview, unavailable_bases } };
    }),
  );

  // Definitions of many segments at once: the visible ones among the codes, others absent.
  router.get(
    '/audience-management/segments/definitions',
    route(async (req) => {
      const viewer = await segmentViewerOf(pool, caller(req));
      const visible = await findVisibleSegments(pool, viewer, parseInput(api.segmentCodesQuery, req.query.codes));
      // usable_by: only those this company may build on (a campaign's target segment is the campaign company's to use).
      const usableBy = parseInput(api.usableByQuery, req.query.usable_by);
      const usable = usableBy
        ? await segmentsUsableByCompany(
            pool,
            usableBy,
            visible.map((r) => r.code),
          )
        : null;
      const rows = usable ? visible.filter((r) => usable.has(r.code)) : visible;
      const stored = await storedSegments(
        pool,
        rows.map((r) => r.code),
      );
      const unavailable = await builder.unavailableBasesOfMany(stored);
      return {
        status: true,
        data: stored.map((s) => ({
          code: s.code,
          definition: s.definition,
          preview: s.preview,
          unavailable_bases: unavailable.get(s.code) ?? [],
        })),
      };
    }),
  );

  // Segments that can be merged: attribute and merge segments the viewer sees, of the chosen type.
  router.get(
    '/audience-management/segment-builder/merge-options',
    route(async (req) => {
      const type = parseInput(api.mergeOptionsType, req.query.type);
      return { status: true, data: await builder.mergeOptions(caller(req), type) };
    }),
  );

  router.post(
    '/audience-management/segments/:code/evaluate',
    route(async (req) => {
      const identity = caller(req);
      const { row } = await visibleSegmentFor(pool, identity, parseInput(api.segmentCodeSchema, req.params.code));
      if (row.requested) throw notFound(SEGMENT_NOT_FOUND_MESSAGE);
      // Re-evaluation rewrites counts and the process date: it needs the edit right.
      // The publishing engine re-evaluates under its own service identity, not through this route.
      const edit = segmentEditPermission(identity, factsOf(row), flagsOf(row));
      if (edit.blockedByAudiences)
        throw new HttpError(409, 'CONFLICT', `No se puede re-evaluar: ${edit.blockedByAudiences} audiencia(s) usan este segmento.`);
      if (!edit.allowed) throw forbidden(REEVALUATE_FORBIDDEN_MESSAGE);
      return { status: true, data: { code: row.code, ...(await builder.reevaluate(row.code, row.owner_company_code)) } };
    }),
  );
}
