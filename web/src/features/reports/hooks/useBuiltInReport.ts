import { useQuery } from '@apollo/client/react';
import type { AnalyticsReportKind, BuiltInReportFilter } from '../../../__generated__/graphql.ts';
import { BUILT_IN_REPORT } from '../graphql.ts';

/**
 * The figures of a report the platform draws itself. While a new filter loads, the previous figures
 * stay on screen (`shown`), so the charts do not blink; `refreshing` is a reload of the figures on screen.
 */
export function useBuiltInReport(report: AnalyticsReportKind, params: string, filter: BuiltInReportFilter) {
  const { data, previousData, loading, error, refetch } = useQuery(BUILT_IN_REPORT, {
    variables: { report, params, filter },
    fetchPolicy: 'network-only',
  });
  return { shown: data ?? previousData, loading, refreshing: loading && !!data, error, refetch };
}
