import { classifyReply } from '../../replies/classify-reply';
import type { CallAnswer } from './call-repository';

export type InputMode = 'keypad' | 'speech' | 'both';

/**
 * What a keypress or spoken answer on the check-in call means. Keys and speech are read only
 * when the account's voice setting allows them. Speech goes through the same reply rules as a
 * text, so "sí", "I'm fine" and "I fell" mean on the phone what they mean in a text.
 */
export function interpretCallInput(
  input: { digits?: string; speech?: string },
  mode: InputMode,
): Exclude<CallAnswer, 'no-input'> | undefined {
  if (mode !== 'speech' && input.digits) {
    if (input.digits.startsWith('1')) return 'ok';
    if (input.digits.startsWith('2')) return 'help';
  }
  if (mode !== 'keypad' && input.speech) return spokenAnswer(input.speech);
  return undefined;
}

/** A spoken reply as a call answer; chat, and compliance words, are no usable answer. */
function spokenAnswer(speech: string): Exclude<CallAnswer, 'no-input'> | undefined {
  const outcome = classifyReply(speech);
  switch (outcome) {
    case 'ok':
      return 'ok';
    case 'needs_help':
    case 'help':
      return 'help';
    case 'opt_out':
    case 'opt_in':
    case 'other':
      return undefined;
  }
}

export function answerPrompt(mode: InputMode): string {
  if (mode === 'keypad') return 'If you are OK, press 1. If you need help, press 2.';
  if (mode === 'speech') return 'If you are OK, say yes. If you need help, say no.';
  return 'If you are OK, press 1 or say yes. If you need help, press 2 or say no.';
}
