import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../navigation/routes.ts';
import { COUPON_FOR_FORM } from '../graphql.ts';
import type { CouponFormMode } from '../schemas/couponForm.ts';

/** The campaign an edit or view form opens; without one the user returns to the coupon list (§2.6). */
export function useCouponForForm(mode: CouponFormMode, id: string | undefined) {
  const navigate = useNavigate();
  const skip = mode === 'create' || !id;
  const { data, loading, error } = useQuery(COUPON_FOR_FORM, {
    variables: { id: id ?? '' },
    skip,
    fetchPolicy: 'network-only',
    context: { quietErrors: true },
  });
  const campaign = data?.couponCampaign;
  const missing = mode !== 'create' && (!id || (!loading && (Boolean(error) || !campaign)));
  const left = useRef(false);
  useEffect(() => {
    if (!missing || left.current) return;
    left.current = true;
    navigate(pathTo('coupons_list'), { replace: true });
  }, [missing, navigate]);
  return { campaign, loading: mode !== 'create' && !campaign };
}
