import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@/shared/auth';
import { api, bodyOf, fail, ok, user } from '@/web/test/api-replies';
import { location, renderApp } from '@/web/test/render-app';

/** What another tab of the same browser would post on the auth channel. */
function otherTabSays(event: 'signed-in' | 'password-reset') {
  const channel = new BroadcastChannel('family-checkin-auth');
  channel.postMessage({ event, tab: 'another-tab' });
  channel.close();
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('/login with a magic link', () => {
  it('asks for the e-mail when it is blank, and sends nothing', async () => {
    const fetch = api({});
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByText(authMessages.emailBlank)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => url === '/api/session/magic-link')).toBe(false);
  });

  it('sends the link, shows "Check your email", resends, and goes back for another address', async () => {
    const sent: unknown[] = [];
    api({ '/api/session/magic-link': (init) => (sent.push(bodyOf(init)), ok()) });
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend magic link' }));
    expect(await screen.findByText('We sent you a new link.')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'pat@example.com' }, { email: 'pat@example.com' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByRole('button', { name: 'Send Magic Link' })).toBeInTheDocument();
  });

  it('shows "Successfully Signed In" when the link is opened in another tab', async () => {
    api({ '/api/session/magic-link': () => ok() });
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    act(() => otherTabSays('signed-in'));
    expect(
      await screen.findByRole('heading', { name: 'Successfully Signed In' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows the server message when sending fails (for example the abuse limit)', async () => {
    api({
      '/api/session/magic-link': () => fail(429, 'rate_limited', authMessages.tooManyRequests),
    });
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByText(authMessages.tooManyRequests)).toBeInTheDocument();
  });
});

describe('/login?method=password', () => {
  async function signIn() {
    renderApp('/login?method=password');
    await userEvent.type(await screen.findByLabelText('Email'), 'pat@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret1!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it('says exactly "Email or password is incorrect." when the server refuses the pair, and nothing of accounts', async () => {
    api({
      '/api/session/password': () => fail(401, 'unauthorized', authMessages.passwordIncorrect),
    });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Email or password is incorrect\.$/,
    );
    expect(screen.queryByRole('link', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(screen.queryByText(/no account/i)).not.toBeInTheDocument();
  });

  it('shows another refusal as it is, with the confirmation hint and Resend Confirmation', async () => {
    const resent: unknown[] = [];
    api({
      '/api/session/password': () => fail(403, 'forbidden', 'Email not verified'),
      '/api/session/magic-link': (init) => (resent.push(bodyOf(init)), ok()),
    });
    await signIn();
    expect(await screen.findByText('Email not verified')).toBeInTheDocument();
    expect(screen.getByText(authMessages.confirmHint)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend Confirmation' }));
    expect(await screen.findByText(authMessages.resendSuccess)).toBeInTheDocument();
    expect(resent).toEqual([{ email: 'pat@example.com' }]);
  });

  it('reports a failed resend with its reason, and an unexpected one plainly', async () => {
    let resendReply = fail(429, 'rate_limited', 'Slow down');
    api({
      '/api/session/password': () => fail(403, 'forbidden', 'Email not verified'),
      '/api/session/magic-link': () => resendReply,
    });
    await signIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend Confirmation' }));
    expect(await screen.findByText(authMessages.resendFailed('Slow down'))).toBeInTheDocument();
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    resendReply = ok();
    await userEvent.click(screen.getByRole('button', { name: 'Resend Confirmation' }));
    expect(await screen.findByText(authMessages.resendUnexpected)).toBeInTheDocument();
  });

  it('says an unexpected error occurred when the server fails', async () => {
    api({
      '/api/session/password': () =>
        fail(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
    });
    await signIn();
    expect(await screen.findByText(authMessages.unexpected)).toBeInTheDocument();
  });
});

describe('forgot password on /login', () => {
  it('opens inline, sends the link, and returns with Back to Sign In', async () => {
    api({ '/api/session/forgot-password': () => ok() });
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(authMessages.emailBlank)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('button', { name: 'Send Magic Link' })).toBeInTheDocument();
  });

  it('shows the server message, or a plain one when there is none', async () => {
    api({
      '/api/session/forgot-password': () => fail(429, 'rate_limited', authMessages.tooManyRequests),
    });
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(authMessages.tooManyRequests)).toBeInTheDocument();
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new Error('boom'));
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(authMessages.forgotUnexpected)).toBeInTheDocument();
  });

  it('Cancel closes the form', async () => {
    api({});
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Send Magic Link' })).toBeInTheDocument();
  });
});

