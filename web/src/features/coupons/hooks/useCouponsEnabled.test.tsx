import { describe, expect, it } from 'vitest';
import { renderApolloHook, TEST_VIEWER } from '../../../testing/renderApolloHook.tsx';
import { useCouponsEnabled } from './useCouponsEnabled.ts';

const withFlag = (talononeCoupons: boolean | undefined) =>
  ({
    ...TEST_VIEWER,
    company: { ...TEST_VIEWER.company, flags: talononeCoupons === undefined ? undefined : { talononeCoupons } },
  }) as typeof TEST_VIEWER;

describe('useCouponsEnabled', () => {
  it('follows the viewer company’s Talon.One coupons flag', () => {
    expect(renderApolloHook(() => useCouponsEnabled(), { viewer: withFlag(true) }).result.current).toBe(true);
    expect(renderApolloHook(() => useCouponsEnabled(), { viewer: withFlag(false) }).result.current).toBe(false);
    expect(renderApolloHook(() => useCouponsEnabled(), { viewer: withFlag(undefined) }).result.current).toBe(false);
  });
});
