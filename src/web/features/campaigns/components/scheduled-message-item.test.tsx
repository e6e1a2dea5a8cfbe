import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignMessages, type ScheduledMessageDto } from '@/shared/campaigns';
import { mockApi } from '@/web/test/render-app';
import { ScheduledMessageItem } from './scheduled-message-item';

afterEach(() => {
  vi.restoreAllMocks();
});

const aMessage = (overrides: Partial<ScheduledMessageDto> = {}): ScheduledMessageDto => ({
  id: '00000000-0000-4000-8000-000000000002',
  day: 2,
  sendDate: '2026-11-24',
  content: 'Good morning!',
  includeFunFact: false,
  status: 'scheduled',
  sendsAt: '2026-11-24T14:00:00.000Z',
  sentAt: null,
  ...overrides,
});

function renderItem(message: ScheduledMessageDto) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ol>
        <ScheduledMessageItem campaignId="c1" message={message} />
      </ol>
    </QueryClientProvider>,
  );
}

describe('a scheduled message', { timeout: 20_000 }, () => {
  it('offers no edit once locked or sent', () => {
    renderItem(aMessage({ status: 'sent', sentAt: '2026-11-24T14:00:00.000Z' }));
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit day 2' })).not.toBeInTheDocument();
  });

  it('saves new words', async () => {
    const user = userEvent.setup();
    const api = mockApi((url, init) =>
      url.startsWith('/api/scheduled-messages/') && init?.method === 'PUT'
        ? { status: 200, body: { message: aMessage({ content: 'Hello Mom' }) } }
        : undefined,
    );
    renderItem(aMessage());
    await user.click(screen.getByRole('button', { name: 'Edit day 2' }));
    const box = screen.getByRole('textbox', { name: 'Message for day 2' });
    await user.clear(box);
    await user.type(box, 'Hello Mom');
    await user.click(screen.getByRole('button', { name: 'Save message' }));
    expect(await screen.findByText('Message saved.')).toBeInTheDocument();
    expect(JSON.parse(String(api.mock.calls[0]![1]!.body))).toEqual({ content: 'Hello Mom' });
  });

  it('keeps the typed words and says why when the server has locked the day', async () => {
    const user = userEvent.setup();
    mockApi(() => ({
      status: 409,
      body: { error: { code: 'conflict', message: campaignMessages.locked } },
    }));
    renderItem(aMessage());
    await user.click(screen.getByRole('button', { name: 'Edit day 2' }));
    const box = screen.getByRole('textbox', { name: 'Message for day 2' });
    await user.type(box, ' See you soon');
    await user.click(screen.getByRole('button', { name: 'Save message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(campaignMessages.locked);
    expect(box).toHaveValue('Good morning! See you soon');
  });
});
