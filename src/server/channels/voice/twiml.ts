import twilio from 'twilio';
import type { CallAnswer } from './call-repository';
import { answerPrompt, type InputMode } from './call-answers';

const { VoiceResponse } = twilio.twiml;

/**
 * The question: the message, then how to answer, listening for keys and/or speech. A keypad-
 * only call listens for speech too, only to notice a spoken answer and ask for a key instead
 * (PRODUCT.md §2.6); what is said there is never taken as the answer.
 */
export function askTwiml(options: {
  message: string;
  mode: InputMode;
  gatherUrl: string;
  repeat: boolean;
  /** Said first on a repeat: why the question comes again. */
  hint?: string;
}): string {
  const response = new VoiceResponse();
  const gather = response.gather({
    input: options.mode === 'speech' ? ['speech'] : ['dtmf', 'speech'],
    numDigits: 1,
    timeout: 8,
    speechTimeout: 'auto',
    hints: 'yes, no, okay, help',
    action: options.gatherUrl,
    method: 'POST',
    // Call the action even when nothing was heard, so the repeat and the no-input result are
    // decided by the service rather than by the call simply ending.
    actionOnEmptyResult: true,
  });
  const intro = options.repeat ? `${options.hint ?? "Sorry, we didn't catch that."} ` : '';
  gather.say(`${intro}${options.repeat ? '' : `${options.message} `}${answerPrompt(options.mode)}`);
  return response.toString();
}

const closings: Record<CallAnswer, string> = {
  ok: "Thank you. We'll let your family know you're OK. Goodbye.",
  help: 'Thank you. We are letting your family know right away that you need help. Goodbye.',
  'no-input': "We didn't hear an answer, so we'll let your family know. Goodbye.",
};

export function closingTwiml(answer: CallAnswer): string {
  const response = new VoiceResponse();
  response.say(closings[answer]);
  response.hangup();
  return response.toString();
}

export function emptyTwiml(): string {
  return new twilio.twiml.MessagingResponse().toString();
}
