import { LogOut } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { ApiError } from '@/web/lib/api-client';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/**
 * Settings' "Sign out everywhere": for an owner who signed in on a shared computer, or fears
 * someone else got in. Afterwards the page loads /login afresh, so nothing of the session stays
 * in this tab either.
 */
export function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => void }) {
  const signOut = useSignOutEverywhere();
  return (
    <section
      aria-labelledby="sign-out-everywhere"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
    >
      <h2 id="sign-out-everywhere" className="text-xl font-semibold">
        Sign out everywhere
      </h2>
      <p className="text-muted-fg">
        Signs you out on every phone and computer, this one included, and cancels every sign-in or
        password reset link we e-mailed that has not been used yet.
      </p>
      {signOut.isError && (
        <Notice tone="error">
          {signOut.error instanceof ApiError
            ? signOut.error.message
            : 'Something went wrong, so you are still signed in. Please try again.'}
        </Notice>
      )}
      <Button
        variant="secondary"
        className="self-start"
        busy={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSuccess: onSignedOut })}
      >
        <LogOut aria-hidden="true" className="size-4" />
        Sign out everywhere
      </Button>
    </section>
  );
}
