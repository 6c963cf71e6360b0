import { isValidElement, lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Navigate, createBrowserRouter, useLocation, useParams } from 'react-router';
import { Spinner } from '@blueprintjs/core';
import type { ApolloClient } from '@apollo/client';
import { prefetchAudienceList } from './features/audiences/list/prefetch.ts';
import { prefetchSegmentList } from './features/segments/prefetch.ts';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { Shell } from './features/shell/Shell.tsx';
import { NotFoundPage } from './features/shell/NotFoundPage.tsx';
import { ROUTES, pathTo, type RouteName } from './navigation/routes.ts';

/** What a screen asks the API first, asked ahead of it when the app opens on that screen. */
type Prefetch = (client: ApolloClient, search: URLSearchParams) => void;

/**
 * A screen's chunk, fetched once: when the screen is first shown, or ahead of it by `preload`; and
 * optionally its first data (`prefetch`).
 */
// React.lazy itself takes any component type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, prefetch?: Prefetch) {
  let loading: Promise<{ default: T }> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(lazy(once), { preload: once, prefetch });
}

// Each screen is its own chunk, fetched when first opened: the login and the shell load alone.
const HomePage = lazyScreen(() => import('./features/home/HomePage.tsx').then((m) => ({ default: m.HomePage })));
const SegmentListPage = lazyScreen(
  () => import('./features/segments/SegmentListPage.tsx').then((m) => ({ default: m.SegmentListPage })),
  prefetchSegmentList,
);
const SegmentBuilderPage = lazyScreen(() =>
  import('./features/builder/SegmentBuilderPage.tsx').then((m) => ({ default: m.SegmentBuilderPage })),
);
const MergeSegmentPage = lazyScreen(() => import('./features/builder/MergeSegmentPage.tsx').then((m) => ({ default: m.MergeSegmentPage })));
const CrossTablePage = lazyScreen(() => import('./features/crossTable/CrossTablePage.tsx').then((m) => ({ default: m.CrossTablePage })));
const ExceptionPage = lazyScreen(() => import('./features/access/ExceptionPage.tsx').then((m) => ({ default: m.ExceptionPage })));
const ProductivizePage = lazyScreen(() =>
  import('./features/productivize/ProductivizePage.tsx').then((m) => ({ default: m.ProductivizePage })),
);
const AudienceListPage = lazyScreen(
  () => import('./features/audiences/list/AudienceListPage.tsx').then((m) => ({ default: m.AudienceListPage })),
  prefetchAudienceList,
);
const AudienceDetailPage = lazyScreen(() =>
  import('./features/audiences/detail/AudienceDetailPage.tsx').then((m) => ({ default: m.AudienceDetailPage })),
);
const AudienceBillingPage = lazyScreen(() =>
  import('./features/audiences/billing/AudienceBillingPage.tsx').then((m) => ({ default: m.AudienceBillingPage })),
);
const OutboxPage = lazyScreen(() => import('./features/outbox/OutboxPage.tsx').then((m) => ({ default: m.OutboxPage })));
const AudienceFormPage = lazyScreen(() =>
  import('./features/audiences/form/AudienceFormPage.tsx').then((m) => ({ default: m.AudienceFormPage })),
);
const AudienceImagesPage = lazyScreen(() =>
  import('./features/images/AudienceImagesPage.tsx').then((m) => ({ default: m.AudienceImagesPage })),
);
const ConfigurationPage = lazyScreen(() =>
  import('./features/configuration/ConfigurationPage.tsx').then((m) => ({ default: m.ConfigurationPage })),
);
const ReportManagementPage = lazyScreen(() =>
  import('./features/reports/ReportManagementPage.tsx').then((m) => ({ default: m.ReportManagementPage })),
);
const ReportViewPage = lazyScreen(() => import('./features/reports/ReportViewPage.tsx').then((m) => ({ default: m.ReportViewPage })));
const OmnichannelReportPage = lazyScreen(() =>
  import('./features/reports/AnalyticsReportPage.tsx').then((m) => ({ default: m.OmnichannelReportPage })),
);
const PerformanceReportPage = lazyScreen(() =>
  import('./features/reports/AnalyticsReportPage.tsx').then((m) => ({ default: m.PerformanceReportPage })),
);
const MonetizationReportPage = lazyScreen(() =>
  import('./features/reports/AnalyticsReportPage.tsx').then((m) => ({ default: m.MonetizationReportPage })),
);
const ShareReportPage = lazyScreen(() =>
  import('./features/reports/AnalyticsReportPage.tsx').then((m) => ({ default: m.ShareReportPage })),
);

