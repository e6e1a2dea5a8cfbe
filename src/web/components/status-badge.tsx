import {
  CircleAlert,
  CircleCheck,
  CircleMinus,
  CirclePause,
  CircleSlash,
  Clock,
  Info,
  MessageSquareX,
  PhoneCall,
  PhoneOff,
  UserCheck,
} from 'lucide-react';
import { todayLabel, type ActivityItem, type TodayStatus } from '@/shared/dashboard';

type Tone = ActivityItem['tone'] | 'neutral';

const toneClasses: Record<Tone, string> = {
  ok: 'bg-ok-bg text-ok',
  wait: 'bg-wait-bg text-wait',
  alert: 'bg-alert-bg text-alert',
  info: 'bg-muted text-fg',
  neutral: 'bg-muted text-muted-fg',
};

// Every status has its own look; the words come from the one label list (shared/dashboard).
const todayBadges: Record<TodayStatus, { tone: Tone; Icon: typeof Clock }> = {
  not_started: { tone: 'neutral', Icon: CircleMinus },
  skipped: { tone: 'neutral', Icon: CircleMinus },
  awaiting: { tone: 'wait', Icon: Clock },
  calling: { tone: 'wait', Icon: PhoneCall },
  redialing: { tone: 'wait', Icon: PhoneCall },
  ok: { tone: 'ok', Icon: CircleCheck },
  needs_help: { tone: 'alert', Icon: CircleAlert },
  no_response: { tone: 'alert', Icon: PhoneOff },
  undeliverable: { tone: 'alert', Icon: MessageSquareX },
  stopped: { tone: 'neutral', Icon: CircleSlash },
  paused: { tone: 'info', Icon: CirclePause },
  resolved: { tone: 'ok', Icon: UserCheck },
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
  const { tone, Icon } = todayBadges[status];
  return (
    <Badge tone={tone} Icon={Icon}>
      <span className="sr-only">Today: </span>
      {todayLabel(status)}
    </Badge>
  );
}
