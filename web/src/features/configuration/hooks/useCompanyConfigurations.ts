import { useQuery } from '@apollo/client/react';
import { COMPANY_CONFIGURATIONS } from '../graphql.ts';

/** Each company's nine flags, filtered by a company name (empty: every company). */
export function useCompanyConfigurations(name: string) {
  const { data, loading, error, refetch } = useQuery(COMPANY_CONFIGURATIONS, {
    variables: { name: name || null },
    fetchPolicy: 'cache-and-network',
  });
  return { companies: data?.companyConfigurations, loading: loading && !data, error, refetch };
}
