import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../navigation/routes.ts';
import { segmentViewLink, segmentViewRoute } from './segmentLink.ts';

describe('segment view link of the audience detail', () => {
  it('opens types 1, 4 and 5 as cross tables, 3 as a merge and any other as a plain segment', () => {
    expect([1, 4, 5].map(segmentViewRoute)).toEqual(['view_cross_table', 'view_cross_table', 'view_cross_table']);
    expect(segmentViewRoute(3)).toBe('view_merge_segment');
    expect([2, 6, 99].map(segmentViewRoute)).toEqual(['view_segment', 'view_segment', 'view_segment']);
  });

  it('links only to screens that exist', () => {
    const ids = [1, 2, 3, 4, 5, 6];
    const linked = ids.map(segmentViewLink);
    expect(linked.length).toBe(ids.length);
    ids.forEach((id, i) => expect(linked[i]).toBe(ROUTES[segmentViewRoute(id)].built ? segmentViewRoute(id) : null));
    expect(segmentViewLink(2)).toBe('view_segment');
    expect(segmentViewLink(null)).toBeNull();
  });
});
