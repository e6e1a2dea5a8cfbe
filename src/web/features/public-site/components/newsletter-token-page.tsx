import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { publicSiteMessages } from '@/shared/public-site';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { useNewsletterToken } from '../api/newsletter-token';
import { PublicLayout } from './public-layout';

/**
 * Opening a newsletter link. Confirming runs on load (the page's own request, so a mail scanner
 * fetching the link confirms nothing); unsubscribing waits for the button, one click.
 */
function NewsletterTokenPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const run = useNewsletterToken(action);
  const started = useRef(false);

  useEffect(() => {
    if (action !== 'confirm' || !token || started.current) return;
    started.current = true;
    run.mutate(token);
  }, [action, token, run]);

  const title =
    action === 'confirm' ? 'Confirm your subscription' : 'Unsubscribe from the newsletter';
  return (
    <PublicLayout title={title}>
      <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold">{title}</h1>
        {!token && <Notice tone="error">{publicSiteMessages.newsletterBadLink}</Notice>}
        {token && run.isPending && (
          <p role="status" className="flex items-center gap-3">
            <Spinner /> One moment…
          </p>
        )}
        {run.isSuccess && <Notice tone="success">{run.data.message}</Notice>}
        {run.isError && <Notice tone="error">{run.error.message}</Notice>}
        {token && action === 'unsubscribe' && run.isIdle && (
          <Button onClick={() => run.mutate(token)}>Unsubscribe</Button>
        )}
        <Link to="/blog" className={buttonClasses('secondary')}>
          Back to Blog
        </Link>
      </div>
    </PublicLayout>
  );
}

export const NewsletterConfirmPage = () => <NewsletterTokenPage action="confirm" />;
export const NewsletterUnsubscribePage = () => <NewsletterTokenPage action="unsubscribe" />;
