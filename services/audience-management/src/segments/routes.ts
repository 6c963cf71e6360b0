import type { Router } from 'express';
import { canDeleteSegment, canDuplicateSegment, canShareSegment, roleCheckAnswer, type Identity } from '@inca/domain';
import {
  checkUserRole,
  deleteSegment,
  duplicateSegment,
  getRequestDetails,
  getShares,
  listMergeUses,
  listRequestDetails,
  listSegmentAudiences,
  listSegmentFilterCompanies,
  listSegments,
  listSegmentTypes,
  listShares,
  requestedSegmentCodes as requestedSegmentCodesOp,
  segmentsByCode,
  shareSegment as shareSegmentOp,
  unshareSegment as unshareSegmentOp,
} from '@inca/contracts/audience-management';
import { badRequest, forbidden, handle } from '@inca/service-kit';
import { companiesInScope, findCompanies, findCompanyFlags, findUser, scopeOf } from '../directory/index.ts';
import { factsOf, flagsOf, presentSegment, visibleSegmentFor } from './access.ts';
import { segmentPage } from './service.ts';
import { deleteUnusedSegment, duplicateForCaller, shareSegment, unshareSegment } from './segmentActions.ts';
import {
  approvedRequests,
  approvedRequestsMany,
  audiencesOfSegments,
  findVisibleSegments,
  mergeUsesOf,
  ownersOfSharedAndRequested,
  requestedSegmentCodes,
  segmentTypes,
  segmentViewerOf,
  sharesOf,
  sharesOfMany,
  type SegmentRow,
  type SegmentViewer,
} from './repository.ts';
import type { AudienceManagementContext } from '../context.ts';

export type { SegmentDto } from './access.ts';

/** Request details of a requested segment, or of one outside the viewer's scope, show only the viewer's company's requests. */
const onlyOwnRequests = (viewer: SegmentViewer, row: SegmentRow) =>
  row.requested || (viewer.scope.kind === 'list' && !viewer.scope.codes.includes(row.owner_company_code));

/**
 * Segment calls of the list screen (spec §7, paths ours). Every call resolves the caller's
 * visibility first: a segment the caller cannot see is NOT_FOUND; one they see but may not act
 * on is FORBIDDEN, by the same rules the web uses to show or hide actions.
 */
