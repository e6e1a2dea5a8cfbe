import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { familyMessages } from '@/shared/family';
import { onboardingMessages } from '@/shared/onboarding';
import { checkInTimesMessages } from '@/shared/check-in-times';
import { stepSavedMessages, subStepHeadings } from '@/shared/onboarding-copy';
import { aParent, changes, fakeOnboardingApi, uuid } from '../test/fake-onboarding-api';
import { openWizard, loadWizardFirst } from '../test/open-wizard';

loadWizardFirst();

afterEach(() => vi.restoreAllMocks());

const mom = aParent();
const dad = aParent({
  id: uuid(2),
  firstName: 'John',
  phone: '+12125550103',
  timezone: 'America/Chicago',
  messageTime: '08:30',
  createdAt: '2026-11-01T11:00:00.000Z',
});
const row = (name: string) => within(screen.getByRole('listitem', { name }));

describe('the schedule sub-step', () => {
  it('shows one row per parent, and keeps Continue disabled with the hint until one is on', async () => {
    const { fetch } = fakeOnboardingApi({ step: 'schedule', parents: [mom, dad] });
    await openWizard('schedule');
    expect(screen.getByText('Messages can be scheduled up to 30 days ahead.')).toBeVisible();
    expect(
      screen.getByText('You can edit a message until 15 minutes before it is sent.'),
    ).toBeVisible();
    expect(screen.getByText('Once a message is sent, it is locked.')).toBeVisible();
    expect(row('John Smith').getByLabelText('Time zone')).toHaveValue('America/Chicago');
    expect(row('John Smith').getByLabelText('Message time')).toHaveValue('08:30');

    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    expect(screen.getByText(onboardingMessages.enableOne)).toBeVisible();
    expect(continueButton).toHaveAccessibleDescription(onboardingMessages.enableOne);

    const momSwitch = screen.getByRole('switch', { name: 'Daily check-in for Mary Smith' });
    expect(momSwitch).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(momSwitch);
    expect(momSwitch).toHaveAttribute('aria-checked', 'true');
    expect(continueButton).toBeEnabled();
    expect(screen.queryByText(onboardingMessages.enableOne)).not.toBeInTheDocument();
    await userEvent.click(momSwitch);
    expect(continueButton).toBeDisabled();
    expect(changes(fetch)).toEqual([]);
  });

  it('keeps check-in times inside quiet hours', async () => {
    const { fetch } = fakeOnboardingApi({ step: 'schedule', parents: [mom] });
    await openWizard('schedule');
    await userEvent.click(screen.getByRole('switch'));
    const time = row('Mary Smith').getByLabelText('Message time');
    await userEvent.clear(time);
    await userEvent.type(time, '21:30');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(familyMessages.quietHours)).toBeVisible();
    expect(time).toHaveAccessibleDescription(expect.stringContaining(familyMessages.quietHours));
    expect(changes(fetch)).toEqual([]);
    await userEvent.clear(time);
    expect(screen.queryByText(familyMessages.quietHours)).not.toBeInTheDocument();
  });

  it('saves each parent’s schedule, then moves on to payment', async () => {
    const { fetch, state } = fakeOnboardingApi({ step: 'schedule', parents: [mom, dad] });
    await openWizard('schedule');
    await userEvent.click(screen.getByRole('switch', { name: 'Daily check-in for John Smith' }));
    await userEvent.selectOptions(row('John Smith').getByLabelText('Time zone'), 'America/Denver');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(stepSavedMessages.schedule)).toBeVisible();
    expect(changes(fetch)).toEqual([
      {
        call: `PUT /api/schedules/${mom.id}`,
        body: { timezone: 'America/New_York', messageTime: '09:00', moreTimes: [], enabled: false },
      },
      {
        call: `PUT /api/schedules/${dad.id}`,
        body: { timezone: 'America/Denver', messageTime: '08:30', moreTimes: [], enabled: true },
      },
      { call: 'PUT /api/onboarding', body: { step: 'payment' } },
    ]);
    expect(state.parents.find((parent) => parent.id === dad.id)?.checkInsEnabled).toBe(true);
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: subStepHeadings.payment },
        { timeout: 3000 },
      ),
    ).toHaveFocus();
  });

  it('adds a second time with its own words, refuses one too close, and saves both', async () => {
    const { fetch, state } = fakeOnboardingApi({ step: 'schedule', parents: [mom] });
    await openWizard('schedule');
    await userEvent.click(screen.getByRole('switch', { name: 'Daily check-in for Mary Smith' }));
    await userEvent.click(
      row('Mary Smith').getByRole('button', { name: 'Add another time for Mary Smith' }),
    );
    const second = row('Mary Smith').getByLabelText('Second check-in time');
    await userEvent.clear(second);
    await userEvent.type(second, '10:30');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(checkInTimesMessages.apart)).toBeVisible();
    expect(second).toHaveAccessibleDescription(expect.stringContaining(checkInTimesMessages.apart));
    expect(changes(fetch)).toEqual([]);

    await userEvent.clear(second);
    expect(screen.queryByText(checkInTimesMessages.apart)).toBeNull();
    await userEvent.type(second, '19:00');
    await userEvent.type(
      row('Mary Smith').getByLabelText('Its message (optional)'),
      'Good evening, did supper go well?',
    );
    // No third time beyond the limit's: one more may be added, then the button goes.
    await userEvent.click(
      row('Mary Smith').getByRole('button', { name: 'Add another time for Mary Smith' }),
    );
    expect(row('Mary Smith').queryByRole('button', { name: /Add another time/ })).toBeNull();
    await userEvent.click(row('Mary Smith').getByRole('button', { name: 'Remove the third time' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(stepSavedMessages.schedule)).toBeVisible();
    expect(changes(fetch)[0]).toEqual({
      call: `PUT /api/schedules/${mom.id}`,
      body: {
        timezone: 'America/New_York',
        messageTime: '09:00',
        moreTimes: [{ time: '19:00', message: 'Good evening, did supper go well?' }],
        enabled: true,
      },
    });
    expect(state.moreTimes?.[mom.id]).toHaveLength(1);
  });
});
