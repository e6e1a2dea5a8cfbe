// The TwiML builders alone, not the SDK's whole REST client (the simulator has no use for it).
import MessagingResponse from 'twilio/lib/twiml/MessagingResponse.js';
import VoiceResponse from 'twilio/lib/twiml/VoiceResponse.js';
import type { Language } from '@/shared/languages';
import type { CallAnswer } from './call-repository';
import type { InputMode } from './call-answers';
import type { CallQuestion } from '../../db/schema/voice';
import { callLanguageCodes, callWords, closingWords } from './call-words';

/** How a call sounds: its language, and the voice that speaks it (the default one if unset). */
export interface CallVoice {
  language: Language;
  /** A Twilio voice name (TWILIO_SPANISH_VOICE for Spanish); Twilio's default when absent. */
  voice?: string;
}

type SayAttributes = NonNullable<Parameters<InstanceType<typeof VoiceResponse>['say']>[0]>;

/** The <Say> attributes of a call's voice: English keeps Twilio's default, as it always has. */
const sayAs = ({ language, voice }: CallVoice): SayAttributes =>
  language === 'en'
    ? {}
    : ({ language: callLanguageCodes[language], ...(voice ? { voice } : {}) } as SayAttributes);

/**
 * The question: the message, then how to answer, listening for keys and/or speech. A keypad-
 * only call listens for speech too, only to notice a spoken answer and ask for a key instead
 * (docs/product.md §2.6); what is said there is never taken as the answer.
 */
export function askTwiml(options: {
  message: string;
  mode: InputMode;
  gatherUrl: string;
  repeat: boolean;
  /** Said first on a repeat: why the question comes again. */
  hint?: string;
  voice: CallVoice;
  /** How to answer; the check-in question's when absent. */
  prompt?: string;
}): string {
  const words = callWords[options.voice.language];
  const response = new VoiceResponse();
  const gather = response.gather({
    input: options.mode === 'speech' ? ['speech'] : ['dtmf', 'speech'],
    numDigits: 1,
    timeout: 8,
    speechTimeout: 'auto',
    hints: words.speechHints,
    // The words are heard in the language they are spoken to.
    ...(options.voice.language === 'en'
      ? {}
      : { language: callLanguageCodes[options.voice.language] as 'es-US' }),
    action: options.gatherUrl,
    method: 'POST',
    // Call the action even when nothing was heard, so the repeat and the no-input result are
    // decided by the service rather than by the call simply ending.
    actionOnEmptyResult: true,
  });
  const intro = options.repeat ? `${options.hint ?? words.didNotCatch} ` : '';
  const prompt = options.prompt ?? words.answerPrompt[options.mode];
  gather.say(
    sayAs(options.voice),
    `${intro}${options.repeat ? '' : `${options.message} `}${prompt}`,
  );
  return response.toString();
}

/** The last words of a call, then it hangs up. */
export function sayAndHangUp(words: string, voice: CallVoice): string {
  const response = new VoiceResponse();
  response.say(sayAs(voice), words);
  response.hangup();
  return response.toString();
}

/** A question's closing, for each way it can end. */
export function closingTwiml(
  answer: CallAnswer,
  voice: CallVoice = { language: 'en' },
  question: CallQuestion = 'check_in',
): string {
  return sayAndHangUp(closingWords(question, answer, voice.language), voice);
}

// The same document every time: built once, not for each of a morning's replies.
let empty: string | undefined;
export function emptyTwiml(): string {
  return (empty ??= new MessagingResponse().toString());
}
