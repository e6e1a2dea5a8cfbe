import type { EmailContent } from '../../channels/email/email-template';
import type { StopReason } from '../../db/schema';
import { formatDollars } from '@/shared/pricing';
import { product } from '@/shared/product';
import type { Language } from '@/shared/languages';

/**
 * What everyone is told when the daily check-in stops (docs/product.md §2.12): for billing, or
 * because the account was deleted. A parent is told in her language, by text or by a call that
 * only speaks; the owner and the family in English, as every family notice is.
 */

/** "Grace Hopper", "Grace Hopper and Walter Rivera", "Grace, Walter and June". */
export const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** A parent's notice: the same news whether it stopped for billing or the account was deleted. */
export const parentStopWords: Record<
  Language,
  { text: (name: string) => string; call: (name: string) => string }
> = {
  en: {
    text: (name) =>
      `${product.name}: Hello ${name}, your daily check-in has stopped, so we will not text you each day any more. Your family knows. You do not need to reply.`,
    call: (name) =>
      `Hello ${name}. This is ${product.name}. Your daily check-in call has stopped, so we will not call you each day any more. Your family knows. Goodbye.`,
  },
  es: {
    text: (name) =>
      `${product.name}: Hola, ${name}. Su mensaje diario se ha detenido, así que ya no le escribiremos cada día. Su familia ya lo sabe. No necesita responder.`,
    call: (name) =>
      `Hola, ${name}. Le habla ${product.name}. Su llamada diaria se ha detenido, así que ya no le llamaremos cada día. Su familia ya lo sabe. Adiós.`,
  },
};

/** Why it stopped, as a family member reads it after "has stopped". */
const becauseFor = (stop: { reason: StopReason; because: string; ownerName: string }) =>
  stop.reason === 'deleted'
    ? `: ${stop.ownerName} deleted the ${product.name} account`
    : ` because ${stop.because} on ${stop.ownerName}'s account`;

/** A family member's notice about the parents she follows, by text and by e-mail. */
export function memberStopNotice(stop: {
  reason: StopReason;
  /** The billing cause in words (stopCauseText), for a stop for billing. */
  because: string;
  ownerName: string;
  parentNames: string[];
  followedFirstNames: string[];
}): { text: string; email: EmailContent } {
  const names = listOf(stop.parentNames);
  const news = `The daily check-in for ${names} has stopped${becauseFor(stop)}.`;
  const meaning =
    stop.reason === 'deleted'
      ? 'Nobody checks on them each day any more, and you will not be alerted if something goes wrong. Please keep in touch with them yourself.'
      : 'Until it starts again, nobody checks on them each day and you will not be alerted if something goes wrong. Please keep in touch with them yourself.';
  return {
    text: `${product.name}: ${news} ${meaning}`,
    email: {
      subject: `The daily check-in for ${names} has stopped`,
      heading: `The daily check-in for ${names} has stopped`,
      paragraphs: [news, meaning],
      footer: `You get this because you follow ${listOf(stop.followedFirstNames)} on ${product.name}.`,
    },
  };
}

/** The owner's notice of a stop for billing: the news, who else is told, and the way back. */
export function ownerStopNotice(stop: {
  because: string;
  parentFirstNames: string[];
  monthlyCents: number;
  subscribeUrl: string;
  familyTold: boolean;
}): { text: string; email: EmailContent } {
  const names = listOf(stop.parentFirstNames);
  const whose = names ? ` for ${names}` : '';
  const price = formatDollars(stop.monthlyCents);
  return {
    text: `${product.name}: Daily check-ins${whose} have stopped because ${stop.because}. Subscribe for ${price}/month to start them again: ${stop.subscribeUrl}`,
    email: {
      subject: 'Daily check-ins have stopped',
      heading: 'Daily check-ins have stopped',
      paragraphs: [
        `Daily check-ins${whose} have stopped because ${stop.because}. Nobody is checked on each day now, and nobody will be alerted if something goes wrong.`,
        ...(stop.familyTold
          ? [
              `We are telling ${names} and the family members who follow them, between 9:00 AM and 8:00 PM where each of them lives.`,
            ]
          : []),
        `Subscribe for ${price}/month to start the check-ins again.`,
      ],
      action: { label: 'Subscribe', url: stop.subscribeUrl },
      footer: `You get this because you set up ${product.name} for your family.`,
    },
  };
}
