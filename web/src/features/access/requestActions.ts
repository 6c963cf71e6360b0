import type { RouteName } from '../../navigation/routes.ts';

export type RequestStatusName = 'PENDING' | 'APPROVED' | 'DECLINED';
export type RequestActionKind = 'approve' | 'decline' | 'update' | 'view' | 'history';

/** What the service answers a viewer may do with a request now. */
export type RequestFlags = { canDecide: boolean; canUpdateUntilDate: boolean };

/**
 * The actions a request row offers (§2.5, §4), straight from the service's flags (the service keeps
 * the state machine: approve and reject only while pending, update the until date only when
 * approved, nothing on a declined one); viewing the segment and the history are always there.
 * `withSegment` is false for table requests, which have no segment to open.
 */
export function requestActionsOf(row: RequestFlags, withSegment = true): RequestActionKind[] {
  const actions: RequestActionKind[] = [];
  if (row.canDecide) actions.push('approve', 'decline');
  if (row.canUpdateUntilDate) actions.push('update');
  if (withSegment) actions.push('view');
  actions.push('history');
  return actions;
}

/** The read-only screen a request's segment opens in, by segment type id (§2.5: 1 or 4 cross table, 2 segment, other merge). */
export function requestSegmentRoute(typeId: number): RouteName {
  if (typeId === 1 || typeId === 4) return 'view_cross_table';
  if (typeId === 2) return 'view_segment';
  return 'view_merge_segment';
}
