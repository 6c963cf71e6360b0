import { describe, expect, it } from 'vitest';
import { requestActionsOf, requestSegmentRoute } from './requestActions.ts';

describe('request row actions (§2.5, §4)', () => {
  it('a request the viewer may decide (pending) offers approve and reject, not update', () => {
    expect(requestActionsOf({ canDecide: true, canUpdateUntilDate: false })).toEqual(['approve', 'decline', 'view', 'history']);
  });
  it('an approved request offers only the until-date update', () => {
    expect(requestActionsOf({ canDecide: false, canUpdateUntilDate: true })).toEqual(['update', 'view', 'history']);
  });
  it('a declined request, or one the viewer only reads, is view only', () => {
    expect(requestActionsOf({ canDecide: false, canUpdateUntilDate: false })).toEqual(['view', 'history']);
  });
  it('a table request has no segment to open', () => {
    expect(requestActionsOf({ canDecide: true, canUpdateUntilDate: false }, false)).toEqual(['approve', 'decline', 'history']);
  });
  it('opens the segment by type id: 1 and 4 cross table, 2 segment, others merge', () => {
    expect([1, 2, 3, 4, 5].map(requestSegmentRoute)).toEqual([
      'view_cross_table',
      'view_segment',
      'view_merge_segment',
      'view_cross_table',
      'view_merge_segment',
    ]);
  });
});
