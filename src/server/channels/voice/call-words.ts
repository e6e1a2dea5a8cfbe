import type { Language } from '@/shared/languages';
import type { InputMode } from './call-answers';
import type { CallQuestion } from '../../db/schema/voice';
import type { CallAnswer } from './call-repository';

/** How each language is spoken and heard on a call: Twilio's language codes for <Say>/<Gather>. */
export const callLanguageCodes: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** What a call says, in each language a parent may be called in. */
interface CallWords {
  /** How to answer the check-in question. */
  answerPrompt: Record<InputMode, string>;
  /** After it, on every check-in call: how to stop the calls (like STOP, issue 23). */
  optOutPrompt: Record<InputMode, string>;
  /** How to answer the consent call's question. */
  consentPrompt: Record<InputMode, string>;
  /** Said first when the question comes again. */
  didNotCatch: string;
  /** A keypad-only call that heard words: why the question comes again. */
  pressAKey: string;
  /** Words the speech recognizer is told to expect. */
  speechHints: string;
  closings: Record<'ok' | 'help' | 'no-input', string>;
  /** The consent call's closings: agreeing and saying no differ from a check-in's. */
  consentClosings: Record<'agree' | 'refuse' | 'no-input', string>;
  /** After press 9 or "stop calling", on any call: like the STOP confirmation. */
  optedOut: string;
  /** The opening of the daily call, before the day's words. */
  checkInGreeting: (name: string, service: string) => string;
  /** A call to the service's number from a parent: before the check-in question. */
  inboundGreeting: (name: string, service: string) => string;
  /** The call placed back to a parent whose own call came with a caller ID we could not trust. */
  callBackGreeting: (name: string, service: string) => string;
  /**
   * The consent call (docs/product.md §3 by call): the service and the owner by name, how often it
   * calls, and that the family is told when nobody answers.
   */
  consentRequest: (owner: string, service: string) => string;
}

