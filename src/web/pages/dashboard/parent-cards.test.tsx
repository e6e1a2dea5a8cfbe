import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OverviewParent } from '@/shared/dashboard';
import type { Protection } from '@/shared/protection';
import { anOverviewParent } from '@/web/test/family-fixtures';
import { mockApi, renderWithQueries } from '@/web/test/render-app';
import { ParentCards } from './overview-tab';

afterEach(() => vi.restoreAllMocks());

const josefina = (
  protection: Partial<Protection>,
  more: Partial<OverviewParent> = {},
): OverviewParent =>
  anOverviewParent({
    id: 'p-josefina',
    firstName: 'Josefina',
    lastName: 'Rivera',
    phone: '+12125550100',
    protection: { reasons: [], consentWaitsUntil: null, ...protection },
    ...more,
  });

function renderCard(parent: OverviewParent) {
  renderWithQueries(<ParentCards parents={[parent]} />);
  return screen.getByRole('listitem', { name: 'Josefina Rivera' });
}

const consentRow = {
  id: 'c-josefina',
  subjectType: 'parent',
  subjectId: 'p-josefina',
  phone: '+12125550100',
  status: 'pending',
  channel: 'sms',
  reminderCount: 0,
  sentAt: null,
  verifiedAt: null,
  failedReason: null,
  waitsUntil: null,
  name: 'Josefina Rivera',
  textsWanted: true,
};

describe('a parent’s card', () => {
  it('says Active, and what today holds, only when every check-in goes out', () => {
    const card = renderCard(josefina({}));
    expect(within(card).getByText('Active')).toBeVisible();
    expect(card).toHaveTextContent('Not sent yet');
    expect(card).not.toHaveTextContent('Not protected');
  });

  it('says nothing of the weather when her warnings are read (§2.16)', () => {
    expect(renderCard(josefina({}))).not.toHaveTextContent('weather');
  });

  it('says her ZIP code is not recognised', () => {
    const card = renderCard(josefina({}, { weatherLocation: 'zip_not_recognised' }));
    expect(within(card).getByText('No weather warnings: ZIP code not recognised')).toBeVisible();
  });

  it('says no weather warnings are read outside the United States', () => {
    const card = renderCard(josefina({}, { weatherLocation: 'outside_us' }));
    expect(within(card).getByText('No weather warnings outside the United States')).toBeVisible();
  });

  it('says "Not protected" and why, never Active or "Not sent yet", and sends the consent request from the card', async () => {
    const fetch = mockApi((url, init) => {
      if (url === '/api/consents' && (init?.method ?? 'GET') === 'GET')
        return { status: 200, body: { consents: [consentRow] } };
      if (url === '/api/consents/c-josefina/send' && init?.method === 'POST')
        return { status: 200, body: { consent: { ...consentRow, status: 'sent' } } };
      return undefined;
    });
    const card = renderCard(josefina({ reasons: ['consent_not_asked'] }));
    expect(within(card).getByText('Not protected')).toBeVisible();
    expect(card).not.toHaveTextContent('Active');
    expect(card).not.toHaveTextContent('Not sent yet');
    const why = within(card).getByRole('group', { name: 'Why Josefina is not protected' });
    expect(why).toHaveTextContent(
      'Not protected: Josefina has not been asked to agree to the daily text.',
    );

    await userEvent.click(within(why).getByRole('button', { name: 'Send the consent request' }));
    expect(await within(card).findByText('Sent. Josefina agrees by replying Y.')).toHaveRole(
      'status',
    );
    expect(fetch).toHaveBeenCalledWith(
      '/api/consents/c-josefina/send',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('offers to call again a parent checked on by call who has not pressed 1', () => {
    const card = renderCard(josefina({ reasons: ['consent_unanswered'] }, { checkInBy: 'call' }));
    expect(card).toHaveTextContent(
      'Not protected: Josefina has not pressed 1 on the consent call yet.',
    );
    expect(within(card).getByRole('button', { name: 'Call again' })).toBeVisible();
  });

  it('turns a switched-off check-in back on at its own time', async () => {
    const fetch = mockApi((url, init) =>
      url === '/api/schedules/p-josefina' && init?.method === 'PUT'
        ? {
            status: 200,
            body: {
              schedule: {
                parentId: 'p-josefina',
                parentName: 'Josefina Rivera',
                timezone: 'America/New_York',
                messageTime: '09:00',
                moreTimes: [{ time: '19:00', message: '' }],
                enabled: true,
              },
            },
          }
        : undefined,
    );
    const card = renderCard(josefina({ reasons: ['schedule_off'] }, { checkInsEnabled: false }));
    expect(card).toHaveTextContent('Not protected: the daily check-in is turned off.');
    await userEvent.click(within(card).getByRole('button', { name: 'Turn the daily check-in on' }));
    expect(await within(card).findByText('The daily check-in is on again.')).toHaveRole('status');
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/schedules/p-josefina')!;
    expect(JSON.parse(String(init!.body))).toEqual({
      timezone: 'America/New_York',
      messageTime: '09:00',
      enabled: true,
    });
  });

  it('sends the owner to the subscription page when the subscription is not active', () => {
    const card = renderCard(josefina({ reasons: ['subscription_inactive'] }));
    expect(card).toHaveTextContent('Not protected: the subscription is not active.');
    expect(within(card).getByRole('link', { name: 'Renew the subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('says what the parent can do after STOP, and when a request waiting for her morning goes', () => {
    const stopped = renderCard(josefina({ reasons: ['opted_out'] }));
    expect(stopped).toHaveTextContent(
      'Not protected: Josefina’s phone replied STOP, so nothing can be sent to it.',
    );
    expect(stopped).toHaveTextContent('Josefina can text START to our number');
    expect(within(stopped).queryByRole('button', { name: /consent|again/ })).toBeNull();
  });

  it('says when a consent request waiting for her morning goes, with nothing to press', () => {
    const card = renderCard(
      josefina({
        reasons: ['consent_waiting'],
        consentWaitsUntil: { at: '2026-01-13T14:00:00.000Z', zone: 'America/New_York' },
      }),
    );
    expect(card).toHaveTextContent('Not protected: Josefina has not yet been asked to agree.');
    expect(card).toHaveTextContent('Will be sent at 9:00 AM their time (Tue, Jan 13).');
    expect(within(card).queryByRole('button', { name: /consent/ })).toBeNull();
  });

  it('lists every reason, the one to fix first first', () => {
    const card = renderCard(josefina({ reasons: ['no_subscription', 'consent_not_asked'] }));
    const why = within(card).getByRole('group', { name: 'Why Josefina is not protected' });
    expect(why.textContent).toMatch(/subscription has not started.*not been asked to agree/);
    expect(within(why).getByRole('link', { name: 'Start the subscription' })).toBeVisible();
    expect(within(why).getByRole('button', { name: 'Send the consent request' })).toBeVisible();
  });
});
