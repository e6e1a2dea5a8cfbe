/**
 * Every address a page of the web app answers to, in the client router's own pattern syntax.
 * The router (src/web/app/routes.tsx) lists the same paths, and routes.test.tsx fails when the
 * two differ; the server answers any other address with the not-found page and status 404
 * (src/server/http/spa.ts), so a mistyped link is not a 200 that looks like the landing page.
 */
export const pagePaths = [
  '/',
  '/terms',
  '/privacy',
  '/our-story',
  '/blog',
  '/blog/:slug',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/login',
  '/signup',
  '/auth/callback',
  '/auth/v1/callback',
  '/auth/reset-password',
  '/account-deleted',
  '/alert/:token',
  '/dev',
  '/dev/mailbox',
  '/dev/phone',
  '/dev/weather',
  '/dashboard',
  '/dashboard/history',
  '/onboarding',
  '/subscription',
  '/success',
  '/checkout/demo',
  '/referral',
  '/settings',
] as const;

export type PagePath = (typeof pagePaths)[number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Matched as the router matches: any letter case, and one trailing slash allowed.
const patterns = pagePaths.map((page) => ({
  page,
  pattern: new RegExp(
    `^${page
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
      .join('/')}/?$`,
    'i',
  ),
}));

/** The page path `pathname` is an address of, or undefined when no page answers to it. */
export function pagePathOf(pathname: string): PagePath | undefined {
  if (pathname === '/') return '/';
  return patterns.find(({ pattern }) => pattern.test(pathname))?.page;
}
