import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@/shared/account';
import type { SessionUser } from '@/shared/auth';
import { arrivesAt, location, mockApi, renderApp } from '@/web/test/render-app';

afterEach(() => vi.restoreAllMocks());

const ann: SessionUser = {
  id: 'u1',
  email: 'ann@example.com',
  displayName: 'Ann',
  firstName: 'Ann',
  onboardingCompleted: true,
  subscriptionStatus: 'active',
};

describe('Delete my account', () => {
  it('leaves the signed-in pages at once: no greeting, no account buttons, no reload needed', async () => {
    let deleted = false;
    const api = mockApi((url, init) => {
      if (url === '/api/session') return { status: 200, body: { user: deleted ? null : ann } };
      if (url === '/api/account/delete' && init?.method === 'POST') {
        deleted = true;
        return { status: 200, body: { deleted: true } };
      }
      return undefined;
    });
    const router = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Account settings' }, { timeout: 5000 });
    expect(screen.getByText('Ann')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Type ann@example.com to confirm'), ann.email);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText(accountMessages.deleted, {}, { timeout: 5000 })).toBeVisible();
    expect(location(router)).toBe('/account-deleted');
    expect(screen.queryByText(/Hi,/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign Out/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Settings/ })).not.toBeInTheDocument();
    // The app forgot the session itself: it did not have to ask the server again.
    expect(api.mock.calls.filter(([url]) => url === '/api/session')).toHaveLength(1);

    // Home is the signed-out landing page, not a stale signed-in one.
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    await arrivesAt(router, '/');
    expect(screen.queryByText(/Hi,/)).not.toBeInTheDocument();
  });
});

describe('Delete my account, when another read finds the session gone first', () => {
  it('still lands on the deleted page, not on sign-in', async () => {
    let deleted = false;
    let answerDelete: () => void = () => {};
    mockApi((url, init) => {
      if (url === '/api/session') return { status: 200, body: { user: deleted ? null : ann } };
      if (url === '/api/account/delete' && init?.method === 'POST') {
        deleted = true;
        return new Promise((resolve) => {
          answerDelete = () => resolve({ status: 200, body: { deleted: true } });
        });
      }
      return undefined;
    });
    const router = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Account settings' }, { timeout: 5000 });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Type ann@example.com to confirm'), ann.email);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    // The account is gone on the server; before its answer arrives, the session is read again.
    await waitFor(() => expect(deleted).toBe(true));
    await router.queryClient.refetchQueries({ queryKey: ['session'] });

    expect(await screen.findByText(accountMessages.deleted, {}, { timeout: 5000 })).toBeVisible();
    expect(location(router)).toBe('/account-deleted');
    answerDelete();
    await arrivesAt(router, '/account-deleted');
    expect(screen.queryByText(/Hi,/)).not.toBeInTheDocument();
  });
});

describe('After the deleted page', () => {
  it('a later session in this tab that ends goes to /login, not to the deleted page again', async () => {
    let signedIn: SessionUser | null = ann;
    mockApi((url, init) => {
      if (url === '/api/session') return { status: 200, body: { user: signedIn } };
      if (url === '/api/account/delete' && init?.method === 'POST') {
        signedIn = null;
        return { status: 200, body: { deleted: true } };
      }
      return undefined;
    });
    const router = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Account settings' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Type ann@example.com to confirm'), ann.email);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(accountMessages.deleted, {}, { timeout: 5000 })).toBeVisible();

    // A new account signed in from another tab (the tabs tell each other), and this tab goes on.
    const bea: SessionUser = { ...ann, id: 'u2', email: 'bea@example.com', firstName: 'Bea' };
    signedIn = bea;
    await router.queryClient.refetchQueries({ queryKey: ['session'] });
    await router.navigate('/settings');
    expect(await screen.findByText('Bea', {}, { timeout: 5000 })).toBeInTheDocument();

    // Bea signs out in the other tab; this one reads the session again and finds it gone.
    signedIn = null;
    await router.queryClient.refetchQueries({ queryKey: ['session'] });
    await arrivesAt(router, '/login');
  }, 20_000);
});
