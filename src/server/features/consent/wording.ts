import { isNeutralOwnerName } from './owner-name';
import { product } from '@/shared/product';
import type { Language } from '@/shared/languages';
import type { ConsentSubject } from './consent-subject';

function whatIsSent(subjectType: ConsentSubject, language: Language) {
  switch (subjectType) {
    case 'parent':
      return language === 'es'
        ? 'un mensaje diario para saber cómo está (1 msj/día) y, si no responde, una breve llamada de seguimiento'
        : 'a daily check-in text (1 msg/day) and, if you do not reply, a short follow-up call';
    case 'family_member':
      return 'updates about your family member (a few msgs/week)';
    case 'owner':
      return 'alerts and updates about the family you look after (a few msgs/week)';
    case 'backup_contact':
      return 'alerts only, when someone in their family who lives near you may need help and nobody in the family has answered (rare)';
  }
}

/**
 * The consent request (docs/product.md §3): the service and the owner by name, how often messages
 * come, that the consent covers the follow-up call, rates, and how to agree, stop or get help.
 * With a reply code ("Reply Y 4821"), only that code agrees: the number has been asked by more
 * than one account, and a bare Y could be meant for another (decision 019).
 */
export function consentRequestText(
  ownerName: string,
  subjectType: ConsentSubject,
  replyCode?: string,
  // Only a parent chooses a language; family members and the owner are written to in English.
  language: Language = 'en',
) {
  if (language === 'es') {
    const agree = replyCode ? `Responda SÍ ${replyCode} para aceptar` : 'Responda SÍ para aceptar';
    return (
      `${product.name}: ${ownerName} quiere enviarle ${whatIsSent(subjectType, language)}. ` +
      `Pueden aplicarse tarifas por mensajes y datos. ${agree}, STOP para cancelar, AYUDA para obtener ayuda.`
    );
  }
  const agree = replyCode ? `Reply Y ${replyCode} to agree` : 'Reply Y to agree';
  const asked =
    subjectType === 'owner'
      ? `you asked for ${whatIsSent(subjectType, language)} by text.`
      : `${ownerName} would like to send you ${whatIsSent(subjectType, language)}.`;
  return (
    `${product.name}: ${asked} ` +
    `Msg & data rates may apply. ${agree}, STOP to opt out, HELP for help.`
  );
}

/** The one text after a Y (CTIA): the program, how often, rates, and how to get help or stop. */
export function consentConfirmationText(
  ownerName: string,
  subjectType: ConsentSubject,
  language: Language = 'en',
) {
  // An owner with no plain name is given as the neutral words: "your family" then, alone.
  const neutral = isNeutralOwnerName(ownerName);
  if (language === 'es')
    return (
      `${product.name}: Gracias. Recibirá ${whatIsSent(subjectType, language)} de parte de ${neutral ? 'su familia' : `la familia de ${ownerName}`}. ` +
      'Pueden aplicarse tarifas por mensajes y datos. Responda AYUDA para obtener ayuda, STOP para cancelar.'
    );
  const from =
    subjectType === 'owner' ? '' : neutral ? ' from your family' : ` from ${ownerName}'s family`;
  return (
    `${product.name}: Thank you. You will get ${whatIsSent(subjectType, language)}${from}. ` +
    'Msg & data rates may apply. Reply HELP for help, STOP to opt out.'
  );
}

/**
 * A bare Y was sent to a number that more than one account asked: it cannot tell whose request
 * it answers, so it asks for the code. It names only the owners who asked this very number.
 */
export function consentWhichCodeText(
  requests: { ownerName: string; replyCode: string }[],
  language: Language = 'en',
) {
  if (language === 'es') {
    const choices = requests.map((request) => `SÍ ${request.replyCode} para ${request.ownerName}`);
    return (
      `${product.name}: Más de una familia ha pedido enviarle mensajes. Para aceptar, responda ` +
      `${choices.join(', o ')}.`
    );
  }
  const choices = requests.map((request) => `Y ${request.replyCode} for ${request.ownerName}`);
  return (
    `${product.name}: More than one family has asked to text you. To agree, reply ` +
    `${choices.join(', or ')}.`
  );
}

/**
 * What a consent reply says: Y or YES (or the Spanish request's SÍ) alone (any case, accents,
 * spaces and punctuation aside), or with a request's four-digit code ("Y 4821", "yes4821",
 * "sí 4821", "4821"). Undefined when it is not one.
 */
export function parseConsentReply(body: string): { replyCode?: string } | undefined {
  const text = body
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const match = /^(?:y|yes|si)?(\d{4})$|^(?:y|yes|si)$/.exec(text);
  if (!match) return undefined;
  return match[1] ? { replyCode: match[1] } : {};
}
