import type { PhoneThreadSummary } from '@/shared/dev-tools';
import { formatPhone } from '@/shared/phone';
import { shortTime } from './format-time';
import { StatusBadge } from './status-badge';

const lastLine = (thread: PhoneThreadSummary) => {
  if (thread.lastKind !== 'call') return thread.lastBody;
  const transcript = thread.lastBody.split('\n')[0];
  return transcript ? `Call · ${transcript}` : 'Call';
};

/** The phones the service texted or called, most recent first. */
export function PhoneThreadList({
  threads,
  selected,
  onSelect,
}: {
  threads: PhoneThreadSummary[];
  selected: string | null;
  onSelect: (phone: string) => void;
}) {
  return (
    <ul className="flex flex-col gap-2">
      {threads.map((thread) => (
        <li key={thread.phone}>
          <button
            type="button"
            onClick={() => onSelect(thread.phone)}
            aria-current={selected === thread.phone ? 'true' : undefined}
            className={`flex w-full flex-col items-start gap-1 rounded-xl border p-3 text-left ${
              selected === thread.phone
                ? 'border-primary bg-muted'
                : 'border-border bg-card hover:bg-muted'
            }`}
          >
            <span className="flex w-full flex-wrap items-center gap-2">
              <span className="font-medium">{formatPhone(thread.phone)}</span>
              {thread.ringing && <StatusBadge state="ringing" />}
              <span className="ml-auto text-muted-fg">{shortTime(thread.lastAt)}</span>
            </span>
            <span className="line-clamp-2 w-full break-words text-muted-fg">
              {lastLine(thread)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