const CouponListPage = lazyScreen(() => import('./features/coupons/CouponListPage.tsx').then((m) => ({ default: m.CouponListPage })));
const CouponFormPage = lazyScreen(() => import('./features/coupons/CouponFormPage.tsx').then((m) => ({ default: m.CouponFormPage })));
const CouponDetailPage = lazyScreen(() => import('./features/coupons/CouponDetailPage.tsx').then((m) => ({ default: m.CouponDetailPage })));
const VariablesPage = lazyScreen(() => import('./features/variables/VariablesPage.tsx').then((m) => ({ default: m.VariablesPage })));
const CampaignListPage = lazyScreen(() =>
  import('./features/campaigns/CampaignListPage.tsx').then((m) => ({ default: m.CampaignListPage })),
);
const CampaignHistoryPage = lazyScreen(() =>
  import('./features/campaigns/CampaignHistoryPage.tsx').then((m) => ({ default: m.CampaignHistoryPage })),
);
const CampaignRulesPage = lazyScreen(() =>
  import('./features/campaigns/CampaignRulesPage.tsx').then((m) => ({ default: m.CampaignRulesPage })),
);
const CampaignRulesStored = lazyScreen(() =>
  import('./features/campaigns/CampaignRulesStored.tsx').then((m) => ({ default: m.CampaignRulesStored })),
);

/** /cupones… addresses → the coupon routes (params and query kept). */
const SPANISH_COUPON_PATHS: [string, RouteName][] = [
  ['/cupones', 'coupons_list'],
  ['/cupones/nuevo', 'coupons_new'],
  ['/cupones/:id', 'coupons_view'],
  ['/cupones/:id/editar', 'coupons_edit'],
  ['/cupones/:id/detalle', 'coupons_detail'],
];

function RedirectTo({ to }: { to: RouteName }) {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={`${pathTo(to, params as Record<string, string>)}${search}`} replace />;
}

const screen = (element: ReactElement) => (
  <Suspense fallback={<Spinner className="inca-page-loading" aria-label="Cargando" />}>{element}</Suspense>
);

/**
 * Starts fetching the chunk of the screen the app opens on, and the first data of a screen that
 * names it, so that both arrive while the shell asks who is signed in instead of after (on a slow
 * network, a round trip less for the chunk and another for the list's rows).
 */
function preloadOpeningScreen(element: unknown, client: ApolloClient | undefined, search: string) {
  if (!isValidElement<{ children?: unknown }>(element) || !isValidElement(element.props.children)) return;
  const type = element.props.children.type as { preload?: () => Promise<unknown>; prefetch?: Prefetch };
  type.preload?.().catch(() => undefined);
  if (client) type.prefetch?.(client, new URLSearchParams(search));
}

/**
 * Mounted screens; every path comes from the ROUTES table. Unbuilt routes fall to not-found. Given
 * the app's Apollo client, the screen it opens on may ask its first data at once.
 */
