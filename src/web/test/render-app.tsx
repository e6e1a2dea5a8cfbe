import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';

type Answer = { status: number; body?: unknown } | undefined;
type Responder = (url: string, init?: RequestInit) => Answer | Promise<Answer>;

/**
 * Answers the app's fetches from `respond` (undefined → 404; a promise holds the answer back
 * until the test lets it go). Returns the spy so a test can assert what was requested.
 */
export function mockApi(respond: Responder) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const answer = (await respond(url, init)) ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'Not found.' } },
    };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The whole app's routes in memory at `path`, with a fresh query cache (kept on the router). */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return Object.assign(router, { queryClient });
}

export const location = (router: ReturnType<typeof renderApp>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/**
 * Resolves when the router has finished navigating and stands at `path`: a lazy page's chunk
 * and its loaders are what a navigation waits for, so the test waits for them too, not for a
 * fixed time (a loaded machine takes longer to load the dashboard's modules the first time).
 */
export function arrivesAt(router: ReturnType<typeof renderApp>, path: string): Promise<void> {
  return new Promise((resolve) => {
    const arrived = () => router.state.navigation.state === 'idle' && location(router) === path;
    if (arrived()) return resolve();
    const stop = router.subscribe(() => {
      if (!arrived()) return;
      stop();
      resolve();
    });
  });
}

/**
 * One component with what it needs around it: a fresh query cache and a router in memory. A
 * read the test's API does not answer fails at once, as in renderApp, rather than being tried
 * again for seconds while what the test waits for waits behind it.
 */
export const renderWithQueries = (ui: ReactNode) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
