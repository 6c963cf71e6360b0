import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { ADS_VALIDATIONS } from '../graphql.ts';
import { useAdsAccountValidations } from './useAdsAccountValidations.ts';

const check = (adsAccountCode: string, platform: string, ok: boolean) => ({
  __typename: 'AdsAccountValidation',
  companyCode: '022',
  adsAccountCode,
  businessName: adsAccountCode,
  platform,
  ok,
  errorKind: ok ? 'OK' : 'CREDENTIALS',
  errorText: ok ? null : 'token expired',
  checkedAt: '2026-01-02T10:00:00Z',
  checkedBy: 'admin@corp.demo',
});

describe('useAdsAccountValidations', () => {
  it('gives the day’s checks of the chosen account only', async () => {
    const { result } = renderApolloHook(() => useAdsAccountValidations('022', 'retail_ads', '2026-01-02'), {
      mocks: [
        {
          request: { query: ADS_VALIDATIONS, variables: { processDate: '2026-01-02', companyCode: '022' } },
          result: {
            data: {
              adsAccountValidations: [check('retail_ads', 'FBK', true), check('otra', 'GADS', false), check('retail_ads', 'GADS', false)],
            },
          },
        },
      ],
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.checks.map((c) => [c.platform, c.ok])).toEqual([
      ['FBK', true],
      ['GADS', false],
    ]);
  });
});
