import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { familyMessages } from '@/shared/family';
import { stepSavedMessages, subStepHeadings } from '@/shared/onboarding-copy';
import { wizardTimings } from '../lib/timings';
import {
  aFamilyMember,
  aParent,
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

const mom = aParent();
const dad = aParent({
  id: uuid(2),
  firstName: 'John',
  nickname: 'Dad',
  phone: '+12125550103',
  createdAt: '2026-11-01T11:00:00.000Z',
});
const card = (n: number) => screen.getByRole('region', { name: new RegExp(`^Family member ${n}`) });
const inCard = (n: number, label: string) => within(card(n)).getByLabelText(label);
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('the family members sub-step', () => {
  it('shows every required-field message of a family member, and the parents to follow', async () => {
    const { fetch } = fakeOnboardingApi({ step: 'family-members', parents: [mom, dad] });
    await openWizard('family-members');
    // A new family member hears about every parent until told otherwise.
    expect(inCard(1, 'Mom')).toBeChecked();
    expect(inCard(1, 'Dad')).toBeChecked();
    await userEvent.click(inCard(1, 'Mom'));
    await userEvent.click(inCard(1, 'Dad'));
    await userEvent.click(continueButton());
    const expected: Array<[string, string]> = [
      ['First name', familyMessages.firstName],
      ['Last name', familyMessages.lastName],
      ['Cell phone', familyMessages.cellPhone],
      ['City', familyMessages.city],
      ['State', familyMessages.state],
      ['Zip or County', familyMessages.zip],
    ];
    for (const [label, message] of expected) {
      expect(await within(card(1)).findByText(message)).toBeVisible();
      expect(inCard(1, label)).toHaveAccessibleDescription(message);
    }
    // Told by text (the default), she need not give an e-mail.
    expect(inCard(1, 'Email address (optional)')).toBeValid();
    expect(within(card(1)).queryByText(familyMessages.email)).not.toBeInTheDocument();
    expect(within(card(1)).getByText(familyMessages.parentsToFollow)).toBeVisible();
    expect(
      within(card(1)).getByRole('group', { name: 'Tell them about' }),
    ).toHaveAccessibleDescription(familyMessages.parentsToFollow);
    // Ticking a parent clears that message.
    await userEvent.click(inCard(1, 'Dad'));
    expect(screen.queryByText(familyMessages.parentsToFollow)).not.toBeInTheDocument();
    expect(changes(fetch)).toEqual([]);
  });

  it('says when the e-mail or the phone is not valid', async () => {
    fakeOnboardingApi({ step: 'family-members', parents: [mom] });
    await openWizard('family-members');
    await userEvent.type(inCard(1, 'Email address (optional)'), 'sam@');
    await userEvent.type(inCard(1, 'Cell phone'), 'sam’s phone');
    await userEvent.click(continueButton());
    expect(await within(card(1)).findByText(familyMessages.emailInvalid)).toBeVisible();
    expect(inCard(1, 'Cell phone')).toHaveAccessibleDescription(
      expect.stringMatching(/^Could not read “s” \(character 1\)/),
    );
    await userEvent.type(inCard(1, 'Email address (optional)'), 'example.com');
    expect(screen.queryByText(familyMessages.emailInvalid)).not.toBeInTheDocument();
  });

  it('asks only for the contact her way of being told needs: by e-mail, no cell phone', async () => {
    const { fetch, state } = fakeOnboardingApi({ step: 'family-members', parents: [mom] });
    await openWizard('family-members');
    await userEvent.click(within(card(1)).getByRole('radio', { name: 'Email' }));
    expect(inCard(1, 'Cell phone (optional)')).toHaveAttribute('aria-required', 'false');
    expect(inCard(1, 'Email address')).toHaveAttribute('aria-required', 'true');
    await userEvent.click(continueButton());
    expect(await within(card(1)).findByText(familyMessages.email)).toBeVisible();
    expect(inCard(1, 'Email address')).toHaveAccessibleDescription(familyMessages.email);
    expect(within(card(1)).queryByText(familyMessages.cellPhone)).not.toBeInTheDocument();

    await userEvent.type(inCard(1, 'First name'), 'Carla');
    await userEvent.type(inCard(1, 'Last name'), 'Smith');
    await userEvent.type(inCard(1, 'Email address'), 'carla@example.com');
    await userEvent.type(inCard(1, 'City'), 'Albany');
    await userEvent.selectOptions(inCard(1, 'State'), 'New York');
    await userEvent.type(inCard(1, 'Zip or County'), '12207');
    await userEvent.click(continueButton());
    expect(await screen.findByText(stepSavedMessages['family-members'])).toBeVisible();
    expect(changes(fetch)[0]).toEqual({
      call: 'POST /api/family-members',
      body: expect.objectContaining({ cellPhone: '', notificationPreference: 'email' }),
    });
    expect(state.familyMembers[0]).toMatchObject({ cellPhone: '', email: 'carla@example.com' });
  });

  it('has no upper limit, cannot remove the last one, and shows what extras cost', async () => {
    fakeOnboardingApi({ step: 'family-members', parents: [mom] });
    await openWizard('family-members');
    expect(
      screen.getByText(
        'Your plan includes your first family member. Each additional family member is $3/month.',
      ),
    ).toBeVisible();
    expect(screen.getByText('1 family member: included in your plan.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add family member' });
    for (let added = 0; added < 5; added++) await userEvent.click(add);
    expect(screen.getAllByRole('region', { name: /^Family member \d/ })).toHaveLength(6);
    expect(add).toBeEnabled();
    expect(screen.getByText('6 family members: 5 extra × $3 = +$15/month.')).toBeVisible();
    for (let n = 6; n > 1; n--)
      await userEvent.click(within(card(n)).getByRole('button', { name: /Remove/ }));
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('saves the family members with the parents they follow, toasts 1.5 s, then opens consent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { fetch, state } = fakeOnboardingApi({
      step: 'family-members',
      parents: [mom, dad],
      familyMembers: [aFamilyMember({ parentIds: [mom.id, dad.id] })],
    });
    await openWizard('family-members');
    expect(inCard(1, 'First name')).toHaveValue('Sam');
    await user.click(inCard(1, 'Dad'));
    await user.click(screen.getByRole('button', { name: 'Add family member' }));
    await user.type(inCard(2, 'First name'), 'Jo');
    await user.type(inCard(2, 'Last name'), 'Smith');
    await user.click(within(card(2)).getByRole('radio', { name: 'Both' }));
    await user.type(inCard(2, 'Cell phone'), '+1 212 555 0105');
    await user.type(inCard(2, 'Email address'), 'jo@example.com');
    await user.type(inCard(2, 'City'), 'Albany');
    await user.selectOptions(inCard(2, 'State'), 'New York');
    await user.type(inCard(2, 'Zip or County'), '12207');
    await user.click(inCard(2, 'Mom'));
    await user.click(continueButton());

    expect(await screen.findByText(stepSavedMessages['family-members'])).toBeVisible();
    expect(changes(fetch)).toEqual([
      {
        call: `PUT /api/family-members/${uuid(101)}`,
        body: expect.objectContaining({ parentIds: [mom.id] }),
      },
      {
        call: 'POST /api/family-members',
        body: expect.objectContaining({
          firstName: 'Jo',
          notificationPreference: 'both',
          parentIds: [dad.id],
        }),
      },
      { call: 'PUT /api/onboarding', body: { step: 'consent' } },
    ]);
    expect(state.familyMembers).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(wizardTimings.familyToastMs - 100);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      subStepHeadings['family-members'],
    );
    await vi.advanceTimersByTimeAsync(200);
    expect(
      await screen.findByRole('heading', { level: 2, name: subStepHeadings.consent }),
    ).toHaveFocus();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    await waitFor(() =>
      expect(screen.queryByText(stepSavedMessages['family-members'])).not.toBeInTheDocument(),
    );
  });
});
