/** What a coupon row offers (§2.6): detail, edit, delete, activate/deactivate, resend, frequency update. */
export type CouponActionKind = 'view' | 'edit' | 'delete' | 'activate' | 'deactivate' | 'resend' | 'updateFrequency';

/** The rights the service answers for the campaign's Talon.One audience (§6). */
export type CouponRights = {
  enabled: boolean;
  requested: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canToggle: boolean;
  canResend: boolean;
  canUpdateFrequency: boolean;
};

/**
 * The row's actions in menu order, straight from the service's rights (the service stays the authority):
 * detail always; edit, delete and activation never for a requested audience; activation offers the opposite
 * of the current state.
 */
export function couponActionsOf(rights: CouponRights): { kind: CouponActionKind }[] {
  const actions: { kind: CouponActionKind }[] = [{ kind: 'view' }];
  if (rights.canEdit && !rights.requested) actions.push({ kind: 'edit' });
  if (rights.canDelete && !rights.requested) actions.push({ kind: 'delete' });
  if (rights.canToggle && !rights.requested) actions.push({ kind: rights.enabled ? 'deactivate' : 'activate' });
  if (rights.canResend) actions.push({ kind: 'resend' });
  if (rights.canUpdateFrequency) actions.push({ kind: 'updateFrequency' });
  return actions;
}

export const COUPON_ACTION_ICONS = {
  view: 'eye-open',
  edit: 'edit',
  delete: 'trash',
  activate: 'tick-circle',
  deactivate: 'disable',
  resend: 'send-message',
  updateFrequency: 'refresh',
} as const satisfies Record<CouponActionKind, string>;
