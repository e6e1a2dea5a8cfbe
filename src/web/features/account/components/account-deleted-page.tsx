import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { accountMessages } from '@/shared/account';
import { buttonClasses } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { sessionEndedKey } from '@/web/lib/session';

/** /account-deleted: where the app goes once the account is gone, outside the signed-in frame. */
export function AccountDeletedPage() {
  const queryClient = useQueryClient();
  // The note that the session ended with the account has brought the page here; forgotten now,
  // so a later session in this tab (signed in from another tab) that ends goes to /login.
  useEffect(() => queryClient.removeQueries({ queryKey: sessionEndedKey }), [queryClient]);
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">Account deleted</h1>
      <Notice tone="success">{accountMessages.deleted}</Notice>
      <Link to="/" className={buttonClasses('primary', 'self-start')}>
        Back to Home
      </Link>
    </main>
  );
}
