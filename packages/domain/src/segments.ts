import { CORPORATE_COMPANY, hasRole, isAudienceAdmin, isDataSteward, isRetailAnalyst, type Identity } from './roles.ts';

/** Segment kinds by type id (spec §3): 1 and 4 cross table (4 sandbox), 2 plain segment, others merge. */
export const SEGMENT_KIND = { CROSS_TABLE: 1, PLAIN: 2, MERGE: 3, SANDBOX: 4 } as const;

export type SegmentScreen = 'cross_table' | 'segment' | 'merge_segment';

/** Which screen views or edits a segment, by its type id (segment list rule of §2.1). */
export const segmentScreenFor = (segmentTypeId: number): SegmentScreen =>
  segmentTypeId === 1 || segmentTypeId === 4 ? 'cross_table' : segmentTypeId === 2 ? 'segment' : 'merge_segment';

type Viewer = Pick<Identity, 'roles' | 'companyCode'>;

/** What the permission rules read of a segment, as the viewer sees it. */
export type SegmentFacts = {
  ownerCompanyCode: string;
  segmentTypeId: number;
  /** The segment has been shared with a user or a company. */
  shared: boolean;
  numAudiences: number;
  /** Reached through an accepted access request of another company: view only. */
  requested: boolean;
};

/** Flags of the owner company that the rules read. */
export type SegmentCompanyFlags = { shareAction: boolean; editSegment: boolean };

const isOwner = (viewer: Viewer, segment: SegmentFacts) => viewer.companyCode === segment.ownerCompanyCode;

export type EditPermission = { visible: boolean; allowed: boolean; blockedByAudiences: number };

/**
 * Edit (§6): shown for the owner company, and for an admin, steward or retail analyst on
 * non-shared segments; blocked while audiences use the segment unless the owner company has
 * the edit_segment permission.
 */
export function segmentEditPermission(viewer: Viewer, segment: SegmentFacts, flags: SegmentCompanyFlags): EditPermission {
  if (segment.requested) return { visible: false, allowed: false, blockedByAudiences: 0 };
  const visible =
    isOwner(viewer, segment) || ((isAudienceAdmin(viewer) || isDataSteward(viewer) || isRetailAnalyst(viewer)) && !segment.shared);
  if (!visible) return { visible: false, allowed: false, blockedByAudiences: 0 };
  const blocked = segment.numAudiences > 0 && !flags.editSegment;
  return { visible, allowed: !blocked, blockedByAudiences: blocked ? segment.numAudiences : 0 };
}

export const canEditSegment = (viewer: Viewer, segment: SegmentFacts, flags: SegmentCompanyFlags): boolean =>
  segmentEditPermission(viewer, segment, flags).allowed;

/**
 * Share (§6): the owner company's steward or analyst when its share_action flag permits; for
 * segments of company 032 also the audience admin.
 */
export function canShareSegment(viewer: Viewer, segment: SegmentFacts, flags: SegmentCompanyFlags): boolean {
  if (segment.requested || !isOwner(viewer, segment)) return false;
  if (isAudienceAdmin(viewer) && segment.ownerCompanyCode === CORPORATE_COMPANY) return true;
  return (isDataSteward(viewer) || hasRole(viewer, 'audience_analyst')) && flags.shareAction;
}

/** Delete (§6): the owner company, or an admin for plain (type 2) segments. */
export function canDeleteSegment(viewer: Viewer, segment: SegmentFacts): boolean {
  if (segment.requested) return false;
  return isOwner(viewer, segment) || (isAudienceAdmin(viewer) && segment.segmentTypeId === SEGMENT_KIND.PLAIN);
}

/** Duplicate (§6): the owner company, or an admin for plain (type 2) segments owned by others. */
export function canDuplicateSegment(viewer: Viewer, segment: SegmentFacts): boolean {
  if (segment.requested) return false;
  return isOwner(viewer, segment) || (isAudienceAdmin(viewer) && segment.segmentTypeId === SEGMENT_KIND.PLAIN);
}

/**
 * Which owner companies' segments a viewer sees in the list (besides shared and requested
 * ones): an admin all; a steward or a retail analyst their own plus the company-access list;
 * everybody else their own.
 */
export function segmentOwnerScope(viewer: Viewer, companyAccess: readonly string[]): { kind: 'all' } | { kind: 'list'; codes: string[] } {
  if (isAudienceAdmin(viewer)) return { kind: 'all' };
  if (isDataSteward(viewer) || isRetailAnalyst(viewer)) return { kind: 'list', codes: [...new Set([viewer.companyCode, ...companyAccess])] };
  return { kind: 'list', codes: [viewer.companyCode] };
}

/** Duplicate-name rules (§5), messages verbatim. The INCA_ prefix is added when saving. */
export const SEGMENT_NAME_PREFIX = 'INCA_';
export function duplicateNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'El Nombre es requerido';
  if (trimmed.length < 3) return 'El nombre debe tener al menos 3 caracteres';
  if (trimmed.length > 50) return 'El nombre debe tener máximo 50 caracteres';
  return undefined;
}

/** Default duplicate name: the first label of the user's domain plus an underscore (§2.3). */
export const defaultDuplicateName = (domain: string): string => `${domain.split('.')[0] ?? ''}_`;

/** Sharing to a user needs one of these roles (§5); otherwise this warning, verbatim. */
export const SHAREABLE_ROLES = ['audience_user', 'audience_analyst'] as const;
export const shareRoleWarning = (email: string) => `El usuario (${email}) no tiene el rol 'audience_user' o 'audience_analyst'`;
