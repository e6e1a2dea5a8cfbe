import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Plan } from '@/shared/billing';
import { Button } from '@/web/components/ui/button';

export interface PlanCardProps {
  plan: Plan;
  /** Marked "Most Popular": only among several plans, never on the only one. */
  featured?: boolean;
  /** The account has this plan (active, or in its free trial). */
  current: boolean;
  busy: boolean;
  trialLine?: string;
  /** What this account pays, when it differs from the catalogue's base price. */
  price?: string;
  /** Who the price is for, e.g. "for 3 parents and 1 family member". */
  priceNote?: string;
  /** Shown instead of the button when the account cannot subscribe yet. */
  unavailable?: ReactNode;
  onChoose: () => void;
}

/** One plan of the grid: name, description, price, four features and its button. */
export function PlanCard({
  plan,
  featured = false,
  current,
  busy,
  trialLine,
  price = plan.price,
  priceNote,
  unavailable,
  onChoose,
}: PlanCardProps) {
  const subscription = plan.mode === 'subscription';
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className="relative flex flex-col gap-4 rounded-xl border-2 border-primary bg-card p-6 shadow-sm"
    >
      {featured && (
        <span className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-sm font-medium text-card">
          Most Popular
        </span>
      )}
      <div className="flex flex-col gap-1">
        <h2 id={`plan-${plan.id}`} className="text-xl font-semibold">
          {plan.name}
        </h2>
        <p className="text-muted-fg">{plan.description}</p>
      </div>
      <p>
        <span className="text-4xl font-bold">{price}</span>
        {plan.interval && <span className="text-muted-fg">/{plan.interval}</span>}
      </p>
      {priceNote && <p className="-mt-3 text-muted-fg">{priceNote}</p>}
      <ul className="flex flex-col gap-2">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ok" />
            {feature}
          </li>
        ))}
      </ul>
      {unavailable && !current ? (
        <div className="mt-auto">{unavailable}</div>
      ) : (
        <Button
          className="mt-auto w-full"
          busy={busy}
          disabled={subscription && current}
          onClick={onChoose}
        >
          {subscription && current
            ? 'Current Plan'
            : subscription
              ? 'Start Subscription'
              : 'Buy Now'}
        </Button>
      )}
      {trialLine && <p className="text-center text-sm text-muted-fg">{trialLine}</p>}
    </article>
  );
}
