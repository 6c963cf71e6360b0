import type { Response, Router } from 'express';
import {
  ATTRIBUTE_SEGMENT_TYPES,
  REEVALUATE_FORBIDDEN_MESSAGE,
  SEGMENT_NOT_FOUND_MESSAGE,
  SEGMENT_SAVED_MESSAGE,
  segmentEditPermission,
} from '@inca/domain';
import { MERGE_TYPES } from '@inca/warehouse';
import {
  createSegment,
  evaluateSegment,
  getBuiltSegment,
  getCatalogue,
  listDefinitions,
  listMergeOptions,
  previewSegment,
  updateSegment,
  type PreviewDto,
} from '@inca/contracts/audience-management';
import { HttpError, forbidden, handle, notFound } from '@inca/service-kit';
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
  handle(router, getCatalogue, async ({ query, identity }) => {
    // With a segment code, the owner's catalogue is readable by whoever may see that segment (viewing, not building).
    await builder.catalogueCompany(identity, query.company_code, query.segment_code);
    const catalogue = await builder.catalogueFor(query.company_code);
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
  });

  handle(router, previewSegment, async ({ body, identity, res }) => ({
    status: true,
    data: await builder.preview(identity, body, callerLeft(res)),
  }));

  handle(router, createSegment, async ({ body, identity }) => ({
    status: true,
    message: SEGMENT_SAVED_MESSAGE,
    data: await builder.save(identity, body),
  }));

  handle(router, updateSegment, async ({ params, body, identity }) => {
    const { row } = await visibleSegmentFor(pool, identity, params.code);
    const edit = segmentEditPermission(identity, factsOf(row), flagsOf(row));
    if (edit.blockedByAudiences)
      throw new HttpError(409, 'CONFLICT', `No se puede editar: ${edit.blockedByAudiences} audiencia(s) usan este segmento.`);
    if (!edit.allowed) throw forbidden('No tiene permisos para editar este segmento.');
    const saved = await builder.save(identity, body, {
      code: row.code,
      owner: row.owner_company_code,
      createdBy: row.created_by,
    });
    return { status: true, message: SEGMENT_SAVED_MESSAGE, data: saved };
  });

  handle(router, getBuiltSegment, async ({ params, identity }) => {
    const { row } = await visibleSegmentFor(pool, identity, params.code);
    const stored = (await storedSegments(pool, [row.code]))[0];
    // A merge whose owner may no longer see a base cannot be previewed or re-evaluated: the view says which.
    const unavailable_bases = stored ? await builder.unavailableBases(stored) : [];
    return { status: true, data: { ...row, definition: stored?.definition, preview: stored?.preview, unavailable_bases } };
  });

  // Definitions of many segments at once: the visible ones among the codes, others absent.
  handle(router, listDefinitions, async ({ query, identity }) => {
    const viewer = await segmentViewerOf(pool, identity);
    const visible = await findVisibleSegments(pool, viewer, query.codes);
    // usable_by: only those this company may build on (a campaign's target segment is the campaign company's to use).
    const usable = query.usable_by
      ? await segmentsUsableByCompany(
          pool,
          query.usable_by,
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
        // The stored JSON is the preview the builder wrote, or {} before the first count.
        preview: s.preview as PreviewDto | Record<string, never>,
        unavailable_bases: unavailable.get(s.code) ?? [],
      })),
    };
  });

  // Segments that can be merged: attribute and merge segments the viewer sees, of the chosen type.
  handle(router, listMergeOptions, async ({ query, identity }) => ({
    status: true,
    data: await builder.mergeOptions(identity, query.type),
  }));

  handle(router, evaluateSegment, async ({ params, identity }) => {
    const { row } = await visibleSegmentFor(pool, identity, params.code);
    if (row.requested) throw notFound(SEGMENT_NOT_FOUND_MESSAGE);
    // Re-evaluation rewrites counts and the process date: it needs the edit right.
    // The publishing engine re-evaluates under its own service identity, not through this route.
    const edit = segmentEditPermission(identity, factsOf(row), flagsOf(row));
    if (edit.blockedByAudiences)
      throw new HttpError(409, 'CONFLICT', `No se puede re-evaluar: ${edit.blockedByAudiences} audiencia(s) usan este segmento.`);
    if (!edit.allowed) throw forbidden(REEVALUATE_FORBIDDEN_MESSAGE);
    return { status: true, data: { code: row.code, ...(await builder.reevaluate(row.code, row.owner_company_code)) } };
  });
}
