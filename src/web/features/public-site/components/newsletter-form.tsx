import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { TextField } from '@/web/components/ui/text-field';
import { useHydrated } from '@/web/lib/use-hydrated';
import { useRequest } from '@/web/lib/use-request';
import type * as Requests from '../api/public-site-api';

// Loads the API client (and the schema library it parses answers with) when first sent.
const subscribeNewsletter: typeof Requests.subscribeNewsletter = async (email) =>
  (await import('../api/public-site-api')).subscribeNewsletter(email);

/**
 * The blog newsletter's form, confirmed by e-mail before anything is sent: the island of the
 * "Stay Connected" section, whose heading and words are the page's (blog-page.tsx).
 */
export function NewsletterForm() {
  const subscribe = useRequest(subscribeNewsletter);
  const hydrated = useHydrated();
  return (
    <>
      {subscribe.status === 'success' ? (
        <Notice tone="success">{subscribe.data.message}</Notice>
      ) : (
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            // Read from the form, not from state: the field may be filled before hydration.
            subscribe.run(String(new FormData(event.currentTarget).get('email') ?? ''));
          }}
        >
          <TextField
            label="Email for the newsletter"
            type="email"
            name="email"
            autoComplete="email"
            className="flex-1"
          />
          <Button type="submit" busy={subscribe.status === 'pending'} disabled={!hydrated}>
            Subscribe
          </Button>
        </form>
      )}
      {subscribe.status === 'error' && <Notice tone="error">{subscribe.message}</Notice>}
    </>
  );
}
