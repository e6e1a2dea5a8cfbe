import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { product } from '../../shared/product';

/** The public pages' header: the brand (home) and, unless hidden, 'Back to Home'. */
export function PageHeader({
  showBackToHome = true,
  action,
}: {
  showBackToHome?: boolean;
  /** Shown on the right instead of 'Back to Home', such as the landing page's sign-up button. */
  action?: ReactNode;
}) {
  return (
    <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-2 py-4 pr-16 pl-3 sm:pl-6">
      <a
        href="/"
        className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold whitespace-nowrap text-fg"
      >
        <Heart
          aria-hidden="true"
          className={`size-6 fill-primary text-primary ${action ? 'hidden sm:block' : ''}`}
        />
        {product.name}
      </a>
      {action}
      {!action && showBackToHome && (
        <a
          href="/"
          className="inline-flex min-h-11 items-center text-primary whitespace-nowrap underline-offset-4 hover:underline"
        >
          Back to Home
        </a>
      )}
    </header>
  );
}
