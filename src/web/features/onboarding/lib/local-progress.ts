import type { OnboardingStep } from '@/shared/onboarding';
import { isOnboardingStep } from './wizard-steps';

/** The keys the earlier app used (spec §4), kept so a half-finished set-up resumes. */
export const storageKeys = {
  progress: 'onboardingProgress',
  data: 'onboardingData',
  completed: 'onboardingCompleted',
} as const;

/** Unsaved form drafts, by sub-step. Saved rows live on the server; these are only typing. */
export type OnboardingDrafts = Partial<Record<OnboardingStep, unknown>>;

// Storage can be blocked or full; the wizard then simply keeps no drafts.
function read(key: string) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the draft lasts only as long as the page.
  }
}

export function readProgress(): OnboardingStep | undefined {
  const stored = read(storageKeys.progress);
  return isOnboardingStep(stored) ? stored : undefined;
}

export const saveProgress = (step: OnboardingStep) => write(storageKeys.progress, step);

/** Anything stored as an object passes: each step's draft is only ever what its form held. */
const isDrafts = (value: unknown): value is OnboardingDrafts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readDrafts(): OnboardingDrafts {
  try {
    const parsed: unknown = JSON.parse(read(storageKeys.data) ?? '{}');
    return isDrafts(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export function readDraft<T>(step: OnboardingStep): T | undefined {
  return readDrafts()[step] as T | undefined;
}

export function saveDraft(step: OnboardingStep, draft: unknown) {
  write(storageKeys.data, JSON.stringify({ ...readDrafts(), [step]: draft }));
}

export function clearDraft(step: OnboardingStep) {
  const { [step]: _saved, ...rest } = readDrafts();
  write(storageKeys.data, Object.keys(rest).length ? JSON.stringify(rest) : null);
}

export const clearDrafts = () => write(storageKeys.data, null);

/**
 * Where to resume: always the server's step. Local drafts are kept when this browser was at the
 * same sub-step, or when the server has nothing yet (still at the first step); otherwise they
 * belong to an older visit (another device moved on since) and are dropped.
 */
export function resumeAt(serverStep: OnboardingStep): OnboardingStep {
  const localStep = readProgress();
  if (localStep !== serverStep && serverStep !== 'account') clearDrafts();
  saveProgress(serverStep);
  return serverStep;
}

/** Set-up is finished: the browser keeps only the fact (spec §4). */
export function markCompleted() {
  write(storageKeys.completed, 'true');
  write(storageKeys.progress, null);
  write(storageKeys.data, null);
}
