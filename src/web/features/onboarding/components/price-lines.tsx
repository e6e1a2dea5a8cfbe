import type { PriceQuoteDto } from '@/shared/billing';
import { formatDollars, priceCatalogue } from '@/shared/pricing';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** This family's monthly price as line items, every amount from the catalogue and the quote. */
export function PriceLines({ quote }: { quote: PriceQuoteDto }) {
  const { base, extraParentCents, extraFamilyMemberCents } = priceCatalogue;
  const lines = [
    {
      label: `Base plan (includes ${plural(base.includedParents, 'parent', 'parents')} and ${plural(
        base.includedFamilyMembers,
        'family member',
        'family members',
      )})`,
      cents: base.amountCents,
    },
    ...(quote.extraParents > 0
      ? [
          {
            label: `${plural(quote.extraParents, 'extra parent', 'extra parents')} × ${formatDollars(extraParentCents)}`,
            cents: quote.extraParents * extraParentCents,
          },
        ]
      : []),
    ...(quote.extraFamilyMembers > 0
      ? [
          {
            label: `${plural(quote.extraFamilyMembers, 'extra family member', 'extra family members')} × ${formatDollars(extraFamilyMemberCents)}`,
            cents: quote.extraFamilyMembers * extraFamilyMemberCents,
          },
        ]
      : []),
  ];
  return (
    <dl className="flex flex-col divide-y divide-border overflow-hidden rounded-xl border border-border">
      {lines.map((line) => (
        <div key={line.label} className="flex justify-between gap-4 p-3">
          <dt>{line.label}</dt>
          <dd className="font-medium whitespace-nowrap">{formatDollars(line.cents)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 bg-muted p-3 text-lg font-semibold">
        <dt>Total per month</dt>
        <dd className="whitespace-nowrap">{formatDollars(quote.totalCents)}/month</dd>
      </div>
    </dl>
  );
}
