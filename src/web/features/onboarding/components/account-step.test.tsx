import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { familyMessages } from '@/shared/family';
import { stepSavedMessages, subStepHeadings } from '@/shared/onboarding-copy';
import { wizardTimings } from '../lib/timings';
import { aProfile, changes, fakeOnboardingApi } from '../test/fake-onboarding-api';
import { openWizard, loadWizardFirst } from '../test/open-wizard';

loadWizardFirst();

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const field = (label: string) => screen.getByLabelText(label);

describe('the account step', () => {
  it('is step 1 of 4: its title, 0% progress, Back disabled, the e-mail from the session', async () => {
    fakeOnboardingApi();
    await openWizard('account');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Let's Get Started!");
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(field('Email')).toHaveValue('pat@example.com');
    expect(field('Cell phone')).toHaveAttribute('placeholder', '+1 555 123 4567');
    expect(field('Country')).toHaveValue('United States');
    expect(screen.getAllByRole('option', { name: 'Wyoming' })).toHaveLength(1);
    expect(screen.getByLabelText('State').querySelectorAll('option')).toHaveLength(51);
  });

  it('shows every required-field message, each tied to its field', async () => {
    const { fetch } = fakeOnboardingApi();
    await openWizard('account');
    await userEvent.clear(field('Email'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const expected: Array<[string, string]> = [
      ['First name', familyMessages.firstName],
      ['Last name', familyMessages.lastName],
      ['Email', familyMessages.email],
      ['Cell phone', familyMessages.cellPhone],
      ['City', familyMessages.city],
      ['State', familyMessages.state],
      ['Zip or County', familyMessages.zip],
    ];
    for (const [label, message] of expected) {
      expect(await screen.findByText(message)).toBeVisible();
      expect(field(label)).toHaveAccessibleDescription(message);
      expect(field(label)).toBeInvalid();
    }
    // Focus goes to the first field in error, in the order they are shown.
    expect(field('First name')).toHaveFocus();
    expect(changes(fetch)).toEqual([]);
  });

  it('says when the e-mail is not valid, and what it could not read in the phone', async () => {
    fakeOnboardingApi();
    await openWizard('account');
    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'pat@example');
    await userEvent.type(field('Cell phone'), '917-555-016');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(familyMessages.emailInvalid)).toBeVisible();
    expect(field('Cell phone')).toHaveAccessibleDescription(
      'A US number has 10 digits; this has 9.',
    );
  });

  it('takes a cell phone written with dots, and the server stores it in E.164', async () => {
    const { fetch, state } = fakeOnboardingApi({ profile: aProfile() });
    await openWizard('account');
    await userEvent.clear(field('Cell phone'));
    await userEvent.type(field('Cell phone'), '917.555.0162');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(stepSavedMessages.account)).toBeVisible();
    expect(field('Cell phone')).toBeValid();
    expect(changes(fetch)[0]).toEqual({
      call: 'PUT /api/profile',
      body: expect.objectContaining({ cellPhone: '917.555.0162' }),
    });
    expect(state.profile?.cellPhone).toBe('+19175550162');
  });

  it('names the address fields as the owner’s country does, and needs no county in the UK', async () => {
    const { fetch, state } = fakeOnboardingApi({
      profile: aProfile({ state: '', zipOrCounty: '' }),
    });
    await openWizard('account');
    await userEvent.selectOptions(field('Country'), 'United Kingdom');
    expect(screen.queryByLabelText('State or province')).not.toBeInTheDocument();
    expect(field('County (optional)')).toHaveAttribute('aria-required', 'false');
    await userEvent.clear(field('Cell phone'));
    await userEvent.type(field('Cell phone'), '+1 917 555 0162');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Postcode is required')).toBeVisible();
    expect(field('Postcode')).toHaveAccessibleDescription('Postcode is required');
    expect(field('County (optional)')).toBeValid();
    await userEvent.type(field('Postcode'), 'SW1A 1AA');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(stepSavedMessages.account)).toBeVisible();
    expect(changes(fetch)[0]?.body).toMatchObject({ country: 'United Kingdom', state: '' });
    expect(state.profile).toMatchObject({ zipOrCounty: 'SW1A 1AA', state: '' });
  });

  it('clears an error as soon as its field is edited, and only that one', async () => {
    fakeOnboardingApi();
    await openWizard('account');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(familyMessages.firstName)).toBeVisible();
    await userEvent.type(field('First name'), 'P');
    expect(screen.queryByText(familyMessages.firstName)).not.toBeInTheDocument();
    expect(field('First name')).toBeValid();
    expect(screen.getByText(familyMessages.lastName)).toBeVisible();
    await userEvent.selectOptions(field('State'), 'Ohio');
    expect(screen.queryByText(familyMessages.state)).not.toBeInTheDocument();
  });

  it('prefills a stored profile, saves it, shows the success message for 2 s, then moves on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetch, state } = fakeOnboardingApi({ profile: aProfile({ nickname: 'Patty' }) });
    await openWizard('account');
    expect(field('First name')).toHaveValue('Pat');
    expect(field('Nickname (optional)')).toHaveValue('Patty');
    expect(field('State')).toHaveValue('Massachusetts');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.clear(field('City'));
    await user.type(field('City'), 'Cambridge');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(stepSavedMessages.account)).toBeVisible();
    expect(changes(fetch)).toEqual([
      { call: 'PUT /api/profile', body: expect.objectContaining({ city: 'Cambridge' }) },
      { call: 'PUT /api/onboarding', body: { step: 'parents' } },
    ]);
    expect(state.profile?.city).toBe('Cambridge');
    // Still here just before the 2 s are up.
    await vi.advanceTimersByTimeAsync(wizardTimings.successMessageMs - 100);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(subStepHeadings.account);
    await vi.advanceTimersByTimeAsync(200);
    const heading = await screen.findByRole('heading', { level: 2, name: subStepHeadings.parents });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    // Saved, so no longer a draft; the browser remembers where to resume.
    expect(window.localStorage.getItem('onboardingProgress')).toBe('parents');
    expect(JSON.parse(window.localStorage.getItem('onboardingData') ?? '{}')).not.toHaveProperty(
      'account',
    );
  });

  it('keeps what was typed and shows the server’s message when the save is refused', async () => {
    fakeOnboardingApi({}, (url, init) =>
      url === '/api/profile' && init?.method === 'PUT'
        ? {
            status: 400,
            body: { error: { code: 'validation_failed', message: 'Please try that again.' } },
          }
        : undefined,
    );
    await openWizard('account');
    await userEvent.type(field('First name'), 'Pat');
    await userEvent.type(field('Last name'), 'Smith');
    await userEvent.type(field('Cell phone'), '+1 212 555 0100');
    await userEvent.type(field('City'), 'Boston');
    await userEvent.selectOptions(field('State'), 'Massachusetts');
    await userEvent.type(field('Zip or County'), '02108');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try that again.');
    expect(field('First name')).toHaveValue('Pat');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(subStepHeadings.account);
  });
});
