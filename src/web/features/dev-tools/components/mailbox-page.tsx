import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { emailQuery, mailboxQuery } from '../api/dev-api';
import { DevLayout } from './dev-layout';

const time = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Plain text with every web address turned into a link that opens here (a sign-in link works). */
export function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a
            key={index}
            href={part}
            className="break-all text-primary underline underline-offset-4"
          >
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** /dev/mailbox: every e-mail the app sent, newest first. */
export function MailboxPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get('id');
  const list = useQuery(mailboxQuery());
  return (
    <DevLayout title="Mailbox">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label="E-mails" className="flex flex-col gap-2">
          {list.isPending && <Spinner />}
          {list.data?.length === 0 && (
            <p className="rounded-lg border border-border bg-card p-4 text-muted-fg">
              No e-mails yet. Anything the app sends appears here.
            </p>
          )}
          <ul className="flex flex-col gap-2">
            {list.data?.map((email) => (
              <li key={email.id}>
                <button
                  type="button"
                  onClick={() => setSearchParams({ id: email.id })}
                  aria-current={selected === email.id ? 'true' : undefined}
                  className={`flex w-full flex-col items-start gap-1 rounded-lg border p-3 text-left ${
                    selected === email.id
                      ? 'border-primary bg-muted'
                      : 'border-border bg-card hover:bg-muted'
                  }`}
                >
                  <span className="font-medium">{email.subject}</span>
                  <span className="text-sm text-muted-fg">
                    To {email.to} · {time(email.createdAt)} · {email.status}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Selected e-mail">
          {selected ? <EmailView id={selected} /> : null}
        </section>
      </div>
    </DevLayout>
  );
}

function EmailView({ id }: { id: string }) {
  const email = useQuery(emailQuery(id));
  if (email.isPending) return <Spinner />;
  if (email.isError) return <p role="alert">{email.error.message}</p>;
  const message = email.data;
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-6">
      <h2 className="text-xl font-semibold">{message.subject}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted-fg">
        <dt>From</dt>
        <dd className="break-all">{message.from}</dd>
        <dt>To</dt>
        <dd className="break-all">{message.to}</dd>
        <dt>Sent</dt>
        <dd>{time(message.createdAt)}</dd>
      </dl>
      <div className="whitespace-pre-wrap">
        <Linkified text={message.text} />
      </div>
      <details>
        <summary className="min-h-11 cursor-pointer py-2 text-primary">HTML version</summary>
        <iframe
          title={`HTML version of ${message.subject}`}
          sandbox=""
          srcDoc={message.html}
          className="h-[32rem] w-full rounded-lg border border-border bg-white"
        />
      </details>
    </article>
  );
}
