import { useState } from 'react';
import {
  checkoutMessages,
  stopCauseText,
  type StopCause,
  type SubscriptionReadDto,
} from '@/shared/billing';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/dialog';
import { Notice } from '@/web/components/ui/notice';
import { useDemoCancel, useOpenPortal } from '@/web/lib/api/billing';
import { localDate, periodEndLabel, statusLabel } from './format';

/**
 * The 'Current Subscription' box: status, renewal or expiry date (or, in the free trial, when
 * the trial ends and what is paid after it), and how to change it. One that no longer runs
 * says that check-ins stopped and why, and never that it renews.
 */
export function CurrentSubscription({
  subscription,
  monthlyPrice,
  stopCause,
}: {
  subscription: SubscriptionReadDto;
  /** This account's monthly price, e.g. "$18". */
  monthlyPrice?: string;
  /** Why check-ins stopped, when they did (the billing state's banner says). */
  stopCause?: StopCause;
}) {
  const portal = useOpenPortal();
  const demoCancel = useDemoCancel();
  const [confirming, setConfirming] = useState(false);
  const active = subscription.subscription_status === 'active';
  const trialing = subscription.subscription_status === 'trialing';
  const running = active || trialing;
  const end = subscription.current_period_end;
  const endLabel = periodEndLabel(subscription);

  return (
    <section
      aria-labelledby="current-subscription"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
    >
      <h2 id="current-subscription" className="text-lg font-semibold">
        Current Subscription
      </h2>
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-muted-fg">Status:</span>
        <span
          className={`rounded-full px-3 py-1 text-sm font-medium ${active ? 'bg-ok-bg text-ok' : trialing ? 'bg-wait-bg text-wait' : 'bg-alert-bg text-alert'}`}
        >
          {trialing
            ? 'Free trial'
            : stopCause === 'trial_ended'
              ? 'Trial ended'
              : statusLabel(subscription.subscription_status)}
        </span>
      </p>
      {end !== null && endLabel && (
        <p>
          <span className="text-muted-fg">{endLabel}</span>{' '}
          <span className="font-medium">{localDate(end)}</span>
        </p>
      )}
      {!running && (
        <p>
          {stopCause
            ? `Daily check-ins have stopped because ${stopCauseText[stopCause]}.`
            : 'Daily check-ins have stopped.'}{' '}
          {subscription.provider === 'stripe' && stopCause === 'payment_failed'
            ? 'Update your card under Manage billing to start them again.'
            : 'Subscribe below to start them again.'}
        </p>
      )}
      {trialing && !subscription.cancel_at_period_end && (
        <p>
          {monthlyPrice && `After the trial the plan is ${monthlyPrice}/month. `}
          {subscription.provider === 'stripe'
            ? 'To keep check-ins going, add a payment method under Manage billing before the trial ends; the first payment is taken then. Without one, check-ins stop when the trial ends.'
            : 'Demo billing holds no payment method: check-ins stop when the trial ends, and you can subscribe here then.'}
        </p>
      )}
      {subscription.provider === 'stripe' ? (
        <div>
          <Button variant="secondary" busy={portal.isPending} onClick={() => portal.mutate()}>
            Manage billing
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-fg">{checkoutMessages.demoNotice}</p>
          {running && (
            <div>
              {subscription.cancel_at_period_end ? (
                <Button
                  variant="secondary"
                  busy={demoCancel.isPending}
                  onClick={() => demoCancel.mutate(false)}
                >
                  Resume subscription
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  Cancel subscription
                </Button>
              )}
            </div>
          )}
        </>
      )}
      {(portal.isError || (demoCancel.isError && !confirming)) && (
        <Notice tone="error">{(portal.error ?? demoCancel.error)?.message}</Notice>
      )}
      <ConfirmDialog
        open={confirming}
        title="Cancel your subscription?"
        message={
          end !== null
            ? `Check-ins continue until ${localDate(end)}, then stop. You can resume before then.`
            : 'Check-ins stop at the end of the current period.'
        }
        confirmLabel="Cancel subscription"
        busy={demoCancel.isPending}
        error={demoCancel.error?.message}
        onCancel={() => setConfirming(false)}
        onConfirm={() => demoCancel.mutate(true, { onSuccess: () => setConfirming(false) })}
      />
    </section>
  );
}
