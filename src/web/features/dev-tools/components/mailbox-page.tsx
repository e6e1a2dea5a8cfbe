import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { useMailbox } from '../api/mailbox';
import { DevLayout, realTimeNote } from './dev-layout';
import { EmailView } from './email-view';
import { shortTime } from './format-time';
import { StatusBadge } from './status-badge';

/** /dev/mailbox: every e-mail the app sent, newest first; ?id= opens one. */
export function MailboxPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get('id');
  const mailbox = useMailbox();

  return (
    <DevLayout title="Mailbox" note={realTimeNote}>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* On a phone the open e-mail takes the whole width; the list is one tap back. */}
        <section
          aria-label="E-mails"
          className={`flex-col gap-2 ${selected ? 'hidden lg:flex' : 'flex'}`}
        >
          {mailbox.isPending && (
            <p role="status" className="flex items-center gap-3 text-muted-fg">
              <Spinner /> Loading e-mails…
            </p>
          )}
          {mailbox.isError && !mailbox.data && (
            <Notice tone="error">{mailbox.error.message}</Notice>
          )}
          {mailbox.data?.length === 0 && (
            <p className="rounded-xl border border-border bg-card p-4 text-muted-fg">
              No e-mails yet. Anything the app sends appears here.
            </p>
          )}
          {mailbox.data && mailbox.data.length > 0 && (
            <ul className="flex flex-col gap-2">
              {mailbox.data.map((email) => (
                <li key={email.id}>
                  <button
                    type="button"
                    onClick={() => setSearchParams({ id: email.id })}
                    aria-current={selected === email.id ? 'true' : undefined}
                    className={`flex w-full flex-col items-start gap-1 rounded-xl border p-3 text-left ${
                      selected === email.id
                        ? 'border-primary bg-muted'
                        : 'border-border bg-card hover:bg-muted'
                    }`}
                  >
                    <span className="font-medium break-words">{email.subject}</span>
                    <span className="text-muted-fg [overflow-wrap:anywhere]">To {email.to}</span>
                    <span className="flex flex-wrap items-center gap-2 text-muted-fg">
                      <StatusBadge state={email.status} />
                      {shortTime(email.createdAt)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-label="Selected e-mail"
          className={selected ? 'flex flex-col gap-3' : 'hidden lg:block'}
        >
          {selected ? (
            <>
              <button
                type="button"
                onClick={() => setSearchParams({})}
                className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg font-medium text-primary lg:hidden"
              >
                <ArrowLeft aria-hidden="true" className="size-5" /> All e-mails
              </button>
              <EmailView id={selected} />
            </>
          ) : (
            mailbox.data &&
            mailbox.data.length > 0 && (
              <p className="rounded-xl border border-dashed border-border p-6 text-muted-fg">
                Choose an e-mail to read it.
              </p>
            )
          )}
        </section>
      </div>
    </DevLayout>
  );
}
