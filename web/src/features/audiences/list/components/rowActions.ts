import { ROUTES } from '../../../../navigation/routes.ts';

export type AudienceActionKind =
  'view' | 'edit' | 'delete' | 'activate' | 'deactivate' | 'resend' | 'updateFrequency' | 'billing' | 'images';

/** The flags the service answers for a row (§6): what this viewer may do with the audience. */
export type AudiencePermissions = {
  enabled: boolean;
  requested: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canToggle: boolean;
  canResend: boolean;
  canUpdateFrequency: boolean;
  canBill: boolean;
  canSeeImages: boolean;
};

export type AudienceAction = { kind: AudienceActionKind; disabled?: boolean };

/** Actions that ask for confirmation before they run. */
export type ConfirmedActionKind = Extract<AudienceActionKind, 'delete' | 'activate' | 'deactivate' | 'resend' | 'updateFrequency'>;
export const CONFIRMED: readonly AudienceActionKind[] = ['delete', 'activate', 'deactivate', 'resend', 'updateFrequency'];
export const isConfirmed = (kind: AudienceActionKind): kind is ConfirmedActionKind => CONFIRMED.includes(kind);

/**
 * The actions a row offers, in menu order, straight from the service's flags (the service stays the
 * authority): view detail always; edit, delete and activation never for a requested audience;
 * activation offers the opposite of the current state; a screen that is not built yet is not
 * linked: edit is left out, images shows disabled.
 */
export function audienceActionsOf(row: AudiencePermissions): AudienceAction[] {
  const actions: AudienceAction[] = [];
  if (ROUTES.audience_detail.built) actions.push({ kind: 'view' });
  if (row.canEdit && !row.requested && ROUTES.audience_edit.built) actions.push({ kind: 'edit' });
  if (row.canDelete && !row.requested) actions.push({ kind: 'delete' });
  if (row.canToggle && !row.requested) actions.push({ kind: row.enabled ? 'deactivate' : 'activate' });
  if (row.canResend) actions.push({ kind: 'resend' });
  if (row.canUpdateFrequency) actions.push({ kind: 'updateFrequency' });
  if (row.canBill && ROUTES.audience_billing.built) actions.push({ kind: 'billing' });
  if (row.canSeeImages) actions.push(ROUTES.images.built ? { kind: 'images' } : { kind: 'images', disabled: true });
  return actions;
}
