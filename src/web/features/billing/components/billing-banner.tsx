import { CircleAlert, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { stopCauseText, type BillingBannerDto } from '@/shared/billing';
import { formatDollars } from '@/shared/pricing';
import { buttonClasses } from '@/web/components/ui/button';
import { useBillingState } from '@/web/lib/api/billing';

/** "Monday, January 26", in the reader's own zone. */
const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' });

/** What the banner says: its heading and its line, from the server's facts. */
export function billingBannerWords(banner: BillingBannerDto) {
  const price = `${formatDollars(banner.monthlyCents)}/month`;
  switch (banner.kind) {
    case 'trial_ending':
      return {
        heading: `Your free trial ends on ${dayOf(banner.endsAt)}`,
        line: `After it, the plan is ${price}. Without a subscription the daily check-ins stop then, and your family is told.`,
        action: 'Keep check-ins going',
      };
    case 'stopped':
      return {
        heading: 'Daily check-ins have stopped',
        line: `They stopped because ${stopCauseText[banner.cause]}: nobody is checked on each day now. Subscribe for ${price} to start them again.`,
        action: 'Subscribe',
      };
  }
}

/**
 * The dashboard's word about billing (docs/product.md §2.12), on every tab: from 3 days before the
 * trial ends, when and for what price it goes on; once check-ins stopped for billing, that they
 * stopped. Both lead to /subscription. Nothing otherwise.
 */
export function BillingBanner() {
  const billing = useBillingState();
  const banner = billing.data?.banner;
  if (!banner) return null;
  const words = billingBannerWords(banner);
  const stopped = banner.kind === 'stopped';
  const Icon = stopped ? CircleAlert : Clock;
  return (
    <section
      aria-labelledby="billing-banner-heading"
      className={`flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center ${
        stopped ? 'border-alert/40 bg-alert-bg' : 'border-wait/40 bg-wait-bg'
      }`}
    >
      <div className="flex flex-1 gap-3">
        <Icon
          aria-hidden="true"
          className={`mt-0.5 size-5 shrink-0 ${stopped ? 'text-alert' : 'text-wait'}`}
        />
        <div className="flex flex-col gap-1">
          <h2 id="billing-banner-heading" className="font-semibold">
            {words.heading}
          </h2>
          <p>{words.line}</p>
        </div>
      </div>
      <Link
        to="/subscription"
        className={buttonClasses(
          stopped ? 'primary' : 'secondary',
          'shrink-0 self-start sm:self-center',
        )}
      >
        {words.action}
      </Link>
    </section>
  );
}
