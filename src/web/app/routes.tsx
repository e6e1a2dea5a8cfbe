import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../pages/placeholder-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { pageRoutes } from './route-table';
import { redirectHome, redirectStrayCode } from './routing-rules';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    loader: redirectStrayCode,
    // The stray-code rule must run on every navigation, not only the first.
    shouldRevalidate: () => true,
    children: [
      ...pageRoutes.map((page): RouteObject => ({
        path: page.path,
        element: <PlaceholderPage title={page.title} isHome={page.path === '/'} />,
      })),
      { path: '*', loader: redirectHome },
    ],
  },
];
