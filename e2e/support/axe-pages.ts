import { onboardingSteps } from '../../src/shared/onboarding';
import { dashboardTabs } from '../../src/web/features/dashboard/lib/tabs';

/**
 * The addresses the accessibility specs check, in both themes. e2e/accessibility.spec.ts fails
 * when the router gains a path none of these lists reaches, so a new page is checked from the
 * day it is added.
 */

/** Pages anyone can open, each in the state a first visit shows. */
export const publicPages = [
  '/',
  '/blog',
  '/blog/staying-connected-with-aging-parents',
  '/blog/no-such-post',
  '/terms',
  '/privacy',
  '/our-story',
  '/login',
  '/login?method=password',
  '/signup',
  '/auth/callback',
  '/auth/v1/callback',
  '/auth/reset-password',
  '/newsletter/confirm',
  '/newsletter/confirm?token=xxxxxxxxxxxxxxxxxxxxxxxx',
  '/newsletter/unsubscribe?token=xxxxxxxxxxxxxxxxxxxxxxxx',
  // An alert's page with a link that is not valid; a real one is checked in e2e/alerts.spec.ts.
  '/alert/not-a-valid-link',
  // Where the app goes after an account is deleted.
  '/account-deleted',
];

/** The refusal a public page's bad link brings on purpose: [status, API or page path]. */
export const refusedOnPurpose: Record<string, [number, string]> = {
  // A post that does not exist is a page the server answers 404.
  '/blog/no-such-post': [404, '/blog/no-such-post'],
  '/newsletter/confirm?token=xxxxxxxxxxxxxxxxxxxxxxxx': [400, '/api/newsletter/confirm'],
  '/alert/not-a-valid-link': [404, '/api/alerts/not-a-valid-link'],
};

/** An address the app has no page for: the server answers it 404 with the not-found page. */
export const unknownPage = '/no/such/page';

/** Each sub-step of the set-up wizard, reached by saving it as the step to resume at. */
export const wizardSteps = onboardingSteps;
export const wizardPage = '/onboarding';

/** The signed-in pages of an owner who has finished set-up. */
export const signedInPages = [
  '/onboarding?step=parents',
  '/onboarding?step=family-members',
  ...dashboardTabs.map((tab) =>
    tab.id === 'overview' ? '/dashboard' : `/dashboard?tab=${tab.id}`,
  ),
  '/dashboard/history',
  '/subscription',
  '/success',
  '/checkout/demo',
  '/referral',
  '/settings',
];

/** The local developer tools, opened after set-up so the mailbox and phones have something. */
export const devPages = ['/dev', '/dev/mailbox', '/dev/phone', '/dev/weather'];
