import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../pages/placeholder-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { pageRoutes } from './route-table';
import { redirectHome, redirectStrayCode } from './routing-rules';

// Each area is its own chunk: a visitor of the landing page downloads none of the signed-in
// app, the sign-in pages or the developer tools.
const publicPages = () => import('../features/public-site/pages');
const authPages = () => import('../features/auth/pages');
const signedInFrame = () => import('./signed-in-frame');
const devPages = () => import('../features/dev-tools/pages');
const onboardingPages = () => import('../features/onboarding/pages');
const dashboardPages = () => import('../features/dashboard/pages');

const placeholder = (path: string): RouteObject => {
  const page = pageRoutes.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not in the route table`);
  return { path, element: <PlaceholderPage title={page.title} /> };
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    loader: redirectStrayCode,
    // The stray-code rule must run on every navigation, not only the first.
    shouldRevalidate: () => true,
    children: [
      { path: '/', lazy: async () => ({ Component: (await publicPages()).LandingPage }) },
      { path: '/terms', lazy: async () => ({ Component: (await publicPages()).TermsPage }) },
      { path: '/privacy', lazy: async () => ({ Component: (await publicPages()).PrivacyPage }) },
      { path: '/our-story', lazy: async () => ({ Component: (await publicPages()).OurStoryPage }) },
      { path: '/blog', lazy: async () => ({ Component: (await publicPages()).BlogPage }) },
      { path: '/blog/:slug', lazy: async () => ({ Component: (await publicPages()).PostPage }) },
      {
        path: '/newsletter/confirm',
        lazy: async () => ({ Component: (await publicPages()).NewsletterConfirmPage }),
      },
      {
        path: '/newsletter/unsubscribe',
        lazy: async () => ({ Component: (await publicPages()).NewsletterUnsubscribePage }),
      },
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
        lazy: async () => ({ Component: (await signedInFrame()).RequireAuth }),
        children: [
          {
            lazy: async () => ({ Component: (await signedInFrame()).ProtectedLayout }),
            children: [
              {
                lazy: async () => ({ Component: (await signedInFrame()).RequireOnboarding }),
                children: [
                  {
                    path: '/dashboard',
                    lazy: async () => ({ Component: (await dashboardPages()).DashboardPage }),
                  },
                  {
                    path: '/dashboard/history',
                    lazy: async () => ({
                      Component: (await dashboardPages()).MessageHistoryPage,
                    }),
                  },
                ],
              },
              {
                path: '/onboarding',
                lazy: async () => ({ Component: (await onboardingPages()).OnboardingPage }),
              },
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
