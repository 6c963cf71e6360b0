import { useQuery } from '@apollo/client/react';
import { REPORT_VIEW } from '../graphql.ts';

/** One report of report management with the frame it opens in; always asked again (the link may have changed). */
export function useReport(id: string) {
  const { data, loading, error, refetch } = useQuery(REPORT_VIEW, { variables: { id }, fetchPolicy: 'network-only' });
  return { report: data?.report, loading: loading && !data, error, refetch };
}
