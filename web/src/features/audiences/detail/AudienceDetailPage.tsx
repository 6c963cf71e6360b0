import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Breadcrumbs, Button, Card, H2, H5, HTMLTable, Icon } from '@blueprintjs/core';
import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { audiences } from '../../../i18n/audiences.ts';
import { publishing } from '../../../i18n/publishing.ts';
import { AudiencePageWaiting } from '../components/AudiencePageWaiting.tsx';
import { ROUTES, pathTo } from '../../../navigation/routes.ts';
import { formatCalendarDate, formatDateTime, formatNumber } from '../../../ui/format.ts';
import { AudienceStatusTag } from '../list/components/AudienceStatusTag.tsx';
import { frequencyText } from '../list/components/AudienceTable.tsx';
import { AudienceQualityReport } from './components/AudienceQualityReport.tsx';
import { AudienceRuns } from './components/AudienceRuns.tsx';
import { AudienceTimeline } from './components/AudienceTimeline.tsx';
import { AUDIENCE_DETAIL } from './graphql.ts';
import './detail.css';
import { publishingUnderWay } from './live.ts';
import { segmentViewLink } from './segmentLink.ts';

const t = audiences.detail;
const TIMELINE_PAGE_SIZE = 10;
const LIVE_REFRESH_MS = 2500;

/** §2.6: a read-only card of one audience, its status timeline (10 a page, newest first), its publishing runs and its tracks. */
export function AudienceDetailPage() {
  const { id } = useParams();
  if (!id) return <Navigate to={ROUTES.link_list_audiences.path} replace />;
  return <AudienceDetail key={id} id={id} />;
}

function AudienceDetail({ id }: { id: string }) {
  const navigate = useNavigate();
  const [timelinePage, setTimelinePage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(AUDIENCE_DETAIL, {
    variables: { id, timelinePage, timelinePageSize: TIMELINE_PAGE_SIZE },
    context: { quietErrors: true },
  });
  const shown = data ?? previousData;
  const code = graphQLErrorOf(error)?.code;
  // Live while a run is under way (or was just asked for): the status, runs and quality refresh on their own.
  const busy = shown ? publishingUnderWay(shown.audience) : false;
  useEffect(() => {
    if (!busy) return undefined;
    const timer = setInterval(() => void refetch(), LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [busy, refetch]);
  const missing = !shown && (code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'BAD_USER_INPUT');

  // Without an audience to show (unknown id, or one the viewer may not see) the user goes back to the list.
  useEffect(() => {
    if (missing) navigate(ROUTES.link_list_audiences.path, { replace: true });
  }, [missing, navigate]);

  const back = () => navigate(pathTo('link_list_audiences', {}, { viewed: id }));
  const crumbs = [
    { text: t.breadcrumbList, onClick: back, href: ROUTES.link_list_audiences.path },
    { text: t.breadcrumb, current: true },
  ];

  if (!shown) {
    return (
      <AudiencePageWaiting
        crumbs={crumbs}
        waiting={loading || missing}
        loadingLabel={t.loading}
        failedTitle={t.loadFailed}
        onRetry={() => void refetch()}
      />
    );
  }

  const a = shown.audience;
  const segmentRoute = segmentViewLink(a.segment.type?.id);
  const field = (label: string, value: ReactNode, testId?: string) => (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value === '' || value === null || value === undefined ? t.none : value}</dd>
    </>
  );

  return (
    <>
      <Breadcrumbs items={crumbs} />
      <header className="inca-page-header inca-row">
        <div>
          <H2>{a.name}</H2>
          <p className="bp6-text-muted">{a.description}</p>
        </div>
        <div className="inca-actions">
          <Button icon="chevron-left" text={t.back} onClick={back} />
        </div>
      </header>
      <div className="inca-detail">
        <Card className="inca-card" data-testid="audience-card">
          <H5>{t.card}</H5>
          <dl className="inca-fields">
            {field(t.company, `${a.company.code} · ${a.company.alias}`)}
            {field(
              t.segment,
              <span>
                {a.segment.name}
                {segmentRoute && (
                  <Link
                    to={pathTo(segmentRoute, { code: a.segment.code })}
                    aria-label={t.viewSegment(a.segment.name)}
                    title={t.viewSegment(a.segment.name)}
                    className="inca-tag-gap"
                  >
                    <Icon icon="eye-open" size={14} />
                  </Link>
                )}
              </span>,
              'audience-segment',
            )}
            {field(t.platform, a.platform.name)}
            {field(t.adsAccount, a.adsAccount.businessName)}
            {field(t.status, <AudienceStatusTag enabled={a.enabled} statusColor={a.statusColor} status={a.status} />)}
            {field(t.statusDate, formatDateTime(a.status.date))}
            {field(t.frequency, frequencyText(a.frequency, a.updateDay))}
            {field(t.startDate, formatCalendarDate(a.startDate))}
            {field(t.endDate, formatCalendarDate(a.endDate))}
            {field(t.recipients, a.recipients.join(', '))}
            {field(t.sourceFile, a.sourceFileName)}
            {field(t.segmentSize, formatNumber(a.segmentUniqueUsers))}
            {field(
              audiences.list.table.match,
              a.matchMessage ? `${formatNumber(a.matchCount)} · ${a.matchMessage}` : formatNumber(a.matchCount),
            )}
          </dl>
        </Card>
        <div className="inca-detail-side">
          <Card className="inca-card">
            <H5>{t.timeline}</H5>
            <AudienceTimeline
              entries={a.timeline.nodes}
              states={shown.audienceStates}
              page={a.timeline.page}
              pageSize={TIMELINE_PAGE_SIZE}
              total={a.timeline.totalCount}
              onPage={setTimelinePage}
            />
          </Card>
          <Card className="inca-card" data-testid="audience-runs-card">
            <H5>{t.runs}</H5>
            <AudienceRuns runs={a.runs} />
          </Card>
          <Card className="inca-card" data-testid="audience-quality-card">
            <H5>{publishing.quality.title}</H5>
            <AudienceQualityReport report={a.qualityReport} />
          </Card>
          <Card className="inca-card">
            <H5>{t.tracks}</H5>
            {a.tracks.length === 0 ? (
              <p className="bp6-text-muted">{t.tracksEmpty}</p>
            ) : (
              <HTMLTable className="inca-fill" compact data-testid="audience-tracks">
                <thead>
                  <tr>
                    <th>{t.trackDate}</th>
                    <th className="inca-num">{t.trackUniqueUsers}</th>
                    <th className="inca-num">{t.trackUploadSize}</th>
                  </tr>
                </thead>
                <tbody>
                  {a.tracks.map((track, index) => (
                    <tr key={`${track.date}-${index}`}>
                      <td className="inca-nowrap">{formatDateTime(track.date)}</td>
                      <td className="inca-num">{formatNumber(track.segmentUniqueUsers)}</td>
                      <td className="inca-num">{formatNumber(track.sourceFileRowCount)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}
