import type { Language } from '@/shared/languages';
import { product } from '@/shared/product';

/**
 * The fixed replies to compliance keywords (docs/product.md §3), in the language of the number that
 * sent them (a Spanish-speaking parent's number gets them in Spanish). START stays the opt-in
 * word in both: it is the one carriers know.
 */
export function optOutConfirmation(language: Language = 'en') {
  return language === 'es'
    ? `${product.name}: Canceló su suscripción y no recibirá más mensajes nuestros. Responda START para volver a suscribirse.`
    : `${product.name}: You're unsubscribed and will get no more messages from us. Reply START to resubscribe.`;
}

export function optInConfirmation(language: Language = 'en') {
  return language === 'es'
    ? `${product.name}: Volvió a suscribirse. Responda AYUDA para obtener ayuda, o STOP para cancelar. Pueden aplicarse tarifas por mensajes y datos.`
    : `${product.name}: You're subscribed again. Reply HELP for help, STOP to opt out. Msg & data rates may apply.`;
}

export function helpReply(supportAddress: string, language: Language = 'en') {
  return language === 'es'
    ? `${product.name} le envía un mensaje diario de parte de su familia. Responda SÍ si está bien o NO si necesita ayuda. ` +
        `Preguntas: ${supportAddress}. Responda STOP para cancelar. Pueden aplicarse tarifas por mensajes y datos.`
    : `${product.name} sends a daily check-in text from your family. Reply YES if you're OK or NO ` +
        `if you need help. Questions: ${supportAddress}. Reply STOP to opt out. Msg & data rates may apply.`;
}
