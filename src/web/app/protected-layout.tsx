import { CircleUser, Gift, Heart, LogOut, Settings2 } from 'lucide-react';
import { Link, Navigate, Outlet } from 'react-router';
import { product } from '../../shared/product';
import { Button, buttonClasses } from '../components/ui/button';
import { useSignOut } from '../features/auth/api/auth-mutations';
import { KeyboardShortcuts } from '../features/dashboard/components/shortcuts/keyboard-shortcuts';
import { useSession } from '../lib/session';

// On a phone the four actions share one row, icon above a label that may wrap; on wider
// screens the smaller text keeps name, greeting and actions on one line at 1280 px. The narrow
// padding is `max-sm:` so it wins over the button's own px-4 (a plain px-1 did not).
const navButton = buttonClasses(
  'secondary',
  'flex-col text-center text-sm leading-tight max-sm:px-1 sm:flex-row sm:px-3 sm:leading-normal',
);
// At 390 px "Subscription" is wider than its quarter of the row: the label keeps to the
// button's width and breaks the word (hyphenated where the browser can) instead of running
// over the button's edge.
const navLabel = 'max-w-full break-words hyphens-auto';

/** The signed-in frame: product name, subscription badge, greeting, and the account actions. */
export function ProtectedLayout() {
  const { data: user } = useSession();
  const signOut = useSignOut();

  if (signOut.isSuccess) return <Navigate to="/login" replace />;
  if (!user) return null;

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:pr-16 sm:pl-6">
          <Link
            to="/dashboard"
            className="mr-14 inline-flex min-h-11 items-center gap-2 text-lg font-semibold sm:mr-0"
          >
            <Heart aria-hidden="true" className="size-6 fill-primary text-primary" />
            {product.name}
          </Link>
          {user.subscriptionStatus === 'active' && (
            <span className="rounded-full bg-ok-bg px-3 py-1 text-sm font-medium text-ok">
              Active Subscription
            </span>
          )}
          <p className="w-full text-muted-fg sm:ml-auto sm:w-auto">
            Hi, <span className="font-medium text-fg">{user.firstName ?? user.email}</span>
          </p>
          <nav aria-label="Account" className="grid w-full grid-cols-4 gap-2 sm:flex sm:w-auto">
            <Link to="/referral" className={navButton}>
              <Gift aria-hidden="true" className="size-5 sm:size-4" />
              <span className={navLabel}>Refer a Friend</span>
            </Link>
            <Link to="/subscription" className={navButton}>
              <Settings2 aria-hidden="true" className="size-5 sm:size-4" />
              <span className={navLabel}>Manage Subscription</span>
            </Link>
            <Link to="/settings" className={navButton}>
              <CircleUser aria-hidden="true" className="size-5 sm:size-4" />
              <span className={navLabel}>Settings</span>
            </Link>
            <Button
              variant="secondary"
              className={navButton}
              busy={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              <LogOut aria-hidden="true" className="size-5 sm:size-4" />
              <span className={navLabel}>Sign Out</span>
            </Button>
          </nav>
        </div>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <KeyboardShortcuts />
    </div>
  );
}
