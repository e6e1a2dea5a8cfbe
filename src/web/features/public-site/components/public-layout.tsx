import type { ReactNode } from 'react';
import { PageHeader } from '@/web/components/page-header';
import { product } from '@/shared/product';
import { SiteFooter } from './site-footer';

/** A public page: the shared header, the page, the footer. */
export function PublicLayout({
  title,
  children,
  showBackToHome = true,
  headerAction,
}: {
  title?: string;
  children: ReactNode;
  showBackToHome?: boolean;
  headerAction?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      {title && <title>{`${title} · ${product.name}`}</title>}
      <PageHeader showBackToHome={showBackToHome} action={headerAction} />
      <main className="flex-1">{children}</main>
      <SiteFooter />
    </div>
  );
}
