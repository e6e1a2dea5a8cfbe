import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { OnboardingStep } from '@/shared/onboarding';
import { subStepHeadings } from '@/shared/onboarding-copy';
import { renderApp } from '@/web/test/render-app';

/** Waits until the sub-step's own rows have loaded. */
export const stepLoaded = () =>
  waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument(), {
    timeout: 3000,
  });

/** Opens /onboarding and waits for the sub-step's heading (the route loads lazily) and rows. */
export async function openWizard(step: OnboardingStep) {
  const router = renderApp('/onboarding');
  await screen.findByRole('heading', { level: 2, name: subStepHeadings[step] }, { timeout: 4000 });
  await stepLoaded();
  return router;
}
