import { useState } from 'react';
import { formatDollars, monthlyPrice } from '../../../../shared/price-rules';
import type { PriceCatalogue } from '../../../../shared/pricing';
import { product } from '../../../../shared/product';
import { useHydrated } from '../../../lib/use-hydrated';
import type { Loaded } from '../lib/page-data';

export interface FaqItem {
  id: string;
  category: string;
  question: string;
  answer: string;
}

export const faqCategories = ['All', 'General', 'Technical', 'Pricing', 'Privacy'] as const;
type Category = (typeof faqCategories)[number];

/** Prices in answers come from the catalogue, never from the text. */
function withPrices(answer: string, catalogue: PriceCatalogue | undefined) {
  if (!catalogue) return answer;
  const values: Record<string, string> = {
    basePrice: formatDollars(catalogue.base.amountCents),
    includedParents: String(catalogue.base.includedParents),
    includedFamilyMembers: String(catalogue.base.includedFamilyMembers),
    extraParentPrice: formatDollars(catalogue.extraParentCents),
    extraFamilyMemberPrice: formatDollars(catalogue.extraFamilyMemberCents),
    exampleThreeTwo: formatDollars(monthlyPrice(3, 2, catalogue).totalCents),
  };
  return answer.replace(/\{(\w+)\}/g, (token, name: string) => values[name] ?? token);
}

/**
 * The FAQ with its category filter. Clicking the selected category again clears the selection
 * and shows no questions (the specification's behaviour); a category without questions says so.
 * The filter works only once the page's code runs: until then its buttons are disabled, rather
 * than taking a click that does nothing.
 */
export function FaqSection({
  items,
  pricing,
}: {
  items: FaqItem[];
  pricing: Loaded<PriceCatalogue>;
}) {
  const [selected, setSelected] = useState<Category | null>('All');
  const hydrated = useHydrated();
  const catalogue = pricing.status === 'success' ? pricing.data : undefined;
  const shown =
    selected === null
      ? []
      : items.filter((item) => selected === 'All' || item.category === selected);

  return (
    <div className="flex flex-col gap-6">
      <div role="group" aria-label="FAQ categories" className="flex flex-wrap gap-2">
        {faqCategories.map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={selected === category}
            disabled={!hydrated}
            onClick={() => setSelected((current) => (current === category ? null : category))}
            className={`inline-flex min-h-11 items-center rounded-full border px-4 disabled:cursor-default ${
              selected === category
                ? 'border-primary bg-primary text-primary-fg'
                : 'border-border bg-card hover:bg-muted'
            }`}
          >
            {category}
          </button>
        ))}
      </div>
      {selected !== null && shown.length === 0 && (
        <p>No FAQs found in the “{selected}” category.</p>
      )}
      <div className="flex flex-col gap-3">
        {shown.map((item) => (
          <details key={item.id} className="rounded-xl border border-border bg-card px-4">
            <summary className="flex min-h-12 cursor-pointer items-center py-2 text-lg font-medium">
              {item.question}
            </summary>
            <p className="pb-4 text-muted-fg">{withPrices(item.answer, catalogue)}</p>
          </details>
        ))}
      </div>
      <p>
        Still have a question?{' '}
        <a
          href={`mailto:${product.supportEmail}`}
          className="font-medium text-primary underline underline-offset-4"
        >
          Contact Support
        </a>
      </p>
    </div>
  );
}
