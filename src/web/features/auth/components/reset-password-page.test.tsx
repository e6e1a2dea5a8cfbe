import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@/shared/auth';
import { api, fail, ok, user } from '@/web/test/api-replies';
import { arrivesAt, renderApp } from '@/web/test/render-app';
import { otherTabSays } from '../test/other-tab';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
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
    await arrivesAt(router, '/dashboard');
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
    await arrivesAt(router, '/login');
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
