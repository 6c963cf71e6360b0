import {
  SEGMENT_NOT_FOUND_MESSAGE,
  canDeleteSegment,
  canDuplicateSegment,
  canShareSegment,
  segmentEditPermission,
  type Identity,
  type SegmentCompanyFlags,
  type SegmentFacts,
} from '@inca/domain';
import type { Queryable } from '@inca/db';
import { notFound } from '@inca/service-kit';
import { findVisibleSegments, segmentViewerOf, type SegmentRow, type SegmentViewer } from './repository.ts';

/** The facts the permission rules read, from a row as the viewer sees it. */
export const factsOf = (row: SegmentRow): SegmentFacts => ({
  ownerCompanyCode: row.owner_company_code,
  segmentTypeId: row.segment_type_id,
  shared: row.flag_shared,
  numAudiences: row.num_audiences,
  requested: row.requested,
});

export const flagsOf = (row: SegmentRow): SegmentCompanyFlags => ({
  shareAction: row.owner_share_action,
  editSegment: row.owner_edit_segment,
});

export type VisibleSegment = { identity: Identity; viewer: SegmentViewer; row: SegmentRow };

/**
 * The one way to reach a segment by code: the caller must see it (own scope, shared with them, or
 * requested); otherwise NOT_FOUND, the same answer as for a code that does not exist.
 */
export async function visibleSegmentFor(db: Queryable, identity: Identity, code: string, viewer?: SegmentViewer): Promise<VisibleSegment> {
  const resolved = viewer ?? (await segmentViewerOf(db, identity));
  const row = (await findVisibleSegments(db, resolved, [code]))[0];
  if (!row) throw notFound(SEGMENT_NOT_FOUND_MESSAGE);
  return { identity, viewer: resolved, row };
}

/** Several segments by code, every one visible to the caller (otherwise NOT_FOUND, as for one). */
export async function visibleSegmentsFor(db: Queryable, identity: Identity, codes: readonly string[]): Promise<SegmentRow[]> {
  const unique = [...new Set(codes)];
  const rows = await findVisibleSegments(db, await segmentViewerOf(db, identity), unique);
  if (rows.length !== unique.length) throw notFound(SEGMENT_NOT_FOUND_MESSAGE);
  return rows;
}

/** A row for the caller: the spec's list fields plus what the caller may do with it. */
export function presentSegment(identity: Identity, row: SegmentRow) {
  const edit = segmentEditPermission(identity, factsOf(row), flagsOf(row));
  const { owner_share_action: _s, owner_edit_segment: _e, ...rest } = row;
  return {
    ...rest,
    row_count_unique: Number(row.row_count_unique),
    can_view: true,
    edit_visible: edit.visible,
    can_edit: edit.allowed,
    edit_blocked_by_audiences: edit.blockedByAudiences,
    can_share: canShareSegment(identity, factsOf(row), flagsOf(row)),
    can_delete: canDeleteSegment(identity, factsOf(row)),
    can_duplicate: canDuplicateSegment(identity, factsOf(row)),
  };
}

export type SegmentDto = ReturnType<typeof presentSegment>;
