import { Link, useParams } from 'react-router';
import { Breadcrumbs, Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { graphQLErrorOf } from '../../apollo/errors.ts';
import { reports } from '../../i18n/reports.ts';
import { pathTo } from '../../navigation/routes.ts';
import './reports.css';
import { ReportFrame } from './components/ReportFrame.tsx';
import { useReport } from './hooks/useReport.ts';

/** One report of report management opened in its frame (route report_management_view). */
export function ReportViewPage() {
  const { report: id = '' } = useParams();
  const { report, loading, error, refetch } = useReport(id);
  return (
    <>
      <header className="inca-page-header">
        <Breadcrumbs
          items={[
            { text: reports.management.titleAdmin, href: pathTo('report_management') },
            { text: report?.title ?? '…', current: true },
          ]}
          breadcrumbRenderer={({ text, href }) => (href ? <Link to={href}>{text}</Link> : <span>{text}</span>)}
        />
        {report && <p className="bp6-text-muted">{report.description}</p>}
      </header>
      {loading ? (
        <div className="inca-center">
          <Spinner aria-label={reports.frame.loading} />
        </div>
      ) : !report ? (
        <NonIdealState
          icon="error"
          title={reports.frame.loadFailed}
          description={graphQLErrorOf(error)?.message}
          action={
            <>
              <Button icon="refresh" text={reports.management.retry} onClick={() => void refetch()} />
              <Link to={pathTo('report_management')}>{reports.frame.back}</Link>
            </>
          }
        />
      ) : (
        <ReportFrame frame={report.frame} title={report.title} maintenance={report.maintenance} />
      )}
    </>
  );
}
