import type { ReactNode } from 'react';
import { PageHeader } from '@/web/components/page-header';
import { product } from '@/shared/product';

/** The frame of every sign-in page: the shared header and one centred card. */
export function AuthLayout({
  title,
  subtitle,
  children,
  showSignIn = true,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** The header's 'Sign in' link: on every sign-in page but /login itself. */
  showSignIn?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{`${title} · ${product.name}`}</title>
      <PageHeader showSignIn={showSignIn} />
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center">
        <div className="w-full max-w-md rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold">{title}</h1>
          {subtitle && <p className="mt-2 text-muted-fg">{subtitle}</p>}
          <div className="mt-6 flex flex-col gap-5">{children}</div>
        </div>
      </main>
    </div>
  );
}
