import { ChevronRight } from 'lucide-react';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { useEmail } from '../api/mailbox';
import { dateTime } from './format-time';
import { LinkifiedText } from './linkified-text';
import { StatusBadge } from './status-badge';

/** One e-mail as its recipient would read it, with its links live. */
export function EmailView({ id }: { id: string }) {
  const email = useEmail(id);
  if (email.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-muted-fg">
        <Spinner /> Opening the e-mail…
      </p>
    );
  }
  if (email.isError) return <Notice tone="error">{email.error.message}</Notice>;
  const message = email.data;
  return (
    <article
      aria-labelledby="email-subject"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <h2 id="email-subject" className="text-xl font-semibold break-words">
        {message.subject}
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        <dt className="text-muted-fg">From</dt>
        <dd className="[overflow-wrap:anywhere]">{message.from}</dd>
        <dt className="text-muted-fg">To</dt>
        <dd className="[overflow-wrap:anywhere]">{message.to}</dd>
        <dt className="text-muted-fg">Time</dt>
        <dd>
          <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
        </dd>
        <dt className="text-muted-fg">Status</dt>
        <dd>
          <StatusBadge state={message.status} />
        </dd>
      </dl>
      <div className="border-t border-border pt-4 break-words whitespace-pre-wrap">
        <LinkifiedText text={message.text} />
      </div>
      {message.html && (
        <details className="group border-t border-border pt-2">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-medium text-primary [&::-webkit-details-marker]:hidden">
            <ChevronRight
              aria-hidden="true"
              className="size-5 transition-transform group-open:rotate-90"
            />
            HTML version
          </summary>
          <p className="mb-2 text-muted-fg">
            Shown as sent, without scripts. Its links do not open here: use the ones in the text
            above.
          </p>
          {/* sandbox="" : the e-mail's markup cannot run scripts, submit forms or navigate us. */}
          <iframe
            title={`HTML version of “${message.subject}”`}
            sandbox=""
            srcDoc={message.html}
            className="h-[32rem] w-full rounded-lg border border-border bg-white"
          />
        </details>
      )}
    </article>
  );
}
