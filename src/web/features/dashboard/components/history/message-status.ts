import type { HistoryItem } from '@/shared/dashboard';

type Tone = 'ok' | 'wait' | 'alert' | 'neutral';

const statuses: Record<string, { label: string; tone: Tone }> = {
  queued: { label: 'Queued', tone: 'wait' },
  sending: { label: 'Sending', tone: 'wait' },
  sent: { label: 'Sent', tone: 'wait' },
  delivered: { label: 'Delivered', tone: 'ok' },
  undelivered: { label: 'Not delivered', tone: 'alert' },
  failed: { label: 'Failed', tone: 'alert' },
  blocked: { label: 'Not sent (opted out)', tone: 'alert' },
  placing: { label: 'Calling', tone: 'wait' },
  ringing: { label: 'Ringing', tone: 'wait' },
  'in-progress': { label: 'In progress', tone: 'wait' },
  completed: { label: 'Completed', tone: 'ok' },
  busy: { label: 'Busy', tone: 'alert' },
  'no-answer': { label: 'No answer', tone: 'alert' },
  canceled: { label: 'Canceled', tone: 'neutral' },
};

const callAnswers: Record<string, { label: string; tone: Tone }> = {
  ok: { label: 'Answered: OK', tone: 'ok' },
  help: { label: 'Answered: needs help', tone: 'alert' },
  'no-input': { label: 'Answered but gave no answer', tone: 'alert' },
};

/** A text's or call's status in words, with the tone of its badge. */
export function messageStatus(item: Pick<HistoryItem, 'status' | 'answer'>): {
  label: string;
  tone: Tone;
} {
  return (
    (item.answer ? callAnswers[item.answer] : undefined) ??
    statuses[item.status] ?? { label: item.status, tone: 'neutral' }
  );
}
