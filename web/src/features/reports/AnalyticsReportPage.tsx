import { Button, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import type { AnalyticsReportKind } from '../../__generated__/graphql.ts';
import { graphQLErrorOf } from '../../apollo/errors.ts';
import { reports } from '../../i18n/reports.ts';
import './reports.css';
import { ReportFrame } from './components/ReportFrame.tsx';
import { ReportsNav } from './components/ReportsNav.tsx';
import { useAnalyticsReport } from './hooks/useAnalyticsReport.ts';

const TITLES: Record<AnalyticsReportKind, string> = {
  OMNICHANNEL: reports.nav.omnichannel,
  PERFORMANCE: reports.nav.performance,
  MONETIZATION: reports.nav.monetization,
  SHARE: reports.nav.share,
};

/** An analytics report of the menu (spec §2.9): its frame, or the empty state where it does not exist for the company. */
export function AnalyticsReportPage({ report }: { report: AnalyticsReportKind }) {
  const { analytics, loading, error, refetch } = useAnalyticsReport(report);
  const title = TITLES[report];
  let body;
  if (loading) {
    body = (
      <div className="inca-center">
        <Spinner aria-label={reports.frame.loading} />
      </div>
    );
  } else if (!analytics) {
    body = (
      <NonIdealState
        icon="error"
        title={reports.frame.loadFailed}
        description={graphQLErrorOf(error)?.message}
        action={<Button icon="refresh" text={reports.management.retry} onClick={() => void refetch()} />}
      />
    );
  } else if (!analytics.available || !analytics.frame) {
    body =
      report === 'SHARE' ? (
        <NonIdealState icon="lock" title={reports.frame.notYetTitle} description={reports.frame.adminOnly} />
      ) : (
        <NonIdealState icon="timeline-bar-chart" title={reports.frame.notYetTitle} description={reports.frame.notYetHint} />
      );
  } else {
    body = <ReportFrame frame={analytics.frame} title={title} />;
  }
  return (
    <>
      <header className="inca-page-header">
        <H2>{title}</H2>
        <ReportsNav />
      </header>
      {body}
    </>
  );
}

export const OmnichannelReportPage = () => <AnalyticsReportPage report="OMNICHANNEL" />;
export const PerformanceReportPage = () => <AnalyticsReportPage report="PERFORMANCE" />;
export const MonetizationReportPage = () => <AnalyticsReportPage report="MONETIZATION" />;
export const ShareReportPage = () => <AnalyticsReportPage report="SHARE" />;
