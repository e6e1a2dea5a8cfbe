import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { libraryMessages, type ContentDto } from '@/shared/library';
import { mockApi } from '@/web/test/render-app';
import { ContentTab } from './content-tab';

afterEach(() => vi.restoreAllMocks());

const item = (overrides: Partial<ContentDto>): ContentDto => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  contentType: 'fun_fact',
  title: 'Three hearts',
  content: 'An octopus has three hearts.',
  frequency: 'weekly',
  tags: ['animals'],
  season: 'any',
  mood: 'cheerful',
  language: 'en',
  isSystemContent: true,
  usageCount: 3,
  lastUsedAt: '2026-11-20T15:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const own = item({
  id: '00000000-0000-4000-8000-0000000000c2',
  contentType: 'greeting',
  title: 'Morning hello',
  content: 'Good morning!',
  isSystemContent: false,
  usageCount: 0,
  lastUsedAt: null,
});

function renderTab(saveStatus = 500) {
  const fetch = mockApi((url, init) => {
    if (url === '/api/content' && (init?.method ?? 'GET') === 'GET')
      return { status: 200, body: { content: [own, item({})] } };
    if (url.startsWith('/api/content'))
      return { status: saveStatus, body: { error: { code: 'internal_error', message: 'x' } } };
    return undefined;
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <ContentTab />
    </QueryClientProvider>,
  );
  return fetch;
}

// Typing through user-event is slow on a busy machine.
describe('ContentTab', { timeout: 20_000 }, () => {
  it('marks system items and offers them no edit or delete, and filters by type', async () => {
    const user = userEvent.setup({ delay: null });
    renderTab();
    const system = (await screen.findByRole('heading', { name: 'Three hearts' })).closest('li')!;
    expect(within(system).getByText('System content')).toBeInTheDocument();
    expect(within(system).queryAllByRole('button')).toEqual([]);
    expect(within(system).getByText('3 times')).toBeInTheDocument();
    const mine = screen.getByRole('heading', { name: 'Morning hello' }).closest('li')!;
    expect(within(mine).getByRole('button', { name: 'Edit Morning hello' })).toBeInTheDocument();
    expect(within(mine).getByText('never')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Show'), 'Greeting');
    expect(screen.queryByRole('heading', { name: 'Three hearts' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Morning hello' })).toBeInTheDocument();
  });

  it('asks for type, title and content without calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    const fetch = renderTab();
    await user.click(await screen.findByRole('button', { name: 'New content' }));
    const dialog = screen.getByRole('dialog', { name: 'New content' });
    await user.click(within(dialog).getByRole('button', { name: 'Save content' }));
    expect(within(dialog).getByText(libraryMessages.contentType)).toBeInTheDocument();
    expect(within(dialog).getByText(libraryMessages.contentTitle)).toBeInTheDocument();
    expect(within(dialog).getByText(libraryMessages.contentBody)).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('keeps what was typed and says so when a save fails', async () => {
    const user = userEvent.setup({ delay: null });
    renderTab(500);
    await user.click(await screen.findByRole('button', { name: 'Edit Morning hello' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit content' });
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Evening hello');
    await user.click(within(dialog).getByRole('button', { name: 'Save content' }));
    expect(await within(dialog).findByText(libraryMessages.saveContent)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Evening hello');
  });
});
