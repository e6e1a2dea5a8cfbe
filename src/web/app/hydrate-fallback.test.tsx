import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../test/render-app';

afterEach(() => vi.restoreAllMocks());

describe('the first load of any page', () => {
  it('shows a spoken loading state while the route loads, and React Router has no warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi((url) => (url === '/api/session' ? { status: 200, body: { user: null } } : undefined));
    renderApp('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 });
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/HydrateFallback/);
  });
});
