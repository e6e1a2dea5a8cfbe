import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onboardingCopy, subStepHeadings } from '@/shared/onboarding-copy';
import { renderApp } from '@/web/test/render-app';
import { aParent, aProfile, apiError, fakeOnboardingApi, owner } from '../test/fake-onboarding-api';
import { openWizard, loadWizardFirst } from '../test/open-wizard';

loadWizardFirst();

afterEach(() => vi.restoreAllMocks());

const firstName = () =>
  within(screen.getByRole('region', { name: /^Parent 1/ })).getByLabelText('First name');

describe('/onboarding', () => {
  it('resumes a reload at the same sub-step, with what was typed', async () => {
    const { state } = fakeOnboardingApi({ step: 'parents', profile: aProfile() });
    await openWizard('parents');
    await userEvent.type(firstName(), 'Ann');
    expect(window.localStorage.getItem('onboardingProgress')).toBe('parents');

    // Reload: the page is thrown away and opened again; local storage stays.
    cleanup();
    await openWizard('parents');
    expect(firstName()).toHaveValue('Ann');
    expect(state.step).toBe('parents');
  });

  it('resumes where the server says when this browser is behind, and drops its old drafts', async () => {
    window.localStorage.setItem('onboardingProgress', 'parents');
    window.localStorage.setItem(
      'onboardingData',
      JSON.stringify({ parents: { parents: [{ firstName: 'Stale' }] } }),
    );
    fakeOnboardingApi({ step: 'consent', parents: [aParent()] });
    await openWizard('consent');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Staying in Touch');
    expect(window.localStorage.getItem('onboardingProgress')).toBe('consent');
    expect(window.localStorage.getItem('onboardingData')).toBeNull();

    // Back to the parents: the stored parent, not the stale draft.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: subStepHeadings.parents });
    expect(await screen.findByDisplayValue('Mary')).toBeVisible();
    expect(screen.queryByDisplayValue('Stale')).not.toBeInTheDocument();
  });

  it('shows the four steps as dots, marking those done', async () => {
    fakeOnboardingApi({ step: 'schedule', parents: [aParent()] });
    await openWizard('schedule');
    const dots = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(dots.map((dot) => dot.textContent)).toEqual([
      'Account (done)',
      'Family (done)',
      '3Communication',
      '4Finalization',
    ]);
    expect(dots[2]).toHaveAttribute('aria-current', 'step');
  });

  it('starts an owner who finished set-up and came back at the parents', async () => {
    fakeOnboardingApi({
      step: 'first-message',
      completed: true,
      user: { ...owner, onboardingCompleted: true },
      parents: [aParent()],
    });
    await openWizard('parents');
    expect(firstName()).toHaveValue('Mary');
  });

  it('opens the family members for a finished owner who asks for them (the dashboard’s Add Family Member)', async () => {
    fakeOnboardingApi({
      step: 'first-message',
      completed: true,
      user: { ...owner, onboardingCompleted: true },
      parents: [aParent()],
    });
    renderApp('/onboarding?step=family-members');
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: subStepHeadings['family-members'] },
        { timeout: 4000 },
      ),
    ).toBeVisible();
  });

  it('says when the set-up cannot be loaded, and tries again', async () => {
    let fail = true;
    fakeOnboardingApi({}, (url) =>
      url === '/api/onboarding' && fail
        ? apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.')
        : undefined,
    );
    renderApp('/onboarding');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: onboardingCopy.pageTitle },
        { timeout: 4000 },
      ),
    ).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: subStepHeadings.account }),
    ).toBeVisible();
  });
});
