import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import type { OnboardingStep } from '@/shared/onboarding';
import {
  onboardingCopy,
  stepSavedMessages,
  subStepHeadings,
  wizardSteps,
} from '@/shared/onboarding-copy';
import { product } from '@/shared/product';
import { useSaveOnboardingStep } from '../api/onboarding-state';
import { resumeAt, saveProgress } from '../lib/local-progress';
import { nextStep, previousStep, stepExits, stepNumberOf } from '../lib/wizard-steps';
import { AccountStep } from './account-step';
import { ConsentStep } from './consent-step';
import { FamilyMembersStep } from './family-members-step';
import { FirstMessageStep } from './first-message-step';
import { ParentsStep } from './parents-step';
import { PaymentStep } from './payment-step';
import { ScheduleStep } from './schedule-step';
import { StepToast } from './step-toast';
import { WizardContext, type WizardControls } from './wizard-context';
import { WizardHeader } from './wizard-header';

const stepComponents: Record<OnboardingStep, ComponentType> = {
  account: AccountStep,
  parents: ParentsStep,
  'family-members': FamilyMembersStep,
  consent: ConsentStep,
  schedule: ScheduleStep,
  payment: PaymentStep,
  'first-message': FirstMessageStep,
};

type Motion = 'none' | 'leaving' | 'entering';

/** The wizard's frame and its moves between sub-steps, with the spec's messages and timings. */
export function Wizard({ initialStep }: { initialStep: OnboardingStep }) {
  const [step, setStep] = useState(() => resumeAt(initialStep));
  const [locked, setLocked] = useState(false);
  const [message, setMessage] = useState<string>();
  const [toast, setToast] = useState<{ text: string; key: number }>();
  const [motion, setMotion] = useState<Motion>('none');
  const [saving, setSaving] = useState(false);
  // The mutation functions are stable; the result object around them is not.
  const { mutateAsync: saveStep, mutate: saveStepQuietly } = useSaveOnboardingStep();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const focusedStep = useRef(step);

  const later = useCallback((ms: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      action();
    }, ms);
    timers.current.add(timer);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  // Focus follows the move, so a screen reader hears the new step and the keyboard starts there.
  // A layout effect: focus moves in the commit that shows the new heading, never a moment later.
  useLayoutEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const moveTo = useCallback((target: OnboardingStep, entering: boolean) => {
    saveProgress(target);
    setStep(target);
    setMessage(undefined);
    setLocked(false);
    setMotion(entering ? 'entering' : 'none');
  }, []);

  const finish = useCallback<WizardControls['finish']>(
    async ({ quietly = false } = {}) => {
      const target = nextStep(step);
      if (!target || step === 'first-message') return;
      setSaving(true);
      try {
        await saveStep(target);
      } finally {
        setSaving(false);
      }
      if (quietly) return moveTo(target, false);
      const exit = stepExits[step];
      setLocked(true);
      if (exit.kind === 'message') {
        setMessage(stepSavedMessages[step]);
        later(exit.holdMs, () => moveTo(target, false));
        return;
      }
      const key = Date.now();
      setToast({ text: stepSavedMessages[step], key });
      later(exit.toastMs, () => setToast((shown) => (shown?.key === key ? undefined : shown)));
      if (exit.slide) setMotion('leaving');
      later(exit.moveAfterMs, () => moveTo(target, exit.slide));
    },
    [step, saveStep, later, moveTo],
  );

  const back = useCallback(() => {
    const target = previousStep(step);
    if (!target || locked) return;
    moveTo(target, false);
    // Where to resume after a reload; a failure here only means resuming further on.
    saveStepQuietly(target);
  }, [step, locked, moveTo, saveStepQuietly]);

  const controls = useMemo<WizardControls>(
    () => ({ step, locked, saving, message, canGoBack: step !== 'account', back, finish }),
    [step, locked, saving, message, back, finish],
  );

  const Step = stepComponents[step];
  const details = wizardSteps[stepNumberOf[step] - 1]!;
  return (
    <WizardContext value={controls}>
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pt-6 pb-24 sm:px-6">
        <title>{`${details.title} · ${onboardingCopy.pageTitle} · ${product.name}`}</title>
        <div>
          <WizardHeader step={step} />
          <StepToast text={toast?.text} />
        </div>
        <section
          aria-labelledby="onboarding-step-heading"
          className="overflow-hidden rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-8"
        >
          <div
            key={step}
            onAnimationEnd={() =>
              setMotion((current) => (current === 'entering' ? 'none' : current))
            }
            className={`flex flex-col gap-6 ${
              motion === 'leaving'
                ? 'animate-slide-out motion-reduce:animate-none'
                : motion === 'entering'
                  ? 'animate-slide-in motion-reduce:animate-none'
                  : ''
            }`}
          >
            <h2
              id="onboarding-step-heading"
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-semibold focus-visible:outline-offset-4"
            >
              {subStepHeadings[step]}
            </h2>
            <Step />
          </div>
        </section>
      </main>
    </WizardContext>
  );
}
