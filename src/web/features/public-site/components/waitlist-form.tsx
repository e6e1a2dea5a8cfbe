import { useEffect, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { TextField } from '@/web/components/ui/text-field';
import { useHydrated } from '@/web/lib/use-hydrated';
import { useRequest } from '@/web/lib/use-request';
import type * as Requests from '../api/public-site-api';
import { getSessionUser } from '../api/session-user';

// Loads the API client (and the schema library it parses answers with) when first sent.
const joinWaitlist: typeof Requests.joinWaitlist = async (email) =>
  (await import('../api/public-site-api')).joinWaitlist(email);

/** "Join the Waitlist": a signed-in owner joins with one click; anyone else types an address. */
export function WaitlistForm() {
  const join = useRequest(joinWaitlist);
  const hydrated = useHydrated();
  // The page is rendered for everyone alike; who is signed in is asked once it is running.
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    getSessionUser().then(
      (user) => setSignedIn(!!user),
      () => {},
    );
  }, []);

  if (join.status === 'success') return <Notice tone="success">{join.data.message}</Notice>;

  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        // Read from the form, not from state: the field may be filled before hydration.
        const email = new FormData(event.currentTarget).get('email');
        join.run(signedIn || typeof email !== 'string' ? undefined : email);
      }}
    >
      {!signedIn && (
        <TextField
          label="Email for the waitlist"
          type="email"
          name="email"
          autoComplete="email"
          className="flex-1"
        />
      )}
      <Button type="submit" busy={join.status === 'pending'} disabled={!hydrated}>
        Join the Waitlist
      </Button>
      {join.status === 'error' && <Notice tone="error">{join.message}</Notice>}
    </form>
  );
}