export function segmentRoutes(router: Router, ctx: AudienceManagementContext): void {
  const { pool } = ctx;
  /** A segment the caller sees and may share (its shares are read and changed by the same right). */
  const shareable = async (identity: Identity, code: string) => {
    const found = await visibleSegmentFor(pool, identity, code);
    if (!canShareSegment(found.identity, factsOf(found.row), flagsOf(found.row)))
      throw forbidden('No tiene permisos para compartir este segmento.');
    return found;
  };

  handle(router, listSegments, async ({ query, identity }) => ({ status: true, data: await segmentPage(pool, identity, query) }));

  handle(router, segmentsByCode, async ({ query, identity }) => {
    const rows = await findVisibleSegments(pool, await segmentViewerOf(pool, identity), query.codes);
    return { status: true, data: rows.map((row) => presentSegment(identity, row)) };
  });

  handle(router, requestedSegmentCodesOp, async ({ identity }) => ({
    status: true,
    data: await requestedSegmentCodes(pool, await segmentViewerOf(pool, identity)),
  }));

  handle(router, listSegmentTypes, async () => ({ status: true, data: await segmentTypes(pool) }));

  // The list's company filter: the caller's company scope plus the owners of everything shared with or requested by them.
  handle(router, listSegmentFilterCompanies, async ({ identity }) => {
    const scope = await scopeOf(pool, identity);
    if (scope.kind === 'all') return { status: true, data: await companiesInScope(pool, scope) };
    const others = await ownersOfSharedAndRequested(pool, await segmentViewerOf(pool, identity));
    return { status: true, data: await findCompanies(pool, [...new Set([...scope.codes, ...others])]) };
  });

  // Where segments are used as side A or B of a merge (for the visible ones among `codes`).
  handle(router, listMergeUses, async ({ query, identity }) => {
    const viewer = await segmentViewerOf(pool, identity);
    const asked = await findVisibleSegments(pool, viewer, query.codes);
    const uses = await mergeUsesOf(
      pool,
      asked.map((r) => r.code),
    );
    const viewable = new Set((await findVisibleSegments(pool, viewer, [...new Set(uses.map((u) => u.code))])).map((r) => r.code));
    return { status: true, data: uses.map((u) => ({ ...u, visible: viewable.has(u.code) })) };
  });

  handle(router, getRequestDetails, async ({ params, identity }) => {
    const { row, viewer } = await visibleSegmentFor(pool, identity, params.code);
    return { status: true, data: await approvedRequests(pool, row.code, onlyOwnRequests(viewer, row) ? viewer.companyCode : undefined) };
  });

  // Batches of the per-segment calls above: one call for a whole page, the same rules per segment.
  handle(router, listRequestDetails, async ({ query, identity }) => {
    const viewer = await segmentViewerOf(pool, identity);
    const rows = await findVisibleSegments(pool, viewer, query.codes);
    const onlyOwn = rows.filter((row) => onlyOwnRequests(viewer, row)).map((row) => row.code);
    return {
      status: true,
      data: await approvedRequestsMany(
        pool,
        rows.map((r) => r.code),
        onlyOwn,
        viewer.companyCode,
      ),
    };
  });

  handle(router, listShares, async ({ query, identity }) => {
    const rows = await findVisibleSegments(pool, await segmentViewerOf(pool, identity), query.codes);
    const allowed = new Set(rows.filter((row) => canShareSegment(identity, factsOf(row), flagsOf(row))).map((row) => row.code));
    const shares = await sharesOfMany(pool, [...allowed]);
    // Visible segments only (others are absent, as NOT_FOUND); shares only where the caller may share (others `allowed: false`).
    return {
      status: true,
      data: rows.map((row) => ({
        code: row.code,
        allowed: allowed.has(row.code),
        shares: shares.filter((s) => s.segment_code === row.code),
      })),
    };
  });

  // Audiences of many segments at once (only of those the caller sees), for lists and exports.
  handle(router, listSegmentAudiences, async ({ query, identity }) => {
    const visibleRows = await findVisibleSegments(pool, await segmentViewerOf(pool, identity), query.codes);
    return {
      status: true,
      data: await audiencesOfSegments(
        pool,
        visibleRows.map((r) => r.code),
      ),
    };
  });

  handle(router, deleteSegment, async ({ params, query, identity }) => {
    const { row } = await visibleSegmentFor(pool, identity, params.code);
    const owner = query.company_code;
    if (owner && owner !== row.owner_company_code) throw badRequest('La empresa indicada no es la dueña del segmento.');
    if (!canDeleteSegment(identity, factsOf(row))) throw forbidden('No tiene permisos para eliminar este segmento.');
    await deleteUnusedSegment(pool, row.code);
    return { status: true, message: 'Se eliminó correctamente.', data: { code: row.code } };
  });

  handle(router, duplicateSegment, async ({ params, body, identity }) => {
    const { row } = await visibleSegmentFor(pool, identity, params.code);
    if (!canDuplicateSegment(identity, factsOf(row))) throw forbidden('No tiene permisos para duplicar este segmento.');
    return {
      status: true,
      message: 'Segmento duplicado',
      data: await duplicateForCaller(pool, identity, row, body.segment_duplicate_name),
    };
  });

  handle(router, getShares, async ({ params, identity }) => {
    const { row } = await shareable(identity, params.code);
    return { status: true, data: await sharesOf(pool, row.code) };
  });

  handle(router, shareSegmentOp, async ({ params, body, identity }) => {
    const { row } = await shareable(identity, params.code);
    const sharingId = await shareSegment(pool, identity, row, body);
    return { status: true, message: 'Segmento compartido', data: { sharing_id: sharingId } };
  });

  handle(router, unshareSegmentOp, async ({ params, identity }) => {
    const { row } = await shareable(identity, params.code);
    await unshareSegment(pool, row.code, params.sharingId);
    return { status: true, message: 'Registro eliminado' };
  });

  handle(router, checkUserRole, async ({ body, identity }) => {
    // Not an oracle: only a caller who could share with the user learns
    // their role, and only the roles a share needs; anyone else gets the answer of an unknown e-mail.
    const [flags] = await findCompanyFlags(pool, [identity.companyCode]);
    const target = await findUser(pool, body.email);
    return { status: true, data: { result: roleCheckAnswer(identity, { shareAction: flags?.share_action === '1' }, body.rol, target) } };
  });
}
