import { describe, expect, it } from 'vitest';
import { BUNDLED_ICON_COUNT, USED_ICONS } from './icons.ts';

describe('bundled icons', () => {
  it('the literal globs bundle every listed icon in both sizes', () => {
    expect(USED_ICONS.length).toBeGreaterThan(30);
    expect(BUNDLED_ICON_COUNT()).toBe(USED_ICONS.length * 2);
  });
});
