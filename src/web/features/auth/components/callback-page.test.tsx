import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@/shared/auth';
import { api, bodyOf, fail, ok, unauthorized, user } from '@/web/test/api-replies';
import { arrivesAt, location, renderApp } from '@/web/test/render-app';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('/auth/callback', () => {
  it('without a code, says the callback URL is missing it', async () => {
    api({});
    renderApp('/auth/callback');
    expect(await screen.findByText(authMessages.callbackMissingCode)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('exchanges the code, confirms, and goes to the dashboard after 1.5 s', async () => {
    const exchanged: unknown[] = [];
    let signedIn = false;
    api({
      '/api/session/exchange': (init) => {
        exchanged.push(bodyOf(init));
        signedIn = true;
        return ok({ user });
      },
      '/api/session': () => (signedIn ? ok({ user }) : unauthorized),
    });
    const router = renderApp('/auth/callback?code=good-code');
    expect(await screen.findByText(authMessages.callbackSuccess)).toBeInTheDocument();
    expect(exchanged).toEqual([{ code: 'good-code' }]);
    expect(location(router)).toBe('/auth/callback?code=good-code');
    // After the 1.5 s pause the router loads the signed-in frame and dashboard chunks before it
    // moves; on a busy machine that can take seconds. Where it goes is the point, not how fast.
    await arrivesAt(router, '/dashboard');
  }, 15_000);

  it('sends an owner who has not finished set-up straight to the wizard', async () => {
    const newOwner = { ...user, onboardingCompleted: false };
    let signedIn = false;
    const asked: string[] = [];
    api({
      '/api/session/exchange': () => ((signedIn = true), ok({ user: newOwner })),
      '/api/session': () => (signedIn ? ok({ user: newOwner }) : unauthorized),
      '/api/dashboard/overview': () => (asked.push('overview'), unauthorized),
    });
    const router = renderApp('/auth/callback?code=new-owner');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    expect(await screen.findByText(authMessages.callbackSuccess)).toBeInTheDocument();
    await arrivesAt(router, '/onboarding');
    // Not by way of the dashboard.
    expect(visited).not.toContain('/dashboard');
    expect(asked).toEqual([]);
  }, 15_000);

  it('a used or expired code says so and offers a new link, which it sends', async () => {
    const sent: unknown[] = [];
    api({
      '/api/session/exchange': () =>
        fail(400, 'bad_request', 'This link is invalid, has already been used, or has expired.'),
      '/api/session/magic-link': (init) => (sent.push(bodyOf(init)), ok()),
    });
    renderApp('/auth/callback?code=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link has expired or has already been used. We can send you a new one.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(authMessages.emailBlank)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), ' Pat@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('pat@example.com')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'pat@example.com' }]);
  });

  it('another refusal is reported as a failed confirmation with its reason', async () => {
    api({ '/api/session/exchange': () => fail(429, 'rate_limited', 'Slow down') });
    renderApp('/auth/callback?code=limited');
    expect(
      await screen.findByText(authMessages.callbackExchangeFailed('Slow down')),
    ).toBeInTheDocument();
  });

  it('an unexpected failure is reported with its message', async () => {
    // A reply that is not JSON at all: nothing the API would send.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/session/exchange'
        ? new Response('<html>proxy error</html>', { status: 200 })
        : new Response(JSON.stringify(unauthorized.body), { status: 401 }),
    );
    renderApp('/auth/callback?code=weird');
    expect(await screen.findByText(/^An unexpected error occurred: /)).toBeInTheDocument();
  });
});
