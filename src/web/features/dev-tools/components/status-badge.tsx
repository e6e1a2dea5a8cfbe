import { CircleAlert, CircleCheck, Clock, PhoneIncoming } from 'lucide-react';

type Tone = 'ok' | 'wait' | 'alert';

/**
 * The states the channels report: e-mails (queued, sending, sent, failed), texts (queued,
 * delivered, undelivered, received) and calls (ringing, in-progress, completed, no-answer, busy).
 */
const states: Record<string, { label: string; tone: Tone }> = {
  queued: { label: 'Queued', tone: 'wait' },
  sending: { label: 'Sending', tone: 'wait' },
  sent: { label: 'Sent', tone: 'ok' },
  delivered: { label: 'Delivered', tone: 'ok' },
  received: { label: 'Received', tone: 'ok' },
  ringing: { label: 'Ringing', tone: 'wait' },
  'in-progress': { label: 'In progress', tone: 'wait' },
  completed: { label: 'Completed', tone: 'ok' },
  failed: { label: 'Failed', tone: 'alert' },
  // An e-mail its address has not agreed to (docs/product.md §3): kept, never sent.
  held: { label: 'Held, not sent', tone: 'alert' },
  undelivered: { label: 'Undelivered', tone: 'alert' },
  'no-answer': { label: 'No answer', tone: 'alert' },
  busy: { label: 'Busy', tone: 'alert' },
};

const tones: Record<Tone, string> = {
  ok: 'bg-ok-bg text-ok',
  wait: 'bg-wait-bg text-wait',
  alert: 'bg-alert-bg text-alert',
};

/** A state in words, with a colour and an icon to back the words up (never colour alone). */
export function StatusBadge({ state }: { state: string }) {
  const known = states[state] ?? { label: state, tone: 'wait' as const };
  const Icon =
    state === 'ringing'
      ? PhoneIncoming
      : known.tone === 'ok'
        ? CircleCheck
        : known.tone === 'alert'
          ? CircleAlert
          : Clock;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ${tones[known.tone]}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {known.label}
    </span>
  );
}
