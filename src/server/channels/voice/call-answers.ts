import type { CallAnswer } from './call-repository';

export type InputMode = 'keypad' | 'speech' | 'both';

const yesWords = /\b(yes|yeah|yep|yup|ok|okay|fine|good|great|alright|all right|i'?m ok|i am ok)\b/;
const noWords = /\b(no|nope|not ok|not okay|not good|not fine|help|emergency|bad)\b/;

/**
 * What a keypress or spoken answer on the check-in call means. Keys and speech are read only
 * when the account's voice setting allows them. "Not okay" contains "okay", so the needs-help
 * words are checked first.
 */
export function interpretCallInput(
  input: { digits?: string; speech?: string },
  mode: InputMode,
): Exclude<CallAnswer, 'no-input'> | undefined {
  if (mode !== 'speech' && input.digits) {
    if (input.digits.startsWith('1')) return 'ok';
    if (input.digits.startsWith('2')) return 'help';
  }
  if (mode !== 'keypad' && input.speech) {
    const words = input.speech.toLowerCase().replace(/[^\p{L}\p{N}'\s]/gu, ' ');
    if (noWords.test(words)) return 'help';
    if (yesWords.test(words)) return 'ok';
  }
  return undefined;
}

export function answerPrompt(mode: InputMode): string {
  if (mode === 'keypad') return 'If you are OK, press 1. If you need help, press 2.';
  if (mode === 'speech') return 'If you are OK, say yes. If you need help, say no.';
  return 'If you are OK, press 1 or say yes. If you need help, press 2 or say no.';
}
