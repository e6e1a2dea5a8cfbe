import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PauseDto } from '@/shared/pauses';
import { mockApi, renderWithQueries } from '@/web/test/render-app';
import { PauseBadge, PauseControls } from './pause-status';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const mom = { id: 'p-mom', name: 'Mom', timezone: 'America/New_York' };
const hospital: PauseDto = {
  parentId: 'p-mom',
  from: '2026-01-13',
  until: '2026-01-16',
  reason: 'Hospital stay',
  by: 'owner',
  byName: 'Ann',
};

/** The pauses API as the server answers it, holding what was saved. */
function pausesApi(initial: PauseDto[]) {
  let pauses = initial;
  const fetch = mockApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/pauses' && method === 'GET') return { status: 200, body: { pauses } };
    if (url === '/api/parents/p-mom/pause' && method === 'PUT') {
      const body = JSON.parse(String(init?.body));
      if (body.from < '2026-01-13')
        return {
          status: 400,
          body: {
            error: {
              code: 'bad_request',
              message: "A pause cannot start before today in the parent's time zone.",
            },
          },
        };
      const pause = { ...body, parentId: 'p-mom', by: 'owner', byName: 'Ann' };
      pauses = [pause];
      return { status: 200, body: { pause } };
    }
    if (url === '/api/parents/p-mom/pause' && method === 'DELETE') {
      pauses = [];
      return { status: 204 };
    }
    return undefined;
  });
  const writes = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method && init.method !== 'GET')
      .map(([url, init]) => `${init?.method} ${String(url)} ${String(init?.body ?? '')}`.trim());
  return { writes };
}

describe('a parent’s pause on her card (docs/product.md §2.14)', () => {
  it('pauses her from a dialog: her dates in her zone, the reason, and the card then says so', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-13T15:00:00Z'), shouldAdvanceTime: true });
    const { writes } = pausesApi([]);
    renderWithQueries(
      <>
        <PauseBadge parent={mom} />
        <PauseControls parent={mom} />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pause check-ins' }));
    const dialog = screen.getByRole('dialog', { name: "Pause Mom's check-ins" });
    expect(within(dialog).getByLabelText('First paused day')).toHaveValue('2026-01-13');
    expect(within(dialog).getByLabelText('Last paused day')).toHaveValue('2026-01-15');
    await userEvent.clear(within(dialog).getByLabelText('Last paused day'));
    await userEvent.type(within(dialog).getByLabelText('Last paused day'), '2026-01-16');
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Hospital stay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause check-ins' }));

    expect(
      await screen.findByText(
        'Check-ins are paused from Tue, Jan 13 through Fri, Jan 16 (Hospital stay), by Ann. They start again Sat, Jan 17.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Paused through Fri, Jan 16')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes()).toEqual([
      'PUT /api/parents/p-mom/pause {"from":"2026-01-13","until":"2026-01-16","reason":"Hospital stay"}',
    ]);
  });

  it('refuses an end before the start on the form, and keeps what was typed; the server’s refusal is shown too', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-13T15:00:00Z'), shouldAdvanceTime: true });
    const { writes } = pausesApi([]);
    renderWithQueries(<PauseControls parent={mom} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pause check-ins' }));
    const dialog = screen.getByRole('dialog');
    const until = within(dialog).getByLabelText('Last paused day');
    await userEvent.clear(until);
    await userEvent.type(until, '2026-01-12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause check-ins' }));
    expect(
      await within(dialog).findByText('The last day cannot be before the first day.'),
    ).toBeVisible();
    expect(writes()).toEqual([]);

    const from = within(dialog).getByLabelText('First paused day');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-10');
    await userEvent.clear(until);
    await userEvent.type(until, '2026-01-14');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause check-ins' }));
    expect(
      await within(dialog).findByText(
        "A pause cannot start before today in the parent's time zone.",
      ),
    ).toBeVisible();
    expect(from).toHaveValue('2026-01-10');
  });

  it('shows a pause with who set it, and resumes her: the family has been told', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-14T15:00:00Z'), shouldAdvanceTime: true });
    const { writes } = pausesApi([{ ...hospital, by: 'parent', byName: 'Mary Smith', reason: '' }]);
    renderWithQueries(<PauseControls parent={mom} />);
    expect(
      await screen.findByText(
        "Check-ins are paused from Tue, Jan 13 through Fri, Jan 16, by Mom's own text. They start again Sat, Jan 17.",
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Resume check-ins' }));
    expect(
      await screen.findByText("Mom's check-ins are back on. The family has been told."),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Pause check-ins' })).toBeVisible();
    expect(writes()).toEqual(['DELETE /api/parents/p-mom/pause']);
  });

  it('a pause still to come says it will pause, can be called off, and puts no badge on today', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-12T15:00:00Z'), shouldAdvanceTime: true });
    pausesApi([hospital]);
    renderWithQueries(
      <>
        <PauseBadge parent={mom} />
        <PauseControls parent={mom} />
      </>,
    );
    expect(await screen.findByText(/^Check-ins will pause from Tue, Jan 13/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel pause' })).toBeVisible();
    expect(screen.queryByText(/^Paused through/)).not.toBeInTheDocument();
  });
});
