import type { PagePath } from '../../shared/page-paths';

/** Every page of the app, as the specification's route table lists them. */
export interface PageRoute {
  path: PagePath;
  title: string;
  access: 'public' | 'protected';
}

export const pageRoutes: PageRoute[] = [
  { path: '/', title: 'Home', access: 'public' },
  { path: '/login', title: 'Sign in', access: 'public' },
  { path: '/signup', title: 'Create your account', access: 'public' },
  { path: '/auth/callback', title: 'Confirming your email', access: 'public' },
  { path: '/auth/v1/callback', title: 'Confirming your email', access: 'public' },
  { path: '/auth/reset-password', title: 'Reset your password', access: 'public' },
  { path: '/terms', title: 'Terms of Service', access: 'public' },
  { path: '/privacy', title: 'Privacy Policy', access: 'public' },
  { path: '/our-story', title: 'Our Story', access: 'public' },
  { path: '/blog', title: 'Blog', access: 'public' },
  { path: '/blog/:slug', title: 'Blog post', access: 'public' },
  { path: '/alert/:token', title: 'Alert', access: 'public' },
  { path: '/account-deleted', title: 'Account deleted', access: 'public' },
  { path: '/onboarding', title: 'Set up your family', access: 'protected' },
  { path: '/dashboard', title: 'Dashboard', access: 'protected' },
  { path: '/dashboard/history', title: 'Message History', access: 'protected' },
  { path: '/subscription', title: 'Choose Your Plan', access: 'protected' },
  { path: '/success', title: 'Subscription', access: 'protected' },
  { path: '/referral', title: 'Refer a Friend', access: 'protected' },
  { path: '/checkout/demo', title: 'Checkout', access: 'protected' },
  { path: '/settings', title: 'Account settings', access: 'protected' },
];

/** Pages that read a `code` query parameter themselves; elsewhere it is sent to the callback. */
export const codeReadingPaths = ['/auth/callback', '/auth/v1/callback', '/auth/reset-password'];
