import type { VoiceCall } from './call-repository';
import { callPrompt } from './call-words';
import { askTwiml, type CallVoice } from './twiml';

/** How a call sounds: its language, in the configured voice of Spanish calls. */
export function voiceOf(call: Pick<VoiceCall, 'language'>, spanishVoice: string): CallVoice {
  return {
    language: call.language,
    voice: call.language === 'es' ? spanishVoice : undefined,
  };
}

/** The question a call asks, after its message; `repeat` when nothing usable was heard. */
export function askTwimlFor(
  call: VoiceCall,
  options: { gatherUrl: string; spanishVoice: string; repeat?: { hint?: string } | false },
) {
  const mode = call.inputMode;
  const repeat = options.repeat ?? false;
  return askTwiml({
    message: call.message,
    mode,
    gatherUrl: options.gatherUrl,
    repeat: Boolean(repeat),
    hint: repeat ? repeat.hint : undefined,
    voice: voiceOf(call, options.spanishVoice),
    prompt: callPrompt(call.question, mode, call.language),
  });
}
