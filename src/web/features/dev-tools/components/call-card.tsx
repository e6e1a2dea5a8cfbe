import { Languages, PhoneCall, PhoneIncoming } from 'lucide-react';
import type { PhoneEvent } from '@/shared/dev-tools';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { useActOnCall, type CallAction } from '../api/phone';
import { shortTime } from './format-time';
import { SayWordsForm } from './say-words-form';
import { StatusBadge } from './status-badge';

const answers: { action: CallAction; label: string; picksUp: boolean }[] = [
  { action: 'press-1', label: 'Press 1', picksUp: true },
  { action: 'press-2', label: 'Press 2', picksUp: true },
  { action: 'press-9', label: 'Press 9 (stop calls)', picksUp: true },
  { action: 'say-yes', label: 'Say “yes”', picksUp: true },
  { action: 'say-no', label: 'Say “no”', picksUp: true },
  { action: 'stay-silent', label: 'Answer, stay silent', picksUp: true },
  { action: 'no-answer', label: "Don't answer", picksUp: false },
  { action: 'busy', label: 'Busy', picksUp: false },
];

const servicePrefix = 'Service: ';

const languageNames: Record<string, string> = { 'en-US': 'English', 'es-US': 'Spanish' };

/** "Spanish (es-US)": the language a call was spoken and heard in. */
export const callLanguageName = (code: string) =>
  `${languageNames[code] ?? code}${languageNames[code] ? ` (${code})` : ''}`;

/**
 * A call from the service, or one this phone made to it: its state, the language it was
 * spoken and heard in, what was said, and while it rings, how to answer.
 */
export function CallCard({ event }: { event: PhoneEvent }) {
  const act = useActOnCall();
  const ringing = event.state === 'ringing';
  const lines = event.body ? event.body.split('\n') : [];
  const incoming = event.direction === 'from_phone';
  const Icon = incoming ? PhoneIncoming : PhoneCall;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-bg p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        <span className="font-medium">
          {incoming ? 'Call to the service' : 'Call from the service'}
        </span>
        <span className="text-sm text-muted-fg">
          · <time dateTime={event.createdAt}>{shortTime(event.createdAt)}</time>
        </span>
        <StatusBadge state={event.state} />
      </div>
      {event.language && (
        <p className="flex items-center gap-1.5 text-sm text-muted-fg">
          <Languages aria-hidden="true" className="size-4" />
          Spoken and heard in {callLanguageName(event.language)}
        </p>
      )}
      {lines.length > 0 ? (
        <ol aria-label="Call transcript" className="flex flex-col gap-1">
          {lines.map((line, index) =>
            line.startsWith(servicePrefix) ? (
              <li key={index}>
                <span className="font-medium">Service: </span>
                <span>{line.slice(servicePrefix.length)}</span>
              </li>
            ) : (
              <li key={index} className="text-muted-fg italic">
                {line}
              </li>
            ),
          )}
        </ol>
      ) : (
        !ringing && (
          <p className="text-muted-fg">
            {event.state === 'in-progress' ? 'The call is under way…' : 'Nothing was said.'}
          </p>
        )
      )}
      {ringing && (
        <>
          <p>The phone is ringing. What does the person do?</p>
          <div role="group" aria-label="Answer the call" className="flex flex-wrap gap-2">
            {answers.map((answer) => (
              <Button
                key={answer.action}
                variant={answer.picksUp ? 'primary' : 'secondary'}
                className="px-3"
                busy={act.isPending && act.variables.action === answer.action}
                disabled={act.isPending}
                onClick={() => act.mutate({ sid: event.sid, action: answer.action })}
              >
                {answer.label}
              </Button>
            ))}
          </div>
          <SayWordsForm
            label="Or answer and say"
            busy={act.isPending && act.variables.action === 'say'}
            disabled={act.isPending}
            onSay={(words) => act.mutate({ sid: event.sid, action: 'say', words })}
          />
        </>
      )}
      {act.isError && <Notice tone="error">{act.error.message}</Notice>}
    </li>
  );
}
