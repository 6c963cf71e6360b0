import { ROUTES, type RouteName } from '../../../navigation/routes.ts';

export type RowActionKind = 'view' | 'requests' | 'edit' | 'share' | 'duplicate' | 'delete';

/** The flags the service answers for a row: what this viewer may do with it. */
export type RowPermissions = {
  screen: 'CROSS_TABLE' | 'SEGMENT' | 'MERGE_SEGMENT';
  requested: boolean;
  editVisible: boolean;
  canEdit: boolean;
  editBlockedReason?: string | null;
  canShare: boolean;
  canDelete: boolean;
  canDuplicate: boolean;
};

export type RowAction = { kind: RowActionKind; disabled?: boolean; reason?: string };

export const VIEW_ROUTE = {
  CROSS_TABLE: 'view_cross_table',
  SEGMENT: 'view_segment',
  MERGE_SEGMENT: 'view_merge_segment',
} as const satisfies Record<RowPermissions['screen'], RouteName>;
export const EDIT_ROUTE = {
  CROSS_TABLE: 'edit_cross_table',
  SEGMENT: 'edit_segment',
  MERGE_SEGMENT: 'edit_merge_segment',
} as const satisfies Record<RowPermissions['screen'], RouteName>;

/**
 * The actions a row offers, in menu order, straight from the service's flags (the service stays
 * the authority): a requested row can only be viewed and its request read; edit shows disabled
 * with its reason when the service says it is visible but blocked; view and edit appear only once
 * their screen exists.
 */
export function rowActionsOf(row: RowPermissions): RowAction[] {
  const actions: RowAction[] = [];
  if (ROUTES[VIEW_ROUTE[row.screen]].built) actions.push({ kind: 'view' });
  if (row.requested) {
    actions.push({ kind: 'requests' });
    return actions;
  }
  if (row.editVisible && ROUTES[EDIT_ROUTE[row.screen]].built) {
    actions.push({ kind: 'edit', disabled: !row.canEdit, reason: row.canEdit ? undefined : (row.editBlockedReason ?? undefined) });
  }
  if (row.canShare) actions.push({ kind: 'share' });
  if (row.canDuplicate) actions.push({ kind: 'duplicate' });
  if (row.canDelete) actions.push({ kind: 'delete' });
  return actions;
}
