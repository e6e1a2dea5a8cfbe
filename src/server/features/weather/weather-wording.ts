import type { EmailContent } from '../../channels/email/email-template';
import type { Language } from '@/shared/languages';
import { isPlainName } from '@/shared/plain-name';
import { product } from '@/shared/product';
import { weatherWarningNames, type WeatherWarningKind } from '@/shared/weather';

/**
 * What the extra weather check-in says (docs/product.md §2.16, decision 049): to the parent in
 * her language, and to her family, who are told why she got it.
 *
 * The warning's name comes from outside (the National Weather Service), so it is taken only as
 * one of the listed kinds and written from our own table: no text an alert carries ever
 * reaches a phone. A name typed by the account is used only when it is a plain name.
 */

/** The parent's extra check-in: the text, and what a call speaks before asking. */
export function weatherCheckInWording(
  language: Language,
  kind: WeatherWarningKind,
): { text: string; spoken: string } {
  const warning = weatherWarningNames[kind][language];
  if (language === 'es') {
    const spoken = `Hoy hay un ${warning} donde usted vive.`;
    return {
      spoken,
      text: `${product.name}: ${spoken} ¿Está bien? Responda SÍ si está bien, o NO si necesita ayuda.`,
    };
  }
  const spoken = `There is ${articleFor(warning)} ${warning} where you are today.`;
  return { spoken, text: `${product.name}: ${spoken} Are you OK? Reply YES or NO.` };
}

/** "an Extreme Heat Warning", "a Tornado Warning". */
const articleFor = (name: string) => (/^[AEIOU]/i.test(name) ? 'an' : 'a');

/** The family's notice that she got an extra check-in today, and why (notices stay in English). */
export function weatherFamilyNotice(
  parentName: string,
  kind: WeatherWarningKind,
): { text: string; email: EmailContent } {
  const name = isPlainName(parentName) ? parentName.trim() : null;
  const who = name ?? 'Your parent';
  const whose = name ? `${name}'s` : 'their';
  const warning = weatherWarningNames[kind].en;
  const what = `${who} got an extra check-in today: the National Weather Service has issued ${articleFor(warning)} ${warning} for ${whose} area.`;
  return {
    text: `${product.name}: ${what} You will be told how it goes.`,
    email: {
      subject: `${who} got an extra check-in today: ${warning}`,
      heading: `${warning}: an extra check-in today`,
      paragraphs: [what, 'You will be told how it goes, as for every check-in.'],
      footer: name
        ? `You get this because you follow ${name} on ${product.name}.`
        : `You get this because you follow this parent on ${product.name}.`,
    },
  };
}
