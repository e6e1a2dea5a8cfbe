import { screen, waitFor } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import type { OnboardingStep } from '@/shared/onboarding';
import { subStepHeadings } from '@/shared/onboarding-copy';
import { arrivesAt, renderApp } from '@/web/test/render-app';

/** Waits until the sub-step's own rows have loaded. */
export const stepLoaded = () =>
  waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument(), {
    timeout: 3000,
  });

/**
 * The wizard's route loads lazily, and a test file's first render used to pay for reading and
 * transforming all of its modules: on a loaded machine that alone passed the test's 5 s, and
 * the first test of a file failed for what it never tested. The file loads them once, before
 * its tests, as set-up; each test then measures only what it does.
 */
export function loadWizardFirst() {
  beforeAll(() => import('../pages'));
}

/** Opens /onboarding and waits for the router to arrive, then for the sub-step's heading and rows. */
export async function openWizard(step: OnboardingStep) {
  const router = renderApp('/onboarding');
  await arrivesAt(router, '/onboarding');
  await screen.findByRole('heading', { level: 2, name: subStepHeadings[step] });
  await stepLoaded();
  return router;
}
