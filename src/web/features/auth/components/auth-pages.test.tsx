import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@/shared/auth';
import { api, bodyOf, fail, ok } from '@/web/test/api-replies';
import { renderApp } from '@/web/test/render-app';
import { otherTabSays } from '../test/other-tab';

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

// The reset form's code loads when it is opened: each test waits for the form to be there.
describe('forgot password on /login', () => {
  it('opens inline, sends the link, and returns with Back to Sign In', async () => {
    api({ '/api/session/forgot-password': () => ok() });
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
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
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await userEvent.type(screen.getByLabelText('Email'), 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(authMessages.tooManyRequests)).toBeInTheDocument();
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new Error('boom'));
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(authMessages.forgotUnexpected)).toBeInTheDocument();
  });

  it('takes the address the sign-in form holds when it opens', async () => {
    const sent: unknown[] = [];
    api({ '/api/session/forgot-password': (init) => (sent.push(bodyOf(init)), ok()) });
    renderApp('/login');
    // Typed into the sign-in form: before "Forgot password?", or while the reset form's code
    // loads (a journey on a busy machine lost it there).
    await userEvent.type(await screen.findByLabelText('Email'), 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await screen.findByRole('button', { name: 'Back to Sign In' });
    expect(sent).toEqual([expect.objectContaining({ email: 'pat@example.com' })]);
  });

  it('Cancel closes the form', async () => {
    api({});
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
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
