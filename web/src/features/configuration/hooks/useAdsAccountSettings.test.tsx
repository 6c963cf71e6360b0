import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApolloHook } from '../../../testing/renderApolloHook.tsx';
import { ADS_ACCOUNT_SETTINGS } from '../graphql.ts';
import { useAdsAccountSettings } from './useAdsAccountSettings.ts';

const settings = {
  __typename: 'AdsAccountSettings',
  id: '5',
  companyCode: '022',
  technicalName: 'retail_ads',
  businessName: 'Retail Publicidad',
  gcpProject: null,
  managerName: null,
  managerEmail: null,
  itManagerName: null,
  itManagerEmail: null,
  sendNotification: false,
  channels: [
    {
      __typename: 'AdsChannelSettings',
      platform: 'FBK',
      enabled: true,
      endpoint: null,
      accountId: 'act_1234567890',
      devopsRepo: null,
      storage: null,
      params: null,
      secretSet: true,
    },
  ],
};

describe('useAdsAccountSettings', () => {
  it('loads the company’s accounts with whether a credential is stored, never the credential', async () => {
    const { result } = renderApolloHook(() => useAdsAccountSettings('022'), {
      mocks: [
        {
          request: { query: ADS_ACCOUNT_SETTINGS, variables: { companyCode: '022' } },
          result: { data: { adsAccountSettings: [settings] } },
        },
      ],
    });
    await waitFor(() => expect(result.current.accounts).toHaveLength(1));
    expect(result.current.accounts?.[0]?.channels[0]).toMatchObject({ platform: 'FBK', accountId: 'act_1234567890', secretSet: true });
    expect(result.current.accounts?.[0]?.channels[0]).not.toHaveProperty('secret');
  });

  it('asks nothing before a company is chosen', () => {
    const { result } = renderApolloHook(() => useAdsAccountSettings(undefined));
    expect(result.current.accounts).toBeUndefined();
  });
});
