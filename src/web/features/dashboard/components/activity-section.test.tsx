import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/web/test/render-app';
import { ActivitySection } from './activity-section';

afterEach(() => vi.restoreAllMocks());

function renderSection(messagesSent: number, activity: unknown[] = []) {
  mockApi((url) =>
    url.startsWith('/api/dashboard/activity') ? { status: 200, body: { activity } } : undefined,
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

describe('Recent Activity’s times (one rule with the cards: src/web/lib/time-of.ts)', () => {
  it('gives each step in its parent’s zone, named when the viewer’s clock reads otherwise', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-12T20:00:00Z'), shouldAdvanceTime: true });
    const step = (id: string, text: string, timezone: string) => ({
      id,
      at: '2026-01-12T14:07:00.000Z',
      parentId: `p-${id}`,
      timezone,
      kind: 'reply',
      text,
      tone: 'ok',
    });
    // The tests' viewer lives in Chicago (vitest.config.ts).
    renderSection(3, [
      step('rose', 'Rose replied YES', 'America/New_York'),
      step('walt', 'Walter replied YES', 'America/Chicago'),
    ]);
    expect(await screen.findByText('· 9:07 AM EST', { exact: false })).toBeVisible();
    expect(screen.getByText('Walter replied YES')).toHaveTextContent(
      'Walter replied YES · 8:07 AM',
    );
    expect(screen.getByText('Walter replied YES')).not.toHaveTextContent('CST');
    vi.useRealTimers();
  });
});