export function createRouter(client?: ApolloClient) {
  const router = createBrowserRouter([
    { path: ROUTES.login.path, element: <LoginPage /> },
    {
      element: <Shell />,
      children: [
        { path: ROUTES.home.path, element: screen(<HomePage />) },
        { path: ROUTES.segments.path, element: screen(<SegmentListPage />) },
        { path: ROUTES.new_segment.path, element: screen(<SegmentBuilderPage key="create" mode="create" />) },
        { path: ROUTES.view_segment.path, element: screen(<SegmentBuilderPage key="view" mode="view" />) },
        { path: ROUTES.edit_segment.path, element: screen(<SegmentBuilderPage key="edit" mode="edit" />) },
        { path: ROUTES.new_merge_segment.path, element: screen(<MergeSegmentPage key="create" mode="create" />) },
        { path: ROUTES.view_merge_segment.path, element: screen(<MergeSegmentPage key="view" mode="view" />) },
        { path: ROUTES.edit_merge_segment.path, element: screen(<MergeSegmentPage key="edit" mode="edit" />) },
        { path: ROUTES.new_cross_table.path, element: screen(<CrossTablePage key="create" mode="create" />) },
        { path: ROUTES.view_cross_table.path, element: screen(<CrossTablePage key="view" mode="view" />) },
        { path: ROUTES.edit_cross_table.path, element: screen(<CrossTablePage key="edit" mode="edit" />) },
        { path: ROUTES.exception.path, element: screen(<ExceptionPage />) },
        { path: ROUTES.productivize.path, element: screen(<ProductivizePage />) },
        { path: ROUTES.link_list_audiences.path, element: screen(<AudienceListPage />) },
        { path: ROUTES.audience_detail.path, element: screen(<AudienceDetailPage />) },
        { path: ROUTES.audience_billing.path, element: screen(<AudienceBillingPage />) },
        { path: ROUTES.images.path, element: screen(<AudienceImagesPage />) },
        { path: ROUTES.new_audience.path, element: screen(<AudienceFormPage key="create" mode="create" />) },
        { path: ROUTES.audience_edit.path, element: screen(<AudienceFormPage key="edit" mode="edit" />) },
        { path: ROUTES.audience_view.path, element: screen(<AudienceFormPage key="view" mode="view" />) },
        { path: ROUTES.coupons_list.path, element: screen(<CouponListPage />) },
        { path: ROUTES.coupons_new.path, element: screen(<CouponFormPage key="create" mode="create" />) },
        { path: ROUTES.coupons_edit.path, element: screen(<CouponFormPage key="edit" mode="edit" />) },
        { path: ROUTES.coupons_view.path, element: screen(<CouponFormPage key="view" mode="view" />) },
        { path: ROUTES.coupons_detail.path, element: screen(<CouponDetailPage />) },
        // The Spanish addresses of the coupon screens lead to the spec's routes.
        ...SPANISH_COUPON_PATHS.map(([from, to]) => ({ path: from, element: <RedirectTo to={to} /> })),
        { path: ROUTES.campaigns_list.path, element: screen(<CampaignListPage />) },
        { path: ROUTES.campaigns_history.path, element: screen(<CampaignHistoryPage />) },
        { path: ROUTES.campaign_history.path, element: screen(<CampaignHistoryPage />) },
        { path: ROUTES.campaigns_rules.path, element: screen(<CampaignRulesPage />) },
        { path: ROUTES.campaigns_rules_stored.path, element: screen(<CampaignRulesStored />) },
        { path: ROUTES.variables.path, element: screen(<VariablesPage />) },
        { path: ROUTES.variable_groups.path, element: screen(<VariablesPage />) },
        { path: ROUTES.mail_outbox.path, element: screen(<OutboxPage />) },
        { path: ROUTES.company_configuration.path, element: screen(<ConfigurationPage />) },
        { path: ROUTES.report_management.path, element: screen(<ReportManagementPage />) },
        { path: ROUTES.report_management_view.path, element: screen(<ReportViewPage />) },
        { path: ROUTES.report_omnichannel.path, element: screen(<OmnichannelReportPage />) },
        { path: ROUTES.report_performance.path, element: screen(<PerformanceReportPage />) },
        { path: ROUTES.report_monetization.path, element: screen(<MonetizationReportPage />) },
        { path: ROUTES.report_share.path, element: screen(<ShareReportPage />) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
  preloadOpeningScreen(router.state.matches.at(-1)?.route.element, client, router.state.location.search);
  return router;
}
