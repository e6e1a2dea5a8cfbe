import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { useSession } from '@/web/lib/session';
import { exportUrl } from '../api/delete-account';
import { DeleteAccountDialog } from './delete-account-dialog';
import { OwnerNoticesSection } from './owner-notices-section';
import { SignOutEverywhere } from './sign-out-everywhere';

/** /settings: take your data, or delete the account (docs/product.md §6). */
export function SettingsPage() {
  const { data: user } = useSession();
  const [deleting, setDeleting] = useState(false);

  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">Account settings</h1>
      <OwnerNoticesSection />
      <section
        aria-labelledby="your-data"
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
      >
        <h2 id="your-data" className="text-xl font-semibold">
          Your data
        </h2>
        <p className="text-muted-fg">
          A JSON file of everything stored for your account: profile, parents, family members,
          schedules, consents, check-in history, messages, templates, campaigns, content,
          subscription and referrals.
        </p>
        <a href={exportUrl} download className={buttonClasses('secondary', 'self-start')}>
          <Download aria-hidden="true" className="size-4" />
          Download my data
        </a>
      </section>
      <SignOutEverywhere onSignedOut={() => window.location.assign('/login')} />
      <section
        aria-labelledby="delete-account"
        className="flex flex-col gap-3 rounded-xl border border-alert/40 bg-card p-5"
      >
        <h2 id="delete-account" className="text-xl font-semibold">
          Delete my account
        </h2>
        <p className="text-muted-fg">
          Cancels your subscription, stops all check-ins and deletes everything stored for your
          account. We e-mail you a confirmation.
        </p>
        <Button variant="danger" className="self-start" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete my account
        </Button>
      </section>
      {user && (
        <DeleteAccountDialog
          open={deleting}
          email={user.email}
          onClose={() => setDeleting(false)}
          onDeleted={() => setDeleting(false)}
        />
      )}
    </main>
  );
}
