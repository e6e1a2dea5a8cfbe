import { CircleAlert, CircleCheck, CircleMinus, Clock, Info, PhoneOff } from 'lucide-react';
import type { ActivityItem, TodayStatus } from '../../../../../shared/dashboard';

type Tone = ActivityItem['tone'] | 'neutral';

const toneClasses: Record<Tone, string> = {
  ok: 'bg-ok-bg text-ok',
  wait: 'bg-wait-bg text-wait',
  alert: 'bg-alert-bg text-alert',
  info: 'bg-muted text-fg',
  neutral: 'bg-muted text-muted-fg',
};

const todayBadges: Record<TodayStatus, { label: string; tone: Tone; Icon: typeof Clock }> = {
  waiting: { label: 'Waiting for reply', tone: 'wait', Icon: Clock },
  ok: { label: 'OK', tone: 'ok', Icon: CircleCheck },
  needs_help: { label: 'Needs help', tone: 'alert', Icon: CircleAlert },
  no_answer: { label: 'No answer', tone: 'alert', Icon: PhoneOff },
  not_sent: { label: 'Not sent yet', tone: 'neutral', Icon: CircleMinus },
};

/** A small pill: words and an icon, with colour only as a third signal. */
const toneIcons: Record<Tone, typeof Clock> = {
  ok: CircleCheck,
  wait: Clock,
  alert: CircleAlert,
  info: Info,
  neutral: Info,
};

export function Badge({
  tone,
  Icon = toneIcons[tone],
  children,
}: {
  tone: Tone;
  Icon?: typeof Clock;
  children: React.ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ${toneClasses[tone]}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </span>
  );
}

/** Today's check-in for a parent, in words. */
export function TodayBadge({ status }: { status: TodayStatus }) {
  const { label, tone, Icon } = todayBadges[status];
  return (
    <Badge tone={tone} Icon={Icon}>
      <span className="sr-only">Today: </span>
      {label}
    </Badge>
  );
}
