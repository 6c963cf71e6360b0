import { useQuery } from '@apollo/client/react';
import { COMPANY_FLAG_CHANGES } from '../graphql.ts';

/** The audit trail of one company's flags, newest as the service orders them; asked again each time it opens. */
export function useCompanyFlagChanges(companyCode: string) {
  const { data, loading } = useQuery(COMPANY_FLAG_CHANGES, { variables: { name: null }, fetchPolicy: 'network-only' });
  const changes = data?.companyConfigurations.find((c) => c.company.code === companyCode)?.changes ?? [];
  return { changes, loading: loading || !data };
}
