import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import {
  checkoutMessages,
  plansFrom,
  subscriptionCopy,
  type SubscriptionReadDto,
} from '@/shared/billing';
import { familySizeText, formatDollars } from '@/shared/pricing';
import { buttonClasses } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { PageLoading } from '@/web/components/ui/spinner';
import { useStartCheckout } from '../api/use-start-checkout';
import { useBillingState, usePricing, useSubscriptionRead } from '@/web/lib/api/billing';
import { CurrentSubscription } from './current-subscription';
import { localDate } from './format';
import { PlanCard } from './plan-card';

/**
 * What the page is about: the plan a family is on, with the trial's end while it runs, or the
 * choice of one (docs/product.md §4: during the trial it says when the trial ends).
 */
function headingFor(current: SubscriptionReadDto | null | undefined, plan = 'Monthly Check-In') {
  if (current?.subscription_status === 'trialing' && current.current_period_end !== null)
    return {
      heading: subscriptionCopy.trialHeading,
      intro: subscriptionCopy.trialIntro(plan, localDate(current.current_period_end)),
    };
  if (current?.subscription_status === 'active')
    return { heading: subscriptionCopy.activeHeading, intro: subscriptionCopy.activeIntro(plan) };
  return { heading: subscriptionCopy.heading, intro: subscriptionCopy.intro };
}

/**
 * /subscription: the plan from the one catalogue at this account's own price, the current
 * subscription, and checkout when the account may subscribe (see `subscribeBlock`).
 */
export function SubscriptionPage() {
  const pricing = usePricing();
  const subscription = useSubscriptionRead();
  const billing = useBillingState();
  const checkout = useStartCheckout();

  if (pricing.isPending || subscription.isPending || billing.isPending) return <PageLoading />;
  if (pricing.isError)
    return (
      <main className="mx-auto max-w-xl p-6">
        <Notice tone="error">
          <p>{pricing.error.message}</p>
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => void pricing.refetch()}
          >
            Retry
          </button>
        </Notice>
      </main>
    );

  const current = subscription.data;
  const block = billing.data?.subscribeBlock ?? null;
  const quote = billing.data?.quote;
  const plans = plansFrom(pricing.data, quote);
  const { heading, intro } = headingFor(current, plans[0]?.name);

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold">{heading}</h1>
          <p className="text-lg text-muted-fg">{intro}</p>
        </div>
        <Link to="/dashboard" className={buttonClasses('secondary', 'self-start')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </Link>
      </div>
      {current && (
        <CurrentSubscription
          subscription={current}
          monthlyPrice={quote && formatDollars(quote.totalCents)}
          stopCause={
            billing.data?.banner?.kind === 'stopped' ? billing.data.banner.cause : undefined
          }
        />
      )}
      {checkout.isError && <Notice tone="error">{checkout.error.message}</Notice>}
      <div className="grid gap-6 md:grid-cols-2">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            featured={plans.length > 1 && plan.mode === 'subscription'}
            current={block === 'active' || block === 'trialing'}
            busy={checkout.isPending || checkout.isSuccess}
            price={quote && formatDollars(quote.totalCents)}
            priceNote={
              quote && quote.parents > 0
                ? `for ${familySizeText(quote.parents, quote.familyMembers)}`
                : undefined
            }
            unavailable={
              block === 'no_parents' && (
                <p className="flex flex-col gap-2">
                  {checkoutMessages.noParents}
                  <Link to="/dashboard" className={buttonClasses('secondary')}>
                    Add a parent
                  </Link>
                </p>
              )
            }
            trialLine={
              plan.mode === 'subscription' && !current
                ? subscriptionCopy.trialLine(pricing.data.trialDays)
                : undefined
            }
            onChoose={() => checkout.mutate()}
          />
        ))}
      </div>
      <footer className="flex flex-col gap-2 border-t border-border pt-6 text-sm text-muted-fg">
        <p className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-4 text-ok" />
          {billing.data?.checkoutProvider === 'demo'
            ? subscriptionCopy.footerDemo
            : subscriptionCopy.footerSecure}
        </p>
        <p>{subscriptionCopy.footerDisclaimer}</p>
      </footer>
    </main>
  );
}
