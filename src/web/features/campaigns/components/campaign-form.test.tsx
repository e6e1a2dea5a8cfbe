import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignMessages, type CampaignDto } from '@/shared/campaigns';
import { mockApi } from '@/web/test/render-app';
import { CampaignForm, emptyDraft, type CampaignDraft } from './campaign-form';

afterEach(() => {
  vi.restoreAllMocks();
});

const created: CampaignDto = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Spring',
  description: '',
  startDate: '2026-11-23',
  endDate: '2026-11-24',
  active: true,
  createdAt: '2026-11-22T12:00:00.000Z',
  messageCount: 2,
  sentCount: 0,
};

function Harness({ onCreated }: { onCreated: (campaign: CampaignDto) => void }) {
  const [draft, setDraft] = useState<CampaignDraft>(emptyDraft);
  return (
    <CampaignForm
      draft={draft}
      onDraftChange={setDraft}
      today="2026-11-22"
      latestStart="2026-12-22"
      onCreated={onCreated}
      onCancel={() => {}}
    />
  );
}

function renderForm(onCreated = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness onCreated={onCreated} />
    </QueryClientProvider>,
  );
  return onCreated;
}

const dayFields = () => screen.getAllByRole('textbox', { name: /^Day \d+$/ });

// jsdom on a busy machine: typing a few words takes seconds.
describe('the new-campaign form', { timeout: 20_000 }, () => {
  it('prepares 7, 14 or 21 lines, and never drops a line that has text', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(dayFields()).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: '14 days' }));
    expect(dayFields()).toHaveLength(14);
    await user.type(screen.getByRole('textbox', { name: 'Day 10' }), 'Keep me');
    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(dayFields()).toHaveLength(10);
    expect(screen.getByRole('textbox', { name: 'Day 10' })).toHaveValue('Keep me');
    expect(screen.getByText(/Kept 10 days/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '21 days' }));
    expect(dayFields()).toHaveLength(21);
  });

  it('shows the count of days and the date range, skipping blank lines', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Start date'), '2026-11-23');
    await user.type(screen.getByRole('textbox', { name: 'Day 1' }), 'One');
    await user.type(screen.getByRole('textbox', { name: 'Day 3' }), 'Two');
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 days · Mon, Nov 23 – Tue, Nov 24, 2026 · 5 blank lines skipped',
    );
  });

  it('asks for the required fields without calling the server', async () => {
    const user = userEvent.setup();
    const api = mockApi(() => undefined);
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(campaignMessages.required);
    await user.type(screen.getByRole('textbox', { name: 'Campaign name' }), 'Spring');
    await user.type(screen.getByLabelText('Start date'), '2026-11-23');
    await user.type(screen.getByRole('textbox', { name: 'Day 1' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(campaignMessages.noMessages);
    expect(api).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the server fails, then creates on a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = mockApi((url, init) =>
      url === '/api/campaigns' && init?.method === 'POST'
        ? fail
          ? { status: 500, body: { error: { code: 'internal_error', message: 'Boom' } } }
          : { status: 201, body: { campaign: created } }
        : undefined,
    );
    const onCreated = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Campaign name' }), 'Spring');
    await user.type(screen.getByLabelText('Start date'), '2026-11-23');
    await user.type(screen.getByRole('textbox', { name: 'Day 1' }), 'Good morning');
    await user.type(screen.getByRole('textbox', { name: 'Day 3' }), 'Tea time');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(campaignMessages.createFailed);
    expect(screen.getByRole('textbox', { name: 'Day 3' })).toHaveValue('Tea time');
    expect(onCreated).not.toHaveBeenCalled();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const body = JSON.parse(String(api.mock.calls.at(-1)![1]!.body)) as Record<string, unknown>;
    expect(body).toEqual({
      name: 'Spring',
      description: '',
      startDate: '2026-11-23',
      messages: ['Good morning', 'Tea time'],
    });
  });

  it('shows the server’s own rule when it refuses the input', async () => {
    const user = userEvent.setup();
    mockApi(() => ({
      status: 400,
      body: { error: { code: 'validation_failed', message: campaignMessages.startDateWindow } },
    }));
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Campaign name' }), 'Spring');
    await user.type(screen.getByLabelText('Start date'), '2026-11-22');
    await user.type(screen.getByRole('textbox', { name: 'Day 1' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(campaignMessages.startDateWindow);
  });
});
