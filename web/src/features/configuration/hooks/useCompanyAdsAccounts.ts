import { useQuery } from '@apollo/client/react';
import { COMPANY_ADS_ACCOUNTS } from '../graphql.ts';

/** Every company the admin configures, each with its ads accounts and their channels' health. */
export function useCompanyAdsAccounts() {
  const { data, loading, refetch } = useQuery(COMPANY_ADS_ACCOUNTS, { variables: { name: null } });
  return { companies: data?.companyConfigurations.map((c) => c.company) ?? [], loading: loading && !data, refetch };
}
