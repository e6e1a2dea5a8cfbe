import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepSavedMessages, subStepHeadings } from '@/shared/onboarding-copy';
import {
  aFamilyMember,
  aParent,
  changes,
  fakeOnboardingApi,
  uuid,
} from '../test/fake-onboarding-api';
import { openWizard, loadWizardFirst } from '../test/open-wizard';

loadWizardFirst();

afterEach(() => vi.restoreAllMocks());

const parents = [1, 2, 3].map((n) => aParent({ id: uuid(n) }));
const familyMembers = [101, 102, 103].map((n) => aFamilyMember({ id: uuid(n) }));

describe('the payment sub-step', () => {
  it('prices this family from the quote, line by line, and starts the free trial', async () => {
    const { fetch, state } = fakeOnboardingApi({ step: 'payment', parents, familyMembers });
    await openWizard('payment');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('For 3 parents and 3 family members.')).toBeVisible();
    expect(
      screen.getByText('Base plan (includes 2 parents and 1 family member)').nextSibling,
    ).toHaveTextContent('$15');
    expect(screen.getByText('1 extra parent × $5').nextSibling).toHaveTextContent('$5');
    expect(screen.getByText('2 extra family members × $3').nextSibling).toHaveTextContent('$6');
    expect(screen.getByText('Total per month').nextSibling).toHaveTextContent('$26/month');
    expect(screen.getByText('14-day free trial')).toBeVisible();
    expect(screen.getByText('No credit card required')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Start trial' }));
    expect(await screen.findByText(stepSavedMessages.payment)).toBeVisible();
    expect(screen.getByText(/Your free trial is active until December 6, 2026/)).toBeVisible();
    expect(screen.getByText('Demo — no payment is taken')).toBeVisible();
    expect(state.subscription?.status).toBe('trialing');
    expect(changes(fetch).map((change) => change.call)).toEqual([
      'POST /api/billing/trial',
      'PUT /api/onboarding',
    ]);
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: subStepHeadings['first-message'] },
        { timeout: 3000 },
      ),
    ).toHaveFocus();
  });

  it('shows a running trial and only continues', async () => {
    const { fetch } = fakeOnboardingApi({
      step: 'payment',
      parents: [parents[0]!],
      familyMembers: [familyMembers[0]!],
      subscription: {
        status: 'trialing',
        provider: 'stripe',
        trialEndsAt: '2026-12-06T14:00:00.000Z',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        parentCount: 1,
        familyMemberCount: 1,
      },
    });
    await openWizard('payment');
    expect(screen.getByText(/Your free trial is active until/)).toBeVisible();
    expect(screen.queryByText('Demo — no payment is taken')).not.toBeInTheDocument();
    expect(screen.queryByText(/extra/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start trial' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: subStepHeadings['first-message'] }),
    ).toBeVisible();
    expect(changes(fetch).map((change) => change.call)).toEqual(['PUT /api/onboarding']);
  });
});
