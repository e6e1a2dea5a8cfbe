import { CircleCheck, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SubscriptionDto } from '@/shared/billing';
import { onboardingCopy } from '@/shared/onboarding-copy';
import { familySizeText } from '@/shared/pricing';
import { Notice } from '@/web/components/ui/notice';
import { useBillingState, useStartTrial } from '@/web/lib/api/billing';
import { errorMessage } from '@/web/lib/error-message';

import { PriceLines } from './price-lines';
import { StepActions } from './step-actions';
import { StepLoading } from './step-loading';
import { useWizard } from './wizard-context';

const serving = (subscription: SubscriptionDto | null) =>
  subscription?.status === 'trialing' || subscription?.status === 'active';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Step 4a: this family's plan and price, and the free trial that needs no card. */
export function PaymentStep() {
  const wizard = useWizard();
  const billing = useBillingState();
  const start = useStartTrial();
  const [error, setError] = useState<string>();

  if (billing.isPending) return <StepLoading />;
  if (billing.isError)
    return <StepLoading error={billing.error} onRetry={() => void billing.refetch()} />;
  const { quote, subscription } = billing.data;
  const running = serving(subscription);

  const startTrial = async () => {
    setError(undefined);
    try {
      await start.mutateAsync();
      await wizard.finish();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const moveOn = () => {
    setError(undefined);
    wizard.finish({ quietly: true }).catch((failure: Error) => setError(failure.message));
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h3 className="text-xl font-semibold">Monthly plan</h3>
        <p className="text-muted-fg">For {familySizeText(quote.parents, quote.familyMembers)}.</p>
      </div>
      <PriceLines quote={quote} />
      <ul className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        <li className="flex items-center gap-2 font-medium">
          <CircleCheck aria-hidden="true" className="size-5 text-ok" />
          {onboardingCopy.freeTrial(quote.trialDays)}
        </li>
        <li className="flex items-center gap-2 font-medium">
          <CreditCard aria-hidden="true" className="size-5 text-ok" />
          {onboardingCopy.noCard}
        </li>
      </ul>
      {subscription && (
        <Notice tone={running ? 'success' : 'info'}>
          <p>
            {subscription.status === 'trialing' && subscription.trialEndsAt
              ? `Your free trial is active until ${longDate(subscription.trialEndsAt)}.`
              : subscription.status === 'active'
                ? 'Your subscription is active.'
                : `Your subscription is ${subscription.status.replace(/_/g, ' ')}.`}
          </p>
          {subscription.provider === 'demo' && <p>{onboardingCopy.demoBilling}</p>}
          {!running && (
            <p>
              <Link
                to="/subscription"
                className="font-medium text-primary underline underline-offset-4"
              >
                Manage Subscription
              </Link>
            </p>
          )}
        </Notice>
      )}
      <StepActions
        error={error}
        busy={start.isPending}
        continueLabel={running ? 'Continue' : onboardingCopy.startTrial}
        onContinue={running ? moveOn : () => void startTrial()}
      />
    </div>
  );
}
