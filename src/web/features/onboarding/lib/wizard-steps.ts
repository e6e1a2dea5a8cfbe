import { onboardingSteps, type OnboardingStep } from '@/shared/onboarding';
import { wizardSteps } from '@/shared/onboarding-copy';
import { wizardTimings } from './timings';

/** Which of the four steps (1-based) each sub-step belongs to. */
export const stepNumberOf: Record<OnboardingStep, number> = {
  account: 1,
  parents: 2,
  'family-members': 2,
  consent: 3,
  schedule: 3,
  payment: 4,
  'first-message': 4,
};

export const stepCount = wizardSteps.length;

/** Progress percent = (step - 1) / (steps - 1), as the spec defines it. */
export const progressPercent = (step: OnboardingStep) =>
  Math.round(((stepNumberOf[step] - 1) / (stepCount - 1)) * 100);

export const nextStep = (step: OnboardingStep): OnboardingStep | undefined =>
  onboardingSteps[onboardingSteps.indexOf(step) + 1];

export const previousStep = (step: OnboardingStep): OnboardingStep | undefined =>
  onboardingSteps[onboardingSteps.indexOf(step) - 1];

export const isOnboardingStep = (value: unknown): value is OnboardingStep =>
  onboardingSteps.some((step) => step === value);

/**
 * How the wizard leaves each sub-step once it is saved: a success message for 2 s; or a toast
 * that outlives the move, the next sub-step sliding in after `moveAfterMs`.
 */
export type StepExit =
  | { kind: 'message'; holdMs: number }
  | { kind: 'toast'; toastMs: number; moveAfterMs: number; slide: boolean };

export const stepExits: Record<Exclude<OnboardingStep, 'first-message'>, StepExit> = {
  account: { kind: 'message', holdMs: wizardTimings.successMessageMs },
  parents: {
    kind: 'toast',
    toastMs: wizardTimings.subStepToastMs,
    moveAfterMs: wizardTimings.slideMs,
    slide: true,
  },
  'family-members': {
    kind: 'toast',
    toastMs: wizardTimings.familyToastMs,
    moveAfterMs: wizardTimings.familyToastMs,
    slide: false,
  },
  consent: {
    kind: 'toast',
    toastMs: wizardTimings.subStepToastMs,
    moveAfterMs: wizardTimings.slideMs,
    slide: true,
  },
  schedule: { kind: 'message', holdMs: wizardTimings.successMessageMs },
  payment: { kind: 'message', holdMs: wizardTimings.successMessageMs },
};
