import { formatDollars, monthlyPrice } from '@/shared/price-rules';
import type { PriceCatalogue } from '@/shared/pricing';
import { product } from '@/shared/product';
import { Island } from '@/web/components/island';
import type { Loaded } from '../lib/page-data';
import { FaqList } from './faq-list';

export interface FaqItem {
  id: string;
  category: string;
  question: string;
  answer: string;
}

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
 * The FAQ: its questions with the catalogue's prices in the answers, filtered by category in
 * the island (faq-list.tsx), then the way to support. The prices are put in here, where the
 * page is rendered, so the island's code and data carry no pricing.
 */
export function FaqSection({
  items,
  pricing,
}: {
  items: FaqItem[];
  pricing: Loaded<PriceCatalogue>;
}) {
  const catalogue = pricing.status === 'success' ? pricing.data : undefined;
  const priced = items.map((item) => ({ ...item, answer: withPrices(item.answer, catalogue) }));
  return (
    <div className="flex flex-col gap-6">
      <Island name="faq" component={FaqList} props={{ items: priced }} />
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
