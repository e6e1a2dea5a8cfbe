import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages, type SessionUser } from '../../shared/auth';
import { arrivesAt, location, mockApi, renderApp } from '../test/render-app';
import { pagePaths } from '../../shared/page-paths';
import { pageRoutes } from './route-table';
import { routes } from './routes';

const owner: SessionUser = {
  id: 'u1',
  email: 'pat@example.com',
  displayName: 'Pat',
  firstName: null,
  onboardingCompleted: false,
  subscriptionStatus: null,
};

const signedOut = () =>
  mockApi((url) => (url === '/api/session' ? { status: 200, body: { user: null } } : undefined));
const signedIn = (user: SessionUser) =>
  mockApi((url) => (url === '/api/session' ? { status: 200, body: { user } } : undefined));

afterEach(() => vi.restoreAllMocks());

async function landing(path: string) {
  const router = renderApp(path);
  // The page is a lazily loaded chunk; a busy machine can take more than a second to load it.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return router;
}

describe('routing rules', () => {
  it('shows the not-found page at an unknown path, with the ways on', async () => {
    signedOut();
    const router = await landing('/no/such/page');
    expect(location(router)).toBe('/no/such/page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    const ways = screen.getByRole('navigation', { name: 'Where to go' });
    expect(within(ways).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(ways).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(ways).getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('answers exactly the paths the server knows as pages (src/shared/page-paths.ts)', () => {
    const pathsOf = (list: RouteObject[]): string[] =>
      list.flatMap((route) => [
        ...(route.path ? [route.path] : []),
        ...pathsOf(route.children ?? []),
      ]);
    const routerPaths = pathsOf(routes).filter((path) => path !== '*');
    expect([...routerPaths].sort()).toEqual([...pagePaths].sort());
    expect(new Set(routerPaths).size).toBe(routerPaths.length);
  });

  it('sends a stray sign-in code to the callback page with the same query', async () => {
    signedOut();
    const router = renderApp('/?code=abc&next=1');
    await arrivesAt(router, '/auth/callback?code=abc&next=1');
  });

  it('leaves the code where a page reads it itself', async () => {
    mockApi(() => ({ status: 400, body: { error: { code: 'bad_request', message: 'Used.' } } }));
    const reset = renderApp('/auth/reset-password?code=r1');
    await screen.findByText(authMessages.resetInvalidLink);
    expect(location(reset)).toBe('/auth/reset-password?code=r1');
  });

  it('has a page for every public route of the specification', async () => {
    mockApi((url) => {
      if (url === '/api/session') return { status: 200, body: { user: null } };
      if (url.startsWith('/api/pages/'))
        return {
          status: 200,
          body: {
            title: {
              terms: 'Terms of Service',
              privacy: 'Privacy Policy',
              'our-story': 'Our Story',
            }[url.slice(11)],
            html: '<p>…</p>',
          },
        };
      if (url === '/api/blog/posts') return { status: 200, body: [] };
      if (url === '/api/pricing')
        return { status: 500, body: { error: { code: 'internal_error', message: 'x' } } };
      return undefined;
    });
    const expectations: Record<string, string> = {
      '/': 'Know Mom and Dad are OK, every single day.',
      '/terms': 'Terms of Service',
      '/privacy': 'Privacy Policy',
      '/our-story': 'Our Story',
      '/blog': 'Blog',
      '/blog/some-post': 'Post Not Found',
      '/login': 'Sign in',
      '/signup': 'Create your account',
      '/auth/callback': "We couldn't sign you in",
      '/auth/v1/callback': "We couldn't sign you in",
      '/auth/reset-password': 'Invalid Reset Link',
      '/alert/:token': 'This link cannot be opened',
      '/account-deleted': 'Account deleted',
    };
    for (const page of pageRoutes.filter((route) => route.access === 'public')) {
      const path = page.path.replace(':slug', 'some-post');
      const router = renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: expectations[path] }),
      ).toBeInTheDocument();
      expect(location(router)).toBe(path);
      document.body.innerHTML = '';
    }
  });
});

describe('the guards', () => {
  it('sends every protected route to /login when signed out', async () => {
    signedOut();
    for (const page of pageRoutes.filter((route) => route.access === 'protected')) {
      const router = await landing(page.path);
      expect(location(router)).toBe('/login');
      document.body.innerHTML = '';
    }
  });

  it('sends an account that has not finished setting up from /dashboard to /onboarding', async () => {
    signedIn(owner);
    const router = await landing('/dashboard');
    await arrivesAt(router, '/onboarding');
    expect(screen.getByText('pat@example.com')).toBeInTheDocument();
  });

  it('shows the dashboard to a set-up account, with the greeting and the account actions', async () => {
    signedIn({
      ...owner,
      onboardingCompleted: true,
      firstName: 'Pat',
      subscriptionStatus: 'active',
    });
    const router = await landing('/dashboard');
    expect(location(router)).toBe('/dashboard');
    expect(screen.getByText('Pat')).toBeInTheDocument();
    expect(screen.getByText('Active Subscription')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Refer a Friend/ })).toHaveAttribute(
      'href',
      '/referral',
    );
    expect(screen.getByRole('link', { name: /Manage Subscription/ })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.getByRole('link', { name: /Settings/ })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: /Sign Out/ })).toBeInTheDocument();
  });

  it('says it failed to load the user when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
    expect(screen.getByText(authMessages.loadUserFailed)).toBeInTheDocument();
  });

  it('shows Application Error with Retry when the user cannot be loaded', async () => {
    mockApi(() => ({
      status: 500,
      body: {
        error: {
          code: 'internal_error',
          message: 'Something went wrong on our side. Please try again.',
        },
      },
    }));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
    expect(
      screen.getByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
