import type { Language } from './languages';
import type { CheckInBy } from './family';
import { product } from './product';
import { spokenTime } from './template-variables';

/**
 * The wizard's welcome test message (docs/product.md §3), as the parent receives it: in her language,
 * and for a parent checked on by call, words meant to be heard. It promises only what the daily
 * check-in does (a text or call at her time; her answer goes to her family; no answer brings a
 * second call and then the family) and asks for no answer itself, since nothing answers it.
 */
export function welcomeMessage(parent: {
  nickname: string;
  firstName: string;
  language: Language;
  checkInBy: CheckInBy;
  messageTime: string;
}) {
  const name = parent.nickname || parent.firstName;
  const time = spokenTime(parent.messageTime, parent.language);
  const service = product.name;
  if (parent.checkInBy === 'call') {
    return parent.language === 'es'
      ? `Hola, ${name}. Esta es una llamada de prueba de ${service}. Cada día a las ${time} le llamaremos para saber cómo está, y le diremos a su familia lo que usted conteste. Si no contesta, le llamaremos una vez más y después le avisaremos a su familia. Esta llamada no necesita respuesta. Adiós.`
      : `Hello ${name}. This is a test call from ${service}. Each day at ${time} we will call to ask how you are, and tell your family what you answer. If you do not answer, we call once more, and then let your family know. This call needs no answer. Goodbye.`;
  }
  return parent.language === 'es'
    ? `¡Hola, ${name}! Este es un mensaje de prueba de ${service}. Cada día a las ${time} le enviaremos un mensaje corto: responda SÍ si está bien o NO si necesita ayuda, y se lo diremos a su familia. Este mensaje no necesita respuesta.`
    : `Hi ${name}! This is a test message from ${service}. Each day at ${time} we'll text you a short check-in: reply YES if you're OK or NO if you need help, and we'll tell your family. This one needs no reply.`;
}
