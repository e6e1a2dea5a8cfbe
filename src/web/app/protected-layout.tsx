import { CircleUser, Gift, Heart, LogOut, Menu, Settings2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { product } from '../../shared/product';
import { Button, buttonClasses } from '../components/ui/button';
import { useSignOut } from '../features/auth/api/auth-mutations';
import { KeyboardShortcuts } from '../features/dashboard/components/shortcuts/keyboard-shortcuts';
import { useSession } from '../lib/session';

const actionClasses = buttonClasses('secondary', 'justify-start sm:justify-center sm:px-3');

/**
 * The signed-in frame: product name, subscription badge, greeting, and the account actions. From
 * the `sm` width up they share one row; on a phone the header is one 60 px row (the name and a
 * Menu button) and the greeting and actions open below it, full width, each label whole.
 */
export function ProtectedLayout() {
  const { data: user } = useSession();
  const signOut = useSignOut();
  const location = useLocation();
  // The menu belongs to the page it was opened on: a page change (a link in it, a shortcut, the
  // browser's back) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string>();
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : undefined);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenOn(undefined);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  if (signOut.isSuccess) return <Navigate to="/login" replace />;
  if (!user) return null;

  const badge = user.subscriptionStatus === 'active' && (
    <span className="rounded-full bg-ok-bg px-3 py-1 text-sm font-medium text-ok">
      Active Subscription
    </span>
  );
  const greeting = (
    <p className="text-muted-fg">
      Hi, <span className="font-medium text-fg">{user.firstName ?? user.email}</span>
    </p>
  );
  const actions = (
    <>
      <Link to="/referral" className={actionClasses}>
        <Gift aria-hidden="true" className="size-4" />
        Refer a Friend
      </Link>
      <Link to="/subscription" className={actionClasses}>
        <Settings2 aria-hidden="true" className="size-4" />
        Manage Subscription
      </Link>
      <Link to="/settings" className={actionClasses}>
        <CircleUser aria-hidden="true" className="size-4" />
        Settings
      </Link>
      <Button
        variant="secondary"
        className={actionClasses}
        busy={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        <LogOut aria-hidden="true" className="size-4" />
        Sign Out
      </Button>
    </>
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex w-full max-w-6xl items-center gap-x-4 py-2 pr-16 pl-4 sm:flex-wrap sm:gap-y-2 sm:py-3 sm:pl-6">
          <Link
            to="/dashboard"
            className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold whitespace-nowrap"
          >
            <Heart aria-hidden="true" className="size-6 fill-primary text-primary" />
            {product.name}
          </Link>
          <div className="hidden sm:block">{badge}</div>
          <div className="ml-auto hidden sm:block">{greeting}</div>
          <nav aria-label="Account" className="hidden gap-2 sm:flex">
            {actions}
          </nav>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="account-menu"
            onClick={() => setMenuOpen(!menuOpen)}
            className={buttonClasses('secondary', 'ml-auto px-3 sm:hidden')}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
            Menu
          </button>
        </div>
        {menuOpen && (
          <div
            id="account-menu"
            className="flex flex-col gap-3 border-t border-border px-4 py-3 sm:hidden"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {greeting}
              {badge}
            </div>
            <nav aria-label="Account" className="flex flex-col gap-2">
              {actions}
            </nav>
          </div>
        )}
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <KeyboardShortcuts />
    </div>
  );
}
