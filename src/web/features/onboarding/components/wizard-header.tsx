import { Check } from 'lucide-react';
import type { OnboardingStep } from '@/shared/onboarding';
import { wizardSteps } from '@/shared/onboarding-copy';
import { progressPercent, stepCount, stepNumberOf } from '../lib/wizard-steps';

/** The step's title and subtitle, the progress bar and the step dots. */
export function WizardHeader({ step }: { step: OnboardingStep }) {
  const number = stepNumberOf[step];
  const current = wizardSteps[number - 1]!;
  const percent = progressPercent(step);
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium tracking-wide text-primary uppercase">
          Step {number} of {stepCount} · {current.name}
        </p>
        <h1 className="text-3xl font-semibold">{current.title}</h1>
        <p className="text-lg text-muted-fg">{current.subtitle}</p>
      </div>
      <div
        role="progressbar"
        aria-label="Set-up progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: step ${number} of ${stepCount}, ${current.name}`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol aria-label="Steps" className="grid grid-cols-4 gap-2">
        {wizardSteps.map((item, index) => {
          const position = index + 1;
          const state = position < number ? 'done' : position === number ? 'current' : 'todo';
          return (
            <li
              key={item.name}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-col items-center gap-1 text-center text-sm"
            >
              <span
                aria-hidden="true"
                className={`flex size-8 items-center justify-center rounded-full border-2 font-semibold ${
                  state === 'done'
                    ? 'border-primary bg-primary text-primary-fg'
                    : state === 'current'
                      ? 'border-primary bg-card text-primary'
                      : 'border-border bg-card text-muted-fg'
                }`}
              >
                {state === 'done' ? <Check className="size-4" /> : position}
              </span>
              {/* Too narrow on a phone for four names; the line above names the current step. */}
              <span
                className={`sr-only sm:not-sr-only ${state === 'current' ? 'font-semibold' : 'text-muted-fg'}`}
              >
                {item.name}
                {state === 'done' && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </header>
  );
}
