import type { Router } from 'express';
import { SEGMENT_SAVED_MESSAGE, segmentEditPermission } from '@inca/domain';
import { HttpError, badRequest, forbidden, handle } from '@inca/service-kit';
import { storedSegments } from '../builder/index.ts';
import { factsOf, flagsOf, visibleSegmentFor, findVisibleSegments, segmentViewerOf } from '../segments/index.ts';
import { CROSS_TABLE_TYPE, CrossTableSegments, SANDBOX_TYPE } from './crossTable.ts';
import { requestRoutes } from './requestRoutes.ts';
import { restrictionRoutes } from './restrictionRoutes.ts';
import {
  createCrossTable,
  listCrossTableDefinitions,
  previewCrossTable,
  previewCrossTableByBody,
  updateCrossTable,
} from '@inca/contracts/audience-management';
import type { AudienceManagementContext } from '../context.ts';

/**
 * Data access calls of audience-management (paths ours where §7 shows none): the exception
 * screen (segment access requests with the §4 state machine, restrictions, attribute restrictions,
 * the audit trail) and cross-table / sandbox segments (§7 crossing-segment).
 */
export function accessRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool } = ctx;
  const crossTables = new CrossTableSegments(pool, ctx.builder, ctx.tableAccessUrl);

  requestRoutes(router, ctx);
  restrictionRoutes(router, ctx);

  // §7 cross table: preview (GET with the selection in the query, as the spec names it), create, edit.
  handle(router, previewCrossTable, async ({ query, identity, req }) => ({
    status: true,
    data: await crossTables.preview(req, identity, query),
  }));
  handle(router, previewCrossTableByBody, async ({ body, identity, req }) => ({
    status: true,
    data: await crossTables.preview(req, identity, body),
  }));

  handle(router, createCrossTable, async ({ body, identity, req }) => ({
    status: true,
    message: SEGMENT_SAVED_MESSAGE,
    data: await crossTables.save(req, identity, body),
  }));

  handle(router, updateCrossTable, async ({ params, body, identity, req }) => {
    const { row } = await visibleSegmentFor(pool, identity, params.code);
    if (row.segment_type_id !== CROSS_TABLE_TYPE && row.segment_type_id !== SANDBOX_TYPE)
      throw badRequest('El segmento no es de tabla cruzada.');
    const edit = segmentEditPermission(identity, factsOf(row), flagsOf(row));
    if (edit.blockedByAudiences)
      throw new HttpError(409, 'CONFLICT', `No se puede editar: ${edit.blockedByAudiences} audiencia(s) usan este segmento.`);
    if (!edit.allowed) throw forbidden('No tiene permisos para editar este segmento.');
    const saved = await crossTables.save(req, identity, body, { code: row.code, owner: row.owner_company_code });
    return { status: true, message: SEGMENT_SAVED_MESSAGE, data: saved };
  });

  // Cross-table sources of many segments at once (the visible ones; others absent).
  handle(router, listCrossTableDefinitions, async ({ query, identity }) => {
    const viewer = await segmentViewerOf(pool, identity);
    const rows = await findVisibleSegments(pool, viewer, query.codes);
    const stored = await storedSegments(
      pool,
      rows.map((r) => r.code),
    );
    return {
      status: true,
      data: stored.map((s) => ({ code: s.code, cross_table: ('cross_table' in s.definition ? s.definition.cross_table : null) ?? null })),
    };
  });
}
