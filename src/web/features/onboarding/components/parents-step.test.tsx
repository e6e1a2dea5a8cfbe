import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { familyMessages } from '@/shared/family';
import { phoneMessages } from '@/shared/phone';
import { stepSavedMessages, subStepHeadings } from '@/shared/onboarding-copy';
import { wizardTimings } from '../lib/timings';
import { aParent, aProfile, changes, fakeOnboardingApi, uuid } from '../test/fake-onboarding-api';
import { openWizard, loadWizardFirst } from '../test/open-wizard';

loadWizardFirst();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const card = (n: number) => screen.getByRole('region', { name: new RegExp(`^Parent ${n}`) });
const inCard = (n: number, label: string) => within(card(n)).getByLabelText(label);
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function fillParent(n: number, user = userEvent) {
  await user.type(inCard(n, 'First name'), 'Mary');
  await user.type(inCard(n, 'Last name'), 'Smith');
  await user.selectOptions(inCard(n, 'Relationship'), 'parent');
  await user.type(inCard(n, 'Phone number'), '(212) 555-0101');
  await user.type(inCard(n, 'City'), 'Albany');
  await user.selectOptions(inCard(n, 'State'), 'New York');
  await user.type(inCard(n, 'Zip or County'), '12207');
}

describe('the parents sub-step', () => {
  it('starts with one parent with the spec’s defaults, and no photo button', async () => {
    fakeOnboardingApi({ step: 'parents', profile: aProfile() });
    await openWizard('parents');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your Family');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(inCard(1, 'Time zone')).toHaveValue('America/New_York');
    expect(within(card(1)).getByRole('option', { name: 'Eastern (New York)' })).toBeInTheDocument();
    expect(inCard(1, 'Daily message time')).toHaveValue('09:00');
    expect(inCard(1, 'Message style')).toHaveValue('caring');
    expect(within(card(1)).getByRole('option', { name: 'Fun & Upbeat' })).toBeInTheDocument();
    expect(inCard(1, 'Country')).toHaveValue('United States');
    expect(screen.queryByRole('button', { name: /photo/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('shows every required-field message of a parent', async () => {
    const { fetch } = fakeOnboardingApi({ step: 'parents' });
    await openWizard('parents');
    await userEvent.selectOptions(inCard(1, 'Message style'), '');
    await userEvent.click(continueButton());
    const expected: Array<[string, string]> = [
      ['First name', familyMessages.firstName],
      ['Last name', familyMessages.lastName],
      ['Relationship', familyMessages.relationship],
      ['Phone number', familyMessages.phone],
      ['Message style', familyMessages.messageStyle],
      ['City', familyMessages.city],
      ['State', familyMessages.state],
      ['Zip or County', familyMessages.zip],
    ];
    for (const [label, message] of expected) {
      expect(await within(card(1)).findByText(message)).toBeVisible();
      expect(inCard(1, label)).toHaveAccessibleDescription(message);
    }
    expect(inCard(1, 'First name')).toHaveFocus();
    expect(changes(fetch)).toEqual([]);
  });

  it('asks for a description of "other", a valid phone number, and a time in quiet hours', async () => {
    fakeOnboardingApi({ step: 'parents' });
    await openWizard('parents');
    await fillParent(1);
    await userEvent.clear(inCard(1, 'Phone number'));
    await userEvent.type(inCard(1, 'Phone number'), '555-abc');
    await userEvent.selectOptions(inCard(1, 'Relationship'), 'other');
    await userEvent.clear(inCard(1, 'Daily message time'));
    await userEvent.type(inCard(1, 'Daily message time'), '06:30');
    await userEvent.click(continueButton());
    expect(await within(card(1)).findByText(/^Could not read “a” \(character 5\)/)).toBeVisible();
    expect(within(card(1)).getByText(familyMessages.quietHours)).toBeVisible();
    expect(inCard(1, 'Daily message time')).toHaveAccessibleDescription(
      expect.stringContaining(familyMessages.quietHours),
    );

    // Once the fields are right, the rules across fields: the description and a real number.
    await userEvent.clear(inCard(1, 'Phone number'));
    await userEvent.type(inCard(1, 'Phone number'), '123');
    await userEvent.clear(inCard(1, 'Daily message time'));
    await userEvent.type(inCard(1, 'Daily message time'), '21:00');
    await userEvent.click(continueButton());
    expect(await within(card(1)).findByText(familyMessages.relationshipOther)).toBeVisible();
    expect(inCard(1, 'Describe the relationship')).toHaveAccessibleDescription(
      familyMessages.relationshipOther,
    );
    expect(inCard(1, 'Phone number')).toHaveAccessibleDescription(
      'A US number has 10 digits; this has 3.',
    );
    await userEvent.type(inCard(1, 'Describe the relationship'), 'Neighbour');
    expect(screen.queryByText(familyMessages.relationshipOther)).not.toBeInTheDocument();
  });

  it('explains the text-or-call choice in one line, and refuses texts to a known landline', async () => {
    const { fetch } = fakeOnboardingApi({ step: 'parents' });
    await openWizard('parents');
    await fillParent(1);
    expect(inCard(1, 'How we check on them')).toHaveValue('text');
    expect(inCard(1, 'Their language')).toHaveValue('en');
    // A US number: the plan does not tell a landline from a mobile, so the owner chooses.
    expect(inCard(1, 'How we check on them')).toHaveAccessibleDescription(
      'We can’t tell a landline from a mobile by the number here: choose a call for a landline.',
    );
    // A Madrid landline cannot be set to text.
    await userEvent.selectOptions(inCard(1, 'Country'), 'Other');
    await userEvent.clear(inCard(1, 'Phone number'));
    await userEvent.type(inCard(1, 'Phone number'), '+34 911 234 567');
    expect(inCard(1, 'How we check on them')).toHaveAccessibleDescription(
      'This number is a landline, which cannot get texts: we check on them by call.',
    );
    await userEvent.click(continueButton());
    expect(await within(card(1)).findByText(familyMessages.landlineText)).toBeVisible();
    expect(changes(fetch)).toEqual([]);
    // Spain is not a served country (docs/product.md §3): the form says so, and sends nothing.
    expect(within(card(1)).getByText(phoneMessages.notServed())).toBeVisible();
    await userEvent.selectOptions(inCard(1, 'How we check on them'), 'call');
    await userEvent.selectOptions(inCard(1, 'Their language'), 'es');
    await userEvent.click(continueButton());
    expect(await within(card(1)).findByText(phoneMessages.notServed())).toBeVisible();
    expect(changes(fetch)).toEqual([]);
    await userEvent.selectOptions(inCard(1, 'Country'), 'United States');
    await userEvent.clear(inCard(1, 'Phone number'));
    await userEvent.type(inCard(1, 'Phone number'), '(212) 555-0123');
    await userEvent.click(continueButton());
    await waitFor(() =>
      expect(changes(fetch)).toContainEqual({
        call: 'POST /api/parents',
        body: expect.objectContaining({
          phone: '(212) 555-0123',
          checkInBy: 'call',
          language: 'es',
        }),
      }),
    );
  });

  it('adds up to four parents, then says why it cannot add more; the last one cannot be removed', async () => {
    fakeOnboardingApi({ step: 'parents' });
    await openWizard('parents');
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add parent' });
    for (let added = 0; added < 3; added++) await userEvent.click(add);
    expect(screen.getAllByRole('region', { name: /^Parent \d/ })).toHaveLength(4);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(familyMessages.tooManyParents);
    expect(screen.getByText(familyMessages.tooManyParents)).toBeVisible();
    expect(screen.getAllByRole('button', { name: /Remove/ })).toHaveLength(4);

    await userEvent.click(within(card(4)).getByRole('button', { name: /Remove/ }));
    expect(add).toBeEnabled();
    await waitFor(() => expect(add).toHaveFocus());
    for (const n of [3, 2])
      await userEvent.click(within(card(n)).getByRole('button', { name: /Remove/ }));
    expect(screen.getAllByRole('region', { name: /^Parent \d/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('PUTs a changed parent, DELETEs a removed one, POSTs a new one, then toasts and slides on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const mom = aParent();
    const dad = aParent({
      id: uuid(2),
      firstName: 'John',
      nickname: 'Dad',
      phone: '+12125550103',
      createdAt: '2026-11-01T11:00:00.000Z',
    });
    const { fetch, state } = fakeOnboardingApi({ step: 'parents', parents: [dad, mom] });
    await openWizard('parents');
    // Oldest first, as they were added.
    expect(card(1)).toHaveAccessibleName('Parent 1 · Mom');
    expect(inCard(1, 'Phone number')).toHaveValue('+12125550101');
    await user.clear(inCard(1, 'City'));
    await user.type(inCard(1, 'City'), 'Troy');
    await user.click(within(card(2)).getByRole('button', { name: 'Remove Dad' }));
    await user.click(screen.getByRole('button', { name: 'Add parent' }));
    await user.type(inCard(2, 'First name'), 'Ann');
    await user.type(inCard(2, 'Last name'), 'Lee');
    await user.selectOptions(inCard(2, 'Relationship'), 'grandparent');
    await user.type(inCard(2, 'Phone number'), '212-555-0104');
    await user.selectOptions(inCard(2, 'Time zone'), 'Pacific/Honolulu');
    await user.selectOptions(inCard(2, 'Message style'), 'cheerful');
    await user.type(inCard(2, 'City'), 'Hilo');
    await user.selectOptions(inCard(2, 'State'), 'Hawaii');
    await user.type(inCard(2, 'Zip or County'), 'Hawaii County');
    await user.click(continueButton());

    expect(await screen.findByText(stepSavedMessages.parents)).toBeVisible();
    expect(changes(fetch).map((change) => change.call)).toEqual([
      `PUT /api/parents/${mom.id}`,
      `DELETE /api/parents/${dad.id}`,
      'POST /api/parents',
      'PUT /api/onboarding',
    ]);
    expect(changes(fetch)[2]?.body).toMatchObject({
      firstName: 'Ann',
      relationshipType: 'grandparent',
      timezone: 'Pacific/Honolulu',
      personalityType: 'cheerful',
      messageTime: '09:00',
    });
    expect(state.parents.map((parent) => parent.firstName)).toEqual(['Mary', 'Ann']);
    expect(state.step).toBe('family-members');

    await vi.advanceTimersByTimeAsync(wizardTimings.slideMs);
    expect(
      await screen.findByRole('heading', { level: 2, name: subStepHeadings['family-members'] }),
    ).toHaveFocus();
    // The toast outlives the slide, then goes.
    expect(screen.getByText(stepSavedMessages.parents)).toBeVisible();
    await vi.advanceTimersByTimeAsync(wizardTimings.subStepToastMs);
    await waitFor(() =>
      expect(screen.queryByText(stepSavedMessages.parents)).not.toBeInTheDocument(),
    );
  });

  it('does not PUT an untouched parent', async () => {
    const { fetch } = fakeOnboardingApi({ step: 'parents', parents: [aParent()] });
    await openWizard('parents');
    await userEvent.click(continueButton());
    await screen.findByText(stepSavedMessages.parents);
    expect(changes(fetch).map((change) => change.call)).toEqual(['PUT /api/onboarding']);
  });

  it('keeps the form and names the parent when the server refuses one', async () => {
    fakeOnboardingApi({ step: 'parents' }, (url, init) =>
      url === '/api/parents' && init?.method === 'POST'
        ? {
            status: 409,
            body: { error: { code: 'conflict', message: familyMessages.tooManyParents } },
          }
        : undefined,
    );
    await openWizard('parents');
    await fillParent(1);
    await userEvent.click(continueButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Mary Smith');
    expect(alert).toHaveTextContent(familyMessages.tooManyParents);
    expect(inCard(1, 'First name')).toHaveValue('Mary');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(subStepHeadings.parents);
  });

  it('Back returns to the account step', async () => {
    const { state } = fakeOnboardingApi({ step: 'parents', profile: aProfile() });
    await openWizard('parents');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: subStepHeadings.account }),
    ).toHaveFocus();
    await waitFor(() => expect(state.step).toBe('account'));
  });
});
