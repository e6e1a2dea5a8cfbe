import type { Arrival } from '../observer';
import { MINUTE, type Check } from './check-context';
import { stoppedAt } from './stops';

// Words only one of the two languages writes: enough to tell the service's texts apart.
const spanishWords = /[¿¡ñ]|\b(usted|su|responda|gracias|mensajes?|familia|está|llame)\b/i;
const englishWords = /\b(you|your|reply|thank|thanks|please|the|and|is)\b/i;

/** The language a text reads in, by its words: es, en, or mixed (both, or neither). */
export function textLanguage(body: string): 'es' | 'en' | 'mixed' {
  const spanish = spanishWords.test(body);
  const english = englishWords.test(body);
  if (spanish && !english) return 'es';
  if (english && !spanish) return 'en';
  return 'mixed';
}

/**
 * [8] No text ever reaches a parent checked on by call. [10] Everything a parent reads or hears
 * is in their language: a Spanish-speaking parent's texts read as Spanish and their calls speak
 * es-US; an English-speaking parent's as English.
 */
export function checkLanguages(check: Check) {
  const { cast, arrivals, acts, violate, count } = check;
  for (const parent of cast.parents) {
    const texts = arrivals.filter(
      (arrival) => arrival.to === parent.phone && arrival.channel === 'sms',
    );
    if (parent.checkInBy === 'call')
      for (const text of texts)
        violate(8, `${parent.name}, checked on by call, got a text: "${text.body.slice(0, 80)}"`);
    // Her STOP ends her agreement, and with it the language the account chose for her: what
    // reaches her number after the STOP's own confirmation (the answer to a START a day later)
    // is in English, as for any number that agreed to nothing (docs/product.md §3).
    const account = cast.accounts.find((candidate) => candidate.userId === parent.userId)!;
    const stopped = stoppedAt(acts, account, parent);
    const agreementEnded = (text: Arrival) => stopped !== undefined && text.at > stopped + MINUTE;
    for (const text of texts) {
      const language = textLanguage(text.body);
      if (agreementEnded(text)) {
        if (language === 'es')
          violate(
            10,
            `${parent.name} got a text in Spanish after her STOP ended her agreement: "${text.body.slice(0, 80)}"`,
          );
      } else if (parent.language === 'es' ? language !== 'es' : language === 'es')
        violate(
          10,
          `${parent.name} (${parent.language}) got a text in ${language}: "${text.body.slice(0, 80)}"`,
        );
      else if (parent.language === 'es') count('texts to Spanish-speaking parents, in Spanish');
    }
    const spoken = parent.language === 'es' ? 'es-US' : 'en-US';
    for (const call of arrivals.filter(
      (arrival) => arrival.to === parent.phone && arrival.channel === 'call' && arrival.language,
    )) {
      if (call.language !== spoken)
        violate(10, `${parent.name} (${parent.language}) was called in ${call.language}`);
      else if (parent.language === 'es') count('calls to Spanish-speaking parents, in Spanish');
    }
  }
}
