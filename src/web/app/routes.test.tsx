import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from './route-table';
import { routes } from './routes';

async function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

describe('routing rules', () => {
  it('sends an unknown path to the landing page', async () => {
    expect(await open('/no/such/page')).toBe('/');
  });

  it('sends a stray sign-in code to the callback page with the same query', async () => {
    expect(await open('/?code=abc&next=1')).toBe('/auth/callback?code=abc&next=1');
    expect(await open('/dashboard?code=xyz')).toBe('/auth/callback?code=xyz');
  });

  it('leaves the code where a page reads it itself', async () => {
    expect(await open('/auth/reset-password?code=r1')).toBe('/auth/reset-password?code=r1');
    expect(await open('/auth/v1/callback?code=c1')).toBe('/auth/v1/callback?code=c1');
  });

  it('has a page for every route of the specification', async () => {
    for (const page of pageRoutes) {
      const path = page.path.replace(':slug', 'some-post');
      expect(await open(path)).toBe(path);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.title);
      document.body.innerHTML = '';
    }
  });
});
