import { useViewer } from '../../../session/viewer.ts';

/** §2.6: the coupon screens exist only for a viewer whose company has the talonone_coupons flag. */
export function useCouponsEnabled(): boolean {
  return useViewer().company.flags?.talononeCoupons === true;
}
