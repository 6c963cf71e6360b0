import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { Spinner } from '@blueprintjs/core';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { Shell } from './features/shell/Shell.tsx';
import { NotFoundPage } from './features/shell/NotFoundPage.tsx';
import { ROUTES } from './navigation/routes.ts';

// Each screen is its own chunk, fetched when first opened: the login and the shell load alone.
const HomePage = lazy(() => import('./features/home/HomePage.tsx').then((m) => ({ default: m.HomePage })));
const SegmentListPage = lazy(() => import('./features/segments/SegmentListPage.tsx').then((m) => ({ default: m.SegmentListPage })));
const SegmentBuilderPage = lazy(() => import('./features/builder/SegmentBuilderPage.tsx').then((m) => ({ default: m.SegmentBuilderPage })));
const MergeSegmentPage = lazy(() => import('./features/builder/MergeSegmentPage.tsx').then((m) => ({ default: m.MergeSegmentPage })));
const AudienceListPage = lazy(() => import('./features/audiences/list/AudienceListPage.tsx').then((m) => ({ default: m.AudienceListPage })));
const AudienceDetailPage = lazy(() => import('./features/audiences/detail/AudienceDetailPage.tsx').then((m) => ({ default: m.AudienceDetailPage })));
const AudienceBillingPage = lazy(() => import('./features/audiences/billing/AudienceBillingPage.tsx').then((m) => ({ default: m.AudienceBillingPage })));
const AudienceFormPage = lazy(() => import('./features/audiences/form/AudienceFormPage.tsx').then((m) => ({ default: m.AudienceFormPage })));

const screen = (element: ReactNode) => <Suspense fallback={<Spinner className="inca-page-loading" aria-label="Cargando" />}>{element}</Suspense>;

/** Mounted screens; every path comes from the ROUTES table. Unbuilt routes fall to not-found. */
export function createRouter() {
  return createBrowserRouter([
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
        { path: ROUTES.link_list_audiences.path, element: screen(<AudienceListPage />) },
        { path: ROUTES.audience_detail.path, element: screen(<AudienceDetailPage />) },
        { path: ROUTES.audience_billing.path, element: screen(<AudienceBillingPage />) },
        { path: ROUTES.new_audience.path, element: screen(<AudienceFormPage key="create" mode="create" />) },
        { path: ROUTES.audience_edit.path, element: screen(<AudienceFormPage key="edit" mode="edit" />) },
        { path: ROUTES.audience_view.path, element: screen(<AudienceFormPage key="view" mode="view" />) },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
