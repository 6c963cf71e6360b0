import { GraphQLError } from 'graphql';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { COUPON_FOR_FORM } from '../graphql.ts';
import { useCouponForForm } from './useCouponForForm.ts';

const campaign = {
  __typename: 'CouponCampaign',
  id: 'C1',
  name: 'Verano',
  description: '',
  startDate: '2026-01-01',
  endDate: '2026-02-01',
  usageLimit: 1,
  discountLimit: null,
  reservationLimit: null,
  talonOneApplicationId: '7',
  talonOneCampaign: {
    __typename: 'TalonOneCouponCampaign',
    id: '70',
    name: 'Verano T1',
    couponSettings: { __typename: 'CouponSettings', couponPattern: 'VER-####' },
  },
  company: {
    __typename: 'Company',
    code: '022',
    name: 'Retail Andina S.A.',
    alias: 'Retail',
    adsAccounts: [],
    flags: { __typename: 'CompanyFlags', talononeCoupons: true, userIdTalonone: false },
  },
  segment: { __typename: 'Segment', code: 'SEG1', name: 'INCA_Retail_jóvenes', shared: false },
  adsAccount: { __typename: 'AdsAccount', technicalName: 'retail_t1', businessName: 'Retail Talon', platforms: ['TALONONE'] },
  audience: { __typename: 'Audience', id: 'A1', canEdit: true },
};
const ask = { request: { query: COUPON_FOR_FORM, variables: { id: 'C1' } } };

describe('useCouponForForm', () => {
  it('loads the campaign an edit form opens', async () => {
    const { result } = renderApolloHook(() => useCouponForForm('edit', 'C1'), {
      mocks: [{ ...ask, result: { data: { couponCampaign: campaign } } }],
      path: '/coupons/C1/edit',
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.campaign?.name).toBe('Verano'));
    expect(result.current.campaign?.talonOneCampaign?.couponSettings?.couponPattern).toBe('VER-####');
  });

  it('a campaign that cannot be loaded goes back to the coupon list', async () => {
    const { location } = renderApolloHook(() => useCouponForForm('view', 'C1'), {
      mocks: [{ ...ask, result: { errors: [new GraphQLError('No encontrada')] } }],
      path: '/coupons/C1/view',
    });
    await waitFor(() => expect(location()).toBe('/coupons/list'));
  });

  it('create mode loads nothing', () => {
    const { result } = renderApolloHook(() => useCouponForForm('create', undefined), { path: '/coupons/new' });
    expect(result.current).toEqual({ campaign: undefined, loading: false });
  });
});
