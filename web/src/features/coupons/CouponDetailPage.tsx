import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Breadcrumbs, Button, Card, H2, H5, HTMLTable, Icon, NonIdealState, Spinner } from '@blueprintjs/core';
import { graphQLErrorOf } from '../../apollo/errors.ts';
import { coupons } from '../../i18n/coupons.ts';
import { ROUTES, pathTo } from '../../navigation/routes.ts';
import { formatCalendarDate, formatDateTime, formatNumber } from '../../ui/format.ts';
import { AudienceStatusTag } from '../audiences/list/components/AudienceStatusTag.tsx';
import { segmentViewLink } from '../audiences/detail/segmentLink.ts';
import { CouponStatsChart } from './components/CouponStatsChart.tsx';
import { COUPON_DETAIL } from './graphql.ts';
import { useCouponsEnabled } from './hooks/useCouponsEnabled.ts';
import '../audiences/detail/detail.css';
import './coupons.css';

const t = coupons.detail;

/** Coupon detail (§2.6): breadcrumbs, a read-only card, the status timeline (newest first), ★ coupons per day, back. */
export function CouponDetailPage() {
  const { id } = useParams();
  const enabled = useCouponsEnabled();
  if (!enabled) return <Navigate to={ROUTES.home.path} replace />;
  if (!id) return <Navigate to={ROUTES.coupons_list.path} replace />;
  return <CouponDetail key={id} id={id} />;
}

function CouponDetail({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(COUPON_DETAIL, {
    variables: { id },
    context: { quietErrors: true },
    fetchPolicy: 'cache-and-network',
  });
  const code = graphQLErrorOf(error)?.code;
  const missing = !data && (code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'BAD_USER_INPUT');
  // No coupon to show: back to the list (§8 "No coupon selected: coupons list").
  useEffect(() => {
    if (missing) navigate(ROUTES.coupons_list.path, { replace: true });
  }, [missing, navigate]);

  const back = () => navigate(pathTo('coupons_list', {}, { viewed: id }));
  const crumbs = [
    { text: t.breadcrumbList, onClick: back, href: ROUTES.coupons_list.path },
    { text: t.breadcrumb, current: true },
  ];

  if (!data) {
    return (
      <>
        <Breadcrumbs items={crumbs} />
        {loading || missing ? (
          <div className="inca-center">
            <Spinner aria-label={t.loading} />
          </div>
        ) : (
          <NonIdealState
            icon="error"
            title={t.loadFailed}
            action={<Button icon="refresh" text={t.retry} onClick={() => void refetch()} />}
          />
        )}
      </>
    );
  }

  const c = data.couponCampaign;
  const a = c.audience;
  const segmentRoute = segmentViewLink(c.segment.type?.id);
  const field = (label: string, value: ReactNode, testId?: string) => (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value === '' || value === null || value === undefined ? t.none : value}</dd>
    </>
  );

  return (
    <div className="inca-coupon-detail">
      <Breadcrumbs items={crumbs} />
      <header className="inca-page-header inca-row">
        <div>
          <H2>{c.name}</H2>
          <p className="bp6-text-muted">{c.description}</p>
        </div>
        <div className="inca-actions">
          <Button icon="chevron-left" text={t.back} onClick={back} data-testid="coupon-back" />
        </div>
      </header>
      <div className="inca-detail">
        <Card className="inca-card" data-testid="coupon-card">
          <H5>{t.card}</H5>
          <dl className="inca-fields">
            {field(t.name, c.name)}
            {field(t.file, c.sourceFileName)}
            {field(
              t.segment,
              <span>
                {c.segment.name}
                {segmentRoute && (
                  <Link
                    to={pathTo(segmentRoute, { code: c.segment.code })}
                    aria-label={t.viewSegment(c.segment.name)}
                    title={t.viewSegment(c.segment.name)}
                    className="inca-tag-gap"
                  >
                    <Icon icon="eye-open" size={14} />
                  </Link>
                )}
              </span>,
              'coupon-segment',
            )}
            {field(t.totalMatch, formatNumber(a.matchCount), 'coupon-match')}
            {field(t.created, formatDateTime(c.createdDate))}
            {field(t.lastUpdate, formatDateTime(c.lastProcessDate))}
            {field(t.description, c.description)}
            {field(t.status, <AudienceStatusTag enabled={a.enabled} statusColor={a.statusColor} status={a.status} />, 'coupon-status')}
            {field(t.period, `${formatCalendarDate(c.startDate)} – ${formatCalendarDate(c.endDate)}`)}
            {field(
              t.talonOneCampaign,
              <span>
                {c.talonOneCampaign.name}
                {c.talonOneCampaign.couponSettings && (
                  <span className="inca-nowrap"> · {c.talonOneCampaign.couponSettings.couponPattern}</span>
                )}
              </span>,
            )}
          </dl>
        </Card>
        <div className="inca-detail-side">
          <Card className="inca-card">
            <H5>{t.chart}</H5>
            <CouponStatsChart
              days={c.dailyStats}
              totals={{ issued: c.couponsIssued, reserved: c.couponsReserved, redeemed: c.couponsRedeemed }}
            />
          </Card>
          <Card className="inca-card">
            <H5>{t.timeline}</H5>
            {c.timeline.length === 0 ? (
              <p className="bp6-text-muted">{t.timelineEmpty}</p>
            ) : (
              <HTMLTable compact className="inca-fill" data-testid="coupon-timeline">
                <thead>
                  <tr>
                    <th>{t.timelineColumns.status}</th>
                    <th>{t.timelineColumns.date}</th>
                    <th>{t.timelineColumns.platform}</th>
                    <th className="inca-num">{t.timelineColumns.upload}</th>
                    <th className="inca-num">{t.timelineColumns.match}</th>
                  </tr>
                </thead>
                <tbody>
                  {c.timeline.map((e, index) => (
                    <tr key={`${e.statusDate}-${index}`}>
                      <td title={e.statusCode}>{e.statusName}</td>
                      <td className="inca-nowrap">{formatDateTime(e.statusDate)}</td>
                      <td>{coupons.platformNames[e.platform] ?? e.platform}</td>
                      {/* A status without an upload (the platform's answer, P_PUB) shows a dash, not 0. */}
                      <td className="inca-num">{formatNumber(e.uploadSize || null)}</td>
                      <td className="inca-num">{formatNumber(e.matchSize)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}
