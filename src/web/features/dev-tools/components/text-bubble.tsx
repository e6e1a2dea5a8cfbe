import type { PhoneEvent } from '@/shared/dev-tools';
import { shortTime } from './format-time';
import { LinkifiedText } from './linkified-text';
import { StatusBadge } from './status-badge';

/** One text: the service's on the left, the phone's own on the right, as on a phone. */
export function TextBubble({ event }: { event: PhoneEvent }) {
  const fromService = event.direction === 'to_phone';
  return (
    <li className={`flex flex-col gap-1 ${fromService ? 'items-start pr-8' : 'items-end pl-8'}`}>
      <span className="text-sm text-muted-fg">
        {fromService ? 'Service' : 'This phone'} ·{' '}
        <time dateTime={event.createdAt}>{shortTime(event.createdAt)}</time>
      </span>
      <p
        className={`max-w-full rounded-2xl px-4 py-2 break-words whitespace-pre-wrap ${
          fromService
            ? 'rounded-tl-sm border border-border bg-muted text-fg'
            : 'rounded-tr-sm bg-primary text-primary-fg'
        }`}
      >
        {/* The service's texts carry links (consent, sign-in) worth following from here. */}
        {fromService ? <LinkifiedText text={event.body} /> : event.body}
      </p>
      {fromService && <StatusBadge state={event.state} />}
    </li>
  );
}
