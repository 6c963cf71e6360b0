import { COMPANY_ADS_ACCOUNTS, COMPANY_CONFIGURATIONS } from '../graphql.ts';

/** Test data: the configuration queries' answers as the audience subgraph sends them. */
export const FLAGS_OFF = {
  __typename: 'CompanyFlags',
  approveRequestData: false,
  shareAction: false,
  separatedKeyAds: false,
  gptImages: false,
  talononeCoupons: false,
  retailPurchasePrediction: false,
  userIdTalonone: false,
  editSegment: false,
  editAudienceTypeGoogle: false,
};
const retail = { __typename: 'Company', code: '022', name: 'Retail Andina S.A.', alias: 'Retail' };

export const configurationsMock = (gptImages: boolean, name: string | null = null) => ({
  request: { query: COMPANY_CONFIGURATIONS, variables: { name } },
  result: {
    data: { companyConfigurations: [{ __typename: 'CompanyConfiguration', company: retail, flags: { ...FLAGS_OFF, gptImages } }] },
  },
});

export const adsAccountsMock = (checkedAt: string | null) => ({
  request: { query: COMPANY_ADS_ACCOUNTS, variables: { name: null } },
  result: {
    data: {
      companyConfigurations: [
        {
          __typename: 'CompanyConfiguration',
          company: {
            ...retail,
            adsAccounts: [
              {
                __typename: 'AdsAccount',
                technicalName: 'retail_ads',
                businessName: 'Retail Publicidad',
                platforms: ['FBK'],
                itManagerEmail: null,
                apiCheckedAt: checkedAt,
                apiHealth: [
                  { __typename: 'ApiHealth', platform: 'FBK', state: checkedAt ? 'AVAILABLE' : 'UNVERIFIED', errorKind: null, error: null },
                ],
              },
            ],
          },
        },
      ],
    },
  },
});
