import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsentDto } from '@/shared/onboarding';
import { onboardingCopy, stepSavedMessages, subStepHeadings } from '@/shared/onboarding-copy';
import { wizardTimings } from '../lib/timings';
import {
  aFamilyMember,
  aParent,
  apiError,
  changes,
  fakeOnboardingApi,
  uuid,
} from '../test/fake-onboarding-api';
import { openWizard, loadWizardFirst } from '../test/open-wizard';

loadWizardFirst();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const family = { step: 'consent' as const, parents: [aParent()], familyMembers: [aFamilyMember()] };
const row = (name: string) => screen.getByText(name).closest('li')!;
const consentGets = (fetch: ReturnType<typeof fakeOnboardingApi>['fetch']) =>
  fetch.mock.calls.filter(([url, init]) => url === '/api/consents' && init?.method === 'GET')
    .length;

describe('the SMS consent sub-step', () => {
  it('lists each parent and family member with their number, type and status', async () => {
    fakeOnboardingApi(family);
    await openWizard('consent');
    expect(screen.getByText(/They reply Y to agree/)).toBeVisible();
    const mary = within(row('Mary Smith'));
    expect(mary.getByText('(212) 555-0101')).toBeVisible();
    expect(mary.getByText('Parent')).toBeVisible();
    expect(mary.getByText('Pending')).toBeVisible();
    expect(mary.getByRole('button', { name: 'Send to Mary Smith' })).toBeEnabled();
    const sam = within(row('Sam Smith'));
    expect(sam.getByText('Family member')).toBeVisible();
    expect(sam.getByText('(212) 555-0102')).toBeVisible();
    expect(screen.getByRole('button', { name: onboardingCopy.skipForNow })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /phone simulator/ })).not.toBeInTheDocument();
  });

  it('shows a family member told by e-mail only as getting no texts, and does not ask them', async () => {
    const user = userEvent.setup();
    const { state, fetch } = fakeOnboardingApi({
      ...family,
      familyMembers: [aFamilyMember({ notificationPreference: 'email' })],
    });
    await openWizard('consent');
    const sam = within(row('Sam Smith'));
    expect(sam.getByText('No texts')).toBeVisible();
    expect(sam.getByText(/Told by e-mail only/)).toBeVisible();
    expect(sam.queryByText('Pending')).not.toBeInTheDocument();
    expect(sam.queryByRole('button')).not.toBeInTheDocument();
    // Send to all asks the parent only.
    await user.click(screen.getByRole('button', { name: onboardingCopy.sendToAll }));
    await waitFor(() =>
      expect(changes(fetch).map((change) => change.call)).toEqual([
        `POST /api/consents/${state.consents.find((each) => each.name === 'Mary Smith')!.id}/send`,
      ]),
    );
  });

  it('shows Verified once the person replies Y, without a reload, and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { state, fetch } = fakeOnboardingApi({ ...family, familyMembers: [] });
    await openWizard('consent');
    await user.click(screen.getByRole('button', { name: 'Send to Mary Smith' }));
    expect(await within(row('Mary Smith')).findByText('Sent')).toBeVisible();
    expect(
      within(row('Mary Smith')).getByRole('button', { name: 'Re-send to Mary Smith' }),
    ).toBeVisible();
    expect(changes(fetch).map((change) => change.call)).toEqual([
      `POST /api/consents/${state.consents[0]!.id}/send`,
    ]);

    // Mary texts Y from her phone; the server marks it verified.
    state.consents[0]!.status = 'verified';
    const before = consentGets(fetch);
    await vi.advanceTimersByTimeAsync(wizardTimings.consentPollMs);
    expect(await within(row('Mary Smith')).findByText('Verified')).toBeVisible();
    expect(consentGets(fetch)).toBe(before + 1);
    expect(within(row('Mary Smith')).queryByRole('button')).not.toBeInTheDocument();
    // Everyone has agreed: no Skip for Now, and no more polling.
    expect(
      screen.queryByRole('button', { name: onboardingCopy.skipForNow }),
    ).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(wizardTimings.consentPollMs * 3);
    expect(consentGets(fetch)).toBe(before + 1);
  });

  it('re-sends a failed request and shows a refusal in that person’s row', async () => {
    const failed: ConsentDto = {
      id: uuid(900),
      subjectType: 'parent',
      subjectId: aParent().id,
      name: 'Mary Smith',
      phone: aParent().phone,
      status: 'failed',
      channel: 'sms',
      textsWanted: true,
      reminderCount: 7,
      sentAt: '2026-11-10T14:00:00.000Z',
      verifiedAt: null,
      failedReason: 'No reply within 7 days.',
      waitsUntil: null,
    };
    const stop = 'This number has replied STOP. It must reply START before it can agree again.';
    fakeOnboardingApi({ ...family, consents: [failed] }, (url, init) =>
      init?.method === 'POST' && url.endsWith('/send') && !url.includes(failed.id)
        ? apiError(409, 'conflict', stop)
        : undefined,
    );
    await openWizard('consent');
    expect(within(row('Mary Smith')).getByText('Failed')).toBeVisible();
    expect(within(row('Mary Smith')).getByText('No reply within 7 days.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Re-send to Mary Smith' }));
    expect(await within(row('Mary Smith')).findByText('Sent')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send to Sam Smith' }));
    expect(await within(row('Sam Smith')).findByRole('alert')).toHaveTextContent(stop);
    expect(within(row('Sam Smith')).getByText('Pending')).toBeVisible();
  });

  it('says when a request asked for at night will go, in that person’s time (docs/product.md §3)', async () => {
    const waiting = {
      status: 'pending',
      waitsUntil: { at: '2026-11-28T17:00:00.000Z', zone: 'America/Los_Angeles' },
    } as const;
    const mary: ConsentDto = {
      id: uuid(900),
      subjectType: 'parent',
      subjectId: aParent().id,
      name: 'Mary Smith',
      phone: aParent().phone,
      channel: 'voice',
      textsWanted: true,
      reminderCount: 0,
      sentAt: null,
      verifiedAt: null,
      failedReason: null,
      ...waiting,
    };
    fakeOnboardingApi({ ...family, consents: [mary] }, (url, init) =>
      init?.method === 'POST' && url.endsWith('/send')
        ? {
            status: 200,
            body: {
              consent: {
                ...mary,
                id: url.split('/').at(-2)!,
                subjectType: 'family_member',
                channel: 'sms',
                waitsUntil: { at: '2026-11-28T14:00:00.000Z', zone: 'America/New_York' },
              },
            },
          }
        : undefined,
    );
    await openWizard('consent');
    expect(
      within(row('Mary Smith')).getByText('We will call at 9:00 AM their time (Sat, Nov 28).'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send to Sam Smith' }));
    expect(
      await within(row('Sam Smith')).findByText(
        'Will be sent at 9:00 AM their time (Sat, Nov 28).',
      ),
    ).toBeVisible();
    // Both wait for the morning: there is nobody left for "Send to all".
    expect(screen.getByRole('button', { name: onboardingCopy.sendToAll })).toBeDisabled();
  });

  it('sends to all in turn: a 2 s pause after each send, then 500 ms before the next', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { fetch } = fakeOnboardingApi({
      ...family,
      parents: [aParent(), aParent({ id: uuid(2), firstName: 'John', phone: '+12125550103' })],
    });
    await openWizard('consent');
    const sends = () => changes(fetch).filter((change) => change.call.endsWith('/send')).length;
    await user.click(screen.getByRole('button', { name: onboardingCopy.sendToAll }));
    await waitFor(() => expect(sends()).toBe(1));
    await vi.advanceTimersByTimeAsync(wizardTimings.bulkPauseAfterSendMs);
    expect(sends()).toBe(1);
    await vi.advanceTimersByTimeAsync(wizardTimings.bulkGapMs);
    await waitFor(() => expect(sends()).toBe(2));
    await vi.advanceTimersByTimeAsync(wizardTimings.bulkPauseAfterSendMs + wizardTimings.bulkGapMs);
    await waitFor(() => expect(sends()).toBe(3));
    await vi.advanceTimersByTimeAsync(wizardTimings.bulkPauseAfterSendMs);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: onboardingCopy.sendToAll })).toBeDisabled(),
    );
    expect(screen.getAllByText('Sent')).toHaveLength(3);
  });

  it('links to the phone simulator when running locally', async () => {
    fakeOnboardingApi({ ...family, devTools: true });
    await openWizard('consent');
    expect(
      await screen.findByRole('link', { name: new RegExp(onboardingCopy.phoneSimulator) }),
    ).toHaveAttribute('href', '/dev/phone');
  });

  it('Skip for Now moves to the schedule at once; Continue toasts and slides', async () => {
    const { state } = fakeOnboardingApi(family);
    await openWizard('consent');
    await userEvent.click(screen.getByRole('button', { name: onboardingCopy.skipForNow }));
    expect(
      await screen.findByRole('heading', { level: 2, name: subStepHeadings.schedule }),
    ).toHaveFocus();
    expect(state.step).toBe('schedule');
    expect(screen.queryByText(stepSavedMessages.consent)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: subStepHeadings.consent });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(stepSavedMessages.consent)).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: subStepHeadings.schedule }),
    ).toBeVisible();
  });
});
