import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { useSession } from '../../../lib/session';
import { useJoinWaitlist } from '../api/public-site-api';

/** "Join the Waitlist": a signed-in owner joins with one click; anyone else types an address. */
export function WaitlistForm() {
  const session = useSession();
  const join = useJoinWaitlist();
  const [email, setEmail] = useState('');
  const signedIn = !!session.data;

  if (join.isSuccess) return <Notice tone="success">{join.data.message}</Notice>;

  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        join.mutate(signedIn ? undefined : email);
      }}
    >
      {!signedIn && (
        <TextField
          label="Email for the waitlist"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="flex-1"
        />
      )}
      <Button type="submit" busy={join.isPending}>
        Join the Waitlist
      </Button>
      {join.isError && <Notice tone="error">{join.error.message}</Notice>}
    </form>
  );
}
