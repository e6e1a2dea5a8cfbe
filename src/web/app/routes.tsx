import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/ui/spinner';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { redirectStrayCode } from './routing-rules';

// Each area is its own chunk: a visitor of the landing page downloads none of the signed-in
// app, the sign-in pages or the developer tools.
const publicPages = () => import('../features/public-site/pages');
const authPages = () => import('../features/auth/pages');
const signedInFrame = () => import('./signed-in-frame');
const devPages = () => import('../features/dev-tools/pages');
const onboardingPages = () => import('../features/onboarding/pages');
const dashboardPages = () => import('../pages/dashboard');
const billingPages = () => import('../features/billing/pages');
const referralPages = () => import('../features/referral/pages');
const accountPages = () => import('../features/account/pages');
const alertPages = () => import('../features/alerts/pages');
const publicSite = async () => (await publicPages()).publicSiteRoute;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown on the first load until the root's loader and the page's lazy chunk are ready.
    hydrateFallbackElement: <PageLoading />,
    loader: redirectStrayCode,
    // The stray-code rule must run on every navigation, not only the first.
    shouldRevalidate: () => true,
    children: [
      { path: '/', lazy: publicSite },
      { path: '/terms', lazy: publicSite },
      { path: '/privacy', lazy: publicSite },
      { path: '/our-story', lazy: publicSite },
      { path: '/blog', lazy: publicSite },
      { path: '/blog/:slug', lazy: publicSite },
      {
        path: '/newsletter/confirm',
        lazy: async () => ({ Component: (await publicPages()).NewsletterConfirmPage }),
      },
      {
        path: '/newsletter/unsubscribe',
        lazy: async () => ({ Component: (await publicPages()).NewsletterUnsubscribePage }),
      },
      { path: '/login', lazy: async () => ({ Component: (await authPages()).LoginRoute }) },
      { path: '/signup', lazy: async () => ({ Component: (await authPages()).SignupRoute }) },
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
      {
        path: '/account-deleted',
        lazy: async () => ({ Component: (await accountPages()).AccountDeletedPage }),
      },
      { path: '/alert/:token', lazy: async () => ({ Component: (await alertPages()).AlertPage }) },
      { path: '/dev', lazy: async () => ({ Component: (await devPages()).DevHomePage }) },
      { path: '/dev/mailbox', lazy: async () => ({ Component: (await devPages()).MailboxPage }) },
      { path: '/dev/phone', lazy: async () => ({ Component: (await devPages()).PhonePage }) },
      { path: '/dev/weather', lazy: async () => ({ Component: (await devPages()).WeatherPage }) },
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
              {
                path: '/subscription',
                lazy: async () => ({ Component: (await billingPages()).SubscriptionPage }),
              },
              {
                path: '/success',
                lazy: async () => ({ Component: (await billingPages()).SuccessPage }),
              },
              {
                path: '/checkout/demo',
                lazy: async () => ({ Component: (await billingPages()).DemoCheckoutPage }),
              },
              {
                path: '/referral',
                lazy: async () => ({ Component: (await referralPages()).ReferralPage }),
              },
              {
                path: '/settings',
                lazy: async () => ({ Component: (await accountPages()).SettingsPage }),
              },
            ],
          },
        ],
      },
      // An address no route answers to: the not-found page, as the server shows it with 404.
      // The paths above are those of src/shared/page-paths.ts (routes.test.tsx holds them equal).
      { path: '*', lazy: async () => ({ Component: (await publicPages()).NotFoundRoute }) },
    ],
  },
];
