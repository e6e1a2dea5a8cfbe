import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '@/web/test/render-app';
import { apiError, mockDevApi } from '../test/fake-dev-api';
import { productionMessage } from './dev-layout';

afterEach(() => vi.restoreAllMocks());

describe('the developer tools frame', () => {
  it.each([
    ['/dev', 'Developer tools'],
    ['/dev/mailbox', 'Mailbox'],
    ['/dev/phone?phone=%2B12125550123', 'Phone simulator'],
  ])('on %s says they exist only locally when their API answers 404', async (path, title) => {
    // Production: no /api/dev route exists, so everything there is a 404.
    mockApi((url) => (url === '/api/session' ? { status: 200, body: { user: null } } : undefined));
    renderApp(path);
    expect(await screen.findByText(productionMessage, {}, { timeout: 3000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.queryByRole('navigation', { name: 'Developer tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send|Press/ })).not.toBeInTheDocument();
  });

  it('shows the server’s message when the status cannot be read, and tries again', async () => {
    let fail = true;
    mockDevApi((url) =>
      url === '/api/dev/status' && fail
        ? apiError(500, 'internal_error', 'Something went wrong on our side.')
        : undefined,
    );
    renderApp('/dev');
    expect(
      await screen.findByText('Something went wrong on our side.', {}, { timeout: 3000 }),
    ).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Service clock' })).toBeVisible();
  });

  it('links the three tools and marks the open one', async () => {
    mockDevApi();
    renderApp('/dev/mailbox');
    const nav = await screen.findByRole(
      'navigation',
      { name: 'Developer tools' },
      { timeout: 3000 },
    );
    expect(nav).toBeVisible();
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/dev');
    expect(screen.getByRole('link', { name: 'Phone simulator' })).toHaveAttribute(
      'href',
      '/dev/phone',
    );
    expect(screen.getByRole('link', { name: 'Mailbox' })).toHaveAttribute('aria-current', 'page');
  });
});
