import { useSearchParams } from 'react-router';
import type { OnboardingStep } from '@/shared/onboarding';
import { product } from '@/shared/product';
import { onboardingCopy } from '@/shared/onboarding-copy';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { useOnboardingState } from '../api/onboarding-state';
import { Wizard } from './wizard';

/** The steps an owner who has finished set-up may come back to from the dashboard. */
const revisitableSteps: OnboardingStep[] = ['parents', 'family-members', 'schedule'];

/**
 * /onboarding: the set-up wizard. The server says where to resume; an owner who has finished
 * set-up and comes back (the dashboard's add buttons) starts at the parents, or at the step
 * named by `?step=parents`, `?step=family-members` or `?step=schedule` (her check-in times).
 */
export function OnboardingPage() {
  const state = useOnboardingState();
  const [params] = useSearchParams();
  const requested = revisitableSteps.find((step) => step === params.get('step'));
  if (state.data)
    return (
      <Wizard initialStep={state.data.completed ? (requested ?? 'parents') : state.data.step} />
    );
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 pt-6 pb-16 sm:px-6">
      <title>{`${onboardingCopy.pageTitle} · ${product.name}`}</title>
      <h1 className="text-3xl font-semibold">{onboardingCopy.pageTitle}</h1>
      {state.isError ? (
        <Notice tone="error">
          <p>{state.error.message || onboardingCopy.loadFailed}</p>
          <Button variant="secondary" className="self-start" onClick={() => void state.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : (
        <p role="status" className="flex items-center gap-3 text-muted-fg">
          <Spinner /> Loading your set-up…
        </p>
      )}
    </main>
  );
}
