import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkInMessages } from '@/shared/check-ins';
import type { OverviewParent } from '@/shared/dashboard';
import { mockApi } from '@/web/test/render-app';
import { ParentsSection } from './parents-section';
import { QuickActions } from './quick-actions';

// jsdom has no modal dialogs: open and close the element as the browser would.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => vi.restoreAllMocks());

const aParent = (id: string, firstName: string): OverviewParent => ({
  id,
  firstName,
  middleName: '',
  lastName: 'Ames',
  nickname: '',
  relationshipType: 'parent',
  relationshipDescription: '',
  phone: '+19075550100',
  timezone: 'America/New_York',
  city: 'Albany',
  state: 'New York',
  zipOrCounty: '12207',
  country: 'United States',
  messageTime: '09:00',
  personalityType: 'caring',
  language: 'en',
  checkInBy: 'text',
  checkInsEnabled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  active: true,
  protection: { reasons: [], consentWaitsUntil: null },
  today: {
    localDate: '2026-01-12',
    status: 'not_started',
    checkInStatus: null,
    skipReason: null,
    sentAt: null,
    respondedAt: null,
    sendsBy: null,
    claimedBy: null,
  },
  strip: [],
});

const renderIn = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('the quick actions', () => {
  it('opens the send dialog from Send Check-in and shows why a check-in cannot be sent', async () => {
    const fetch = mockApi((url, init) =>
      url === '/api/parents/p1/check-in' && init?.method === 'POST'
        ? {
            status: 409,
            body: { error: { code: 'conflict', message: checkInMessages.noConsent('Ruth') } },
          }
        : undefined,
    );
    renderIn(<QuickActions parents={[aParent('p1', 'Ruth')]} />);
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    for (const name of ['Add Parent', 'Add Family Member', 'Message History'])
      expect(within(actions).getByRole('link', { name })).toBeVisible();

    await userEvent.click(within(actions).getByRole('button', { name: 'Send Check-in' }));
    const dialog = await screen.findByRole('dialog', { name: "Send today's check-in now" });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Send check-in now to Ruth Ames' }),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      checkInMessages.noConsent('Ruth'),
    );
    expect(fetch).toHaveBeenCalledWith(
      '/api/parents/p1/check-in',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('disables Add Parent at four parents and says why', () => {
    renderIn(
      <ParentsSection parents={['a', 'b', 'c', 'd'].map((id) => aParent(id, `Parent ${id}`))} />,
    );
    const add = screen.getByRole('button', { name: 'Add Parent' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('You can add up to 4 parents.');
  });

  it('does not let the last parent be removed, and says why', () => {
    renderIn(<ParentsSection parents={[aParent('only', 'Ruth')]} />);
    const remove = screen.getByRole('button', { name: 'Remove Ruth Ames' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(
      'At least one parent is required. Add another before removing this one.',
    );
  });

  it('says by when today’s text goes out when the sender makes it late, in the parent’s zone', () => {
    const late = aParent('late', 'Ruth');
    renderIn(
      <ParentsSection
        parents={[
          { ...late, today: { ...late.today, sendsBy: '2026-01-12T14:04:00.000Z' } },
          aParent('on-time', 'Walter'),
        ]}
      />,
    );
    const ruth = screen.getByRole('listitem', { name: /Ruth/ });
    expect(ruth).toHaveTextContent('Today’s text goes out by 9:04 AM');
    const walter = screen.getByRole('listitem', { name: /Walter/ });
    expect(walter).not.toHaveTextContent('goes out by');
  });
});
