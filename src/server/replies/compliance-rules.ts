import { findPhrase, phrases, words } from './phrases';

/**
 * The compliance part of the reply rules (docs/product.md §3), the same for parents and family
 * members: an opt-out by the carrier words or any reasonable phrasing (the FCC's 2024
 * revocation rule), START to opt back in, HELP or INFO for the help text.
 */
export type ComplianceOutcome = 'opt_out' | 'opt_in' | 'help';

export interface ComplianceFinding {
  outcome: ComplianceOutcome;
  rule: string;
}

// The carrier opt-out words, and their Spanish counterparts. Alone (with a "please") they are
// an opt-out; inside a sentence they mean what the sentence means ("stop by later", "the end
// of the week", "para mí todo bien").
const optOutKeywords = words(`
  stop stopall unsubscribe cancel end quit revoke optout
  para parar alto basta baja cancelar detener
`);
// Words that may stand around a keyword without changing it: "please stop", "STOP IT",
// "stop all", "yes please stop", "para ya", "I quit". None may carry a meaning of its own.
const keywordCourtesies = words(`
  please pls plz now it this these all i yes ok thanks thank you ya por favor gracias
`);
// "FIN" is also a Spanish opt-out word, but elders type "fin" for "fine": a wrong opt-out
// stops the check-ins, so it is left out.

// Not RESUME: a paused parent's word for her check-ins (docs/product.md §2.14, decision 044).
const optInKeywords = words('start unstop restart');
const optInCourtesies = words(
  'please pls plz yes again now thanks thank you ok the texts messages por favor',
);

// HELP and INFO alone. "help me" or "help please" is a plea, not the keyword: the parent gets
// "your family has been notified" instead of the service's help text.
const helpReplies = phrases(
  '^ help|info|information|ayuda|información $',
  '^ more info|information $',
  '^ info please|pls $',
  '^ más info|información $',
);

// A carrier word standing as its own sentence at the start: "STOP. Who is this?",
// "Quit! I never signed up". Read on the raw text because normalizing drops the full stop.
const keywordSentence =
  /^\s*(stop|stopall|unsubscribe|cancel|end|quit|revoke|optout|para|alto|basta|baja|cancelar)\s*[.!]/i;

// Opt-out phrasings. Each says, about these messages, "no more".
const optOutPhrases = phrases(
  // "please stop texting me", "quit messaging", "stop calling me".
  'stop|quit|cease|end texting|txting|texing|messaging|sending|contacting|calling|bothering|pestering|harassing|spamming',
  // "stop these texts", "cancel the check-ins", "end this service", "stop the annoying messages".
  'stop|quit|end|cancel|cease the|these|this|those|all|your|my|all? _? texts|text|txts|messages|message|msgs|sms|alerts|calls|check-ins|checkins|reminders|notifications|service|subscription|program',
  // "how do I stop this?", "I want to stop it". Not "end it": see the crisis words.
  'stop|quit|cancel|unsubscribe this|these|it|them $',
  'end this|these $',
  'want|wanna|like|need to stop|quit|cancel|unsubscribe|end $',
  // "don't text me", "do not message us", "never text me again".
  "don't|never text|txt|message|msg|sms|contact me|us",
  // "don't call me anymore", "do not send these again", "don't bother me ever again".
  "don't|never call|send|write|bother|contact|text|message me|us|these|this|them? _? _? anymore|again|ever",
  // "don't send me any more messages", "never send us these alerts": the thing not to send must
  // be these messages, so "don't send me the check" and "send my love to Ann" stay chat. Plural
  // only: "don't send me a text, just call" is about how, not whether.
  "don't|never send me|us? _? _? texts|txts|messages|msgs|alerts|calls|check-ins|checkins|reminders|notifications",
  // "do not send any more", "don't text me any more": "any more" written as two words.
  "don't|never send|call|text|message|write me|us? any more $",
  // "no more texts", "no more daily messages".
  'no more _? texts|text|txts|messages|msgs|calls|alerts|check-ins|reminders',
  // "I don't want these texts", "I no longer need this service".
  "don't|never want|need _? _? texts|txts|messages|msgs|calls|alerts|check-ins|reminders|service",
  'no longer want|need _? _? texts|txts|messages|msgs|calls|alerts|check-ins|reminders|service',
  'unsubscribe|unsub|unsuscribe|unsubcribe|unsubscibe|revoke|stopall|optout',
  'opt me? out',
  // Not "drop me": "drop me a line".
  'remove|delete me|us',
  'remove|delete my number',
  'take me|us off',
  'take my number off',
  'leave me alone',
  'wrong number',
  'i want out',
  'count me out',
  '^ not interested $',
  // Spanish: "no más mensajes", "ya no me escriban", "no me escribas más", "dejen de escribirme",
  // "quiero darme de baja".
  'no más mensajes|textos|llamadas',
  'no quiero _? _? mensajes|textos|llamadas',
  'ya no me escriban|escribas|manden|mandes|envíen|envíes|llamen|llames|molesten',
  'no me escriban|escribas|manden|mandes|envíen|envíes|llamen|llames|molesten más',
  'deja|dejen|dejar|para de escribirme|mandarme|enviarme|llamarme|molestarme|escribir|mandar|enviar',
  'darme|dame|denme|doy de baja',
  'cancelar|cancelen|cancela los? mensajes|textos|servicio|suscripción',
  'quítenme|quitenme|sáquenme|bórrenme de _? lista',
  'borren|borra mi número',
);

