import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/web/test/render-app';
import { ActivitySection } from './activity-section';

afterEach(() => vi.restoreAllMocks());

function renderSection(messagesSent: number) {
  mockApi((url) =>
    url.startsWith('/api/dashboard/activity') ? { status: 200, body: { activity: [] } } : undefined,
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ActivitySection messagesSent={messagesSent} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Recent Activity with no check-ins yet', () => {
  it('does not say "No recent messages" beside texts counted as sent', async () => {
    renderSection(5);
    expect(
      await screen.findByText(
        'No check-ins yet. The 5 texts sent so far, such as consent requests, are in Message history.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('No recent messages')).not.toBeInTheDocument();
  });

  it('keeps the spec’s words when nothing has been sent', async () => {
    renderSection(0);
    expect(await screen.findByText('No recent messages')).toBeVisible();
  });
});