describe('/signup', () => {
  it('checks the fields with the specification messages', async () => {
    api({});
    renderApp('/signup');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(authMessages.displayNameRequired)).toBeInTheDocument();
    expect(screen.getByText(authMessages.emailRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(authMessages.emailInvalid)).toBeInTheDocument();
  });

  it('sends the name, address and referral code, then offers Resend Confirmation', async () => {
    const sent: unknown[] = [];
    let reply = ok();
    api({ '/api/session/sign-up': (init) => (sent.push(bodyOf(init)), reply) });
    renderApp('/signup?ref=ABCD2345');
    await userEvent.type(await screen.findByLabelText('Display name'), 'Pat Lee');
    await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(sent).toEqual([{ displayName: 'Pat Lee', email: 'pat@example.com', ref: 'ABCD2345' }]);
    reply = fail(429, 'rate_limited', 'Slow down');
    await userEvent.click(screen.getByRole('button', { name: 'Resend Confirmation' }));
    expect(await screen.findByText(authMessages.signupResendFailed)).toBeInTheDocument();
  });

  it('shows the server message when sign-up fails', async () => {
    api({ '/api/session/sign-up': () => fail(429, 'rate_limited', authMessages.tooManyRequests) });
    renderApp('/signup');
    await userEvent.type(await screen.findByLabelText('Display name'), 'Pat');
    await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(authMessages.tooManyRequests)).toBeInTheDocument();
  });
});

describe('/auth/reset-password', () => {
  it('without a code, shows Invalid Reset Link with Back to Sign In', async () => {
    api({});
    renderApp('/auth/reset-password');
    expect(await screen.findByText(authMessages.resetNoCode)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });

  it('an invalid or expired code is refused on load', async () => {
    api({ '/api/session/reset-password/check': () => fail(400, 'bad_request', 'Used.') });
    renderApp('/auth/reset-password?code=old');
    expect(await screen.findByText(authMessages.resetInvalidLink)).toBeInTheDocument();
  });

  it('a failure while checking the code asks to try again', async () => {
    api({ '/api/session/reset-password/check': () => fail(500, 'internal_error', 'Oops') });
    renderApp('/auth/reset-password?code=x');
    expect(await screen.findByText(authMessages.resetExchangeFailed)).toBeInTheDocument();
  });

  it('a signed-in owner goes to the dashboard', async () => {
    api({
      '/api/session': () => ok({ user }),
      '/api/session/reset-password/check': () => ok({ valid: true }),
    });
    const router = renderApp('/auth/reset-password?code=x');
    await waitFor(() => expect(location(router)).toBe('/dashboard'), { timeout: 5000 });
  });

  async function openValidForm(submitReply: () => { status: number; body?: unknown }) {
    api({
      '/api/session/reset-password/check': () => ok({ valid: true }),
      '/api/session/reset-password': submitReply,
    });
    const router = renderApp('/auth/reset-password?code=fresh');
    await screen.findByLabelText('New Password');
    return router;
  }

  it('checks the new password with the specification rules and messages', async () => {
    await openValidForm(() => ok());
    expect(screen.getByText(authMessages.passwordHint)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(authMessages.passwordTooShort)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'alllowercase1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(authMessages.passwordTooWeak)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'G00d!pass');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'G00d!pasX');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(authMessages.passwordsDiffer)).toBeInTheDocument();
  });

  it('shows and hides each password', async () => {
    await openValidForm(() => ok());
    const field = screen.getByLabelText('New Password');
    expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(field).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  async function submitGoodPassword() {
    await userEvent.type(screen.getByLabelText('New Password'), 'G00d!pass');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'G00d!pass');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it('on success, says so and goes to /login after 3 s', async () => {
    const router = await openValidForm(() => ok());
    await submitGoodPassword();
    expect(
      await screen.findByRole('heading', { name: 'Password Reset Successful' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(location(router)).toBe('/login'), { timeout: 4500 });
  });

  it('a common password refused by the server shows the reason, and the form stays to try another', async () => {
    await openValidForm(() => fail(400, 'validation_failed', authMessages.passwordCommon));
    await submitGoodPassword();
    expect(await screen.findByText(authMessages.passwordCommon)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it('a code used up meanwhile is reported as rejected', async () => {
    await openValidForm(() => fail(400, 'bad_request', 'Used.'));
    await submitGoodPassword();
    expect(await screen.findByText(authMessages.resetCodeRejected)).toBeInTheDocument();
  });

  it('another refusal shows the server message; an unreachable server the plain one', async () => {
    let reply = fail(429, 'rate_limited', authMessages.tooManyRequests);
    await openValidForm(() => reply);
    await submitGoodPassword();
    expect(await screen.findByText(authMessages.tooManyRequests)).toBeInTheDocument();
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    reply = ok();
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(authMessages.unexpected)).toBeInTheDocument();
  });

  it('a reply that makes no sense is reported as unexpected, with its message', async () => {
    await openValidForm(() => ok());
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response('<html>proxy error</html>', { status: 200 }),
    );
    await submitGoodPassword();
    expect(await screen.findByText(/^An unexpected error occurred: /)).toBeInTheDocument();
  });

  it('shows Password Reset Completed when the reset happened in another tab', async () => {
    await openValidForm(() => ok());
    act(() => otherTabSays('password-reset'));
    expect(
      await screen.findByRole('heading', { name: 'Password Reset Completed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toBeInTheDocument();
  });
});
