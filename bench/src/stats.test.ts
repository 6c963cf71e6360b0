import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './stats.ts';

describe('bench statistics', () => {
  it('takes nearest-rank percentiles', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(sorted, 50)).toBe(5);
    expect(percentile(sorted, 95)).toBe(10);
    expect(summarize([3, 1, 2]).p50).toBe(2);
  });
});
