import { CircleUser, Gift, Heart, LogOut, Menu, Settings2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { product } from '../../shared/product';
import { Button, buttonClasses } from '../components/ui/button';
import { useSignOut } from '../features/auth/api/auth-mutations';
import { KeyboardShortcuts } from './shortcuts/keyboard-shortcuts';
import { useSession } from '../lib/session';

const actionClasses = buttonClasses('secondary', 'justify-start xl:justify-center xl:px-3');

/**
 * The signed-in frame: product name, subscription badge, greeting, and the account actions. From
 * the `xl` width (1280 px) up they share one row, which never wraps: with the Active
 * Subscription badge they need about 1,100 px, so below that (a phone, a tablet, a small laptop)
 * the header is one row of the name and a Menu button, and the greeting and actions open below
 * it, each label whole. A greeting too long for the row is cut short rather than wrapping it.
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
  const name = user.firstName ?? user.email;
  const greeting = (className = '') => (
    <p className={`text-muted-fg ${className}`}>
      Hi, <span className="font-medium text-fg">{name}</span>
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
        <div className="mx-auto flex w-full max-w-6xl items-center gap-x-4 py-2 pr-16 pl-4 sm:py-3 sm:pl-6 xl:gap-x-3 xl:pr-6">
          <Link
            to="/dashboard"
            className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold whitespace-nowrap"
          >
            <Heart aria-hidden="true" className="size-6 fill-primary text-primary" />
            {product.name}
          </Link>
          <div className="hidden shrink-0 xl:block">{badge}</div>
          <div className="ml-auto hidden min-w-0 xl:block" title={`Hi, ${name}`}>
            {greeting('truncate')}
          </div>
          <nav aria-label="Account" className="hidden shrink-0 gap-2 xl:flex">
            {actions}
          </nav>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="account-menu"
            onClick={() => setMenuOpen(!menuOpen)}
            className={buttonClasses('secondary', 'ml-auto px-3 xl:hidden')}
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
            className="flex flex-col gap-3 border-t border-border px-4 py-3 sm:px-6 xl:hidden"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {greeting()}
              {badge}
            </div>
            <nav aria-label="Account" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
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
