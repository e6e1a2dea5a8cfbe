import { buttonClasses } from '@/web/components/ui/button';
import { PublicLayout } from './public-layout';

/**
 * The page of an address no page answers to, sent with status 404 (src/server/http/spa.ts).
 * It names the address, so a mistyped link is recognised as one, and offers the three places
 * a visitor is most likely looking for. Plain links: the server renders it without the router.
 */
export function NotFoundPage({ path }: { path: string }) {
  return (
    <PublicLayout title="Page not found">
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-16 sm:px-6">
        <p className="font-medium text-primary">Error 404</p>
        <h1 className="text-3xl font-bold sm:text-4xl">Page not found</h1>
        <p className="text-lg">
          There is no page at{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 break-all">{path}</code>.
        </p>
        <p className="text-muted-fg">
          The link may be mistyped, or the page may have moved. One of these may be what you were
          looking for:
        </p>
        <nav aria-label="Where to go" className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <a href="/" className={buttonClasses('primary')}>
            Go to the home page
          </a>
          <a href="/login" className={buttonClasses('secondary')}>
            Sign in
          </a>
          <a href="/dashboard" className={buttonClasses('secondary')}>
            Open your dashboard
          </a>
        </nav>
      </div>
    </PublicLayout>
  );
}
