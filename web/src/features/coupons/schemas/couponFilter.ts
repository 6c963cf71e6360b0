import { z } from 'zod';
import type { CouponFilter } from '../../../__generated__/graphql.ts';

/** The coupon list's filter form: fields as typed, '' meaning "no filter"; none can be wrong. */
export const couponFilterSchema = z.object({
  name: z.string(),
  companyCode: z.string(),
  status: z.string(),
  enabled: z.enum(['ALL', 'ENABLED', 'DISABLED']),
});
export type CouponFilterForm = z.infer<typeof couponFilterSchema>;

export const EMPTY_COUPON_FILTER: CouponFilterForm = { name: '', companyCode: '', status: '', enabled: 'ALL' };

/** How many filters are set (the button's count). */
export const activeCouponFilters = (f: CouponFilterForm): number =>
  [f.name.trim(), f.companyCode, f.status, f.enabled !== 'ALL' ? 'x' : ''].filter(Boolean).length;

/** The graph's CouponFilter for a filter form: only the fields set, the name trimmed. */
export function toCouponFilter(f: CouponFilterForm): CouponFilter {
  return {
    name: f.name.trim() || undefined,
    companyCode: f.companyCode || undefined,
    status: f.status || undefined,
    enabled: f.enabled === 'ALL' ? undefined : f.enabled === 'ENABLED',
  };
}
