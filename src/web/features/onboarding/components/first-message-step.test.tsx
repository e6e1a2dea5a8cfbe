import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onboardingMessages, type ConsentDto } from '@/shared/onboarding';
import { onboardingCopy } from '@/shared/onboarding-copy';
import { wizardTimings } from '../lib/timings';
import { arrivesAt } from '@/web/test/render-app';
import {
  aFamilyMember,
  aParent,
  aProfile,
  changes,
  fakeOnboardingApi,
  uuid,
  type FakeState,
} from '../test/fake-onboarding-api';
import { openWizard, loadWizardFirst } from '../test/open-wizard';

loadWizardFirst();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const mom = aParent({ checkInsEnabled: true });
const dad = aParent({
  id: uuid(2),
  firstName: 'John',
  nickname: '',
  phone: '+12125550103',
  createdAt: '2026-11-01T11:00:00.000Z',
});
const consent = (subjectId: string, status: ConsentDto['status']): ConsentDto => ({
  id: uuid(subjectId === mom.id ? 901 : 902),
  subjectType: 'parent',
  subjectId,
  name: subjectId === mom.id ? 'Mary Smith' : 'John Smith',
  phone: subjectId === mom.id ? mom.phone : dad.phone,
  status,
  channel: 'sms',
  textsWanted: true,
  reminderCount: 1,
  sentAt: '2026-11-20T14:00:00.000Z',
  verifiedAt: status === 'verified' ? '2026-11-20T14:05:00.000Z' : null,
  failedReason: null,
  waitsUntil: null,
});
const readyFamily: Partial<FakeState> = {
  step: 'first-message',
  profile: aProfile(),
  parents: [mom, dad],
  familyMembers: [aFamilyMember()],
  consents: [consent(mom.id, 'verified'), consent(dad.id, 'sent')],
  subscription: {
    status: 'trialing',
    provider: 'demo',
    trialEndsAt: '2026-12-06T14:00:00.000Z',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    parentCount: 2,
    familyMemberCount: 1,
  },
};
const complete = () => screen.getByRole('button', { name: onboardingCopy.completeSetup });

