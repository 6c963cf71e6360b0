import { describe, expect, it } from 'vitest';
import { todayInSantiago } from './dates.ts';

describe('todayInSantiago', () => {
  it('is the Chilean calendar day, not the UTC one', () => {
    // 02:00 UTC on 2026-03-10 is still the 9th in Santiago (UTC-3 in summer).
    expect(todayInSantiago(new Date('2026-03-10T02:00:00Z'))).toBe('2026-03-09');
    expect(todayInSantiago(new Date('2026-03-10T15:00:00Z'))).toBe('2026-03-10');
  });
});
