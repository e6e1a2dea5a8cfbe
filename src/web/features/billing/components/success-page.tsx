import { CircleCheck, Home, LayoutDashboard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { subscriptionCopy } from '@/shared/billing';
import { product } from '@/shared/product';
import { buttonClasses } from '@/web/components/ui/button';
import { useSubscriptionRead } from '@/web/lib/api/billing';
import { localDate, statusLabel } from './format';

/** The spec's wait before reading the subscription, so the provider's webhook can land. */
const SETTLE_MS = 2000;

const nextSteps = [
  "Add your parent's information",
  'Set up check-in times and preferences',
  'Start receiving peace of mind',
];

/** /success: where checkout returns. */
export function SuccessPage() {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  const subscription = useSubscriptionRead(settled);
  const loading = !settled || subscription.isPending;

  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">Welcome to {product.name}!</h1>
      {loading ? (
        <div role="status" aria-label="Loading your subscription" className="flex flex-col gap-3">
          <div className="h-6 w-2/3 animate-pulse rounded bg-muted" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
          <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
        </div>
      ) : subscription.data ? (
        <section
          aria-labelledby="subscription-active"
          className="flex flex-col gap-2 rounded-xl border border-ok/40 bg-ok-bg p-5"
        >
          <h2 id="subscription-active" className="flex items-center gap-2 text-xl font-semibold">
            <CircleCheck aria-hidden="true" className="size-6 text-ok" />
            Subscription Active
          </h2>
          <p>
            <span className="text-muted-fg">Status:</span>{' '}
            <span className="font-medium">
              {statusLabel(subscription.data.subscription_status)}
            </span>
          </p>
          {subscription.data.current_period_end !== null && (
            <p>
              <span className="text-muted-fg">Next billing:</span>{' '}
              <span className="font-medium">{localDate(subscription.data.current_period_end)}</span>
            </p>
          )}
        </section>
      ) : (
        <p role="status" className="rounded-xl border border-border bg-card p-5">
          {subscriptionCopy.processing}
        </p>
      )}
      <section aria-labelledby="whats-next" className="flex flex-col gap-3">
        <h2 id="whats-next" className="text-xl font-semibold">
          What&apos;s Next
        </h2>
        <ol className="flex flex-col gap-2">
          {nextSteps.map((step, index) => (
            <li key={step} className="flex items-center gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-card">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </section>
      <p className="text-muted-fg">
        Questions? Contact us at{' '}
        <a
          href={`mailto:${product.supportEmail}`}
          className="font-medium text-primary underline underline-offset-4"
        >
          {product.supportEmail}
        </a>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/dashboard" className={buttonClasses('primary')}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          Go to Dashboard
        </Link>
        <Link to="/" className={buttonClasses('secondary')}>
          <Home aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
      </div>
    </main>
  );
}