describe('the first test message sub-step', () => {
  it('shows the refusal for a parent who has not agreed, and Complete stays disabled', async () => {
    const { fetch } = fakeOnboardingApi(readyFamily);
    await openWizard('first-message');
    expect(screen.getByLabelText('Parent')).toHaveValue(mom.id);
    const message = () => (screen.getByLabelText('Message') as HTMLTextAreaElement).value;
    expect(message()).toMatch(/^Hi Mom!/);
    expect(complete()).toBeDisabled();
    expect(complete()).toHaveAccessibleDescription('Send a test message to finish.');

    await userEvent.selectOptions(screen.getByLabelText('Parent'), dad.id);
    // The untouched default follows the chosen parent.
    expect(message()).toMatch(/^Hi John!/);
    await userEvent.click(screen.getByRole('button', { name: 'Send test message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      onboardingMessages.notVerified('John'),
    );
    expect(complete()).toBeDisabled();
    expect(changes(fetch)).toEqual([
      {
        call: 'POST /api/first-message',
        body: { parentId: dad.id, message: expect.stringMatching(/^Hi John!/) },
      },
    ]);
  });

  it('asks for a message before sending', async () => {
    const { fetch } = fakeOnboardingApi(readyFamily);
    await openWizard('first-message');
    await userEvent.clear(screen.getByLabelText('Message'));
    await userEvent.click(screen.getByRole('button', { name: 'Send test message' }));
    expect(await screen.findByText(onboardingMessages.message)).toBeVisible();
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      expect.stringContaining(onboardingMessages.message),
    );
    expect(changes(fetch)).toEqual([]);
  });

  it('sends, enables Complete Setup, shows hearts for 3 s, completes and opens the dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    window.localStorage.setItem('onboardingProgress', 'first-message');
    window.localStorage.setItem('onboardingData', JSON.stringify({ parents: { parents: [] } }));
    const { fetch, state } = fakeOnboardingApi(readyFamily);
    const router = await openWizard('first-message');
    const message = screen.getByLabelText('Message');
    await user.clear(message);
    await user.type(message, 'Hello Mom, this is a test.');
    await user.click(screen.getByRole('button', { name: 'Send test message' }));
    expect(await screen.findByText('Test message sent to Mom')).toBeVisible();
    await waitFor(() => expect(complete()).toBeEnabled());

    await user.click(complete());
    expect(await screen.findByText("You're all set!")).toBeVisible();
    expect(complete()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await vi.advanceTimersByTimeAsync(wizardTimings.heartsMs - 100);
    expect(changes(fetch).map((change) => change.call)).toEqual(['POST /api/first-message']);
    await vi.advanceTimersByTimeAsync(200);
    // The session now says set-up is done, so the dashboard's guard lets it through.
    await arrivesAt(router, '/dashboard');
    expect(changes(fetch).map((change) => change.call)).toEqual([
      'POST /api/first-message',
      'POST /api/onboarding/complete',
    ]);
    expect(state.completed).toBe(true);
    expect(window.localStorage.getItem('onboardingCompleted')).toBe('true');
    expect(window.localStorage.getItem('onboardingProgress')).toBeNull();
    expect(window.localStorage.getItem('onboardingData')).toBeNull();
  });

  it('lets a first message sent earlier count, and shows a refused completion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { state } = fakeOnboardingApi({
      ...readyFamily,
      firstMessageSentAt: '2026-11-21T14:00:00.000Z',
      subscription: null,
    });
    await openWizard('first-message');
    await waitFor(() => expect(complete()).toBeEnabled());
    await user.click(complete());
    await vi.advanceTimersByTimeAsync(wizardTimings.heartsMs);
    expect(await screen.findByRole('alert')).toHaveTextContent(onboardingMessages.notFinished);
    expect(screen.queryByText("You're all set!")).not.toBeInTheDocument();
    expect(complete()).toBeEnabled();
    expect(state.completed).toBe(false);
    expect(window.localStorage.getItem('onboardingCompleted')).toBeNull();
  });

  it('shows a parent checked on by call the welcome she will hear in Spanish, and when it goes at her night', async () => {
    const abuela = aParent({
      id: uuid(3),
      firstName: 'Rosa',
      nickname: 'Abuela',
      phone: '+12135550104',
      checkInBy: 'call',
      language: 'es',
      timezone: 'America/Los_Angeles',
      createdAt: '2026-10-01T11:00:00.000Z',
    });
    const { fetch } = fakeOnboardingApi({
      ...readyFamily,
      parents: [abuela, mom],
      consents: [{ ...consent(abuela.id, 'verified'), channel: 'voice' }],
      welcomeWaitsUntil: { at: '2026-11-28T17:00:00.000Z', zone: 'America/Los_Angeles' },
    });
    await openWizard('first-message');
    expect(screen.getByLabelText('Parent')).toHaveValue(abuela.id);
    // Nothing to type: a call speaks words written for the ear, in her language.
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
    expect(screen.getByText(/in Spanish, Abuela will hear/)).toBeVisible();
    expect(screen.getByText(/^Hola, Abuela\. Esta es una llamada de prueba/)).toHaveAttribute(
      'lang',
      'es',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Place test call' }));
    expect(
      await screen.findByText(
        'It is night where Abuela lives: we will call at 9:00 AM their time (Sat, Nov 28). You can finish set-up now.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(complete()).toBeEnabled());
    expect(changes(fetch)).toEqual([
      { call: 'POST /api/first-message', body: { parentId: abuela.id, message: 'test call' } },
    ]);

    // A texted parent gets an editable message, in her language by default.
    await userEvent.selectOptions(screen.getByLabelText('Parent'), mom.id);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toMatch(
      /^Hi Mom! This is a test message/,
    );
  });
});
