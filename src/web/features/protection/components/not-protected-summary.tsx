import { ShieldAlert } from 'lucide-react';
import type { OverviewParent } from '@/shared/dashboard';
import { isProtected } from '@/shared/protection';

/**
 * The overview's first line while any parent is not protected (docs/product.md §2.12): who, and a
 * link to her card, where the reason and the fix are. It stays until each is fixed or removed.
 */
export function NotProtectedSummary({
  parents,
  cardIdOf,
}: {
  parents: OverviewParent[];
  /** The id of a parent's card on the page, which the summary links to. */
  cardIdOf: (parentId: string) => string;
}) {
  const unprotected = parents.filter((parent) => !isProtected(parent.protection));
  if (unprotected.length === 0) return null;
  return (
    <section
      aria-labelledby="not-protected-heading"
      className="flex gap-3 rounded-xl border border-alert/40 bg-alert-bg p-4"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-alert" />
      <div className="flex flex-col gap-1">
        <h2 id="not-protected-heading" className="font-semibold">
          {unprotected.length === 1
            ? `${unprotected[0]!.firstName} is not protected`
            : `${unprotected.length} parents are not protected`}
        </h2>
        <p>No daily check-in goes out until it is fixed.</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {unprotected.map((parent) => (
            <li key={parent.id}>
              <a
                href={`#${cardIdOf(parent.id)}`}
                className="inline-flex min-h-11 items-center font-semibold text-fg underline underline-offset-4"
              >
                What to do for {parent.firstName}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
