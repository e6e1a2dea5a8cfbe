import { useState } from 'react';
import { useHydrated } from '@/web/lib/use-hydrated';
import type { FaqItem } from './faq-section';

export const faqCategories = ['All', 'General', 'Technical', 'Pricing', 'Privacy'] as const;
type Category = (typeof faqCategories)[number];

/**
 * The FAQ's category filter and questions, their answers already priced (faq-section.tsx): the
 * landing page's island. Clicking the selected category again clears the selection and shows
 * no questions (the specification's behaviour); a category without questions says so. The
 * filter works only once the page's code runs: until then its buttons are disabled, rather
 * than taking a click that does nothing.
 */
export function FaqList({ items }: { items: FaqItem[] }) {
  const [selected, setSelected] = useState<Category | null>('All');
  const hydrated = useHydrated();
  const shown =
    selected === null
      ? []
      : items.filter((item) => selected === 'All' || item.category === selected);

  return (
    <>
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
            <p className="pb-4 text-muted-fg">{item.answer}</p>
          </details>
        ))}
      </div>
    </>
  );
}
