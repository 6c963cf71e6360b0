import { describe, expect, it } from 'vitest';
import { EMPTY_COUPON_FILTER, activeCouponFilters, couponFilterSchema, toCouponFilter } from './couponFilter.ts';

describe('coupon filter form', () => {
  it('accepts the three activation choices and nothing else', () => {
    for (const enabled of ['ALL', 'ENABLED', 'DISABLED'])
      expect(couponFilterSchema.safeParse({ ...EMPTY_COUPON_FILTER, enabled }).success).toBe(true);
    expect(couponFilterSchema.safeParse({ ...EMPTY_COUPON_FILTER, enabled: 'SI' }).success).toBe(false);
  });

  it('asks the service only for the fields set, the name trimmed, and counts them', () => {
    expect(toCouponFilter(EMPTY_COUPON_FILTER)).toEqual({ name: undefined, companyCode: undefined, status: undefined, enabled: undefined });
    expect(activeCouponFilters(EMPTY_COUPON_FILTER)).toBe(0);
    const f = { name: '  verano ', companyCode: '024', status: 'P_PUB', enabled: 'DISABLED' as const };
    expect(toCouponFilter(f)).toEqual({ name: 'verano', companyCode: '024', status: 'P_PUB', enabled: false });
    expect(toCouponFilter({ ...EMPTY_COUPON_FILTER, enabled: 'ENABLED' }).enabled).toBe(true);
    expect(activeCouponFilters(f)).toBe(4);
    expect(activeCouponFilters({ ...EMPTY_COUPON_FILTER, name: '   ' })).toBe(0);
  });
});
