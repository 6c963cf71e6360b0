import { useQuery } from '@apollo/client/react';
import type { AnalyticsReportKind } from '../../../__generated__/graphql.ts';
import { ANALYTICS_REPORT } from '../graphql.ts';

/** An analytics report of the menu for the viewer's company: its frame, or `available: false`. */
export function useAnalyticsReport(report: AnalyticsReportKind) {
  const { data, loading, error, refetch } = useQuery(ANALYTICS_REPORT, { variables: { report }, fetchPolicy: 'network-only' });
  return { analytics: data?.analyticsReport, loading: loading && !data, error, refetch };
}
