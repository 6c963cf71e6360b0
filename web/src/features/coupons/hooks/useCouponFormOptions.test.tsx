import { GraphQLError } from 'graphql';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApolloHook, TEST_VIEWER } from '../../../testing/renderApolloHook.tsx';
import {
  COUPON_FORM_COMPANIES,
  COUPON_FORM_SEGMENTS,
  COUPON_SEGMENT_CHECK,
  COUPON_TALONONE_APPLICATIONS,
  COUPON_TALONONE_CAMPAIGNS,
} from '../graphql.ts';
import { useCouponFormOptions, useCouponSegmentCheck, useCouponTalonOneOptions } from './useCouponFormOptions.ts';

const company = (code: string, name: string, talononeCoupons: boolean) => ({
  __typename: 'Company',
  code,
  name,
  alias: name.split(' ')[0],
  adsAccounts: [{ __typename: 'AdsAccount', technicalName: `${code}_t1`, businessName: 'Talon', platforms: ['TALONONE'] }],
  flags: { __typename: 'CompanyFlags', talononeCoupons, userIdTalonone: false },
});
const companies = {
  request: { query: COUPON_FORM_COMPANIES },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        email: TEST_VIEWER.email,
        company: company('022', 'Retail Andina S.A.', true),
        accessibleCompanies: [company('022', 'Retail Andina S.A.', true), company('024', 'Marcas Unidas S.A.', false)],
      },
    },
  },
};
const segments = { request: { query: COUPON_FORM_SEGMENTS, variables: { companyCode: '022' } } };
const check = {
  request: { query: COUPON_SEGMENT_CHECK, variables: { companyCode: '022', segmentCode: 'SEG1', adsAccountCode: '022_t1' } },
};

describe('useCouponFormOptions', () => {
  it('offers only companies with Talon.One coupons on, and the chosen one’s segments', async () => {
    const { result } = renderApolloHook(() => useCouponFormOptions('022'), {
      mocks: [
        companies,
        {
          ...segments,
          result: {
            data: {
              audienceFormSegments: [{ __typename: 'AudienceFormSegment', code: 'SEG1', name: 'INCA_Retail_jóvenes', shared: false }],
            },
          },
        },
      ],
    });
    await waitFor(() => expect(result.current.companies.map((c) => c.code)).toEqual(['022']));
    expect(result.current.company?.name).toBe('Retail Andina S.A.');
    await waitFor(() => expect(result.current.segments.map((s) => s.name)).toEqual(['INCA_Retail_jóvenes']));
    expect(result.current.segmentsFailed).toBe(false);
  });

  it('segments that fail to load are reported', async () => {
    const { result } = renderApolloHook(() => useCouponFormOptions('022'), {
      mocks: [companies, { ...segments, result: { errors: [new GraphQLError('boom')] } }],
    });
    await waitFor(() => expect(result.current.segmentsFailed).toBe(true));
  });
});

describe('useCouponSegmentCheck', () => {
  it('is unchecked (null) until segment and account are chosen, then says whether it fits with the reason', async () => {
    const idle = renderApolloHook(() => useCouponSegmentCheck('022', '', '022_t1', true));
    expect(idle.result.current).toEqual({ checking: false, valid: null, message: null });
    const { result } = renderApolloHook(() => useCouponSegmentCheck('022', 'SEG1', '022_t1', true), {
      mocks: [
        {
          ...check,
          result: {
            data: {
              couponSegmentCheck: {
                __typename: 'CouponSegmentCheck',
                valid: false,
                message: 'El segmento no tiene usuarios con ID de Talon.One.',
              },
            },
          },
        },
      ],
    });
    expect(result.current.checking).toBe(true);
    await waitFor(() => expect(result.current.valid).toBe(false));
    expect(result.current.message).toBe('El segmento no tiene usuarios con ID de Talon.One.');
  });
});

describe('useCouponTalonOneOptions', () => {
  it('loads applications, then the chosen application’s coupon campaigns', async () => {
    const { result } = renderApolloHook(() => useCouponTalonOneOptions(true, '022', '022_t1', '7'), {
      mocks: [
        {
          request: { query: COUPON_TALONONE_APPLICATIONS, variables: { companyCode: '022', adsAccountCode: '022_t1' } },
          result: { data: { talonOneApplications: [{ __typename: 'TalonOneOption', id: '7', name: 'Tienda' }] } },
        },
        {
          request: { query: COUPON_TALONONE_CAMPAIGNS, variables: { companyCode: '022', adsAccountCode: '022_t1', applicationId: '7' } },
          result: { errors: [new GraphQLError('Talon.One no respondió.')] },
        },
      ],
    });
    await waitFor(() => expect(result.current.applications.map((a) => a.name)).toEqual(['Tienda']));
    await waitFor(() => expect(result.current.error).toBe('Talon.One no respondió.'));
    expect(result.current.campaigns).toEqual([]);
  });
});
