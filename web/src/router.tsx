import { createBrowserRouter } from 'react-router';
import { LoginPage } from './features/auth/LoginPage.tsx';
import { HomePage } from './features/home/HomePage.tsx';
import { MergeSegmentPage } from './features/builder/MergeSegmentPage.tsx';
import { SegmentBuilderPage } from './features/builder/SegmentBuilderPage.tsx';
import { SegmentListPage } from './features/segments/SegmentListPage.tsx';
import { Shell } from './features/shell/Shell.tsx';
import { NotFoundPage } from './features/shell/NotFoundPage.tsx';
import { ROUTES } from './navigation/routes.ts';

/** Mounted screens; every path comes from the ROUTES table. Unbuilt routes fall to not-found. */
export function createRouter() {
  return createBrowserRouter([
    { path: ROUTES.login.path, element: <LoginPage /> },
    {
      element: <Shell />,
      children: [
        { path: ROUTES.home.path, element: <HomePage /> },
        { path: ROUTES.segments.path, element: <SegmentListPage /> },
        { path: ROUTES.new_segment.path, element: <SegmentBuilderPage key="create" mode="create" /> },
        { path: ROUTES.view_segment.path, element: <SegmentBuilderPage key="view" mode="view" /> },
        { path: ROUTES.edit_segment.path, element: <SegmentBuilderPage key="edit" mode="edit" /> },
        { path: ROUTES.new_merge_segment.path, element: <MergeSegmentPage key="create" mode="create" /> },
        { path: ROUTES.view_merge_segment.path, element: <MergeSegmentPage key="view" mode="view" /> },
        { path: ROUTES.edit_merge_segment.path, element: <MergeSegmentPage key="edit" mode="edit" /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
