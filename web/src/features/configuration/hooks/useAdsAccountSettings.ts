import { useQuery } from '@apollo/client/react';
import { ADS_ACCOUNT_SETTINGS } from '../graphql.ts';

/** The editable settings of a company's ads accounts (never a credential, only whether one is stored). */
export function useAdsAccountSettings(companyCode: string | undefined) {
  const { data } = useQuery(ADS_ACCOUNT_SETTINGS, {
    variables: { companyCode: companyCode ?? '' },
    skip: !companyCode,
    fetchPolicy: 'cache-and-network',
  });
  return { accounts: data?.adsAccountSettings };
}
