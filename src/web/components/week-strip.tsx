import {
  CircleAlert,
  CircleCheck,
  CircleMinus,
  CirclePause,
  CircleSlash,
  Clock,
  PhoneOff,
  type LucideIcon,
} from 'lucide-react';
import {
  STRIP_DAYS_SHORT,
  stripDayText,
  stripWeekday,
  type StripDay,
  type StripMark,
} from '../../shared/week-strip';

// Colour is the third signal: each mark has its own icon, and each day its words for readers.
const marks: Record<StripMark, { Icon: LucideIcon; classes: string }> = {
  ok: { Icon: CircleCheck, classes: 'bg-ok-bg text-ok' },
  needs_help: { Icon: CircleAlert, classes: 'bg-alert-bg text-alert' },
  no_answer: { Icon: PhoneOff, classes: 'bg-alert-bg text-alert' },
  skipped: { Icon: CircleMinus, classes: 'bg-muted text-muted-fg' },
  opted_out: { Icon: CircleSlash, classes: 'bg-muted text-muted-fg' },
  paused: { Icon: CirclePause, classes: 'bg-muted text-fg' },
  pending: { Icon: Clock, classes: 'bg-wait-bg text-wait' },
};

// Thirty cells share half the desktop page (about 13 px each): only the icon, kept inside it.
// "9:12 AM" fits a phone's cell as "9:12"; the words read out carry the whole time.
const shortTime = (time: string) => time.replace(/\s?[AP]M$/, '');

/**
 * A parent's recent days at a glance, oldest first: the last seven on a phone, every day given
 * (up to 30) from the md breakpoint. Each cell is an icon on its colour, and the list reads as
 * "Mon, Jan 12: OK, replied 9:12 AM" for a screen reader and as a tooltip.
 */
export function WeekStrip({ name, days }: { name: string; days: StripDay[] }) {
  const older = Math.max(0, days.length - STRIP_DAYS_SHORT);
  const long = days.length > STRIP_DAYS_SHORT;
  return (
    <figure className="flex flex-col gap-1.5" data-week-strip>
      <figcaption className="text-sm text-muted-fg">
        <span className={long ? 'md:hidden' : undefined}>
          Last {Math.min(days.length, STRIP_DAYS_SHORT)} days
        </span>
        {long && <span className="hidden md:inline">Last {days.length} days</span>}
      </figcaption>
      <ol
        aria-label={`${name}'s recent days`}
        className={`grid grid-cols-7 gap-1 ${long ? 'md:grid-cols-[repeat(30,minmax(0,1fr))] md:gap-px' : ''}`}
      >
        {days.map((day, index) => {
          const { Icon, classes } = marks[day.mark];
          const text = stripDayText(day);
          return (
            <li
              key={day.localDate}
              title={text}
              data-mark={day.mark}
              className={`${index < older ? 'hidden md:flex' : 'flex'} min-w-0 flex-col items-center gap-0.5 rounded-md py-1 ${long ? 'md:rounded-sm md:py-1.5' : ''} ${classes} ${day.today ? 'ring-2 ring-fg/60 ring-inset' : ''}`}
            >
              <span className="sr-only">{text}</span>
              <Icon aria-hidden="true" className={`size-4 shrink-0 ${long ? 'md:size-3' : ''}`} />
              <span aria-hidden="true" className={`text-xs font-medium ${long ? 'md:hidden' : ''}`}>
                {stripWeekday(day)}
              </span>
              <span
                aria-hidden="true"
                className={`text-xs tabular-nums ${long ? 'md:hidden' : ''}`}
              >
                {day.replyTime ? shortTime(day.replyTime) : '–'}
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
