import type { CallQuestion } from '../../db/schema/voice';
import { classifyReply } from '../../replies/classify-reply';
import type { CallAnswer } from './call-repository';

export type { InputMode } from '../../db/schema/voice';
import type { InputMode } from '../../db/schema/voice';
type Heard = Exclude<CallAnswer, 'no-input'>;

// The keys of each question. 9 stops the calls on any call, like STOP (issue 23).
const keys: Record<CallQuestion, Record<string, Heard>> = {
  check_in: { '1': 'ok', '2': 'help', '9': 'opt-out' },
  consent: { '1': 'agree', '2': 'refuse', '9': 'opt-out' },
  // A notice asks nothing: it hangs up after its words.
  notice: {},
};

/**
 * What a keypress or spoken answer on a call means. Keys and speech are read only when the
 * account's voice setting allows them. Speech goes through the same reply rules as a text, so
 * "sí", "I'm fine", "I fell" and "stop calling" mean on the phone what they mean in a text.
 */
export function interpretCallInput(
  input: { digits?: string; speech?: string },
  mode: InputMode,
  question: CallQuestion = 'check_in',
): Heard | undefined {
  if (mode !== 'speech' && input.digits) {
    const key = keys[question][input.digits.charAt(0)];
    if (key) return key;
  }
  if (mode !== 'keypad' && input.speech) return spokenAnswer(input.speech, question);
  return undefined;
}

/** A spoken reply as a call answer; chat and START are no usable answer. */
function spokenAnswer(speech: string, question: CallQuestion): Heard | undefined {
  const outcome = classifyReply(speech);
  switch (outcome) {
    case 'ok':
      return question === 'consent' ? 'agree' : 'ok';
    case 'needs_help':
      // On the consent call, a "no" (a reply that opens with no) is a refusal.
      return question === 'consent' ? 'refuse' : 'help';
    case 'help':
      return question === 'consent' ? undefined : 'help';
    case 'opt_out':
      return 'opt-out';
    case 'opt_in':
    case 'other':
      return undefined;
  }
}