export const callWords: Record<Language, CallWords> = {
  en: {
    answerPrompt: {
      keypad: 'If you are OK, press 1. If you need help, press 2.',
      speech: 'If you are OK, say yes. If you need help, say no.',
      both: 'If you are OK, press 1 or say yes. If you need help, press 2 or say no.',
    },
    optOutPrompt: {
      keypad: 'To stop these calls, press 9.',
      speech: 'To stop these calls, say stop calling.',
      both: 'To stop these calls, press 9 or say stop calling.',
    },
    consentPrompt: {
      keypad:
        'To agree, press 1. If you do not agree, press 2. To never be called by us again, press 9.',
      speech: 'To agree, say yes. If you do not agree, say no.',
      both: 'To agree, press 1 or say yes. If you do not agree, press 2 or say no. To never be called by us again, press 9.',
    },
    didNotCatch: "Sorry, we didn't catch that.",
    pressAKey: 'Please press 1 or 2.',
    speechHints: 'yes, no, okay, help, stop calling',
    closings: {
      ok: "Thank you. We'll let your family know you're OK. Goodbye.",
      help: 'Thank you. We are letting your family know right away that you need help. Goodbye.',
      'no-input': "We didn't hear an answer, so we'll let your family know. Goodbye.",
    },
    optedOut: 'You will get no more calls or texts from us. We will let your family know. Goodbye.',
    consentClosings: {
      agree:
        'Thank you. We will call you once a day to check on you. To stop the calls, press 9 on any call. Goodbye.',
      refuse:
        'Thank you. We will not call you for check-ins, and we will let your family know. Goodbye.',
      'no-input': "We didn't hear an answer. We will try again another day. Goodbye.",
    },
    checkInGreeting: (name, service) =>
      `Hello ${name}. This is your daily check-in call from ${service}.`,
    inboundGreeting: (name, service) => `Hello ${name}. This is ${service}.`,
    callBackGreeting: (name, service) => `Hello ${name}. This is ${service}, calling you back.`,
    consentRequest: (owner, service) =>
      `Hello. This is ${service}, calling for ${owner}. ${owner} would like us to call you once a day, to check that you are OK. If you do not answer, we call once more, and then let your family know. Your answer is recorded.`,
  },
  es: {
    answerPrompt: {
      keypad: 'Si está bien, oprima 1. Si necesita ayuda, oprima 2.',
      speech: 'Si está bien, diga sí. Si necesita ayuda, diga no.',
      both: 'Si está bien, oprima 1 o diga sí. Si necesita ayuda, oprima 2 o diga no.',
    },
    optOutPrompt: {
      keypad: 'Para no recibir más llamadas, oprima 9.',
      speech: 'Para no recibir más llamadas, diga: no me llamen más.',
      both: 'Para no recibir más llamadas, oprima 9 o diga: no me llamen más.',
    },
    consentPrompt: {
      keypad:
        'Para aceptar, oprima 1. Si no acepta, oprima 2. Para que no le llamemos nunca más, oprima 9.',
      speech: 'Para aceptar, diga sí. Si no acepta, diga no.',
      both: 'Para aceptar, oprima 1 o diga sí. Si no acepta, oprima 2 o diga no. Para que no le llamemos nunca más, oprima 9.',
    },
    didNotCatch: 'Perdón, no le entendimos.',
    pressAKey: 'Por favor, oprima 1 o 2.',
    speechHints: 'sí, no, bien, ayuda, no me llamen más',
    closings: {
      ok: 'Gracias. Le avisaremos a su familia que usted está bien. Adiós.',
      help: 'Gracias. Le estamos avisando a su familia ahora mismo que usted necesita ayuda. Adiós.',
      'no-input': 'No escuchamos una respuesta, así que le avisaremos a su familia. Adiós.',
    },
    optedOut: 'No recibirá más llamadas ni mensajes nuestros. Le avisaremos a su familia. Adiós.',
    consentClosings: {
      agree:
        'Gracias. Le llamaremos una vez al día para saber cómo está. Para dejar de recibir las llamadas, oprima 9 en cualquier llamada. Adiós.',
      refuse: 'Gracias. No le llamaremos, y le avisaremos a su familia. Adiós.',
      'no-input': 'No escuchamos una respuesta. Le llamaremos otro día. Adiós.',
    },
    checkInGreeting: (name, service) =>
      `Hola, ${name}. Esta es su llamada diaria de ${service} para saber cómo está.`,
    inboundGreeting: (name, service) => `Hola, ${name}. Habla ${service}.`,
    callBackGreeting: (name, service) =>
      `Hola, ${name}. Habla ${service}, le devolvemos la llamada.`,
    consentRequest: (owner, service) =>
      `Hola. Le llama ${service} de parte de ${owner}. ${owner} quiere que le llamemos una vez al día para saber si usted está bien. Si no contesta, le llamamos una vez más y después le avisamos a su familia. Su respuesta queda grabada.`,
  },
};

/** Where the service answers calls to its own number but does not know the caller. */
export const unknownCallerWords = (service: string) =>
  `This is the ${service} line. We do not have this number on file. Goodbye.`;

/**
 * What a caller hears when the network could not vouch for the number calling: the same words
 * whether or not the number is on file, so the call tells a stranger nothing (docs/product.md §3).
 */
export const unverifiedCallerWords = (service: string) =>
  `Thank you for calling ${service}. If this number is on file with us, we will call it back in a moment. Goodbye.`;

/** A call's last words, for how it ended. */
export function closingWords(question: CallQuestion, answer: CallAnswer, language: Language) {
  const words = callWords[language];
  switch (answer) {
    case 'ok':
    case 'help':
      return words.closings[answer];
    case 'agree':
    case 'refuse':
      return words.consentClosings[answer];
    case 'opt-out':
      return words.optedOut;
    case 'no-input':
      return question === 'consent'
        ? words.consentClosings['no-input']
        : words.closings['no-input'];
  }
}

/**
 * How to answer a call's question: the check-in's (then how to stop the calls), or the consent
 * call's. A notice asks nothing.
 */
export function callPrompt(question: CallQuestion, mode: InputMode, language: Language) {
  const words = callWords[language];
  switch (question) {
    case 'check_in':
      return `${words.answerPrompt[mode]} ${words.optOutPrompt[mode]}`;
    case 'consent':
      return words.consentPrompt[mode];
    case 'notice':
      return '';
  }
}
