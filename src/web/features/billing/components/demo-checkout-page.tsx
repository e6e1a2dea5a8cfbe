import { TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { checkoutMessages } from '@/shared/billing';
import { formatDollars, monthlyPrice } from '@/shared/pricing';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { PageLoading } from '@/web/components/ui/spinner';
import {
  useBillingState,
  useCompleteDemoCheckout,
  useFamilySize,
  usePricing,
  useSubscriptionRead,
} from '@/web/lib/api/billing';

/**
 * Demo billing's checkout page (no payment-provider keys): the same step as the hosted
 * checkout, taking no payment. Completing it stores the result through the webhook's code.
 */
export function DemoCheckoutPage() {
  const navigate = useNavigate();
  const pricing = usePricing();
  const subscription = useSubscriptionRead();
  const family = useFamilySize();
  const billing = useBillingState();
  const complete = useCompleteDemoCheckout();
  // Set in the click itself: a double click's second click comes before the button is disabled.
  const sending = useRef(false);

  if (pricing.isPending || subscription.isPending || family.isPending) return <PageLoading />;
  const trialing = subscription.data?.subscription_status === 'trialing';
  const firstTrial = !subscription.data;
  const parents = family.data?.parents ?? 0;
  const familyMembers = family.data?.familyMembers ?? 0;
  const price = pricing.data ? monthlyPrice(parents, familyMembers, pricing.data) : undefined;

  return (
    <main className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-8 sm:px-6">
      <p
        role="note"
        className="flex items-center gap-2 rounded-lg border-2 border-wait bg-wait-bg p-3 font-semibold text-fg"
      >
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-wait" />
        {checkoutMessages.demoNotice}
      </p>
      <h1 className="text-2xl font-bold">Checkout</h1>
      <section className="flex flex-col gap-2 rounded-xl border border-border bg-card p-5">
        <h2 className="font-semibold">Monthly subscription</h2>
        <p className="text-muted-fg">
          {parents} {parents === 1 ? 'parent' : 'parents'}, {familyMembers}{' '}
          {familyMembers === 1 ? 'family member' : 'family members'}
        </p>
        {price && (
          <p className="text-2xl font-bold">
            {formatDollars(price.totalCents)}
            <span className="text-base font-normal text-muted-fg">/month</span>
          </p>
        )}
        <p>
          {firstTrial
            ? `Starts with a ${pricing.data?.trialDays ?? 14}-day free trial.`
            : trialing
              ? 'Your free trial ends now and your first paid month begins.'
              : 'Your subscription starts now.'}
        </p>
      </section>
      {complete.isError && <Notice tone="error">{complete.error.message}</Notice>}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          busy={complete.isPending}
          onClick={() => {
            if (sending.current) return;
            sending.current = true;
            // What the page showed: a retried request is then answered with this one's result.
            const seenStatus = billing.data?.subscription?.status ?? null;
            complete.mutate(
              { seenStatus },
              {
                onSuccess: () => void navigate('/success'),
                onError: () => {
                  sending.current = false;
                },
              },
            );
          }}
        >
          {firstTrial ? 'Start free trial' : 'Subscribe'}
        </Button>
        <Button variant="secondary" onClick={() => void navigate('/subscription')}>
          Cancel
        </Button>
      </div>
    </main>
  );
}
