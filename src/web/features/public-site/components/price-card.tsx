import { Check } from 'lucide-react';
import { formatDollars } from '@/shared/price-rules';
import type { PriceCatalogue } from '@/shared/pricing';
import { buttonClasses } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import type { Loaded } from '../lib/page-data';

/** The plan, read from the server's price catalogue. */
export function PriceCard({ pricing }: { pricing: Loaded<PriceCatalogue> }) {
  if (pricing.status === 'pending') return <Spinner />;
  if (pricing.status === 'error') return <p role="alert">{pricing.message}</p>;
  const catalogue = pricing.data;
  // A month is 52/12 weeks; rounded up to the next whole dollar so "less than" stays true.
  const weeklyCents = Math.ceil(catalogue.base.amountCents / (52 / 12) / 100) * 100;
  return (
    <div
      className="flex flex-col gap-4 rounded-2xl border-2 border-primary bg-card p-6 shadow-sm"
      data-testid="price-card"
    >
      <h3 className="text-xl font-semibold">Family plan</h3>
      <p>
        <span className="text-4xl font-bold" data-testid="base-price">
          {formatDollars(catalogue.base.amountCents)}
        </span>
        <span className="text-muted-fg"> / {catalogue.interval}</span>
      </p>
      <p className="text-muted-fg">
        Less than {formatDollars(weeklyCents)} a week for the whole family.
      </p>
      <ul className="flex flex-col gap-2">
        {[
          `Daily check-ins for up to ${catalogue.base.includedParents} parents`,
          `Notifications for ${catalogue.base.includedFamilyMembers} family member`,
          `${formatDollars(catalogue.extraParentCents)}/${catalogue.interval} per extra parent (up to ${catalogue.maxParents})`,
          `${formatDollars(catalogue.extraFamilyMemberCents)}/${catalogue.interval} per extra family member`,
          'Weekly family status report',
          'Voice call follow-up: keypad or spoken answers',
        ].map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-ok" />
            {feature}
          </li>
        ))}
      </ul>
      <a href="/signup" className={buttonClasses('primary')}>
        Start {catalogue.trialDays}-Day Free Trial
      </a>
      <p className="text-center text-sm text-muted-fg">No credit card required. Cancel anytime.</p>
    </div>
  );
}
