import { CircleCheck, Clock, Lock, Pause, Play } from 'lucide-react';
import type { ScheduledMessageStatus } from '@/shared/campaigns';

type Badge = 'active' | 'paused' | ScheduledMessageStatus;

const badges: Record<Badge, { label: string; classes: string; Icon: typeof Clock }> = {
  active: { label: 'Active', classes: 'bg-ok-bg text-ok', Icon: Play },
  paused: { label: 'Paused', classes: 'bg-wait-bg text-wait', Icon: Pause },
  scheduled: { label: 'Scheduled', classes: 'bg-muted text-fg', Icon: Clock },
  locked: { label: 'Locked', classes: 'bg-wait-bg text-wait', Icon: Lock },
  sent: { label: 'Sent', classes: 'bg-ok-bg text-ok', Icon: CircleCheck },
};

/** A campaign's or a message's state in words and an icon; colour is only a third signal. */
export function StatusBadge({ status }: { status: Badge }) {
  const { label, classes, Icon } = badges[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ${classes}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </span>
  );
}
