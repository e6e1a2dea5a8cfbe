import type { CastAccount } from '../cast';
import { spokenAnswers, spokenSpanish } from '../people';

/** What a call action comes to, given how the account's calls take answers. */
export function callOutcome(
  action: string,
  mode: CastAccount['voiceResponse'],
): { answer?: 'ok' | 'no'; missed?: string; stopped?: true } {
  if (action === 'press-9')
    return mode === 'voice'
      ? { missed: 'answered the call but gave no answer' }
      : { stopped: true };
  if (action === 'calls-off') return { missed: 'did not reply to the check-in text' };
  if (action === 'failed') return { missed: 'the call could not be placed' };
  if (action === 'no-answer') return { missed: 'did not answer the call' };
  if (action === 'busy') return { missed: 'the line was busy' };
  const unusable = { missed: 'answered the call but gave no answer' };
  if (action === 'stay-silent') return unusable;
  if (action === 'press-1' || action === 'press-2') {
    if (mode === 'voice') return unusable;
    return { answer: action === 'press-1' ? ('ok' as const) : ('no' as const) };
  }
  const words = action.replace(/^say:/, '');
  if (mode === 'keypad') return unusable;
  const oks: readonly string[] = [...spokenAnswers.ok, ...spokenSpanish.ok];
  return { answer: oks.includes(words) ? ('ok' as const) : ('no' as const) };
}
