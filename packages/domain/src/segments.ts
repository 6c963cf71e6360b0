import { CORPORATE_COMPANY, hasRole, isAudienceAdmin, isDataSteward, isRetailAnalyst, type Identity } from './roles.ts';

export const SEGMENT_NAME_PREFIX = 'INCA_';

/** Segment kinds by type id (spec §3): 1 and 4 cross table (4 sandbox), 2 plain segment, others merge. */
export const SEGMENT_KIND = { CROSS_TABLE: 1, PLAIN: 2, MERGE: 3, SANDBOX: 4 } as const;

export type SegmentScreen = 'cross_table' | 'segment' | 'merge_segment';

/** Type ids of attribute segments: 2 SEGMENT_CONTACT and 5 SEGMENT_ADVERTISING. */
export const ATTRIBUTE_SEGMENT_TYPES: Record<string, number> = { SEGMENT_CONTACT: 2, SEGMENT_ADVERTISING: 5 };
export const MERGE_SEGMENT_TYPE = 3;

/**
 * Which screen views or edits a segment, by its type id (§2.1): 1 and 4 the cross-table screen,
 * attribute segments (2, and 5 for the advertising variant the builder also saves) the segment
 * screen, any other the merge screen.
 */
export const segmentScreenFor = (segmentTypeId: number): SegmentScreen =>
  segmentTypeId === 1 || segmentTypeId === 4 ? 'cross_table' : segmentTypeId === 2 || segmentTypeId === 5 ? 'segment' : 'merge_segment';

const SPECIAL_CHARACTERS = /[<>"'`]/;
const SCRIPT_LIKE = /<\s*script|javascript:|on(error|load|click)\s*=/i;

/** Text checks shared by names and descriptions (§5): no < > " ' ` and nothing script-like. */
export function unsafeTextError(text: string): string | undefined {
  if (SCRIPT_LIKE.test(text)) return 'Texto inválido detectado';
  if (SPECIAL_CHARACTERS.test(text)) return 'No se permiten caracteres especiales como <, >, ", \', `';
  return undefined;
}

/** The name the builder saves: INCA_ (INCA_PP_ with purchase prediction) plus what was typed. */
export function builderSegmentName(typed: string, purchasePrediction: boolean): string {
  const bare = typed.trim().replace(/^INCA_(PP_)?/i, '');
  return `${purchasePrediction ? 'INCA_PP_' : SEGMENT_NAME_PREFIX}${bare}`;
}

/** Builder field rules (§5), messages verbatim; the typed name must start with the company alias. */
export function builderFieldErrors(input: {
  name: string;
  description: string;
  typeName: string;
  companyAlias: string;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = input.name.trim().replace(/^INCA_(PP_)?/i, '');
  const nameError =
    name.length === 0
      ? 'El Nombre es requerido'
      : name.length < 3
        ? 'El nombre debe tener al menos 3 caracteres'
        : name.length > 50
          ? 'El nombre debe tener máximo 50 caracteres'
          : (unsafeTextError(name) ??
            (name.toLowerCase().startsWith(input.companyAlias.toLowerCase())
              ? undefined
              : `El nombre debe comenzar con el alias de la empresa (${input.companyAlias}).`));
  if (nameError) errors.name = nameError;
  const description = input.description.trim();
  const descriptionError = description.length === 0 ? 'La Descripción es requerida' : unsafeTextError(description);
  if (descriptionError) errors.description = descriptionError;
  if (!input.typeName) errors.typeName = 'El tipo de segmento es requerido';
  else if (!(input.typeName in ATTRIBUTE_SEGMENT_TYPES)) errors.typeName = 'Tipo de segmento inválido.';
  return errors;
}

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
  if (isDataSteward(viewer) || isRetailAnalyst(viewer))
    return { kind: 'list', codes: [...new Set([viewer.companyCode, ...companyAccess])] };
  return { kind: 'list', codes: [viewer.companyCode] };
}

/**
 * Duplicate-name rules (§5), messages verbatim. The INCA_ prefix is added when saving. Like every
 * segment name, no < > " ' ` and nothing script-like (the one rule of unsafeTextError).
 */
export function duplicateNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'El Nombre es requerido';
  if (trimmed.length < 3) return 'El nombre debe tener al menos 3 caracteres';
  if (trimmed.length > 50) return 'El nombre debe tener máximo 50 caracteres';
  return unsafeTextError(trimmed);
}

/** Default duplicate name: the first label of the user's domain plus an underscore (§2.3). */
export const defaultDuplicateName = (domain: string): string => `${domain.split('.')[0] ?? ''}_`;

/** Sharing to a user needs one of these roles (§5); otherwise this warning, verbatim. */
export const SHAREABLE_ROLES = ['audience_user', 'audience_analyst'] as const;
export const shareRoleWarning = (email: string) => `El usuario (${email}) no tiene el rol 'audience_user' o 'audience_analyst'`;

/**
 * Whether the viewer may share segments at all (§6 share rule applied to a segment of their own
 * company, the only ones anybody may share): the audience admin of 032, or a steward or analyst
 * whose company has share_action on.
 */
export function canShareOwnSegments(viewer: Viewer, ownCompanyFlags: Pick<SegmentCompanyFlags, 'shareAction'>): boolean {
  const own: SegmentFacts = {
    ownerCompanyCode: viewer.companyCode,
    segmentTypeId: SEGMENT_KIND.PLAIN,
    shared: false,
    numAudiences: 0,
    requested: false,
  };
  return canShareSegment(viewer, own, { shareAction: ownCompanyFlags.shareAction, editSegment: false });
}

/**
 * The answer of the role check the share dialog makes before sharing with a user, written so that it
 * tells nobody who is in the directory: true only when the viewer could share with that user (they may share segments, and
 * the share dialog offers every company of the group, so any user of the directory), the role
 * asked is one a share needs (audience_user, audience_analyst), and the user holds it. For
 * everybody else (a viewer who cannot share, another role, an unknown e-mail) it is false, the
 * same answer, so the check tells nobody anything they could not learn by sharing.
 */
export function roleCheckAnswer(
  viewer: Viewer,
  ownCompanyFlags: Pick<SegmentCompanyFlags, 'shareAction'>,
  role: string,
  target: { roles: readonly string[] } | undefined,
): boolean {
  if (!target || !canShareOwnSegments(viewer, ownCompanyFlags)) return false;
  return (SHAREABLE_ROLES as readonly string[]).includes(role) && target.roles.includes(role);
}

/**
 * Companies a segment with purchase-prediction attributes may be saved for (§6): the corporate
 * organisation may use every company it can choose; others only their own company, plus 022 when
 * their company has retail_purchase_prediction enabled.
 */
export function purchasePredictionCompanies(
  viewer: Pick<Identity, 'companyCode'>,
  choices: readonly string[],
  retailPurchasePrediction: boolean,
): string[] {
  if (viewer.companyCode === CORPORATE_COMPANY) return [...choices];
  return choices.filter((code) => code === viewer.companyCode || (code === '022' && retailPurchasePrediction));
}
