import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { product } from '../../shared/product';

const textLink =
  'min-h-11 items-center px-1 whitespace-nowrap text-primary underline-offset-4 hover:underline';

/**
 * The public pages' header: the brand (home), 'Sign in' and, unless hidden, 'Back to Home'.
 * 'Sign in' is on every page but /login itself: a returning owner should not have to find it
 * through /signup (issue 39). A signed-in owner who follows it is sent on by the server.
 */
export function PageHeader({
  showBackToHome = true,
  showSignIn = true,
  action,
}: {
  showBackToHome?: boolean;
  showSignIn?: boolean;
  /** Shown on the right instead of 'Back to Home', such as the landing page's sign-up button. */
  action?: ReactNode;
}) {
  return (
    <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-2 py-4 pr-16 pl-3 sm:pl-6">
      <a
        href="/"
        className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold whitespace-nowrap text-fg"
      >
        <Heart aria-hidden="true" className="size-6 fill-primary text-primary" />
        {product.name}
      </a>
      <div className="flex items-center gap-2 sm:gap-4">
        {!action && showBackToHome && (
          // The brand is the way home on a phone, where the header has room for one link.
          <a
            href="/"
            className={`${textLink} ${showSignIn ? 'hidden sm:inline-flex' : 'inline-flex'}`}
          >
            Back to Home
          </a>
        )}
        {showSignIn && (
          <a href="/login" className={`${textLink} inline-flex`}>
            Sign in
          </a>
        )}
        {action}
      </div>
    </header>
  );
}