// "I can't stop texting my grandkids", "don't stop texting me": a negated opt-out is none.
// Not "no": "No, stop texting me" is an opt-out.
const negations = words('not never');

/** The compliance meaning of a normalized reply, when it has one. */
export function complianceOf(text: string): ComplianceFinding | undefined {
  const tokens = text ? text.split(' ') : [];
  if (tokens.length === 0) return undefined;

  const core = (courtesies: ReadonlySet<string>) => tokens.filter((w) => !courtesies.has(w));
  const optOutCore = core(keywordCourtesies);
  if (optOutCore.length > 0 && optOutCore.every((w) => optOutKeywords.has(w))) {
    return { outcome: 'opt_out', rule: `opt-out keyword "${optOutCore.join(' ')}"` };
  }
  const optInCore = core(optInCourtesies);
  if (optInCore.length > 0 && optInCore.every((w) => optInKeywords.has(w))) {
    return { outcome: 'opt_in', rule: `opt-in keyword "${optInCore.join(' ')}"` };
  }
  const help = findPhrase(text, helpReplies);
  if (help) return { outcome: 'help', rule: `help keyword "${help.words}"` };

  const optOut = findOptOutPhrase(text);
  if (optOut) return { outcome: 'opt_out', rule: `opt-out phrase "${optOut}"` };
  return undefined;
}

/**
 * "STOP. Who is this?": a carrier word standing as the reply's first sentence. Weaker than the
 * rules above ("Stop! I fell" may not be about the texts), so a parent's reply reads it only
 * after any sign of trouble.
 */
export function keywordSentenceOf(raw: string): ComplianceFinding | undefined {
  const sentence = keywordSentence.exec(raw.normalize('NFKD').replace(/\p{M}/gu, ''));
  if (!sentence) return undefined;
  return { outcome: 'opt_out', rule: `opt-out keyword as a sentence "${sentence[1]}"` };
}

function findOptOutPhrase(text: string): string | undefined {
  for (const phrase of optOutPhrases) {
    const regex = new RegExp(phrase.regex.source, 'g');
    for (const match of text.matchAll(regex)) {
      const before = text.slice(0, match.index).trim().split(' ').pop() ?? '';
      if (!negations.has(before)) return match[0].trim();
    }
  }
  return undefined;
}
