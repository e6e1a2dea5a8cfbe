import { Gift, Heart, LogOut, Settings2 } from 'lucide-react';
import { Link, Navigate, Outlet } from 'react-router';
import { product } from '../../shared/product';
import { Button, buttonClasses } from '../components/ui/button';
import { useSignOut } from '../features/auth/api/auth-requests';
import { useSession } from '../features/auth/api/session';

/** The signed-in frame: product name, subscription badge, greeting, and the account actions. */
export function ProtectedLayout() {
  const { data: user } = useSession();
  const signOut = useSignOut();

  if (signOut.isSuccess) return <Navigate to="/login" replace />;
  if (!user) return null;

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 py-3 pr-16 pl-4 sm:pl-6">
          <Link
            to="/dashboard"
            className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold"
          >
            <Heart aria-hidden="true" className="size-6 fill-primary text-primary" />
            {product.name}
          </Link>
          {user.subscriptionStatus === 'active' && (
            <span className="rounded-full bg-ok-bg px-3 py-1 text-sm font-medium text-ok">
              Active Subscription
            </span>
          )}
          <p className="text-muted-fg sm:ml-auto">
            Hi, <span className="font-medium text-fg">{user.firstName ?? user.email}</span>
          </p>
          <nav aria-label="Account" className="flex w-full flex-wrap gap-2 sm:w-auto">
            <Link to="/referral" className={buttonClasses('secondary', 'px-3')}>
              <Gift aria-hidden="true" className="size-4" />
              Refer a Friend
            </Link>
            <Link to="/subscription" className={buttonClasses('secondary', 'px-3')}>
              <Settings2 aria-hidden="true" className="size-4" />
              Manage Subscription
            </Link>
            <Button
              variant="secondary"
              className="px-3"
              busy={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              <LogOut aria-hidden="true" className="size-4" />
              Sign Out
            </Button>
          </nav>
        </div>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
    </div>
  );
}
