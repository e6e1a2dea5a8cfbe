import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../pages/placeholder-page';
import { ProtectedLayout } from './protected-layout';
import { RequireAuth, RequireOnboarding } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { pageRoutes } from './route-table';
import { redirectHome, redirectStrayCode } from './routing-rules';

const authPages = () => import('../features/auth/pages');
const devPages = () => import('../features/dev-tools/pages');

const placeholder = (path: string): RouteObject => {
  const page = pageRoutes.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not in the route table`);
  return { path, element: <PlaceholderPage title={page.title} isHome={path === '/'} /> };
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    loader: redirectStrayCode,
    // The stray-code rule must run on every navigation, not only the first.
    shouldRevalidate: () => true,
    children: [
      placeholder('/'),
      placeholder('/terms'),
      placeholder('/privacy'),
      placeholder('/our-story'),
      placeholder('/blog'),
      placeholder('/blog/:slug'),
      { path: '/login', lazy: async () => ({ Component: (await authPages()).LoginPage }) },
      { path: '/signup', lazy: async () => ({ Component: (await authPages()).SignupPage }) },
      {
        path: '/auth/callback',
        lazy: async () => ({ Component: (await authPages()).CallbackPage }),
      },
      {
        path: '/auth/v1/callback',
        lazy: async () => ({ Component: (await authPages()).CallbackPage }),
      },
      {
        path: '/auth/reset-password',
        lazy: async () => ({ Component: (await authPages()).ResetPasswordPage }),
      },
      { path: '/dev', lazy: async () => ({ Component: (await devPages()).DevHomePage }) },
      { path: '/dev/mailbox', lazy: async () => ({ Component: (await devPages()).MailboxPage }) },
      { path: '/dev/phone', lazy: async () => ({ Component: (await devPages()).PhonePage }) },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <ProtectedLayout />,
            children: [
              { element: <RequireOnboarding />, children: [placeholder('/dashboard')] },
              placeholder('/onboarding'),
              placeholder('/subscription'),
              placeholder('/success'),
              placeholder('/referral'),
            ],
          },
        ],
      },
      { path: '*', loader: redirectHome },
    ],
  },
];
