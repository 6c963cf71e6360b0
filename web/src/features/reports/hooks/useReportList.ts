import { useQuery } from '@apollo/client/react';
import { REPORT_LIST } from '../graphql.ts';

/** The reports of a module with the companies the viewer may grant; shown from cache while the network answers. */
export function useReportList(module: string) {
  const { data, loading, error, refetch } = useQuery(REPORT_LIST, { variables: { module }, fetchPolicy: 'cache-and-network' });
  return { reports: data?.reports, companies: data?.viewer.accessibleCompanies ?? [], loading, error, refetch };
}
