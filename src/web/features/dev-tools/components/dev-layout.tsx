import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { product } from '../../../../shared/product';
import { PageLoading } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { statusQuery } from '../api/dev-api';

const tabs = [
  { to: '/dev', label: 'Clock & tests', end: true },
  { to: '/dev/mailbox', label: 'Mailbox', end: false },
  { to: '/dev/phone', label: 'Phone simulator', end: false },
];

/** The developer tools' frame. In production their API does not exist, and this says so. */
export function DevLayout({ title, children }: { title: string; children: ReactNode }) {
  const status = useQuery(statusQuery());
  if (status.isPending) return <PageLoading />;
  const unavailable = status.error instanceof ApiError && status.error.status === 404;
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col gap-6 px-4 py-4 sm:px-6">
      <title>{`${title} · Developer tools · ${product.name}`}</title>
      <header className="flex flex-col gap-3 pr-14">
        <p className="text-sm font-medium tracking-wide text-primary uppercase">
          Developer tools · local mode
        </p>
        <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
        <nav aria-label="Developer tools" className="flex flex-wrap gap-2">
          {tabs.map((tab) => (
            <NavLink
              key={tab.to}
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-lg border px-3 ${
                  isActive
                    ? 'border-primary bg-primary text-primary-fg'
                    : 'border-border bg-card hover:bg-muted'
                }`
              }
            >
              {tab.label}
            </NavLink>
          ))}
        </nav>
      </header>
      {unavailable ? (
        <p role="alert" className="rounded-lg border border-border bg-card p-4">
          The developer tools are available only when the service runs locally.
        </p>
      ) : status.isError ? (
        <p role="alert" className="rounded-lg border border-alert/40 bg-alert-bg p-4">
          {status.error.message}
        </p>
      ) : (
        children
      )}
    </div>
  );
}
