import { formatPhone } from '@/shared/phone';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { useDevStatus } from '../api/dev-status';
import { usePhoneThread } from '../api/phone';
import { CallCard } from './call-card';
import { CallTheService } from './call-the-service';
import { ReplyBox } from './reply-box';
import { TextBubble } from './text-bubble';

/** One phone's texts and calls with the service, oldest first, and a way to answer. */
export function Conversation({ phone }: { phone: string }) {
  const thread = usePhoneThread(phone);
  const serviceNumber = useDevStatus().data?.serviceNumber;

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{formatPhone(phone)}</h2>
        <p className="flex flex-col text-muted-fg">
          <span>{phone}</span>
          {serviceNumber && (
            <span className="whitespace-nowrap">Service number {formatPhone(serviceNumber)}</span>
          )}
        </p>
      </div>
      {thread.isPending ? (
        <p role="status" className="flex items-center gap-3 text-muted-fg">
          <Spinner /> Loading the conversation…
        </p>
      ) : thread.isError && !thread.data ? (
        <Notice tone="error">{thread.error.message}</Notice>
      ) : (
        <>
          {thread.data.length === 0 ? (
            <p className="text-muted-fg">
              No texts or calls with this phone yet. Text the service from it below.
            </p>
          ) : (
            // Polite live region: a new text or call is read out once, as it arrives.
            <ol aria-label="Texts and calls" aria-live="polite" className="flex flex-col gap-4">
              {thread.data.map((event) =>
                event.kind === 'call' ? (
                  <CallCard key={event.sid} event={event} />
                ) : (
                  <TextBubble key={event.sid} event={event} />
                ),
              )}
            </ol>
          )}
          <ReplyBox phone={phone} />
          <CallTheService phone={phone} />
        </>
      )}
    </div>
  );
}
