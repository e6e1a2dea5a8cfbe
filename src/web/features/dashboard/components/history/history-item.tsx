import { MessageSquareText, Phone } from 'lucide-react';
import { messageKindLabel, type HistoryItem } from '@/shared/dashboard';
import { formatPhone } from '@/shared/phone';
import { Badge } from '@/web/components/status-badge';
import { timeOf } from '@/web/lib/time-of';
import { messageStatus } from './message-status';

const recipientTypes = {
  parent: 'Parent',
  family_member: 'Family member',
  owner: 'You',
  other: 'Other number',
} as const;

/** One text or call: when, to whom, channel, kind, the words and its status. */
export function HistoryEntry({ item }: { item: HistoryItem }) {
  const status = messageStatus(item);
  const Channel = item.channel === 'sms' ? MessageSquareText : Phone;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <span className="font-semibold break-words">
            {item.recipient.name ?? formatPhone(item.toNumber)}
          </span>
          <span className="text-sm text-muted-fg">
            {recipientTypes[item.recipient.type]} ·{' '}
            <span className="whitespace-nowrap">{formatPhone(item.toNumber)}</span>
          </span>
        </div>
        <time dateTime={item.at} className="text-sm whitespace-nowrap text-muted-fg">
          {timeOf(item.at)}
        </time>
      </div>
      <p className="break-words whitespace-pre-line">{item.body}</p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 text-sm text-muted-fg">
          <Channel aria-hidden="true" className="size-4" />
          {item.channel === 'sms' ? 'Text' : 'Call'} · {messageKindLabel(item.kind)}
        </span>
        <Badge tone={status.tone}>
          <span className="sr-only">Status: </span>
          {status.label}
        </Badge>
      </div>
    </li>
  );
}
