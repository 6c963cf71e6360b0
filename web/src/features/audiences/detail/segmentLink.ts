import { ROUTES, type RouteName } from '../../../navigation/routes.ts';

/** §2.6: the segment's view screen by type id: 1, 4 and 5 the cross table; 3 the merge segment; any other the plain segment. */
export function segmentViewRoute(typeId: number): RouteName {
  if (typeId === 1 || typeId === 4 || typeId === 5) return 'view_cross_table';
  if (typeId === 3) return 'view_merge_segment';
  return 'view_segment';
}

/** The route to link, or null while that screen is not built (no link to a missing screen). */
export function segmentViewLink(typeId: number | null | undefined): RouteName | null {
  if (typeId === null || typeId === undefined) return null;
  const route = segmentViewRoute(typeId);
  return ROUTES[route].built ? route : null;
}
