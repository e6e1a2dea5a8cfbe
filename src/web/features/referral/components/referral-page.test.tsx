import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferralDto } from '@/shared/referral';
import { ReferralPage } from './referral-page';

const overview: ReferralDto = {
  code: 'ABCD2345',
  link: 'http://app.test/signup?ref=ABCD2345',
  stats: { pendingInvites: 2, successfulReferrals: 1, freeMonthsEarned: 1 },
};

function renderPage(invite: () => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    url === '/api/referral/invites' && init?.method === 'POST'
      ? invite()
      : new Response(JSON.stringify(overview)),
  );
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReferralPage />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the referral page', () => {
  it('shows the stored link, code and counters, and copies the link with Copied! for 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(() => new Response('{}'));
    expect(await screen.findByRole('textbox', { name: 'Your referral link' })).toHaveValue(
      overview.link,
    );
    expect(screen.getByText('ABCD2345')).toBeVisible();
    expect(screen.getByTestId('Pending Invites')).toHaveTextContent('2');
    expect(screen.getByTestId('Successful Referrals')).toHaveTextContent('1');
    expect(screen.getByTestId('Free Months Earned')).toHaveTextContent('1');

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(overview.link);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await act(async () => {});
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
  });

  it('checks the invite form, sends it, confirms for 3 s and clears the fields', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = renderPage(
      () =>
        new Response(JSON.stringify({ message: 'Invitation sent successfully!' }), { status: 201 }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Send Invitation' }));
    expect(screen.getByText("Please enter your friend's name")).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/referral/invites', expect.anything());

    await user.type(screen.getByLabelText("Friend's name"), 'Pat');
    await user.type(screen.getByLabelText("Friend's email"), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Invitation sent successfully!')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/referral/invites',
      expect.objectContaining({
        body: JSON.stringify({ friendName: 'Pat', friendEmail: 'pat@example.com' }),
      }),
    );
    expect(screen.getByLabelText("Friend's name")).toHaveValue('');
    expect(screen.getByLabelText("Friend's email")).toHaveValue('');
    await act(async () => {});
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Invitation sent successfully!')).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Invitation sent successfully!')).toBeNull();
  });

  it('shows the server’s reason when an invitation is refused', async () => {
    renderPage(
      () =>
        new Response(
          JSON.stringify({
            error: { code: 'conflict', message: 'That person already has an account.' },
          }),
          { status: 409 },
        ),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Friend's name"), 'Pat');
    await user.type(screen.getByLabelText("Friend's email"), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That person already has an account.',
    );
    expect(screen.getByLabelText("Friend's name")).toHaveValue('Pat');
  });
});
