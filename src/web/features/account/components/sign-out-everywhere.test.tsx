import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/web/test/render-app';
import { SignOutEverywhere } from './sign-out-everywhere';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderSection(onSignedOut = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignOutEverywhere onSignedOut={onSignedOut} />
    </QueryClientProvider>,
  );
  return onSignedOut;
}

describe('Sign out everywhere', () => {
  it('asks the server to end every session and link, then leaves the signed-in pages', async () => {
    const api = mockApi((url, init) =>
      url === '/api/session/sign-out-everywhere' && init?.method === 'POST'
        ? { status: 200, body: { ok: true } }
        : undefined,
    );
    const onSignedOut = renderSection();
    expect(screen.getByText(/cancels every sign-in or password reset link/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledOnce());
    expect(api).toHaveBeenCalledWith(
      '/api/session/sign-out-everywhere',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('says why when the server refuses, and stays', async () => {
    mockApi(() => ({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Too many attempts.' } },
    }));
    const onSignedOut = renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});
