import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { product } from '@/shared/product';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-client';
import { useDevStatus } from '../api/dev-status';

export const productionMessage =
  'The developer tools are available only when the service runs locally.';

/**
 * The mailbox's and the phone's times are when each row was written, by the computer's own
 * clock: after a move of the service clock (or a demo's simulated month) they do not match it.
 */
export const realTimeNote =
  'Times here are real: when each message passed through, by this computer’s clock, not the service clock.';

const tabs = [
  { to: '/dev', label: 'Overview', end: true },
  { to: '/dev/mailbox', label: 'Mailbox', end: false },
  { to: '/dev/phone', label: 'Phone simulator', end: false },
  { to: '/dev/weather', label: 'Weather', end: false },
];

/**
 * The frame of every /dev page: its title, the tabs, and a check that the dev API exists. In
 * production it is not mounted (404), and the page says so instead of showing broken tools.
 */
export function DevLayout({
  title,
  documentTitle = `${title} · Developer tools`,
  note,
  children,
}: {
  title: string;
  /** One line under the title. */
  note?: string;
  /** The browser tab's title, before the product name. */
  documentTitle?: string;
  children: ReactNode;
}) {
  const status = useDevStatus();
  // Once the status has loaded, a later failed poll (the server restarting) keeps the tools up.
  const unavailable =
    !status.data && status.error instanceof ApiError && status.error.status === 404;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col gap-5 px-4 pt-4 pb-12 sm:px-6">
      <title>{`${documentTitle} · ${product.name}`}</title>
      <header className="flex flex-col gap-3">
        <p className="flex min-h-11 items-center pr-14 text-sm font-medium tracking-wide text-primary uppercase">
          {product.name} · local mode
        </p>
        <h1 className="text-3xl font-semibold">{title}</h1>
        {note && <p className="text-muted-fg">{note}</p>}
        {!unavailable && (
          <nav aria-label="Developer tools">
            <ul className="flex flex-wrap gap-1.5">
              {tabs.map((tab) => (
                <li key={tab.to}>
                  <NavLink
                    to={tab.to}
                    end={tab.end}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center rounded-lg border px-2.5 font-medium ${
                        isActive
                          ? 'border-primary bg-primary text-primary-fg'
                          : 'border-border bg-card text-fg hover:bg-muted'
                      }`
                    }
                  >
                    {tab.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      {status.data ? (
        children
      ) : status.isPending ? (
        <p role="status" className="flex items-center gap-3 text-muted-fg">
          <Spinner /> Checking the developer tools…
        </p>
      ) : unavailable ? (
        <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-6">
          <p className="text-lg">{productionMessage}</p>
          <p>
            <Link className="font-medium text-primary underline underline-offset-4" to="/">
              Go to the home page
            </Link>
          </p>
        </div>
      ) : (
        <Notice tone="error">
          <p>{status.error?.message}</p>
          <Button variant="secondary" className="self-start" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </Notice>
      )}
    </main>
  );
}
